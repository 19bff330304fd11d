#!/usr/bin/env bash
# The remote cache tier against a real HTTP cache server: nginx with WebDAV.
#
#   tests/remote_cache_test.sh --kiln PATH/kiln --work DIR
#
# Starts its own nginx (Debian package nginx) on a free loopback port, with a
# config and document root under DIR (no system service), then:
#   - checkout A builds a 3-module program and uploads every entry: the
#     /ac/ values parse as REAPI ActionResults (with protoc, when present) and
#     every /cas/ blob is named by its SHA-256;
#   - checkout B, a copy elsewhere with an empty local cache, built through
#     the daemon with KILN_REMOTE_CACHE in its environment, compiles nothing
#     and gets the same executable; a next request without the variable does
#     not use the remote (the daemon keeps no settings between requests);
#   - --remote-cache-upload=false reads but writes nothing;
#   - a tampered object blob and a garbage ActionResult are rejected with a
#     warning, recompiled, and repaired by the upload that follows;
#   - a program of one module (the whole-program path, with its module-graph
#     record) is shared the same way;
#   - a server that is not running, or that stops in the middle of a build,
#     costs local compiles and one warning, never a failed or wrong build.
# Prints one line per check and exits 1 if any failed.
set -uo pipefail

. "$(dirname "${BASH_SOURCE[0]}")/args.sh"
test_args remote_cache_test "$@"
nginx=$(command -v nginx || echo /usr/sbin/nginx)
[ -x "$nginx" ] || { echo "remote_cache_test: nginx is missing (scripts/setup.sh installs it)" >&2; exit 1; }
rm -rf "$work"
mkdir -p "$work"
work=$(cd "$work" && pwd)

unset KILN_DAEMON_IDLE KILN_CACHE KILN_CACHE_MAX KILN_REMOTE_CACHE KILN_REMOTE_CACHE_UPLOAD KILN_REMOTE_CACHE_TIMEOUT
unset http_proxy https_proxy HTTPS_PROXY all_proxy ALL_PROXY
export KILN_DAEMON=off
# A daemon of our own for the checks that go through one (short path: sockets).
runs=$(mktemp -d /tmp/kiln-remote-test.XXXXXX)
export KILN_DAEMON_DIR=$runs/run

failures=0
ok() { echo "ok   $*"; }
bad() { echo "FAIL $*"; failures=$((failures + 1)); }
check() { # check DESCRIPTION COMMAND...
  local what=$1
  shift
  if "$@"; then ok "$what"; else bad "$what"; fi
}

