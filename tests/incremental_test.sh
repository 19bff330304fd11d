#!/usr/bin/env bash
# Rebuilds of a multi-module program: per-module cache and early cutoff.
#
#   tests/incremental_test.sh --kiln PATH/kiln --work DIR
#
# Builds a 4-module program (main -> shapes -> geom, main -> report -> geom),
# then edits a function body in the leaf, then code at the top level of
# main, then an exported signature, then adds a module, and checks after each
# build that the program prints the new output and what `--stats=json` says
# was checked (typed IR computed), compiled (objects) and linked:
#   - a body edit re-checks and recompiles that module only;
#   - a signature edit re-checks the module and the modules that import it
#     directly, and their importers only when an importer's own interface
#     names what changed (early cutoff: a chain a -> b -> c);
#   - a no-op rebuild, and the same sources in another directory, come from
#     the cache.
set -uo pipefail

. "$(dirname "${BASH_SOURCE[0]}")/args.sh"
test_args incremental_test "$@"
top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
rm -rf "$work"
mkdir -p "$work/src"
work=$(cd "$work" && pwd)
unset KILN_DAEMON_IDLE KILN_CACHE KILN_CACHE_MAX
export KILN_DAEMON=off KILN_CACHE_DIR=$work/cache

failed=0
check() { # check DESCRIPTION COMMAND...
  local what=$1
  shift
  if "$@"; then
    echo "ok: $what"
  else
    echo "FAIL: $what"
    failed=1
  fi
}

cd "$work/src"
cat >geom.ts <<'TS'
export interface Pt {
  x: number;
  y: number;
}
export function dist(a: Pt, b: Pt): number {
  return Math.sqrt((a.x - b.x) ** 2 + (a.y - b.y) ** 2);
}
console.log("geom loaded");
TS
cat >shapes.ts <<'TS'
import { Pt, dist } from "./geom";
export class Segment {
  constructor(public a: Pt, public b: Pt) {}
  length(): number {
    return dist(this.a, this.b);
  }
}
TS
cat >report.ts <<'TS'
import { dist } from "./geom";
export function report(label: string, n: number): string {
  return label + ": " + n.toFixed(2) + " (origin " + dist({ x: 0, y: 0 }, { x: 3, y: 4 }) + ")";
}
TS
cat >main.ts <<'TS'
import { Segment } from "./shapes";
import { report } from "./report";
const s = new Segment({ x: 1, y: 1 }, { x: 4, y: 5 });
console.log(report("segment", s.length()));
TS

# build STATS-FILE: builds main.ts into ./app, keeps the stats line
build() {
  "$kiln" build main.ts -o app --stats=json 2>"$1.err" >/dev/null
  local rc=$?
  grep '^{"modules"' "$1.err" >"$1" || true
  return $rc
}
field() { # field FILE NAME
  sed -n "s/.*\"$2\":\\([a-z0-9.]*\\).*/\\1/p" "$1"
}
expect() { # expect FILE NAME VALUE
  [ "$(field "$1" "$2")" = "$3" ] || { echo "  $2 is $(field "$1" "$2"), expected $3 ($(cat "$1"))"; return 1; }
}
runs_as() { # runs_as EXPECTED-OUTPUT
  local out
  out=$(./app 2>&1)
  [ "$out" = "$1" ] || { printf '  got:\n%s\n  expected:\n%s\n' "$out" "$1"; return 1; }
}

check "cold build of a 4-module program" build cold.json
check "...counts 4 modules" expect cold.json modules 4
check "...checks and compiles each" bash -c "$(declare -f field expect); expect cold.json checked 4 && expect cold.json codegen 4 && expect cold.json linked true"
check "...runs" runs_as $'geom loaded\nsegment: 5.00 (origin 5)'

check "no-op rebuild" build noop.json
check "...takes everything from the cache" bash -c "$(declare -f field expect); expect noop.json checked 0 && expect noop.json codegen 0 && expect noop.json linked false"
check "...without parsing a module (the program's record names its executable)" bash -c "$(declare -f field expect); expect noop.json parsed 0 && expect noop.json modules 4"
cp app app.before
printf 'not the program' >app
check "an output changed by hand is rewritten on a no-op rebuild" build noop2.json
check "...with the same bytes as before" cmp -s app app.before
check "...still without parsing" bash -c "$(declare -f field expect); expect noop2.json parsed 0 && expect noop2.json linked false"
rm -f app.before

