#!/usr/bin/env bash
# Kiln under the real CMake (Ninja generator): rules/cmake/Kiln.cmake.
#
#   tests/cmake_test.sh --kiln PATH/kiln --work DIR
#
# A CMake project builds examples/ninja's service with kiln_add_executable
# (OUTPUT_DIR bin); the program prints examples/ninja/expected.out; a second
# build has "no work to do"; a body edit compiles one module (its interface
# file is unchanged, so restat leaves its importers alone) and links; a
# signature edit compiles the module and the modules that read its interface.
set -uo pipefail

. "$(dirname "${BASH_SOURCE[0]}")/args.sh"
test_args cmake_test "$@"
command -v cmake >/dev/null && command -v ninja >/dev/null || { echo "cmake_test: needs cmake and ninja" >&2; exit 2; }
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
count() { grep -c "] $1 " "$2"; } # ninja's status lines of one kind of command

mkdir -p "$work/proj"
cp -r "$top/examples/ninja/src" "$work/proj/src"
cd "$work/proj"
cat >CMakeLists.txt <<CMAKE
cmake_minimum_required(VERSION 3.20)
project(service NONE)
include($top/rules/cmake/Kiln.cmake)
kiln_add_executable(service
  SOURCES src/main.ts src/router.ts src/store.ts src/model.ts src/format.ts
  ROOT src
  OUTPUT_DIR bin)
CMAKE
check "cmake configures with -G Ninja" bash -c "cmake -S . -B build -G Ninja -DKILN=$kiln >../configure.log 2>&1"
cmake --build build >../b1.log 2>&1
check "the first build makes 5 interface files, 5 objects and links" \
  test "$(count KILN-IFACE ../b1.log)" = 5 -a "$(count KILN ../b1.log)" = 5 -a "$(count LINK ../b1.log)" = 1
check "OUTPUT_DIR holds the program, which prints the expected output" \
  bash -c "build/bin/service | cmp -s - $top/examples/ninja/expected.out"
cmake --build build >../b2.log 2>&1
check "a second build has no work to do" grep -q "no work to do" ../b2.log

sed -i 's/const sign = cents < 0 ? "-" : "";/const sign = cents < 0 ? "minus " : "";/' src/format.ts
sleep 1.1
touch src/format.ts
cmake --build build >../b3.log 2>&1
check "a body edit compiles one module" test "$(count KILN ../b3.log)" = 1
check "...and links" test "$(count LINK ../b3.log)" = 1
check "...and the program still works" bash -c "build/bin/service | cmp -s - $top/examples/ninja/expected.out"
cmake --build build >../b4.log 2>&1
check "then no work to do again" grep -q "no work to do" ../b4.log

sed -i 's/export function money(cents: number): string {/export function money(cents: number, unit: string = "$"): string {/; s/`${sign}\$${Math.floor/`${sign}${unit}${Math.floor/' src/format.ts
touch src/format.ts
cmake --build build >../b5.log 2>&1
# router.ts imports format.ts; main.ts reads format.kif through router.kif (an
# interface keeps its module's imports); store.ts and model.ts do not read it.
check "a signature edit compiles the module and those that read its interface, no other" \
  test "$(count KILN ../b5.log)" = 3 -a "$(grep -c 'KILN format.ts' ../b5.log)" = 1 \
    -a "$(grep -c 'KILN router.ts' ../b5.log)" = 1 -a "$(grep -c 'KILN main.ts' ../b5.log)" = 1
check "...and the program still works" bash -c "build/bin/service | cmp -s - $top/examples/ninja/expected.out"

[ $failed = 0 ] && echo "cmake_test: all passed"
exit $failed
