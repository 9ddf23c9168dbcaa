"""Bounded load test of ``newsfuse serve`` over loopback: latency percentiles, throughput, errors.

Starts the real server (``python -m newsfuse.cli serve``, uvicorn, its own process(es)) on a free
127.0.0.1 port with a temporary store, preloads the store through the API (the bundled
example, the kobani story and the Multi-News validation articles from ../shared when present),
then sends a fixed number of requests (default 500), a fixed number at a time (default 8), each
worker on its own keep-alive connection, in a seeded mix:

- 40% ``GET /api/stories`` (newest or largest first, a page of 50),
- 40% ``GET /api/stories/{id}`` (a random stored story; word budget 80, 120 or 200: the first
  request for a (story, budget) computes the brief and report, later ones hit the cache),
- 20% ``POST /api/summarize`` of the bundled example (stateless: always computed).

Every request has a timeout and the whole run a deadline, then the server is stopped: the test
ends by itself. Traffic goes to 127.0.0.1 only. Results: a table on stdout and
bench/results/serve_load.json (serve_load_wN.json with --workers N).

    python bench/serve_load.py [--requests 500] [--concurrency 8] [--seed 0] [--workers 1]
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "velmora"
SHARED = Path(os.environ.get("NEWSFUSE_SHARED", ROOT.parent / "shared"))
KOBANI = SHARED / "examples" / "kobani"
MULTI_NEWS = SHARED / "data" / "multi_news" / "validation.jsonl"
OUT = ROOT / "bench" / "results" / "serve_load.json"
HOST = "127.0.0.1"
TIMEOUT = 60.0  # seconds, one request
DEADLINE = 600.0  # seconds, the whole timed run


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def request(con: http.client.HTTPConnection, method: str, path: str,
            body: dict | None = None) -> tuple[int, bytes]:
    data = json.dumps(body).encode() if body is not None else None
    headers = {"content-type": "application/json"} if data is not None else {}
    con.request(method, path, body=data, headers=headers)
    resp = con.getresponse()
    return resp.status, resp.read()


def start_server(db: Path, port: int, log: IO[str], workers: int) -> subprocess.Popen:
    # every request comes from 127.0.0.1: one client, so no per-client rate limit here
    proc = subprocess.Popen([sys.executable, "-m", "newsfuse.cli", "serve", "--db", str(db),
                             "--host", HOST, "--port", str(port), "--log-level", "warning",
                             "--workers", str(workers), "--rate-limit", "0"], cwd=ROOT,
                            stderr=log)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit("newsfuse serve exited at start")
        try:
            con = http.client.HTTPConnection(HOST, port, timeout=5)
            if request(con, "GET", "/api/health")[0] == 200:
                con.close()
                return proc
        except OSError:
            time.sleep(0.2)
    proc.terminate()
    raise SystemExit("newsfuse serve did not start within 60 s")


def preload(port: int) -> tuple[int, float]:
    """Add the example, kobani and Multi-News validation articles; (articles, seconds)."""
    arts = [{"text": p.read_text(encoding="utf-8"), "id": p.stem}
            for d in (EXAMPLE, KOBANI) if d.is_dir() for p in sorted(d.iterdir())]
    if MULTI_NEWS.exists():
        for line in MULTI_NEWS.read_text(encoding="utf-8").splitlines():
            rec = json.loads(line)
            arts += [{"text": doc, "id": f"{rec['id']}-{i}"}
                     for i, doc in enumerate(rec["documents"]) if doc.strip()]
    con = http.client.HTTPConnection(HOST, port, timeout=600)
    t0 = time.perf_counter()
    for i in range(0, len(arts), 100):  # chunks well under the 5 MiB body limit
        status, body = request(con, "POST", "/api/articles", {"articles": arts[i:i + 100]})
        if status not in (200, 201):
            raise SystemExit(f"preload failed: {status} {body[:200]!r}")
    return len(arts), time.perf_counter() - t0


def percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    if not s:
        return float("nan")
    k = (len(s) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def run(port: int, n: int, concurrency: int, seed: int) -> dict:
    con = http.client.HTTPConnection(HOST, port, timeout=TIMEOUT)
    stories = json.loads(request(con, "GET", "/api/stories?limit=500")[1])["stories"]
    con.close()
    ids = [s["story"] for s in stories]
    example = [p.read_text(encoding="utf-8") for p in sorted(EXAMPLE.iterdir())]
    rng = random.Random(seed)
    plan: list[tuple[str, str, str, dict | None]] = []
    for _ in range(n):
        x = rng.random()
        if x < 0.4:
            order = rng.choice(["newest", "largest"])
            plan.append(("GET /api/stories", "GET", f"/api/stories?order={order}", None))
        elif x < 0.8:
            sid, words = rng.choice(ids), rng.choice([80, 120, 200])
            plan.append(("GET /api/stories/{id}", "GET", f"/api/stories/{sid}?words={words}",
                         None))
        else:
            plan.append(("POST /api/summarize", "POST", "/api/summarize",
                         {"articles": example, "words": 120}))
    results: list[tuple[str, float, bool]] = []
    failures: list[str] = []
    lock = threading.Lock()
    next_i = 0
    stop_at = time.monotonic() + DEADLINE

    def worker() -> None:
        nonlocal next_i
        con = http.client.HTTPConnection(HOST, port, timeout=TIMEOUT)
        while True:
            with lock:
                if next_i >= len(plan) or time.monotonic() > stop_at:
                    break
                kind, method, path, body = plan[next_i]
                next_i += 1
            t0 = time.perf_counter()
            try:
                status, reply = request(con, method, path, body)
                ok = status == 200
                if not ok:
                    failures.append(f"{method} {path}: {status} {reply[:300]!r}")
            except (OSError, http.client.HTTPException) as exc:
                ok = False
                failures.append(f"{method} {path}: {exc!r}")
                con.close()
                con = http.client.HTTPConnection(HOST, port, timeout=TIMEOUT)
            with lock:
                results.append((kind, time.perf_counter() - t0, ok))
        con.close()

    t0 = time.perf_counter()
    threads = [threading.Thread(target=worker) for _ in range(concurrency)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - t0

    def stats(rows: list[tuple[str, float, bool]]) -> dict:
        ms = [r[1] * 1000 for r in rows]
        return {"requests": len(rows), "errors": sum(1 for r in rows if not r[2]),
                "p50_ms": round(percentile(ms, 0.5), 1), "p90_ms": round(percentile(ms, 0.9), 1),
                "p99_ms": round(percentile(ms, 0.99), 1), "max_ms": round(max(ms), 1)}

    kinds = sorted({r[0] for r in results})
    return {"requests": n, "sent": len(results), "concurrency": concurrency, "seed": seed,
            "stories": len(ids), "wall_s": round(wall, 2),
            "throughput_rps": round(len(results) / wall, 1), "all": stats(results),
            "by_endpoint": {k: stats([r for r in results if r[0] == k]) for k in kinds},
            "failures": failures[:20]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--requests", type=int, default=500)
    ap.add_argument("--concurrency", type=int, default=8)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--workers", type=int, default=1, help="server worker processes")
    ap.add_argument("--no-save", action="store_true", help="do not write the results file")
    args = ap.parse_args()
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="newsfuse-load-") as tmp, \
            open(Path(tmp) / "server.log", "w+", encoding="utf-8") as log:
        proc = start_server(Path(tmp) / "load.db", port, log, args.workers)
        try:
            n_articles, load_s = preload(port)
            res = run(port, args.requests, args.concurrency, args.seed)
        finally:
            proc.terminate()
            try:
                proc.wait(20)
            except subprocess.TimeoutExpired:
                proc.kill()
        log.seek(0)
        server_errors = [line for line in log if "ERROR" in line or "Traceback" in line]
    res = {"workers": args.workers, "preloaded_articles": n_articles,
           "preload_s": round(load_s, 1), **res,
           "machine": f"{os.cpu_count()} CPUs", "python": sys.version.split()[0]}
    print(f"store: {n_articles} articles added in {load_s:.1f} s -> {res['stories']} stories "
          f"listed (first 500)")
    print(f"{res['sent']} requests, {res['concurrency']} at a time, {args.workers} server "
          f"worker(s), {res['wall_s']} s, "
          f"{res['throughput_rps']} requests/s")
    print(f"{'endpoint':<24}{'n':>5}{'errors':>8}{'p50 ms':>9}{'p90 ms':>9}{'p99 ms':>9}"
          f"{'max ms':>9}")
    for name, s in [("all", res["all"]), *res["by_endpoint"].items()]:
        print(f"{name:<24}{s['requests']:>5}{s['errors']:>8}{s['p50_ms']:>9}{s['p90_ms']:>9}"
              f"{s['p99_ms']:>9}{s['max_ms']:>9}")
    for f in res["failures"]:
        print(f"failed: {f}")
    for line in server_errors[:10]:
        print(f"server log: {line.rstrip()}")
    if not args.no_save:
        OUT.parent.mkdir(parents=True, exist_ok=True)
        out = OUT.with_name(f"serve_load_w{args.workers}.json") if args.workers > 1 else OUT
        out.write_text(json.dumps(res, indent=2) + "\n")
    if res["all"]["errors"] or res["sent"] < res["requests"]:
        sys.exit(1)


if __name__ == "__main__":
    main()
