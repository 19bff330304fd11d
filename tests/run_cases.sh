#!/usr/bin/env bash
# The case suite: compiles every tests/cases program with kiln and compares it with Node.js.
#
#   tests/run_cases.sh --kiln PATH/kiln -O0|-O2 --work DIR [filter-substring]
#
# A program X.ts must compile (`kiln build X.ts -o DIR/X -O2`), then run with
# the words of its optional first-line `// args: a b c` directive and X.in
# (if present, else /dev/null) as its standard input, print
# exactly X.out on stdout and exit with the status in X.code (0 if absent).
# A program in tests/cases/errors/ must be rejected: kiln exits non-zero,
# writes no output file, and for each line marked `// expect error: MESSAGE`
# prints a diagnostic line containing ":LINE:COL:" and MESSAGE on stderr.
#
# Under KILN_GC_STRESS a case with a `// gc-stress: compile only` line in
# its first five is compiled but not run (puzzle programs doing millions of
# allocations would take far longer than the run timeout).
# Cases run in parallel (KILN_CASES_JOBS, default nproc); a compile gets
# KILN_CASES_BUILD_TIMEOUT seconds (default 120), a run KILN_CASES_RUN_TIMEOUT
# seconds of CPU time and six times that of wall-clock time (default 10;
# sanitizer builds need more).  Only failures are
# printed, each with the first lines of a diff, then "N passed, M failed".
set -uo pipefail

usage() {
  echo "usage: $0 --kiln PATH -O0|-O2 --work DIR [filter-substring]" >&2
  exit 2
}

kiln="" opt="-O2" work="" filter=""
while (($#)); do
  case $1 in
    --kiln) kiln=${2:-}; shift 2 || usage ;;
    --work) work=${2:-}; shift 2 || usage ;;
    -O0 | -O1 | -O2 | -O3) opt=$1; shift ;;
    -h | --help) usage ;;
    -*) echo "run_cases: unknown option $1" >&2; usage ;;
    *) [ -z "$filter" ] || usage; filter=$1; shift ;;
  esac
done
[ -n "$kiln" ] && [ -n "$work" ] || usage
[ -x "$kiln" ] || { echo "run_cases: $kiln is not an executable" >&2; exit 2; }

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cases=$top/tests/cases
kiln=$(cd "$(dirname "$kiln")" && pwd)/$(basename "$kiln")
mkdir -p "$work"
work=$(cd "$work" && pwd)
results=$work/.results
rm -rf "$results"
mkdir -p "$results"

# The builds go through a kilnd of their own (unless the caller chose one), so
# that two suites run at once, say from two checkouts, never share a daemon
# that each would replace with its own kilnd; it is stopped at the end.
if [ -z "${KILN_DAEMON_DIR:-}" ]; then
  export KILN_DAEMON_DIR=$work/.kilnd
  mkdir -p -m 700 "$KILN_DAEMON_DIR"
  trap '"$kiln" daemon stop >/dev/null 2>&1' EXIT
fi

