#!/usr/bin/env bash
# HTTP servers compiled by Kiln answer like Node.js running the same source.
#
#   tests/http_test.sh --kiln PATH/kiln
#
# Builds tests/http/*.ts and the reference service (shared/workloads), runs
# each under Kiln and under Node.js (types stripped by esbuild) on loopback
# ports, sends both the same requests with curl (a real client: keep-alive,
# bodies, chunked responses) and compares status lines, bodies and the
# headers Node sets (Date excepted).  Then checks that bad input gets a 4xx
# and the server keeps serving.
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
kiln=""
while (($#)); do
  case $1 in
    --kiln) kiln=$2; shift 2 ;;
    *) echo "usage: $0 --kiln PATH" >&2; exit 2 ;;
  esac
done
[ -x "$kiln" ] || { echo "http_test: --kiln PATH is required" >&2; exit 2; }
command -v curl >/dev/null || { echo "http_test: curl is missing" >&2; exit 2; }
work=$(mktemp -d)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
  rm -rf "$work"
}
trap cleanup EXIT
fail=0
# below Linux's ephemeral range (32768-60999), where this test's own 1,000
# client connections and the other tests' take their local ports
port=$((20000 + RANDOM % 6000))

wait_port() { # wait_port PORT: until something accepts there (5 s at most)
  for _ in $(seq 500); do
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0
    sleep 0.01
  done
  return 1
}

# The response as compared: status line, the headers Node and Kiln both own
# (lower-cased, sorted; Date dropped), a blank line, the body.
fetch() { # fetch PORT PATH [curl args...]
  local p=$1 path=$2
  shift 2
  curl -s -D "$work/h" -o "$work/b" "$@" "http://127.0.0.1:$p$path" || echo "curl failed: $?"
  head -n 1 "$work/h" | tr -d '\r'
  tail -n +2 "$work/h" | tr -d '\r' | grep -v '^$' | grep -vi '^date:' |
    awk -F': ' '{ printf "%s: %s\n", tolower($1), $2 }' | sort
  echo
  cat "$work/b"
  echo
}

start() { # start NAME CMD...: runs CMD with PORT set, waits for the port
  local name=$1
  shift
  port=$((port + 1))
  PORT=$port "$@" >"$work/$name.log" 2>&1 &
  pids+=($!)
  if ! wait_port "$port"; then
    echo "FAIL: $name did not listen on $port"
    cat "$work/$name.log"
    fail=1
    return 1
  fi
}

compare() { # compare NAME SRC REQUESTS-FUNCTION
  local name=$1 src=$2 requests=$3
  if ! "$kiln" build "$src" -o "$work/$name" >"$work/$name.build" 2>&1; then
    echo "FAIL: $name does not compile"
    cat "$work/$name.build"
    fail=1
    return
  fi
  "$top/node_modules/.bin/esbuild" --log-level=error --format=cjs --platform=node "$src" >"$work/$name.js"
  start "$name-kiln" "$work/$name" || return
  local kp=$port
  start "$name-node" node "$work/$name.js" || return
  local np=$port
  "$requests" "$kp" >"$work/$name.kiln.out"
  "$requests" "$np" >"$work/$name.node.out"
  if diff -u "$work/$name.node.out" "$work/$name.kiln.out" >"$work/$name.diff"; then
    echo "ok: $name ($(grep -c '^HTTP/' "$work/$name.kiln.out") responses match Node)"
  else
    echo "FAIL: $name differs from Node (--- node, +++ kiln)"
    head -n 60 "$work/$name.diff"
    fail=1
  fi
  # the same console output (after the requests: what the server logged)
  if ! diff <(sed "s/$np/PORT/g" "$work/$name-node.log") <(sed "s/$kp/PORT/g" "$work/$name-kiln.log") >/dev/null; then
    echo "FAIL: $name's console output differs"
    diff <(sed "s/$np/PORT/g" "$work/$name-node.log") <(sed "s/$kp/PORT/g" "$work/$name-kiln.log") | head
    fail=1
  fi
}

