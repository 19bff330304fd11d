#!/usr/bin/env bash
# The compile daemon and the cache under faults.
#
#   tests/faults_test.sh --kiln PATH/kiln --work DIR [--iterations N] [--seed S]
#
#  1. Bad clients on the daemon socket: garbage, truncated headers and payloads,
#     oversized frames (over the 1 MiB limit, and a 1 MiB payload of the wrong
#     type), 300 random frames, 200 clients sitting on half a frame at once.
#     The same daemon survives and serves the next good client, with the right bytes.
#  2. A second user cannot connect (a throwaway user from useradd; skipped
#     unless root): the directory stops it, and with the directory and socket
#     opened up, the daemon's SO_PEERCRED check does.
#  3. kill -9 of kilnd, of the client, or of both, at a random point of a build,
#     N times (default 20; bench: 200) over sources that change between four
#     variants: a killed build leaves no executable or the right one, the next
#     build gives exactly what a cold in-process build gives, and the cache
#     stays readable.
#  4. A full disk under the cache (a 6 MiB tmpfs as KILN_CACHE_DIR; skipped if
#     mount is not allowed): the build still succeeds, says the cache could not
#     be written, and the cache keeps serving what it held.
# Never touches the user's own daemon or cache.  Prints one line per check and
# figures on stdout; exits 1 if any check failed.
set -uo pipefail

usage() {
  echo "usage: $0 --kiln PATH/kiln --work DIR [--iterations N] [--seed S]" >&2
  exit 2
}
kiln="" work="" iterations=20 seed=$$
while (($#)); do
  case $1 in
    --kiln) kiln=${2:-}; shift 2 || usage ;;
    --work) work=${2:-}; shift 2 || usage ;;
    --iterations) iterations=${2:-}; shift 2 || usage ;;
    --seed) seed=${2:-}; shift 2 || usage ;;
    *) usage ;;
  esac
done
[ -n "$kiln" ] && [ -n "$work" ] || usage
[ -x "$kiln" ] || { echo "faults_test: $kiln is not an executable" >&2; exit 2; }
command -v python3 >/dev/null || { echo "faults_test: needs python3" >&2; exit 2; }
kiln=$(cd "$(dirname "$kiln")" && pwd)/$(basename "$kiln")
top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
rm -rf "$work"
mkdir -p "$work"
work=$(cd "$work" && pwd)
cd "$work" || exit 2

unset KILN_DAEMON KILN_DAEMON_IDLE KILN_DAEMON_TEST_ID KILN_CACHE KILN_CACHE_MAX
runs=$(mktemp -d /tmp/kiln-faults.XXXXXX)
run=$runs/run
export KILN_DAEMON_DIR=$run
export KILN_CACHE_DIR=$work/cache
RANDOM=$seed
echo "faults_test: seed $seed, $iterations kill iterations"

failures=0
ok() { echo "ok   $*"; }
bad() { echo "FAIL $*"; failures=$((failures + 1)); }
check() { # check DESCRIPTION COMMAND...
  local what=$1
  shift
  if "$@"; then ok "$what"; else bad "$what"; fi
}
alive() { [ -n "$1" ] && [ -e "/proc/$1" ] && ! grep -q '^State:[[:space:]]*Z' "/proc/$1/status" 2>/dev/null; }
daemon_pid() { "$kiln" daemon status 2>/dev/null | sed -n 's/^pid: //p'; }
# The running daemon's pid without asking it (the life lock file holds it).
lock_pid() { local p; p=$(tr -dc 0-9 <"$run/kilnd.lock" 2>/dev/null); alive "$p" && echo "$p"; }
same_file() { cmp -s "$1" "$2"; }

fault_user=""
mnt=""
cleanup() {
  "$kiln" daemon stop >/dev/null 2>&1
  [ -n "$mnt" ] && umount "$mnt" 2>/dev/null
  [ -n "$fault_user" ] && userdel "$fault_user" 2>/dev/null
  if [ "$failures" != 0 ] && [ -f "$run/kilnd.log" ]; then
    echo "---- kilnd.log (last 30 lines)"
    tail -n 30 "$run/kilnd.log"
  fi
  rm -rf "$runs"
}
trap cleanup EXIT

