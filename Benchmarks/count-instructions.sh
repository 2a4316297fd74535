#!/bin/bash
# Counts the instructions of the key list workloads with callgrind: the same count run after
# run, unlike timings on a shared machine. Each workload runs in InstructionCounts (release),
# and callgrind collects only inside its measured region (setup excluded).
#
#   Benchmarks/count-instructions.sh                  # every workload, default sizes
#   Benchmarks/count-instructions.sh adapter-scroll   # some of them
#   UNITS=500 Benchmarks/count-instructions.sh table-scroll-fixed
#
# Prints, per workload: instructions in the measured region, units measured, instructions per
# unit. Needs valgrind (apt-get install valgrind). Compare two commits by running it in each.
set -euo pipefail
cd "$(dirname "$0")"
command -v valgrind >/dev/null || { echo "valgrind is missing: apt-get install valgrind" >&2; exit 1; }
swift build -c release --product InstructionCounts >&2
binary="$(swift build -c release --show-bin-path)/InstructionCounts"
if [ $# -eq 0 ]; then
    set -- $("$binary" | cut -d' ' -f1)
fi
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
printf '%-28s %16s %8s %14s  %s\n' workload instructions units "per unit" unit
for workload in "$@"; do
    line="$(valgrind --tool=callgrind --collect-atstart=no --toggle-collect=cellkit_measured_region --callgrind-out-file="$out" \
        "$binary" "$workload" ${UNITS:-} 2>/dev/null | tail -1)"
    units="$(echo "$line" | cut -d' ' -f2)"
    unit="$(echo "$line" | cut -d' ' -f3-)"
    total="$(callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ && !done { gsub(",", "", $1); print $1; done = 1 }')"
    printf '%-28s %16s %8s %14s  %s\n' "$workload" "$total" "$units" "$((total / units))" "$unit"
done