srv=$work/server
nginx_pid=""
# start_nginx: serves $srv/root on a free loopback port; sets $url.
start_nginx() {
  mkdir -p "$srv/root" "$srv/tmp"
  local user=""
  [ "$(id -u)" = 0 ] && user="user root;" # workers must be able to write the root
  for _ in 1 2 3 4 5 6 7 8 9 10; do
    port=$((26000 + RANDOM % 6000)) # below the ephemeral range; apart from http_test's
    cat >"$srv/nginx.conf" <<EOF
daemon off; $user pid $srv/nginx.pid; error_log $srv/err.log crit;
events { worker_connections 256; }
http { access_log $srv/access.log; client_body_temp_path $srv/tmp; proxy_temp_path $srv/tmp;
       fastcgi_temp_path $srv/tmp; uwsgi_temp_path $srv/tmp; scgi_temp_path $srv/tmp;
  server { listen 127.0.0.1:$port; root $srv/root; client_max_body_size 0;
    location / { dav_methods PUT DELETE; create_full_put_path on;
                 dav_access user:rw group:r all:r; } } }
EOF
    : >"$srv/access.log"
    local token=$RANDOM$RANDOM$$
    echo "$token" >"$srv/root/ready"
    "$nginx" -e "$srv/err.log" -p "$srv" -c "$srv/nginx.conf" 2>>"$srv/err.log" &
    nginx_pid=$!
    for _ in $(seq 50); do
      # our nginx, not some other server that has the port
      if [ "$(curl -sf "http://127.0.0.1:$port/ready" 2>/dev/null)" = "$token" ]; then
        url=http://127.0.0.1:$port/kiln
        rm -f "$srv/root/ready"
        : >"$srv/access.log" # from now on, only kiln's requests
        return 0
      fi
      kill -0 "$nginx_pid" 2>/dev/null || break
      sleep 0.1
    done
    kill "$nginx_pid" 2>/dev/null
    wait "$nginx_pid" 2>/dev/null
  done
  echo "remote_cache_test: cannot start nginx:" >&2
  cat "$srv/err.log" >&2
  exit 1
}
stop_nginx() {
  [ -n "$nginx_pid" ] || return 0
  kill -TERM "$nginx_pid" 2>/dev/null
  wait "$nginx_pid" 2>/dev/null
  nginx_pid=""
}
cleanup() {
  stop_nginx
  "$kiln" daemon stop >/dev/null 2>&1
  rm -rf "$runs"
}
trap cleanup EXIT

# ---- the program: three modules -------------------------------------------------------
mkdir -p "$work/A"
cd "$work/A"
cat >money.ts <<'TS'
export type Cents = number;
export function format(c: Cents): string {
  const sign = c < 0 ? "-" : "";
  const abs = Math.abs(c);
  return sign + "$" + Math.floor(abs / 100) + "." + String(abs % 100).padStart(2, "0");
}
TS
cat >inventory.ts <<'TS'
import { Cents, format } from "./money";
export interface Item {
  sku: string;
  price: Cents;
  qty: number;
}
export class Inventory {
  private items = new Map<string, Item>();
  add(item: Item): void {
    const have = this.items.get(item.sku);
    if (have) have.qty += item.qty;
    else this.items.set(item.sku, { sku: item.sku, price: item.price, qty: item.qty });
  }
  total(): Cents {
    let t = 0;
    for (const it of this.items.values()) t += it.price * it.qty;
    return t;
  }
  report(): string[] {
    return [...this.items.values()]
      .sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0))
      .map((it) => `${it.sku} x${it.qty} @ ${format(it.price)}`);
  }
}
TS
cat >main.ts <<'TS'
import { Inventory } from "./inventory";
import { format } from "./money";
const inv = new Inventory();
inv.add({ sku: "widget", price: 250, qty: 4 });
inv.add({ sku: "bolt", price: 15, qty: 100 });
inv.add({ sku: "widget", price: 250, qty: 1 });
for (const line of inv.report()) console.log(line);
console.log("total", format(inv.total()));
TS
expected=$'bolt x100 @ $0.15\nwidget x5 @ $2.50\ntotal $27.50'
entries=7 # typed IR and object of each module, and the executable
# copy NAME: the sources in another directory
copy() { mkdir -p "$work/$1" && cp "$work/A/"*.ts "$work/$1/"; }

# build DIR STATS-FILE [ARGS...]: builds DIR/main.ts into DIR/app with the
# local cache DIR/.cache; the stats line goes to STATS-FILE, stderr to STATS-FILE.err
build() {
  local dir=$1 stats=$PWD/$2
  shift 2
  (cd "$dir" && KILN_CACHE_DIR=$dir/.cache "$kiln" build main.ts -o app --stats=json "$@" 2>"$stats.err" >/dev/null)
  local rc=$?
  grep '^{"modules"' "$stats.err" >"$stats" || true
  return $rc
}
field() { sed -n "s/.*\"$2\":\\([a-z0-9.]*\\).*/\\1/p" "$1"; }
expect() { # expect FILE NAME=VALUE...
  local f=$1 kv
  shift
  for kv in "$@"; do
    [ "$(field "$f" "${kv%%=*}")" = "${kv#*=}" ] || {
      echo "  ${kv%%=*} is $(field "$f" "${kv%%=*}"), expected ${kv#*=} ($(cat "$f"))"
      return 1
    }
  done
}
runs_ok() { # runs_ok DIR
  local out
  out=$("$1/app" 2>&1)
  [ "$out" = "$expected" ] || { printf '  got:\n%s\n' "$out"; return 1; }
}
warnings() { grep -c '^kiln: warning: remote cache' "$1.err"; }
no_warnings() { ! grep -q warning "$1.err" || { cat "$1.err"; return 1; }; }

mkdir -p "$work/stats"
cd "$work/stats"
start_nginx

