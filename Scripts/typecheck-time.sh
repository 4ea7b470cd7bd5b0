#!/usr/bin/env bash
# Reports how long the compiler takes to type-check each body of the compile-time fixtures
# (Benchmarks/StateKitBenchmarks/Fixtures: twelve chained `ifLet`s, a destination of twelve cases, a stack
# of twelve screens, each in the embed-only and the `extract:` form), slowest first, from the frontend's
# `-debug-time-function-bodies`. A debug build of the benchmarks in a scratch directory of its own, so
# that every fixture is compiled afresh; about a minute.
# Usage: Scripts/typecheck-time.sh [how many bodies to show, default 10]
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-typecheck
rm -rf "$scratch"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build --product StateKitBenchmarks --scratch-path "$scratch" \
  -Xswiftc -Xfrontend -Xswiftc -debug-time-function-bodies >"$log" 2>&1; then
  cat "$log" >&2
  echo "typecheck-time: the build failed (its output is above)" >&2
  exit 1
fi
cp "$log" "$scratch/debug-time.log"
# Lines look like `12.34ms	/path/Fixtures/File.swift:12:7	getter body`; a body compiled by several
# frontend jobs is listed once.
grep -E '^[0-9.]+ms.*/Fixtures/' "$log" | sort -u | sort -rn | head -n "${1:-10}" |
  sed -E 's#^([0-9.]+ms)\t.*/Fixtures/([^\t]*)\t([^@]*)@.*#\1  \2  \3#; s#StateKitBenchmarks\.\(file\)\.##'