reference_requests() {
  for path in /health /json /compute /hash /missing; do fetch "$1" "$path"; done
  fetch "$1" /health -X POST
  fetch "$1" "/json?x=1#frag"
}

echo_requests() {
  fetch "$1" "/echo?q=hello+there" -A "kiln-test"
  fetch "$1" /echo -X POST --data-binary "a body with ünïcödé and more"
  fetch "$1" /echo -X PUT --data-binary @"$top/tests/http/echo.ts"
  fetch "$1" /chunked
  fetch "$1" "/status?code=201"
  fetch "$1" "/status?code=418"
  fetch "$1" /headers
  fetch "$1" /nowhere
  # keep-alive: several requests on one connection
  curl -s "http://127.0.0.1:$1/echo?q=1" "http://127.0.0.1:$1/echo?q=2" "http://127.0.0.1:$1/chunked"
  echo
}

async_requests() {
  fetch "$1" "/lookup?key=abc"
  fetch "$1" "/lookup?key=abc"
  fetch "$1" "/lookup?key=fail"
  fetch "$1" /echo -X POST --data-binary "an awaited body"
  fetch "$1" /slow
  fetch "$1" /missing
}

stream_requests() {
  fetch "$1" /upload -X POST --data-binary "a small body, ünïcödé"
  fetch "$1" /upload -X POST
  fetch "$1" /upload -X POST -H "Transfer-Encoding: chunked" --data-binary @"$top/tests/http/echo.ts"
  head -c 600000 /dev/zero | tr '\0' x >"$work/stream-big"
  fetch "$1" /upload -X POST --data-binary @"$work/stream-big"
  fetch "$1" /lines -X POST --data-binary @"$top/tests/http/stream.ts"
  fetch "$1" /lines
  fetch "$1" /json -X POST -H "Content-Type: application/json" --data-binary '{"name":"Ann","tags":["a","b","c"]}'
  fetch "$1" /json -X POST --data-binary '{"name":'
  fetch "$1" /digest -X POST --data-binary @"$top/tests/http/echo.ts"
  fetch "$1" /nowhere -X POST --data-binary "ignored"
  # keep-alive: bodies on one connection
  curl -s "http://127.0.0.1:$1/upload" --data-binary "one" "http://127.0.0.1:$1/lines" --data-binary "two"
  echo
}

todo_requests() {
  local j=(-H "Content-Type: application/json")
  fetch "$1" /todos
  fetch "$1" /todos -X POST "${j[@]}" --data '{"title":"  write docs ","tags":["Docs","work","docs"]}'
  fetch "$1" /todos -X POST "${j[@]}" --data '{"title":"ship","done":true,"tags":["work"]}'
  fetch "$1" /todos -X POST "${j[@]}" --data '{"title":"café ☕","tags":["home"]}'
  fetch "$1" /todos -X POST "${j[@]}" --data '{"title":""}'
  fetch "$1" /todos -X POST "${j[@]}" --data '{"done":"yes","tags":[1]}'
  fetch "$1" /todos -X POST "${j[@]}" --data '{"title":'
  fetch "$1" /todos -X POST --data '{"title":"x"}'
  fetch "$1" /todos -X POST "${j[@]}" --data '[1,2]'
  fetch "$1" "/todos?tag=work"
  fetch "$1" "/todos?done=false&limit=1"
  fetch "$1" /todos/2
  fetch "$1" /todos/2 -H 'If-None-Match: "nope"'
  fetch "$1" /todos/1 -X PATCH "${j[@]}" --data '{"done":true}'
  fetch "$1" /todos/9 -X PATCH "${j[@]}" --data '{"done":true}'
  fetch "$1" /todos/3 -X DELETE
  fetch "$1" /todos/3 -X DELETE
  fetch "$1" /todos/3 -X PUT
  fetch "$1" "/todos/%E2%9C%93"
  # a client that goes away in the middle of its body: the request's 'error' (logged)
  (exec 3<>"/dev/tcp/127.0.0.1/$1"
    printf 'POST /todos HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"title":' >&3
    sleep 0.2)
  fetch "$1" /stats
}

