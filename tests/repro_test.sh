#!/usr/bin/env bash
# Reproducible builds: the same sources give byte-identical objects and executables
# in any directory, with any cache, with and without the daemon.
#
#   tests/repro_test.sh --kiln PATH/kiln --work DIR
#
# A multi-module program (classes, generics, closures, Map, async, a module
# in a subdirectory) is copied to two directories of different depths and
# built clean in each, with a cache of its own: `kiln build` (one object per
# module, linked), `--emit=obj` (the whole program as one object), `kiln
# compile` of each module (--root given relative in one, absolute in the
# other) and `kiln link`; with the modules compiled on one thread and on
# four (and, with errors in two modules, the same diagnostics).  Then the same through a daemon started from
# elsewhere, with a third cache, and a rebuild without the cache late in the
# daemon's life (its heap laid out differently).  Then five programs of
# tests/cases/modules, in-process in one directory and through the daemon in
# the other.  Everything is compared with cmp.
set -uo pipefail

. "$(dirname "${BASH_SOURCE[0]}")/args.sh"
test_args repro_test "$@"
top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
rm -rf "$work"
mkdir -p "$work"
work=$(cd "$work" && pwd)
unset KILN_DAEMON_IDLE KILN_CACHE KILN_CACHE_MAX KILN_RUNTIME KILN_REMOTE_CACHE KILN_WHOLE_PROGRAM
runs=$(mktemp -d /tmp/kiln-repro-test.XXXXXX)

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
cleanup() {
  KILN_DAEMON_DIR=$runs/run "$kiln" daemon stop >/dev/null 2>&1
  rm -rf "$runs"
}
trap cleanup EXIT

one=$work/one/src
two=$work/two/a/much/deeper/checkout/src
mkdir -p "$one/util" "$two"
cd "$one"
cat >util/stack.ts <<'TS'
export class Stack<T> {
  private items: T[] = [];
  push(x: T): void {
    this.items.push(x);
  }
  pop(): T | undefined {
    return this.items.pop();
  }
  get size(): number {
    return this.items.length;
  }
}
TS
cat >shapes.ts <<'TS'
export interface Shape {
  area(): number;
  name: string;
}
export class Circle implements Shape {
  name = "circle";
  constructor(private r: number) {}
  area(): number {
    return Math.PI * this.r * this.r;
  }
}
export class Rect implements Shape {
  name = "rect";
  constructor(private w: number, private h: number) {}
  area(): number {
    return this.w * this.h;
  }
}
export function largest(shapes: Shape[]): Shape {
  return shapes.reduce((a, b) => (b.area() > a.area() ? b : a));
}
TS
cat >main.ts <<'TS'
import { Stack } from "./util/stack";
import { Circle, Rect, Shape, largest } from "./shapes";

const shapes: Shape[] = [new Circle(1), new Rect(2, 3), new Circle(2)];
const byName = new Map<string, number>();
for (const s of shapes) byName.set(s.name, (byName.get(s.name) ?? 0) + s.area());
for (const [k, v] of byName) console.log(k, v.toFixed(3));
const st = new Stack<string>();
["a", "b", "c"].forEach((x) => st.push(x.toUpperCase()));
console.log(st.size, st.pop(), largest(shapes).name);
const counter = (() => {
  let n = 0;
  return () => ++n;
})();
counter();
async function later(x: number): Promise<number> {
  await null;
  return x * counter();
}
later(21).then((v) => console.log("async", v));
TS
cp -r "$one/." "$two/"
expected=$'circle 15.708\nrect 6.000\n3 C circle\nasync 42'

