#!/usr/bin/env bash
# Kiln under the real Bazel (Debian's bazel-bootstrap 4.2.3, offline): rules/bazel/defs.bzl and `kiln worker`.
#
#   tests/bazel_test.sh --kiln PATH/kiln --work DIR
#
# On a copy of examples/bazel (three packages) with one Bazel server:
#   - `bazel build //...` succeeds, every Kiln action ran in the persistent
#     worker (execution log: runner "worker"; the worker's own log), the
#     server prints examples/ninja/expected.out and `bazel test` passes;
#   - after a body edit in //lib, exactly one KilnCompile action runs;
#   - the JSON worker protocol (--define=kiln_worker_protocol=json) builds;
#   - --spawn_strategy=sandboxed (every Kiln action sandboxed) builds a program
#     that prints the same: the actions are hermetic;
#   - so does --worker_sandboxing (the persistent workers in sandboxes).
# Exits 77 (skipped) when bazel is not installed (scripts/setup-bazel.sh).
set -uo pipefail

. "$(dirname "${BASH_SOURCE[0]}")/args.sh"
test_args bazel_test "$@"
command -v bazel >/dev/null || { echo "bazel_test: bazel is not installed (scripts/setup-bazel.sh): skipped"; exit 77; }
bdir=$(cd "$(dirname "$kiln")" && pwd)
top=$(cd "$(dirname "$0")/.." && pwd)
[ -f "$bdir/kiln.bazelrc" ] || { echo "bazel_test: $bdir/kiln.bazelrc is missing (CMake writes it)" >&2; exit 2; }
if [ -d "$work" ]; then chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"; fi
mkdir -p "$work"
work=$(cd "$work" && pwd)

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

cp -r "$top/examples/bazel" "$work/ws"
cd "$work/ws"
rm -f bazel-*
# The example's .bazelrc imports ../../build/kiln.bazelrc; here, the tested build's.
cat >.bazelrc <<RC
import $bdir/kiln.bazelrc
build --strategy=KilnCompile=worker --strategy=KilnInterface=worker --strategy=KilnLink=worker
build --experimental_worker_allow_json_protocol
build --show_result=0
RC
B=(bazel --output_user_root="$work/root" --max_idle_secs=300)
trap '"${B[@]}" shutdown >/dev/null 2>&1' EXIT

# spawns LOG: "mnemonic runner" per executed spawn of the JSON execution log
spawns() {
  python3 - "$1" <<'PY'
import json, sys
s = open(sys.argv[1]).read()
dec, i = json.JSONDecoder(), 0
while True:
    while i < len(s) and s[i].isspace():
        i += 1
    if i >= len(s):
        break
    o, i = dec.raw_decode(s, i)
    if not o.get("remoteCacheHit"):
        print(o.get("mnemonic"), o.get("runner"))
PY
}

"${B[@]}" build //... --execution_log_json_file="$work/exec1.json" >"$work/b1.log" 2>&1
check "bazel build //... succeeds" grep -q "Build completed successfully" "$work/b1.log" || tail -20 "$work/b1.log"
spawns "$work/exec1.json" >"$work/s1.txt"
check "every Kiln action ran in the persistent worker" \
  bash -c "grep -c '^Kiln' $work/s1.txt | grep -qx 14 && ! grep '^Kiln' $work/s1.txt | grep -qv ' worker$'"
out_base=$("${B[@]}" info output_base 2>/dev/null)
check "...whose log shows the requests it served" \
  bash -c "cat $out_base/bazel-workers/*KilnCompile*.log | grep -q 'kiln worker .*: request .* -> 0'"
check "...which started in the execroot, not in a sandbox" \
  bash -c "cat $out_base/bazel-workers/*KilnCompile*.log | grep 'started (proto protocol)' | grep -v -q '/bazel-workers/'"
check "the server prints the expected output" bash -c "bazel-bin/app/server | cmp -s - $top/examples/ninja/expected.out"
"${B[@]}" test //app:router_test >"$work/t1.log" 2>&1
check "bazel test //app:router_test passes" grep -q "1 test passes" "$work/t1.log"

sed -i 's/const sign = cents < 0 ? "-" : "";/const sign = cents < 0 ? "minus " : "";/' lib/format.ts
"${B[@]}" build //... --execution_log_json_file="$work/exec2.json" >"$work/b2.log" 2>&1
spawns "$work/exec2.json" >"$work/s2.txt"
check "after a body edit exactly one compile action ran" test "$(grep -c '^KilnCompile worker$' "$work/s2.txt")" = 1
check "...and no other compile" test "$(grep -c '^KilnCompile' "$work/s2.txt")" = 1
check "...and the server still works" bash -c "bazel-bin/app/server | cmp -s - $top/examples/ninja/expected.out"

"${B[@]}" build --define=kiln_worker_protocol=json //... >"$work/b3.log" 2>&1
check "the JSON worker protocol builds" grep -q "Build completed successfully" "$work/b3.log"
check "...in a worker speaking JSON" bash -c "grep -l 'json protocol' $out_base/bazel-workers/*.log | grep -q KilnCompile"
check "...a working server" bash -c "bazel-bin/app/server | cmp -s - $top/examples/ninja/expected.out"

"${B[@]}" build -c dbg --spawn_strategy=sandboxed --strategy=KilnCompile=sandboxed --strategy=KilnInterface=sandboxed \
  --strategy=KilnLink=sandboxed //... --execution_log_json_file="$work/exec4.json" >"$work/b4.log" 2>&1
spawns "$work/exec4.json" >"$work/s4.txt"
check "a sandboxed build succeeds" grep -q "Build completed successfully" "$work/b4.log"
check "...with every Kiln action in the sandbox" \
  bash -c "grep -c '^Kiln' $work/s4.txt | grep -qx 14 && ! grep '^Kiln' $work/s4.txt | grep -qv 'sandbox$'"
check "...and a working server" bash -c "bazel-bin/app/server | cmp -s - $top/examples/ninja/expected.out"

# Sandboxed workers: each KilnCompile worker runs in a directory of its own
# under bazel-workers/ that holds only the action's declared inputs.
"${B[@]}" build -c opt --worker_sandboxing //... --execution_log_json_file="$work/exec5.json" >"$work/b5.log" 2>&1
spawns "$work/exec5.json" >"$work/s5.txt"
check "a build with --worker_sandboxing succeeds" grep -q "Build completed successfully" "$work/b5.log"
check "...with every Kiln action in a worker" \
  bash -c "grep -c '^Kiln' $work/s5.txt | grep -qx 14 && ! grep '^Kiln' $work/s5.txt | grep -qv ' worker$'"
check "...started in a worker sandbox" \
  bash -c "cat $out_base/bazel-workers/*KilnCompile*.log | grep -q 'started (proto protocol) in .*/bazel-workers/'"
check "...and a working server" bash -c "bazel-bin/app/server | cmp -s - $top/examples/ninja/expected.out"

"${B[@]}" shutdown >/dev/null 2>&1
trap - EXIT
if [ $failed = 0 ]; then
  chmod -R u+w "$work/root" 2>/dev/null
  rm -rf "$work/root"
  echo "bazel_test: all passed"
fi
exit $failed
