#!/usr/bin/env bash
# Incremental builds of a generated codebase (gen.js): Kiln with and without its daemon, and, in the same
# run, tsgo (TypeScript 7's native compiler, type-check only) and esbuild (bundle, no type-check).
#
#   bench/incremental/run.sh [--modules N] [--lines L] [--runs R] [--cold-runs C] [--sig-runs S] [--opt LEVEL]
#                            [--work DIR] [--mode daemon|no-daemon]
#
# Defaults: 1000 modules of ~150 lines, R=5 runs of each incremental step, C=1 cold build, S=1 signature
# edit (it re-checks most of the program), -O2, work
# directory /tmp/kiln-incbench, both modes (--mode runs one: two runs with different --work directories can
# then share a slow machine's cores; their tables have the other mode's columns empty).  For each mode (daemon, --no-daemon) it measures, end to end as a user
# sees it (the kiln command's wall time, median of the runs):
#   cold        empty cache (and, with the daemon, no daemon running: the first build starts it)
#   no-op       the same build again
#   body edit   one function body in a module only main imports (gen.json "leaf"): a new constant each run
#   sig edit    the exported signature of the module most modules import (gen.json "hub"): a new default
#   warm cold   a new output file (-o elsewhere), same cache: what a fresh checkout or CI job with a warm
#               cache pays
# with the --stats=json counts of the last run, and the CPU time the build took (the kiln process and
# its children, or the daemon's: utime+stime ticks of 10 ms; not the daemon's store of a linked executable
# in the cache, which it does after its answer, during the 0.3 s pause before each build) and its own wall_ms (the build inside the
# daemon or process, without the client's start and the socket): on a loaded machine, scheduling delays
# inflate the end-to-end figure of a short build many times.  Before timing, the cold build's executable is run and its
# output compared with Node's (esbuild's bundle), and tsgo must accept the tree.  Prints a Markdown table.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
modules=1000 lines=150 runs=5 cold_runs=1 sig_runs=1 opt=2 work=/tmp/kiln-incbench modes="daemon no-daemon"
while (($#)); do
  case $1 in
    --modules) modules=$2; shift 2 ;;
    --lines) lines=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --cold-runs) cold_runs=$2; shift 2 ;;
    --sig-runs) sig_runs=$2; shift 2 ;;
    --opt) opt=${2#-O}; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --mode) [[ $2 == daemon || $2 == no-daemon ]] || { echo "run.sh: --mode daemon|no-daemon" >&2; exit 2; }
            modes=$2; shift 2 ;;
    *) sed -n '2,23p' "$0" >&2; exit 2 ;;
  esac
done
kiln=$top/build/kiln
tsgo=$top/node_modules/.bin/tsgo
esbuild=$top/node_modules/.bin/esbuild
for t in "$kiln" "$tsgo" "$esbuild"; do
  [ -x "$t" ] || { echo "run.sh: $t is missing (scripts/setup.sh installs it)" >&2; exit 2; }
done

rm -rf "$work"
mkdir -p "$work"
work=$(cd "$work" && pwd)
tree=$work/tree
node "$top/bench/incremental/gen.js" --modules "$modules" --lines "$lines" --out "$tree" >"$work/gen.out"
info() { node -e 'process.stdout.write(String(require(process.argv[1])[process.argv[2]]))' "$tree/gen.json" "$1"; }
nmods=$(info modules) nlines=$(info lines) leaf=$tree/$(info leaf) hub=$tree/$(info hub) hubimp=$(info hub_importers)
bytes=$(cat "$tree"/src/*.ts "$tree"/src/*/*.ts | wc -c)

# The daemon and cache of this run only.
export KILN_DAEMON_DIR=$work/sock KILN_CACHE_DIR=$work/cache
mkdir -m 700 "$KILN_DAEMON_DIR"
unset KILN_DAEMON KILN_CACHE KILN_WHOLE_PROGRAM KILN_REMOTE_CACHE
cleanup() { "$kiln" daemon stop >/dev/null 2>&1 || true; }
trap cleanup EXIT

