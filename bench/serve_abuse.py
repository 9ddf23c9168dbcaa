"""``newsfuse serve`` under abuse, over loopback: memory, CPU after a disconnect, pages under load.

Starts the real server (``python -m newsfuse.cli serve``, its own process tree: the server,
the fork server and the worker processes) on a free 127.0.0.1 port with a temporary store,
preloads it through the API (the example, kobani and the Multi-News validation articles from
../shared), then sends the requests of issue 15, measuring the server's whole process tree
(proportional memory, PSS, summed over its processes; CPU seconds) every 50 ms:

- ``huge_200x24k`` / ``huge_50x24k``: ``POST /api/summarize`` of 200 (4.9 MB) and 50 articles
  of 24,000 characters: its status, time and the server's peak memory;
- ``maximal`` / ``maximal_best``: the largest brief the default limits allow (real Multi-News
  text, 49,000 words in 50 articles, with the comparison report; greedy and exact selection);
- ``paste_1000``: the paste form with 1,000 articles;
- ``abandon``: the maximal exact brief, its client gone after 1 s: the server's CPU seconds in
  the 2 s after the disconnect and in the 2 s after that (the target: none left 2 s after);
- ``lists_under_briefs``: 8 clients post maximal briefs back to back for 30 s while 2 clients
  load the list pages (``/`` and ``/api/stories``) and cached story pages: their p50/p99;
- ``clients_200``: 200 concurrent clients (in 4 processes) for 20 s (40% lists, 40% story
  briefs, 20% briefs of the example): p50/p99, errors, and a probe loading list pages
  meanwhile;
- ``rate_limit``: one client's 200 quick POSTs to a server with the default rate limit.

All clients share 127.0.0.1, so the server runs with ``--rate-limit 0`` except in the last
scenario. Every request has a timeout and the whole run a deadline; a server whose memory
passes ``--kill-above`` MB is killed (and restarted), which is recorded. With ``--server-path
DIR`` the server runs the newsfuse found in DIR (e.g. an older checkout) and with
``--baseline`` it gets no flag newer than that. Results: stdout and
bench/results/serve_abuse.json (serve_abuse_baseline.json with --baseline).

    python bench/serve_abuse.py [--quick] [--baseline --server-path DIR] [--kill-above 3000]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
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
from typing import Any

import httpx
import psutil

sys.path.insert(0, str(Path(__file__).resolve().parent))
from serve_load import EXAMPLE, HOST, MULTI_NEWS, ROOT, free_port, percentile
from serve_load import preload as preload_store

OUT = ROOT / "bench" / "results" / "serve_abuse.json"
SAMPLE = 0.05  # seconds between samples of the server's processes


class Server:
    """The server's process tree, sampled: memory (PSS summed, and the largest process's RSS)
    and CPU seconds; killed when its memory passes ``kill_above_mb``."""

    def __init__(self, args: argparse.Namespace, db: Path, log: Any):
        self.args, self.db, self.log = args, db, log
        self.port = free_port()
        self.proc: subprocess.Popen | None = None
        self.peak_mb = 0.0
        self.peak_process_mb = 0.0
        self.killed: list[str] = []
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._cpu: dict[int, float] = {}  # pid -> CPU seconds, latest sample (dead ones kept)

    def start(self, rate_limit: int | None = 0) -> None:
        cmd = [self.args.python, "-m", "newsfuse.cli", "serve", "--db", str(self.db),
               "--host", HOST, "--port", str(self.port), "--log-level", "warning"]
        if not self.args.baseline:
            cmd += ["--rate-limit", str(rate_limit)] if rate_limit is not None else []
        env = dict(os.environ)
        if self.args.server_path:
            env["PYTHONPATH"] = self.args.server_path
        self.proc = subprocess.Popen(cmd, cwd=self.args.server_path or ROOT, stderr=self.log,
                                     env=env)
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise SystemExit("newsfuse serve exited at start (see its log)")
            try:
                if httpx.get(self.url("/api/health"), timeout=5).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.2)
        else:
            raise SystemExit("newsfuse serve did not start within 90 s")
        self._stop.clear()
        threading.Thread(target=self._sample, daemon=True).start()

    def url(self, path: str) -> str:
        return f"http://{HOST}:{self.port}{path}"

    def processes(self) -> list[psutil.Process]:
        try:
            root = psutil.Process(self.proc.pid)
            return [root, *root.children(recursive=True)]
        except (psutil.Error, AttributeError):
            return []

    def _sample(self) -> None:
        while not self._stop.is_set():
            total = 0.0
            for p in self.processes():
                try:
                    mem = p.memory_full_info()
                    cpu = p.cpu_times()
                except psutil.Error:
                    continue
                total += mem.pss / 2**20
                with self._lock:
                    self.peak_process_mb = max(self.peak_process_mb, mem.rss / 2**20)
                    self._cpu[p.pid] = cpu.user + cpu.system
            with self._lock:
                self.peak_mb = max(self.peak_mb, total)
            if total > self.args.kill_above:
                self.killed.append(f"server killed at {total:,.0f} MB")
                self.stop()
                return
            time.sleep(SAMPLE)

    def reset_peaks(self) -> None:
        with self._lock:
            self.peak_mb = self.peak_process_mb = 0.0

    def cpu(self) -> float:
        """CPU seconds of the whole tree so far (processes that died keep their last value)."""
        for p in self.processes():
            try:
                t = p.cpu_times()
            except psutil.Error:
                continue
            with self._lock:
                self._cpu[p.pid] = t.user + t.system
        with self._lock:
            return sum(self._cpu.values())

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def stop(self) -> None:
        self._stop.set()
        if self.proc is None:
            return
        kids = self.processes()[1:]
        self.proc.terminate()
        try:
            self.proc.wait(20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        for k in kids:
            with contextlib.suppress(psutil.Error):
                k.kill()


# ------------------------------------------------------------------------------- payloads


def real_articles(n: int, words: int, seed: int = 1) -> list[str]:
    """``n`` articles of ``words`` words from Multi-News documents (whole paragraphs)."""
    docs = []
    for line in MULTI_NEWS.read_text(encoding="utf-8").splitlines():
        docs += [d for d in json.loads(line)["documents"] if len(d.split()) > 200]
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        parts, k = [], 0
        while k < words:
            d = rng.choice(docs)
            parts.append(d)
            k += len(d.split())
        out.append(" ".join(" \n\n ".join(parts).split(" ")[:words]))
    return out


def chars_articles(n: int, chars: int) -> list[str]:
    text = " ".join(real_articles(1, chars // 4, seed=7))
    return [text[:chars] + f" ({i})" for i in range(n)]


# ------------------------------------------------------------------------------ scenarios


def one(server: Server, name: str, method: str, path: str, timeout: float = 180, **kw: Any
        ) -> dict[str, Any]:
    """One request: status, seconds, the server's peak memory meanwhile."""
    server.reset_peaks()
    t0 = time.perf_counter()
    try:
        r = httpx.request(method, server.url(path), timeout=timeout, **kw)
        status, detail = r.status_code, r.text[:160]
    except httpx.HTTPError as exc:
        status, detail = None, repr(exc)[:160]
    out = {"scenario": name, "status": status, "seconds": round(time.perf_counter() - t0, 2),
           "peak_server_mb": round(server.peak_mb), "peak_process_mb":
           round(server.peak_process_mb), "answer": detail}
    if not server.alive():
        out["server"] = server.killed[-1] if server.killed else "server died"
    return out


