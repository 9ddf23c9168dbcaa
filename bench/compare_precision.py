"""Precision of `newsfuse compare` on Multi-News and DUC 2007 dev, judged by reading the articles.

    python bench/compare_precision.py [--multi-news DIR] [--duc FILE] [--pairs 40]
                                      [--quotes 30] [--names 30] [--timing 3]

For each data set (Multi-News, validation and train together: web articles; DUC 2007 dev:
agency copy with outlets and dates) it runs compare on every cluster and prints, with the
verdict a person gave after reading the articles (bench/compare_judgments.json):

- every flagged conflict, and the precision over them;
- recall, not bought with silence: every unflagged pair of figures of the same unit and rate
  from different articles whose intervals are disjoint, reported for the same moment, in
  sentences with similarity >= 0.3, counted by the rule that kept them apart, and a sample of
  them judged "missed" (a real disagreement compare should have flagged) or "right" (rightly
  not flagged), with the tally over every pair judged so far; and the real disagreements a
  reader found outside that listing (judgments keyed "read:CLUSTER#what");
- a sample of quote groups (statements quoted by two or more articles) and the
  name-variant groups ("Names spelled differently"), each judged correct when every member is
  the same statement / the same name and the speaker is right or said to be unknown;
- every derivation checked against the articles' dates (a copy never older than its source),
  and updates (one outlet's own rewrite) told from copies;
- for DUC, how long compare takes on a 25-article topic (build_story, then compare; the best
  of --timing runs per topic).

Samples are the items whose keys hash lowest, so they stay put when the code changes other
items. Anything no one has judged yet is printed as UNJUDGED with its key: read the articles and
add the verdict to the judgments file. Results go to bench/results/compare_precision.md and .json.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from newsfuse.compare import compare  # noqa: E402
from newsfuse.compare.entities import Aliases, extract_entities  # noqa: E402
from newsfuse.compare.numbers import quantities  # noqa: E402
from newsfuse.compare.report import not_comparable, same_moment  # noqa: E402
from newsfuse.dates import parse_date  # noqa: E402
from newsfuse.pipeline import build_story  # noqa: E402
from newsfuse.terms import use_vocabulary  # noqa: E402

JUDGMENTS = ROOT / "bench" / "compare_judgments.json"
RESULTS = ROOT / "bench" / "results"
PAIR_SIMILARITY = 0.3


def _h(*parts: str) -> str:
    return hashlib.sha1("|".join(parts).encode()).hexdigest()[:10]


def key(cluster: str, finding) -> str:
    claims = sorted(f"{c.article}:{c.value['figure'] if isinstance(c.value, dict) else c.value}"
                    for c in finding.claims)
    return f"{cluster}#{_h(cluster, finding.kind, *claims)}"


def quote_key(cluster: str, group) -> str:
    parts = sorted(f"{q.article}:{q.text[:60]}" for q in group.variants)
    return f"quote:{cluster}#{_h(cluster, *parts)}"


def name_key(cluster: str, entity) -> str:
    return f"name:{cluster}#{_h(cluster, *sorted(entity.spellings))}"


def pair_key(cluster: str, story, a, b) -> str:
    sa, sb = story.sentences[a.sentence].text, story.sentences[b.sentence].text
    first, second = f"{a.article}:{a.text}:{sa[:50]}", f"{b.article}:{b.text}:{sb[:50]}"
    return f"pair:{cluster}#{_h(cluster, first, second)}"


def clusters(args: argparse.Namespace) -> list[tuple[str, str, list]]:
    out = []
    for split in ("validation", "train"):
        with (Path(args.multi_news) / f"{split}.jsonl").open() as f:
            for line in f:
                row = json.loads(line)
                out.append(("Multi-News", row["id"], row["documents"]))
    with Path(args.duc).open() as f:
        for line in f:
            row = json.loads(line)
            out.append(("DUC 2007 dev", row["id"], row["documents"]))
    return out


def near_misses(cid: str, story, report) -> list[dict]:
    """Unflagged pairs of figures that look like they could disagree (see the module doc)."""
    flagged = {(c.article, c.value["figure"]) for f in report.conflicts for c in f.claims
               if isinstance(c.value, dict)}
    sim = story.alignment.similarity if story.alignment is not None else None
    with use_vocabulary(story.vocab):
        ents = extract_entities(story)
        aliases = Aliases(ents)
        names: dict[int, list[str]] = {}
        for e in ents:
            for m in e.mentions:
                names.setdefault(m.sentence, []).append(m.text)
        qs = [q for q in quantities(story, names) if not q.vague]
        out = []
        seen: set[tuple] = set()
        for i, a in enumerate(qs):
            for b in qs[i + 1:]:
                if a.article == b.article or a.unit != b.unit or a.per != b.per:
                    continue
                if sim is None or sim[a.sentence, b.sentence] < PAIR_SIMILARITY:
                    continue
                if not a.disjoint(b) or not same_moment(a, b):
                    continue
                if (a.article, a.text) in flagged and (b.article, b.text) in flagged:
                    continue
                sig = (a.sentence, b.sentence, a.text, b.text)
                if sig in seen:
                    continue
                seen.add(sig)
                reason = not_comparable(story, a, b, aliases) or "compared, not flagged"
                if story.alignment.lineage[a.article] == story.alignment.lineage[b.article]:
                    reason = "same lineage (a revision)"
                out.append({"key": pair_key(cid, story, a, b), "reason": reason, "a": a, "b": b,
                            "sim": float(sim[a.sentence, b.sentence])})
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--multi-news", default=str(ROOT.parent / "shared" / "data" / "multi_news"))
    ap.add_argument("--duc", default=str(ROOT.parent / "shared" / "data" / "duc2007" /
                                         "dev.jsonl"))
    ap.add_argument("--pairs", type=int, default=40, help="near-miss pairs judged per data set")
    ap.add_argument("--quotes", type=int, default=30)
    ap.add_argument("--names", type=int, default=30)
    ap.add_argument("--timing", type=int, default=3, help="timed runs per DUC topic")
    args = ap.parse_args()
    judged = json.loads(JUDGMENTS.read_text()) if JUDGMENTS.exists() else {}
    sets: dict[str, dict] = {}
    timing: list[dict] = []
    for name, cid, docs in clusters(args):
        d = sets.setdefault(name, {"clusters": 0, "articles": 0, "conflicts": [], "consistent": 0,
                                   "tallies": 0, "pairs": [], "quotes": [], "names": [],
                                   "derivations": [], "seconds": 0.0, "stories": {}})
        t0 = time.perf_counter()
        story = build_story(docs)
        t1 = time.perf_counter()
        report = compare(story)
        t2 = time.perf_counter()
        if name.startswith("DUC"):
            builds, compares = [t1 - t0], [t2 - t1]
            for _ in range(max(0, args.timing - 1)):
                a0 = time.perf_counter()
                s2 = build_story(docs)
                a1 = time.perf_counter()
                compare(s2)
                a2 = time.perf_counter()
                builds.append(a1 - a0)
                compares.append(a2 - a1)
            timing.append({"topic": cid, "articles": len(story.articles),
                           "words": sum(len(a.text.split()) for a in story.articles),
                           "build": min(builds), "compare": min(compares),
                           "total": min(b + c for b, c in zip(builds, compares, strict=True))})
        d["clusters"] += 1
        d["articles"] += len(story.articles)
        d["seconds"] += t2 - t0
        d["stories"][cid] = story
        d["conflicts"] += [(cid, f) for f in report.conflicts]
        d["consistent"] += len(report.consistent)
        d["tallies"] += len(report.tallies)
        d["pairs"] += [(cid, p) for p in near_misses(cid, story, report)]
        d["quotes"] += [(cid, g) for g in report.quotes if len(g.articles) > 1]
        d["names"] += [(cid, e) for e in report.entities if e.spelled_differently]
        for dv in report.derivations:
            da = parse_date(story.articles[dv.article].published)
            db = parse_date(story.articles[dv.derived_from].published)
            d["derivations"].append({"cluster": cid, "kind": dv.kind,
                                     "dated": da is not None and db is not None,
                                     "agrees": da is None or db is None or da >= db})
    out = ["# compare: precision on Multi-News and DUC 2007 dev", ""]
    summary: dict[str, dict] = {}
    for name, d in sets.items():
        s = _report_set(name, d, judged, args, out)
        summary[name] = s
    if timing:
        out += _timing(timing)
        summary["timing"] = {"topics": len(timing),
                             "max_total": max(t["total"] for t in timing),
                             "median_total": statistics.median(t["total"] for t in timing),
                             "max_compare": max(t["compare"] for t in timing),
                             "median_compare": statistics.median(t["compare"] for t in timing),
                             "per_topic": timing}
    text = "\n".join(out) + "\n"
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "compare_precision.md").write_text(text)
    (RESULTS / "compare_precision.json").write_text(json.dumps(summary, indent=2) + "\n")
    print(text)


def _stable_sample(items: list, key, n: int) -> list:
    """The n items whose keys hash lowest: a sample that stays the same when other items come
    or go, so judgments keep their meaning as the code changes."""
    return sorted(items, key=lambda x: hashlib.sha1(key(x).encode()).hexdigest())[:n]


def _verdict(judged: dict, k: str) -> tuple[str, str]:
    v = judged.get(k, {})
    return v.get("verdict", "UNJUDGED"), v.get("note", "")


def _ratio(good: int, total: int) -> str:
    return f"{good}/{total} = {good / total:.2f}" if total else "none judged"


def _report_set(name: str, d: dict, judged: dict, args: argparse.Namespace, out: list[str]
                ) -> dict:
    stories = d["stories"]
    out += [f"## {name}", "",
            f"{d['clusters']} clusters, {d['articles']} articles, compared in "
            f"{d['seconds']:.0f} s: {len(d['conflicts'])} conflicts flagged, "
            f"{d['consistent']} comparisons found consistent, {d['tallies']} tallies over time.",
            ""]
    # conflicts: all of them
    right = wrong = 0
    out += [f"### Conflicts ({len(d['conflicts'])}, all judged)", ""]
    for cid, f in d["conflicts"]:
        story = stories[cid]
        k = key(cid, f)
        v, note = _verdict(judged, k)
        right += v == "correct"
        wrong += v == "wrong"
        out.append(f"#### {v}: {f.kind}, {f.subject} ({f.nature}; {cid}, key {k})")
        for c in f.claims:
            fig = c.value["figure"] if isinstance(c.value, dict) else c.value
            when = f", {c.date}" if c.date else ""
            out.append(f"- [{c.article + 1}] {story.articles[c.article].outlet}{when}: {fig} "
                       f"({c.role}) \u2014 \u201c{c.text}\u201d")
        out.append(f"- explanation: {f.explanation}")
        if note:
            out.append(f"- judgment: {note}")
        out.append("")
    out.append(f"**Conflict precision: {_ratio(right, right + wrong)}** "
               f"({len(d['conflicts'])} flagged)")
    out.append("")
    # near misses
    pairs = d["pairs"]
    reasons: dict[str, int] = {}
    for _, p in pairs:
        reasons[p["reason"]] = reasons.get(p["reason"], 0) + 1
    sample = _stable_sample(pairs, lambda x: x[1]["key"], args.pairs)
    missed = rightly = 0
    out += [f"### Unflagged pairs of disjoint same-unit figures ({len(pairs)})", "",
            "Pairs from different articles, same unit and rate, disjoint intervals, the same "
            f"moment, sentence similarity >= {PAIR_SIMILARITY}. What kept them apart:", "",
            "| rule | pairs |", "|---|---|"]
    out += [f"| {r} | {n} |" for r, n in sorted(reasons.items(), key=lambda kv: -kv[1])]
    out += ["", f"A sample of {len(sample)} (the lowest key hashes: stable as the code changes), "
                f"judged:", ""]
    for cid, p in sample:
        story = stories[cid]
        a, b = p["a"], p["b"]
        v, note = _verdict(judged, p["key"])
        missed += v == "missed"
        rightly += v == "right"
        out.append(f"- **{v}** ({p['reason']}; {cid}, key {p['key']}): [{a.article + 1}] "
                   f"{story.articles[a.article].outlet}: {a.text} \u2014 \u201c"
                   f"{story.sentences[a.sentence].text}\u201d | [{b.article + 1}] "
                   f"{story.articles[b.article].outlet}: {b.text} \u2014 \u201c"
                   f"{story.sentences[b.sentence].text}\u201d" + (f" \u2014 {note}" if note
                                                                    else ""))
    out += ["", f"**Sample: {missed} missed disagreements, {rightly} rightly not flagged**", ""]
    every = [_verdict(judged, p["key"])[0] for _, p in pairs]
    all_missed, all_right = every.count("missed"), every.count("right")
    out += [f"All {len(pairs)} pairs: {all_missed + all_right} judged ({all_missed} missed, "
            f"{all_right} rightly not flagged), {len(pairs) - all_missed - all_right} not yet.",
            ""]
    # real disagreements a reader found outside the pair listing ("read:" keys): what a
    # rule has yet to catch, kept so recall is not measured only where the rules look
    found = sorted((k, v) for k, v in judged.items()
                   if k.startswith("read:") and k[5:].split("#")[0] in stories)
    if found:
        out += [f"### Found by reading the articles, not flagged ({len(found)})", ""]
        out += [f"- **{v['verdict']}** ({k}): {v['note']}" for k, v in found]
        out.append("")
    # quote groups
    quotes = d["quotes"]
    qs = _stable_sample(quotes, lambda x: quote_key(*x), args.quotes)
    qgood = qbad = 0
    out += [f"### Quote groups ({len(quotes)} quoted by two or more articles; {len(qs)} judged)",
            ""]
    for cid, g in qs:
        story = stories[cid]
        k = quote_key(cid, g)
        v, note = _verdict(judged, k)
        qgood += v == "correct"
        qbad += v == "wrong"
        out.append(f"- **{v}**: speaker {g.speaker or 'unknown'} ({cid}, key {k})")
        for q in g.variants:
            out.append(f"    - [{q.article + 1}] {story.articles[q.article].outlet} "
                       f"({q.speaker or 'unknown'}): \u201c{q.text}\u201d")
        if note:
            out.append(f"    - judgment: {note}")
    out += ["", f"**Quote groups: {_ratio(qgood, qgood + qbad)}**", ""]
    # names
    names = d["names"]
    ns = _stable_sample(names, lambda x: name_key(*x), args.names)
    ngood = nbad = 0
    out += [f"### Name-variant groups ({len(names)}; {len(ns)} judged)", ""]
    for cid, e in ns:
        story = stories[cid]
        k = name_key(cid, e)
        v, note = _verdict(judged, k)
        ngood += v == "correct"
        nbad += v == "wrong"
        spell = "; ".join(f"{s} [{', '.join(str(a + 1) for a in arts)}]"
                          for s, arts in e.spellings.items())
        out.append(f"- **{v}**: {spell} ({e.kind}; {cid}, key {k})" +
                   (f" \u2014 {note}" if note else ""))
    out += ["", f"**Name-variant groups: {_ratio(ngood, ngood + nbad)}**", ""]
    # derivations
    ders = d["derivations"]
    dated = [x for x in ders if x["dated"]]
    agree = sum(x["agrees"] for x in dated)
    updates = sum(x["kind"] == "update" for x in ders)
    out += ["### Derivations", "",
            f"{len(ders)} derivations, {len(dated)} between dated articles: {agree} follow the "
            f"dates (a copy never older than its source); {updates} are an outlet's update of "
            f"its own story, {len(ders) - updates} copies of another outlet.", ""]
    return {"clusters": d["clusters"], "articles": d["articles"], "seconds": d["seconds"],
            "conflicts": len(d["conflicts"]), "correct": right, "wrong": wrong,
            "consistent": d["consistent"], "tallies": d["tallies"],
            "pairs": len(pairs), "pair_reasons": reasons, "pairs_judged": len(sample),
            "pairs_missed": missed, "pairs_right": rightly,
            "pairs_all_judged": all_missed + all_right, "pairs_all_missed": all_missed,
            "found_by_reading": len(found),
            "found_by_reading_missed": sum(v["verdict"] == "missed" for _, v in found),
            "quote_groups": len(quotes), "quotes_judged": qgood + qbad, "quotes_correct": qgood,
            "name_groups": len(names), "names_judged": ngood + nbad, "names_correct": ngood,
            "derivations": len(ders), "derivations_dated": len(dated),
            "derivations_agree": agree, "updates": updates}


def _timing(timing: list[dict]) -> list[str]:
    out = ["## Speed: compare on a 25-article DUC topic", "",
           "Best of the timed runs per topic, one process (build_story: clean, segment, trim, "
           "align; compare: the report).", "",
           "| topic | articles | words | build_story (s) | compare (s) | total (s) |",
           "|---|---|---|---|---|---|"]
    for t in timing:
        out.append(f"| {t['topic']} | {t['articles']} | {t['words']:,} | {t['build']:.2f} | "
                   f"{t['compare']:.2f} | {t['total']:.2f} |")
    tot = [t["total"] for t in timing]
    cmp_ = [t["compare"] for t in timing]
    out += ["", f"Total per topic: median {statistics.median(tot):.2f} s, max {max(tot):.2f} s; "
                f"compare alone: median {statistics.median(cmp_):.2f} s, max {max(cmp_):.2f} s.",
            ""]
    return out


if __name__ == "__main__":
    main()
