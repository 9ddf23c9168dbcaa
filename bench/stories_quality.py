"""Story clustering quality on pooled Multi-News (``make bench-stories``).

Pools every document of ../shared/data/multi_news/validation.jsonl (716 articles, 260 true
stories), shuffles them, clusters without being told the number of stories and reports B-cubed
precision, recall and F1 and the adjusted Rand index against the true grouping. Also reports
two ceilings that explain the figures: (1) every document the cleaner calls non-news a
singleton, the rest perfect; (2) an oracle that links only same-story pairs whose similarity
is above 0.05 (what any bag-of-words similarity can see).

    python bench/stories_quality.py [--data FILE] [--seed N] [--threshold T] [--sweep]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from math import comb
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from newsfuse.model import Article  # noqa: E402
from newsfuse.stories import ClusterParams, cluster_articles  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "multi_news" / "validation.jsonl"


def bcubed(pred: list, gold: list) -> tuple[float, float, float]:
    """B-cubed precision, recall and F1 (Bagga & Baldwin 1998), averaged over items."""
    pc, gc, pg = Counter(pred), Counter(gold), Counter(zip(pred, gold))
    n = len(pred)
    p = sum(pg[(a, b)] / pc[a] for a, b in zip(pred, gold)) / n
    r = sum(pg[(a, b)] / gc[b] for a, b in zip(pred, gold)) / n
    return p, r, 2 * p * r / (p + r)


def adjusted_rand(pred: list, gold: list) -> float:
    """Adjusted Rand index (Hubert & Arabie 1985)."""
    n = len(pred)
    idx = sum(comb(v, 2) for v in Counter(zip(pred, gold)).values())
    a = sum(comb(v, 2) for v in Counter(pred).values())
    b = sum(comb(v, 2) for v in Counter(gold).values())
    expected = a * b / comb(n, 2)
    top = (a + b) / 2
    return (idx - expected) / (top - expected) if top != expected else 1.0


def load_pool(path: Path, seed: int) -> tuple[list[Article], dict[str, str]]:
    arts, gold = [], {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            d = json.loads(line)
            for i, text in enumerate(d["documents"]):
                aid = f"{d['id']}#{i}"
                arts.append(Article(id=aid, text=text))
                gold[aid] = d["id"]
    random.Random(seed).shuffle(arts)
    return arts, gold


def score(groups, gold: dict[str, str], skip: set[str] = frozenset()) -> dict[str, float]:
    pred_of = {a.id: g.id for g in groups for a in g.articles}
    ids = sorted(set(gold) - skip)
    pred = [pred_of[i] for i in ids]
    truth = [gold[i] for i in ids]
    p, r, f = bcubed(pred, truth)
    return {"precision": p, "recall": r, "f1": f, "ari": adjusted_rand(pred, truth),
            "stories": len(set(pred)), "true_stories": len(set(truth))}


def ceilings(arts: list[Article], gold: dict[str, str]) -> dict[str, dict[str, float]]:
    import numpy as np
    from scipy.sparse.csgraph import connected_components

    from newsfuse.stories import article_features, document_frequencies, vectors

    arts = sorted(arts, key=lambda a: a.id)
    feats = [article_features(a) for a in arts]
    truth = [gold[a.id] for a in arts]
    boiler = [f"bp{i}" if f.boilerplate else truth[i] for i, f in enumerate(feats)]
    out = {"non-news singletons, rest perfect": boiler}
    m, _ = vectors(feats, document_frequencies(feats), sum(not f.boilerplate for f in feats))
    sim = (m @ m.T).toarray()
    lab = np.array(truth)
    link = (sim > 0.05) & (lab[:, None] == lab[None, :])
    _, comp = connected_components(link)
    out["oracle: same-story pairs with similarity > 0.05"] = comp.tolist()
    res = {}
    for name, pred in out.items():
        p, r, f = bcubed(pred, truth)
        res[name] = {"precision": p, "recall": r, "f1": f, "ari": adjusted_rand(pred, truth)}
    return res


DUC = ROOT.parent / "shared" / "data" / "duc2007" / "dev.jsonl"


def dated_pool(arts: list[Article], gold: dict[str, str], seed: int
               ) -> tuple[list[Article], dict[str, int]]:
    """The pool with synthetic published times, as a news stream would carry them: each true
    story happens on a day drawn uniformly from two years; its articles appear within hours to
    a few days of it (exponential, mean 12 h), and one in eight is a follow-up 3-10 days
    later. Returns the dated articles and the spread of each story (in days)."""
    import datetime as dt
    from dataclasses import replace

    rng = random.Random(seed)
    start = dt.datetime(2016, 1, 1, tzinfo=dt.UTC)
    day = {sid: start + dt.timedelta(days=rng.uniform(0, 730))
           for sid in sorted(set(gold.values()))}
    out, spread = [], {}
    times: dict[str, list[float]] = {}
    for a in sorted(arts, key=lambda a: a.id):
        sid = gold[a.id]
        offset = rng.expovariate(2.0) if rng.random() > 0.125 else rng.uniform(3, 10)
        t = day[sid] + dt.timedelta(days=offset)
        times.setdefault(sid, []).append(offset)
        out.append((a.id, replace(a, published=t.isoformat(timespec="seconds"))))
    spread = {sid: round(max(v) - min(v), 2) for sid, v in times.items()}
    order = {a.id: i for i, a in enumerate(arts)}
    return [a for _, a in sorted(out, key=lambda x: order[x[0]])], spread


def duc_pool() -> tuple[list[Article], dict[str, str]]:
    """DUC 2007 dev: 375 agency articles with their real dates; the gold label is the topic."""
    arts, gold = [], {}
    with open(DUC, encoding="utf-8") as fh:
        for line in fh:
            d = json.loads(line)
            for x in d["documents"]:
                arts.append(Article(id=x["id"], text=x["text"], title=x["title"] or None,
                                    outlet=x["source"], published=x["published"]))
                gold[x["id"]] = d["id"]
    return arts, gold


def time_check(arts: list[Article], gold: dict[str, str], seed: int,
               params: ClusterParams) -> dict:
    """Grouping with published times against grouping that ignores them: on the pool with
    synthetic times (scored against the true stories) and on DUC's real dates (scored against
    its topics: a DUC topic is a subject covered over years, so finer stories lose recall by
    design; what matters is that no story mixes topics, i.e. precision)."""
    from dataclasses import replace

    dated, spread = dated_pool(arts, gold, seed)
    blind = replace(params, time_window=None)
    res = {"synthetic": {
        "without_time": score(cluster_articles(dated, blind), gold),
        "with_time": score(cluster_articles(dated, params), gold),
        "stories_spread_over_3_days": sum(1 for v in spread.values() if v > 3)}}
    if DUC.exists():
        darts, dgold = duc_pool()
        res["duc"] = {"without_time": score(cluster_articles(darts, blind), dgold),
                      "with_time": score(cluster_articles(darts, params), dgold)}
    return res


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threshold", type=float, default=None)
    ap.add_argument("--sweep", action="store_true", help="also score thresholds 0.06-0.24")
    ap.add_argument("--chunks", type=int, default=50,
                    help="also add the pile to a fresh store in chunks of N (0: skip)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    arts, gold = load_pool(args.data, args.seed)
    params = ClusterParams() if args.threshold is None else ClusterParams(args.threshold)
    t0 = time.perf_counter()
    groups = cluster_articles(arts, params)
    secs = time.perf_counter() - t0
    res = score(groups, gold)
    res.update(articles=len(arts), seconds=round(secs, 2), threshold=params.threshold)
    shuffled = cluster_articles(list(reversed(arts)), params)
    res["same_for_reversed_input"] = [g.to_dict() for g in shuffled] == \
        [g.to_dict() for g in groups]
    res["ceilings"] = ceilings(arts, gold)
    non_news = {a.id for g in groups if g.boilerplate for a in g.articles}
    res["news_only"] = score(groups, gold, non_news)
    res["news_only"]["left_out"] = len(non_news)
    if args.chunks:
        import tempfile

        from newsfuse.store import StoryStore

        with tempfile.TemporaryDirectory() as tmp, StoryStore(Path(tmp) / "s.db") as store:
            for i in range(0, len(arts), args.chunks):
                store.add_articles(arts[i:i + args.chunks])
            res["store_in_chunks"] = score(store.groups(), gold)
    res["time"] = time_check(arts, gold, args.seed, params)
    if args.sweep:
        res["sweep"] = {f"{t:.2f}": score(cluster_articles(arts, ClusterParams(t)), gold)
                        for t in [0.06, 0.08, 0.10, 0.12, 0.14, 0.16, 0.20, 0.24]}
    if args.json:
        print(json.dumps(res, indent=2))
        return
    print(f"{res['articles']} articles, {res['true_stories']} true stories -> "
          f"{res['stories']} found in {res['seconds']} s (threshold {params.threshold})")
    print(f"B-cubed precision {res['precision']:.3f}  recall {res['recall']:.3f}  "
          f"F1 {res['f1']:.3f}   ARI {res['ari']:.3f}")
    print(f"same stories for reversed input order: {res['same_for_reversed_input']}")
    if "store_in_chunks" in res:
        c = res["store_in_chunks"]
        print(f"added to a store in chunks of {args.chunks}: P {c['precision']:.3f} "
              f"R {c['recall']:.3f} F1 {c['f1']:.3f} ARI {c['ari']:.3f}")
    n = res["news_only"]
    print(f"supplementary, scored on news documents only ({n['left_out']} non-news left out): "
          f"P {n['precision']:.3f} R {n['recall']:.3f} F1 {n['f1']:.3f} ARI {n['ari']:.3f}")
    for name, c in res["ceilings"].items():
        print(f"ceiling ({name}): P {c['precision']:.3f} R {c['recall']:.3f} "
              f"F1 {c['f1']:.3f} ARI {c['ari']:.3f}")
    for name, t in res["time"].items():
        if name == "synthetic":
            print(f"with synthetic published times ({t['stories_spread_over_3_days']} stories "
                  "spread over more than 3 days):")
        else:
            print("DUC 2007 dev, real dates, scored against topics:")
        for k in ("without_time", "with_time"):
            c = t[k]
            print(f"  {k.replace('_', ' ')}: P {c['precision']:.3f} R {c['recall']:.3f} "
                  f"F1 {c['f1']:.3f} ARI {c['ari']:.3f} ({c['stories']} stories)")
    for t, s in res.get("sweep", {}).items():
        print(f"  threshold {t}: P {s['precision']:.3f} R {s['recall']:.3f} F1 {s['f1']:.3f} "
              f"ARI {s['ari']:.3f} ({s['stories']} stories)")


if __name__ == "__main__":
    main()
