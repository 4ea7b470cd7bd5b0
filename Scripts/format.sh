#!/usr/bin/env bash
# Formats every Swift file in place, then lints strictly: what is left is for a person to fix.
# Usage: Scripts/format.sh          (format, then lint)
#        Scripts/format.sh --lint   (lint only, as CI does)
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Examples)
[ -d Benchmarks ] && paths+=(Benchmarks)
if [ "${1:-}" != "--lint" ]; then
  swift format format --in-place --parallel --recursive "${paths[@]}"
fi
swift format lint --strict --parallel --recursive "${paths[@]}"