links_requests() {
  fetch "$1" "/login?user=ann" -X POST
  local tok
  tok=$(sed -n 's/.*"token": "\(.*\)".*/\1/p' "$work/b")
  local auth=(-H "Authorization: Bearer $tok")
  fetch "$1" /links -X POST --data-binary "https://example.com/a?b=1"
  fetch "$1" /links -X POST "${auth[@]}" --data-binary 'https://example.com/a?b="1"'
  fetch "$1" /links -X POST "${auth[@]}" --data-binary "ftp://files.example.com/x"
  fetch "$1" /links -X POST "${auth[@]}" --data-binary "not a url"
  fetch "$1" /links -X POST "${auth[@]}" --data-binary "  http://kiln.dev/docs  "
  fetch "$1" /links -X POST -H "Authorization: Bearer ${tok}x" --data-binary "http://kiln.dev/"
  fetch "$1" /l/rs
  fetch "$1" /l/rt
  fetch "$1" /l/rt
  fetch "$1" /l/zz
  fetch "$1" /export.csv
  fetch "$1" "/debug?b=2&a=1&a=3&sp=a+b" -H "X-Trace: t1" -H "X-Other: o" "${auth[@]}"
  fetch "$1" /login -X POST
}

feed_requests() {
  fetch "$1" "/publish?channel=news" -X POST --data-binary "first story"
  fetch "$1" "/publish?channel=sport" -X POST --data-binary "match report ⚽"
  fetch "$1" "/publish" -X POST --data-binary "no channel"
  fetch "$1" "/publish?channel=news" -X POST --data-binary ""
  fetch "$1" "/events?limit=2"
  fetch "$1" "/events?channel=news&limit=5"
  fetch "$1" "/events?after=1" -H "Last-Event-ID: 1"
  # a message published while a stream waits for it
  (sleep 0.01; curl -s "http://127.0.0.1:$1/publish?channel=news" --data-binary "live one" >/dev/null) &
  local pub=$!
  fetch "$1" "/events?channel=news&after=2&limit=1&wait=5000"
  wait "$pub"
  fetch "$1" /stats
  fetch "$1" /events -X DELETE
  fetch "$1" /missing
}

