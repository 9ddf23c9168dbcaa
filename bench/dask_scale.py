"""Throughput of `newsfuse batch` on 2,000 clusters: one process vs Dask LocalClusters.

The clusters are the Multi-News validation clusters replicated (ids suffixed ``-r0``, ``-r1``,
...) to 2,000. Measured: the single-process engine (``newsfuse batch IN.jsonl -o OUT.jsonl
--workers 1``) and ``--engine dask`` on a LocalCluster of 1 and of 2 worker processes (one
thread each), every engine warmed up first (imports, word tables) so the figures are
steady-state throughput; cluster start-up is reported apart. The outputs are checked to be
identical before any figure is printed.

A scaling ratio is only as good as the cores behind it, so the benchmark also measures the
machine before each round: the same pure-Python loop in one process, then in two at once.
"Parallel capacity" 2.0 means two busy processes each run at full speed; 1.0 means they share
one core's worth. "Busy workers" is the parts' summed run time over the job's wall time: how
many workers the engine kept briefing at once (the single-process row counts as 1).

    .venv/bin/python bench/dask_scale.py [--clusters 2000] [--part-size 250] [--rounds 3]

Writes a table to stdout and the figures to bench/out/dask_scale.json.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(os.environ.get("NEWSFUSE_SHARED", ROOT.parent / "shared")) / "data" / \
    "multi_news" / "validation.jsonl"


def make_input(src: Path, n: int, dest: Path) -> None:
    lines = [json.loads(x) for x in src.read_text(encoding="utf-8").splitlines() if x.strip()]
    with dest.open("w", encoding="utf-8") as fh:
        for i in range(n):
            obj = lines[i % len(lines)]
            rec = {"id": f"{obj['id']}-r{i // len(lines)}", "documents": obj["documents"]}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")


def _warm() -> int:
    """Brief one cluster in this process: imports, word tables, caches."""
    from newsfuse.batch import process_record

    process_record(1, json.dumps({"id": "warm", "documents": [
        "Rescue teams searched the collapsed hillside on Tuesday, officials said.",
        "Officials said rescue teams searched the hillside after it collapsed."]}))
    return os.getpid()


def _spin(n: int) -> float:
    t0 = time.perf_counter()
    x = 0
    for i in range(n):
        x += i
    return time.perf_counter() - t0


def parallel_capacity(loops: int = 60_000_000) -> float:
    """How many processes' worth of CPU two busy processes get (2.0 = two full cores)."""
    import multiprocessing as mp

    with mp.get_context("spawn").Pool(2) as pool:
        one = pool.apply(_spin, (loops,))
        t0 = time.perf_counter()
        pool.map(_spin, [loops, loops], chunksize=1)
        both = time.perf_counter() - t0
    return 2 * one / both


def part_records(outdir: Path) -> list[str]:
    from newsfuse.distributed import part_paths

    return [line for p in part_paths(str(outdir)) for line in Path(p).read_text().splitlines()]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--clusters", type=int, default=2000)
    ap.add_argument("--part-size", type=int, default=None,
                    help="clusters per part (default: newsfuse's default)")
    ap.add_argument("--words", type=int, default=120)
    ap.add_argument("--rounds", type=int, default=3, help="report the best of N rounds")
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--json", type=Path, default=ROOT / "bench" / "out" / "dask_scale.json")
    args = ap.parse_args()
    if not args.data.exists():
        print(f"dask_scale: {args.data} not found (set NEWSFUSE_SHARED)", file=sys.stderr)
        return 2

    from distributed import Client, LocalCluster

    from newsfuse.batch import run_batch
    from newsfuse.distributed import DEFAULT_PART_SIZE, run_parts

    part_size = args.part_size or DEFAULT_PART_SIZE
    names = ["local, one process", "dask LocalCluster, 1 worker", "dask LocalCluster, 2 workers"]
    best = dict.fromkeys(names, float("inf"))
    busy = dict.fromkeys(names, 1.0)  # parts' summed wall time / job wall time
    startup = dict.fromkeys(names, 0.0)
    capacities = []
    with tempfile.TemporaryDirectory(prefix="newsfuse-bench-") as tmp:
        src = Path(tmp) / "clusters.jsonl"
        make_input(args.data, args.clusters, src)
        _warm()
        clusters = {}
        try:
            for n, name in ((1, names[1]), (2, names[2])):
                t0 = time.perf_counter()
                cluster = LocalCluster(n_workers=n, threads_per_worker=1, processes=True,
                                       dashboard_address=None)
                clusters[name] = (cluster, Client(cluster))
                clusters[name][1].run(_warm)
                startup[name] = time.perf_counter() - t0
            for r in range(args.rounds):
                capacities.append(parallel_capacity())
                t0 = time.perf_counter()
                res = run_batch(str(src), str(Path(tmp) / "single.jsonl"), args.words,
                                workers=1, progress=False)
                best[names[0]] = min(best[names[0]], time.perf_counter() - t0)
                assert res.total == args.clusters and res.failed == 0
                single = (Path(tmp) / "single.jsonl").read_text().splitlines()
                for i, name in enumerate(names[1:], 1):
                    out = Path(tmp) / f"dask-{r}-{i}"
                    t0 = time.perf_counter()
                    job = run_parts([str(src)], str(out), words=args.words,
                                    part_size=part_size, engine="dask",
                                    client=clusters[name][1], progress=False)
                    wall = time.perf_counter() - t0
                    if wall < best[name]:
                        best[name] = wall
                        manifest = json.loads((out / "manifest.json").read_text())
                        busy[name] = sum(p["seconds"] for p in manifest["parts"]) / wall
                    assert job.complete and job.records == args.clusters and not job.errors
                    assert part_records(out) == single, "dask output differs from one process"
        finally:
            for cluster, client in clusters.values():
                client.close()
                cluster.close()

    rows = [{"engine": name, "startup_s": startup[name], "wall_s": best[name],
             "clusters_per_s": args.clusters / best[name], "busy_workers": busy[name]}
            for name in names]
    one = rows[1]["clusters_per_s"]
    ratio = rows[2]["clusters_per_s"] / one
    capacity = max(capacities)
    print(f"{args.clusters} clusters, --words {args.words}, part size {part_size}, "
          f"{os.cpu_count()} CPUs; best of {args.rounds} round(s); parallel capacity "
          f"{', '.join(f'{c:.2f}' for c in capacities)} (two busy processes vs one, before "
          f"each round); load average {os.getloadavg()[0]:.2f} at the end\n")
    print("| engine | cluster start (s) | wall (s) | clusters/s | vs 1 dask worker "
          "| busy workers |")
    print("|---|---:|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r['engine']} | {r['startup_s']:.1f} | {r['wall_s']:.1f} | "
              f"{r['clusters_per_s']:.1f} | {r['clusters_per_s'] / one:.2f}x | "
              f"{r['busy_workers']:.2f} |")
    print(f"\nscaling ratio, 2 workers / 1 worker: {ratio:.2f} (the machine's best parallel "
          f"capacity: {capacity:.2f}); outputs identical to the single-process run")
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps({"clusters": args.clusters, "words": args.words,
                                     "part_size": part_size, "cpus": os.cpu_count(),
                                     "parallel_capacity": capacities,
                                     "rows": rows, "scaling_ratio": ratio}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