# ---- A: compiles and uploads ----------------------------------------------------------------
check "A: cold build with --remote-cache $url" build "$work/A" a.json --remote-cache "$url"
check "A: ...runs" runs_ok "$work/A"
check "A: ...compiled everything and uploaded $entries entries" \
  expect a.json checked=3 codegen=3 linked=true remote_misses=$entries remote_uploads=$entries remote_errors=0
check "A: ...without a warning" no_warnings a.json
nac=$(find "$srv/root/kiln/ac" -type f 2>/dev/null | wc -l)
ncas=$(find "$srv/root/kiln/cas" -type f 2>/dev/null | wc -l)
check "A: the server holds $entries action results and blobs ($nac, $ncas)" test "$nac" = $entries -a "$ncas" = $entries
cas_named_by_sha256() {
  local f
  for f in "$srv/root/kiln/cas/"*; do
    [ "$(sha256sum <"$f" | cut -c1-64)" = "$(basename "$f")" ] || { echo "  $f"; return 1; }
  done
}
check "A: every cas/ blob is named by the SHA-256 of its bytes" cas_named_by_sha256
if command -v protoc >/dev/null; then
  mkdir -p "$work/proto"
  cat >"$work/proto/ar.proto" <<'EOF'
syntax = "proto3";
package build.bazel.remote.execution.v2;
message Digest { string hash = 1; int64 size_bytes = 2; }
message OutputFile { string path = 1; Digest digest = 2; bool is_executable = 4; bytes contents = 5; }
message ActionResult { repeated OutputFile output_files = 2; int32 exit_code = 4; bytes stdout_raw = 5;
                       Digest stdout_digest = 6; bytes stderr_raw = 7; Digest stderr_digest = 8; }
EOF
  ac_parse() {
    local f out
    for f in "$srv/root/kiln/ac/"*; do
      out=$(protoc -I"$work/proto" --decode=build.bazel.remote.execution.v2.ActionResult "$work/proto/ar.proto" <"$f") || return 1
      # the blob it names is there, with that size
      local h s
      h=$(sed -n 's/.*hash: "\([0-9a-f]*\)".*/\1/p' <<<"$out")
      s=$(sed -n 's/.*size_bytes: \([0-9]*\).*/\1/p' <<<"$out")
      [ -f "$srv/root/kiln/cas/$h" ] && [ "$(stat -c %s "$srv/root/kiln/cas/$h")" = "$s" ] || { echo "$out"; return 1; }
    done
  }
  check "A: every ac/ value is a REAPI ActionResult (protoc --decode) naming a blob of its size" ac_parse
  check "A: ...and the executable's output is marked executable" \
    bash -c 'for f in "$1"/*; do protoc -I"$2" --decode=build.bazel.remote.execution.v2.ActionResult "$2/ar.proto" <"$f"; done | grep -q "is_executable: true"' \
    _ "$srv/root/kiln/ac" "$work/proto"
else
  echo "skip protoc is not installed: ActionResults not decoded independently"
fi

# ---- B: another checkout, an empty cache, through the daemon ---------------------------------
copy B
"$kiln" daemon start >/dev/null 2>&1 # started without any remote cache setting
build_b() { KILN_DAEMON=on KILN_REMOTE_CACHE=$url build "$work/B" b.json; }
check "B: build through the daemon with KILN_REMOTE_CACHE set" build_b
check "B: ...the daemon served it" bash -c '"$1" daemon status | grep -q "requests served: [1-9]"' _ "$kiln"
check "B: ...zero compiles, everything from the remote cache" \
  expect b.json checked=0 codegen=0 linked=false remote_hits=$entries remote_uploads=0 remote_errors=0
check "B: ...the same executable as A's" cmp "$work/A/app" "$work/B/app"
check "B: ...runs" runs_ok "$work/B"
copy C
build_c() { KILN_DAEMON=on build "$work/C" c.json; }
check "C: a next request to the same daemon without KILN_REMOTE_CACHE" build_c
check "C: ...does not use the remote cache" expect c.json checked=3 remote_hits=0 remote_misses=0 remote_uploads=0
"$kiln" daemon stop >/dev/null 2>&1