# Runs one case (path relative to tests/cases); writes $results/<id>.pass or
# $results/<id>.fail (the latter holding the explanation).
run_one() {
  local rel=$1
  local src=$cases/$rel
  local id=${rel%.ts}
  local out=$work/bin/$id
  local res=$results/${id//\//__}
  local log=$res.log
  mkdir -p "$(dirname "$out")"
  rm -f "$out" "$out.stdout" "$out.stderr" "$out.build"

  if [[ $rel == errors/* ]]; then
    timeout -k 5 "$build_timeout" "$kiln" build "$src" -o "$out" "$opt" >"$out.build" 2>&1 </dev/null
    local st=$?
    local why=""
    if [ "$st" -eq 0 ]; then
      why="compiled successfully, but must be rejected"
    elif [ "$st" -eq 124 ]; then
      why="compiler timed out after ${build_timeout}s"
    elif [ "$st" -ge 128 ]; then
      why="compiler crashed (exit status $st)"
    elif [ -e "$out" ]; then
      why="compiler failed but still wrote $out"
    fi
    local expects=0 line msg
    while IFS= read -r m; do
      line=${m%%:*}
      msg=${m#*// expect error:}
      msg=${msg#"${msg%%[![:space:]]*}"}
      msg=${msg%"${msg##*[![:space:]]}"}
      expects=$((expects + 1))
      if [ -z "$why" ] && ! grep -E ":${line}:[0-9]+:" "$out.build" | grep -qF -- "$msg"; then
        why="no diagnostic at line $line containing: $msg"
      fi
    done < <(grep -n '// expect error:' "$src")
    [ "$expects" -gt 0 ] || why="error case has no '// expect error:' line"
    if [ -n "$why" ]; then
      { echo "$why"; echo "--- compiler output:"; head -n 20 "$out.build"; } >"$log"
      mv "$log" "$res.fail"
    else
      : >"$res.pass"
    fi
    return 0
  fi

  timeout -k 5 "$build_timeout" "$kiln" build "$src" -o "$out" "$opt" >"$out.build" 2>&1 </dev/null
  local bst=$?
  if [ "$bst" -ne 0 ]; then
    { echo "does not compile (kiln exit status $bst)"; head -n 20 "$out.build"; } >"$res.fail"
    return 0
  fi
  if [ ! -x "$out" ]; then
    echo "compiler succeeded but wrote no executable $out" >"$res.fail"
    return 0
  fi
  # A program too heavy to run with a collection at every allocation (a
  # `// gc-stress: compile only` line among its first five) is only compiled
  # in that mode; the normal suites run it.
  if [ -n "${KILN_GC_STRESS:-}" ] && head -n 5 "$src" | grep -q '^// gc-stress: compile only'; then
    : >"$res.pass"
    return 0
  fi

  local args=() first
  first=$(head -n 1 "$src")
  if [[ $first =~ ^//[[:space:]]*args:(.*)$ ]]; then
    read -r -a args <<<"${BASH_REMATCH[1]}"
  fi
  local input=/dev/null
  [ -f "$cases/$id.in" ] && input=$cases/$id.in
  # The limit is on CPU time (a busy loop that never ends), with a wall-clock
  # limit of six times that for a program that waits forever: on a loaded
  # machine a program needing 3 s of CPU can take more than 10 s of wall time.
  # (bash's "Killed" notice for the subshell goes to /dev/null.)
  { (ulimit -t "$run_timeout" && exec timeout -k 2 "$((run_timeout * 6))" "$out" "${args[@]+"${args[@]}"}") \
    >"$out.stdout" 2>"$out.stderr" <"$input"; } 2>/dev/null
  local st=$? want=0
  [ -f "$cases/$id.code" ] && want=$(tr -d '[:space:]' <"$cases/$id.code")
  local why=""
  if [ ! -f "$cases/$id.out" ]; then
    why="missing expected output $id.out (run tests/regen.sh)"
  elif [ "$st" -eq 124 ]; then
    why="timed out after $((run_timeout * 6))s (wall clock)"
  elif [ "$st" -eq 152 ] || { [ "$st" -eq 137 ] && [ "$want" != 137 ]; }; then
    why="used more than ${run_timeout}s of CPU time"
  elif ! cmp -s "$cases/$id.out" "$out.stdout"; then
    why="stdout differs (exit status $st, expected $want)"
  elif [ "$st" != "$want" ]; then
    why="exit status $st, expected $want"
  fi
  if [ -n "$why" ]; then
    {
      echo "$why"
      if [ "$st" -ne 124 ] && [ -f "$cases/$id.out" ] && ! cmp -s "$cases/$id.out" "$out.stdout"; then
        diff -u --label expected --label actual "$cases/$id.out" "$out.stdout" | head -n 20
      fi
      if [ -s "$out.stderr" ]; then
        echo "--- stderr:"
        head -n 5 "$out.stderr"
      fi
    } >"$res.fail"
  else
    : >"$res.pass"
  fi
  return 0
}

build_timeout=${KILN_CASES_BUILD_TIMEOUT:-120}
run_timeout=${KILN_CASES_RUN_TIMEOUT:-10}
jobs=${KILN_CASES_JOBS:-$(nproc 2>/dev/null || echo 2)}
export cases work results kiln opt build_timeout run_timeout
export -f run_one

list=$results/list
# A multi-module case is a directory .../modules/NAME/: main.ts is the case,
# the other .ts files under it are its modules.
(cd "$cases" && find . -name '*.ts' -type f | sed 's|^\./||' | LC_ALL=C sort) |
  awk '!/(^|\/)modules\/[^\/]+\// || /(^|\/)modules\/[^\/]+\/main\.ts$/' |
  { if [ -n "$filter" ]; then grep -F -- "$filter" || true; else cat; fi; } >"$list"
total=$(wc -l <"$list")
if [ "$total" -eq 0 ]; then
  echo "run_cases: no cases match '${filter}'" >&2
  exit 1
fi

tr '\n' '\0' <"$list" | xargs -0 -n 1 -P "$jobs" bash -c 'run_one "$1"' run_one

# Known failures (tests/cases/KNOWN_FAILURES) are reported, not counted as
# failures; one that passes is a failure until it is taken off the list.
known_reason() {
  [ -f "$cases/KNOWN_FAILURES" ] || return 1
  awk -v c="$1" '$1 == c { $1 = ""; sub(/^ +/, ""); print; found = 1 } END { exit !found }' "$cases/KNOWN_FAILURES"
}

passed=0 failed=0 known=0
while IFS= read -r rel; do
  res=$results/$(id=${rel%.ts}; echo "${id//\//__}")
  if why=$(known_reason "$rel"); then
    if [ -f "$res.pass" ]; then
      failed=$((failed + 1))
      echo "FAIL: tests/cases/$rel ($opt) passes now: remove it from tests/cases/KNOWN_FAILURES"
    else
      known=$((known + 1))
      echo "KNOWN: tests/cases/$rel ($opt): $why"
    fi
  elif [ -f "$res.pass" ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: tests/cases/$rel ($opt)"
    if [ -f "$res.fail" ]; then
      sed 's/^/  /' "$res.fail"
    else
      echo "  (no result: the case runner itself failed)"
    fi
  fi
done <"$list"

echo "$passed passed, $failed failed, $known known failures"
[ "$failed" -eq 0 ]
