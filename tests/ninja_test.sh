#!/usr/bin/env bash
# Kiln under the real Ninja: `kiln compile` / `kiln link` edges, restat, depfiles.
#
#   tests/ninja_test.sh --kiln PATH/kiln --work DIR
#
# On a copy of examples/ninja (5 modules): `kiln ninja` writes the build file,
# ninja builds it through the daemon (private socket directory and cache) and
# the program prints examples/ninja/expected.out; a second ninja has "no work
# to do"; a body edit in a leaf module compiles that module only (its
# interface file is unchanged, so restat prunes its importers) and links; a
# signature edit compiles the module and its importers; a new import
# rewrites build.ninja; the same build without the daemon gives the same
# executable.  Then a hand-written build file that includes
# rules/ninja/kiln.ninja, `kiln compdb`, and every tests/cases/modules program
# built through `kiln ninja` prints what Node printed.
set -uo pipefail

. "$(dirname "${BASH_SOURCE[0]}")/args.sh"
test_args ninja_test "$@"
command -v ninja >/dev/null || { echo "ninja_test: ninja is not installed" >&2; exit 2; }
top=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$work"
mkdir -p "$work"
work=$(cd "$work" && pwd)
unset KILN_DAEMON KILN_DAEMON_IDLE KILN_CACHE KILN_CACHE_MAX KILN_WHOLE_PROGRAM
mkdir -m 700 "$work/sock"
export KILN_DAEMON_DIR=$work/sock KILN_CACHE_DIR=$work/cache
trap '"$kiln" daemon stop >/dev/null 2>&1' EXIT

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
# count WORD FILE: lines of ninja's output that start an edge of that kind
count() { grep -c "] $1 " "$2"; }

cp -r "$top/examples/ninja" "$work/ex"
cd "$work/ex"
check "kiln ninja writes build/build.ninja" "$kiln" ninja src/main.ts -o build/build.ninja
ninja -C build >../b1.log 2>&1
check "the first build compiles the 5 modules and links" \
  test "$(count KILN ../b1.log)" = 5 -a "$(count LINK ../b1.log)" = 1
build/main >../out1.txt
check "the program prints the expected output" cmp -s ../out1.txt expected.out
check "the depfile went into ninja's deps log" bash -c "ninja -C build -t deps obj/main.o | grep -q iface/router.kif"

ninja -C build >../b2.log 2>&1
check "a second build has no work to do" grep -q "no work to do" ../b2.log

# A body edit in a leaf module: one compile, the importers pruned by restat.
cp build/iface/format.kif ../format.kif.before
sed -i 's/const sign = cents < 0 ? "-" : "";/const sign = cents < 0 ? "minus " : "";/' src/format.ts
sleep 1.1 # (mtime granularity of some file systems)
touch src/format.ts
ninja -C build >../b3.log 2>&1
check "a body edit compiles one module" test "$(count KILN ../b3.log)" = 1
check "...and links" test "$(count LINK ../b3.log)" = 1
check "...its interface file is byte-identical" cmp -s build/iface/format.kif ../format.kif.before
check "...and still the program's output" bash -c "build/main | cmp -s - expected.out"
ninja -C build >../b4.log 2>&1
check "then no work to do again" grep -q "no work to do" ../b4.log

# A signature edit: the module and the modules that import it.
sed -i 's/export function pad(s: string, width: number): string {/export function pad(s: string, width: number, fill: string = " "): string {/; s/" ".repeat(width - s.length)/fill.repeat(width - s.length)/' src/format.ts
touch src/format.ts
ninja -C build >../b5.log 2>&1
check "a signature edit compiles the module and those that import it, directly or not" \
  test "$(count KILN ../b5.log)" = 3 -a "$(grep -c 'KILN ../src/\(format\|router\|main\).ts' ../b5.log)" = 3
check "...whose output is unchanged" bash -c "build/main | cmp -s - expected.out"

# A new import: build.ninja rewrites itself and builds the new module.
cat >src/audit.ts <<'TS'
export function audit(what: string): string {
  return "audit: " + what;
}
TS
sed -i 's|^import { route } from "./router";|import { route } from "./router";\nimport { audit } from "./audit";\nconsole.log(audit("start"));|' src/main.ts
ninja -C build >../b6.log 2>&1
check "a new import rewrites build.ninja" grep -q "KILN-NINJA build.ninja" ../b6.log
check "...and builds the new module" grep -q "KILN ../src/audit.ts" ../b6.log
check "...into the program" bash -c "build/main | head -1 | grep -qx 'audit: start'"
ninja -C build >../b7.log 2>&1
check "then no work to do again" grep -q "no work to do" ../b7.log

