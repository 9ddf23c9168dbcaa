"""Update briefs: a dev check built from DUC 2007 dev, through the user-facing `newsfuse eval`.

    python bench/update_check.py [--data ../shared/data/duc2007/dev.jsonl] [--words 100]

DUC 2007 dev has no update references, so, as the issue describes: each topic's 25 articles
are ordered by date (then id); the first 10 are what the reader has seen (A), the next 8 are
new (B), the rest newer still (C). Two update sets per topic: B given A, and C given A and B.
For each, in one process with newsfuse.evaluate's scoring (the same as `newsfuse eval`):
  - newsfuse's update brief of the new articles, the seen ones given,
  - newsfuse's brief of the new articles alone, and of all the articles (seen and new),
  - lead and LexRank of the new articles,
  - with the topic as the question: the focused update brief, and the focused brief of the new
    articles alone,
and reports (a) ROUGE-2 / ROUGE-SU4 recall
against the topic's four references (written for all 25 articles, so only a rough guide) and
(b) the share of the brief's bigrams already in the seen articles (lower is better: what the
reader already read), and the time ratios. Writes update.md and update.json to --out.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DATA = ROOT.parent / "shared" / "data" / "duc2007" / "dev.jsonl"


def _when(published: str | None) -> str:
    """A sortable date: agency copy sometimes swaps month and day (1998-23-06); newsfuse's date
    reader puts it right."""
    from newsfuse.dates import parse_published

    p = parse_published(published)
    return p.at.isoformat() if p else ""


def update_sets(topics: list[dict], with_topic: bool) -> list[dict]:
    out = []
    for t in topics:
        docs = sorted(t["documents"], key=lambda d: (_when(d.get("published")), d["id"]))
        a, b, c = docs[:10], docs[10:18], docs[18:]
        for name, new, seen in (("B", b, a), ("C", c, a + b)):
            rec = {"id": f"{t['id']}-{name}", "documents": new, "seen": seen,
                   "summaries": t["summaries"]}
            if with_topic:
                rec["topic"] = t["topic"]
            out.append(rec)
    return out


def systems() -> list[tuple[str, Any, bool]]:
    """(label, summariser, topic as the question?): each gets every update set; the seen
    articles stay on the cluster, so every system's bigrams are checked against them."""
    from newsfuse.evaluate import lead_system, lexrank_system, newsfuse_system

    nf = newsfuse_system("fast")

    def update(docs: list, words: int, query: Any, seen: Any) -> str:
        return nf(docs, words, None, seen)

    def alone(docs: list, words: int, query: Any, seen: Any) -> str:
        return nf(docs, words, None, None)

    def all_articles(docs: list, words: int, query: Any, seen: Any) -> str:
        return nf(list(docs) + list(seen or []), words, None, None)

    def focused_update(docs: list, words: int, query: Any, seen: Any) -> str:
        return nf(docs, words, query, seen)

    def focused_alone(docs: list, words: int, query: Any, seen: Any) -> str:
        return nf(docs, words, query, None)

    return [("newsfuse update brief (seen articles given)", update, False),
            ("newsfuse brief of the new articles alone", alone, False),
            ("newsfuse brief of all the articles, seen and new", all_articles, False),
            ("lead of the new articles", lead_system(), False),
            ("LexRank of the new articles", lexrank_system(), False),
            ("newsfuse focused update brief (topic + seen articles)", focused_update, True),
            ("newsfuse focused brief of the new articles alone", focused_alone, True)]


def table(results: list) -> str:
    lines = ["| system | ROUGE-2 recall | ROUGE-SU4 recall | bigrams already seen | clusters/s |",
             "|---|---|---|---|---|"]
    for r in results:
        lines.append(f"| {r.system} | {r.rouge2_recall:.2f} | {r.rouge_su4_recall:.2f} | "
                     f"{r.seen_bigram_share:.1f}% | {r.throughput:.1f} |")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default=str(DATA))
    ap.add_argument("--out", default=str(ROOT / "bench" / "results"))
    ap.add_argument("--words", type=int, default=100)
    args = ap.parse_args()
    with open(args.data, encoding="utf-8") as fh:
        topics = [json.loads(line) for line in fh]
    from newsfuse.evaluate import Cluster, run_system

    clusters = [Cluster(r["id"], [d["text"] for d in r["documents"]], r["summaries"],
                        r["documents"], None, r["seen"]) for r in update_sets(topics, False)]
    focused = [Cluster(c.id, c.documents, c.references, c.articles,
                       f"{t['topic']['title']}. {t['topic']['narrative']}", c.seen)
               for c, t in zip(clusters, [t for t in topics for _ in (0, 1)])]
    results = [run_system(label, fn, focused if q else clusters, args.words)
               for label, fn, q in systems()]
    by = {r.system: r for r in results}
    t_upd = 1 / by["newsfuse update brief (seen articles given)"].throughput
    ratios = {"update / new articles alone":
              t_upd * by["newsfuse brief of the new articles alone"].throughput,
              "update / all the articles": t_upd *
              by["newsfuse brief of all the articles, seen and new"].throughput,
              "focused update / focused, new articles alone":
              by["newsfuse focused brief of the new articles alone"].throughput /
              by["newsfuse focused update brief (topic + seen articles)"].throughput}
    figures = {"results": [r.to_dict() for r in results],
               "time_ratios": {k: round(v, 3) for k, v in ratios.items()},
               "sets": len(clusters), "words": args.words}
    md = [f"# Update briefs: dev check from DUC 2007 dev ({len(topics)} topics x 2 update "
          f"sets, {args.words} words)", "",
          "Each topic's articles by date: the first 10 seen (A), the next 8 new (B), the rest "
          "newer (C); sets B|A and C|A+B. ROUGE-2 / SU4 recall (DUC-style, jackknifed) against "
          "the topic's references (written for all 25 articles); 'bigrams already seen' = "
          "share of the brief's bigrams found in the seen articles (lower is better).", "",
          table(results), "", "Time ratios (CPU seconds, same process): " +
           "; ".join(f"{k} {v:.2f}" for k, v in ratios.items()) + ".", ""]
    print("\n".join(md), flush=True)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "update.md").write_text("\n".join(md) + "\n")
    (out / "update.json").write_text(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    main()