# CPU ticks (utime, stime, cutime, cstime) of the daemon ("d N"), or "p 0" without one.
cpu_ticks() {
  local pid=""
  [ "$mode" = daemon ] && pid=$("$kiln" daemon status 2>/dev/null | sed -n 's/^pid: //p')
  if [ -n "$pid" ] && [ -r "/proc/$pid/stat" ]; then
    awk '{sub(/.*\) /, ""); print "d", $12 + $13 + $14 + $15}' "/proc/$pid/stat"
  else
    echo "p 0"
  fi
}
now_us() { local t=${EPOCHREALTIME/./}; echo "${t#0}"; }
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {m = NR % 2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2; printf "%.1f", m}'; }
field() { sed -n "s/.*\"$2\":\\([a-z0-9.]*\\).*/\\1/p" "$1" | tail -n 1; }

# timed_build STATS OUT [FLAGS...]: one build of main.ts into OUT; prints its wall time in ms.
timed_build() {
  local stats=$1 out=$2
  shift 2
  local t0 t1 c0 c1
  c0=$(cpu_ticks)
  t0=$(now_us)
  (cd "$tree/src" && /usr/bin/time -o "$stats.time" -f "%U %S" "$kiln" build main.ts -o "$out" -O"$opt" --stats=json "$@" \
    2>"$stats.err" >/dev/null) || {
    echo "run.sh: build failed:" >&2
    cat "$stats.err" >&2
    exit 1
  }
  t1=$(now_us)
  c1=$(cpu_ticks)
  # a daemon started by this build: its CPU from zero
  [ "${c0%% *}" = "${c1%% *}" ] || c0="d 0"
  # the kiln process and its children (all of the build without the daemon), plus the daemon's
  awk -v d=$(((${c1#* } - ${c0#* }) * 10)) '{printf "%.0f\n", ($1 + $2) * 1000 + d}' "$stats.time" >"$stats.cpu"
  grep '^{"modules"' "$stats.err" >"$stats" || true
  awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.1f", (b - a) / 1000}'
}

edit_seq=0
body_edit() { edit_seq=$((edit_seq + 1)); sed -i "s|/\*BODY\*/ [0-9]*|/*BODY*/ $((edit_seq + 1))|" "$leaf"; }
sig_edit() { edit_seq=$((edit_seq + 1)); sed -i "s|bias: number = [0-9]* /\*SIG\*/|bias: number = $edit_seq /*SIG*/|" "$hub"; }

# The reference output: esbuild's bundle under Node.
"$esbuild" --bundle --platform=node --log-level=warning "$tree/src/main.ts" --outfile="$work/bundle.js"
node "$work/bundle.js" >"$work/node.out"

declare -A ms counts
scenario() { # scenario MODE NAME RUNS PREPARE FLAGS...
  local mode=$1 name=$2 n=$3 prep=$4
  shift 4
  local -a t=() cpu=() inner=()
  local out=$work/app-$mode
  for ((r = 0; r < n; r++)); do
    $prep "$mode" "$r"
    # (a pause, as between a person's saves: kilnd stores an executable in
    # the cache after its answer, and the next build waits for that store)
    sleep 0.3
    [ "$name" = warm ] && out=$work/app-$mode-warm-$r
    t+=("$(timed_build "$work/$mode-$name.json" "$out" "$@")")
    cpu+=("$(cat "$work/$mode-$name.json.cpu")")
    inner+=("$(field "$work/$mode-$name.json" wall_ms)")
  done
  ms[$mode,$name]=$(median "${t[@]}")
  ms[$mode,$name,cpu]=$(median "${cpu[@]}")
  ms[$mode,$name,in]=$(median "${inner[@]}")
  local s=$work/$mode-$name.json
  counts[$mode,$name]="$(field "$s" checked)/$(field "$s" codegen)/$(field "$s" linked)"
  echo "  $mode $name: ${t[*]} ms (median ${ms[$mode,$name]}), cpu ${cpu[*]}, wall_ms ${inner[*]}" >&2
}
prep_cold() {
  "$kiln" daemon stop >/dev/null 2>&1 || true
  rm -rf "$KILN_CACHE_DIR" "$work/app-$1"
}
prep_none() { :; }
prep_body() { body_edit; }
prep_sig() { sig_edit; }

echo "tree: $nmods modules, $nlines lines, $bytes bytes; leaf $(info leaf), hub $(info hub) ($hubimp importers)" >&2
for mode in $modes; do
  flags=()
  [ "$mode" = no-daemon ] && flags=(--no-daemon)
  scenario "$mode" cold "$cold_runs" prep_cold "${flags[@]}"
  "$work/app-$mode" >"$work/kiln.out"
  cmp -s "$work/kiln.out" "$work/node.out" || { echo "run.sh: Kiln's output differs from Node's" >&2; diff "$work/kiln.out" "$work/node.out" | head >&2; exit 1; }
  scenario "$mode" noop "$runs" prep_none "${flags[@]}"
  scenario "$mode" body "$runs" prep_body "${flags[@]}"
  scenario "$mode" sig "$sig_runs" prep_sig "${flags[@]}"
  scenario "$mode" warm "$runs" prep_none "${flags[@]}"
  "$work/app-$mode" >"$work/kiln.out"
  "$esbuild" --bundle --platform=node --log-level=warning "$tree/src/main.ts" --outfile="$work/bundle.js"
  node "$work/bundle.js" >"$work/node.out"
  cmp -s "$work/kiln.out" "$work/node.out" || { echo "run.sh: Kiln's output differs from Node's after the edits" >&2; exit 1; }
done
"$kiln" daemon stop >/dev/null 2>&1 || true

# The references: tsgo type-checks the tree (noEmit), esbuild bundles it.
ref() { # ref NAME COMMAND...
  local name=$1
  shift
  local -a t=() cpu=()
  for ((r = 0; r < runs; r++)); do
    local t0 t1
    t0=$(now_us)
    (cd "$tree" && /usr/bin/time -o "$work/ref.time" -f "%U %S" "$@" >/dev/null) ||
      { echo "run.sh: $name failed" >&2; (cd "$tree" && "$@") | head -20 >&2; exit 1; }
    t1=$(now_us)
    t+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.1f", (b - a) / 1000}')")
    cpu+=("$(awk '{printf "%.0f", ($1 + $2) * 1000}' "$work/ref.time")")
  done
  ms[$name]=$(median "${t[@]}")
  ms[$name,cpu]=$(median "${cpu[@]}")
  echo "  $name: ${t[*]} ms (median ${ms[$name]}), cpu ${cpu[*]}" >&2
}
ref tsgo "$tsgo" -p tsconfig.json
ref tsgo-incr "$tsgo" -p tsconfig.json --incremental --tsBuildInfoFile "$work/tsgo.tsbuildinfo"
ref esbuild "$esbuild" --bundle --platform=node --log-level=warning src/main.ts --outfile="$work/esb.js"

lps() { awk -v l="$nlines" -v m="$1" 'BEGIN {if (m > 0) printf "%.0f", l / (m / 1000); else print "-"}'; }
echo
echo "$nmods modules, $nlines lines ($bytes bytes), -O$opt; medians of $runs runs ($cold_runs for cold, $sig_runs for the signature edit); $(date -u +%Y-%m-%d)"
echo
echo "| step | daemon ms | lines/s | CPU ms | wall_ms | checked/codegen/linked | --no-daemon ms | lines/s | CPU ms | wall_ms | checked/codegen/linked |"
echo "|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---|"
for s in cold noop body sig warm; do
  case $s in
    cold) label="cold build, empty cache" ;;
    noop) label="no-op rebuild" ;;
    body) label="leaf function-body edit" ;;
    sig) label="exported-signature edit ($hubimp importers)" ;;
    warm) label="cold build, warm cache (new output)" ;;
  esac
  row="| $label"
  for m in daemon no-daemon; do
    if [ -n "${ms[$m,$s]:-}" ]; then
      row+=" | ${ms[$m,$s]} | $(lps "${ms[$m,$s]}") | ${ms[$m,$s,cpu]} | ${ms[$m,$s,in]} | ${counts[$m,$s]}"
    else
      row+=" | | | | | "
    fi
  done
  echo "$row |"
done
echo "| tsgo --noEmit (type-check only) | ${ms[tsgo]} | $(lps "${ms[tsgo]}") | ${ms[tsgo,cpu]} | | | | | | | |"
echo "| tsgo --noEmit --incremental, no change | ${ms[tsgo-incr]} | $(lps "${ms[tsgo-incr]}") | ${ms[tsgo-incr,cpu]} | | | | | | | |"
echo "| esbuild --bundle (no type-check) | ${ms[esbuild]} | $(lps "${ms[esbuild]}") | ${ms[esbuild,cpu]} | | | | | | | |"
