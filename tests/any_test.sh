#!/usr/bin/env bash
# Kiln's own behaviour for values of type `any` that Node does not share:
# converting an `any` to a static type checks its shape and throws
# `TypeError: expected T at $.path` (tests/any/cast_errors.ts; its stdout must
# equal cast_errors.expected, and the uncaught last cast must exit 1 with the
# error on stderr).
#   tests/any_test.sh --kiln PATH/kiln
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
kiln=""
[ "${1:-}" = --kiln ] && kiln=$2
[ -x "$kiln" ] || { echo "usage: $0 --kiln PATH" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
for opt in -O0 -O2; do
  if ! KILN_DAEMON=off "$kiln" build "$top/tests/any/cast_errors.ts" $opt -o "$work/cast" >"$work/log" 2>&1; then
    echo "FAIL: cast_errors.ts ($opt) does not compile"; cat "$work/log"; fail=1; continue
  fi
  "$work/cast" >"$work/out" 2>"$work/err"
  rc=$?
  if ! diff -u "$top/tests/any/cast_errors.expected" "$work/out"; then
    echo "FAIL: cast_errors ($opt): stdout differs"; fail=1
  elif [ $rc != 1 ] || ! grep -q 'TypeError: expected boolean at \$\.a\.b\[1\]' "$work/err"; then
    echo "FAIL: cast_errors ($opt): exit $rc, stderr:"; cat "$work/err"; fail=1
  else
    echo "ok: cast_errors ($opt)"
  fi
done
[ $fail = 0 ] && echo "any_test: all passed"
exit $fail
