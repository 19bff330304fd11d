#!/usr/bin/env python3
"""`kiln worker` driven directly, as Bazel drives it: tests/worker_test.py --kiln PATH/kiln --work DIR.

- proto framing: singleplex and multiplex requests (answered exactly once each,
  whole frames), a cancel request (its target answers once, cancelled or not),
  request arguments in an @flagfile, interface files served warm by digest
  and re-read when the digest changes;
- JSON framing with objects written back to back (Bazel 4.x);
- a malformed frame ends the worker cleanly (exit status 1, no hang);
- without --persistent_worker, one command from a flag file.
"""
import argparse, json, os, re, shutil, subprocess, sys, threading

failed = 0


def check(what, ok):
    global failed
    print(("ok: " if ok else "FAIL: ") + what)
    if not ok:
        failed = 1


def varint(n):
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        out.append(b | (0x80 if n else 0))
        if not n:
            return bytes(out)


def field_bytes(num, data):
    return varint(num << 3 | 2) + varint(len(data)) + data


def request(args, rid=0, cancel=False, inputs=(), verbosity=0):
    m = b"".join(field_bytes(1, a.encode()) for a in args)
    for path, digest in inputs:
        m += field_bytes(2, field_bytes(1, path.encode()) + field_bytes(2, digest.encode()))
    if rid:
        m += varint(3 << 3) + varint(rid)
    if cancel:
        m += varint(4 << 3) + b"\x01"
    if verbosity:
        m += varint(5 << 3) + varint(verbosity)
    return varint(len(m)) + m


def read_varint(f):
    n, shift = 0, 0
    while True:
        b = f.read(1)
        if not b:
            return None
        n |= (b[0] & 0x7F) << shift
        shift += 7
        if not b[0] & 0x80:
            return n


