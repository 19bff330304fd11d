#!/usr/bin/env bash
# Soak: the reference service compiled by Kiln serves N requests (default
# 1,000,000) in back-to-back wrk runs of --interval seconds, and its resident
# memory is sampled after each run.  Prints every sample, then the first, last
# and largest RSS: a leak shows as a last RSS that keeps growing past the first.
#
#   bench/http/soak.sh [--requests N] [--interval SECONDS] [--conns N] [--routes "/json /hash"]
#                      [--max-seconds S]
#
# Loopback only; the loop stops at N requests or after --max-seconds (default
# 900), whichever comes first.  The service runs pinned to CPU 1, wrk to CPU 0.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
requests=1000000 interval=5 conns=50 routes="/health /json /hash /compute" max_seconds=900
while (($#)); do
  case $1 in
    --requests) requests=$2; shift 2 ;;
    --interval) interval=$2; shift 2 ;;
    --conns) conns=$2; shift 2 ;;
    --routes) routes=$2; shift 2 ;;
    --max-seconds) max_seconds=$2; shift 2 ;;
    -h | --help) sed -n '2,12p' "$0"; exit 0 ;;
    *) echo "soak.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
command -v wrk >/dev/null || { echo "soak.sh: wrk is missing (apt-get install wrk)" >&2; exit 2; }
export COMPUTE_N=${COMPUTE_N:-100000}

work=$(mktemp -d)
pid=
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

src=$top/../shared/workloads/reference-service.ts
[ -f "$src" ] || src=$top/examples/reference-service.ts
cp "$src" "$work/service.ts"
KILN_DAEMON=off "$top/build/kiln" build "$work/service.ts" -o "$work/service" -O2

port=$((20000 + RANDOM % 20000))
PORT=$port taskset -c 1 "$work/service" >/dev/null 2>&1 &
pid=$!
for _ in $(seq 200); do
  curl -s -o /dev/null "http://127.0.0.1:$port/health" && break
  sleep 0.05
done
rss() { awk '/^VmRSS/ {print $2}' "/proc/$pid/status"; }

first=$(rss) max=$first last=$first total=0 start=$SECONDS
echo "soak: $requests requests to $routes, $conns connections, RSS sampled every ${interval}s"
printf "%10s %12s %10s\n" seconds requests rss_kb
printf "%10d %12d %10d\n" 0 0 "$first"
rlist=($routes)
i=0
while ((total < requests && SECONDS - start < max_seconds)); do
  route=${rlist[$((i % ${#rlist[@]}))]}
  i=$((i + 1))
  n=$(taskset -c 0 wrk -t1 -c"$conns" -d"${interval}s" "http://127.0.0.1:$port$route" |
    awk '/requests in/ {print $1}')
  total=$((total + ${n:-0}))
  kill -0 "$pid" 2>/dev/null || { echo "soak: the service died" >&2; exit 1; }
  last=$(rss)
  ((last > max)) && max=$last
  printf "%10d %12d %10d  %s\n" $((SECONDS - start)) "$total" "$last" "$route"
done
peak=$(awk '/^VmHWM/ {print $2}' "/proc/$pid/status")
echo "soak: $total requests in $((SECONDS - start)) s; RSS first $first kB, last $last kB, max sampled $max kB, peak (VmHWM) $peak kB"