inventory_requests() {
  local j=(-H "Content-Type: application/json")
  fetch "$1" /items
  fetch "$1" /items -X POST "${j[@]}" --data '{"sku":"ABC-001","name":" Widget ","qty":5,"price":2.5,"tags":["tools","metal","tools"]}'
  fetch "$1" /items -X POST "${j[@]}" --data '{"sku":"ABC-002","name":"Gadget","qty":0,"price":10,"tags":["tools"]}'
  fetch "$1" /items -X POST "${j[@]}" --data '{"sku":"XYZ-777","name":"Émile gizmo","qty":12,"price":0.99}'
  fetch "$1" /items -X POST "${j[@]}" --data '{"sku":"ABC-001","name":"dup","qty":1,"price":1}'
  fetch "$1" /items -X POST "${j[@]}" --data '{"sku":"bad","name":"  ","qty":-1,"price":0,"tags":[1]}'
  fetch "$1" /items -X POST "${j[@]}" --data '{"sku":'
  fetch "$1" /items -X POST "${j[@]}" --data 'null'
  fetch "$1" /items -X POST --data '{}'
  fetch "$1" "/items?tag=tools&sort=-price"
  fetch "$1" "/items?limit=2&sort=name"
  fetch "$1" "/items?limit=2&page=2&sort=name"
  fetch "$1" "/items?minQty=abc"
  fetch "$1" "/items?sort=tags"
  fetch "$1" "/items?q=GIZ&minQty=1"
  fetch "$1" /items/2
  fetch "$1" /items/2 -X PATCH "${j[@]}" --data '{"qty":7,"tags":["sale"]}'
  fetch "$1" /items/2 -X PUT "${j[@]}" --data '{"sku":"ABC-001","name":"x","qty":1,"price":1}'
  fetch "$1" /items/2 -X PUT "${j[@]}" --data '{"sku":"ABC-009","name":"Gadget 2","qty":1,"price":3}'
  fetch "$1" /items/2 -X PATCH "${j[@]}" --data '{"price":-3}'
  fetch "$1" /items/1 -X DELETE
  fetch "$1" /items/1
  fetch "$1" /items/abc
  fetch "$1" /items/3 -X POST
  fetch "$1" /items -X DELETE
  fetch "$1" /items/3 -X OPTIONS
  fetch "$1" /other
}
chunks_requests() {
  fetch "$1" /countdown
  fetch "$1" "/countdown?from=0"
  fetch "$1" "/report.csv?lines=1200"
  { echo "city,temp"; for i in $(seq 3000); do echo "Oslo,$((i % 17)).5"; echo "Lima,$((i % 23))"; done; } > "$work/big.csv"
  fetch "$1" /import -X POST --data-binary @"$work/big.csv"
  fetch "$1" /import -X POST --data-binary $'city,temp\nParis,18\nbad line\nRome,x\nNice,21,extra\n'
  fetch "$1" /import -X POST --data-binary $'nope\n\n'
  fetch "$1" /import -X POST -H "Transfer-Encoding: chunked" --data-binary $'Zürich,4.25\r\nBern,3'
  fetch "$1" /query -X POST --data-binary '{"min":10,"max":16.5}'
  fetch "$1" /query -X POST --data-binary '{"city":"Zürich"}'
  fetch "$1" /query -X POST --data-binary '{"city":'
  fetch "$1" /query -X POST --data-binary '[1,'
  fetch "$1" /query -X POST --data-binary '42'
  fetch "$1" /query -X POST
  fetch "$1" /countdown -X POST
}
vault_requests() {
  fetch "$1" /register -X POST --data "name=Ann&password=correct+horse" -H "X-Admin-Key: let-me-in"
  fetch "$1" /register -X POST --data "name=bob&password=hunter22"
  fetch "$1" /register -X POST --data "name=bob&password=whatever1"
  fetch "$1" /register -X POST --data "name=x&password=short"
  fetch "$1" /register -X POST --data "name=carl&password=short"
  fetch "$1" /login -X POST --data "name=bob&password=wrong"
  fetch "$1" /login -X POST --data "name=bob&password=hunter22" >/dev/null
  local bob; bob=$(sed -n 's/.*"token":"\([^"]*\)".*/\1/p' "$work/b")
  fetch "$1" /login -X POST --data "name=ann&password=correct%20horse" >/dev/null
  local ann; ann=$(sed -n 's/.*"token":"\([^"]*\)".*/\1/p' "$work/b")
  fetch "$1" /notes
  fetch "$1" /notes -H "Authorization: Basic abc"
  fetch "$1" /notes -H "Authorization: Bearer ${bob}x"
  fetch "$1" /notes -H "Authorization: Bearer bm90IGpzb24.c2lnbmF0dXJl"
  fetch "$1" /notes -X POST -H "Authorization: Bearer $bob" --data "text=buy milk"
  fetch "$1" /notes -X POST -H "Authorization: Bearer $bob" --data "text=caf%C3%A9+%E2%98%95"
  fetch "$1" /notes -X POST -H "Authorization: Bearer $bob" --data "other=1"
  fetch "$1" /notes -H "Authorization: Bearer $bob"
  fetch "$1" /admin/users -H "Authorization: Bearer $bob"
  fetch "$1" /admin/users -H "Authorization: Bearer $ann"
  fetch "$1" /logout -X POST -H "Authorization: Bearer $bob"
  fetch "$1" /notes -H "Authorization: Bearer $bob"
  fetch "$1" /elsewhere -H "Authorization: Bearer $ann"
}
assets_requests() {
  fetch "$1" /
  local tag; tag=$(sed -n 's/^[Ee][Tt]ag: \(.*\)\r$/\1/p' "$work/h")
  fetch "$1" /index.html -H "If-None-Match: $tag"
  fetch "$1" /app.js -H "If-None-Match: \"old\", $tag"
  fetch "$1" /style.css -H 'If-None-Match: "nope"'
  fetch "$1" /style.css -H 'If-None-Match: *'
  fetch "$1" /app.js -H "Origin: https://app.example"
  fetch "$1" /app.js -H "Origin: https://evil.example"
  fetch "$1" /app.js -X OPTIONS -H "Origin: http://localhost:5173" -H "Access-Control-Request-Method: PUT" -H "Access-Control-Request-Headers: X-Api-Key, Content-Type"
  fetch "$1" /style.css -X PUT -H "Content-Type: text/css" --data-binary "p { color: red }"
  fetch "$1" /new.txt -X PUT --data-binary "brand new ✨"
  fetch "$1" /new.txt
  fetch "$1" /assets
  fetch "$1" /missing.png
  fetch "$1" /app.js -X DELETE
  fetch "$1" "/boom?what=the+moon"
  for i in 1 2 3 4; do fetch "$1" /style.css -H "X-Api-Key: k1" -H 'If-None-Match: *'; done
  fetch "$1" /style.css -H "X-Api-Key: k2" -H 'If-None-Match: *'
}
jobs_requests() {
  fetch "$1" /jobs -X POST --data-binary "resize photo.jpg"
  fetch "$1" /jobs -X POST --data-binary "  "
  fetch "$1" /jobs -X POST --data-binary "send mail"
  fetch "$1" "/jobs/j1?wait=50"
  # two waiters woken by one completion
  (sleep 0.3; curl -s "http://127.0.0.1:$1/jobs/j1/complete" --data-binary "resized to 640x480" >/dev/null) &
  local done=$!
  curl -s "http://127.0.0.1:$1/jobs/j1?wait=2000" >"$work/w1" &
  local w1=$!
  fetch "$1" "/jobs/j1?wait=2000"
  wait $w1 $done; cat "$work/w1"; echo
  fetch "$1" /jobs/j1
  fetch "$1" /jobs/j1/complete -X POST --data-binary "again"
  fetch "$1" /jobs/j2/complete -X POST --data-binary "!smtp down"
  fetch "$1" "/jobs/j2?wait=1000"
  fetch "$1" /jobs/j9
  fetch "$1" /jobs/j2 -X DELETE
  fetch "$1" /links -X POST --data "url=https://kiln.dev/docs?a=1#x"
  fetch "$1" /links -X POST --data "url=http://example.com/Ünï&code=ex&permanent"
  fetch "$1" /links -X POST --data "url=http://example.com/&code=ex"
  fetch "$1" /links -X POST --data "url=not a url"
  fetch "$1" /s/001
  fetch "$1" /s/ex
  fetch "$1" /s/ex
  fetch "$1" /s/zzz
  fetch "$1" /stats
}

