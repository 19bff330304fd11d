#!/usr/bin/env bash
# Regenerates the expected output of every case program by running it under Node.js.
#
#   tests/regen.sh [--dir DIR] [filter-substring]
#
# For each tests/cases/**/X.ts (except tests/cases/errors/; for a multi-module
# case tests/cases/**/modules/NAME/, only its main.ts): strips the types
# with esbuild, runs the result with node (a strict-mode CommonJS script, as tsc
# --strict would emit it), passing the words of an optional first-line
# `// args: a b c` directive as command-line arguments and X.in (if present,
# else /dev/null) as standard input, and writes X.out (exact
# stdout) and X.code (exit status, only when non-zero; a stale X.code is
# removed).  Works from any directory.
set -euo pipefail
top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cases=$top/tests/cases
if [ "${1:-}" = --dir ]; then # another tree of cases (tests/pending)
  cases=$(cd "$2" && pwd)
  shift 2
fi
esbuild=$top/node_modules/.bin/esbuild
filter=${1:-}

if [ ! -x "$esbuild" ]; then
  echo "regen: $esbuild is missing: run scripts/setup.sh (npm ci --ignore-scripts)" >&2
  exit 2
fi
command -v node >/dev/null || { echo "regen: node is not on PATH" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

n=0
fail=0
while IFS= read -r -d '' src; do
  rel=${src#"$cases"/}
  [[ $rel == errors/* ]] && continue
  [[ -n $filter && $rel != *"$filter"* ]] && continue
  base=${src%.ts}

  args=()
  first=$(head -n 1 "$src")
  if [[ $first =~ ^//[[:space:]]*args:(.*)$ ]]; then
    read -r -a args <<<"${BASH_REMATCH[1]}"
  fi

  js=$tmp/case.js
  # `// module: esm` on a line of its own: run as an ES module (top-level
  # await); such a case should not depend on nextTick-versus-promise order
  # after the main module, which differs between ES modules and scripts.
  if grep -q '^// module: esm$' "$src"; then js=$tmp/case.mjs; fi
  # A multi-module case is a directory .../modules/NAME/ whose main.ts is the
  # case; esbuild bundles it (keeping ES module evaluation order and live
  # bindings) into one script.
  if [[ $rel =~ (^|/)modules/[^/]+/ ]]; then
    [[ $rel =~ (^|/)modules/[^/]+/main\.ts$ ]] || continue
    bundle=(--bundle --platform=node --format=cjs '--banner:js="use strict";' "$src")
    # With the esm marker, each module is stripped on its own and node runs
    # them as ES modules: a bundle turns top-level let/const/class into var,
    # so a binding of an import cycle read too early would be undefined, not
    # Node's ReferenceError.  (Specifiers: "./x" and "./x.js" become "./x.mjs".)
    if grep -q '^// module: esm$' "$src"; then
      cdir=$(dirname "$src")
      rm -rf "$tmp/esm" && mkdir -p "$tmp/esm"
      while IFS= read -r -d '' m; do
        mrel=${m#"$cdir"/}
        mkdir -p "$tmp/esm/$(dirname "$mrel")"
        "$esbuild" --loader=ts --format=esm --log-level=error <"$m" |
          perl -pe 's{((?:from|import)\s*["\x27])(\.\.?/[^"\x27]*?)(?:\.js|\.ts)?(["\x27])}{$1$2.mjs$3}g' \
            >"$tmp/esm/${mrel%.ts}.mjs"
      done < <(find "$cdir" -name '*.ts' -type f -print0)
      js=$tmp/esm/main.mjs
      bundle=()
    fi
  else
    bundle=(--loader=ts '--banner="use strict";')
  fi
  if [ ${#bundle[@]} -gt 0 ] && ! "$esbuild" "${bundle[@]}" --log-level=error <"$src" >"$js"; then
    echo "regen: $rel: esbuild failed" >&2
    fail=$((fail + 1))
    continue
  fi
  set +e
  input=/dev/null
  [ -f "$base.in" ] && input=$base.in
  (cd "$(dirname "$src")" && timeout 10 node --stack-size=4000 "$js" "${args[@]+"${args[@]}"}" <"$input" >"$base.out" 2>"$tmp/stderr")
  code=$?
  set -e
  if [ "$code" -ne 0 ]; then
    echo "$code" >"$base.code"
    echo "regen: $rel: exit status $code"
    # `// expect: crash` marks a case that ends by an uncaught error on purpose
    # (an unhandled rejection): its stack trace is then expected.
    if [ "$code" -ge 124 ] || { grep -q "^    at " "$tmp/stderr" && ! grep -q '^// expect: crash$' "$src"; }; then
      echo "regen: $rel: looks broken (timeout, signal or uncaught error):" >&2
      head -n 5 "$tmp/stderr" >&2
      fail=$((fail + 1))
    fi
  else
    rm -f "$base.code"
  fi
  n=$((n + 1))
done < <(find "$cases" -name '*.ts' -type f -print0 | sort -z)

echo "regen: $n cases regenerated, $fail suspicious"
[ "$fail" -eq 0 ]
