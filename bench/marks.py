"""Which outlets each brief sentence is marked with, and what a change adds or removes.

    python bench/marks.py dump --out new.json [--sets val,duc] [--words 120,250]
    PYTHONPATH=/work/main python bench/marks.py dump --out main.json   # main's code, same bench
    python bench/marks.py diff main.json new.json [--judge bench/results/marks_judged.json]

``dump`` writes, for every brief (Multi-News validation ``val`` / train ``train``, DUC 2007 dev
``duc``, the kobani example ``kobani``; at each budget), every sentence with its marks: the
articles marked, their independent outlets, and each other article's wording
(``BriefSentence.support``). ``diff`` lists every mark one run adds or removes on a sentence
both briefs hold (the same text), the sentences that changed, and the marks per sentence and
the share of sentences with 2+ independent outlets of both, and the pairs of one brief's
sentences that tell one fact (``claims.same_fact``, either way); ``--sample N --seed S`` prints a
seeded random N of the added marks (all when there are at most N) with both sentences, for
judging against the articles; ``--judge FILE`` checks that every sampled mark is judged there
(``{"key": ..., "verdict": "right"|"wrong", "why": ...}``) and counts the verdicts."""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

SHARED = Path(__file__).resolve().parents[2] / "shared"


def clusters(sets: list[str]) -> Iterator[tuple[str, str, list[Any]]]:
    """(set, id, articles) of each named set."""
    for name in sets:
        if name in ("val", "train"):
            path = SHARED / "data/multi_news" / \
                ("validation.jsonl" if name == "val" else "train.jsonl")
            for line in path.open(encoding="utf-8"):
                c = json.loads(line)
                yield name, c["id"], [d for d in c["documents"] if d.strip()]
        elif name == "duc":
            for line in (SHARED / "data/duc2007/dev.jsonl").open(encoding="utf-8"):
                t = json.loads(line)
                yield name, t["id"], [{"text": d["text"], "title": d["title"] or None,
                                       "source": d["source"], "id": d["id"],
                                       "published": d["published"]} for d in t["documents"]]
        elif name == "kobani":
            from newsfuse.ingest import label_outlets, read_paths

            arts = label_outlets(read_paths([str(SHARED / "examples/kobani")]).articles)
            yield name, "kobani", arts
        else:
            raise SystemExit(f"unknown set {name!r}")


def dump(sets: list[str], budgets: list[int], quality: str) -> dict[str, Any]:
    from newsfuse.pipeline import summarize

    out: dict[str, Any] = {}
    for name, cid, arts in clusters(sets):
        for words in budgets:
            b = summarize(arts, words, quality=quality)  # type: ignore[arg-type]
            story = b.story
            al = story.alignment
            voice = (al.voice or al.lineage) if al is not None else ()
            sents = []
            for bs in b.sentences:
                sents.append({
                    "text": bs.text, "article": bs.article, "sources": list(bs.sources),
                    "independent": bs.independent,
                    "voices": sorted({voice[a] for a in bs.sources}) if voice else [],
                    "support": [[a, t, round(float(v), 3)] for a, t, v in bs.support]})
            out[f"{name}/{cid}@{words}"] = {
                "set": name, "id": cid, "words": words, "sentences": sents,
                "outlets": [a.outlet or f"#{i}" for i, a in enumerate(story.articles)]}
    return out


def summary(briefs: dict[str, Any], name: str) -> tuple[int, int, int]:
    """(sentences, marks, sentences with 2+ independent outlets) of one set's briefs."""
    n = marks = multi = 0
    for b in briefs.values():
        if b["set"] == name:
            for s in b["sentences"]:
                n += 1
                marks += len(s["sources"])
                multi += s["independent"] >= 2
    return n, marks, multi


def repeats(briefs: dict[str, Any], name: str) -> list[tuple[str, str, str]]:
    """Pairs of one brief's sentences that tell one fact (``claims.same_fact`` either way)."""
    from newsfuse.claims import same_fact

    out = []
    for key, b in briefs.items():
        if b["set"] != name:
            continue
        texts = [s["text"] for s in b["sentences"]]
        for i, x in enumerate(texts):
            for j in range(i + 1, len(texts)):
                if same_fact(x, texts[j]) or same_fact(texts[j], x):
                    out.append((f"{key}#S{i + 1}/S{j + 1}", x, texts[j]))
    return out


