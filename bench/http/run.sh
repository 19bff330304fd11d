#!/usr/bin/env bash
# The reference service (shared/workloads/reference-service.ts) under load:
# Kiln's binary against Node.js, Bun and Deno running the same source, side by
# side in one run.
#
#   bench/http/run.sh [--rounds N] [--duration SECONDS] [--conns "10 100 500"] [--routes "/health /json"]
#                     [--only "kiln node"] [--workers N]
#
# Each round starts every runtime in turn (the order rotates between rounds),
# pinned to CPU 1 while wrk runs on CPU 0, and records: time from exec to the
# first 200 from /health, resident memory (RSS) and VSZ when idle after that
# request, the peak RSS (VmHWM) after the load, the size of what is executed
# (Kiln's and the compiled peers' executables, the interpreters' binaries),
# and for each route and connection count wrk's requests/s and its p50/p99
# latency (wrk --latency, ms).  The summary gives medians over the rounds
# and the ratio of Kiln to each peer.  Runtimes: kiln, node, bun, deno,
# bunc (`bun build --compile`), denoc (`deno compile`; skipped when it cannot
# build, e.g. without network for its runtime download), and kiln2: Kiln with
# KILN_WORKERS=2 and no CPU pinning, on /json and /hash only (the 1 vs 2
# workers comparison).  --workers N runs kiln itself with KILN_WORKERS=N.
# ceiling: bench/http/ceiling.c, a C responder that writes /health's bytes
# for every request and does nothing else, on /health only: the most
# requests/s this machine and this load generator can show for /health (on
# 2 cores wrk's one core saturates near it).
# Peers: Node.js from PATH; Bun and Deno from the npm
# registry (pinned versions, installed into bench/.peers on first use).
# COMPUTE_N is lowered to 1,000,000 so /compute stays comparable in a short
# run; pass COMPUTE_N=... to change it.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
rounds=3 duration=5 conns="10 100 500" workers=1
routes="/health /json /hash /compute"
only="kiln kiln2 node bun deno bunc denoc ceiling"
while (($#)); do
  case $1 in
    --rounds) rounds=$2; shift 2 ;;
    --duration) duration=$2; shift 2 ;;
    --conns) conns=$2; shift 2 ;;
    --routes) routes=$2; shift 2 ;;
    --only) only=$2; shift 2 ;;
    --workers) workers=$2; shift 2 ;;
    -h | --help) sed -n '2,28p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
export COMPUTE_N=${COMPUTE_N:-1000000}
command -v wrk >/dev/null || { echo "run.sh: wrk is missing (apt-get install wrk)" >&2; exit 2; }

BUN_VERSION=1.4.5 DENO_VERSION=2.9.6
peers=$top/bench/.peers
if [[ " $only " == *" bun"* || " $only " == *" deno"* ]] && [ ! -e "$peers/node_modules/.bin-ok" ]; then
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
[ -f "$src" ] || src=$top/examples/reference-service.ts
cp "$src" "$work/service.ts"
KILN_DAEMON=off "$top/build/kiln" build "$work/service.ts" -o "$work/service-kiln" -O2
"$top/node_modules/.bin/esbuild" --log-level=error --format=cjs --platform=node "$work/service.ts" >"$work/service.js"
# The compiled peers: single executables made by bun and deno from the same source.
if [[ " $only " == *" bunc "* ]] && ! (cd "$work" && "$bun" build --compile service.ts --outfile service-bun) >"$work/bunc.log" 2>&1; then
  echo "run.sh: bun build --compile failed (bunc skipped):" >&2; tail -3 "$work/bunc.log" >&2
  only=${only/bunc/}
fi
if [[ " $only " == *" denoc "* ]] && ! (cd "$work" && timeout 120 "$deno" compile --allow-net --allow-env -o service-deno service.ts) >"$work/denoc.log" 2>&1; then
  echo "run.sh: deno compile failed (denoc skipped):" >&2; tail -3 "$work/denoc.log" >&2
  only=${only/denoc/}
fi

[[ " $only " == *" ceiling "* ]] && cc -O2 -o "$work/ceiling" "$top/bench/http/ceiling.c"

cmd_of() {
  case $1 in
    ceiling) echo "$work/ceiling" ;;
    kiln | kiln2) echo "$work/service-kiln" ;;
    bunc) echo "$work/service-bun" ;;
    denoc) echo "$work/service-deno" ;;
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
  if [ "$rt" = kiln2 ]; then pin=""; env+=(KILN_WORKERS=2); fi
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

status_kb() { # status_kb PID FIELD: summed over the process tree (deno and bun may fork helpers)
  local total=0 p
  for p in $1 $(pgrep -P "$1" 2>/dev/null || true); do
    total=$((total + $(awk -v f="^$2:" '$0 ~ f {print $2}' "/proc/$p/status" 2>/dev/null || echo 0)))
  done
  echo "$total"
}
rss_kb() { status_kb "$1" VmRSS; }

binary_kb() { # what runs: the executable, or the interpreter's binary
  local f
  case $1 in
    kiln | kiln2) f=$work/service-kiln ;;
    node) f=$(command -v node) ;;
    bun) f=$bun ;;
    deno) f=$deno ;;
    bunc) f=$work/service-bun ;;
    denoc) f=$work/service-deno ;;
    ceiling) f=$work/ceiling ;;
  esac
  echo $(($(stat -L -c %s "$f") / 1024))
}

# wrk_run PORT ROUTE CONNS: "rps p50_ms p99_ms"
wrk_run() {
  taskset -c 0 wrk -t1 -c"$3" -d"${duration}s" --latency "http://127.0.0.1:$1$2" | awk '
    function ms(v) { if (v ~ /us$/) return v / 1000; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
    /^Requests\/sec/ {rps = $2}
    $1 == "50%" {p50 = ms($2)}
    $1 == "99%" {p99 = ms($2)}
    END {printf "%s %s %s\n", rps ? rps : 0, p50 ? p50 : 0, p99 ? p99 : 0}'
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
    echo "$rt idle_vsz_kb $(status_kb "$pid" VmSize)" >>"$results"
    echo "$rt binary_kb $(binary_kb "$rt")" >>"$results"
    rroutes=$routes
    [ "$rt" = kiln2 ] && rroutes="/json /hash"
    [ "$rt" = ceiling ] && rroutes="/health"
    for route in $rroutes; do
      for c in $conns; do
        read -r rps p50 p99 < <(wrk_run "$port" "$route" "$c")
        echo "$rt rps$route@$c ${rps:-0}" >>"$results"
        echo "$rt p50ms$route@$c ${p50:-0}" >>"$results"
        echo "$rt p99ms$route@$c ${p99:-0}" >>"$results"
      done
    done
    echo "$rt load_rss_kb $(rss_kb "$pid")" >>"$results"
    echo "$rt peak_rss_kb $(status_kb "$pid" VmHWM)" >>"$results"
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
print("%-22s" % "median" + "".join("%11s" % rt for rt in rts) + "".join("%14s" % ("kiln/" + rt) for rt in rts if rt != "kiln"))
for key in keys:
    row = "%-22s" % key
    for rt in rts:
        v = med.get((rt, key))
        row += "%11s" % ("-" if v is None else ("%.2f" % v if v < 100 else "%.0f" % v))
    for rt in rts:
        if rt == "kiln": continue
        a, b = med.get(("kiln", key)), med.get((rt, key))
        row += "%13.2fx" % (a / b) if a and b else "%14s" % "-"
    print(row)
print("(rps: higher is better; startup_ms, latencies, rss, vsz and size: lower is better; %d rounds)" % max(len(v) for v in vals.values()))
EOF