# a body edit in the leaf module that every other module imports
sed -i 's/return Math.sqrt((a.x - b.x) \*\* 2 + (a.y - b.y) \*\* 2);/return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);/' geom.ts
check "rebuild after a function-body edit in geom.ts" build body.json
check "...checks and compiles geom.ts only, and links" bash -c "$(declare -f field expect); expect body.json checked 1 && expect body.json codegen 1 && expect body.json linked true"
check "...runs the new body" runs_as $'geom loaded\nsegment: 7.00 (origin 7)'
check "...after parsing every module again" bash -c "$(declare -f field expect); expect body.json parsed 4"

# top-level code of main
sed -i 's/report("segment", s.length())/report("segment!", s.length())/' main.ts
check "rebuild after a top-level edit in main.ts" build top.json
check "...checks and compiles main.ts only" bash -c "$(declare -f field expect); expect top.json checked 1 && expect top.json codegen 1"
check "...runs" runs_as $'geom loaded\nsegment!: 7.00 (origin 7)'

# an exported signature: report.ts, imported by main.ts only
sed -i 's/export function report(label: string, n: number): string {/export function report(label: string, n: number, unit: string = ""): string {/; s/n.toFixed(2) + " (origin "/n.toFixed(2) + unit + " (origin "/' report.ts
check "rebuild after a signature edit in report.ts" build sig.json
check "...checks and compiles report.ts and main.ts, not shapes.ts or geom.ts" bash -c "$(declare -f field expect); expect sig.json checked 2 && expect sig.json codegen 2"
check "...runs" runs_as $'geom loaded\nsegment!: 7.00 (origin 7)'
sed -i 's/export function report(label: string, n: number, unit: string = ""): string {/export function report(label: string, n: number, unit: string): string {/' report.ts
check "a signature its caller no longer fits is a type error in the caller" bash -c '! "$0" build main.ts -o app 2>err.txt && grep -q "main.ts:4:.*Expected 3 arguments, but got 2" err.txt' "$kiln"
sed -i 's/report("segment!", s.length())/report("segment", s.length(), "m")/' main.ts
check "rebuild after the caller is fixed" build fix.json
check "...checks and compiles main.ts only (report.ts's entry is cached)" bash -c "$(declare -f field expect); expect fix.json checked 1 && expect fix.json codegen 1"
check "...runs" runs_as $'geom loaded\nsegment: 7.00m (origin 7)'

# a new module appears in the graph
cat >units.ts <<'TS'
console.log("units loaded");
export const METRE = "m";
TS
sed -i '1i import { METRE } from "./units";' main.ts
sed -i 's/s.length(), "m")/s.length(), METRE)/' main.ts
check "rebuild after importing a new module" build added.json
check "...counts 5 modules, checks units.ts and main.ts" bash -c "$(declare -f field expect); expect added.json modules 5 && expect added.json checked 2"
check "...runs it first" runs_as $'units loaded\ngeom loaded\nsegment: 7.00m (origin 7)'

