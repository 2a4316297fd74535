#!/bin/bash
# Counts the instructions and allocations of the key list workloads with callgrind: the same
# counts run after run, unlike timings on a shared machine. Each workload runs in
# InstructionCounts (release), and callgrind collects only inside its measured region (setup
# excluded).
#
#   Benchmarks/count-instructions.sh                  # every workload, default sizes
#   Benchmarks/count-instructions.sh adapter-scroll   # some of them
#   UNITS=500 Benchmarks/count-instructions.sh table-scroll-fixed
#   ROWS=10000 Benchmarks/count-instructions.sh adapter-apply-1+1   # another list size
#
# Prints, per workload: the list's rows, instructions in the measured region, units measured
# (scrolling stops at the bottom of a short list), instructions and allocations (malloc, calloc,
# realloc and aligned allocations called) per unit. Needs valgrind (apt-get install valgrind).
# Compare two commits by running it in each.
set -euo pipefail
cd "$(dirname "$0")"
command -v valgrind >/dev/null || { echo "valgrind is missing: apt-get install valgrind" >&2; exit 1; }
# The workloads specialize the library's @inlinable code (the diff, the model comparisons), and an
# incremental build does not always recompile a client when only such a body changed: touching
# the workloads' sources makes them compile against the library as it is now.
touch Benchmarks/InstructionCounts/*.swift Benchmarks/ListWorkloads/*.swift
swift build -c release --product InstructionCounts >&2
binary="$(swift build -c release --show-bin-path)/InstructionCounts"
if [ $# -eq 0 ]; then
    set -- $("$binary" | cut -d' ' -f1)
fi
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
printf '%-24s %9s %14s %7s %11s %9s  %s\n' workload rows instructions units "instr/unit" "alloc/unit" unit
for workload in "$@"; do
    read -r _ default_units default_rows _ <<<"$("$binary" | awk -v w="$workload" '$1 == w')"
    [ -n "$default_units" ] || { echo "no workload named $workload" >&2; exit 1; }
    line="$(valgrind --tool=callgrind --collect-atstart=no --toggle-collect=cellkit_measured_region \
        --callgrind-out-file="$out" "$binary" "$workload" "${UNITS:-$default_units}" "${ROWS:-$default_rows}" \
        2>/dev/null | tail -1)"
    read -r _ units rows unit <<<"$line"
    total="$(callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ && !done { gsub(",", "", $1); print $1; done = 1 }')"
    # Calls into the allocator: callgrind names each function once with an id ("cfn=(7) malloc")
    # and then by its id alone; the "calls=" line after a call target counts its calls.
    allocations="$(awk '
        /^c?fn=/ {
            name = $0; sub(/^c?fn=/, "", name)
            if (match(name, /^\([0-9]+\)/)) {
                id = substr(name, 1, RLENGTH); rest = substr(name, RLENGTH + 2)
                if (rest != "") names[id] = rest
                name = names[id]
            }
            if ($0 ~ /^cfn=/) target = name
            next
        }
        /^calls=/ && target ~ /^(malloc|calloc|realloc|posix_memalign|aligned_alloc)$/ {
            split($0, fields, /[= ]/); count += fields[2]
        }
        END { print count + 0 }' "$out")"
    printf '%-24s %9s %14s %7s %11s %9s  %s\n' "$workload" "$rows" "$total" "$units" "$((total / units))" \
        "$(awk -v a="$allocations" -v u="$units" 'BEGIN { printf "%.2f", a / u }')" "$unit"
done
