#!/usr/bin/env bash
# Rebuilds of a multi-module program: the cache must see every module.
#
#   tests/incremental_test.sh --kiln PATH/kiln --work DIR
#
# Builds a 4-module program (main -> shapes -> geom, main -> report -> geom),
# then edits a function body in a leaf, then an exported signature, then
# adds a module, and checks after each build that the program prints the
# new output and what `--stats=json` says was recompiled.
#
# What it pins down today: the program is checked and compiled as one unit,
# cached under a key covering the bytes of every module the frontend read
# (and every candidate path it did not find), so a no-op rebuild takes
# everything from the cache and any edit to any module rebuilds the program.
# Per-module objects with early cutoff (only the edited module and, for a
# signature, its direct dependents) are not built yet: the expected counts
# below say "checked 1, codegen 1" for the whole program.
set -uo pipefail

usage() {
  echo "usage: $0 --kiln PATH/kiln --work DIR" >&2
  exit 2
}
kiln="" work=""
while (($#)); do
  case $1 in
    --kiln) kiln=${2:-}; shift 2 || usage ;;
    --work) work=${2:-}; shift 2 || usage ;;
    *) usage ;;
  esac
done
[ -n "$kiln" ] && [ -n "$work" ] || usage
[ -x "$kiln" ] || { echo "incremental_test: $kiln is not an executable" >&2; exit 2; }
kiln=$(cd "$(dirname "$kiln")" && pwd)/$(basename "$kiln")
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
check "...checks and compiles it" bash -c "$(declare -f field expect); expect cold.json checked 1 && expect cold.json codegen 1"
check "...runs" runs_as $'geom loaded\nsegment: 5.00 (origin 5)'

check "no-op rebuild" build noop.json
check "...takes everything from the cache" bash -c "$(declare -f field expect); expect noop.json checked 0 && expect noop.json codegen 0 && expect noop.json linked false"

# a body edit in the leaf module that every other module imports
sed -i 's/return Math.sqrt((a.x - b.x) \*\* 2 + (a.y - b.y) \*\* 2);/return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);/' geom.ts
check "rebuild after a function-body edit in geom.ts" build body.json
check "...recompiles (one program unit)" bash -c "$(declare -f field expect); expect body.json checked 1 && expect body.json codegen 1 && expect body.json modules 4"
check "...runs the new body" runs_as $'geom loaded\nsegment: 7.00 (origin 7)'

# an exported signature edit, with the dependent that uses it
sed -i 's/export function report(label: string, n: number): string {/export function report(label: string, n: number, unit: string): string {/; s/n.toFixed(2) + " (origin "/n.toFixed(2) + unit + " (origin "/' report.ts
check "a signature edit without its caller's edit is a type error" bash -c '! "$0" build main.ts -o app 2>err.txt && grep -q "main.ts:4:.*Expected 3 arguments, but got 2" err.txt' "$kiln"
sed -i 's/report("segment", s.length())/report("segment", s.length(), "m")/' main.ts
check "rebuild after the signature and its caller changed" build sig.json
check "...recompiles" bash -c "$(declare -f field expect); expect sig.json checked 1 && expect sig.json codegen 1"
check "...runs" runs_as $'geom loaded\nsegment: 7.00m (origin 7)'

# a new module appears in the graph
cat >units.ts <<'TS'
console.log("units loaded");
export const METRE = "m";
TS
sed -i '1i import { METRE } from "./units";' main.ts
sed -i 's/s.length(), "m")/s.length(), METRE)/' main.ts
check "rebuild after importing a new module" build added.json
check "...counts 5 modules" expect added.json modules 5
check "...runs it first" runs_as $'units loaded\ngeom loaded\nsegment: 7.00m (origin 7)'

# the same sources again, in another directory: keys hold no absolute paths
mkdir -p "$work/copy"
cp ./*.ts "$work/copy/"
check "a copy of the program elsewhere is served from the cache" bash -c 'cd "$1/copy" && "$2" build main.ts -o app --stats=json 2>s.json >/dev/null && grep -q "\"checked\":0,\"codegen\":0" s.json' _ "$work" "$kiln"

# removing a module makes the build fail, not reuse the cached program
rm units.ts
check "a deleted module is an error, not a stale cache hit" bash -c '! "$0" build main.ts -o app 2>err.txt && grep -q "Cannot find module .\./units." err.txt' "$kiln"

exit $failed
