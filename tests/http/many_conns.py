"""N concurrent connections to tests/http/echo.ts compiled: every connection
sends its request before any answer is read; prints how many got their own
200 answer.  Usage: many_conns.py PORT [N] (tests/http_test.sh)."""
import selectors
import socket
import sys
import time

port = int(sys.argv[1])
n = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
sel = selectors.DefaultSelector()
# From 127.0.0.2: the thousand client ports (lingering in TIME_WAIT after
# the test) cannot then take the 127.0.0.1 ports the next servers listen on.
socks = [socket.create_connection(("127.0.0.1", port), timeout=10, source_address=("127.0.0.2", 0)) for _ in range(n)]
for i, s in enumerate(socks):
    s.sendall(b"GET /echo?q=%d HTTP/1.1\r\nHost: x\r\n\r\n" % i)
    s.setblocking(False)
    sel.register(s, selectors.EVENT_READ, [i, b""])
ok, end = 0, time.monotonic() + 40
while sel.get_map() and time.monotonic() < end:
    for key, _ in sel.select(timeout=1):
        data = key.data
        chunk = key.fileobj.recv(65536)
        data[1] += chunk
        head, _, body = data[1].partition(b"\r\n\r\n")
        if not chunk or body.rstrip().endswith(b"}"):
            if head.startswith(b"HTTP/1.1 200") and (b'"query": "%d"' % data[0]) in body:
                ok += 1
            sel.unregister(key.fileobj)
for s in socks:
    s.close()
print(ok)
