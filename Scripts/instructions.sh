#!/usr/bin/env bash
# Counts the instructions per action of benchmark workloads under callgrind: steady on a noisy machine,
# where wall-clock figures move from run to run. Only the timed work is counted, from the harness's
# `measuredRunStarts` to its `measuredRunEnded` (one callgrind dump per repetition, summed), over the
# warm-up and the five repetitions of the `--quick` sizes (the nine of the full sizes with --misses).
#
# With --misses, it also counts the misses per action of a simulated second-level cache (reads and
# writes that miss it), at the full sizes: what W3 at 10,000 rows measures, as steadily. The cache
# simulated is a 48 KiB, 12-way first level and a 2 MiB, 16-way second level, as every figure in the
# README's history was counted (the VM this runs on now reports 32 KiB and 1 MiB a core); L2_BYTES sets
# another size (L2_BYTES=16777216 for the 16 MiB of an Apple M-series performance cluster).
#
# Usage: [BINARY=path] Scripts/instructions.sh [--misses] W1 W2 W5 …   (workload names, as --filter takes them;
#        default: W1 to W7 at --quick sizes; W3, its floor and W3s with --misses)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "instructions: valgrind is not installed" >&2; exit 1; }
misses=false
if [ "${1:-}" = --misses ]; then
  misses=true
  shift
fi
# NB: A BINARY given is counted as it is: nothing is built.
[ -n "${BINARY:-}" ] || swift build -c release --product StateKitBenchmarks >/dev/null
binary=${BINARY:-.build/release/StateKitBenchmarks}
workloads=("$@")
if $misses; then
  [ ${#workloads[@]} -gt 0 ] || workloads=(W3/N=1000 W3/N=10000 W3floor/N=1000 W3floor/N=10000 W3s)
  size=()
  simulation=(--cache-sim=yes --I1=32768,8,64 --D1=49152,12,64 "--LL=${L2_BYTES:-2097152},16,64")
else
  [ ${#workloads[@]} -gt 0 ] || workloads=(W1 W2 W3/N=100 W3/N=1000 W3s W4 W4b W5 W6 W7 W1ref W4ref W5ref)
  size=(--quick)
  simulation=()
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
if $misses; then
  printf '%-12s %12s %20s %22s\n' Workload Actions Instructions/action "L2 misses/action"
else
  printf '%-12s %12s %20s\n' Workload Actions Instructions/action
fi
for workload in "${workloads[@]}"; do
  file=${workload//\//_}
  valgrind --tool=callgrind "${simulation[@]}" --callgrind-out-file="$out/$file" \
    --zero-before='*measuredRunStartsyyF' --dump-before='*measuredRunEndedyyF' \
    "$binary" "${size[@]}" --filter "$workload" --json "$out/$file.json" >/dev/null 2>"$out/$file.log" || {
    cat "$out/$file.log" >&2
    exit 1
  }
  # One file of results per workload the filter matched: each line of the JSON's results names one.
  python3 - "$out/$file" "$out/$file.json" "$workload" "$misses" <<'PY'
import glob, json, re, sys
profile, results, wanted, misses = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4] == "true"
# One dump per repetition (`$profile.1`, `$profile.2`, …): the last, written at exit, counts what followed.
# The summary line counts each event the header's `events:` line names, in its order.
totals = {}
report = json.load(open(results))
# The warm-up and the repetitions: five in a quick run, nine in a full one (`--misses`).
runs = int(report["repetitions"]) + 1
dumps = [path for path in glob.glob(profile + ".*") if re.fullmatch(r".*\.\d+", path)]
if len(dumps) != runs:
    sys.exit(f"instructions: {wanted} gave {len(dumps)} callgrind dumps, expected {runs} (one per repetition)")
for path in dumps:
    with open(path) as f:
        events = []
        for line in f:
            if line.startswith("events:"):
                events = line.split()[1:]
            elif line.startswith("summary:"):
                for event, count in zip(events, line.split()[1:]):
                    totals[event] = totals.get(event, 0) + int(count)
rows = report["workloads"]
if len(rows) != 1:
    sys.exit(f"instructions: --filter {wanted} ran {len(rows)} workloads; name exactly one")
actions = rows[0]["actions"] * runs
line = f'{rows[0]["name"]:<12} {rows[0]["actions"]:>12,} {totals["Ir"] / actions:>20,.0f}'
if misses:
    # Data reads and writes that missed the simulated second level (callgrind's last level).
    line += f' {(totals["DLmr"] + totals["DLmw"]) / actions:>22,.2f}'
print(line)
PY
done
