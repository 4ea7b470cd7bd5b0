#!/usr/bin/env bash
# Counts the instructions per action of benchmark workloads under callgrind: steady on a noisy machine,
# where wall-clock figures move from run to run. Only the timed work is counted, from the harness's
# `measuredRunStarts` to its `measuredRunEnded` (one callgrind dump per repetition, summed), over the
# warm-up and the five repetitions of the `--quick` sizes.
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
  valgrind --tool=callgrind --callgrind-out-file="$out/$file" --zero-before='*measuredRunStartsyyF' \
    --dump-before='*measuredRunEndedyyF' \
    "$binary" --quick --filter "$workload" --json "$out/$file.json" >/dev/null 2>"$out/$file.log" || {
    cat "$out/$file.log" >&2
    exit 1
  }
  # One file of results per workload the filter matched: each line of the JSON's results names one.
  python3 - "$out/$file" "$out/$file.json" "$workload" <<'PY'
import glob, json, re, sys
profile, results, wanted = sys.argv[1], sys.argv[2], sys.argv[3]
# One dump per repetition (`$profile.1`, `$profile.2`, …): the last, written at exit, counts what followed.
total = 0
dumps = [path for path in glob.glob(profile + ".*") if re.fullmatch(r".*\.\d+", path)]
if len(dumps) != 6:
    sys.exit(f"instructions: {wanted} gave {len(dumps)} callgrind dumps, expected 6 (one per repetition)")
for path in dumps:
    with open(path) as f:
        for line in f:
            m = re.match(r'summary:\s+(\d+)', line)
            if m:
                total += int(m.group(1))
report = json.load(open(results))
rows = report["workloads"]
if len(rows) != 1:
    sys.exit(f"instructions: --filter {wanted} ran {len(rows)} workloads; name exactly one")
actions = rows[0]["actions"] * 6  # the warm-up and five repetitions
print(f'{rows[0]["name"]:<10} {rows[0]["actions"]:>12,} {total / actions:>16,.0f}')
PY
done
