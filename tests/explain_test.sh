#!/usr/bin/env bash
# `kiln build --explain`: one line per module compiled again, saying why.
#
#   tests/explain_test.sh --kiln PATH/kiln --work DIR
#
# Builds a 3-module program (main -> shapes -> geom) and, after each change,
# checks the explain lines exactly: a new program, a body edit, a signature
# edit, another -O level, another compiler (a runtime archive with one more
# member), a corrupted cache entry, a no-op rebuild; then once through the
# daemon (a private socket directory), whose lines reach the client.
set -uo pipefail

. "$(dirname "${BASH_SOURCE[0]}")/args.sh"
test_args explain_test "$@"
rm -rf "$work"
mkdir -p "$work/src"
work=$(cd "$work" && pwd)
unset KILN_DAEMON_IDLE KILN_CACHE KILN_CACHE_MAX KILN_RUNTIME KILN_REMOTE_CACHE
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
# explains FILE EXPECTED-LINES: the explain lines of a build's stderr, exactly
explains() {
  local got
  got=$(grep '^kiln: explain: ' "$1" | grep -v ': linking: ')
  [ "$got" = "$2" ] || { printf '  got:\n%s\n  expected:\n%s\n' "$got" "$2"; return 1; }
}
build() { # build ERR-FILE [FLAGS...]
  local f=$1
  shift
  "$kiln" build main.ts -o app --explain "$@" 2>"$f"
}

cd "$work/src"
cat >geom.ts <<'TS'
export function dist(x: number, y: number): number {
  return Math.sqrt(x * x + y * y);
}
export const ORIGIN_LABEL = "origin";
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
cat >main.ts <<'TS'
import { Seg } from "./shapes";
console.log("length", new Seg(3, 4).length(), "explain-marker-7q");
TS

check "cold build" build cold.err
check "...every module: not in cache" explains cold.err $'kiln: explain: geom.ts: not in cache\nkiln: explain: shapes.ts: not in cache\nkiln: explain: main.ts: not in cache'
check "...and the link" grep -q '^kiln: explain: linking: ' cold.err
check "...runs" bash -c '[ "$(./app)" = "length 5 explain-marker-7q" ]'

check "no-op rebuild" build noop.err
check "...explains nothing" bash -c '! grep -q "kiln: explain" noop.err'

sed -i 's/return Math.sqrt(x \* x + y \* y);/return Math.abs(x) + Math.abs(y);/' geom.ts
check "body edit in geom.ts" build body.err
check "...geom.ts: source changed, nothing else" explains body.err 'kiln: explain: geom.ts: source changed'

sed -i 's/export function dist(x: number, y: number): number {/export function dist(x: number, y: number, z: number = 0): number {/' geom.ts
check "signature edit in geom.ts" build sig.err
check "...geom.ts: source changed; shapes.ts: interface of ./geom.ts changed; main.ts not compiled" \
  explains sig.err $'kiln: explain: geom.ts: source changed\nkiln: explain: shapes.ts: interface of ./geom.ts changed'

check "-O0 build" build o0.err -O0
check "...every module: flags changed" explains o0.err $'kiln: explain: geom.ts: flags changed (code generation only)\nkiln: explain: shapes.ts: flags changed (code generation only)\nkiln: explain: main.ts: flags changed (code generation only)'

# another compiler: the compiler id covers the runtime archive
rt=$(dirname "$kiln")/libkiln_rt.a
cp "$rt" "$work/rt2.a"
echo "another runtime" >"$work/note.txt"
(cd "$work" && ar q rt2.a note.txt)
check "build with another runtime" env KILN_RUNTIME="$work/rt2.a" bash -c "$(declare -f build); kiln=$kiln; build compiler.err"
check "...every module: compiler changed" explains compiler.err $'kiln: explain: geom.ts: compiler changed\nkiln: explain: shapes.ts: compiler changed\nkiln: explain: main.ts: compiler changed'

# a damaged entry: flip one byte of main.ts's marker string wherever the cache holds it
check "back to the usual runtime (records switch back)" build back.err
python3 - "$KILN_CACHE_DIR/data.mdb" <<'PY'
import sys
p = sys.argv[1]
b = bytearray(open(p, "rb").read())
m = b"explain-marker-7q"
i = b.find(m)
n = 0
while i >= 0:
    b[i] ^= 0x20
    n += 1
    i = b.find(m, i + 1)
open(p, "wb").write(b)
print("  flipped", n, "copies")
PY
check "rebuild after damaging main.ts's entries" build corrupt.err
check "...main.ts: entry corrupt" explains corrupt.err 'kiln: explain: main.ts: entry corrupt'
check "...and still runs right" bash -c '[ "$(./app)" = "length 7 explain-marker-7q" ]'

# kiln run: its executable is new each time; the record follows the input
"$kiln" run --explain main.ts >/dev/null 2>run1.err
sed -i 's/"explain-marker-7q"/"explain-marker-7r"/' main.ts
check "kiln run after an edit of main.ts" bash -c '"$1" run --explain main.ts >run.out 2>run2.err' _ "$kiln"
check "...main.ts: source changed" explains run2.err 'kiln: explain: main.ts: source changed'
check "...and runs it" bash -c '[ "$(cat run.out)" = "length 7 explain-marker-7r" ]'

# through the daemon, on a private socket directory
runs=$(mktemp -d /tmp/kiln-explain-test.XXXXXX)
export KILN_DAEMON_DIR=$runs/run
unset KILN_DAEMON
sed -i 's/"length"/"len"/' main.ts
check "through the daemon: a top-level edit in main.ts" build daemon.err
check "...main.ts: source changed" explains daemon.err 'kiln: explain: main.ts: source changed'
"$kiln" daemon stop >/dev/null 2>&1
rm -rf "$runs"

exit $failed
