#!/usr/bin/env bash
# The reference service (shared/workloads/reference-service.ts) under load:
# Kiln's binary against Node.js, Bun and Deno running the same source, side by
# side in one run.
#
#   bench/http/run.sh [--rounds N] [--duration SECONDS] [--conns N] [--routes "/health /json"]
#                     [--only "kiln node"] [--workers N]
#
# Each round starts every runtime in turn (the order rotates between rounds),
# pinned to CPU 1 while wrk runs on CPU 0, and records: time from exec to the
# first 200 from /health, resident memory when idle and after the load, and
# wrk's requests/s for each route.  The summary gives medians over the rounds
# and the ratio of Kiln to each peer.  --workers N runs Kiln with
# KILN_WORKERS=N and no CPU pinning for it (peers stay single-threaded, as
# they run by default).  Peers: Node.js from PATH; Bun and Deno from the npm
# registry (pinned versions, installed into bench/.peers on first use).
# COMPUTE_N is lowered to 1,000,000 so /compute stays comparable in a short
# run; pass COMPUTE_N=... to change it.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
rounds=3 duration=5 conns=64 workers=1
routes="/health /json /hash /compute"
only="kiln node bun deno"
while (($#)); do
  case $1 in
    --rounds) rounds=$2; shift 2 ;;
    --duration) duration=$2; shift 2 ;;
    --conns) conns=$2; shift 2 ;;
    --routes) routes=$2; shift 2 ;;
    --only) only=$2; shift 2 ;;
    --workers) workers=$2; shift 2 ;;
    -h | --help) sed -n '2,19p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
export COMPUTE_N=${COMPUTE_N:-1000000}
command -v wrk >/dev/null || { echo "run.sh: wrk is missing (apt-get install wrk)" >&2; exit 2; }

BUN_VERSION=1.4.5 DENO_VERSION=2.9.6
peers=$top/bench/.peers
if [[ " $only " == *" bun "* || " $only " == *" deno "* ]] && [ ! -x "$peers/node_modules/.bin-ok" ]; then
  echo "run.sh: installing bun $BUN_VERSION and deno $DENO_VERSION from the npm registry into $peers" >&2
  mkdir -p "$peers"
  [ -f "$peers/package.json" ] || echo '{"private": true}' >"$peers/package.json" # keeps npm here
  (cd "$peers" && npm i --no-save --no-audit --no-fund --loglevel=error \
    "@oven/bun-linux-x64@$BUN_VERSION" "@deno/linux-x64-glibc@$DENO_VERSION" >&2)
  touch "$peers/node_modules/.bin-ok"
fi
bun=$peers/node_modules/@oven/bun-linux-x64/bin/bun
deno=$peers/node_modules/@deno/linux-x64-glibc/deno

work=$(mktemp -d)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

src=$top/../shared/workloads/reference-service.ts
[ -f "$src" ] || src=$top/bench/http/reference-service.ts
cp "$src" "$work/service.ts"
KILN_DAEMON=off "$top/build/kiln" build "$work/service.ts" -o "$work/service-kiln" -O2
"$top/node_modules/.bin/esbuild" --log-level=error --format=cjs --platform=node "$work/service.ts" >"$work/service.js"

cmd_of() {
  case $1 in
    kiln) echo "$work/service-kiln" ;;
    node) echo "node $work/service.js" ;;
    bun) echo "$bun $work/service.ts" ;;
    deno) echo "$deno run --allow-net --allow-env $work/service.ts" ;;
  esac
}

# start RT PORT: starts the service pinned to CPU 1; prints "pid startup_ms"
start() {
  local rt=$1 port=$2 pin="taskset -c 1"
  local -a env=(PORT="$port")
  if [ "$rt" = kiln ] && [ "$workers" != 1 ]; then pin=""; env+=(KILN_WORKERS="$workers"); fi
  python3 - "$port" "$pin" "${env[@]}" -- $(cmd_of "$rt") <<'EOF'
import os, socket, subprocess, sys, time
port = int(sys.argv[1]); pin = sys.argv[2].split()
i = sys.argv.index("--"); env = dict(os.environ)
for kv in sys.argv[3:i]:
    k, v = kv.split("=", 1); env[k] = v
t0 = time.monotonic()
p = subprocess.Popen(pin + sys.argv[i + 1:], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
while True:
    if p.poll() is not None: sys.exit("service exited with status %d" % p.returncode)
    try:
        s = socket.create_connection(("127.0.0.1", port), timeout=1)
        s.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        if s.recv(64).startswith(b"HTTP/1.1 200"):
            print(p.pid, "%.1f" % ((time.monotonic() - t0) * 1000)); break
    except OSError:
        time.sleep(0.0005)
    finally:
        try: s.close()
        except Exception: pass
EOF
}

rss_kb() { # the whole process tree's resident memory (deno and bun may fork helpers)
  local total=0 p
  for p in $1 $(pgrep -P "$1" 2>/dev/null || true); do
    total=$((total + $(awk '/^VmRSS/ {print $2}' "/proc/$p/status" 2>/dev/null || echo 0)))
  done
  echo "$total"
}

results=$work/results.txt
: >"$results"
port=$((20000 + RANDOM % 20000))
rts=($only)
for ((r = 0; r < rounds; r++)); do
  for ((k = 0; k < ${#rts[@]}; k++)); do
    rt=${rts[$(((k + r) % ${#rts[@]}))]}
    port=$((port + 1))
    read -r pid ms < <(start "$rt" "$port")
    pids+=("$pid")
    sleep 0.3
    echo "$rt startup_ms $ms" >>"$results"
    echo "$rt idle_rss_kb $(rss_kb "$pid")" >>"$results"
    for route in $routes; do
      rps=$(taskset -c 0 wrk -t1 -c"$conns" -d"${duration}s" "http://127.0.0.1:$port$route" |
        awk '/^Requests\/sec/ {print $2}')
      echo "$rt rps$route ${rps:-0}" >>"$results"
    done
    echo "$rt load_rss_kb $(rss_kb "$pid")" >>"$results"
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    echo "round $((r + 1)): $rt done" >&2
  done
done

python3 - "$results" "$only" <<'EOF'
import sys, statistics, collections
vals = collections.defaultdict(list)
for line in open(sys.argv[1]):
    rt, key, v = line.split()
    vals[(rt, key)].append(float(v))
rts = sys.argv[2].split()
keys = []
for (rt, key) in vals:
    if key not in keys: keys.append(key)
med = {k: statistics.median(v) for k, v in vals.items()}
print("%-18s" % "median" + "".join("%12s" % rt for rt in rts) + "".join("%14s" % ("kiln/" + rt) for rt in rts if rt != "kiln"))
for key in keys:
    row = "%-18s" % key
    for rt in rts: row += "%12.1f" % med.get((rt, key), float("nan"))
    for rt in rts:
        if rt == "kiln": continue
        a, b = med.get(("kiln", key)), med.get((rt, key))
        row += "%13.2fx" % (a / b) if a and b else "%14s" % "-"
    print(row)
print("(rps: higher is better; startup_ms and rss: lower is better; %d rounds)" % max(len(v) for v in vals.values()))
EOF
