#!/usr/bin/env bash
# A program links only the runtime parts it uses: one without node:crypto,
# timers or servers carries neither libcrypto nor libuv (their code and data
# would cost every program size, start-up time and collector root scanning).
#   tests/link_test.sh --kiln PATH/kiln
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
kiln=""
[ "${1:-}" = --kiln ] && kiln=$2
[ -x "$kiln" ] || { echo "usage: $0 --kiln PATH" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
cat >"$work/plain.ts" <<'TS'
class Item {
  constructor(public name: string, public qty: number) {}
}
const items: Item[] = [new Item("a", 1), new Item("b", 2)];
const names = items.map((i) => i.name);
console.log(String(names), names.join("+"), `${[1, 2, 3]}`, items);
TS
check() { # check NAME SRC PATTERN WANT(0 absent, 1 present)
  if ! KILN_DAEMON=off "$kiln" build "$2" -o "$work/$1" >"$work/$1.log" 2>&1; then
    echo "FAIL: $1 does not compile"; cat "$work/$1.log"; fail=1; return
  fi
  local n
  n=$(nm "$work/$1" | grep -c "$3")
  if { [ "$4" = 0 ] && [ "$n" = 0 ]; } || { [ "$4" = 1 ] && [ "$n" != 0 ]; }; then
    echo "ok: $1: $3 $([ "$4" = 0 ] && echo absent || echo present) ($(stat -c %s "$work/$1") bytes)"
  else
    echo "FAIL: $1: $n symbols matching $3"; fail=1
  fi
}
check plain "$work/plain.ts" ' T EVP_' 0
check plain "$work/plain.ts" ' T uv_' 0
check hello "$top/bench/cpu/hello.ts" ' T EVP_' 0
check crypto "$top/tests/cases/node/crypto_vectors.ts" ' T EVP_' 1
# an HTTP server without node:crypto: libuv, no OpenSSL (node:crypto's
# bindings are in crypto.c, apart from node.c's server glue)
cat >"$work/server.ts" <<'TS'
import { createServer, IncomingMessage, ServerResponse } from "node:http";
const server = createServer((req: IncomingMessage, res: ServerResponse) => res.end(req.url ?? "/"));
server.listen(Number(process.env.PORT) || 0, "127.0.0.1", () => server.close());
TS
check server "$work/server.ts" ' T EVP_' 0
check server "$work/server.ts" ' T uv_' 1
# fdlibm's pow and sin call scalbn: libm_lite.c defines it too
cat >"$work/math.ts" <<'TS'
const x: number = Number(process.argv.length);
console.log(Math.pow(x + 0.5, 3.25), Math.sin(x * 1e6), 2 ** (x / 3));
TS
check math "$work/math.ts" ' T uv_' 0
# executables load no libm or libgcc_s (runtime/libm_lite.c, -static-libgcc)
for prog in plain server crypto math; do
  if [ -x "$work/$prog" ] && readelf -d "$work/$prog" | grep -qE 'NEEDED.*(libm|libgcc_s)'; then
    echo "FAIL: $prog needs $(readelf -d "$work/$prog" | grep -oE 'lib(m|gcc_s)[^]]*' | tr '\n' ' ')"; fail=1
  else
    echo "ok: $prog: no libm or libgcc_s"
  fi
done
[ $fail = 0 ] && echo "link_test: all passed"
exit $fail
