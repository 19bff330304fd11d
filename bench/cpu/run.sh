#!/usr/bin/env bash
# CPU benchmarks: each program as a Kiln -O2 binary and under Node.js, side by
# side in one run (hyperfine, alternating, medians), plus hello-world startup
# time and peak RSS.  Usage: bench/cpu/run.sh [runs]   (default 10)
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
runs=${1:-10}
kiln=build/kiln
work=build/bench-cpu
mkdir -p "$work"
[ -x "$kiln" ] || { echo "bench: build first (scripts/setup.sh)" >&2; exit 1; }

median() { # hyperfine JSON -> "median_ms"
  node -e 'const r=JSON.parse(require("fs").readFileSync(process.argv[1])).results;
           for (const x of r) { const t=[...x.times].sort((a,b)=>a-b); const m=t.length%2?t[(t.length-1)/2]:(t[t.length/2-1]+t[t.length/2])/2; console.log((m*1000).toFixed(2)); }' "$1"
}

printf '%-14s %12s %12s %8s\n' program kiln_ms node_ms node/kiln
# "program args": the realistic programs (objects, classes, virtual calls) take
# a size that makes them run for a few hundred milliseconds under Node.
# BENCH_ONLY="prog ..." limits the run to those programs.
# The last ten are small programs of the kinds people write (session 17), then
# two of the Computer Language Benchmarks Game (session 20).
for spec in modloop fib floatloop primes "binary_trees 16" "richards 300" "nbody 1000000" json_roundtrip mapset "minilang 100000 2" \
  strbuild objsort wordcount shapes closures dijkstra jsonloop regexlines numfmt treerec "fannkuch 10" "regexredux 250000"; do
  read -r prog args <<<"$spec"
  if [ -n "${BENCH_ONLY:-}" ] && [[ " $BENCH_ONLY " != *" $prog "* ]]; then continue; fi
  src=bench/cpu/$prog.ts
  [ -f "$src" ] || src=tests/cases/programs/$prog.ts # the realistic programs are also test cases
  [ -f "$src" ] || src=tests/cases/modules/$prog/main.ts # ... and the multi-module ones
  $kiln build "$src" -O2 -o "$work/$prog"
  if [ "${src#tests/cases/modules/}" != "$src" ]; then
    node_modules/.bin/esbuild --bundle --platform=node --log-level=error "$src" > "$work/$prog.js"
  else
    node_modules/.bin/esbuild --loader=ts --log-level=error < "$src" > "$work/$prog.js"
  fi
  want=$(node "$work/$prog.js" $args); got=$("$work/$prog" $args)
  [ "$want" = "$got" ] || { echo "bench: $prog output differs: kiln '$got' node '$want'" >&2; exit 1; }
  hyperfine -N --warmup 1 --runs "$runs" --export-json "$work/$prog.json" \
    "$work/$prog $args" "node $work/$prog.js $args" >/dev/null 2>&1
  mapfile -t t < <(median "$work/$prog.json")
  printf '%-14s %12s %12s %8s\n' "$prog" "${t[0]}" "${t[1]}" "$(node -e "console.log((${t[1]}/${t[0]}).toFixed(2))")"
done

[ -z "${BENCH_ONLY:-}" ] || exit 0
$kiln build bench/cpu/hello.ts -O2 -o "$work/hello"
node_modules/.bin/esbuild --loader=ts --log-level=error < bench/cpu/hello.ts > "$work/hello.js"
# /bin/true in the same run is the floor: process creation alone on this machine.
hyperfine -N --warmup 5 --runs $((runs * 20)) --export-json "$work/hello.json" \
  "$work/hello" "node $work/hello.js" /bin/true >/dev/null 2>&1
mapfile -t t < <(median "$work/hello.json")
rss_k=$( { /usr/bin/time -f %M "$work/hello" >/dev/null; } 2>&1 )
rss_n=$( { /usr/bin/time -f %M node "$work/hello.js" >/dev/null; } 2>&1 )
echo
printf 'hello startup: kiln %s ms, node %s ms, /bin/true %s ms (median of %d)\n' "${t[0]}" "${t[1]}" "${t[2]}" $((runs * 20))
printf 'hello peak RSS: kiln %s KB, node %s KB\n' "$rss_k" "$rss_n"
printf 'hello binary size: %s bytes\n' "$(stat -c %s "$work/hello")"
