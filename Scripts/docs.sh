#!/usr/bin/env bash
# Builds the documentation of both libraries, StateKit and StateKitTesting, from their DocC catalogs
# (Sources/<Module>/<Module>.docc) and their symbol graphs, with the toolchain's docc, and fails on any
# warning: a broken ``Symbol`` or <doc:Article> link, an undocumented parameter. It also fails when a public
# symbol is missing from its module's landing page, which must group every one under `## Topics`.
# Output goes to .build/docs, one archive of both modules (not committed); `docc preview` serves a catalog.
set -euo pipefail
cd "$(dirname "$0")/.."

# NB: Under `set -e`, a failing command substitution would end the script without a word: say what failed.
if ! output=$(swift package dump-symbol-graph --skip-synthesized-members 2>&1); then
  printf '%s\n' "$output" >&2
  echo "docs: \`swift package dump-symbol-graph\` failed (its output is above): fix the build, then run again" >&2
  exit 1
fi
graphs=$(printf '%s\n' "$output" | sed -n 's/^Files written to //p' | tail -n 1)
for module in StateKit StateKitTesting; do
  if [ -z "$graphs" ] || [ ! -f "$graphs/$module.symbols.json" ]; then
    printf '%s\n' "$output" >&2
    echo "docs: no symbol graph for $module was written" >&2
    exit 1
  fi
done

work=.build/docs-work
rm -rf .build/docs "$work"
mkdir -p "$work"
for module in StateKit StateKitTesting; do
  # A module's graph, and the graphs of what it extends in other modules (StateKit@SwiftUI on Apple
  # platforms; StateKitTesting@StateKit if the testing module ever extends StateKit's types).
  mkdir -p "$work/graphs/$module"
  cp "$graphs/$module.symbols.json" "$work/graphs/$module/"
  for extension in "$graphs/$module"@*.symbols.json; do
    [ -f "$extension" ] && cp "$extension" "$work/graphs/$module/"
  done
done

# convert MODULE ARCHIVE [OPTIONS…]: one module's catalog and symbol graphs into an archive that others
# can link to.
convert() {
  local module=$1 archive=$2
  shift 2
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$work/graphs/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.statekit.$module" \
    --output-path "$archive" \
    --enable-experimental-external-link-support \
    "$@"
}

# Each module links to the other (StateKit's landing page to the Testing article, StateKitTesting's pages
# to Store, Reducer, …) with a leading slash: ``/StateKit/Store``, <doc:/StateKitTesting/Testing>. docc
# resolves such a link against an archive it is given as a dependency, so: first StateKitTesting's links
# only (its warnings are checked in the third pass), then StateKit against them, then StateKitTesting
# against StateKit. Both real passes treat warnings as errors.
echo "docs: StateKitTesting's link targets"
if ! convert StateKitTesting "$work/StateKitTesting-links.doccarchive" >"$work/links.log" 2>&1; then
  cat "$work/links.log" >&2
  exit 1
fi
echo "docs: StateKit"
convert StateKit "$work/StateKit.doccarchive" \
  --dependency "$work/StateKitTesting-links.doccarchive" --warnings-as-errors
echo "docs: StateKitTesting"
convert StateKitTesting "$work/StateKitTesting.doccarchive" \
  --dependency "$work/StateKit.doccarchive" --warnings-as-errors

# Every public symbol is on its landing page: docc puts a top-level symbol that no `## Topics` group lists
# in a group it generates ("Structures", "Protocols", …), marked `"generated":true`. The one generated group
# allowed is "Extended Modules" (StateKit's extensions of SwiftUI, on Apple platforms only), which a catalog
# built on Linux cannot curate.
for module in StateKit StateKitTesting; do
  lower=$(printf '%s' "$module" | tr '[:upper:]' '[:lower:]')
  landing="$work/$module.doccarchive/data/documentation/$lower.json"
  if [ ! -f "$landing" ]; then
    echo "docs: $module has no landing page at $landing" >&2
    exit 1
  fi
  generated=$(tr -d ' \n' <"$landing" | grep -o '{[^{}]*"generated":true[^{}]*}' |
    grep -v '"title":"ExtendedModules"' || true)
  if [ -n "$generated" ]; then
    echo "docs: some public symbols of $module are in no group of its landing page ($module.md's" \
      "\`## Topics\`); docc grouped them itself:" >&2
    printf '%s\n' "$generated" >&2
    exit 1
  fi
done

echo "docs: merging both into .build/docs"
docc merge "$work/StateKit.doccarchive" "$work/StateKitTesting.doccarchive" \
  --synthesized-landing-page-name StateKit \
  --output-path .build/docs
