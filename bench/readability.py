"""Briefs a reader can trust: empty articles, sentences that do not stand on their own, consensus
openings and marks, on Multi-News validation and DUC 2007 dev; and DUC generic ROUGE.

    python bench/readability.py [--words 120] [--rouge] [--baselines] [--sample]
                                [--seeds 11,23] [--shared ../shared] [--out bench/results]

For each set (Multi-News validation: 260 clusters of web articles; DUC 2007 dev: 15 topics of
25 AP / NYT / Xinhua articles, given with their agency, date and headline), every cluster is
briefed at --words (120) and the script counts:

- articles left empty: articles with no story text after cleaning (listed with their reason);
  and articles left out as not news (web furniture);
- unresolved references per 100 brief sentences, by newsfuse's own detector (``refs.py``), read
  in the brief's order: a sentence counts once if it holds any reference its brief leaves
  unresolved (an opening pronoun or demonstrative, "The Kansas Republican", "The 32-year-old"
  or "would go even further" not right after its source sentence; likewise a time word that
  counts from the sentence before ("Then, there were fewer ...", "Since then, ...", "At that
  point, ..."; inside the sentence, "that same day", "that night", "the same day" with no
  day its sentence gives, counted even right after its source sentence when that sentence
  tells no day: no date, year, weekday, time of day or "when"), a count with nothing
  counted ("say 14 are still missing", "Most are ...",
  "All except for ..."; an opening "One, led by ...", "One of them", "One was ...") and a
  person named by age inside a sentence ("the mercurial,
  34-year-old movie mogul's"); a definite description
  whose noun no earlier sentence or headline gives, opening, inside the sentence or inside a
  quotation where its article said it before ("this important anniversary"), comparative
  ("the harder, but more rewarding, task"; "the easier option" counted wherever it is
  said: its set is the one its source just gave, whatever the noun; not "the younger brother
  of filmmaker Ridley Scott"), or one that says it was met before ("The inferred reduction
  ...", resolved only by its noun); a kind of thing a story names ("the virus", "the film",
  "the drug") or a sum it tells by its figure ("the payment", "the settlement") inside a
  sentence after its article's lead where its source named it and never wrote the noun before
  ("caused by hepatitis B. ... infections with the virus"), unless the
  source sentence before it or an earlier brief sentence that tells a fact with it (or comes
  from its article) says the noun; a judgement of a claim the sentence does not give ("whether
  that's the case", "that's not true of the Mercers", a demonstrative); a firm by its kind ("The
  company", "The firm") when the source named the firm it means just before ("a ... company,
  Damon") and no earlier brief sentence with the noun names it (another company's mention does
  not resolve it); a speaker by a bare singular role with no article, possessive or name ("Labor
  union official said ...", "..., researcher contends.") unless an earlier brief sentence names
  someone in that role ("said study researcher Jacob Marott"), and a filing's pseudonym ("Senate
  Candidate B", "Individual-1") outside quotation marks; an office named for its holder
  ("The president said ...", not in a quotation, no name after it), or a speaker by an office
  alone inside the sentence ("..., the Senate majority whip said", not after a name), resolved
  by an earlier mention of the office ("Sen." says a senator) or its source sentence before;
  a named institution by its short form ("the Court ruled ...", "The University
  appreciates ...") with no brief sentence naming it before; "The" and a quoted title ('The
  "Seinfeld" script', resolved only by an earlier mention of its noun); a place "there" before
  a pause ("roamed there—and") with no place named before it in its sentence; a surname-only
  person the brief never names in full and newsfuse did not complete (a person by a title,
  with or without its full stop, "Prof Owen"; an age, a "who" clause or a relative,
  "Mercer, who ...", "Peinovich's wife"; a surname alone saying what he or she does,
  "Boehner said he ..."; Mc/Mac names), a family by its surname ("The
  Mercers' foundation": a full name must come first), or a rare surname the story never
  gives in full, one rarer than a Zipf frequency of 3 ("Molto and Sheldrick wrote", "Kagan
  refused"); a first name alone inside a quotation whose full name the story gives and no
  earlier brief sentence does ('"Conrad made the conclusion ...," Steck said': counted as a
  surname); a photo caption's "Bill Nelson, left, and ..." (a definite: the photo); a
  quotation with no speaker, or the end of one opened in an earlier sentence (also in single
  marks: "... very much.'" closing what it never opens); people pointed at inside a quotation
  ("One of these men should be our nominee"), a "this / these / those" inside the sentence,
  also after a clause's "that" ("shows that one in five of these patients"; not one whose
  noun its own sentence said before, "regulate ... those regulations"), and a speaker's
  "Our study" with no study told
  before; a person's verdict on an "it" the sentence never says ("Prof Owen said it was a
  groundbreaking moment", a pronoun); an inverted speaker ("Added Lesh:", a surname); "While
  another said" (a demonstrative); first-person narration ("We pray ...", "one viewer - me
  -") or the page to its reader ("Your donations purchased ...") unless the sentence just
  before it in its source says who speaks); also by kind;
- consensus openings: of the briefs whose story has a fact reported by 2+ independent outlets
  (reprints and one outlet's several articles count once), the share that open on such a
  fact; the same over the stories that have such a fact early (in the first quarter of the
  articles reporting it: the main event, which is what the brief is to open on); and over
  the stories with such an early fact that stands on its own (no reference it leaves
  unresolved, within the budget) and may open (``order.can_open``: not a quotation before
  the event it answers nor a sentence 60% in quotation marks, not a sentence that names
  nothing (no name after its first word, no figure, no study), not background set years
  before its article, not an item of a list of people ("Jonathan Polansky, 22, Beverly, MA.
  Charged with ..."), not a feature's address to the reader in its first words ("If you've
  ever eaten a McRib, ...", unless it reports a finding), not a recurring rate told with no
  event ("hepatitis C now causes 8,000 to 10,000 deaths a year")): the ones a brief can open
  on;
- openings not allowed: briefs whose first sentence ``order.can_open`` rejects (a quote
  lede, a list item, background, ...: no chosen sentence that may open stands on its own),
  listed by cluster;
- marks: outlets marked per sentence, and the share of sentences marked with 2+ independent
  outlets; marked edits per 100 sentences.

--rouge adds DUC 2007 dev generic ROUGE at 250 words (no topic): ROUGE-2 recall with
rouge-score-rs (stemmed, every text cut to 250 words, the mean of the recalls against each of
the 4 references: the issue's protocol), and ROUGE-2 / SU4 recall as DUC reports it
(``newsfuse.rouge``: ROUGE-1.5.5's tokens and stemmer, jackknifed over the references);
--baselines scores lead and sumy LexRank the same way. --sample writes the 20 briefs of the
judged sample (10 Multi-News validation, 10 DUC dev, drawn with seed 11) to
readability_sample.md, sentence by sentence, for an editor to judge, as users get them: each
source's day in the legend, each sentence's day tag with its first-reported day, and the
"Earlier:" / "Later:" headings of a brief told over days.
Writes readability.json and readability.md to --out.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from newsfuse.order import can_open, story_position  # noqa: E402
from newsfuse.pipeline import summarize  # noqa: E402

try:  # the legend's days and the day tags as users get them (not in checkouts before them)
    from newsfuse.render import published_day, reported_notes
except ImportError:  # pragma: no cover - an older checkout on the path
    def published_day(a: Any) -> str | None:
        return None

    def reported_notes(brief: Any) -> list[str]:
        return [""] * len(brief.sentences)
try:  # the "Earlier" and "Later" headings of a brief told over days (session 39 on)
    from newsfuse.render import section_headings
except ImportError:  # pragma: no cover - an older checkout on the path
    def section_headings(brief: Any) -> list[str | None]:
        return [None] * len(brief.sentences)
from newsfuse.refs import KINDS, Context, can_resolve, unresolved  # noqa: E402
from newsfuse.select import SelectParams  # noqa: E402
from newsfuse.terms import warm_up  # noqa: E402

SEED = 11


def load(shared: Path) -> dict[str, list[dict[str, Any]]]:
    mn = [json.loads(x) for x in (shared / "data/multi_news/validation.jsonl").open()]
    duc = [json.loads(x) for x in (shared / "data/duc2007/dev.jsonl").open()]
    return {"multi_news": [{"id": c["id"], "articles": [d for d in c["documents"] if d.strip()],
                            "refs": c["summaries"]} for c in mn],
            "duc": [{"id": t["id"], "refs": t["summaries"],
                     "articles": [{"text": d["text"], "title": d["title"] or None,
                                   "source": d["source"], "id": d["id"],
                                   "published": d["published"]} for d in t["documents"]]}
                    for t in duc]}


def brief_metrics(brief: Any) -> dict[str, Any]:
    """What one brief shows a reader: unresolved references (by kind), opening, marks."""
    story = brief.story
    ctx = Context.of(story)
    before: list[Any] = []
    bad = 0
    kinds: Counter[str] = Counter()
    for bs in brief.sentences:
        s = story.sentences[bs.sentence]
        left = unresolved(ctx, s, before)
        fixed = {e.why.split(",")[1].strip() for e in bs.edits if "," in e.why}
        left = [n for n in left if not (
            (n.kind == "surname" and any(full.endswith(n.key) for full in fixed)) or
            # another edit ``resolve`` makes ("tells Us [Weekly]")
            (n.kind != "surname" and bs.edits and can_resolve(ctx, n)))]
        if left:
            bad += 1
            kinds.update({n.kind for n in left})
        before.append(s)
    al = story.alignment
    best = early = standalone = 0
    for s in story.sentences:
        if s.article in story.boilerplate or al is None:
            continue
        n = al.independent(al.articles_of(s))
        best = max(best, n)
        if story_position(story, s) <= SelectParams().consensus_early:
            early = max(early, n)
            if n >= 2 and s.display_words <= brief.words_budget and can_open(story, s) and not [
                    x for x in ctx.sentence_needs(s) if not can_resolve(ctx, x)]:
                standalone = n
    first = brief.sentences[0].independent if brief.sentences else 0
    may_open = not brief.sentences or can_open(story, story.sentences[
        brief.sentences[0].sentence])
    return {"sentences": len(brief.sentences), "unresolved": bad, "kinds": kinds,
            "may_open": may_open,
            "has_consensus": best >= 2, "has_early_consensus": early >= 2,
            "has_standalone_consensus": standalone >= 2,
            "opens_on_consensus": first >= 2,
            "marks": sum(len(s.sources) for s in brief.sentences),
            "multi": sum(1 for s in brief.sentences if s.independent >= 2),
            "edits": sum(len(s.edits) for s in brief.sentences)}


def run_set(name: str, clusters: list[dict[str, Any]], words: int) -> dict[str, Any]:
    totals: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    empty: list[dict[str, str]] = []
    openings: list[str] = []  # briefs that open on a sentence order.can_open rejects
    not_news = 0
    t = time.process_time()
    briefs = []
    for c in clusters:
        b = summarize(c["articles"], words)
        briefs.append(b)
        m = brief_metrics(b)
        for k in ("sentences", "unresolved", "marks", "multi", "edits"):
            totals[k] += m[k]
        kinds.update(m["kinds"])
        totals["briefs"] += 1
        if not m["may_open"]:
            openings.append(c["id"])
        totals["with_consensus"] += m["has_consensus"]
        totals["opens_on_consensus"] += m["has_consensus"] and m["opens_on_consensus"]
        totals["with_early_consensus"] += m["has_early_consensus"]
        totals["early_opens"] += m["has_early_consensus"] and m["opens_on_consensus"]
        totals["with_standalone_consensus"] += m["has_standalone_consensus"]
        totals["standalone_opens"] += m["has_standalone_consensus"] and m["opens_on_consensus"]
        for a in b.articles:
            if a.left_out and a.left_out.startswith("not news"):
                not_news += 1
            elif a.left_out:
                empty.append({"cluster": c["id"], "article": a.id, "outlet": a.outlet,
                              "reason": a.left_out})
    seconds = time.process_time() - t
    n = max(1, totals["sentences"])
    return {
        "set": name, "clusters": len(clusters), "words": words,
        "articles": sum(len(c["articles"]) for c in clusters),
        "articles_left_empty": len(empty), "left_empty": empty, "articles_not_news": not_news,
        "sentences": totals["sentences"],
        "unresolved_per_100": round(100 * totals["unresolved"] / n, 2),
        "unresolved_by_kind_per_100": {k: round(100 * kinds[k] / n, 2) for k in KINDS},
        "briefs_with_consensus_fact": totals["with_consensus"],
        "opening_on_consensus_share": round(totals["opens_on_consensus"] /
                                            max(1, totals["with_consensus"]), 3),
        "briefs_with_early_consensus_fact": totals["with_early_consensus"],
        "opening_on_early_consensus_share": round(totals["early_opens"] /
                                                  max(1, totals["with_early_consensus"]), 3),
        "briefs_with_standalone_consensus_fact": totals["with_standalone_consensus"],
        "opening_on_standalone_consensus_share": round(
            totals["standalone_opens"] / max(1, totals["with_standalone_consensus"]), 3),
        "openings_not_allowed": len(openings), "opening_not_allowed_in": openings,
        "marks_per_sentence": round(totals["marks"] / n, 3),
        "multi_outlet_sentence_share": round(totals["multi"] / n, 3),
        "edits_per_100": round(100 * totals["edits"] / n, 2),
        "seconds": round(seconds, 2),
    }, briefs


def duc_rouge(clusters: list[dict[str, Any]], baselines: bool) -> list[dict[str, Any]]:
    """Generic DUC 2007 dev ROUGE at 250 words for newsfuse (and lead, LexRank)."""
    from rouge_score_rs import rouge_scorer

    from newsfuse.evaluate import cut, lead_system, lexrank_system
    from newsfuse.rouge import duc_scores

    scorer = rouge_scorer.RougeScorer(["rouge2"], use_stemmer=True)
    systems: dict[str, Any] = {"newsfuse": lambda c: summarize(c["articles"], 250).summary}
    if baselines:
        lead, lex = lead_system(), lexrank_system()
        systems["lead"] = lambda c: lead([a["text"] for a in c["articles"]], 250)
        systems["lexrank"] = lambda c: lex([a["text"] for a in c["articles"]], 250)
    out = []
    for name, fn in systems.items():
        r2, j2, su4 = [], [], []
        for c in clusters:
            summary = fn(c)
            rec = [scorer.score(cut(r, 250), cut(summary, 250))["rouge2"].recall
                   for r in c["refs"]]
            r2.append(statistics.mean(rec))
            d = duc_scores(summary, c["refs"], 250)
            j2.append(d.rouge2)
            su4.append(d.su4)
        out.append({"system": name, "rouge2_recall": round(100 * statistics.mean(r2), 2),
                    "duc_rouge2": round(100 * statistics.mean(j2), 2),
                    "duc_su4": round(100 * statistics.mean(su4), 2)})
    return out


def sample(sets: dict[str, list[dict[str, Any]]], briefs: dict[str, list[Any]], path: Path,
           seed: int = SEED) -> None:
    """The judged sample's briefs, sentence by sentence, with each mark's outlet wording."""
    rng = random.Random(seed)
    judged = "readability_judgments.json" if seed == SEED else \
        f"readability_judgments_seed{seed}.json"
    lines = ["# Judged sample: briefs at 120 words", "",
             f"10 Multi-News validation and 10 DUC 2007 dev briefs drawn with seed {seed}; "
             f"judgments are in {judged}.", ""]
    for name, k in (("multi_news", 10), ("duc", 10)):
        idx = sorted(rng.sample(range(len(sets[name])), k))
        for i in idx:
            lines += _brief_lines(name, sets[name][i], briefs[name][i])
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def train_samples(shared: Path, seeds: list[int], out: Path, words: int) -> None:
    """Judged samples of 20 Multi-News train briefs each (``readability_sample_train{N}.md``):
    train is tuned on less than validation, so a reader of it checks that the rules carry over.
    Each seed draws from the clusters the seeds before it in the list did not draw."""
    mn = [json.loads(x) for x in (shared / "data/multi_news/train.jsonl").open()]
    clusters = [{"id": c["id"], "articles": [d for d in c["documents"] if d.strip()]}
                for c in mn]
    drawn: set[int] = set()
    for seed in seeds:
        pool = [i for i in range(len(clusters)) if i not in drawn]
        idx = sorted(random.Random(seed).sample(pool, 20))
        drawn.update(idx)
        lines = ["# Judged sample: briefs at 120 words", "",
                 f"20 Multi-News TRAIN briefs drawn with seed {seed}.", ""]
        for i in idx:
            lines += _brief_lines("multi_news", clusters[i],
                                  summarize(clusters[i]["articles"], words))
        (out / f"readability_sample_train{seed}.md").write_text("\n".join(lines) + "\n",
                                                                encoding="utf-8")


def _brief_lines(name: str, c: dict[str, Any], b: Any) -> list[str]:
    """One brief of a judged sample: its sources' legend, then each sentence with its marks and
    each mark's outlet wording."""
    lines = [f"## {name} {c['id']}", ""]
    for a in b.articles:  # as every format's legend: the outlet, its day, the title
        day = published_day(a)
        lines.append(f"- [{a.index + 1}] {a.outlet}{', ' + day if day else ''}: {a.title or ''}"
                     + (f" (left out: {a.left_out})" if a.left_out else ""))
    lines.append("")
    for n, (s, note, heading) in enumerate(zip(b.sentences, reported_notes(b),
                                               section_headings(b)), 1):
        if heading:  # as every format heads them
            lines.append(f"   *{heading}:*")
        marks = ",".join(str(x + 1) for x in s.sources)
        lines.append(f"{n}. {s.text} [{marks}]{note}")
        for a, t, v in s.support:
            lines.append(f"    - [{a + 1}] ({v:.2f}) {t}")
    lines.append("")
    return lines


