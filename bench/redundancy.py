"""Count brief sentence pairs that restate one fact (``select.restates``), over every Multi-News
validation cluster (260) and DUC 2007 dev topic (15), at one word budget.

    python bench/redundancy.py --words 120 [--out briefs.json]

Prints the number of briefs, sentences and flagged pairs, and lists the flagged pairs; --out
writes every brief's sentences (to diff two runs and read the briefs that changed)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from readability import load

from newsfuse.pipeline import summarize
from newsfuse.select import SelectParams, restates


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--words", type=int, default=120)
    ap.add_argument("--shared", type=Path, default=Path(__file__).resolve().parents[2] / "shared")
    ap.add_argument("--out", type=Path)
    ap.add_argument("--restated", type=float, default=SelectParams().restated,
                    help="selection's restatement cosine (1 = off, as before it existed)")
    a = ap.parse_args()
    sets = load(a.shared)
    briefs: dict[str, list[str]] = {}
    flagged = []
    n_sent = 0
    for name in ("multi_news", "duc"):
        for c in sets[name]:
            b = summarize(c["articles"], a.words, params=SelectParams(restated=a.restated))
            ids = [s.sentence for s in b.sentences]
            briefs[c["id"]] = [s.text for s in b.sentences]
            n_sent += len(ids)
            for x in range(len(ids)):
                for y in range(x + 1, len(ids)):
                    if restates(b.story, ids[x], ids[y]):
                        flagged.append((c["id"], x + 1, y + 1, b.sentences[x].text,
                                        b.sentences[y].text))
    for cid, x, y, tx, ty in flagged:
        print(f"{cid} S{x}/S{y}\n  {tx[:160]}\n  {ty[:160]}")
    print(f"briefs {len(briefs)}  sentences {n_sent}  same-fact pairs {len(flagged)}")
    if a.out:
        a.out.write_text(json.dumps(briefs, indent=1))


if __name__ == "__main__":
    main()