# build DIR CACHE [KILN_DAEMON value]: everything from one clean directory
build_all() {
  local dir=$1 cache=$2 root
  (
    cd "$dir" || exit 1
    export KILN_CACHE_DIR=$cache
    "$kiln" build main.ts -o app || exit 1
    "$kiln" build main.ts --emit=obj -o whole.o || exit 1
    root=.
    [ "$dir" = "$two" ] && root=$dir # relative in one, absolute in the other
    mkdir -p objs
    for m in util/stack shapes main; do
      flags=()
      [ "$m" = main ] && flags=(--main)
      "$kiln" compile "$m.ts" --root "$root" -o "objs/${m//\//_}.o" --iface "objs/$m.kif" --iface-path objs "${flags[@]}" || exit 1
    done
    "$kiln" link objs/util_stack.o objs/shapes.o objs/main.o -o linked || exit 1
  )
}
same() { # same DIR1 DIR2: every output equal
  local f ok=0
  for f in app whole.o objs/util_stack.o objs/shapes.o objs/main.o objs/util/stack.kif linked; do
    cmp "$1/$f" "$2/$f" || ok=1
  done
  return $ok
}
runs_right() { [ "$("$1/app")" = "$expected" ] && [ "$("$1/linked")" = "$expected" ]; }

export KILN_DAEMON=off
check "in-process, clean, in $one" build_all "$one" "$work/cache1"
check "...the program runs" runs_right "$one"
check "in-process, clean, in $two" build_all "$two" "$work/cache2"
check "...executables, objects and interface files are the same bytes" same "$one" "$two"
# the linker: lld inside kiln (liblld), ld.lld as a process, and `cc` running it give the same bytes
(cd "$one" && KILN_LINK_SPAWN=1 "$kiln" build main.ts -o app-spawn --no-cache &&
  KILN_LINK_VIA_CC=1 "$kiln" build main.ts -o app-cc --no-cache)
check "...linked by ld.lld as a process, or through cc, the same bytes" \
  bash -c 'cmp "$1/app" "$1/app-spawn" && cmp "$1/app" "$1/app-cc"' _ "$one"

# a build's modules on one thread or four: the same bytes, and the same error when modules fail
(cd "$one" && "$kiln" build main.ts -o app-j1 --no-cache -j1 && "$kiln" build main.ts -o app-j4 --no-cache -j 4)
check "...one thread or four compiling the modules, the same bytes" \
  bash -c 'cmp "$1/app" "$1/app-j1" && cmp "$1/app" "$1/app-j4"' _ "$one"
mkdir -p "$work/bad/util"
cp -r "$one/." "$work/bad/"
sed -i 's/return this.items.pop();/const oops: number = "stack"; return this.items.pop();/' "$work/bad/util/stack.ts"
sed -i 's/^later(21)/const alsoBad: string = 42;\nlater(21)/' "$work/bad/main.ts"
(cd "$work/bad" && "$kiln" build main.ts -o app --no-cache -j1 >/dev/null 2>"$work/bad/j1.err"
  "$kiln" build main.ts -o app --no-cache -j4 >/dev/null 2>"$work/bad/j4.err")
check "...errors in two modules: -j4 says what -j1 says" \
  bash -c 'grep -q "stack.ts:.*error: Type .string. is not assignable to type .number." "$1/j1.err" &&
    cmp "$1/j1.err" "$1/j4.err"' _ "$work/bad"

mkdir -p "$work/three"
rm -rf "$two/app" "$two/whole.o" "$two/objs" "$two/linked"
unset KILN_DAEMON
export KILN_DAEMON_DIR=$runs/run
(cd / && "$kiln" daemon start >/dev/null)
check "through the daemon (started in /), a third cache, in $two" build_all "$two" "$work/cache3"
check "...the same bytes as in-process" same "$one" "$two"
check "...the program runs" runs_right "$two"
# later in the daemon's life, without the cache at all
(cd "$two" && KILN_CACHE_DIR=$work/cache3 "$kiln" build main.ts -o app2 --no-cache && "$kiln" build main.ts -o app3 --no-cache -O2)
check "...a build without the cache, later in the daemon's life, is the same too" bash -c 'cmp "$1/app" "$2/app2" && cmp "$1/app" "$2/app3"' _ "$one" "$two"

