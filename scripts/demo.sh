#!/usr/bin/env bash
# Sets up (scripts/setup.sh), compiles the reference service
# (examples/reference-service.ts, a copy of shared/workloads/reference-service.ts:
# node:http + node:crypto, unmodified) into one native executable and serves
# it on 127.0.0.1:$PORT (default 3000): a request to each route with curl
# shows it working, then it serves until Ctrl-C (or for DEMO_SECONDS seconds).
# examples/service.ts is a second example (query parameters, a POST route).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
scripts/setup.sh
export PORT=${PORT:-3000}
mkdir -p build/examples
echo "demo: build/kiln build examples/reference-service.ts -o build/examples/service"
time build/kiln build examples/reference-service.ts -o build/examples/service
ls -l build/examples/service | awk '{print "demo: executable size " $5 " bytes"}'
build/examples/service &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 200); do curl -s -o /dev/null "http://127.0.0.1:$PORT/health" && break; sleep 0.01; done
for path in /health /json /compute /hash; do
  echo "demo: curl http://127.0.0.1:$PORT$path"
  curl -s "http://127.0.0.1:$PORT$path"
  echo
done
echo "demo: resident memory $(awk '/^VmRSS/ {print $2, $3}' /proc/$pid/status)"
if [ -n "${DEMO_SECONDS:-}" ]; then
  sleep "$DEMO_SECONDS"
else
  echo "demo: serving on http://127.0.0.1:$PORT (Ctrl-C stops it)"
  wait $pid
fi
