#!/usr/bin/env python3
"""hostile.py - hostile HTTP clients against a server on 127.0.0.1 (bench/hostile/run.sh runs it).

Runs attack phases one after the other, each bounded in time and in connections,
while a monitor thread asks GET /health on a fresh connection every 100 ms
(latency, failures) and samples the server's RSS and open descriptors from
/proc/PID.  Prints one line per phase and a summary; writes them as JSON with
--json.  Exit status 1 if the server died, stopped answering /health, or an
attack got an answer it must not get (a smuggled request answered, a flood
not refused).  Loopback only.
"""
import argparse
import errno
import json
import os
import random
import selectors
import socket
import struct
import sys
import threading
import time

HOST = "127.0.0.1"


def now():
    return time.monotonic()


class Monitor(threading.Thread):
    """/health every `period` s on a new connection; RSS and fd count of pid."""

    def __init__(self, port, pid, period=0.1):
        super().__init__(daemon=True)
        self.port, self.pid, self.period = port, pid, period
        self.lock = threading.Lock()
        self.stop_flag = False
        self.reset()

    def reset(self):
        with self.lock:
            self.lat, self.fails, self.rss_max, self.fds_max = [], [], 0, 0

    def snapshot(self):
        with self.lock:
            lat = sorted(self.lat)
            return {
                "health": len(lat),
                "health_fail": len(self.fails),
                "fail_examples": self.fails[:3],
                "p50_ms": round(lat[len(lat) // 2] * 1e3, 1) if lat else None,
                "p99_ms": round(lat[min(len(lat) - 1, int(len(lat) * 0.99))] * 1e3, 1) if lat else None,
                "max_ms": round(lat[-1] * 1e3, 1) if lat else None,
                "rss_max_mb": round(self.rss_max / 1024, 1),
                "fds_max": self.fds_max,
            }

    def rss_kb(self):
        try:
            with open(f"/proc/{self.pid}/status") as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1])
        except OSError:
            pass
        return 0

    def fds(self):
        try:
            return len(os.listdir(f"/proc/{self.pid}/fd"))
        except OSError:
            return 0

    def probe(self):
        t0 = now()
        try:
            s = socket.create_connection((HOST, self.port), timeout=3)
            s.sendall(b"GET /health HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n")
            data = b""
            while True:
                b = s.recv(65536)
                if not b:
                    break
                data += b
            s.close()
            if not data.startswith(b"HTTP/1.1 200"):
                return None, "bad answer %r" % data[:60]
            return now() - t0, None
        except OSError as e:
            return None, "%s after %.1f s" % (e, now() - t0)

    def run(self):
        k = 0
        while not self.stop_flag:
            t0 = now()
            lat, err = self.probe()
            rss = self.rss_kb()
            fds = self.fds() if k % 5 == 0 else 0
            k += 1
            with self.lock:
                if err:
                    self.fails.append(err)
                else:
                    self.lat.append(lat)
                self.rss_max = max(self.rss_max, rss)
                self.fds_max = max(self.fds_max, fds)
            time.sleep(max(0, self.period - (now() - t0)))


def alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(")")[-1].split()[0] not in ("Z", "X")
    except OSError:
        return False


def connect(port, timeout=5):
    s = socket.create_connection((HOST, port), timeout=timeout)
    s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return s


def rst_close(s):
    """Close with a reset (SO_LINGER 0)."""
    try:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    except OSError:
        pass
    s.close()


def read_all(s, limit=1 << 22, timeout=3.0):
    """Reads until EOF, a reset, `limit` bytes or `timeout` s of silence: (bytes, closed)."""
    s.settimeout(timeout)
    data = b""
    try:
        while len(data) < limit:
            b = s.recv(65536)
            if not b:
                return data, True
            data += b
    except socket.timeout:
        return data, False
    except ConnectionResetError:
        return data, True
    return data, False


def statuses(data):
    out = []
    i = 0
    while True:
        i = data.find(b"HTTP/1.1 ", i)
        if i < 0:
            return out
        out.append(int(data[i + 9:i + 12] or b"0"))
        i += 12


# ---- phases --------------------------------------------------------------------------------
# Each returns (facts, problems): a dict of figures and a list of contract violations.


