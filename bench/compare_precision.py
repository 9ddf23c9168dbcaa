"""Precision of `newsfuse compare` conflicts on Multi-News, judged by reading the articles.

    python bench/compare_precision.py [--data ../shared/data/multi_news] [--sample 25]

Runs compare over every validation cluster (and train, to have more to judge), draws up to
--sample flagged conflicts at random (seed 0), and prints each with its claims, the verdict a
person gave after reading the articles (bench/compare_judgments.json) and the precision over the
judged ones. A conflict no one has judged yet is printed as UNJUDGED with its key: read the
articles and add the verdict to the judgments file.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from newsfuse.compare import compare  # noqa: E402
from newsfuse.pipeline import build_story  # noqa: E402

JUDGMENTS = ROOT / "bench" / "compare_judgments.json"


def key(cluster: str, finding) -> str:
    claims = sorted(f"{c.article}:{c.value['figure'] if isinstance(c.value, dict) else c.value}"
                    for c in finding.claims)
    digest = hashlib.sha1("|".join([cluster, finding.kind, *claims]).encode()).hexdigest()[:10]
    return f"{cluster}#{digest}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default=str(ROOT.parent / "shared" / "data" / "multi_news"))
    ap.add_argument("--sample", type=int, default=25)
    args = ap.parse_args()
    judged = json.loads(JUDGMENTS.read_text()) if JUDGMENTS.exists() else {}
    flagged, consistent, clusters = [], 0, 0
    started = time.perf_counter()
    for split in ("validation", "train"):
        for line in (Path(args.data) / f"{split}.jsonl").open():
            row = json.loads(line)
            story = build_story(row["documents"])
            report = compare(story)
            clusters += 1
            consistent += len(report.consistent)
            flagged += [(split, row["id"], f, story) for f in report.conflicts]
    elapsed = time.perf_counter() - started
    by_split = {s: sum(1 for x in flagged if x[0] == s) for s in ("validation", "train")}
    rng = random.Random(0)
    sample = rng.sample(flagged, min(args.sample, len(flagged)))
    out = ["# compare: conflict precision on Multi-News", "",
           f"{clusters} clusters compared in {elapsed:.0f} s; {by_split['validation']} conflicts "
           f"flagged in validation, {by_split['train']} in train; {consistent} comparisons "
           f"found consistent. Judged: {len(sample)} drawn at random (all, when fewer than "
           f"{args.sample}).", ""]
    right = wrong = 0
    for split, cid, f, story in sample:
        k = key(cid, f)
        verdict = judged.get(k, {})
        v = verdict.get("verdict", "UNJUDGED")
        right += v == "correct"
        wrong += v == "wrong"
        out.append(f"## {v}: {f.kind}, {f.subject} ({split} {cid}, key {k})")
        for c in f.claims:
            fig = c.value["figure"] if isinstance(c.value, dict) else c.value
            out.append(f"- [{c.article + 1}] {story.articles[c.article].outlet}: {fig} "
                       f"({c.role}) \u2014 \u201c{c.text}\u201d")
        out.append(f"- explanation: {f.explanation}")
        if verdict.get("note"):
            out.append(f"- judgment: {verdict['note']}")
        out.append("")
    total = right + wrong
    out.append(f"**Precision: {right}/{total} = {right / total:.2f}**" if total else
               "**No judged conflicts.**")
    text = "\n".join(out) + "\n"
    (ROOT / "bench" / "results").mkdir(parents=True, exist_ok=True)
    (ROOT / "bench" / "results" / "compare_precision.md").write_text(text)
    print(text)


if __name__ == "__main__":
    main()