# the same sources again, in another directory: keys hold no absolute paths
mkdir -p "$work/copy"
cp ./*.ts "$work/copy/"
check "a copy of the program elsewhere is served from the cache" bash -c 'cd "$1/copy" && "$2" build main.ts -o app --stats=json 2>s.json >/dev/null && grep -q "\"checked\":0,\"codegen\":0" s.json' _ "$work" "$kiln"
check "...and its executable is the same bytes" cmp -s app "$work/copy/app"

# Early cutoff along a chain: c imports b, b imports a.
mkdir -p "$work/chain"
cd "$work/chain"
cat >a.ts <<'TS'
export class Box {
  constructor(public v: number) {}
  get(): number {
    return this.v;
  }
}
export function scale(x: number): number {
  return x * 10;
}
export function box(): Box {
  return new Box(2);
}
TS
cat >b.ts <<'TS'
import { scale, box } from "./a";
export function total(x: number): number {
  return scale(x) + box().get();
}
TS
cat >c.ts <<'TS'
import { total } from "./b";
console.log("total", total(4));
TS
cbuild() { # cbuild STATS-FILE
  "$kiln" build c.ts -o app --stats=json 2>"$1.err" >/dev/null
  local rc=$?
  grep '^{"modules"' "$1.err" >"$1" || true
  return $rc
}
counts() { # counts FILE CHECKED CODEGEN
  bash -c "$(declare -f field expect); expect $1 checked $2 && expect $1 codegen $3"
}
check "chain: cold build of a -> b -> c" cbuild c0.json
check "...checks all three" counts c0.json 3 3
check "...runs" runs_as "total 42"
# a's exported signature changes; b's interface (total's) names nothing of a's
sed -i 's/export function scale(x: number): number {/export function scale(x: number, k: number = 10): number {/; s/return x \* 10;/return x * k;/' a.ts
check "chain: a signature edit in a.ts" cbuild c1.json
check "...re-checks a.ts and b.ts, not c.ts (b's interface is unchanged)" counts c1.json 2 2
check "...runs" runs_as "total 42"
sed -i 's/return scale(x) + box().get();/return scale(x, 100) + box().get();/' b.ts
check "chain: a body edit in b.ts" cbuild c2.json
check "...re-checks b.ts only" counts c2.json 1 1
check "...runs" runs_as "total 402"
# now b's interface names a's class: a change of Box reaches c through it
cat >>b.ts <<'TS'
export function made(): Box {
  return box();
}
TS
sed -i 's/import { scale, box } from ".\/a";/import { scale, box, Box } from ".\/a";/' b.ts
sed -i 's/console.log("total", total(4));/console.log("total", total(4), made().get());/; s/import { total } from ".\/b";/import { total, made } from ".\/b";/' c.ts
check "chain: b's interface names a's Box" cbuild c3.json
check "...re-checks b.ts and c.ts" counts c3.json 2 2
check "...runs" runs_as "total 402 2"
sed -i 's/constructor(public v: number) {}/constructor(public label: string, public v: number) {}/; s/return new Box(2);/return new Box("two", 2);/' a.ts
check "chain: Box's constructor changes" cbuild c4.json
check "...re-checks a.ts, b.ts and c.ts" bash -c "$(declare -f field expect); expect c4.json checked 3"
check "...runs" runs_as "total 402 2"
check "chain: no-op rebuild" cbuild c5.json
check "...checks nothing and does not link" bash -c "$(declare -f field expect); expect c5.json checked 0 && expect c5.json linked false"

# c's cached IR declares a's functions and classes (extern, unused): renaming
# them in a (b's interface does not see a: a namespace import used in bodies
# only) leaves c cached, and its object still links
mkdir -p "$work/chain2"
cd "$work/chain2"
cat >a.ts <<'TS'
export let calls = 0;
export function inc(x: number): number {
  calls++;
  return x + 1;
}
export class K {
  m(): number {
    return 2;
  }
}
TS
cat >b.ts <<'TS'
import * as A from "./a";
export function g(x: number): number {
  return A.inc(x) * 10 + new A.K().m();
}
TS
cat >c.ts <<'TS'
import { g } from "./b";
console.log("g", g(1));
TS
check "chain2: cold build" cbuild d0.json
check "...runs" runs_as "g 22"
sed -i 's/export let calls = 0;/export let count = 0;/; s/calls++;/count++;/; s/export function inc(/export function inc2(/; s/export class K {/export class K2 {/; s/  m(): number {/  m2(): number {/' a.ts
sed -i 's/A.inc(x) \* 10 + new A.K().m()/A.inc2(x) * 100 + new A.K2().m2()/' b.ts
check "chain2: a's function, variable, class and method renamed" cbuild d1.json
check "...re-checks a.ts and b.ts, not c.ts" counts d1.json 2 2
check "...links and runs" runs_as "g 202"
cd "$work/src"

# Soundness of the cutoff on programs of the case corpus: an export added to
# each module in turn (an interface change) re-checks its direct importers
# only, and the program still prints what Node printed
for n in reexports class_hierarchy; do
  [ -d "$top/tests/cases/modules/$n" ] || continue
  mkdir -p "$work/corpus/$n"
  cp -r "$top/tests/cases/modules/$n/." "$work/corpus/$n/"
  (cd "$work/corpus/$n" && "$kiln" build main.ts -o app 2>/dev/null)
  for m in $(cd "$work/corpus/$n" && find . -name '*.ts' ! -name main.ts | sort); do
    printf '\nexport function added_for_test(q: number): number {\n  return q;\n}\n' >>"$work/corpus/$n/$m"
    check "modules/$n: an export added to $m, rebuilt with the cache, prints what Node printed" \
      bash -c 'cd "$1" && "$2" build main.ts -o app 2>/dev/null && ./app 2>&1 | cmp -s - main.out' _ "$work/corpus/$n" "$kiln"
  done
done

# A warm daemon keeps each module's parsed tree (keyed by its bytes) and its
# object file between builds: a body edit parses the edited module only, and
# the executable is the same bytes as a clean build's.
mkdir -p "$work/warm" "$work/warm-clean"
cp "$work/src"/*.ts "$work/warm/"
mkdir -m 700 "$work/sock"
# (the daemon this starts stores each executable half a second after its answer: see below)
dbuild() { # dbuild STATS-FILE: main.ts into ./app through this test's daemon
  KILN_STORE_LATER_DELAY_MS=500 KILN_DAEMON= KILN_DAEMON_DIR="$work/sock" "$kiln" build main.ts -o app --stats=json 2>"$1.err" >/dev/null
  local rc=$?
  grep '^{"modules"' "$1.err" >"$1" || true
  return $rc
}
cd "$work/warm"
sed -i 's/console.log("units loaded");/console.log("units loaded (warm)");/' units.ts
check "warm daemon: first build" dbuild w0.json
check "...parses every module (nothing warm yet)" bash -c "$(declare -f field expect); expect w0.json trees_reused 0"
check "...runs" runs_as $'units loaded (warm)\ngeom loaded\nsegment: 7.00m (origin 7)'
# geom.ts is loaded before report.ts: its longer body moves report.ts's bytes and lines in the program buffer
sed -i 's/return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);/const dx = Math.abs(a.x - b.x);\n  const dy = Math.abs(a.y - b.y);\n  return dx + dy + 0;/' geom.ts
check "warm daemon: a body edit of geom.ts" dbuild w1.json
check "...checks and compiles geom.ts only" bash -c "$(declare -f field expect); expect w1.json checked 1 && expect w1.json codegen 1 && expect w1.json linked true"
check "...reuses the parsed trees of the 4 other modules" bash -c "$(declare -f field expect); expect w1.json trees_reused 4 && expect w1.json modules 5"
check "...runs" runs_as $'units loaded (warm)\ngeom loaded\nsegment: 7.00m (origin 7)'
check "...links the objects the daemon kept on disk" bash -c '[ "$(ls "$1/sock/objects" | grep -c "\.o$")" -ge 5 ]' _ "$work"
# kilnd answers before it stores the executable it linked (build.c, "after
# the reply"; this daemon waits 500 ms before it does); a build started at
# once must wait for that store and find the executable there.
KILN_DAEMON= KILN_DAEMON_DIR="$work/sock" "$kiln" build main.ts -o app.copy --stats=json 2>copy.json.err >/dev/null
grep '^{"modules"' copy.json.err >copy.json || true
check "warm daemon: a build to a new output right after it takes that executable from the cache" \
  bash -c "$(declare -f field expect); expect copy.json linked false && cmp -s app app.copy"
rm -f app.copy
sed -i 's/return dx + dy + 0;/return dx + dy;/' geom.ts
check "warm daemon: geom.ts shrinks again" dbuild w2.json
check "...reuses 4 trees, checks 1" bash -c "$(declare -f field expect); expect w2.json trees_reused 4 && expect w2.json checked 1"
# ...and kiln cache, which reads the cache in the client, first waits for that store
e1=$(KILN_DAEMON_DIR="$work/sock" "$kiln" cache stats | sed -n 's/^entries: //p')
sleep 1
e2=$(KILN_DAEMON_DIR="$work/sock" "$kiln" cache stats | sed -n 's/^entries: //p')
check "warm daemon: kiln cache stats right after a build counts the executable stored after the answer ($e1, then $e2)" \
  bash -c '[ -n "$1" ] && [ "$1" = "$2" ]' _ "$e1" "$e2"
# ...and KILN_CACHE_MAX bounds the cache after that store too: a bound 1 MB
# over what the cache holds now, then a build whose new executable (~1.7 MB)
# goes over it only once stored
b0=$(KILN_DAEMON_DIR="$work/sock" "$kiln" cache stats | sed -n 's/^bytes: //p')
max=$((b0 + 1048576))
sed -i 's/return dx + dy;/return dy + dx;/' geom.ts
KILN_CACHE_MAX=$max dbuild w3.json
b1=$(KILN_DAEMON_DIR="$work/sock" "$kiln" cache stats | sed -n 's/^bytes: //p')
check "warm daemon: KILN_CACHE_MAX=$max holds after the executable's store ($b0 bytes before, $b1 after)" \
  bash -c '[ -n "$1" ] && [ -n "$2" ] && [ "$2" -le "$3" ]' _ "$b0" "$b1" "$max"
sed -i 's/return dy + dx;/return dx + dy;/' geom.ts
check "...and the next build still runs" dbuild w4.json
check "...runs" runs_as $'units loaded (warm)\ngeom loaded\nsegment: 7.00m (origin 7)'
# the same sources, built cold in another directory with an empty cache and no daemon
cp ./*.ts "$work/warm-clean/"
check "...and its executable is the same bytes as a clean build's" bash -c 'cd "$1/warm-clean" && KILN_CACHE_DIR="$1/cache-clean" "$2" build main.ts -o app 2>/dev/null && cmp -s app "$1/warm/app"' _ "$work" "$kiln"
KILN_DAEMON_DIR="$work/sock" "$kiln" daemon stop >/dev/null 2>&1
check "...and the daemon removes its objects when it stops" bash -c '[ ! -e "$1/sock/objects" ]' _ "$work"
cd "$work/src"

# removing a module makes the build fail, not reuse cached entries
rm units.ts
check "a deleted module is an error, not a stale cache hit" bash -c '! "$0" build main.ts -o app 2>err.txt && grep -q "Cannot find module .\./units." err.txt' "$kiln"


# an import cycle: even.ts <-> odd.ts, both imported by main.ts
mkdir -p "$work/cyc" && cd "$work/cyc"
cat >even.ts <<'TS'
import { isOdd } from "./odd";
export function isEven(n: number): boolean {
  return n === 0 ? true : isOdd(n - 1);
}
TS
cat >odd.ts <<'TS'
import { isEven } from "./even";
export function isOdd(n: number): boolean {
  return n === 0 ? false : isEven(n - 1);
}
console.log("odd loaded");
TS
cat >main.ts <<'TS'
import { isEven } from "./even";
import { isOdd } from "./odd";
console.log(isEven(10), isOdd(7));
TS
check "cycle: cold build" build y0.json
check "...checks and compiles the 3 modules" counts y0.json 3 3
check "...runs" runs_as $'odd loaded\ntrue true'
check "cycle: no-op rebuild" build y1.json
check "...checks and compiles nothing" counts y1.json 0 0
sed -i 's/return n === 0 ? false : isEven(n - 1);/if (n < 0) return isOdd(-n);\n  return n === 0 ? false : !isOdd(n - 1);/' odd.ts
check "cycle: a body edit in odd.ts" build y2.json
check "...checks and compiles odd.ts only" counts y2.json 1 1
sed -i 's/console.log(isEven(10), isOdd(7));/console.log(isEven(10), isOdd(7), isOdd(-3));/' main.ts
check "...and a top-level edit in main.ts" build y3.json
check "...checks and compiles main.ts only" counts y3.json 1 1
check "...runs the new body" runs_as $'odd loaded\ntrue true true'
sed -i 's/export function isEven(n: number): boolean {/export function isEven(n: number, _depth: number = 0): boolean {/' even.ts
check "cycle: a signature edit in even.ts" build y4.json
check "...checks the whole cycle and its importer again" counts y4.json 3 3
check "...runs" runs_as $'odd loaded\ntrue true true'
check "cycle: no-op rebuild after it" build y5.json
check "...checks nothing" counts y5.json 0 0

exit $failed