def markdown(results: list[dict[str, Any]], rouge: list[dict[str, Any]] | None) -> str:
    rows = ["| set | briefs | sentences | articles left empty | not news | unresolved / 100 "
            "sentences | opens on a 2+ outlet fact | ... when one is early | ... when an early "
            "one stands on its own | marks / sentence | 2+ outlet sentences | marked edits / 100 |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        rows.append(f"| {r['set']} | {r['clusters']} | {r['sentences']} | "
                    f"{r['articles_left_empty']} | {r['articles_not_news']} | "
                    f"{r['unresolved_per_100']} | "
                    f"{100 * r['opening_on_consensus_share']:.1f}% of "
                    f"{r['briefs_with_consensus_fact']} | "
                    f"{100 * r['opening_on_early_consensus_share']:.1f}% of "
                    f"{r['briefs_with_early_consensus_fact']} | "
                    f"{100 * r['opening_on_standalone_consensus_share']:.1f}% of "
                    f"{r['briefs_with_standalone_consensus_fact']} | {r['marks_per_sentence']} | "
                    f"{100 * r['multi_outlet_sentence_share']:.1f}% | {r['edits_per_100']} |")
    out = ["# Readability of briefs", "", "\n".join(rows), ""]
    for r in results:
        kinds = ", ".join(f"{k} {v}" for k, v in r["unresolved_by_kind_per_100"].items())
        out += [f"{r['set']}: unresolved by kind per 100 sentences: {kinds}", ""]
        for e in r["left_empty"]:
            out.append(f"- left empty: {e['cluster']} {e['article']} ({e['outlet']}): "
                       f"{e['reason']}")
        out.append(f"- briefs that open on a sentence `order.can_open` rejects (no other "
                   f"chosen sentence could open): {r['openings_not_allowed']} of "
                   f"{r['clusters']}" + (f" ({', '.join(r['opening_not_allowed_in'])})"
                                         if r["opening_not_allowed_in"] else ""))
        out.append("")
    if rouge:
        out += ["## DUC 2007 dev, generic, 250 words", "",
                "| system | ROUGE-2 recall (rouge-score-rs, mean of 4 refs) | DUC ROUGE-2 "
                "(jackknifed) | DUC ROUGE-SU4 (jackknifed) |", "|---|---|---|---|"]
        out += [f"| {r['system']} | {r['rouge2_recall']} | {r['duc_rouge2']} | {r['duc_su4']} |"
                for r in rouge]
    return "\n".join(out) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--words", type=int, default=120)
    ap.add_argument("--shared", default=str(ROOT.parent / "shared"))
    ap.add_argument("--out", default=str(ROOT / "bench" / "results"))
    ap.add_argument("--rouge", action="store_true")
    ap.add_argument("--baselines", action="store_true")
    ap.add_argument("--sample", action="store_true")
    ap.add_argument("--seeds", default=str(SEED),
                    help="comma-separated seeds of judged samples (11: readability_sample.md; "
                         "others: readability_sample_seedN.md)")
    ap.add_argument("--train-seeds", default="",
                    help="comma-separated seeds of judged samples of 20 Multi-News train briefs "
                         "(readability_sample_trainN.md; each seed draws from the clusters the "
                         "seeds before it did not); only these samples are written")
    args = ap.parse_args()
    warm_up()
    if args.train_seeds:
        train_samples(Path(args.shared), [int(x) for x in args.train_seeds.split(",")],
                      Path(args.out), args.words)
        return
    sets = load(Path(args.shared))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    results, briefs = [], {}
    for name, clusters in sets.items():
        r, bs = run_set(name, clusters, args.words)
        results.append(r)
        briefs[name] = bs
        print(json.dumps({k: v for k, v in r.items() if k != "left_empty"}), flush=True)
    rouge = duc_rouge(sets["duc"], args.baselines) if args.rouge else None
    if rouge:
        print(json.dumps(rouge))
    if args.sample:
        for seed in (int(x) for x in args.seeds.split(",")):
            name = "readability_sample.md" if seed == SEED else f"readability_sample_seed{seed}.md"
            sample(sets, briefs, out / name, seed)
    (out / "readability.json").write_text(json.dumps({"results": results, "duc_rouge": rouge},
                                                     indent=2) + "\n", encoding="utf-8")
    (out / "readability.md").write_text(markdown(results, rouge), encoding="utf-8")


if __name__ == "__main__":
    main()