# ---- programs: four variants of a two-module program -------------------------
mkdir -p src ref
variant() { # variant K: writes src/main.ts and src/lib.ts
  cat >src/lib.ts <<EOF
// Variant $1 of a small library module.
export function weight(s: string): number {
  let w = $1;
  for (let i = 0; i < s.length; i++) w = (w * 31 + s.charCodeAt(i)) % 1000003;
  return w;
}
export const NAMES: string[] = ["alpha", "beta", "gamma", "variant-$1"];
EOF
  cat >src/main.ts <<EOF
import { weight, NAMES } from "./lib";
const total = NAMES.map((n) => weight(n)).reduce((a, b) => a + b, 0);
console.log(\`variant $1: \${total} (\${NAMES.join(", ")})\`);
EOF
}
for k in 0 1 2 3; do
  variant $k
  KILN_DAEMON=off KILN_CACHE=off "$kiln" build src/main.ts -o ref/v$k >/dev/null 2>&1 ||
    { bad "reference build of variant $k"; exit 1; }
done
ok "reference builds of 4 variants (cold, in-process, no cache)"

# ---- 1. bad clients on the socket ----------------------------------------------
cat >"$work/raw.py" <<'EOF'
# Raw protocol clients that misbehave; prints one word per client about what came back.
import random, socket, struct, sys, time

def frame(t, payload=b"", n=None):
    return struct.pack("<IHHI", 0x0050444B, t, 0, len(payload) if n is None else n) + payload

def conn(path):
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.connect(path)
    return s

def reply(s, timeout=40):
    """'error', 'hello', 'type N', 'closed' or 'timeout'."""
    s.settimeout(timeout)
    data = b""
    try:
        while True:
            b = s.recv(65536)
            if not b:
                break
            data += b
            if len(data) >= 12 and len(data) >= 12 + struct.unpack("<I", data[8:12])[0]:
                break
    except socket.timeout:
        return "timeout"
    except ConnectionResetError:
        return "closed"
    if len(data) < 12:
        return "closed"
    t = struct.unpack("<H", data[4:6])[0]
    return {10: "error", 2: "hello"}.get(t, "type %d" % t)

def send(s, b):
    try:
        s.sendall(b)
    except OSError:
        pass

HELLO_BAD_ID = frame(1, struct.pack("<I", 1) + b"\0" * 16)
path, what = sys.argv[1], sys.argv[2]
if what == "cases":
    out = []
    cases = {
        "garbage": lambda s: send(s, bytes(random.Random(1).getrandbits(8) for _ in range(1000))),
        "header-6": lambda s: (send(s, frame(1)[:6]), s.shutdown(socket.SHUT_WR)),
        "payload-short": lambda s: (send(s, frame(1, b"x" * 10, n=1000)), s.shutdown(socket.SHUT_WR)),
        "over-limit": lambda s: send(s, frame(3, n=(1 << 20) + 1)),
        "1MiB-hello": lambda s: send(s, frame(1, b"\0" * (1 << 20))),
        "reserved-set": lambda s: send(s, struct.pack("<IHHI", 0x0050444B, 1, 7, 0)),
        "type-0": lambda s: send(s, frame(0)),
        "type-999": lambda s: send(s, frame(999 & 0xFFFF)),
        "request-first": lambda s: send(s, frame(3, b"")),
    }
    for name, f in cases.items():
        s = conn(path)
        f(s)
        out.append("%s=%s" % (name, reply(s)))
        s.close()
    # After a HELLO (refused: wrong id), anything but STOP is refused.
    for name, second in {"after-hello-garbage": b"\xff" * 64,
                         "after-hello-request": frame(3, struct.pack("<I", 0o22))}.items():
        s = conn(path)
        send(s, HELLO_BAD_ID)
        r1 = reply(s)
        send(s, second)
        out.append("%s=%s,%s" % (name, r1, reply(s)))
        s.close()
    print(" ".join(out))
elif what == "random":
    rnd = random.Random(int(sys.argv[3]))
    counts = {}
    for i in range(int(sys.argv[4])):
        s = conn(path)
        k = rnd.randrange(4)
        if k == 0:    # random bytes
            b = bytes(rnd.getrandbits(8) for _ in range(rnd.randrange(1, 200)))
        elif k == 1:  # a valid header, a random payload
            p = bytes(rnd.getrandbits(8) for _ in range(rnd.randrange(0, 300)))
            b = frame(rnd.randrange(1, 11), p)
        elif k == 2:  # a HELLO, then a random frame
            p = bytes(rnd.getrandbits(8) for _ in range(rnd.randrange(0, 300)))
            t = rnd.randrange(1, 11)
            if t == 8 and not p:
                # An empty STOP after a HELLO is the real thing (a kiln of any
                # version may stop the daemon): it would stop the daemon under test.
                p = b"x"
            b = HELLO_BAD_ID + frame(t, p)
        else:         # a valid frame cut short
            p = bytes(rnd.getrandbits(8) for _ in range(rnd.randrange(1, 300)))
            b = frame(rnd.randrange(1, 11), p)[: rnd.randrange(1, 12 + len(p))]
        send(s, b)
        try:
            s.shutdown(socket.SHUT_WR)
        except OSError:
            pass
        r = reply(s, timeout=40)
        if k == 2 and r == "hello":
            r = "hello+" + reply(s, timeout=40)
        counts[r] = counts.get(r, 0) + 1
        s.close()
    print(" ".join("%s=%d" % kv for kv in sorted(counts.items())))
elif what == "hold":
    # N clients on half a frame at once, until stdin closes.
    n = int(sys.argv[3])
    held = []
    for _ in range(n):
        s = conn(path)
        send(s, HELLO_BAD_ID[:7])
        held.append(s)
    print("holding %d" % len(held), flush=True)
    sys.stdin.readline()
    for s in held:
        s.close()
elif what == "connect":
    # As another user: can we even connect, and does the daemon answer a HELLO?
    try:
        s = conn(path)
    except OSError as e:
        print("connect-refused:%s" % e.strerror)
        sys.exit(0)
    send(s, HELLO_BAD_ID)
    print("connected:" + reply(s, timeout=10))
EOF

"$kiln" daemon start >/dev/null 2>&1
pid=$(daemon_pid)
check "a daemon runs (pid $pid)" alive "$pid"
sock=$run/kilnd.sock
out=$(timeout 300 python3 "$work/raw.py" "$sock" cases)
echo "     bad frames: $out"
for c in garbage over-limit 1MiB-hello reserved-set type-0 type-999 request-first; do
  check "bad frame $c gets an ERROR reply" grep -q "\b$c=error\b" <<<"$out"
done
for c in header-6 payload-short; do
  check "truncated frame $c gets an ERROR reply or a close" grep -Eq "\b$c=(error|closed)\b" <<<"$out"
done
check "after a refused HELLO, garbage and a REQUEST get ERROR replies" \
  grep -q 'after-hello-garbage=hello,error after-hello-request=hello,error' <<<"$out"
out=$(timeout 600 python3 "$work/raw.py" "$sock" random "$seed" 300)
echo "     300 random frames: $out"
random_answered() { # every one of the 300 answered with an ERROR, a close or a refused HELLO
  local n=0 kv
  for kv in $1; do
    # (a random payload of 20 bytes under a HELLO header is a HELLO of another
    # version: the daemon refuses it with a HELLO_REPLY, then the client's EOF)
    case ${kv%=*} in error | closed | hello | hello+error | hello+closed) n=$((n + ${kv#*=})) ;; *) return 1 ;; esac
  done
  [ "$n" = 300 ]
}
check "300 random frames: every one answered with an ERROR, a close or a refused HELLO, none hangs" random_answered "$out"
coproc HOLD { timeout 300 python3 "$work/raw.py" "$sock" hold 200; }
hold_in=${HOLD[1]:-} line=""
[ -n "${HOLD[0]:-}" ] && read -r -t 120 line <&"${HOLD[0]}"
echo "     $line clients on half a frame"
check "200 clients connect and sit on half a frame" test "$line" = "holding 200"
variant 0
"$kiln" build src/main.ts -o held-v0 --no-cache >held.out 2>&1
rc=$?
check "while 200 clients sit on half a frame, a build is served" test "$rc" = 0
check "...with the right bytes" same_file held-v0 ref/v0
check "...by the daemon (no fallback warning)" bash -c '! grep -q "not using the compile daemon" held.out'
[ -n "$hold_in" ] && eval "exec $hold_in>&-"
wait "$HOLD_PID" 2>/dev/null
check "after all the bad clients, the same daemon runs (pid $pid)" test "$(daemon_pid)" = "$pid"
"$kiln" build src/main.ts -o after-bad >/dev/null 2>&1
check "...and builds the right bytes" same_file after-bad ref/v0

# ---- 2. a second user ------------------------------------------------------------
if [ "$(id -u)" = 0 ] && command -v useradd >/dev/null && command -v runuser >/dev/null; then
  fault_user=kilnf$$
  if useradd -M -r -s /usr/sbin/nologin "$fault_user" 2>/dev/null; then
    chmod 755 "$work"
    out=$(runuser -u "$fault_user" -- python3 "$work/raw.py" "$sock" connect 2>&1)
    check "another user cannot reach the socket: $out" grep -q "^connect-refused:Permission denied" <<<"$out"
    # Open the directories and the socket to everyone: the daemon itself must refuse.
    chmod 711 "$runs" "$run"
    chmod 666 "$sock"
    out=$(runuser -u "$fault_user" -- python3 "$work/raw.py" "$sock" connect 2>&1)
    chmod 700 "$runs" "$run"
    chmod 600 "$sock"
    check "with the socket opened up, the daemon hangs up on another user: $out" grep -q "^connected:closed" <<<"$out"
    check "...and still serves its owner (pid $pid)" test "$(daemon_pid)" = "$pid"
    userdel "$fault_user" 2>/dev/null
    fault_user=""
  else
    echo "skip second user: useradd failed"
  fi
else
  echo "skip second user: needs root, useradd and runuser"
fi

# ---- 3. kill -9 at random points ---------------------------------------------------
# First, deterministically: temporaries of a process that is gone are swept by the
# next build to the same output, those of a live one are not.
sleep 0 &
gone=$!
wait "$gone"
variant 0
touch "sweep.kiln-tmp-$gone-3" "sweep.kiln-tmp-$gone-3-0.o" "sweep.kiln-tmp-$$-3"
"$kiln" build src/main.ts -o sweep >/dev/null 2>&1
check "a build sweeps the temporaries of a dead build beside its output" \
  bash -c '[ ! -e "$1" ] && [ ! -e "$1-0.o" ] && [ -e "$2" ]' _ "sweep.kiln-tmp-$gone-3" "sweep.kiln-tmp-$$-3"
rm -f sweep.kiln-tmp-*
kills=(client daemon both none)
declare -A tally=()
wrong=0 litter=0 left=0 failed_after=0 unreadable=0
t0=$(date +%s)
for ((i = 0; i < iterations; i++)); do
  k=$((RANDOM % 4))
  variant $k
  rm -f out
  victim=${kills[$((RANDOM % 4))]}
  delay=$((RANDOM % 1200))
  dpid=$(lock_pid)
  "$kiln" build src/main.ts -o out >client.out 2>&1 &
  cpid=$!
  sleep "$(printf '0.%03d' "$delay")"
  [ -z "$dpid" ] && dpid=$(lock_pid) # the client may have started one
  case $victim in
    client) kill -9 "$cpid" 2>/dev/null ;;
    daemon) [ -n "$dpid" ] && kill -9 "$dpid" 2>/dev/null ;;
    both) kill -9 "$cpid" 2>/dev/null; [ -n "$dpid" ] && kill -9 "$dpid" 2>/dev/null ;;
  esac
  wait "$cpid" 2>/dev/null
  crc=$?
  tally[$victim]=$((${tally[$victim]:-0} + 1))
  # A build that was not itself killed must have succeeded (the client falls back
  # to building in-process when its daemon dies).
  if [ "$victim" != client ] && [ "$victim" != both ] && [ "$crc" != 0 ]; then
    bad "iteration $i ($victim killed at ${delay} ms): the build failed ($crc): $(tail -n 3 client.out)"
  fi
  # Whatever is at the output path is the right program.
  if [ -e out ] && ! same_file out ref/v$k; then
    wrong=$((wrong + 1))
    bad "iteration $i ($victim killed at ${delay} ms): a wrong executable at the output path"
  fi
  # Temporary files a killed build left beside the output: counted, and the next
  # build to the same path sweeps those of dead processes.
  n=$(find . -maxdepth 1 -name 'out.kiln-tmp-*' | wc -l)
  litter=$((litter + n))
  # The next build is right.
  if ! "$kiln" build src/main.ts -o out >next.out 2>&1 || ! same_file out ref/v$k; then
    failed_after=$((failed_after + 1))
    bad "iteration $i ($victim killed at ${delay} ms): the next build is wrong or failed: $(tail -n 3 next.out)"
  fi
  # Left now by a process that is gone (a live kilnd may still be finishing the
  # build of a client that was killed: its files are its own to remove).
  for f in out.kiln-tmp-*; do
    [ -e "$f" ] || continue
    p=${f#out.kiln-tmp-}
    p=${p%%-*}
    alive "$p" || left=$((left + 1))
  done
  if ! "$kiln" cache stats >stats.out 2>&1; then
    unreadable=$((unreadable + 1))
    bad "iteration $i: kiln cache stats fails: $(tail -n 3 stats.out)"
  fi
done
echo "     kill -9: $iterations iterations in $(($(date +%s) - t0)) s (client ${tally[client]:-0}, daemon ${tally[daemon]:-0}, both ${tally[both]:-0}, none ${tally[none]:-0}); wrong executables $wrong, failed next builds $failed_after, unreadable cache $unreadable, temporary files left by killed builds $litter, of dead processes still there after the next build $left"
check "kill -9 loop: no wrong executable" test "$wrong" = 0
check "kill -9 loop: every next build right" test "$failed_after" = 0
check "kill -9 loop: the cache always readable" test "$unreadable" = 0
check "kill -9 loop: the next build sweeps what killed builds left" test "$left" = 0
for k in 0 1 2 3; do
  variant $k
  KILN_DAEMON=off "$kiln" build src/main.ts -o final-v$k >/dev/null 2>&1
  check "after the loop, variant $k from the cache in-process is right" same_file final-v$k ref/v$k
done
"$kiln" daemon stop >/dev/null 2>&1

# ---- 4. a full disk under the cache ---------------------------------------------
mnt=$work/fullfs
mkdir -p "$mnt"
if mount -t tmpfs -o size=6m tmpfs "$mnt" 2>/dev/null; then
  for mode in in-process daemon; do
    rm -rf "${mnt:?}"/*
    export KILN_CACHE_DIR=$mnt/cache
    opt=()
    [ $mode = in-process ] && opt=(--no-daemon)
    variant 0
    "$kiln" build "${opt[@]+"${opt[@]}"}" src/main.ts -o full-a >full-a.out 2>&1
    check "full disk ($mode): a build with room succeeds" bash -c '[ "$1" = 0 ] && cmp -s full-a ref/v0' _ $?
    # Fill the file system, then build something new.
    dd if=/dev/zero of="$mnt/fill" bs=64k >/dev/null 2>&1
    variant 1
    "$kiln" build "${opt[@]+"${opt[@]}"}" src/main.ts -o full-b >full-b.out 2>&1
    rc=$?
    echo "     full disk ($mode): exit $rc, says: $(grep -m1 -i 'cache' full-b.out)"
    check "full disk ($mode): the build still succeeds with the right bytes" bash -c '[ "$1" = 0 ] && cmp -s full-b ref/v1' _ "$rc"
    check "full disk ($mode): and says the cache could not be written" grep -Eiq 'cache.*(space|full|cannot|could not)' full-b.out
    "$kiln" cache stats >full-stats.out 2>&1
    check "full disk ($mode): the cache is still readable" test $? = 0
    rm -f "$mnt/fill"
    variant 0
    "$kiln" build "${opt[@]+"${opt[@]}"}" --stats=json src/main.ts -o full-c >full-c.out 2>&1
    check "full disk ($mode): afterwards what it held is still served, right" \
      bash -c '[ "$1" = 0 ] && cmp -s full-c ref/v0 && grep -q "\"codegen\":0," full-c.out' _ $?
    variant 1
    "$kiln" build "${opt[@]+"${opt[@]}"}" src/main.ts -o full-d >/dev/null 2>&1
    check "full disk ($mode): and new entries are stored again" bash -c '[ "$1" = 0 ] && cmp -s full-d ref/v1' _ $?
    "$kiln" daemon stop >/dev/null 2>&1
  done
  umount "$mnt" && mnt=""
  export KILN_CACHE_DIR=$work/cache
else
  echo "skip full disk: cannot mount a tmpfs here"
  mnt=""
fi

if [ "$failures" = 0 ]; then echo "faults_test: all passed"; else echo "faults_test: $failures check(s) failed"; fi
exit $((failures != 0))
