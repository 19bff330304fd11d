# tests/args.sh - the command line every build test takes, sourced by tests/*_test.sh:
#
#   . "$(dirname "${BASH_SOURCE[0]}")/args.sh"; test_args NAME "$@"
#
# Parses `--kiln PATH/kiln --work DIR` (usage and exit 2 otherwise) and sets
# kiln to the absolute path of an executable kiln and work to DIR as given.
test_args() {
  local name=$1
  shift
  kiln="" work=""
  while (($#)); do
    case $1 in
      --kiln) kiln=${2:-}; shift 2 || test_usage ;;
      --work) work=${2:-}; shift 2 || test_usage ;;
      *) test_usage ;;
    esac
  done
  [ -n "$kiln" ] && [ -n "$work" ] || test_usage
  [ -x "$kiln" ] || { echo "$name: $kiln is not an executable" >&2; exit 2; }
  kiln=$(cd "$(dirname "$kiln")" && pwd)/$(basename "$kiln")
}
test_usage() {
  echo "usage: $0 --kiln PATH/kiln --work DIR" >&2
  exit 2
}
