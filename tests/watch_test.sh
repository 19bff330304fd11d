#!/usr/bin/env bash
# `kiln watch` driven by real edits: rebuild lines, --run restarts, polling, SIGINT.
#
#   tests/watch_test.sh --kiln PATH/kiln --work DIR
#
# Starts `kiln watch` on a 4-module program and edits it the ways editors
# and people do: a write in place, a save by rename-over, a burst of writes
# (one rebuild), a broken edit then its fix, a deleted then recreated
# module, an import of a module that does not exist yet then its creation,
# a touch that changes nothing (no rebuild); after each it checks the
# watcher's one line per rebuild ("rebuild N: R of M modules recompiled")
# and what the program prints.  Then --run (the program is restarted:
# SIGTERM, wait, start), the fallback to polling when inotify watches run
# out (KILN_WATCH_INOTIFY_LIMIT=0 pretends they have), and SIGINT (exit 0,
# the program stopped too).  Every wait is a poll loop with a deadline.
set -uo pipefail

. "$(dirname "${BASH_SOURCE[0]}")/args.sh"
test_args watch_test "$@"
rm -rf "$work"
mkdir -p "$work/src" "$work/run" "$work/poll"
work=$(cd "$work" && pwd)
unset KILN_DAEMON_IDLE KILN_CACHE KILN_CACHE_MAX KILN_RUNTIME KILN_REMOTE_CACHE KILN_WATCH_INOTIFY_LIMIT
export KILN_CACHE_DIR=$work/cache