def ph_baseline(a):
    time.sleep(a.seconds / 2)
    return {}, []


def ph_slowloris(a):
    """N connections each sending a request head one byte at a time."""
    head = b"GET /health HTTP/1.1\r\nHost: h\r\nUser-Agent: slowloris\r\nX-Pad: " + b"a" * 200
    conns = []
    for _ in range(a.slow_conns):
        try:
            s = connect(a.port)
            s.setblocking(False)
            conns.append([s, 0])
        except OSError:
            break
    end = now() + a.seconds
    sent = closed = 0
    while now() < end and conns:
        t0 = now()
        for c in conns:
            if c[0] is None:
                continue
            try:
                c[0].send(head[c[1] % len(head):c[1] % len(head) + 1])
                c[1] += 1
                sent += 1
            except (BlockingIOError, InterruptedError):
                pass
            except OSError:
                c[0].close()
                c[0] = None
                closed += 1
        time.sleep(max(0, 0.1 - (now() - t0)))
    for c in conns:
        if c[0] is not None:
            c[0].close()
    return {"connections": len(conns), "bytes_sent": sent, "closed_by_server": closed}, []


def ph_headers(a):
    """Header floods: endless header lines, one huge value, a huge URL: 431 and a close.
    Also 2100 small headers within the size limit: answered (the count limit ignores the rest)."""
    facts, problems = {"431": 0, "other": []}, []
    deadline = now() + a.seconds
    n = 0
    kinds = ["lines", "value", "url"]
    while now() < deadline and n < a.flood_conns:
        kind = kinds[n % 3]
        n += 1
        s = connect(a.port)
        try:
            if kind == "url":
                s.sendall(b"GET /" + b"u" * 100000)
            else:
                s.sendall(b"GET /health HTTP/1.1\r\nHost: h\r\n")
            sent = 0
            s.settimeout(2)
            while sent < (4 << 20):
                if kind == "lines":
                    chunk = b"".join(b"X-Flood-%d: %s\r\n" % (sent + i, b"v" * 40) for i in range(200))
                else:
                    chunk = (b"X-Big: " if sent == 0 else b"") + b"v" * 65536
                s.sendall(chunk)
                sent += len(chunk)
        except OSError:
            pass  # the server answered and closed: sends fail
        data, closed = read_all(s, timeout=2)
        st = statuses(data)
        if st[:1] == [431] and closed:
            facts["431"] += 1
        else:
            facts["other"].append((kind, st, closed))
            problems.append("header flood (%s): got %s, closed=%s" % (kind, st, closed))
        rst_close(s)
    facts["floods"] = n
    # Many small headers, under maxHeaderSize: an ordinary answer.
    s = connect(a.port)
    s.sendall(b"GET /health HTTP/1.1\r\nHost: h\r\n" + b"".join(b"a%d:b\r\n" % i for i in range(2100)) + b"\r\n")
    data, _ = read_all(s, timeout=1)
    s.close()
    facts["2100_small_headers"] = statuses(data)
    return facts, problems


