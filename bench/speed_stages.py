"""Where a default brief's time goes: CPU ms per cluster, stage by stage.

    python bench/speed_stages.py [--runs 5] [--limit 130] [--words 250] [--data ...]
    python bench/speed_stages.py --against /path/to/other/checkout   # both, interleaved

Each run is a fresh process that does what ``newsfuse eval`` does: ``terms.warm_up``, one
untimed brief, then one ``summarize`` (``--quality fast``, generic) of each of the first
``--limit`` clusters, CPU time (``time.process_time``). Every stage the pipeline module calls
(the functions it imports from other modules, and its own helpers) is wrapped with a CPU
timer; "other" is what the pipeline does between them. ``--against`` runs another checkout's
code (by ``PYTHONPATH``) in the same way, its runs interleaved with this one's, so that load
on the shared machine falls on both alike. The table gives the median over the runs (and the
minimum). ``--profile FILE`` writes a cProfile of one more run instead.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data" / "multi_news" / "validation.jsonl"
OWN = ("left_out", "_warnings", "standalone_sentences", "_english")


def load(path: Path, limit: int) -> list[list[Any]]:
    out = []
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                docs = json.loads(line)["documents"]
                out.append([d for d in docs
                            if (d if isinstance(d, str) else d.get("text", "")).strip()])
                if len(out) >= limit:
                    break
    return out


def instrument(totals: dict[str, float]) -> None:
    """Wrap the stages the pipeline calls with CPU timers adding into ``totals``."""
    from newsfuse import pipeline

    depth = [0]

    def timed(name: str, fn: Any) -> Any:
        @functools.wraps(fn)
        def run(*args: Any, **kwargs: Any) -> Any:
            if depth[0]:  # a stage inside another stage counts to the outer one
                return fn(*args, **kwargs)
            depth[0] += 1
            t = time.process_time()
            try:
                return fn(*args, **kwargs)
            finally:
                totals[name] = totals.get(name, 0.0) + time.process_time() - t
                depth[0] -= 1
        return run

    for name, obj in list(vars(pipeline).items()):
        mod = getattr(obj, "__module__", "") or ""
        if not callable(obj) or isinstance(obj, type) or name.startswith("__"):
            continue
        if (mod.startswith("newsfuse.") and mod != "newsfuse.pipeline") or name in OWN:
            setattr(pipeline, name, timed(name, obj))


def one_run(data: Path, limit: int, words: int, profile: str | None) -> dict[str, float]:
    """One pass in this process: ms per cluster by stage, and the total."""
    from newsfuse import summarize
    from newsfuse.terms import warm_up

    try:  # as the CLI does (older checkouts may not have it)
        from newsfuse.runtime import limit_blas_threads

        limit_blas_threads()
    except ImportError:
        pass
    clusters = load(data, limit)
    warm_up()
    summarize(clusters[0], words)
    totals: dict[str, float] = {}
    if profile:
        import cProfile

        prof = cProfile.Profile()
        prof.enable()
    else:
        instrument(totals)
    t = time.process_time()
    for docs in clusters:
        summarize(docs, words)
    totals["total"] = time.process_time() - t
    if profile:
        prof.disable()
        prof.dump_stats(profile)
    return {k: v * 1000 / len(clusters) for k, v in totals.items()}


def spawn(code: Path, args: argparse.Namespace) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=str(code), OMP_NUM_THREADS="1",
               OPENBLAS_NUM_THREADS="1", MKL_NUM_THREADS="1")
    cmd = [sys.executable, __file__, "--one", "--data", args.data, "--limit", str(args.limit),
           "--words", str(args.words)]
    out = subprocess.run(cmd, env=env, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def report(name: str, runs: list[dict[str, float]]) -> dict[str, float]:
    keys = sorted({k for r in runs for k in r if k != "total"},
                  key=lambda k: -statistics.median(r.get(k, 0.0) for r in runs))
    med = {k: statistics.median(r.get(k, 0.0) for r in runs) for k in [*keys, "total"]}
    low = {k: min(r.get(k, 0.0) for r in runs) for k in [*keys, "total"]}
    other = [r["total"] - sum(v for k, v in r.items() if k != "total") for r in runs]
    print(f"{name}: {len(runs)} runs, ms per cluster: median (minimum)")
    for k in keys:
        if med[k] >= 0.0005:
            print(f"  {k:24s} {med[k]:7.3f} ({low[k]:.3f})")
    print(f"  {'other':24s} {statistics.median(other):7.3f} ({min(other):.3f})")
    print(f"  {'total':24s} {med['total']:7.3f} ({low['total']:.3f})  = "
          f"{1000 / med['total']:.1f} clusters/s (best {1000 / low['total']:.1f})")
    return med


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", default=str(DATA))
    ap.add_argument("--limit", type=int, default=130)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--words", type=int, default=250)
    ap.add_argument("--against", default=None, help="another checkout to time beside this one")
    ap.add_argument("--profile", default=None, help="write a cProfile of one run here")
    ap.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one or args.profile:
        res = one_run(Path(args.data), args.limit, args.words, args.profile)
        print(json.dumps(res))
        return
    codes = [ROOT] + ([Path(args.against).resolve()] if args.against else [])
    runs: dict[Path, list[dict[str, float]]] = {c: [] for c in codes}
    load_seen = []
    for _ in range(args.runs):
        for c in codes:
            runs[c].append(spawn(c, args))
            load_seen.append(os.getloadavg()[0])
    print(f"{args.limit} clusters of {Path(args.data).name}, {args.words} words; load average "
          f"during the runs {min(load_seen):.2f}-{max(load_seen):.2f}")
    for c in codes:
        report(str(c), runs[c])


if __name__ == "__main__":
    main()