# ---- D: read-only -------------------------------------------------------------------------
copy D
sed -i 's/String(abs % 100)/String(abs % 100 | 0)/' "$work/D/money.ts" # a body edit: one new entry pair
before=$(find "$srv/root" -type f | wc -l)
check "D: --remote-cache-upload=false after a body edit" build "$work/D" d.json --remote-cache "$url" --remote-cache-upload=false
check "D: ...compiles the edited module only, uploads nothing" \
  expect d.json checked=1 codegen=1 linked=true remote_uploads=0 remote_errors=0
check "D: ...the server is unchanged" test "$(find "$srv/root" -type f | wc -l)" = "$before"
check "D: ...runs" runs_ok "$work/D"
mkdir -p "$work/D2" && cp "$work/D/"*.ts "$work/D2/"
build_d2() { KILN_REMOTE_CACHE=$url KILN_REMOTE_CACHE_UPLOAD=0 build "$work/D2" d2.json; }
check "D2: KILN_REMOTE_CACHE_UPLOAD=0 with KILN_REMOTE_CACHE" build_d2
check "D2: ...is read-only too" expect d2.json codegen=1 remote_hits=4 remote_uploads=0

# ---- E: damage on the server ---------------------------------------------------------------
# the blob of one object, flipped; one module's typed-IR action result, garbage
obj_ac=$(grep -l 'object' "$srv/root/kiln/ac/"* | head -1)
obj_blob=$srv/root/kiln/cas/$(grep -ao '[0-9a-f]\{64\}' "$obj_ac" | head -1)
ir_ac=$(grep -l 'typed-ir' "$srv/root/kiln/ac/"* | head -1)
check "E: found an object blob to tamper with" test -f "$obj_blob"
printf '\x7f' | dd of="$obj_blob" bs=1 seek=40 conv=notrunc 2>/dev/null
printf 'this is not a protobuf\x00\xff' >"$ir_ac"
copy E
check "E: build against the damaged server" build "$work/E" e.json --remote-cache "$url"
check "E: ...warns about the bad blob and the bad action result, one line each" \
  bash -c 'grep -q "does not match its digest" "$1" && grep -q "not a valid ActionResult" "$1" && [ "$(grep -c warning "$1")" = 2 ]' _ e.json.err
check "E: ...recompiles the object and re-checks the module, takes the rest from the server" \
  expect e.json checked=1 codegen=1 linked=false remote_errors=2 remote_uploads=2
check "E: ...the same executable as A's" cmp "$work/A/app" "$work/E/app"
check "E: ...runs" runs_ok "$work/E"
check "E: ...and the upload repaired the server" cas_named_by_sha256
copy E2
check "E2: so the next checkout gets everything without a warning" build "$work/E2" e2.json --remote-cache "$url"
check "E2: ...from the remote cache" expect e2.json checked=0 codegen=0 remote_hits=$entries remote_errors=0
check "E2: ...silently" no_warnings e2.json

# a well-formed but wrong-typed typed-IR blob, named by its own SHA-256 (what a
# hostile or broken server could hand out): one arithmetic node typed
# `undefined`; the reader's type rules reject it, the module is checked again
mangle_ir() { # mangle_ir AC-FILE: rewrites the IR blob it names, renames it, points the AC at it
  local ac=$1 old new tmp=$work/ir.tmp
  old=$(grep -ao '[0-9a-f]\{64\}' "$ac" | head -1)
  cp "$srv/root/kiln/cas/$old" "$tmp" || return 1
  python3 - "$tmp" <<'PY' || return 1
import struct, sys
p = sys.argv[1]
b = bytearray(open(p, 'rb').read())
off, count = struct.unpack_from('<II', b, 16 + 8 * 7)  # the nodes section
for i in range(count):
    at = off + 16 * i
    if b[at] == 11:  # FE_IR_BINARY
        struct.pack_into('<H', b, at + 2, 0)  # typed undefined
        break
else:
    sys.exit(1)
open(p, 'wb').write(b)
PY
  new=$(sha256sum <"$tmp" | cut -c1-64)
  mv "$tmp" "$srv/root/kiln/cas/$new"
  perl -pi -e "s/$old/$new/g" "$ac"
}
mangle_some_ir() { # the first module whose IR has an arithmetic node
  local ac
  for ac in $(grep -l 'typed-ir' "$srv/root/kiln/ac/"*); do mangle_ir "$ac" && return 0; done
  return 1
}
check "E3: a wrong-typed IR blob on the server, named by its digest" mangle_some_ir
copy E3
check "E3: build against it" build "$work/E3" e3.json --remote-cache "$url"
check "E3: ...warns that the IR is invalid, once" \
  bash -c 'grep -q "invalid IR in the cache for .*binary operator" "$1" && [ "$(grep -c warning "$1")" = 1 ]' _ e3.json.err
