"""Tune the focused brief's few parameters on DUC 2007 dev, with cross-validation.

    python bench/tune_focus.py [--folds 5] [--words 250] [--grid NAME=v1,v2,... ...]

Stories are built once per topic; each setting of the grid (SelectParams / FocusParams fields)
briefs every topic and is scored with DUC-style ROUGE-2 recall (jackknifed; newsfuse/rouge.py).
Cross-validation: the 15 topics are split into folds (topics in id order, every k-th topic in
a fold); for each fold the setting with the best mean ROUGE-2 on the other topics is chosen
and scored on the held-out ones. The held-out mean is the honest figure; the in-sample best is
shown beside it. The references are only ever used to score, never to choose sentences.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from dataclasses import fields, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from newsfuse.focus import FocusParams  # noqa: E402
from newsfuse.pipeline import build_story, summarize  # noqa: E402
from newsfuse.rouge import duc_scores  # noqa: E402
from newsfuse.select import SelectParams  # noqa: E402
from newsfuse.terms import warm_up  # noqa: E402


def parse_grid(specs: list[str]) -> list[tuple[str, list[float]]]:
    out = []
    for spec in specs:
        name, _, vals = spec.partition("=")
        out.append((name, [float(v) if "." in v or "e" in v else int(v)
                           for v in vals.split(",")]))
    return out


def split_params(setting: dict) -> tuple[SelectParams, FocusParams]:
    sp_names = {f.name for f in fields(SelectParams)}
    sp = replace(SelectParams(), **{k: v for k, v in setting.items() if k in sp_names})
    fp = replace(FocusParams(), **{k: v for k, v in setting.items() if k not in sp_names})
    return sp, fp


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default=str(ROOT.parent / "shared" / "data" / "duc2007" /
                                          "dev.jsonl"))
    ap.add_argument("--words", type=int, default=250)
    ap.add_argument("--folds", type=int, default=5)
    ap.add_argument("--generic", action="store_true", help="ignore the topic")
    ap.add_argument("--grid", nargs="*", default=[])
    ap.add_argument("--quality", default="fast")
    ap.add_argument("--smooth", default="200,300",
                    help="extra budgets averaged into the tuning objective (less noisy than "
                         "one budget: a single sentence swap moves one topic by points)")
    args = ap.parse_args()
    warm_up()
    with open(args.data, encoding="utf-8") as fh:
        topics = [json.loads(line) for line in fh]
    t0 = time.time()
    stories = [build_story(t["documents"]) for t in topics]
    print(f"built {len(stories)} stories in {time.time() - t0:.1f}s", file=sys.stderr)
    grid = parse_grid(args.grid)
    names = [n for n, _ in grid]
    settings = [dict(zip(names, combo)) for combo in
                itertools.product(*[v for _, v in grid])] or [{}]
    extra = [int(b) for b in args.smooth.split(",") if b.strip()]
    per: list[list[tuple[float, float]]] = []
    obj: list[list[float]] = []  # tuning objective per topic: R2 averaged over the budgets
    for setting in settings:
        sp, fp = split_params(setting)
        row, orow = [], []
        t1 = time.process_time()
        for t, st in zip(topics, stories):
            q = None if args.generic else t["topic"]
            r2s = []
            for words in [args.words, *extra]:
                b = summarize(st, words, quality=args.quality, params=sp, query=q,
                              focus_params=fp)
                d = duc_scores(b.summary, t["summaries"], words)
                if words == args.words:
                    row.append((100 * d.rouge2, 100 * d.su4))
                r2s.append(100 * d.rouge2)
            orow.append(sum(r2s) / len(r2s))
        per.append(row)
        obj.append(orow)
        r2 = sum(r for r, _ in row) / len(row)
        su4 = sum(s for _, s in row) / len(row)
        print(f"{setting} R2 {r2:.3f} SU4 {su4:.3f} objective {sum(orow) / len(orow):.3f} "
              f"({time.process_time() - t1:.1f}s)", flush=True)
    n = len(topics)
    folds = [list(range(k, n, args.folds)) for k in range(args.folds)]
    held = [0.0] * n
    held_su4 = [0.0] * n
    for fold in folds:
        train = [i for i in range(n) if i not in fold]
        best = max(range(len(settings)), key=lambda s: sum(obj[s][i] for i in train))
        print(f"fold {fold}: chose {settings[best]}")
        for i in fold:
            held[i], held_su4[i] = per[best][i]
    best_all = max(range(len(settings)), key=lambda s: sum(obj[s]))
    print(f"in-sample best {settings[best_all]}: R2 "
          f"{sum(r for r, _ in per[best_all]) / n:.3f} SU4 "
          f"{sum(s for _, s in per[best_all]) / n:.3f}")
    print(f"cross-validated ({args.folds} folds): R2 {sum(held) / n:.3f} SU4 "
          f"{sum(held_su4) / n:.3f}")


if __name__ == "__main__":
    main()