# programs of the case corpus: in-process in one tree, the daemon in the other
for n in bank class_hierarchy reexports nested_dirs live_bindings; do
  src=$top/tests/cases/modules/$n
  [ -d "$src" ] || continue
  mkdir -p "$work/c1/$n" "$work/c2/deep/er/$n"
  cp -r "$src/." "$work/c1/$n/"
  cp -r "$src/." "$work/c2/deep/er/$n/"
  (cd "$work/c1/$n" && KILN_DAEMON=off KILN_CACHE_DIR=$work/cc1 "$kiln" build main.ts -o app)
  (cd "$work/c2/deep/er/$n" && KILN_CACHE_DIR=$work/cc2 "$kiln" build main.ts -o app)
  check "tests/cases/modules/$n: in-process and daemon builds in two directories are the same bytes" \
    cmp "$work/c1/$n/app" "$work/c2/deep/er/$n/app"
done

# modules large enough to be emitted in two halves on two threads (an
# archive of two objects, backend/split.cpp): bench/incremental's generator
gen=$top/bench/incremental/gen.js
if command -v node >/dev/null && [ -f "$gen" ]; then
  node "$gen" --modules 3 --out "$work/g1" >/dev/null
  mkdir -p "$work/g2/deep/er"
  cp -r "$work/g1" "$work/g2/deep/er/"
  (cd "$work/g1/src" && KILN_DAEMON=off KILN_CACHE_DIR=$work/gc1 "$kiln" build main.ts -o app -O2)
  (cd "$work/g2/deep/er/g1/src" && KILN_CACHE_DIR=$work/gc2 "$kiln" build main.ts -o app -O2)
  check "split modules (bench/incremental/gen.js --modules 3, -O2): in-process and daemon builds are the same bytes" \
    cmp "$work/g1/src/app" "$work/g2/deep/er/g1/src/app"
  # (only a kilnd with split.cpp splits: not the sanitizer builds, which have no in-process lld)
  if grep -aq 'kiln\.part\.' "$(dirname "$kiln")/kilnd"; then
    check "...the daemon's objects of those modules are archives of two halves" \
      bash -c 'for f in "$1"/objects/*.o; do [ "$(head -c 7 "$f")" = "!<arch>" ] && exit 0; done; exit 1' _ "$KILN_DAEMON_DIR"
  else
    echo "skip: this kilnd does not split modules (no in-process lld)"
  fi
  # every multi-module case cut in two whatever its size (KILN_SPLIT_MIN=0):
  # what one half uses of the other, the copies and the hidden names
  if grep -aq 'kiln\.part\.' "$(dirname "$kiln")/kilnd"; then
    for src in "$top"/tests/cases/modules/*/ "$top"/tests/cases/*/modules/*/; do
      [ -f "$src/main.out" ] && [ ! -f "$src/main.in" ] && [ ! -f "$src/main.code" ] || continue
      n=$(basename "$src")
      mkdir -p "$work/cut/$n"
      cp -r "$src/." "$work/cut/$n/"
      (cd "$work/cut/$n" && KILN_DAEMON=off KILN_SPLIT_MIN=0 KILN_CACHE_DIR=$work/cutc "$kiln" build main.ts -o app -O2)
      check "${src#"$top"/}, every module cut in two (KILN_SPLIT_MIN=0, -O2): prints main.out" \
        bash -c '[ -x "$1/app" ] && "$1/app" </dev/null | cmp -s - "$2/main.out"' _ "$work/cut/$n" "$src"
    done
  fi
  "$top/node_modules/.bin/esbuild" --bundle --platform=node --log-level=warning "$work/g1/src/main.ts" \
    --outfile="$work/g1/bundle.js" 2>/dev/null
  if [ -f "$work/g1/bundle.js" ]; then
    check "...and the program prints what Node prints" \
      bash -c '[ "$("$1/src/app")" = "$(node "$1/bundle.js")" ]' _ "$work/g1"
  fi
fi

exit $failed