check "E3: ...checks that module again, needs no codegen" expect e3.json checked=1 codegen=0
check "E3: ...the same executable as A's" cmp "$work/A/app" "$work/E3/app"

# a program of one module takes the whole-program path: module graph, IR, object, executable
mkdir -p "$work/one" "$work/one2"
cat >"$work/one/tool.ts" <<'TS'
function fib(n: number): number {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}
console.log([10, 20].map(fib).join(","));
TS
cp "$work/one/tool.ts" "$work/one2/"
one() { # one DIR STATS-FILE: builds DIR/tool.ts with an empty cache of its own
  (cd "$1" && KILN_CACHE_DIR=$1/.cache "$kiln" build tool.ts -o tool --stats=json --remote-cache "$url" 2>"$OLDPWD/$2.err" >/dev/null)
  grep '^{"modules"' "$2.err" >"$2"
}
check "one module: build and upload" one "$work/one" one.json
check "one module: ...4 entries" expect one.json checked=1 codegen=1 remote_uploads=4 remote_errors=0
check "one module: elsewhere, from the remote cache" one "$work/one2" one2.json
check "one module: ...zero compiles" expect one2.json checked=0 codegen=0 linked=false remote_hits=4
check "one module: ...the same executable, which runs" \
  bash -c 'cmp "$1/one/tool" "$1/one2/tool" && [ "$("$1/one2/tool")" = 55,6765 ]' _ "$work"

# ---- F: no server -----------------------------------------------------------------------------
stop_nginx
copy F
check "F: build with the server gone" build "$work/F" f.json --remote-cache "$url"
check "F: ...compiles locally" expect f.json checked=3 codegen=3 linked=true remote_hits=0 remote_errors=1
check "F: ...with one warning" test "$(warnings f.json)" = 1
check "F: ...the same executable as A's" cmp "$work/A/app" "$work/F/app"

# ---- G: the server stops in the middle of a build ---------------------------------------------
rm -rf "$srv/root"
start_nginx
copy G
(cd "$work/G" && KILN_CACHE_DIR=$work/G/.cache "$kiln" build main.ts -o app --stats=json \
  --remote-cache "$url" --remote-cache-timeout=5 2>"$work/stats/g.json.err" >/dev/null; echo $? >"$work/G/rc") &
build_pid=$!
for _ in $(seq 500); do # the first request, then the server goes
  [ -s "$srv/access.log" ] && break
  sleep 0.01
done
stop_nginx
wait "$build_pid"
grep '^{"modules"' g.json.err >g.json || true
check "G: the build succeeds" test "$(cat "$work/G/rc")" = 0
check "G: ...the server answered the build at least once before it went" test -s "$srv/access.log"
# (the logged request is a miss, unless the server went while answering it:
# then the client saw an error, which the next check counts)
check "G: ...(a miss, as the server started empty, or the answer cut off)" \
  test "$(( $(field g.json remote_misses) + $(field g.json remote_errors) ))" -ge 1
check "G: ...the rest was compiled locally, with one warning" \
  bash -c "$(declare -f field expect warnings); expect g.json checked=3 codegen=3 remote_errors=1 && [ \$(warnings g.json) = 1 ]"
check "G: ...the same executable as A's" cmp "$work/A/app" "$work/G/app"
check "G: ...runs" runs_ok "$work/G"

# ---- bad settings ------------------------------------------------------------------------------
check "a URL that is not http(s) is a warning, not a failure" \
  bash -c 'KILN_CACHE_DIR=$2/A/.cache "$1" build "$2/A/main.ts" -o "$2/A/app2" --remote-cache ftp://x 2>&1 | grep -q "warning: not using the remote cache"' \
  _ "$kiln" "$work"
check "--remote-cache-upload takes true or false" bash -c '! "$1" build x.ts --remote-cache-upload=maybe 2>/dev/null' _ "$kiln"

echo "remote_cache_test: $failures failure(s)"
exit $((failures != 0))
