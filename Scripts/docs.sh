#!/usr/bin/env bash
# Builds StateKit's documentation with the toolchain's docc and fails on any warning: a broken ``Symbol``
# link, an undocumented parameter. Output goes to .build/docs (not committed).
set -euo pipefail
cd "$(dirname "$0")/.."
output=$(swift package dump-symbol-graph --skip-synthesized-members 2>&1)
graphs=$(printf '%s\n' "$output" | sed -n 's/^Files written to //p' | tail -n 1)
if [ -z "$graphs" ] || [ ! -f "$graphs/StateKit.symbols.json" ]; then
  printf '%s\n' "$output" >&2
  echo "docs: no symbol graph for StateKit was written" >&2
  exit 1
fi
catalog=.build/docs-catalog/StateKit.docc
rm -rf .build/docs .build/docs-catalog .build/docs-graphs
mkdir -p "$catalog" .build/docs-graphs
cp "$graphs"/StateKit.symbols.json "$graphs"/StateKit@*.symbols.json .build/docs-graphs/ 2>/dev/null || true
docc convert "$catalog" \
  --additional-symbol-graph-dir .build/docs-graphs \
  --fallback-display-name StateKit \
  --fallback-bundle-identifier org.statekit.StateKit \
  --output-path .build/docs \
  --warnings-as-errors
