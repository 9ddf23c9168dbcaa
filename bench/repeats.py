"""Repeats: how many of a reader's labelled repeats a checkout's briefs still tell twice.

    python bench/repeats.py [--labels bench/results/repeat_audit_s10.md] [--checkout DIR]

The labels are an editor's reading of every 120-word brief of session 10's starting main
(Multi-News validation 260, DUC 2007 dev 15, Multi-News train 81): each pair of brief sentences
whose main point is one fact, FULL (the second adds nothing) or MOSTLY (it adds a name, a day, a
figure), each sentence given by its first 60 characters. A pair is left when the checkout's
120-word brief still holds both sentences; a pair whose sentences left the brief for another
reason counts as gone too, so read the number beside the brief diffs. Also prints ROUGE-1/2 at
250 words per set (Multi-News validation and train against their references), the floor the
issue sets.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def labelled(path: Path) -> dict[tuple[str, str], list[tuple[str, str, str]]]:
    """(set, cluster id) -> [(class, sentence i's opening, sentence j's opening)]."""
    out: dict[tuple[str, str], list[tuple[str, str, str]]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("REPEAT |"):
            continue
        f = [x.strip() for x in line.split(" | ")]
        name, cid = f[1].split()
        if f[4] in ("FULL", "MOSTLY"):
            out.setdefault((name, cid), []).append((f[4], f[7][1:41], f[8][1:41]))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--labels", type=Path, default=ROOT / "bench/results/repeat_audit_s10.md")
    ap.add_argument("--checkout", type=Path, default=ROOT)
    ap.add_argument("--shared", type=Path, default=ROOT.parent / "shared")
    args = ap.parse_args()
    sys.path.insert(0, str(args.checkout))
    from newsfuse.evaluate import _texts, load_clusters, score
    from newsfuse.pipeline import summarize
    from newsfuse.terms import warm_up

    warm_up()
    pairs = labelled(args.labels)
    data = args.shared / "data"
    sets = {"multi_news": data / "multi_news/validation.jsonl",
            "multi_news_train": data / "multi_news/train.jsonl",
            "duc": data / "duc2007/dev.jsonl"}
    result = {}
    for name, path in sets.items():
        clusters = load_clusters(str(path))
        left = {"FULL": 0, "MOSTLY": 0}
        total = {"FULL": 0, "MOSTLY": 0}
        briefs_left = set()
        preds = []
        for c in clusters:
            given = c.articles or c.documents  # as bench/brief_diff.py gives them
            arts = [d for d, t in zip(given, _texts(given)) if t.strip()]
            texts = [s.text for s in summarize(arts, 120).sentences]
            for kind, a, b in pairs.get((name, c.id), []):
                total[kind] += 1
                if any(t.startswith(a) for t in texts) and any(t.startswith(b) for t in texts):
                    left[kind] += 1
                    briefs_left.add(c.id)
            if name != "duc":
                preds.append(summarize(arts, 250).summary)
        row = {"pairs_left": sum(left.values()), "pairs": sum(total.values()),
               "full_left": left["FULL"], "full": total["FULL"],
               "briefs_with_a_pair_left": len(briefs_left), "briefs": len(clusters)}
        if preds:
            sc = score(preds, [c.references for c in clusters], 250)
            row["rouge1_250"] = round(sum(x["rouge1"] for x in sc) / len(sc), 2)
            row["rouge2_250"] = round(sum(x["rouge2"] for x in sc) / len(sc), 2)
        result[name] = row
        print(json.dumps({"set": name, **row}), flush=True)


if __name__ == "__main__":
    main()