def read_response(f):
    n = read_varint(f)
    if n is None:
        return None
    m = f.read(n)
    r = {"exit_code": 0, "output": "", "request_id": 0, "was_cancelled": False}
    i = 0
    while i < len(m):
        key = m[i]
        i += 1
        num, wt = key >> 3, key & 7
        if wt == 0:
            v, shift = 0, 0
            while True:
                b = m[i]
                i += 1
                v |= (b & 0x7F) << shift
                shift += 7
                if not b & 0x80:
                    break
            if v >= 1 << 63:
                v -= 1 << 64
            r[{1: "exit_code", 3: "request_id", 4: "was_cancelled"}[num]] = v if num != 4 else bool(v)
        else:
            ln, shift = 0, 0
            while True:
                b = m[i]
                i += 1
                ln |= (b & 0x7F) << shift
                shift += 7
                if not b & 0x80:
                    break
            r["output"] = m[i:i + ln].decode()
            i += ln
    return r


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kiln", required=True)
    ap.add_argument("--work", required=True)
    a = ap.parse_args()
    kiln = os.path.abspath(a.kiln)
    work = os.path.abspath(a.work)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work + "/src")
    os.chdir(work)
    with open("src/util.ts", "w") as f:
        f.write("export function twice(n: number): number {\n  return n * 2;\n}\n")
    for k in range(4):
        with open(f"src/m{k}.ts", "w") as f:
            f.write(f'import {{ twice }} from "./util";\nexport function f{k}(): number {{\n  return twice({k});\n}}\n')
    env = dict(os.environ, KILN_CACHE="off", KILN_DAEMON="off")

    def compile_args(mod, extra=()):
        return ["compile", f"src/{mod}.ts", "--root", ".", "-o", f"out/{mod}.o", "--iface", f"iface/src/{mod}.kif"] + list(extra)

    # one-shot: the command in a flag file
    with open("util.params", "w") as f:
        f.write("\n".join(compile_args("util")) + "\n")
    r = subprocess.run([kiln, "worker", "@util.params"], env=env, capture_output=True, timeout=120)
    check("without --persistent_worker: one command from a flag file", r.returncode == 0 and os.path.exists("iface/src/util.kif"))

    p = subprocess.Popen([kiln, "worker", "--persistent_worker"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=open("worker.log", "w"), env=env)
    # singleplex, arguments through a flag file
    with open("m0.params", "w") as f:
        f.write("\n".join(compile_args("m0", ["--iface-path", "iface"])) + "\n")
    p.stdin.write(request(["@m0.params"]))
    p.stdin.flush()
    r = read_response(p.stdout)
    check("a singleplex request is answered (request_id 0)", r and r["request_id"] == 0 and r["exit_code"] == 0)
    check("...and compiled its module", os.path.exists("out/m0.o"))

    # multiplex: four requests at once, then a cancel for the last
    digest = "d1"
    ins = [("iface/src/util.kif", digest)]
    msgs = b"".join(request(compile_args(f"m{k}", ["--dep", "src/util.ts=iface/src/util.kif"]), rid=10 + k, inputs=ins,
                            verbosity=1) for k in range(4))
    msgs += request([], rid=13, cancel=True)
    msgs += request(["compile", "src/nope.ts", "-o", "out/nope.o"], rid=20)  # fails: no such file
    p.stdin.write(msgs)
    p.stdin.flush()
    got = {}
    for _ in range(5):
        r = read_response(p.stdout)
        if r is None:
            break
        got.setdefault(r["request_id"], []).append(r)
    check("every multiplex request is answered exactly once",
          sorted(got) == [10, 11, 12, 13, 20] and all(len(v) == 1 for v in got.values()))
    check("...the compiles succeed", all(got.get(10 + k, [{}])[0].get("exit_code") == 0 or got.get(10 + k, [{}])[0].get("was_cancelled")
                                          for k in range(4)))
    check("...a failing one says why", got.get(20) and got[20][0]["exit_code"] == 1 and "cannot read src/nope.ts" in got[20][0]["output"])
    warm = [x[0]["output"] for k, x in got.items() if k in (10, 11, 12)]
    check("...interface files are served warm by digest", any("served warm" in o and " 0 interface" not in o for o in warm))
    # util.kif's text was parsed by the singleplex request: its tree is kept for the later ones
    def reused(o):
        m = re.search(r"\((\d+) by this request", o)
        return int(m.group(1)) if m else -1
    check("...and the parsed trees of interface texts are reused between requests", warm and all(reused(o) >= 1 for o in warm))

    # the digest changes with the file: re-read, never stale
    with open("src/util.ts", "w") as f:
        f.write("export function twice(n: number, by: number = 2): number {\n  return n * by;\n}\n")
    subprocess.run([kiln, "worker", "@util.params"], env=env, check=True, timeout=120)
    with open("src/m1.ts", "w") as f:
        f.write('import { twice } from "./util";\nexport function f1(): number {\n  return twice(1, 3);\n}\n')
    p.stdin.write(request(compile_args("m1", ["--dep", "src/util.ts=iface/src/util.kif"]), rid=30,
                          inputs=[("iface/src/util.kif", "d2")]))
    p.stdin.flush()
    r = read_response(p.stdout)
    check("a new digest re-reads the interface file", r and r["request_id"] == 30 and r["exit_code"] == 0)

    # a malformed frame: the worker exits instead of guessing
    p.stdin.write(varint(3) + b"\x08\x01\x12")  # field 2 truncated
    p.stdin.flush()
    try:
        code = p.wait(timeout=30)
    except subprocess.TimeoutExpired:
        p.kill()
        code = None
    check("a malformed request ends the worker (status 1)", code == 1)

    # JSON, objects back to back with no separator
    p = subprocess.Popen([kiln, "worker", "--worker_protocol=json", "--persistent_worker"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=open("worker-json.log", "w"), env=env)
    reqs = "".join(json.dumps({"arguments": compile_args(f"m{k}", ["--dep", "src/util.ts=iface/src/util.kif"]),
                               "requestId": 40 + k}) for k in (2, 3))
    p.stdin.write(reqs.encode())
    p.stdin.close()
    out = p.stdout.read().decode()
    p.wait(timeout=60)
    dec, i, resp = json.JSONDecoder(), 0, []
    while i < len(out):
        while i < len(out) and out[i].isspace():
            i += 1
        if i >= len(out):
            break
        o, i = dec.raw_decode(out, i)
        resp.append(o)
    check("JSON: back-to-back requests each get a response",
          sorted(r.get("requestId") for r in resp) == [42, 43] and all(r.get("exitCode") == 0 for r in resp))
    check("JSON: the worker exits 0 when stdin closes", p.returncode == 0)

    if failed == 0:
        print("worker_test: all passed")
    sys.exit(failed)


main()
