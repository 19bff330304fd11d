#!/usr/bin/env bash
# Builds the libFuzzer harnesses (CMake option KILN_FUZZ, clang-19) into
# build-fuzz/ and runs each target for SECONDS, one process at a time.
#
#   bench/fuzz/run.sh SECONDS [TARGET...]      targets: compile ir store num http protocol worker_proto remote_proto json regexp (default: all)
#
# Per target it prints the executions run, the coverage (libFuzzer's cov and
# ft) and the crashes, timeouts and out-of-memory inputs found.  Crashing
# inputs land in build-fuzz/artifacts/TARGET/; the growing corpus in
# build-fuzz/corpus/TARGET/ (seeded from bench/fuzz/corpus/TARGET/, from
# tests/cases for compile, and from the typed IR of tests/cases, written at
# run time, for ir and store).  Fork mode with -fork=1 keeps going after a
# crash but still uses one core.  Reproduce one input with
#   build-fuzz/fuzz/TARGET_fuzz FILE
# Environment: KILN_FUZZ_BUILD (default build-fuzz), CC (default clang-19),
# KILN_FUZZ_IR_CODEGEN=0 (ir: reader and dump only, no codegen).
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"

secs=${1:-}
if [[ -z $secs || ! $secs =~ ^[0-9]+$ ]]; then
  echo "usage: bench/fuzz/run.sh SECONDS [compile|ir|store|num|http|protocol|worker_proto|remote_proto|json|regexp]..." >&2
  exit 2
fi
shift
targets=("$@")
((${#targets[@]})) || targets=(compile ir store num http protocol worker_proto remote_proto json regexp)

bdir=${KILN_FUZZ_BUILD:-build-fuzz}
cc=${CC:-clang-19}
rtdir=$("$cc" -print-resource-dir)/lib/linux
if ! ls "$rtdir"/libclang_rt.fuzzer-*.a >/dev/null 2>&1; then
  echo "run.sh: libFuzzer is missing from $rtdir: install libclang-rt-19-dev (scripts/setup.sh)" >&2
  exit 1
fi

# ---- build ------------------------------------------------------------------
if [ ! -f "$bdir/build.ninja" ]; then
  CC=$cc cmake -S . -B "$bdir" -G Ninja -DKILN_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g" >/dev/null
fi
build=()
for t in "${targets[@]}"; do build+=("${t}_fuzz"); done
[[ " ${targets[*]} " =~ \ (ir|store)\  ]] && build+=(kiln_fuzz_seeds) # only those need the IR seeds
ninja -C "$bdir" "${build[@]}" | tail -n 1

# ---- seeds ------------------------------------------------------------------
seeds=$bdir/seeds
rm -rf "$seeds"
mkdir -p "$seeds/compile" "$seeds/ir" "$seeds/store"
while IFS= read -r f; do
  name=${f#tests/cases/}
  cp "$f" "$seeds/compile/${name//\//_}"
done < <(find tests/cases -name '*.ts' | sort)
mapfile -t programs < <(find tests/cases -name '*.ts' -not -path '*/errors/*' | sort)
# (without LeakSanitizer: the seed writer is a tool, not a target; a leak in
# the frontend is the compile target's to find, and must not stop the run)
[ -x "$bdir/fuzz/kiln_fuzz_seeds" ] && [[ " ${targets[*]} " =~ \ (ir|store)\  ]] &&
  ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 \
    "$bdir/fuzz/kiln_fuzz_seeds" "$seeds/ir" "$seeds/store" "${programs[@]}"

# ---- run --------------------------------------------------------------------
declare -A extra=(
  [compile]="-max_len=8192 -dict=bench/fuzz/ts.dict $seeds/compile"
  [ir]="-max_len=65536 $seeds/ir"
  [store]="-max_len=65536 $seeds/store"
  [num]="-max_len=4096"
  [http]="-max_len=16384 -dict=bench/fuzz/http.dict"
  [protocol]="-max_len=8192"
  [worker_proto]="-max_len=8192"
  [remote_proto]="-max_len=4096"
  [json]="-max_len=16384 -dict=bench/fuzz/json.dict"
  [regexp]="-max_len=4096 -timeout=10"
)
summary=()
for t in "${targets[@]}"; do
  if [[ -z ${extra[$t]+x} ]]; then
    echo "run.sh: unknown target $t (compile, ir, store, num, http, protocol, worker_proto, remote_proto, json, regexp)" >&2
    exit 2
  fi
  corpus=$bdir/corpus/$t
  art=$bdir/artifacts/$t
  log=$bdir/logs/$t.log
  mkdir -p "$corpus" "$art" "$(dirname "$log")"
  committed=()
  [ -d "bench/fuzz/corpus/$t" ] && committed=("bench/fuzz/corpus/$t")
  echo "run.sh: fuzzing $t for ${secs}s (log: $log)"
  # shellcheck disable=SC2086 # extra[] holds several words on purpose
  "$bdir/fuzz/${t}_fuzz" -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$art/" \
    "$corpus" "${committed[@]+"${committed[@]}"}" ${extra[$t]} >"$log" 2>&1 || true
  # A job cut off at the deadline can leave an empty "crash" file behind; an
  # empty input that really crashes is counted below all the same.
  find "$art" -type f -size 0 -delete
  # Fork mode's status lines: "#EXECS: cov: C ft: F corp: N exec/s: R oom/timeout/crash: O/T/K time: S ...".
  last=$(grep -E '^#[0-9]+: cov:' "$log" | tail -n 1 || true)
  if [[ -z $last ]]; then
    summary+=("$(printf '%-8s %8s %12s %7s %7s %s' "$t" "$secs" "?" "?" "?" "no status line: see $log")")
    continue
  fi
  execs=$(sed -E 's/^#([0-9]+):.*/\1/' <<<"$last")
  cov=$(sed -E 's/.* cov: ([0-9]+).*/\1/' <<<"$last")
  ft=$(sed -E 's/.* ft: ([0-9]+).*/\1/' <<<"$last")
  otc=$(sed -E 's|.*oom/timeout/crash: ([0-9]+/[0-9]+/[0-9]+).*|\1|' <<<"$last")
  summary+=("$(printf '%-8s %8s %12s %7s %7s %s' "$t" "$secs" "$execs" "$cov" "$ft" "$otc")")
done
echo
printf '%-8s %8s %12s %7s %7s %s\n' target seconds executions cov ft oom/timeout/crash
printf '%s\n' "${summary[@]}"
echo "artifacts: $bdir/artifacts/TARGET/"
