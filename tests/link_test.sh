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
# A string literal is one object program-wide, whichever modules use it (a
# discriminant stored by one module and the case of another compare by
# pointer): one copy in the executable, from kiln build and from kiln
# compile + kiln link alike.  Up to 16 bytes it is an entry of a mergeable
# section (.rodata.cst32), up to 64 a comdat; the wide one is UTF-16.
mkdir -p "$work/strs"
cat >"$work/strs/kinds.ts" <<'TS'
export const SHORT = "zq-short-lit";
export const LONG = "zq-a-longer-literal-of-forty-bytes-here";
export function wide(): string { return "zq日本"; }
TS
cat >"$work/strs/check.ts" <<'TS'
export function isShort(s: string): boolean { return s === "zq-short-lit"; }
export function isLong(s: string): boolean { return s === "zq-a-longer-literal-of-forty-bytes-here"; }
export function isWide(s: string): boolean { return s === "zq日本"; }
TS
cat >"$work/strs/main.ts" <<'TS'
import { SHORT, LONG, wide } from "./kinds";
import { isShort, isLong, isWide } from "./check";
const got: string[] = [SHORT, LONG, wide(), "zq-short-lit", "zq-short-liT"];
console.log(got.map((s) => `${isShort(s)} ${isLong(s)} ${isWide(s)}`).join(","));
TS
copies() { LC_ALL=C grep -a -o -P "$2" "$1" | wc -l; } # (a PCRE: \x00 for the wide one)
strs_check() { # strs_check EXE HOW
  local out want="true false false,false true false,false false true,true false false,false false false"
  out=$("$1")
  if [ "$out" != "$want" ]; then echo "FAIL: strs ($2) printed: $out"; fail=1; return; fi
  local s l w
  s=$(copies "$1" zq-short-lit) l=$(copies "$1" zq-a-longer-literal) w=$(copies "$1" 'z\x00q\x00\xe5\x65\x2c\x67')
  if [ "$s $l $w" = "1 1 1" ]; then echo "ok: strs ($2): one copy of each literal"
  else echo "FAIL: strs ($2): copies of the short, long and wide literals: $s $l $w"; fail=1; fi
}
if KILN_DAEMON=off "$kiln" build "$work/strs/main.ts" -o "$work/strs/app" >"$work/strs.log" 2>&1; then
  strs_check "$work/strs/app" "kiln build"
else
  echo "FAIL: strs does not compile"; cat "$work/strs.log"; fail=1
fi
ok=1
for m in kinds check; do
  "$kiln" compile "$work/strs/$m.ts" --root "$work/strs" -o "$work/strs/$m.o" --iface "$work/strs/$m.kif" \
    >>"$work/strs.log" 2>&1 || ok=0
done
"$kiln" compile "$work/strs/main.ts" --root "$work/strs" --main -o "$work/strs/main.o" \
  --dep kinds.ts="$work/strs/kinds.kif" --dep check.ts="$work/strs/check.kif" >>"$work/strs.log" 2>&1 || ok=0
"$kiln" link "$work/strs/kinds.o" "$work/strs/check.o" "$work/strs/main.o" -o "$work/strs/app2" >>"$work/strs.log" 2>&1 || ok=0
if [ $ok = 1 ]; then strs_check "$work/strs/app2" "kiln compile + link"
else echo "FAIL: strs: kiln compile/link"; cat "$work/strs.log"; fail=1; fi

[ $fail = 0 ] && echo "link_test: all passed"
exit $fail