def diff(old: dict[str, Any], new: dict[str, Any]) -> tuple[list[dict[str, Any]],
                                                              list[dict[str, Any]], int]:
    """(added marks, removed marks, briefs whose sentences changed)."""
    added: list[dict[str, Any]] = []
    removed: list[dict[str, Any]] = []
    changed = 0
    for key, nb in new.items():
        ob = old.get(key)
        if ob is None:
            continue
        if [s["text"] for s in ob["sentences"]] != [s["text"] for s in nb["sentences"]]:
            changed += 1
        before = {s["text"]: s for s in ob["sentences"]}
        for k, s in enumerate(nb["sentences"]):
            o = before.get(s["text"])
            if o is None:
                continue
            wording = {a: t for a, t, _ in s["support"]}
            owording = {a: t for a, t, _ in o["support"]}
            for a in sorted(set(s["sources"]) - set(o["sources"])):
                added.append({"key": f"{key}#S{k + 1}[{a + 1}]", "brief": key,
                              "sentence": s["text"], "article": a + 1,
                              "outlet": nb["outlets"][a], "other": wording.get(a, "")})
            for a in sorted(set(o["sources"]) - set(s["sources"])):
                removed.append({"key": f"{key}#S{k + 1}[{a + 1}]", "brief": key,
                                "sentence": s["text"], "article": a + 1,
                                "other": owording.get(a, "")})
    return added, removed, changed


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dump")
    d.add_argument("--out", type=Path, required=True)
    d.add_argument("--sets", default="val,duc")
    d.add_argument("--words", default="120,250")
    d.add_argument("--quality", default="fast", choices=("fast", "best"))
    f = sub.add_parser("diff")
    f.add_argument("old", type=Path)
    f.add_argument("new", type=Path)
    f.add_argument("--sample", type=int, default=80)
    f.add_argument("--seed", type=int, default=11)
    f.add_argument("--show", action="store_true", help="print the sampled added marks")
    f.add_argument("--judge", type=Path, help="judged marks (JSON list) to check and count")
    a = ap.parse_args()
    if a.cmd == "dump":
        briefs = dump(a.sets.split(","), [int(w) for w in a.words.split(",")], a.quality)
        a.out.write_text(json.dumps(briefs, indent=1))
        return
    old, new = json.loads(a.old.read_text()), json.loads(a.new.read_text())
    added, removed, changed = diff(old, new)
    for name in sorted({b["set"] for b in new.values()}):
        for label, briefs in (("before", old), ("after", new)):
            n, marks, multi = summary(briefs, name)
            rep = repeats(briefs, name)
            print(f"{name:7} {label:6} sentences {n:5}  marks/sentence {marks / max(1, n):.3f}  "
                  f"2+ outlets {100 * multi / max(1, n):.1f}%  one fact twice {len(rep)}")
            if a.show:
                for k, x, y in rep:
                    print(f"  REPEAT {k}\n    {x[:160]}\n    {y[:160]}")
    print(f"briefs changed {changed} of {len(new)}; marks added {len(added)}, "
          f"removed {len(removed)}")
    for r in removed:
        print(f"REMOVED {r['key']}\n  {r['sentence'][:200]}\n  [{r['article']}] "
              f"{r['other'][:200]}")
    sample = added if len(added) <= a.sample else \
        random.Random(a.seed).sample(added, a.sample)
    if a.show:
        for m in sample:
            print(f"ADDED {m['key']} ({m['outlet']})\n  S: {m['sentence']}\n  O: {m['other']}")
    if a.judge:
        judged = {j["key"]: j for j in json.loads(a.judge.read_text())}
        missing = [m["key"] for m in sample if m["key"] not in judged]
        wrong = [k for k, j in judged.items() if j["verdict"] != "right"]
        print(f"judged {len(judged)} (sampled {len(sample)}, not judged {len(missing)}): "
              f"right {len(judged) - len(wrong)}, wrong {len(wrong)}")
        for k in missing:
            print("NOT JUDGED", k)


if __name__ == "__main__":
    main()