def abandon(server: Server, body: dict[str, Any], after: float = 1.0) -> dict[str, Any]:
    """Send ``body``, close the connection after ``after`` s; CPU seconds in the two 2 s
    windows after the close."""
    data = json.dumps(body).encode()
    s = socket.create_connection((HOST, server.port))
    s.sendall(b"POST /api/summarize HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json"
              b"\r\nContent-Length: %d\r\n\r\n" % len(data) + data)
    time.sleep(after)
    busy = server.cpu()
    s.close()
    c0 = server.cpu()
    time.sleep(2.0)
    c2 = server.cpu()
    time.sleep(2.0)
    c4 = server.cpu()
    return {"scenario": "abandon", "closed_after_s": after,
            "cpu_s_first_2s_after_close": round(c2 - c0, 2),
            "cpu_s_2_to_4s_after_close": round(c4 - c2, 2),
            "cpu_s_before_close": round(c0 - busy, 2)}


def lists_under_briefs(server: Server, body: dict[str, Any], seconds: float, posters: int,
                       readers: int, story_ids: list[str]) -> dict[str, Any]:
    stop = time.monotonic() + seconds
    lat: dict[str, list[float]] = {"list": [], "story": []}
    briefs: dict[str, int] = {}
    errors: list[str] = []
    lock = threading.Lock()
    server.reset_peaks()

    def post() -> None:
        with httpx.Client(timeout=120) as c:
            while time.monotonic() < stop:
                try:
                    status = str(c.post(server.url("/api/summarize"), json=body).status_code)
                except httpx.HTTPError as exc:
                    status = type(exc).__name__
                with lock:
                    briefs[status] = briefs.get(status, 0) + 1

    def read(seed: int) -> None:
        rng = random.Random(seed)
        with httpx.Client(timeout=60) as c:
            while time.monotonic() < stop:
                kind = "list" if rng.random() < 0.7 else "story"
                path = rng.choice(["/", "/api/stories", "/?order=largest"]) if kind == "list" \
                    else f"/stories/{rng.choice(story_ids)}"
                t0 = time.perf_counter()
                try:
                    r = c.get(server.url(path))
                    ok = r.status_code == 200
                    if not ok:
                        errors.append(f"{path}: {r.status_code}")
                except httpx.HTTPError as exc:
                    ok = False
                    errors.append(f"{path}: {exc!r}")
                with lock:
                    lat[kind].append((time.perf_counter() - t0) * 1000)
                time.sleep(0.05)

    threads = [threading.Thread(target=post) for _ in range(posters)]
    threads += [threading.Thread(target=read, args=(i,)) for i in range(readers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(seconds + 180)
    out: dict[str, Any] = {"scenario": "lists_under_briefs", "seconds": seconds,
                           "posters": posters, "readers": readers, "briefs_by_status": briefs,
                           "peak_server_mb": round(server.peak_mb), "errors": errors[:10]}
    for kind, ms in lat.items():
        out[kind] = {"n": len(ms), "p50_ms": round(percentile(ms, 0.5), 1),
                     "p99_ms": round(percentile(ms, 0.99), 1),
                     "max_ms": round(max(ms), 1) if ms else None}
    return out


def _client_group(base: str, seconds: float, clients: int, story_ids: list[str],
                  example: list[str], seed: int) -> tuple[dict[str, list[float]], dict[str, int]]:
    """``clients`` concurrent clients in this process (one of several: a single Python
    process cannot drive 200 clients without becoming the bottleneck it measures)."""
    lat: dict[str, list[float]] = {"list": [], "story": [], "brief": []}
    statuses: dict[str, int] = {}

    async def client(i: int, http: httpx.AsyncClient, stop: float) -> None:
        rng = random.Random(seed * 1000 + i)
        while time.monotonic() < stop:
            x = rng.random()
            kind = "list" if x < 0.4 else "story" if x < 0.8 else "brief"
            t0 = time.perf_counter()
            try:
                if kind == "list":
                    r = await http.get(f"{base}/api/stories")
                elif kind == "story":
                    r = await http.get(f"{base}/api/stories/{rng.choice(story_ids)}"
                                       f"?words={rng.choice([80, 120, 200])}")
                else:
                    r = await http.post(f"{base}/api/summarize", json={"articles": example})
                status = f"{r.status_code} ({kind})"
            except httpx.HTTPError as exc:
                status = f"{type(exc).__name__} ({kind})"
            lat[kind].append((time.perf_counter() - t0) * 1000)
            statuses[status] = statuses.get(status, 0) + 1

    async def run() -> None:
        # idle connections dropped before the server's 5 s keep-alive ends: no close race
        limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients,
                              keepalive_expiry=2.0)
        async with httpx.AsyncClient(timeout=60, limits=limits) as http:
            stop = time.monotonic() + seconds
            await asyncio.gather(*(client(i, http, stop) for i in range(clients)))

    asyncio.run(run())
    return lat, statuses


def _probe(base: str, seconds: float) -> list[float]:
    """One client loading ``/`` and ``/api/stories`` in turn, a request every 0.1 s."""
    out = []
    stop = time.monotonic() + seconds
    with httpx.Client(timeout=60) as c:
        for i in itertools.count():
            if time.monotonic() >= stop:
                break
            t0 = time.perf_counter()
            with contextlib.suppress(httpx.HTTPError):
                c.get(f"{base}{'/' if i % 2 else '/api/stories'}")
            out.append((time.perf_counter() - t0) * 1000)
            time.sleep(0.1)
    return out


def clients_200(server: Server, seconds: float, clients: int, story_ids: list[str],
                processes: int = 4) -> dict[str, Any]:
    """``clients`` clients in ``processes`` processes (40% lists, 40% stored story briefs, 20%
    briefs of the example), and a probe process loading list pages meanwhile."""
    import multiprocessing as mp
    from concurrent.futures import ProcessPoolExecutor

    example = [p.read_text(encoding="utf-8") for p in sorted(EXAMPLE.iterdir())]
    base = server.url("")
    server.reset_peaks()
    t0 = time.perf_counter()
    with ProcessPoolExecutor(processes + 1, mp_context=mp.get_context("spawn")) as ex:
        probe = ex.submit(_probe, base, seconds)
        groups = [ex.submit(_client_group, base, seconds, clients // processes, story_ids,
                            example, k) for k in range(processes)]
        results = [g.result() for g in groups]
        probe_ms = probe.result()
    wall = time.perf_counter() - t0
    lat: dict[str, list[float]] = {"list": [], "story": [], "brief": []}
    statuses: dict[str, int] = {}
    for part, st in results:
        for kind, ms in part.items():
            lat[kind] += ms
        for k, v in st.items():
            statuses[k] = statuses.get(k, 0) + v
    every = [x for ms in lat.values() for x in ms]
    return {"scenario": "clients_200", "clients": clients, "client_processes": processes,
            "seconds": round(wall, 1), "requests": len(every),
            "throughput_rps": round(len(every) / seconds, 1), "by_status": statuses,
            "p50_ms": round(percentile(every, 0.5), 1),
            "p99_ms": round(percentile(every, 0.99), 1),
            **{kind: {"n": len(ms), "p50_ms": round(percentile(ms, 0.5), 1),
                      "p99_ms": round(percentile(ms, 0.99), 1)} for kind, ms in lat.items()},
            "probe_list_pages": {"n": len(probe_ms), "p50_ms": round(percentile(probe_ms, 0.5), 1),
                                 "p99_ms": round(percentile(probe_ms, 0.99), 1)},
            "peak_server_mb": round(server.peak_mb)}


def rate_limit(server: Server, n: int = 200) -> dict[str, Any]:
    statuses: dict[str, int] = {}
    t0 = time.perf_counter()
    with httpx.Client(timeout=30) as c:
        for _ in range(n):
            r = c.post(server.url("/api/summarize"), json={"articles": []})
            statuses[str(r.status_code)] = statuses.get(str(r.status_code), 0) + 1
    return {"scenario": "rate_limit", "posts": n, "by_status": statuses,
            "seconds": round(time.perf_counter() - t0, 2)}


# ----------------------------------------------------------------------------------- main


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="shorter load phases (smoke test)")
    ap.add_argument("--baseline", action="store_true",
                    help="the server takes none of the newer flags (an older checkout)")
    ap.add_argument("--server-path", help="run the newsfuse found in this folder")
    ap.add_argument("--python", default=sys.executable, help="the server's Python")
    ap.add_argument("--kill-above", type=float, default=3000.0, metavar="MB",
                    help="kill the server when its memory passes this (default 3000)")
    ap.add_argument("--no-save", action="store_true")
    args = ap.parse_args()
    if not MULTI_NEWS.exists():
        raise SystemExit(f"{MULTI_NEWS} is needed (../shared)")
    load_s, clients_s = (8, 8) if args.quick else (30, 20)
    maximal = {"articles": real_articles(49, 1000), "words": 120}
    results: list[dict[str, Any]] = []
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="newsfuse-abuse-") as tmp, \
            open(Path(tmp) / "server.log", "w+", encoding="utf-8") as log:
        server = Server(args, Path(tmp) / "abuse.db", log)

        def ensure() -> None:
            if not server.alive():
                server.stop()
                server.start()

        server.start()
        n_articles, preload_s = preload_store(server.port)
        stories = httpx.get(server.url("/api/stories?limit=200"), timeout=60).json()["stories"]
        story_ids = [s["story"] for s in stories if s["size"] >= 2][:40]
        for sid in story_ids:  # cached story pages, as a live site has them
            httpx.get(server.url(f"/stories/{sid}"), timeout=120)
        httpx.get(server.url("/"), timeout=120)
        print(f"store: {n_articles} articles in {preload_s:.0f} s; {len(story_ids)} story "
              f"pages warmed", flush=True)

        def record(res: dict[str, Any]) -> None:
            results.append(res)
            print(json.dumps(res), flush=True)

        record(one(server, "maximal", "POST", "/api/summarize", json=maximal))
        ensure()
        record(one(server, "maximal_best", "POST", "/api/summarize",
                   json={**maximal, "quality": "best"}))
        ensure()
        record(abandon(server, {**maximal, "quality": "best"}))
        ensure()
        record(lists_under_briefs(server, maximal, load_s, 8, 2, story_ids))
        ensure()
        record(clients_200(server, clients_s, 200, story_ids))
        ensure()
        pasted = "\n---\n".join(f"Article {i}\n\nOfficials said on Monday that the river rose "
                                f"{i} centimetres overnight." for i in range(1000))
        record(one(server, "paste_1000", "POST", "/brief", data={"text": pasted}))
        ensure()
        record(one(server, "huge_50x24k", "POST", "/api/summarize",
                   json={"articles": chars_articles(50, 24_000)}, timeout=300))
        ensure()
        record(one(server, "huge_200x24k", "POST", "/api/summarize",
                   json={"articles": chars_articles(200, 24_000)}, timeout=300))
        server.stop()
        if not args.baseline:
            server.start(rate_limit=None)  # the default rate limit
            record(rate_limit(server))
            server.stop()
        log.seek(0)
        errors = [line.rstrip() for line in log if "Traceback" in line or " 500 " in line]
    out = {"results": results, "preloaded_articles": n_articles, "baseline": args.baseline,
           "server_path": args.server_path, "server_log_errors": errors[:20],
           "load_avg_before": [round(x, 2) for x in load_before],
           "load_avg_after": [round(x, 2) for x in os.getloadavg()],
           "machine": f"{os.cpu_count()} CPUs", "python": sys.version.split()[0]}
    print(f"load average before {out['load_avg_before']}, after {out['load_avg_after']}")
    for e in errors[:10]:
        print(f"server log: {e}")
    if not args.no_save:
        path = OUT.with_name("serve_abuse_baseline.json") if args.baseline else OUT
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(out, indent=2) + "\n")


if __name__ == "__main__":
    main()
