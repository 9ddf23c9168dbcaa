"""How story clustering scales: 1k, 10k and 50k articles (``make bench-stories``).

The articles are synthetic growth from the 716 real Multi-News validation articles (260
stories). Copy c of a true story is a new story: every rare word in its articles (Zipf
frequency below 4.5, rarer than ~30 per million words: names, places, unusual words) gets the
same made-up suffix for that copy, so each copy has its own entities, as a different event
would; copy 0 is the original. Each copied article is then lightly perturbed (seeded):
sentences shuffled within paragraphs, one sentence dropped (p 0.5) and one duplicated (p 0.3),
numbers replaced (p 0.3 each), a new id. Stories are taken whole, in a shuffled order, until
the size is reached (the last one may be cut).

Each size runs in its own process, so the peak resident memory (ru_maxrss) is that size's
alone; it includes Python, the libraries and the generated texts. Also reported: B-cubed F1
against the synthetic truth. Results go to bench/out/stories_scale.json and, with --plot, to
bench/stories_scale.png.

    python bench/stories_scale.py [--sizes 1000,10000,50000] [--plot]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

DATA = ROOT.parent / "shared" / "data" / "multi_news" / "validation.jsonl"
OUT = ROOT / "bench" / "out" / "stories_scale.json"
PNG = ROOT / "bench" / "stories_scale.png"
RARE_ZIPF = 4.5
_WORD = re.compile(r"[A-Za-z][a-z]{2,}")
_NUMBER = re.compile(r"\b\d+\b")
_SENT = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"“])")


def suffix(c: int) -> str:
    s = ""
    c += 1
    while c:
        c, r = divmod(c - 1, 26)
        s = "bcdfghjklmnpqrstvwxz"[r % 20] + "aeiou"[r % 5] + s
    return s


def load_stories(path: Path) -> list[tuple[str, list[str]]]:
    with open(path, encoding="utf-8") as fh:
        return [(d["id"], d["documents"]) for d in map(json.loads, fh)]


def make_pile(n: int, seed: int = 7) -> tuple[list[dict], dict[str, str]]:
    from newsfuse.terms import zipf

    rng = random.Random(seed)
    stories = load_stories(DATA)
    rare: dict[str, bool] = {}

    def is_rare(w: str) -> bool:
        r = rare.get(w)
        if r is None:
            r = rare[w] = zipf(w.lower()) < RARE_ZIPF
        return r

    def perturb(text: str) -> str:
        pars = []
        for par in text.split("\n"):
            sents = _SENT.split(par)
            if len(sents) > 2:
                rng.shuffle(sents)
            pars.append(" ".join(sents))
        flat = [(i, j) for i, p in enumerate(pars) for j in range(len(_SENT.split(p)))]
        if len(flat) > 3 and rng.random() < 0.5:
            i, _ = rng.choice(flat)
            sents = _SENT.split(pars[i])
            sents.pop(rng.randrange(len(sents)))
            pars[i] = " ".join(sents)
        if len(flat) > 3 and rng.random() < 0.3:
            i, _ = rng.choice(flat)
            sents = _SENT.split(pars[i])
            k = rng.randrange(len(sents))
            sents.insert(k, sents[k])
            pars[i] = " ".join(sents)
        text = "\n".join(pars)
        return _NUMBER.sub(lambda m: str(rng.randint(2, 999)) if rng.random() < 0.3
                           else m.group(0), text)

    order = [(c, s) for c in range(n // 700 + 2) for s in range(len(stories))]
    rng.shuffle(order)
    order.sort(key=lambda x: x[0])  # every story's copy c before any copy c + 1
    pile, gold = [], {}
    for c, s in order:
        if len(pile) >= n:
            break
        sid, docs = stories[s]
        tag = suffix(c)
        for i, text in enumerate(docs):
            if len(pile) >= n:
                break
            if c:
                text = _WORD.sub(lambda m, t=tag: m.group(0) + t if is_rare(m.group(0))
                                 else m.group(0), text)
                text = perturb(text)
            aid = f"syn{c}-{sid}-{i}"
            pile.append({"id": aid, "text": text})
            gold[aid] = f"{c}:{sid}"
    rng.shuffle(pile)
    return pile, gold


def run_one(n: int) -> dict:
    from stories_quality import bcubed

    from newsfuse.model import Article
    from newsfuse.stories import cluster_articles

    t0 = time.perf_counter()
    pile, gold = make_pile(n)
    gen = time.perf_counter() - t0
    arts = [Article(id=d["id"], text=d["text"]) for d in pile]
    del pile
    rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    t0, c0 = time.perf_counter(), time.process_time()
    groups = cluster_articles(arts)
    secs, cpu = time.perf_counter() - t0, time.process_time() - c0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    pred = {a.id: g.id for g in groups for a in g.articles}
    ids = sorted(gold)
    p, r, f = bcubed([pred[i] for i in ids], [gold[i] for i in ids])
    return {"articles": n, "seconds": round(secs, 1), "cpu_s": round(cpu, 1),
            "per_1k_articles_s": round(secs / n * 1e3, 2),
            "peak_rss_mb": round(peak), "rss_before_mb": round(rss0),
            "generate_s": round(gen, 1), "stories_true": len(set(gold.values())),
            "stories_found": len(groups), "bcubed_precision": round(p, 3),
            "bcubed_recall": round(r, 3), "bcubed_f1": round(f, 3)}


def run_store(n: int, singles: int = 200) -> dict:
    """A store holding ``n`` articles (one bulk add), then ``singles`` adds of one article."""
    import tempfile

    from newsfuse.model import Article
    from newsfuse.store import StoryStore

    pile, _ = make_pile(n + singles)
    arts = [Article(id=d["id"], text=d["text"]) for d in pile]
    with tempfile.TemporaryDirectory() as tmp, StoryStore(Path(tmp) / "s.db") as store:
        t0 = time.perf_counter()
        store.add_articles(arts[:n])
        bulk = time.perf_counter() - t0
        t0 = time.perf_counter()
        for a in arts[n:]:
            store.add_articles([a])
        single = (time.perf_counter() - t0) / singles
        t0 = time.perf_counter()
        store.stories(limit=50)
        listing = time.perf_counter() - t0
        size = (Path(tmp) / "s.db").stat().st_size
    return {"stored": n, "bulk_add_s": round(bulk, 1), "single_add_ms": round(single * 1e3, 1),
            "list_50_stories_ms": round(listing * 1e3, 1), "db_mb": round(size / 2**20)}


def plot(rows: list[dict]) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    n = [r["articles"] for r in rows]
    fig, ax = plt.subplots(figsize=(6, 3.6), dpi=110)
    ax.plot(n, [r["seconds"] for r in rows], "o-", label="wall time (s)")
    ax.plot(n, [n_ * rows[0]["seconds"] / rows[0]["articles"] for n_ in n], ":", color="grey",
            label="linear from 1k")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("articles")
    ax.set_ylabel("seconds")
    ax2 = ax.twinx()
    ax2.plot(n, [r["peak_rss_mb"] for r in rows], "s--", color="tab:red", label="peak RSS (MB)")
    ax2.set_ylabel("peak RSS (MB)")
    ax2.set_yscale("log")
    lines = ax.get_legend_handles_labels()[0] + ax2.get_legend_handles_labels()[0]
    ax.legend(lines, [ln.get_label() for ln in lines], loc="upper left", fontsize=8)
    ax.set_title("newsfuse cluster: time and peak memory vs articles (one core)", fontsize=9)
    fig.tight_layout()
    fig.savefig(PNG)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="1000,10000,50000")
    ap.add_argument("--store", type=int, default=10000,
                    help="also time a store of N articles and single adds into it (0: skip)")
    ap.add_argument("--one", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--store-one", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--plot", action="store_true")
    args = ap.parse_args()
    if args.one:
        print(json.dumps(run_one(args.one)))
        return
    if args.store_one:
        print(json.dumps(run_store(args.store_one)))
        return
    rows = []
    for n in [int(x) for x in args.sizes.split(",")]:
        out = subprocess.run([sys.executable, __file__, "--one", str(n)], check=True,
                             capture_output=True, text=True).stdout
        rows.append(json.loads(out.strip().splitlines()[-1]))
        r = rows[-1]
        print(f"{n:>6} articles: {r['seconds']:>7.1f} s, CPU {r['cpu_s']} s "
              f"({r['per_1k_articles_s']} s per 1k), "
              f"peak RSS {r['peak_rss_mb']} MB (before clustering {r['rss_before_mb']} MB), "
              f"{r['stories_found']} stories found / {r['stories_true']} true, "
              f"B-cubed F1 {r['bcubed_f1']}", flush=True)
    result: dict = {"cluster": rows}
    if args.store:
        out = subprocess.run([sys.executable, __file__, "--store-one", str(args.store)],
                             check=True, capture_output=True, text=True).stdout
        st = result["store"] = json.loads(out.strip().splitlines()[-1])
        print(f"store of {st['stored']} articles: bulk add {st['bulk_add_s']} s, then "
              f"{st['single_add_ms']} ms per single-article add, listing 50 stories "
              f"{st['list_50_stories_ms']} ms, file {st['db_mb']} MB")
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(result, indent=2) + "\n")
    if args.plot:
        plot(rows)


if __name__ == "__main__":
    main()