service_requests() {
  for path in /health /json "/compute?n=12345" "/hash?text=h%C3%A9llo" "/hello?name=Ann+Lee" /nope; do
    fetch "$1" "$path"
  done
  fetch "$1" /json -X DELETE
}

# examples/reference-service.ts is the shared workload, unmodified (issue 6: the demo serves it)
ref=$top/examples/reference-service.ts
shared=$top/../shared/workloads/reference-service.ts
if [ -f "$shared" ] && ! cmp -s "$shared" "$ref"; then
  echo "FAIL: examples/reference-service.ts differs from $shared"; fail=1
fi
COMPUTE_N=100000 compare reference "$ref" reference_requests
compare echo "$top/tests/http/echo.ts" echo_requests
compare service "$top/examples/service.ts" service_requests
compare async "$top/tests/http/async.ts" async_requests
compare todo "$top/tests/http/todo.ts" todo_requests
compare links "$top/tests/http/links.ts" links_requests
compare feed "$top/tests/http/feed.ts" feed_requests
compare inventory "$top/tests/http/inventory.ts" inventory_requests
compare chunks "$top/tests/http/chunks.ts" chunks_requests
compare vault "$top/tests/http/vault.ts" vault_requests
compare assets "$top/tests/http/assets.ts" assets_requests
compare jobs "$top/tests/http/jobs.ts" jobs_requests