# The same build in-process, without the daemon, gives the same executable.
"$kiln" ninja src/main.ts -o nodaemon/build.ninja --output app
KILN_DAEMON=off ninja -C nodaemon >../b8.log 2>&1
check "without the daemon: the same executable" cmp -s nodaemon/app build/main

# compile_commands.json
"$kiln" compdb src/main.ts -o build/compile_commands.json
check "kiln compdb lists the 6 modules" python3 -c "
import json, sys
db = json.load(open('build/compile_commands.json'))
sys.exit(0 if len(db) == 6 and all(e['arguments'][1] == 'compile' and e['output'].startswith('obj/') for e in db) else 1)"

# A hand-written build file with rules/ninja/kiln.ninja.
mkdir -p "$work/hand/src"
cd "$work/hand"
cat >src/util.ts <<'TS'
export function twice(n: number): number {
  return n * 2;
}
TS
cat >src/app.ts <<'TS'
import { twice } from "./util";
console.log(twice(21));
TS
cat >build.ninja <<NINJA
include $top/rules/ninja/kiln.ninja
kiln = $kiln
root = src
build obj/util.o | iface/util.kif: kiln_compile \$root/util.ts
  iface = iface/util.kif
build obj/app.o | iface/app.kif: kiln_compile \$root/app.ts | iface/util.kif
  iface = iface/app.kif
  unit_flags = --main
build app: kiln_link obj/app.o obj/util.o
NINJA
ninja >../h1.log 2>&1
check "a hand-written build file with rules/ninja/kiln.ninja builds" bash -c "./app | grep -qx 42"
sed -i 's/n \* 2/n + n/' src/util.ts
ninja >../h2.log 2>&1
check "...and a body edit compiles one module" test "$(count KILN ../h2.log)" = 1

# The "import cycle" a per-module compile reports (it turns the lazy check
# of the modules the target reaches off): none for a type-only import of a
# module evaluated later, one for a real cycle (interfaces from --iface-only).
cd "$work"
tof=$top/tests/cases/modules/type_only_forward
"$kiln" ninja "$tof/main.ts" -o "$work/tof/build.ninja" && ninja -C "$work/tof" >/dev/null 2>&1
(cd "$work/tof" && KILN_CACHE=off "$kiln" compile "$tof/main.ts" --root "$tof" -o m.o --iface-path iface --main \
  --stats=json 2>stats.json)
check "a type-only import of a module evaluated later is no import cycle" grep -q '"import_cycle":false' "$work/tof/stats.json"
cyc=$top/tests/cases/modules/cycle_order
mkdir -p "$work/cyc/iface"
for f in "$cyc"/*.ts; do
  b=$(basename "$f" .ts)
  "$kiln" compile "$f" --root "$cyc" --iface-only --iface "$work/cyc/iface/$b.kif" 2>/dev/null
done
(cd "$work/cyc" && KILN_CACHE=off "$kiln" compile "$cyc/a.ts" --root "$cyc" -o a.o --iface-path iface --stats=json 2>stats.json)
check "...and a real one is" grep -q '"import_cycle":true' "$work/cyc/stats.json"

# Every multi-module case, one kiln compile per module.
cd "$work"
for d in "$top"/tests/cases/modules/*/; do
  n=$(basename "$d")
  w=$work/cases/$n
  mkdir -p "$w"
  ok=1
  # (an import cycle is kiln build's only: kiln ninja says so)
  if ! "$kiln" ninja "$d/main.ts" -o "$w/build.ninja" -O0 2>"$w/err" && grep -q "unsupported: an import cycle" "$w/err"; then
    echo "skip: modules/$n has an import cycle (kiln build only)"
    continue
  fi
  "$kiln" ninja "$d/main.ts" -o "$w/build.ninja" -O0 2>"$w/err" && ninja -C "$w" >"$w/log" 2>&1 || ok=0
  if [ $ok = 1 ]; then
    "$w/main" >"$w/out" 2>/dev/null
    code=$?
    want=0
    [ -f "$d/main.code" ] && want=$(cat "$d/main.code")
    cmp -s "$w/out" "$d/main.out" && [ "$code" = "$want" ] || ok=0
  fi
  check "modules/$n built by ninja prints what Node printed" test $ok = 1
  [ $ok = 1 ] || { cat "$w/err" "$w/log" 2>/dev/null | head -20; }
done

[ $failed = 0 ] && echo "ninja_test: all passed"
exit $failed
