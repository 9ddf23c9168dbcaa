"""Fit newsfuse's sentence scorer (select.SCORER_COEF) on Multi-News train, check it elsewhere.

The target of each candidate sentence is the share of its words that start a bigram of the
reference summary (ROUGE-2's unit, same tokenizer and stemmer). The model is a ridge
regression on ``select.FEATURES``: small enough to read, and it cannot memorise clusters.

    python bench/train_scorer.py [--alpha 1.0] [--data ../shared/data/multi_news]

prints the coefficients to paste into newsfuse/select.py, and the cross-fold check: fitted on
one set, ROUGE of the summaries on another, with and without the scorer.
"""

from __future__ import annotations

import argparse
import collections
import itertools
import json
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from newsfuse import select as sel  # noqa: E402
from newsfuse.evaluate import cut, score  # noqa: E402
from newsfuse.order import order  # noqa: E402
from newsfuse.pipeline import build_story  # noqa: E402


def rouge_tokens(text: str) -> list[str]:
    from rouge_score_rs import _rougers

    return list(_rougers.tokenize(text, True))


def load(path: Path) -> list[tuple[object, str]]:
    rows = [json.loads(line) for line in path.open()]
    return [(build_story(r["documents"]), r["summaries"][0]) for r in rows]


def features_and_targets(data):
    xs, ys = [], []
    params = replace(sel.SelectParams(), quality_weight=0.0)
    for story, ref in data:
        cands = sel.candidates(story, params)
        if not cands:
            continue
        m, w = sel.concept_matrix(story, cands, params)
        xs.append(sel.sentence_features(story, cands, m, w))
        rt = rouge_tokens(ref)
        bigrams = collections.Counter(itertools.pairwise(rt))
        for s in cands:
            t = rouge_tokens(s.display)
            b = collections.Counter(itertools.pairwise(t))
            ys.append(sum(min(v, bigrams[k]) for k, v in b.items()) / max(1, len(t)))
    return np.vstack(xs), np.array(ys)


def ridge(x: np.ndarray, y: np.ndarray, alpha: float) -> tuple[np.ndarray, float]:
    mu, ybar = x.mean(axis=0), y.mean()
    xc = x - mu
    coef = np.linalg.solve(xc.T @ xc + alpha * np.eye(x.shape[1]), xc.T @ (y - ybar))
    return coef, float(ybar - mu @ coef)


def rouge(data, coef, intercept, weight: float, words: int = 250) -> list[float]:
    old = sel.SCORER_COEF, sel.SCORER_INTERCEPT
    sel.SCORER_COEF, sel.SCORER_INTERCEPT = coef, intercept
    try:
        params = replace(sel.SelectParams(), quality_weight=weight)
        preds = [" ".join(s.display for s in order(st, sel.select(st, words, params)))
                 for st, _ in data]
    finally:
        sel.SCORER_COEF, sel.SCORER_INTERCEPT = old
    per = score([cut(p, words) for p in preds], [[r] for _, r in data], words)
    return [round(float(np.mean([p[k] for p in per])), 2) for k in ("rouge1", "rouge2", "rougeL")]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default=str(ROOT.parent / "shared" / "data" / "multi_news"))
    ap.add_argument("--alpha", type=float, default=1.0)
    ap.add_argument("--weight", type=float, default=sel.SelectParams().quality_weight)
    args = ap.parse_args()
    train = load(Path(args.data) / "train.jsonl")
    val = load(Path(args.data) / "validation.jsonl")
    coef, intercept = ridge(*features_and_targets(train), args.alpha)
    print("fitted on train.jsonl:")
    print("SCORER_COEF = np.array([" + ", ".join(f"{c:.4f}" for c in coef) + "])")
    print(f"SCORER_INTERCEPT = {intercept:.4f}")
    for name, c in zip(sel.FEATURES, coef):
        print(f"  {name:18s} {c:+.4f}")
    rng = np.random.default_rng(0)
    idx = rng.permutation(len(val))
    half_a, half_b = [val[i] for i in idx[:130]], [val[i] for i in idx[130:]]
    va, vb, vv = (ridge(*features_and_targets(d), args.alpha) for d in (half_a, half_b, val))
    print("\nROUGE-1/2/L at 250 words, scorer fitted on one set and applied to another")
    print("| fitted on | applied to | without scorer | with scorer |")
    print("|---|---|---|---|")
    for fit_name, model, apply_name, data in [("train", (coef, intercept), "validation", val),
                                              ("validation", vv, "train", train),
                                              ("val half A", va, "val half B", half_b),
                                              ("val half B", vb, "val half A", half_a)]:
        print(f"| {fit_name} | {apply_name} | {rouge(data, *model, 0.0)} | "
              f"{rouge(data, *model, args.weight)} |", flush=True)


if __name__ == "__main__":
    main()
