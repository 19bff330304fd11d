#!/usr/bin/env bash
# Hostile HTTP clients against a compiled service, on loopback, bounded in time and count.
#
#   bench/hostile/run.sh [--kiln build/kiln] [--service examples/service.ts] [--seconds 8]
#                        [--idle-conns 10000] [--only slowloris,smuggling,...] [--node]
#
# Compiles the service with Kiln (-O2, no daemon), starts it on a free port with
# `ulimit -n` raised, and runs bench/hostile/hostile.py against it: slowloris,
# header floods, huge bodies, request smuggling (CL/TE conflicts, obs-fold, ...),
# invalid chunked encoding, pipelined floods (read back, and never read),
# 10,000 idle keep-alive connections and resets at every point of an exchange.
# A monitor asks /health every 100 ms throughout (latency, failures) and samples
# the server's RSS and open descriptors.  Prints a table per phase; the JSON
# goes to build/hostile/result.json.  --node runs the same source under Node.js
# (types stripped by esbuild) instead, for comparison.  About 2 minutes.
# Exit 1 if the server died, missed a /health, or answered what it must refuse.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
kiln=$top/build/kiln
service=$top/examples/service.ts
py_args=()
use_node=0
while (($#)); do
  case $1 in
    --kiln) kiln=$(realpath "$2"); shift 2 ;;
    --service) service=$(realpath "$2"); shift 2 ;;
    --node) use_node=1; shift ;;
    --seconds | --idle-conns | --only | --slow-conns | --reset-count | --pipeline-depth)
      py_args+=("$1" "$2"); shift 2 ;;
    -h | --help) sed -n '2,17p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown option $1" >&2; exit 2 ;;
  esac
done

work=$top/build/hostile
mkdir -p "$work"
# Server and clients each hold up to ~10,000 sockets.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
if (($(ulimit -n) < 12000)); then
  echo "run.sh: ulimit -n is $(ulimit -n); 10,000 idle connections need more (lowering to what fits)" >&2
  py_args+=(--idle-conns $(($(ulimit -n) - 1000)))
fi

if ((use_node)); then
  "$top/node_modules/.bin/esbuild" --log-level=warning --format=esm --platform=node "$service" \
    --outfile="$work/service.mjs"
  cmd=(node "$work/service.mjs")
else
  KILN_DAEMON=off "$kiln" build -O2 -o "$work/service" "$service"
  cmd=("$work/service")
fi

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
PORT=$port "${cmd[@]}" >"$work/service.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 100); do
  curl -sf "http://127.0.0.1:$port/health" >/dev/null 2>&1 && break
  sleep 0.1
done

rc=0
python3 "$top/bench/hostile/hostile.py" --port "$port" --pid "$pid" --json "$work/result.json" \
  "${py_args[@]+"${py_args[@]}"}" || rc=$?
if ! kill -0 $pid 2>/dev/null; then
  echo "run.sh: the service died; its log:" >&2
  tail -n 20 "$work/service.log" >&2
  rc=1
fi
echo "run.sh: server RSS at the end: $(awk '/VmRSS/ {print $2 / 1024 " MB"}' /proc/$pid/status 2>/dev/null)"
exit $rc
