#!/usr/bin/env bash
# Sets up (scripts/setup.sh) and runs the whole test suite: C unit tests and
# every tests/cases program at -O0 and -O2 against Node.js's output, then the
# case suite again with AddressSanitizer + UndefinedBehaviorSanitizer.
#   KILN_SKIP_SANITIZE=1  skips the sanitizer pass
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
jobs=$(nproc)

# Each build's compile daemon (kilnd) gets its own socket directory, so the
# normal and the sanitizer builds do not keep replacing each other's daemon,
# and is stopped at the end.
daemons=()
stop_daemons() {
  for d in "${daemons[@]}"; do
    KILN_DAEMON_DIR=$d "${d%/kilnd-sock}/kiln" daemon stop >/dev/null 2>&1 || true
  done
}
trap stop_daemons EXIT

scripts/setup.sh
scripts/setup-bazel.sh # Bazel, for ctest's bazel test only (large, so not in setup.sh)
mkdir -p -m 700 build/kilnd-sock
daemons+=("$top/build/kilnd-sock")
KILN_DAEMON_DIR=$top/build/kilnd-sock ctest --test-dir build --output-on-failure -j"$jobs"

if [ "${KILN_SKIP_SANITIZE:-0}" != 1 ]; then
  echo "test: ASan + UBSan build"
  KILN_BUILD_DIR=build-asan KILN_BUILD_TYPE=Debug KILN_SANITIZE=ON scripts/setup.sh
  mkdir -p -m 700 build-asan/kilnd-sock
  daemons+=("$top/build-asan/kilnd-sock")
  # GC stress mode runs in the normal pass: under ASan it is too slow to be useful;
  # so does the Bazel test (the worker's decoder has its unit test here), and so
  # does the -O0 case suite: the instrumented compiler and runtime are exercised
  # by the -O2 suite (the same frontend and runtime; -O0 differs in the pass
  # pipeline, which the normal pass covers), and the third full suite under ASan
  # was what put CI past 30 minutes on two cores.
  KILN_DAEMON_DIR=$top/build-asan/kilnd-sock ASAN_OPTIONS=detect_leaks=0 KILN_CASES_RUN_TIMEOUT=60 \
    ctest --test-dir build-asan --output-on-failure -j"$jobs" -E 'gc-stress|^bazel$|^cases/O0$'
fi
echo "test: all passed"