# The service idle after one /health (issue 6): no libm loaded, and its
# anonymous memory in small pages (the collector's heap starts below its
# huge-page range; a 2 MiB huge page once made 2 MB of 4.8 MB resident).
# VmRSS is printed, not asserted: its file-backed part (libc's text) depends
# on the machine's page cache and fault-around.
if [ -x "$work/service" ]; then
  if readelf -d "$work/service" | grep -qE 'NEEDED.*(libm|libgcc_s)'; then
    echo "FAIL: the service loads $(readelf -d "$work/service" | grep -oE 'lib(m|gcc_s)[^]]*' | tr '\n' ' ')"; fail=1
  fi
  start idle "$work/service" && {
    ip=$port
    curl -s -o /dev/null "http://127.0.0.1:$ip/health"
    spid=${pids[${#pids[@]}-1]}
    anon=$(awk '/^Anonymous:/ {print $2}' "/proc/$spid/smaps_rollup")
    huge=$(awk '/^AnonHugePages:/ {print $2}' "/proc/$spid/smaps_rollup")
    rss=$(awk '/^VmRSS:/ {print $2}' "/proc/$spid/status")
    if readelf -d "$work/service" | grep -q 'NEEDED.*libasan'; then
      echo "skip: the idle service's memory in a sanitizer build (ASan's own: $anon kB anonymous)"
    elif [ -n "$anon" ] && [ "$anon" -lt 1024 ] && [ "$huge" = 0 ]; then
      echo "ok: the idle service: $anon kB anonymous, no huge page ($rss kB resident)"
    else
      echo "FAIL: the idle service: ${anon:-?} kB anonymous, ${huge:-?} kB in huge pages ($rss kB resident)"; fail=1
    fi
    kill "$spid" 2>/dev/null
  }
fi
compare stream "$top/tests/http/stream.ts" stream_requests

# Bad input: a 4xx for the bad request, and the server keeps serving.
if [ -x "$work/echo" ]; then
  start bad "$work/echo"
  bp=$port
  bad_request() { # bad_request NAME RAW-BYTES EXPECTED-STATUS
    local got
    got=$(printf "$2" | timeout 5 bash -c "exec 3<>/dev/tcp/127.0.0.1/$bp; cat >&3; head -n 1 <&3" | tr -d '\r')
    if [[ $got == "HTTP/1.1 $3"* ]]; then echo "ok: $1 -> $got"; else echo "FAIL: $1 -> '$got' (want $3)"; fail=1; fi
  }
  bad_request "garbage request line" 'GARBAGE\r\n\r\n' 400
  bad_request "bad header" 'GET / HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n' 400
  bad_request "CL and TE both" 'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n' 400
  bad_request "bad chunk size" 'POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n' 400
  big=$(head -c 20000 /dev/zero | tr '\0' a)
  bad_request "huge header" "GET / HTTP/1.1\r\nHost: x\r\nX-Big: $big\r\n\r\n" 431
  # 1,000 concurrent connections, each with its request in flight before any is answered
  many=$(timeout 60 python3 "$top/tests/http/many_conns.py" "$bp" 1000)
  if [ "$many" = 1000 ]; then echo "ok: 1000 concurrent connections answered"
  else echo "FAIL: 1000 concurrent connections: '$many' answered"; fail=1; fi
  if [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$bp/echo")" = 200 ]; then
    echo "ok: still serving after bad input"
  else
    echo "FAIL: the server stopped answering after bad input"
    fail=1
  fi
fi

# A handler or listener that throws: 500 for that request (or a cut response
# if its head was out), the error on stderr, and the server keeps serving.
if "$kiln" build "$top/tests/http/throws.ts" -o "$work/throws" >"$work/throws.build" 2>&1; then
  start throws "$work/throws"
  tp=$port
  check_status() { # check_status NAME WANT CURL-ARGS...
    local name=$1 want=$2 got
    shift 2
    got=$(curl -s -o /dev/null -w '%{http_code}' "$@")
    if [ "$got" = "$want" ]; then echo "ok: $name -> $got"; else echo "FAIL: $name -> $got (want $want)"; fail=1; fi
  }
  check_status "handler throws" 500 "http://127.0.0.1:$tp/boom"
  check_status "'end' listener throws" 500 "http://127.0.0.1:$tp/count" --data-binary "many"
  check_status "still serving" 200 "http://127.0.0.1:$tp/count" --data-binary "12"
  # the head was out: the body stops after the first part, and curl sees the cut
  half=$(curl -s "http://127.0.0.1:$tp/half"; echo " exit=$?")
  if [[ $half == "the first part"*"exit=18" ]]; then echo "ok: handler throws after writing: response cut"
  else echo "FAIL: handler throws after writing: got '$half'"; fail=1; fi
  body=$(curl -s "http://127.0.0.1:$tp/count" --data-binary "30")
  if [ "$body" = "count 30, ok 2" ]; then echo "ok: serving after all that"; else echo "FAIL: after errors got '$body'"; fail=1; fi
  for want in "RouteError: no handler for /boom" "RangeError: not a count: many" "Error: stopped half way"; do
    grep -q "$want" "$work/throws.log" || { echo "FAIL: stderr lacks '$want'"; cat "$work/throws.log"; fail=1; }
  done
else
  echo "FAIL: throws.ts does not compile"
  cat "$work/throws.build"
  fail=1
fi

# The same for an async handler whose promise rejects (after an await or before one).
if "$kiln" build "$top/tests/http/throws_async.ts" -o "$work/throws_async" >"$work/throws_async.build" 2>&1; then
  start throws_async "$work/throws_async"
  ap=$port
  check_status "async handler rejects after await" 500 "http://127.0.0.1:$ap/missing"
  check_status "async handler rejects at once" 500 "http://127.0.0.1:$ap/early"
  body=$(curl -s "http://127.0.0.1:$ap/alice")
  if [ "$body" = "record alice, served 1" ]; then echo "ok: async server still serving"; else echo "FAIL: async server got '$body'"; fail=1; fi
  for want in "Error: no record missing" "TypeError: rejected before any await"; do
    grep -q "$want" "$work/throws_async.log" || { echo "FAIL: stderr lacks '$want'"; cat "$work/throws_async.log"; fail=1; }
  done
else
  echo "FAIL: throws_async.ts does not compile"
  cat "$work/throws_async.build"
  fail=1
fi

# The HTTP client: tests/http/client.ts compiled and under Node.js, both
# against the compiled echo server, print the same (a 10 MB body included).
if [ -x "$work/echo" ] && "$kiln" build "$top/tests/http/client.ts" -o "$work/client" >"$work/client.build" 2>&1; then
  "$top/node_modules/.bin/esbuild" --log-level=error --format=cjs --platform=node "$top/tests/http/client.ts" >"$work/client.js"
  start client-target-1 "$work/echo" # a fresh server each (it counts requests)
  TARGET=$port timeout 60 "$work/client" >"$work/client.kiln.out" 2>&1
  kc=$?
  start client-target-2 "$work/echo"
  TARGET=$port timeout 60 node "$work/client.js" >"$work/client.node.out" 2>&1
  if [ $kc = 0 ] && diff -u "$work/client.node.out" "$work/client.kiln.out" >"$work/client.diff"; then
    echo "ok: http client ($(grep -c ' -> ' "$work/client.kiln.out") requests print as under Node)"
  else
    echo "FAIL: http client differs from Node (exit $kc; --- node, +++ kiln)"
    head -n 40 "$work/client.diff"
    fail=1
  fi
else
  echo "FAIL: client.ts does not compile"
  cat "$work/client.build" 2>/dev/null
  fail=1
fi

# KILN_WORKERS=2: two event loops on two threads, each running the program
# with its own module state, share the port.
if [ -x "$work/echo" ]; then
  KILN_WORKERS=2 start workers "$work/echo"
  wp=$port
  ok=1
  for i in $(seq 20); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$wp/echo?q=$i")" = 200 ] || ok=0
  done
  sleep 0.2
  if [ $ok = 1 ] && [ "$(grep -c '^ready$' "$work/workers.log")" = 2 ]; then
    echo "ok: KILN_WORKERS=2 (two workers started, 20 requests served)"
  else
    echo "FAIL: KILN_WORKERS=2 (ok=$ok)"
    cat "$work/workers.log"
    fail=1
  fi
fi

[ $fail = 0 ] && echo "http_test: all passed"
exit $fail