failed=0
pids=()
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
cleanup() {
  for p in "${pids[@]}"; do kill -INT "$p" 2>/dev/null; done
  sleep 0.5
  for p in "${pids[@]}"; do kill -KILL "$p" 2>/dev/null; done
  if [ "$failed" != 0 ]; then
    for f in "$work"/*.err; do echo "---- $f"; cat "$f"; done
  fi
}
trap cleanup EXIT

# wait_for SECONDS COMMAND...: polls until COMMAND succeeds
wait_for() {
  local limit=$(($1 * 20))
  shift
  for ((i = 0; i < limit; i++)); do
    "$@" && return 0
    sleep 0.05
  done
  "$@"
}
# has FILE PATTERN: FILE has a line matching PATTERN (grep -E)
has() { grep -Eq -- "$2" "$1"; }
# line N: the watcher's line for build N (0: the first build)
build_line() {
  if [ "$1" = 0 ]; then grep -E '^kiln watch: build: ' "$2"; else grep -E "^kiln watch: rebuild $1: " "$2"; fi
}
# expect_build FILE N TEXT: waits for build N's line and compares what follows "N: "
expect_build() {
  local f=$1 n=$2 want=$3 got
  wait_for 60 bash -c "$(declare -f build_line); build_line $n $f >/dev/null" || { echo "  no line for build $n"; return 1; }
  got=$(build_line "$n" "$f" | sed -E 's/^kiln watch: (re)?build( [0-9]+)?: //; s/, [0-9]+ ms/, T ms/')
  [ "$got" = "$want" ] || { echo "  build $n: got '$got', expected '$want'"; return 1; }
}
nbuilds() { grep -cE '^kiln watch: (re)?build' "$1"; }
# expect_next FILE TEXT: waits for a build at or after number $next whose
# line says TEXT, then moves $next past every build so far.  On a loaded
# machine a writer can pause longer than the debounce in the middle of a
# save (truncate, then write), which gives one more build of the half-saved
# file first; the build after it must still say TEXT.
next=0
expect_next() {
  local f=$1 want=$2 deadline=$((SECONDS + 60)) n got
  while ((SECONDS < deadline)); do
    for ((n = next; n < $(nbuilds "$f"); n++)); do
      got=$(build_line "$n" "$f" | sed -E 's/^kiln watch: (re)?build( [0-9]+)?: //; s/, [0-9]+ ms/, T ms/')
      if [ "$got" = "$want" ]; then
        sleep 0.3 # a trailing build of the same burst would come now
        next=$(nbuilds "$f")
        return 0
      fi
    done
    sleep 0.05
  done
  echo "  no build from number $next on says '$want':"
  grep -E '^kiln watch: (re)?build' "$f" | sed 's/^/    /'
  return 1
}
runs_as() { # runs_as EXE EXPECTED
  local out
  out=$("$1" 2>&1)
  [ "$out" = "$2" ] || { printf '  got:\n%s\n  expected:\n%s\n' "$out" "$2"; return 1; }
}

# ---- the program ------------------------------------------------------------------------
cd "$work/src"
cat >geom.ts <<'TS'
export function dist(x: number, y: number): number {
  return Math.sqrt(x * x + y * y);
}
TS
cat >shapes.ts <<'TS'
import { dist } from "./geom";
export class Seg {
  constructor(public x: number, public y: number) {}
  length(): number {
    return dist(this.x, this.y);
  }
}
TS
cat >report.ts <<'TS'
export function report(label: string, n: number): string {
  return label + " = " + n;
}
TS
cat >main.ts <<'TS'
import { Seg } from "./shapes";
import { report } from "./report";
console.log(report("length", new Seg(3, 4).length()));
TS

"$kiln" watch main.ts -o app >"$work/w.out" 2>"$work/w.err" &
wpid=$!
pids+=("$wpid")
W=$work/w.err
check "first build: every module" expect_next "$W" "4 of 4 modules recompiled, T ms"
check "...watches the 4 files with inotify" has "$W" '^kiln watch: watching 4 files \(inotify\)$'
check "...and the program runs" runs_as ./app "length = 5"

# a write in place (truncate and write, as many editors do)
cat >geom.ts <<'TS'
export function dist(x: number, y: number): number {
  return Math.abs(x) + Math.abs(y);
}
TS
check "write in place of geom.ts: rebuilds geom.ts only" expect_next "$W" "1 of 4 modules recompiled, T ms"
check "...runs the new body" runs_as ./app "length = 7"

# save by rename-over (vim, VS Code, JetBrains): a temporary file renamed onto the module
cat >.report.ts.tmp <<'TS'
export function report(label: string, n: number): string {
  return label + ": " + n;
}
TS
mv .report.ts.tmp report.ts
check "rename-over of report.ts: rebuilds report.ts only" expect_next "$W" "1 of 4 modules recompiled, T ms"
check "...runs" runs_as ./app "length: 7"

# a burst: five writes in a row are one rebuild
for i in 1 2 3 4 5; do
  printf 'import { Seg } from "./shapes";\nimport { report } from "./report";\nconsole.log(report("len%s", new Seg(3, 4).length()));\n' "$i" >main.ts
done
before=$(nbuilds "$W")
check "a burst of 5 writes to main.ts: rebuilt" expect_next "$W" "1 of 4 modules recompiled, T ms"
sleep 1
# (twice at most: a writer paused past the 50 ms on a loaded machine splits it)
check "...once, not five times (debounced)" test "$(($(nbuilds "$W") - before))" -le 2
check "...of the last version" runs_as ./app "len5: 7"

# a broken edit, then its fix
printf 'export function broken(: number {\n' >>shapes.ts
check "a syntax error in shapes.ts: the rebuild fails" expect_next "$W" "failed, T ms; waiting for changes"
check "...and prints the error" has "$W" '^shapes\.ts:[0-9]+:[0-9]+: error: '
check "...leaving no stale executable" test ! -e app
cat >shapes.ts <<'TS'
import { dist } from "./geom";
export class Seg {
  constructor(public x: number, public y: number) {}
  length(): number {
    return 2 * dist(this.x, this.y);
  }
}
TS
check "the fix: rebuilds shapes.ts" expect_next "$W" "1 of 4 modules recompiled, T ms"
check "...runs" runs_as ./app "len5: 14"

# a module deleted, then created again
rm geom.ts
check "geom.ts deleted: the rebuild fails" expect_next "$W" "failed, T ms; waiting for changes"
check "...saying the module is missing" has "$W" "Cannot find module '\\./geom'"
cat >geom.ts <<'TS'
export function dist(x: number, y: number): number {
  return x + y;
}
TS
check "geom.ts created again: rebuilds it" expect_next "$W" "1 of 4 modules recompiled, T ms"
check "...runs" runs_as ./app "len5: 14"

# an import of a module that does not exist yet, then the module
printf 'import { Seg } from "./shapes";\nimport { report } from "./report";\nimport { UNIT } from "./units";\nconsole.log(report("len", new Seg(3, 4).length()) + UNIT);\n' >main.ts
check "main.ts imports ./units, not there yet: fails" expect_next "$W" "failed, T ms; waiting for changes"
printf 'export const UNIT = " cm";\n' >units.ts
check "units.ts appears: builds units.ts and main.ts" expect_next "$W" "2 of 5 modules recompiled, T ms"
check "...runs" runs_as ./app "len: 14 cm"

# a module in a directory that does not exist yet
printf 'import { Seg } from "./shapes";\nimport { report } from "./report";\nimport { UNIT } from "./units";\nimport { extra } from "./lib/extra";\nconsole.log(report("len", new Seg(3, 4).length()) + UNIT + extra());\n' >main.ts
check "main.ts imports ./lib/extra, no lib/ yet: fails" expect_next "$W" "failed, T ms; waiting for changes"
mkdir lib
sleep 0.3
printf 'export function extra(): string {\n  return "!";\n}\n' >lib/extra.ts
check "lib/ then lib/extra.ts appear: builds extra.ts and main.ts" expect_next "$W" "2 of 6 modules recompiled, T ms"
check "...runs" runs_as ./app "len: 14 cm!"
sed -i 's/"!"/"?"/' lib/extra.ts
check "a body edit in lib/extra.ts (watched now)" expect_next "$W" "1 of 6 modules recompiled, T ms"
check "...runs" runs_as ./app "len: 14 cm?"

# a touch, and a file outside the program: nothing to do
touch geom.ts report.ts
echo "notes" >notes.txt
sleep 1
check "touch and an unrelated file: no rebuild" test "$(nbuilds "$W")" = "$next"

kill -INT "$wpid"
wait_for 20 bash -c "! kill -0 $wpid 2>/dev/null"
wait "$wpid"
wrc=$?
check "SIGINT: the watcher exits 0" test "$wrc" = 0
check "...saying it stopped" has "$W" '^kiln watch: stopped$'

# ---- --run: the program restarts after each rebuild ---------------------------------------
cd "$work/run"
cat >srv.ts <<'TS'
const name = process.argv[2];
console.log("v1 started for " + name);
setInterval(() => {}, 1000);
TS
"$kiln" watch srv.ts -o srv --run -- alice >"$work/r.out" 2>"$work/r.err" &
rpid=$!
pids+=("$rpid")
check "--run: the first build runs the program with its arguments" wait_for 60 has "$work/r.out" '^v1 started for alice$'
child1=$(ps -o pid= --ppid "$rpid" | tr -d ' ')
check "...as the watcher's child" test -n "$child1"
sed -i 's/v1 started/v2 started/' srv.ts
check "an edit: rebuilds" expect_build "$work/r.err" 1 "1 of 1 modules recompiled, T ms"
check "...and restarts the program" wait_for 60 has "$work/r.out" '^v2 started for alice$'
check "...whose old process is gone (SIGTERM, waited for)" bash -c "! kill -0 $child1 2>/dev/null || grep -q '^State:.*Z' /proc/$child1/status"
check "...one program runs" test "$(ps -o pid= --ppid "$rpid" | wc -l)" = 1
child2=$(ps -o pid= --ppid "$rpid" | tr -d ' ')
kill -INT "$rpid"
wait_for 20 bash -c "! kill -0 $rpid 2>/dev/null"
wait "$rpid"
check "SIGINT with --run: exits 0" test $? = 0
check "...and the program is stopped too" bash -c "! kill -0 $child2 2>/dev/null"

# ---- no inotify watch left: polling --------------------------------------------------------
cd "$work/poll"
cp -r "$work/src/"{geom,shapes,report,units,main}.ts "$work/src/lib" .
KILN_WATCH_INOTIFY_LIMIT=0 "$kiln" watch main.ts -o app >"$work/p.out" 2>"$work/p.err" &
ppid_=$!
pids+=("$ppid_")
check "out of inotify watches: the first build" expect_build "$work/p.err" 0 "0 of 6 modules recompiled, T ms"
check "...falls back to polling" has "$work/p.err" '^kiln watch: no inotify watch left for .* \(ENOSPC\); polling 6 files every [0-9]+ ms instead$'
sed -i 's/return x + y;/return x * y;/' geom.ts
check "...and still sees an edit" expect_build "$work/p.err" 1 "1 of 6 modules recompiled, T ms"
check "...runs" runs_as ./app "len: 24 cm?"
kill -INT "$ppid_"
wait "$ppid_"
check "...and stops on SIGINT" test $? = 0

exit $failed
