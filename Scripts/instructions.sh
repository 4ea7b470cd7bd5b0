#!/usr/bin/env bash
# Counts the instructions per action of benchmark workloads under callgrind: steady on a noisy machine,
# where wall-clock figures move from run to run. Only the timed work is counted (the harness's
# `measuredRun`), over the warm-up and the five repetitions of the `--quick` sizes.
# Usage: Scripts/instructions.sh W1 W2 W5 …   (workload names, as --filter takes them; default: W1 to W7)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "instructions: valgrind is not installed" >&2; exit 1; }
swift build -c release --product StateKitBenchmarks >/dev/null
binary=.build/release/StateKitBenchmarks
workloads=("$@")
[ ${#workloads[@]} -gt 0 ] || workloads=(W1 W2 W3/N=100 W3/N=1000 W3s W4 W4b W5 W6 W7 W1ref W4ref W5ref)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
printf '%-10s %12s %16s\n' Workload Actions Instructions/action
for workload in "${workloads[@]}"; do
  file=${workload//\//_}
  valgrind --tool=callgrind --callgrind-out-file="$out/$file" --toggle-collect='*measuredRun*' \
    "$binary" --quick --filter "$workload" --json "$out/$file.json" >/dev/null 2>"$out/$file.log" || {
    cat "$out/$file.log" >&2
    exit 1
  }
  # One file of results per workload the filter matched: each line of the JSON's results names one.
  python3 - "$out/$file" "$out/$file.json" "$workload" <<'PY'
import json, re, sys
profile, results, wanted = sys.argv[1], sys.argv[2], sys.argv[3]
total = 0
with open(profile) as f:
    for line in f:
        m = re.match(r'summary:\s+(\d+)', line) or re.match(r'totals:\s+(\d+)', line)
        if m:
            total = int(m.group(1))
report = json.load(open(results))
rows = report["workloads"]
if len(rows) != 1:
    sys.exit(f"instructions: --filter {wanted} ran {len(rows)} workloads; name exactly one")
actions = rows[0]["actions"] * 6  # the warm-up and five repetitions
print(f'{rows[0]["name"]:<10} {rows[0]["actions"]:>12,} {total / actions:>16,.0f}')
PY
done