def ph_bodies(a):
    """Huge bodies: Content-Length 100 GB and endless chunked bodies streamed at full speed
    on a few connections; the server answers at the head and must not buffer the body."""
    facts = {"bytes_sent": 0}
    stop = now() + a.seconds
    lock = threading.Lock()

    def one(chunked, path):
        s = connect(a.port)
        hdr = b"Transfer-Encoding: chunked" if chunked else b"Content-Length: 100000000000"
        s.sendall(b"POST %s HTTP/1.1\r\nHost: h\r\n%s\r\n\r\n" % (path, hdr))
        block = b"x" * 65536
        if chunked:
            block = b"10000\r\n" + block + b"\r\n"
        s.settimeout(1)
        n = 0
        try:
            while now() < stop:
                s.sendall(block)
                n += len(block)
        except OSError:
            pass
        with lock:
            facts["bytes_sent"] += n
        rst_close(s)

    ts = [threading.Thread(target=one, args=(i % 2 == 1, b"/upload")) for i in range(4)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    facts["mb_sent"] = round(facts.pop("bytes_sent") / 1e6)
    return facts, []


SMUGGLED = b"GET /smuggled HTTP/1.1\r\nHost: h\r\n\r\n"
SMUGGLING = {
    "CL.TE": b"POST /health HTTP/1.1\r\nHost: h\r\nContent-Length: 6\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    "TE.CL": b"POST /health HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\nContent-Length: 6\r\n\r\n0\r\n\r\n",
    "CL.CL": b"POST /health HTTP/1.1\r\nHost: h\r\nContent-Length: 0\r\nContent-Length: 36\r\n\r\n",
    "CL list": b"POST /health HTTP/1.1\r\nHost: h\r\nContent-Length: 0, 36\r\n\r\n",
    "CL plus": b"POST /health HTTP/1.1\r\nHost: h\r\nContent-Length: +36\r\n\r\n",
    "CL hex": b"POST /health HTTP/1.1\r\nHost: h\r\nContent-Length: 0x24\r\n\r\n",
    "TE not last": b"POST /health HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked, identity\r\n\r\n0\r\n\r\n",
    "TE xchunked": b"POST /health HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: xchunked\r\n\r\n0\r\n\r\n",
    "TE space-colon": b"POST /health HTTP/1.1\r\nHost: h\r\nTransfer-Encoding : chunked\r\n\r\n0\r\n\r\n",
    "TE vtab": b"POST /health HTTP/1.1\r\nHost: h\r\nTransfer-Encoding:\x0bchunked\r\n\r\n0\r\n\r\n",
    "TE obs-fold": b"POST /health HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: identity\r\n chunked\r\n\r\n0\r\n\r\n",
    "obs-fold": b"GET /health HTTP/1.1\r\nHost: h\r\nX-Folded: a\r\n\tb\r\n\r\n",
    "bare LF": b"GET /health HTTP/1.1\nHost: h\n\n",
    "bare CR": b"GET /health HTTP/1.1\rHost: h\r\r",
    "NUL in value": b"GET /health HTTP/1.1\r\nHost: h\r\nX-A: a\x00b\r\n\r\n",
    "space in name": b"GET /health HTTP/1.1\r\nHost: h\r\nX A: b\r\n\r\n",
    "TE in HTTP/1.0": b"POST /health HTTP/1.0\r\nHost: h\r\nTransfer-Encoding: chunked\r\nContent-Length: 6\r\n\r\n0\r\n\r\n",
}

BAD_CHUNKED = {
    "size not hex": b"zz\r\nhello\r\n0\r\n\r\n",
    "size overflow": b"fffffffffffffffffffff\r\n",
    "negative size": b"-5\r\nhello\r\n0\r\n\r\n",
    "data longer than size": b"3\r\nhello\r\n0\r\n\r\n",
    "missing CRLF after data": b"5\r\nhelloXX0\r\n\r\n",
    "empty size": b"\r\nhello\r\n0\r\n\r\n",
    "space before CRLF": b"5 \r\nhello\r\n0\r\n\r\n",
    "bad extension": b"5;a=\x01\r\nhello\r\n0\r\n\r\n",
    "LF only": b"5\nhello\n0\n\n",
    "bad trailer": b"0\r\nX Bad: t\r\n\r\n",
}


def attack(a, payload, tail):
    s = connect(a.port)
    try:
        s.sendall(payload + tail)
        s.shutdown(socket.SHUT_WR)
    except OSError:
        pass
    data, closed = read_all(s, timeout=2)
    s.close()
    return data, closed


def ph_smuggling(a):
    facts, problems = {}, []
    for name, p in SMUGGLING.items():
        data, closed = attack(a, p, SMUGGLED)
        st = statuses(data)
        facts[name] = st
        # Node 20 takes an unknown transfer coding as a body read to the end: 405 (and Kiln
        # then a 400 at the client's EOF).  Everything else is refused outright.
        ok_first = (400, 405) if name == "TE xchunked" else (400,)
        if b"/smuggled" in data or not st or st[0] not in ok_first or (len(st) > 1 and name != "TE xchunked"):
            problems.append("smuggling %s: statuses %s%s" % (name, st, " (smuggled request answered)"
                                                                     if b"/smuggled" in data else ""))
    return facts, problems


def ph_chunked(a):
    facts, problems = {}, []
    head = b"GET /health HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n"
    for name, body in BAD_CHUNKED.items():
        data, closed = attack(a, head + body, SMUGGLED)
        st = statuses(data)
        facts[name] = st
        # The service answers at the head (200); the bad chunk then closes the connection
        # with a 400 if the answer has not gone out whole, and nothing after it is served.
        if b"/smuggled" in data or not closed or 404 in st:
            problems.append("invalid chunked %s: statuses %s closed=%s" % (name, st, closed))
    return facts, problems


def ph_pipeline(a):
    """(1) bursts of pipelined requests, read back; (2) clients that pipeline without reading."""
    facts, problems = {}, []
    req = b"GET /health HTTP/1.1\r\nHost: h\r\n\r\n"
    n = a.pipeline_depth
    t0 = now()
    got_total = 0
    for _ in range(4):
        s = connect(a.port)
        sender = threading.Thread(target=lambda: s.sendall(req * n))
        sender.start()
        got = 0
        buf = b""
        s.settimeout(5)
        try:
            while got < n:
                b = s.recv(1 << 20)
                if not b:
                    break
                buf += b
                got += buf.count(b"HTTP/1.1 200")
                buf = buf[buf.rfind(b"HTTP/1.1 200") + 1:] if b"HTTP/1.1 200" in buf else buf[-16:]
        except OSError:
            pass
        sender.join()
        s.close()
        got_total += got
        if got != n:
            problems.append("pipelined burst: %d of %d answered" % (got, n))
    facts["burst_requests"] = 4 * n
    facts["burst_answered"] = got_total
    facts["burst_s"] = round(now() - t0, 2)
    # Never reading: the server must stop reading instead of buffering answers.
    stop = now() + a.seconds
    sent = [0]
    lock = threading.Lock()

    def noread():
        s = connect(a.port)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        s.settimeout(0.5)
        block = req * 256
        try:
            while now() < stop:
                try:
                    s.sendall(block)
                    with lock:
                        sent[0] += 256
                except socket.timeout:
                    pass
        except OSError:
            pass
        rst_close(s)

    ts = [threading.Thread(target=noread) for _ in range(4)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    facts["unread_requests_sent"] = sent[0]
    return facts, problems


def ph_idle(a):
    """a.idle_conns keep-alive connections, each after one request, held idle; then the
    server's keep-alive timeout (5 s) must close them all."""
    req = b"GET /health HTTP/1.1\r\nHost: h\r\n\r\n"
    conns = []
    t0 = now()
    failed = 0
    while len(conns) + failed < a.idle_conns:
        batch = []
        for _ in range(min(500, a.idle_conns - len(conns) - failed)):
            try:
                s = connect(a.port, timeout=10)
                s.sendall(req)
                batch.append(s)
            except OSError:
                failed += 1
        for s in batch:
            data, _ = b"", False
            s.settimeout(10)
            try:
                while b"\r\n\r\n" not in data:
                    b = s.recv(4096)
                    if not b:
                        break
                    data += b
            except OSError:
                pass
            if data.startswith(b"HTTP/1.1 200"):
                conns.append(s)
            else:
                failed += 1
                s.close()
    opened_s = round(now() - t0, 1)
    time.sleep(2)
    # held idle: the monitor measures RSS and /health with all of them open
    mid = a.mon.snapshot()
    # Wait for the keep-alive timeout to close them.
    sel = selectors.DefaultSelector()
    for s in conns:
        s.setblocking(False)
        sel.register(s, selectors.EVENT_READ)
    open_ = set(conns)
    end = now() + 8
    while open_ and now() < end:
        for key, _ in sel.select(0.5):
            s = key.fileobj
            try:
                if s.recv(4096) == b"":
                    sel.unregister(s)
                    open_.discard(s)
                    s.close()
            except BlockingIOError:
                pass
            except OSError:
                sel.unregister(s)
                open_.discard(s)
                s.close()
    for s in open_:
        s.close()
    facts = {"idle_connections": len(conns), "failed": failed, "open_s": opened_s,
             "rss_with_all_open_mb": mid["rss_max_mb"], "fds_with_all_open": mid["fds_max"],
             "still_open_after_keepalive_timeout": len(open_)}
    problems = []
    if failed:
        problems.append("idle: %d connections failed to open or be answered" % failed)
    if open_:
        problems.append("idle: %d connections still open 8 s after going idle" % len(open_))
    return facts, problems


def ph_resets(a):
    """Resets at every point: mid-request, right after the request, mid-response (1000
    pipelined /json answers, a few KB read, then RST)."""
    stop = now() + a.seconds
    n = 0
    kinds = {"mid_request": 0, "after_request": 0, "mid_response": 0}
    many = b"GET /json HTTP/1.1\r\nHost: h\r\n\r\n" * 1000
    while now() < stop and n < a.reset_count:
        k = n % 3
        n += 1
        try:
            s = connect(a.port)
            if k == 0:
                s.sendall(b"GET /json HTTP/1.1\r\nHost: h\r\nX-Partial: ")
                kinds["mid_request"] += 1
            elif k == 1:
                s.sendall(b"GET /json HTTP/1.1\r\nHost: h\r\n\r\n")
                kinds["after_request"] += 1
            else:
                s.sendall(many)
                s.settimeout(2)
                s.recv(random.randint(1, 8192))
                kinds["mid_response"] += 1
            rst_close(s)
        except OSError:
            pass
    return kinds, []


PHASES = [("baseline", ph_baseline), ("slowloris", ph_slowloris), ("header-flood", ph_headers),
          ("huge-bodies", ph_bodies), ("smuggling", ph_smuggling), ("bad-chunked", ph_chunked),
          ("pipeline-flood", ph_pipeline), ("idle-keepalive", ph_idle), ("resets", ph_resets),
          ("after", ph_baseline)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", type=int, required=True)
    ap.add_argument("--pid", type=int, required=True)
    ap.add_argument("--seconds", type=float, default=8, help="length of each timed phase")
    ap.add_argument("--slow-conns", type=int, default=500)
    ap.add_argument("--flood-conns", type=int, default=60)
    ap.add_argument("--pipeline-depth", type=int, default=5000)
    ap.add_argument("--idle-conns", type=int, default=10000)
    ap.add_argument("--reset-count", type=int, default=3000)
    ap.add_argument("--only", default="", help="comma-separated phase names")
    ap.add_argument("--json")
    a = ap.parse_args()
    mon = Monitor(a.port, a.pid)
    a.mon = mon
    mon.start()
    results, problems = [], []
    only = set(filter(None, a.only.split(",")))
    print("%-15s %6s %5s %8s %8s %8s %8s %6s  %s" % ("phase", "health", "fail", "p50 ms", "p99 ms", "max ms",
                                                    "RSS MB", "fds", "facts"), flush=True)
    for name, f in PHASES:
        if only and name not in only and name not in ("baseline", "after"):
            continue
        mon.reset()
        t0 = now()
        try:
            facts, probs = f(a)
        except Exception as e:  # an attack that broke is reported, the rest still run
            facts, probs = {"error": repr(e)}, ["%s: the client failed: %r" % (name, e)]
        time.sleep(0.5)
        snap = mon.snapshot()
        snap.update(phase=name, seconds=round(now() - t0, 1), facts=facts)
        if snap["health_fail"]:
            probs.append("%s: /health failed %d times (%s)" % (name, snap["health_fail"], snap["fail_examples"]))
        if not alive(a.pid):
            probs.append("%s: the server died" % name)
        results.append(snap)
        problems += probs
        print("%-15s %6d %5d %8s %8s %8s %8s %6s  %s" % (name, snap["health"], snap["health_fail"], snap["p50_ms"],
                                                         snap["p99_ms"], snap["max_ms"], snap["rss_max_mb"],
                                                         snap["fds_max"], json.dumps(facts)), flush=True)
        if not alive(a.pid):
            break
    mon.stop_flag = True
    mon.join()
    for p in problems:
        print("PROBLEM: " + p, flush=True)
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"phases": results, "problems": problems}, f, indent=1)
    print("hostile: %s" % ("ok" if not problems else "%d problems" % len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
