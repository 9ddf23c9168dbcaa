"""Report: what the outlets agree on, what only one reports, and where they disagree.

Owns the comparison itself, counted by independent outlet (``outlets``: reprints, updates and
one outlet's several articles are one voice). Facts are sentences grouped by the story's
alignment (and quotes of one statement); a fact several independent outlets report is an
agreement, one only one outlet reports is unique, and unique facts are ranked by how central
and specific they are.

Figures are compared only when they measure the same thing (same kind of unit after
conversion, same rate, thing counted, event, group, place and period, in related sentences;
parts, totals, changes, hypotheticals and listed figures apart) and only when they describe the
same moment: figures of one quantity at different times form a tally with its history and its
latest figure, not a conflict. Among reports of one moment, overlapping intervals are
consistent and disjoint ones conflict; a conflict says whether named counters differ
("activists" vs "the Syrian Observatory"), outlets disagree, or one outlet contradicts itself.
Ages of a person are checked against the dates they were given on, dates of one event across
outlets, and the speakers of one statement. Precision first: when in doubt, nothing is flagged.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

import numpy as np

from ..clean import calls_reader, refers_to_page
from ..dates import find_times
from ..groups import DisjointSets
from ..model import Story, article_infos, to_json
from ..terms import stem, term_rarity, use_vocabulary
from .ages import AgeConflict, age_claims, age_conflicts
from .entities import Aliases, Entity, _edits, extract_entities
from .numbers import Interval, Quantity, _moment_json, quantities
from .outlets import NAMED, Outlets, outlet_identity
from .quotes import QuoteGroup, extract_quotes, group_quotes
from .quotes import cosine as _quote_cosine

CONTEXT_SIMILARITY = 0.15  # sentences this similar (or sharing a name) may talk of one figure
MONEY_SIMILARITY = 0.35  # sums of money with no noun to say what they pay for need more
UNNAMED_SIMILARITY = 0.45  # figures with no event word need sentences this close
TALLY_SIMILARITY = 0.5  # figures of different days join a tally only from sentences this close
SAME_WORDS = 0.6  # quote cosine above which two outlets quote the very same words
DATE_SIMILARITY = 0.55  # sentences this similar report the same event (for date conflicts)
SAME_DAY = timedelta(days=0)  # reports of one calendar day speak of the same moment
_EVENT_VERB = {"death": "killed", "injury": "injured", "capture": "captured",
               "control": "held", "displacement": "displaced", "missing": "missing",
               "rescue": "rescued", "arrest": "arrested", "destruction": "destroyed",
               "deployment": "deployed", "money": "paid", "illness": "infected",
               "rise": "risen", "fall": "fallen"}


@dataclass
class Claim:
    article: int
    text: str  # the sentence
    value: Any  # a figure {"figure", "interval", ...}, a date, an age, or a speaker
    attributed_to: str | None = None
    role: str = "claim"  # "claim", or "counted apart" for figures a source adds separately
    outlet: str = ""
    date: str | None = None  # the day (or span) the claim describes, ISO

    def to_dict(self) -> dict:
        return {"article": self.article, "text": self.text, "value": self.value,
                "attributed_to": self.attributed_to, "role": self.role,
                "outlet": self.outlet, "date": self.date}


@dataclass
class Finding:
    kind: str  # number | date | time | quote
    subject: str
    claims: list[Claim]
    explanation: str
    nature: str = ""  # conflicts: "different sources", "outlets disagree", "within one outlet"
    sides: list[dict] = field(default_factory=list)  # each figure with its outlets and dates
    severity: float = 0.0  # how far apart (0..1)
    support: int = 0  # independent outlets involved
    date: str | None = None  # the moment the claims describe

    def to_dict(self) -> dict:
        d = {"kind": self.kind, "subject": self.subject,
             "claims": [c.to_dict() for c in self.claims], "explanation": self.explanation}
        if self.nature:
            d["nature"] = self.nature
        d.update({"sides": self.sides, "severity": round(self.severity, 3),
                  "independent": self.support, "date": self.date})
        return d


@dataclass
class Fact:
    text: str
    articles: list[int]
    independent: int  # independent outlets (an outlet's several articles count once)
    sentence: int = -1
    lineages: int = 0  # reprint families (the count before outlets were merged)
    outlets: list[str] = field(default_factory=list)
    score: float = 0.0  # importance, for ranking

    def to_dict(self) -> dict:
        return {"text": self.text, "articles": self.articles, "independent": self.independent,
                "outlets": self.outlets, "lineages": self.lineages,
                "importance": round(self.score, 3)}


@dataclass
class Tally:
    """One quantity reported at different times: its history and latest figure."""

    subject: str
    unit: str
    history: list[dict]  # [{"date", "figure", "interval", "articles", "outlets"}], oldest first
    change: str  # "rose", "fell", "revised" (up and down), "changed"

    @property
    def latest(self) -> dict:
        return self.history[-1]

    def to_dict(self) -> dict:
        return {"subject": self.subject, "unit": self.unit, "history": self.history,
                "latest": self.latest, "change": self.change}


@dataclass
class Report:
    articles: list[Any]
    derivations: list[Any]
    agreements: list[Fact] = field(default_factory=list)
    unique: list[Fact] = field(default_factory=list)
    conflicts: list[Finding] = field(default_factory=list)
    consistent: list[Finding] = field(default_factory=list)
    quotes: list[QuoteGroup] = field(default_factory=list)
    entities: list[Entity] = field(default_factory=list)
    tallies: list[Tally] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            "articles": [a.to_dict() for a in self.articles],
            "derivations": [{"article": d.article, "derived_from": d.derived_from,
                             "evidence": d.evidence, "kind": d.kind}
                            for d in self.derivations],
            "agreements": [f.to_dict() for f in self.agreements],
            "unique": [{"text": f.text, "articles": f.articles, "outlets": f.outlets,
                        "importance": round(f.score, 3)} for f in self.unique],
            "conflicts": [c.to_dict() for c in self.conflicts],
            "consistent": [c.to_dict() for c in self.consistent],
            "tallies": [t.to_dict() for t in self.tallies],
            "latest": [{"subject": t.subject, **t.latest} for t in self.tallies],
            "quotes": [q.to_dict() for q in self.quotes],
            "entities": [e.to_dict() for e in self.entities],
        }

    def to_json(self) -> str:
        return to_json(self.to_dict())


# ---------------------------------------------------------------------------------------------


def compare(story: Story) -> Report:
    """The cross-source report for an analysed story (see ``pipeline.build_story``)."""
    with use_vocabulary(story.vocab):
        return _compare(story)


def _compare(story: Story) -> Report:
    entities = extract_entities(story)
    aliases = Aliases(entities)
    outlets = outlet_identity(story)
    names: dict[int, list[str]] = {}
    for e in entities:
        for m in e.mentions:
            names.setdefault(m.sentence, []).append(m.text)
    groups = group_quotes(story, extract_quotes(story, aliases), aliases)
    agreements, unique = facts(story, groups, outlets)
    conflicts, consistent, tallies = compare_numbers(story, quantities(story, names), aliases,
                                                     outlets)
    d_conf, d_cons = compare_dates(story, outlets)
    d_conf += compare_times(story, outlets)
    a_conf = compare_ages(story, aliases, outlets)
    q_conf = quote_speaker_conflicts(story, groups, aliases, outlets)
    conflicts = rank_findings(conflicts + a_conf + d_conf + q_conf)
    return Report(articles=article_infos(story),
                  derivations=list(story.alignment.derivations) if story.alignment else [],
                  agreements=agreements, unique=unique, conflicts=conflicts,
                  consistent=consistent + d_cons, quotes=groups, entities=entities,
                  tallies=tallies)


def rank_findings(findings: list[Finding]) -> list[Finding]:
    """Most important first: independent outlets involved, then how far apart the claims are;
    a disagreement between outlets before one inside an outlet."""
    order = {"outlets disagree": 0, "different sources": 1, "within one outlet": 2}
    return sorted(findings, key=lambda f: (order.get(f.nature, 1), -f.support, -f.severity,
                                           f.subject))


def _iso(d: date | None) -> str | None:
    return d.isoformat() if d else None


# ---------------------------------------------------------------------------------------------
# facts

_JUNK = re.compile(r"&[A-Z]{2};|^\(?(?:EDITORS?|UPDATES|CORRECTS|ADDS|RECASTS)\b|To publish "
                   r"this article|story (?:is scheduled )?to move|\(\d{3}\) \d{3}-\d{4}|"
                   r"\b(?:e-mail|email)\b.*@|https?://|^[A-Z][A-Z .,'-]{12,}$|\b\d{3,} words\b")


def facts(story: Story, quotes: list[QuoteGroup] | None = None, outlets: Outlets | None = None
          ) -> tuple[list[Fact], list[Fact]]:
    """Agreements (several independent outlets) and unique facts (one outlet), each ranked.

    Sentences are one fact when alignment says so, or when they quote the same statement.
    """
    al = story.alignment
    if al is None:
        return [], []
    outlets = outlets or outlet_identity(story)
    same = DisjointSets(range(len(story.sentences)))
    for s in story.sentences:
        for _, j, _ in al.support[s.id]:
            same.union(s.id, j)
    for g in quotes or []:
        for q in g.variants[1:]:
            same.union(g.variants[0].sentence, q.sentence)
    groups: dict[int, list[int]] = {}
    for s in story.sentences:
        if s.article in story.boilerplate:
            continue
        groups.setdefault(same.find(s.id), []).append(s.id)
    derived = {d.article for d in al.derivations}
    central = _centrality(story, outlets)
    agreements, unique = [], []
    for ids in groups.values():
        sents = [story.sentences[i] for i in ids]
        arts = sorted({s.article for s in sents})
        rep = min(sents, key=lambda s: (s.article in derived, s.index, s.article))
        if refers_to_page(rep.display) or calls_reader(rep.display):
            continue  # the page's "Watch the video above", "Click the link below ...", a
            # question to its reader: no fact any outlet reports
        f = Fact(rep.display, arts, outlets.independent(arts), rep.id,
                 lineages=al.lineages(arts), outlets=_outlet_names(outlets, arts),
                 score=_importance(story, rep.id, central))
        (agreements if f.independent >= 2 else unique).append(f)
    agreements.sort(key=lambda f: (-f.independent, -f.score, story.sentences[f.sentence].index))
    unique.sort(key=lambda f: (-f.score, story.sentences[f.sentence].index, f.articles))
    return agreements, unique


def _outlet_names(outlets: Outlets, arts: list[int]) -> list[str]:
    out: list[str] = []
    for a in arts:
        if outlets.names[a] not in out:
            out.append(outlets.names[a])
    return out


def _centrality(story: Story, outlets: Outlets) -> np.ndarray:
    """How close each sentence is to what the other outlets report: the mean of its three best
    similarities to sentences of other outlets (0 when unknown)."""
    n = len(story.sentences)
    sim = story.alignment.similarity if story.alignment is not None else None
    if sim is None or n == 0:
        return np.zeros(n)
    groups = np.array([outlets.group[s.article] for s in story.sentences])
    out = np.zeros(n)
    for g in np.unique(groups):
        rows = np.flatnonzero(groups == g)
        other = sim[np.ix_(rows, np.flatnonzero(groups != g))]
        if other.shape[1] == 0:
            continue
        k = min(3, other.shape[1])
        out[rows] = np.sort(other, axis=1)[:, -k:].mean(axis=1)
    return out


def _importance(story: Story, sid: int, central: np.ndarray) -> float:
    """Rank of a fact: early in its article, close to the rest of the story, specific (a
    figure, a name, a quote); wire service lines and very short sentences rank last."""
    s = story.sentences[sid]
    text = s.text
    position = 1.0 / (1.0 + s.index / 4.0)
    specific = 0.15 * bool(re.search(r"\d", text)) + \
        0.1 * bool(re.search(r"(?<!^)(?<![.!?] )\b[A-Z][a-z]+", text)) + \
        0.05 * bool(re.search(r"[\"“]|``", text))
    score = 0.45 * position + 0.4 * float(central[sid]) * 2 + specific
    if s.words < 8:
        score *= 0.5
    if _JUNK.search(text):
        score *= 0.05
    return score


# ---------------------------------------------------------------------------------------------
# numbers


def _sim(story: Story, a: int, b: int) -> float:
    sim = story.alignment.similarity if story.alignment is not None else None
    return float(sim[a, b]) if sim is not None else 0.0


def _related(story: Story, a: Quantity, b: Quantity, aliases: Aliases) -> bool:
    """The two sentences are about the same happening: similar words, the same day named next
    to both figures, or a shared name (other than the counted noun itself)."""
    if story.alignment is not None and story.alignment.similarity is not None and \
            _sim(story, a.sentence, b.sentence) >= CONTEXT_SIMILARITY:
        return True
    if a.when & b.when:
        return True
    own = {(a.noun or "").casefold(), (b.noun or "").casefold()}  # "four Americans" is no link
    return any(aliases.same(x, y) for x in a.entities for y in b.entities
               if x.casefold() not in own and y.casefold() not in own)


def _of_compatible(story: Story, a: Quantity, b: Quantity, aliases: Aliases) -> bool:
    """Fractions: of the same whole ("half of the town" ~ "70%" said of the city)."""
    if a.of is None and b.of is None:
        return True
    if a.of is not None and b.of is not None:
        wa, wb = _whole(story, a), _whole(story, b)
        return wa == wb or aliases.same(wa, wb)
    known, other = (a, b) if a.of is not None else (b, a)
    whole = _whole(story, known)
    text = story.sentences[other.sentence].text.lower()
    if whole in _SETTLEMENT:
        return any(w in text for w in _SETTLEMENT)
    return whole.lower() in text or any(aliases.same(whole, n) for n in other.entities)


_SETTLEMENT = ("town", "city", "village")
_WHOLES = (*_SETTLEMENT, "country", "region", "territory")


def _whole(story: Story, q: Quantity) -> str:
    of = re.sub(r"^(?:the|its|their|his|her)\s+", "", (q.of or "").strip(), flags=re.I)
    if of.lower() in ("it", "them"):
        text = story.sentences[q.sentence].text.lower()[:q.start]
        found = [(text.rfind(w), w) for w in _WHOLES]
        pos, word = max(found)
        return word if pos >= 0 else of
    return of.split()[0].lower() if of and of.split()[0].lower() in _WHOLES else of


def comparable(story: Story, a: Quantity, b: Quantity, aliases: Aliases) -> bool:
    """Whether two figures measure the same thing, at whatever time (precision first): same
    kind of unit after conversion and the same rate, thing counted, event, group, place and
    period, in related sentences. Parts, changes, conversions, figures in lists and
    hypotheticals ("could be prevented") are never compared, nor a total with a figure that is
    not one."""
    return not_comparable(story, a, b, aliases) is None


def not_comparable(story: Story, a: Quantity, b: Quantity, aliases: Aliases) -> str | None:
    """Why two figures are not compared (the first rule that says so), or None when they are."""
    if a.unit != b.unit:
        return "unit"
    if a.per != b.per:
        return "rate"
    if a.event != b.event:
        return "event"
    if a.additional or b.additional or a.part or b.part:
        return "part or addition"
    if a.hedged_claim or b.hedged_claim:
        return "hypothetical"
    if a.change or b.change:
        return "change"
    if a.conversion or b.conversion:
        return "conversion"
    if a.total != b.total:
        return "total against non-total"
    if (a.listed and not a.vague) or (b.listed and not b.vague):
        return "listed"
    if a.period and b.period and a.period.lower() != b.period.lower():
        return "period"
    if a.where and b.where and not any(aliases.same(x, y) for x in a.where for y in b.where):
        return "place"
    if a.affiliation and b.affiliation and not aliases.same(a.affiliation, b.affiliation):
        return "group"
    sim = _sim(story, a.sentence, b.sentence)
    if a.event is None and not (sim >= UNNAMED_SIMILARITY and len(a.frame & b.frame) >= 2):
        return "no event word, sentences not close"
    if a.unit == "fraction" and a.event in ("rise", "fall") and not (
            a.noun_class and a.noun_class == b.noun_class):
        return "change of what"
    if a.unit.startswith("money"):
        if a.noun_class and b.noun_class and a.noun_class != b.noun_class:
            return "thing counted"
        if (not a.noun_class or not b.noun_class) and (sim < MONEY_SIMILARITY or
                                                       a.event is None):
            return "money for what"
    if a.unit.startswith("measure:") and not (a.frame & b.frame and sim >= CONTEXT_SIMILARITY):
        return "measure of what"
    if a.unit == "count" and (a.noun_class is None or a.noun_class != b.noun_class):
        return "thing counted"
    if a.unit == "fraction":  # a share of the same named whole is related by that whole
        if not _of_compatible(story, a, b, aliases):
            return "share of what"
        if a.of is None and b.of is None and not _related(story, a, b, aliases):
            return "unrelated sentences"
        return None
    return None if _related(story, a, b, aliases) else "unrelated sentences"


def same_moment(a: Quantity, b: Quantity) -> bool:
    """The two figures describe the same time: the toll of one named past event ("the 1996
    Centennial Park blast killed one"), the same day when both are dated by their articles,
    overlapping spans when both name one, the same named day when no dates are known."""
    if a.past_event and b.past_event and a.past_event[0] == b.past_event[0] and \
            a.past_event[1] & b.past_event[1]:
        return True  # the toll of one named past event: a fixed fact, whenever reported
    if a.moment is None or b.moment is None:  # different days, or a day against none
        return not (a.unit != "fraction" and (a.when or b.when) and not a.when & b.when)
    (a0, a1), (b0, b1) = a.moment, b.moment
    coarse_a, coarse_b = (a1 - a0).days > 7, (b1 - b0).days > 7
    if coarse_a or coarse_b:  # "in 1998" and "last year"; "in July 1996" within "in 1996"
        return coarse_a and coarse_b and a0 <= b1 and b0 <= a1
    return a0 - SAME_DAY <= b1 and b0 - SAME_DAY <= a1


def _figure(q: Quantity) -> dict:
    return {"figure": q.text, "interval": q.value.to_json(), "unit": q.unit,
            "period": q.period, "scope": q.scope, "per": q.per, "date": _moment_json(q.moment)}


_ATTRIBUTE = re.compile(r"\b(suit|lawsuit|altitude|height|depth|deep|distance|speed|rate|length|"
                        r"long|width|"
                        r"wide|weight|temperature|area|size|elevation|reward|bond|damages|"
                        r"award|fine|cost|price|sales|revenue|budget|salary|bail|settlement|"
                        r"verdict|judgment|loss|losses|profit|earnings|income|debt|aid|fee|"
                        r"fees|tax|taxes|spending|value|worth)\b", re.I)


def _subject(story: Story, q: Quantity) -> str:
    verb = _EVENT_VERB.get(q.event or "", "")
    per = f" per {q.per}" if q.per and q.per != "each" else (" each" if q.per else "")
    if q.unit == "fraction":
        whole = (q.of or "the whole").strip()
        whole = whole if whole.lower() not in ("it", "them") else "the town"
        if q.noun and not q.of:
            return f"share of {q.noun.lower()} {verb}".strip()
        return f"share of {whole} {verb}".strip()
    if q.unit.startswith(("measure:", "money:")):
        if q.unit.startswith("money:") and q.event != "money":
            verb = ""  # "$9 million ... in the beating death": money, not a toll
        sent = story.sentences[q.sentence].text
        window = sent[max(0, q.start - 60):q.start + len(q.text) + 40]
        attrs = _ATTRIBUTE.findall(window)
        what = attrs[-1].lower() if attrs else ("amount" if q.unit.startswith("money:") else
                                               q.unit.split(":")[1].replace("/", " per "))
        noun = f"{q.noun.lower()} " if q.noun and q.unit.startswith("money:") and \
            q.noun.lower() != what else ""
        return f"{noun}{what}{per} {verb}".strip()
    noun = (q.noun or q.noun_class or "").lower()
    group = f"{q.affiliation} " if q.affiliation and q.group_named and \
        q.affiliation.lower() not in noun else ""
    return f"{group}{noun}{per} {verb}".strip()


def compare_numbers(story: Story, qs: list[Quantity], aliases: Aliases,
                    outlets: Outlets | None = None
                    ) -> tuple[list[Finding], list[Finding], list[Tally]]:
    """Conflicts, consistent figures and tallies over time among figures of one quantity."""
    outlets = outlets or outlet_identity(story)
    lineage = story.alignment.lineage if story.alignment else list(range(len(story.articles)))
    n = len(qs)
    measure = DisjointSets(range(n))
    pairs: list[tuple[int, int, bool]] = []  # (i, j, same moment)
    by_unit: dict[tuple[str, str | None, str | None], list[int]] = {}
    for i, q in enumerate(qs):
        if not (q.change or q.conversion or q.part or q.additional or q.hedged_claim):
            by_unit.setdefault((q.unit, q.per, q.event), []).append(i)
    for members in by_unit.values():
        for x, i in enumerate(members):
            for j in members[x + 1:]:
                a, b = qs[i], qs[j]
                if a.article == b.article:
                    continue
                reprint = lineage[a.article] == lineage[b.article]
                if reprint and a.text == b.text:
                    pairs.append((i, j, True))  # the same figure copied: support, not a clash
                    measure.union(i, j)
                elif comparable(story, a, b, aliases):
                    # an outlet's own rewrite with another figure is an update (a tally); a copy
                    # under another outlet's name that changes the figure is a disagreement
                    revision = reprint and not _named_apart(story, a.article, b.article)
                    now = same_moment(a, b) and not revision
                    if not now and not _one_quantity_over_time(story, a, b):
                        continue
                    pairs.append((i, j, now))
                    measure.union(i, j)
    comps: dict[int, list[int]] = {}
    for i, _, _ in pairs:
        comps.setdefault(measure.find(i), [])
    for i in range(n):
        if measure.find(i) in comps:
            comps[measure.find(i)].append(i)
    conflicts, consistent, tallies = [], [], []
    for root, members in comps.items():
        comp_pairs = [(i, j, s) for i, j, s in pairs if measure.find(i) == root]
        moments = DisjointSets(members)
        for i, j, s in comp_pairs:
            if s:
                moments.union(i, j)
        clusters: dict[int, list[int]] = {}
        for i in members:
            clusters.setdefault(moments.find(i), []).append(i)
        for cluster in clusters.values():
            if len(cluster) < 2:
                continue
            cset = set(cluster)
            same_pairs = [(i, j) for i, j, s in comp_pairs if s and i in cset and j in cset]
            found = _moment_finding(story, qs, cluster, same_pairs, aliases, outlets)
            if found is not None:
                (conflicts if found.nature else consistent).append(found)
        tally = _tally(story, qs, list(clusters.values()), outlets)
        if tally is not None:
            tallies.append(tally)
    tallies.sort(key=lambda t: (-len(t.history), t.subject))
    return conflicts, consistent, tallies


def _named_apart(story: Story, a: int, b: int) -> bool:
    """Two articles whose metadata, URL or credit line name two different outlets."""
    x, y = story.articles[a], story.articles[b]
    return bool(x.outlet and y.outlet and x.outlet_from in NAMED and y.outlet_from in NAMED
                and x.outlet.casefold() != y.outlet.casefold())


def _one_quantity_over_time(story: Story, a: Quantity, b: Quantity) -> bool:
    """Figures of different days form one tally only when their sentences tell the same
    thing closely, numbers aside (a day changes what else may differ: the event, the period,
    the place), with the same words between figure and noun; tolls of named past events are
    fixed facts, not tallies."""
    if a.period != b.period or a.past_event or b.past_event or set(a.mods) != set(b.mods):
        return False
    return _word_similarity(story, a.sentence, b.sentence) >= TALLY_SIMILARITY and (
        bool(a.frame & b.frame) or a.unit == "count")


def _word_similarity(story: Story, i: int, j: int) -> float:
    """Rarity-weighted cosine of two sentences' content words, numbers left out."""
    def bag(k: int) -> dict[str, float]:
        return {t: term_rarity(t) for t in story.sentences[k].terms
                if not any(c.isdigit() for c in t)}
    a, b = bag(i), bag(j)
    num = sum(w * w for t, w in a.items() if t in b)
    den = (sum(w * w for w in a.values()) * sum(w * w for w in b.values())) ** 0.5
    return num / den if den else 0.0


def _moment_finding(story: Story, qs: list[Quantity], cluster: list[int],
                    pairs: list[tuple[int, int]], aliases: Aliases, outlets: Outlets
                    ) -> Finding | None:
    apart = _scoped_apart(qs, cluster, aliases)
    mq = [qs[i] for i in cluster if i not in apart]
    clash = [(qs[i], qs[j]) for i, j in pairs if i not in apart and j not in apart
             and not qs[i].vague and not qs[j].vague and qs[i].disjoint(qs[j])]
    if clash:  # claims that clash with nothing add noise to a conflict
        involved = {id(q) for pair in clash for q in pair}
        values = {(q.value.lo, q.value.hi) for pair in clash for q in pair}
        mq = [q for q in mq if id(q) in involved or (q.value.lo, q.value.hi) in values]
    if not clash and len({(q.value.lo, q.value.hi) for q in mq}) < 2:
        return None  # the same figure everywhere: nothing looked like a conflict
    return _number_finding(story, qs, mq, clash, aliases, outlets)


def _tally(story: Story, qs: list[Quantity], clusters: list[list[int]], outlets: Outlets
           ) -> Tally | None:
    """A quantity given at several moments with different figures: its history."""
    dated = [c for c in clusters if all(qs[i].moment is not None for i in c)]
    if len(dated) < 2:
        return None
    history = []
    qs_by_fig: list[Quantity] = []
    for c in sorted(dated, key=lambda c: min(qs[i].moment[0] for i in c)):
        by_fig: dict[tuple[float, float], list[Quantity]] = {}
        for i in c:
            by_fig.setdefault((qs[i].value.lo, qs[i].value.hi), []).append(qs[i])
        for (_lo, _hi), items in sorted(by_fig.items(), key=lambda kv: -len(kv[1])):
            arts = sorted({q.article for q in items})
            qs_by_fig.append(items[0])
            history.append({"date": _iso(min(q.moment[0] for q in items)),
                            "figure": items[0].text, "interval": items[0].value.to_json(),
                            "articles": arts, "outlets": _outlet_names(outlets, arts)})
    values = [tuple(h["interval"]) for h in history]
    if len(set(values)) < 2:
        return None
    steps = [(qs_by_fig[i], qs_by_fig[i + 1]) for i in range(len(qs_by_fig) - 1)]
    if not any(x.disjoint(y) for x, y in steps):
        return None  # every figure agrees with the next: a figure repeated, not a change
    mids = [(lo + (hi if hi is not None else lo)) / 2 for lo, hi in values]
    ups = sum(b > a for a, b in itertools.pairwise(mids))
    downs = sum(b < a for a, b in itertools.pairwise(mids))
    change = "rose" if ups and not downs else "fell" if downs and not ups else \
        "revised" if ups and downs else "changed"
    q0 = qs[dated[0][0]]
    return Tally(_subject(story, q0), q0.unit, history, change)


def _scoped_apart(qs: list[Quantity], members: list[int], aliases: Aliases) -> set[int]:
    """Members a source reports next to its main figure for a narrower scope ("hundreds ...
    during air strikes" beside "979 ... from October 6 to Monday"): counted apart."""
    out: set[int] = set()
    for i in members:
        q = qs[i]
        if not (q.scope or q.additional) or not q.attributed_to:
            continue
        for j in members:
            p = qs[j]
            if j != i and p.article == q.article and p.attributed_to and not p.additional \
                    and not p.scope and _same_source(p.attributed_to, q.attributed_to, aliases):
                out.add(i)
                break
    return out


def _apart(story: Story, qs: list[Quantity], primary: Quantity, aliases: Aliases
           ) -> list[Quantity]:
    """Figures the same source adds separately in the same article ("38 more ... died")."""
    out = []
    for q in qs:
        if q is primary or q.article != primary.article or q.unit != primary.unit:
            continue
        if q.noun_class != primary.noun_class or q.event != primary.event:
            continue
        if q.affiliation and primary.affiliation and not aliases.same(q.affiliation,
                                                                      primary.affiliation):
            continue
        same_source = q.attributed_to and primary.attributed_to and (
            aliases.same(q.attributed_to, primary.attributed_to) or
            _same_source(q.attributed_to, primary.attributed_to, aliases))
        if same_source and (q.additional or q.scope):
            out.append(q)
    return out


def _same_source(a: str, b: str, aliases: Aliases) -> bool:
    a2 = re.sub(r"^(?:the|a|an) ", "", a.strip(), flags=re.I)
    b2 = re.sub(r"^(?:the|a|an) ", "", b.strip(), flags=re.I)
    return a2.lower() == b2.lower() or aliases.same(a2, b2)


def _who(story: Story, q: Quantity) -> str:
    outlet = story.articles[q.article].outlet or f"article {q.article + 1}"
    return f"{q.attributed_to} (in {outlet})" if q.attributed_to else outlet


def _day(d: date | None) -> str:
    return f"{d:%b} {d.day}, {d.year}" if d else ""


def span_words(span: tuple[date, date] | None) -> str:
    """A moment as a reader says it: "Nov 7, 1998", "July 1996", "1996", "Nov 6 to 8, 1998"."""
    if span is None:
        return ""
    a, b = span
    if a == b:
        return _day(a)
    if (a.month, a.day, b.month, b.day) == (1, 1, 12, 31) and a.year == b.year:
        return str(a.year)
    if a.day == 1 and a.year == b.year and a.month == b.month and \
            (b + timedelta(days=1)).month != b.month:
        return f"{a:%B %Y}"
    return f"{_day(a)} to {_day(b)}"


def _claim(story: Story, q: Quantity, outlets: Outlets, role: str = "claim") -> Claim:
    return Claim(q.article, story.sentences[q.sentence].text, _figure(q), q.attributed_to,
                 role=role, outlet=outlets.names[q.article], date=_moment_json(q.moment))


def _severity(a: Interval, b: Interval) -> float:
    gap = max(a.lo, b.lo) - min(a.hi, b.hi)
    scale = max(abs(v) for v in (a.lo, b.lo, a.hi, b.hi) if v != float("inf")) or 1.0
    return max(0.0, min(1.0, gap / scale))


def _number_finding(story: Story, all_qs: list[Quantity], mq: list[Quantity],
                    clash: list[tuple[Quantity, Quantity]], aliases: Aliases, outlets: Outlets
                    ) -> Finding:
    subjects = [_subject(story, q) for q in mq]
    subject = max(subjects, key=lambda x: (not x.startswith("amount"), -subjects.index(x)))
    claims: list[Claim] = []
    seen: set[tuple[int, str]] = set()
    for q in sorted(mq, key=lambda q: (q.article, q.sentence)):
        key = (q.article, q.text)
        if key not in seen:
            seen.add(key)
            claims.append(_claim(story, q, outlets))
    days = sorted({q.moment[0] for q in mq if q.moment})
    spans = sorted({q.moment for q in mq if q.moment})
    when = span_words(spans[0]) + (f" to {span_words(spans[-1])}" if len(spans) > 1 else "") \
        if spans else ""
    event = next((q.past_event for q in mq if q.past_event), None)
    if not clash:
        vals = "; ".join(f"{q.text} ({_who(story, q)})" for q in _one_per_article(mq))
        return Finding("number", subject, claims,
                       f"The figures overlap, so they can all be true ({vals}).",
                       sides=_sides(mq, outlets), support=outlets.independent(
                           {q.article for q in mq}), date=_iso(days[0]) if days else None)
    a, b = max(clash, key=lambda p: (not outlets.same(p[0].article, p[1].article),
                                     _severity(p[0].value, p[1].value)))
    sources_differ = bool(a.attributed_to and b.attributed_to and
                          not _same_source(a.attributed_to, b.attributed_to, aliases))
    carriers = {id(side): sorted({q.article for q in mq if q.text == side.text
                                  and (q.attributed_to or "") == (side.attributed_to or "")})
                for side in (a, b)}
    one_outlet = all(outlets.same(x.article, y.article) for x, y in clash)
    notes = []
    for p in (a, b):
        apart = _apart(story, all_qs, p, aliases) if p.attributed_to else []
        for q in apart:
            if all(c.text != story.sentences[q.sentence].text or c.value["figure"] != q.text
                   for c in claims):
                claims.append(_claim(story, q, outlets, role="counted apart"))
        if apart:
            other = b if p is a else a
            total = p.value
            for q in apart:
                total = total + q.value
            parts = ", ".join(f"{q.text}" + (f" ({q.scope})" if q.scope else "") for q in apart)
            fits = "which together is compatible with" if total.overlaps(other.value) else \
                "which together still differs from"
            notes.append(f"{p.attributed_to or story.articles[p.article].outlet} counts apart "
                         f"{parts}, {fits} {other.text}")
    scope = [f"{p.text} covers {p.period}" for p in (a, b) if p.period and not re.match(
        r"(?:in|during) (?:19|20)\d\d$|(?:last|this) (?:year|month|week)$", p.period)]

    def who(q: Quantity) -> str:
        outlets_ = _label(outlets, carriers[id(q)])
        return f"{q.text} according to {q.attributed_to} (in {outlets_})" if q.attributed_to \
            else f"{q.text} in {outlets_}"

    if sources_differ:
        lead = f"Different counts from different sources: {who(a)}; {who(b)}."
        nature = "different sources"
    elif one_outlet:
        lead = (f"{outlets.names[a.article]} gives both {a.text} and {b.text} for "
                f"{'the same event' if event else when or 'the same moment'}: the figures "
                f"cannot both be right.")
        nature = "within one outlet"
    else:
        lead = f"{who(a)}; {who(b)}: the figures cannot both be right."
        nature = "outlets disagree"
    moment = f", same event ({event[2]})" if event and a.past_event and b.past_event else \
        (f", same moment ({when})" if when else "")
    why = f" Same quantity ({subject}){moment}; {_gap_words(a, b)}."
    extra = (" " + "; ".join(scope) + ".") if scope else ""
    extra += (" " + "; ".join(notes) + ".") if notes else ""
    tail = (" These are different counters' tallies, not one outlet contradicting another."
            if sources_differ else "")
    return Finding("number", subject, claims, lead + why + extra + tail, nature=nature,
                   sides=_sides(mq, outlets), severity=_severity(a.value, b.value),
                   support=outlets.independent({q.article for q in mq}),
                   date=_iso(days[0]) if days else None)


def _gap_words(a: Quantity, b: Quantity) -> str:
    lo, hi = (a, b) if a.value.hi <= b.value.lo else (b, a)  # touching: "nearly" first
    if lo.unit == "count" or lo.unit == "fraction":
        def fmt(v: float) -> str:
            return f"{v * 100:.3g}%" if lo.unit == "fraction" else f"{v:,.6g}"
        most = ("less than " if lo.value.hi_open else "at most ") \
            if lo.value.lo != lo.value.hi else ""
        least = ("more than " if hi.value.lo_open else "at least ") \
            if hi.value.lo != hi.value.hi else ""
        return (f"{lo.text} is {most}{fmt(lo.value.hi)} and {hi.text} {least}"
                f"{fmt(hi.value.lo)}, even allowing for rounding")
    return f"{lo.text} and {hi.text} do not overlap, even allowing for rounding"


def _label(outlets: Outlets, arts: list[int]) -> str:
    return outlets.label(arts) if arts else "?"


def _sides(mq: list[Quantity], outlets: Outlets) -> list[dict]:
    by: dict[tuple[float, float], list[Quantity]] = {}
    for q in mq:
        by.setdefault((q.value.lo, q.value.hi), []).append(q)
    out = []
    for items in sorted(by.values(), key=lambda v: (-outlets.independent(
            {q.article for q in v}), v[0].value.lo)):
        arts = sorted({q.article for q in items})
        out.append({"figure": items[0].text, "interval": items[0].value.to_json(),
                    "articles": arts, "outlets": _outlet_names(outlets, arts),
                    "independent": outlets.independent(arts),
                    "dates": sorted({_iso(q.moment[0]) for q in items if q.moment})})
    return out


def _one_per_article(qs: list[Quantity]) -> list[Quantity]:
    seen: dict[int, Quantity] = {}
    for q in qs:
        seen.setdefault(q.article, q)
    return list(seen.values())


# ---------------------------------------------------------------------------------------------
# ages


def compare_ages(story: Story, aliases: Aliases, outlets: Outlets) -> list[Finding]:
    """People whose stated ages no single birth date fits (ages change with the dates)."""
    return [_age_finding(story, c, outlets) for c in age_conflicts(age_claims(story, aliases))]


def _age_finding(story: Story, c: AgeConflict, outlets: Outlets) -> Finding:
    def side(cs: list) -> dict:
        arts = sorted({x.article for x in cs})
        return {"figure": ", ".join(str(a) for a in sorted({x.age for x in cs})),
                "articles": arts, "outlets": _outlet_names(outlets, arts),
                "independent": outlets.independent(arts),
                "dates": sorted({_iso(x.latest) for x in cs if x.latest and x.dated})}

    def words(cs: list) -> str:
        by_age: dict[int, list] = {}
        for x in cs:
            by_age.setdefault(x.age, []).append(x)
        parts = []
        for age, xs in sorted(by_age.items()):
            arts = sorted({x.article for x in xs})
            days = sorted({x.latest for x in xs if x.latest and x.dated})
            when = f" ({_day(days[0])}" + (f" to {_day(days[-1])})" if len(days) > 1 else ")") \
                if days else ""
            parts.append(f"{age} in {outlets.label(arts)}{when}")
        return "; ".join(parts)

    agree_arts = {x.article for x in c.agree}
    dissent_arts = {x.article for x in c.dissent}
    within = all(outlets.same(a, b) for a in agree_arts for b in dissent_arts)
    nature = "within one outlet" if within else "outlets disagree"
    lead = (f"{outlets.names[next(iter(dissent_arts))]} gives {c.person} two ages that cannot "
            f"both be right" if within else f"The ages given for {c.person} disagree")
    dated = all(x.dated for x in c.claims)
    why = f"{lead}: {words(c.dissent)}, against {words(c.agree)}. " + (
        "No one birth date fits both, even allowing for birthdays between the articles' dates."
        if dated else "The articles carry no dates; read as reports of the same days, the ages "
        "cannot both be right.")
    claims = [Claim(x.article, story.sentences[x.sentence].text, x.age, None,
                    outlet=outlets.names[x.article], date=_iso(x.latest) if x.dated else None)
              for x in sorted(c.claims, key=lambda x: (x.latest or date.min, x.article))]
    sev = abs(np.mean([x.age for x in c.dissent]) - np.mean([x.age for x in c.agree])) / \
        max(x.age for x in c.claims)
    return Finding("number", f"age of {c.person}", claims, why, nature=nature,
                   sides=[side(c.agree), side(c.dissent)], severity=float(sev),
                   support=outlets.independent(agree_arts | dissent_arts))


# ---------------------------------------------------------------------------------------------
# dates and speakers

_WEEKDAY = re.compile(r"\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b")


def compare_dates(story: Story, outlets: Outlets | None = None
                  ) -> tuple[list[Finding], list[Finding]]:
    """The same event (near-identical sentences across lineages) put on different days. Day
    words are resolved against each article's date ("Tuesday" in a Wednesday story and
    "Monday" in a Tuesday story can be the same day, which is no conflict)."""
    al = story.alignment
    if al is None or al.similarity is None:
        return [], []
    outlets = outlets or outlet_identity(story)
    conflicts: list[Finding] = []
    sents = story.sentences
    days: dict[int, tuple[str, date | None] | None] = {}

    def day_of(s: Any) -> tuple[str, date | None] | None:
        if s.id not in days:
            ds = set(_WEEKDAY.findall(s.text))
            explicit = [t for t in find_times(s.text, outlets.dates[s.article])
                        if t.first == t.last]
            if len(ds) == 1 and len(explicit) <= 1:
                days[s.id] = (next(iter(ds)), explicit[0].first if explicit else None)
            elif not ds and len(explicit) == 1 and re.search(r"\d", explicit[0].text):
                days[s.id] = (explicit[0].text, explicit[0].first)
            else:
                days[s.id] = None
        return days[s.id]

    conflicts += _event_days(story, outlets)
    done: set[tuple[int, int]] = set()
    for s in sents:
        if day_of(s) is None or outlets.dates[s.article] is not None:
            continue  # dated articles: compared by the day they name (above)
        for t in sents:
            if t.article <= s.article or al.lineage[t.article] == al.lineage[s.article]:
                continue
            if outlets.dates[t.article] is not None:
                continue
            if al.similarity[s.id, t.id] < DATE_SIMILARITY or (s.id, t.id) in done:
                continue
            dt_ = day_of(t)
            if dt_ is None or not _same_day_context(s.text, t.text):
                continue
            done.add((s.id, t.id))
            (ws, ds), (wt, dt2) = day_of(s), dt_
            differ = ws != wt and (ds != dt2 if ds is not None and dt2 is not None else True)
            ra, rb = outlets.dates[s.article], outlets.dates[t.article]
            if not differ or (ds and dt2 and abs((ds - dt2).days) > 7) or (
                    ra and rb and abs((ra - rb).days) > 7):
                continue  # a week apart or more: two occurrences, not one event
            ns, nt = outlets.names[s.article], outlets.names[t.article]
            when_s = f"{ws} ({_day(ds)})" if ds and ws != _day(ds) else ws
            when_t = f"{wt} ({_day(dt2)})" if dt2 and wt != _day(dt2) else wt
            within = outlets.same(s.article, t.article)
            conflicts.append(Finding(
                "date", "day of the event",
                [Claim(s.article, s.text, ws, outlet=ns, date=_iso(ds)),
                 Claim(t.article, t.text, wt, outlet=nt, date=_iso(dt2))],
                f"{ns} puts it on {when_s}, {nt} on {when_t}, in otherwise closely matching "
                f"sentences" + (" (day words read against each article's date)."
                                if ds and dt2 else "."),
                nature="within one outlet" if within else "outlets disagree",
                sides=[{"figure": when_s, "articles": [s.article], "outlets": [ns]},
                       {"figure": when_t, "articles": [t.article], "outlets": [nt]}],
                severity=min(1.0, abs((ds - dt2).days) / 7) if ds and dt2 else 0.5,
                support=outlets.independent([s.article, t.article])))
    return conflicts, []


EVENT_DAY_SIMILARITY = 0.2  # sentences giving the day of one event (with a shared name)
EVENT_OBJECT_SIMILARITY = 0.1  # ... when the verb and its object ("declared a ceasefire") match
EVENT_DAY_GAP = 3  # days: the same event put on days this close is a conflict, farther two events


@dataclass
class _Dated:
    sentence: Any
    verb: str  # the stem of the past-tense verb the day is attached to ("arrest")
    names: frozenset[str]
    day: date
    words: str  # the day as written
    obj: str | None = None  # what was done: "ceasefir" in "declared a ceasefire Sept. 16"
    acronyms: frozenset[str] = frozenset()  # "ETA", "NATO": names written in capitals
    obj_words: tuple[str, str] | None = None  # the verb and object as written


# verbs that tell one happening ("announced a ceasefire" / "declared a ceasefire")
_VERB_CLASSES = {"announc": "announc", "declar": "announc", "proclaim": "announc",
                 "unveil": "announc", "start": "began", "began": "began", "launch": "began",
                 "sign": "sign", "conclud": "end", "end": "end", "finish": "end"}


# objects too common to name one happening ("issued a statement", "made a decision")
_WEAK_OBJECTS = frozenset(stem(w) for w in """statement plan proposal warning appeal message
letter list report decision order request call comment remark speech interview visit trip
meeting call attempt effort step move""".split())


_DATELINE = re.compile(r"^[A-Z][A-Z.'-]+(?: [A-Z][A-Z.'-]+)*(?:,[\w .'-]{1,30})?\s*"
                       r"(?:\([^)]{1,20}\))?\s*(?:_|--|—|-)\s")
_CREDITS = frozenset("AP AFP UPI DPA NYT CNN BBC USA".split())


def _acronyms(text: str) -> frozenset[str]:
    """Names written in capitals ("ETA", "NATO"), not the dateline nor a wire's credit."""
    body = _DATELINE.sub("", text)
    return frozenset(w for w in re.findall(r"\b[A-Z]{2,}\b", body) if w not in _CREDITS)


def _verb_class(verb_stem: str) -> str:
    return _VERB_CLASSES.get(verb_stem, verb_stem)


_OBJ_DET = r"(?:(?:a|an|the|its|their|his|her|this|that)\s+)"
_OBJ_BEFORE = re.compile(r"\b(?P<v>[a-z]+ed|" + "|".join(sorted(
    "held began took left won made struck shot hit sent sold bought found caught broke gave "
    "ran fled blew flew drew stole set put cut led".split())) + r")\s+" + _OBJ_DET +
    r"(?:[a-z][\w-]*,?\s+){0,3}?(?P<o>[a-z][\w-]*)\s+(?:on\s+)?$")
_OBJ_AFTER = re.compile(r"^\s*,?\s*when\s+(?:the\s+)?(?:[A-Z][\w.'-]*\s+){1,3}(?P<v>[a-z]+ed|"
                        r"began|held|signed|took|made|set)\s+" + _OBJ_DET +
                        r"(?P<np>(?:[a-z][\w-]*,?\s*){1,4})")


def _verb_object(before: str, after: str) -> tuple[str, str, tuple[str, str]] | None:
    """The happening a day is attached to when a verb and its object come first ("ETA
    declared an open-ended ceasefire on Sept. 16") or follow in a when-clause ("dates to Sept.
    18 when ETA announced an indefinite cease-fire"): (verb class, object stem)."""
    from ..terms import stem

    m = _OBJ_BEFORE.search(before)
    if m:
        verb, obj = m.group("v"), m.group("o")
    else:
        m = _OBJ_AFTER.match(after)
        if not m:
            return None
        verb = m.group("v")
        words = re.split(r"\s+", re.split(r"[,.;]|\s(?:in|on|at|for|to|with|by|after|and)\s",
                                         m.group("np"))[0].strip())
        obj = words[-1] if words and words[-1] else None
        if obj is None:
            return None
    if verb.lower() in ("said", "reported", "told", "added", "stated", "noted", "quoted"):
        return None
    return (_verb_class(stem(verb.lower())), stem(obj.lower().replace("-", "")),
            (verb.lower(), obj.lower()))


def _event_days(story: Story, outlets: Outlets) -> list[Finding]:
    """The day of one event as each dated article gives it ("were arrested Nov. 6", "arrested
    Saturday" in a story of Saturday 7 November, "arrested here on November 7"): the same
    verb, a name they share, sentences that tell the same thing, days at most
    EVENT_DAY_GAP apart but different."""
    from ..terms import stem
    from .entities import name_spans

    items: list[_Dated] = []
    n_art = len(story.articles)
    name_arts: dict[str, set[int]] = {}
    for s in story.sentences:
        ref = outlets.dates[s.article]
        if ref is None:
            continue
        days = [t for t in find_times(s.text, ref) if t.first == t.last]
        if len(days) != 1 or re.match(r"(?:yesterday|today|tonight|last night|this |earlier)",
                                      days[0].text, re.I):
            continue  # "yesterday" depends on whether the date is the wire's or the paper's
        t = days[0]
        before = [w for w in re.findall(r"[A-Za-z][A-Za-z-]*", s.text[:t.start])[-4:]
                  if w.lower() not in _DAY_FILLER and w.lower() not in ("here", "there")]
        verbs = [w for w in before[-2:] if w.lower() not in _SPEECH_VERBS and (
            w.lower().endswith("ed") or w.lower() in _IRREGULAR_PAST) and w[0].islower()
            and "-" not in w]  # "an open-ended ceasefire": an adjective, not a verb
        obj, written = None, None
        if verbs:
            verb = _verb_class(stem(verbs[-1].lower()))
        else:  # "declared a ceasefire Sept. 16", "Sept. 18, when ETA announced a cease-fire"
            found = _verb_object(s.text[:t.start], s.text[t.start + len(t.text):])
            if found is None:
                continue
            verb, obj, written = found
        names = frozenset(stem(w.lower()) for n, _ in name_spans(s.text) for w in n.split()
                          if w not in _MONTH_AND_DAY_NAMES and not w.isupper())
        for nm in names:
            name_arts.setdefault(nm, set()).add(s.article)
        items.append(_Dated(s, verb, names, t.first, t.text, obj,
                            _acronyms(s.text), written if obj else None))
    topic = {nm for nm, arts in name_arts.items() if len(arts) > max(3, 0.35 * n_art)}
    sets = DisjointSets(range(len(items)))
    for i, a in enumerate(items):
        for j in range(i + 1, len(items)):
            b = items[j]
            if a.sentence.article == b.sentence.article or a.verb != b.verb:
                continue
            if abs((a.day - b.day).days) > EVENT_DAY_GAP:
                continue
            shared = a.names & b.names
            sim = _sim(story, a.sentence.id, b.sentence.id)
            if (shared - topic and sim >= EVENT_DAY_SIMILARITY) or (shared and sim >= 0.4):
                sets.union(i, j)
            elif a.obj and a.obj == b.obj and a.obj not in _WEAK_OBJECTS and (
                    shared or a.acronyms & b.acronyms) and sim >= EVENT_OBJECT_SIMILARITY:
                sets.union(i, j)  # the same thing done to the same object by the same name
    groups: dict[int, list[_Dated]] = {}
    for i, x in enumerate(items):
        groups.setdefault(sets.find(i), []).append(x)
    out = []
    for g in groups.values():
        by_day: dict[date, list[_Dated]] = {}
        for x in g:
            by_day.setdefault(x.day, []).append(x)
        if len(by_day) < 2:
            continue
        sides = []
        for day, xs in sorted(by_day.items(), key=lambda kv: (-outlets.independent(
                {x.sentence.article for x in kv[1]}), kv[0])):
            arts = sorted({x.sentence.article for x in xs})
            written = sorted({x.words for x in xs})
            sides.append({"figure": _day(day), "articles": arts,
                          "outlets": _outlet_names(outlets, arts), "written": written,
                          "independent": outlets.independent(arts),
                          "dates": sorted({_iso(outlets.dates[a]) for a in arts})})
        arts_all = {x.sentence.article for x in g}
        within = outlets.independent(arts_all) == 1
        verb = min(g, key=lambda x: x.sentence.id)
        claims = [Claim(x.sentence.article, x.sentence.text, x.words,
                        outlet=outlets.names[x.sentence.article], date=_iso(x.day))
                  for x in sorted(g, key=lambda x: (x.day, x.sentence.article))]
        said = "; ".join(f"{s_['figure']} in {', '.join(s_['outlets'])} ("
                         + ", ".join(f"\u201c{w}\u201d" for w in s_["written"]) + ")"
                         for s_ in sides)
        done = [x for x in g if x.obj_words]
        if done:  # "the ceasefire declared / announced"
            verbs = "/".join(sorted({x.obj_words[0] for x in done}))
            objs = sorted({x.obj_words[1] for x in done}, key=len)
            subject, what = f"day the {objs[0]} was {verbs}", f"{verbs} {objs[0]}"
        else:
            subject, what = f"day it was {_verb_word(verb)}", "event"
        out.append(Finding(
            "date", subject, claims,
            f"{'One outlet puts' if within else 'The outlets put'} the same event on different "
            f"days: {said}. Day words are read against each article's date; the sentences "
            f"share the {what} and a name.",
            nature="within one outlet" if within else "outlets disagree", sides=sides,
            severity=min(1.0, (max(by_day) - min(by_day)).days / 7),
            support=outlets.independent(arts_all)))
    return out


CLOCK_SIMILARITY = 0.2  # sentences giving the time of one happening
CLOCK_NAMED_SIMILARITY = 0.1  # ... when they also share a name the story does not always use


def compare_times(story: Story, outlets: Outlets) -> list[Finding]:
    """Clock times of one happening that cannot both be right ("took off at 8:38 p.m." against
    "after its takeoff at 7:38 p.m."): the same kind of happening, compatible days, sentences
    that tell the same thing, and times further apart than the way each is written allows
    ("about 9 p.m." is loose, "9:38 p.m." is not). Times a bracket restates in another zone,
    times of plans and bounds ("after 10 p.m.") are not read (see ``clock.clock_times``)."""
    from .clock import clock_times
    from .entities import name_spans

    items = [c for s in story.sentences
             for c in clock_times(s.text, outlets.dates[s.article], s.id, s.article)]
    if len(items) < 2:
        return []
    names = {c.sentence: {n for n, _ in name_spans(story.sentences[c.sentence].text)}
             for c in items}
    n_art = len(story.articles)
    name_arts: dict[str, set[int]] = {}
    for s in story.sentences:
        for n, _ in name_spans(s.text):
            name_arts.setdefault(n, set()).add(s.article)
    topic = {n for n, arts in name_arts.items() if len(arts) > max(3, 0.35 * n_art)}

    def linked(a: Any, b: Any) -> bool:
        if a.article == b.article or a.event != b.event:
            return False
        if (a.zone and b.zone and a.zone != b.zone) or ("utc" in (a.zone, b.zone)
                                                      and a.zone != b.zone):
            return False  # different clocks
        if a.day and b.day and a.day != b.day:
            return False
        ra, rb = outlets.dates[a.article], outlets.dates[b.article]
        if ((ra and rb and abs((ra - rb).days) > EVENT_DAY_GAP) or (a.day and rb and
                not 0 <= (rb - a.day).days <= EVENT_DAY_GAP) or (b.day and ra and
                not 0 <= (ra - b.day).days <= EVENT_DAY_GAP)):
            return False
        sim = _sim(story, a.sentence, b.sentence)
        shared = (names[a.sentence] & names[b.sentence]) - topic
        return sim >= CLOCK_SIMILARITY or (bool(shared) and sim >= CLOCK_NAMED_SIMILARITY)

    sets = DisjointSets(range(len(items)))
    links: set[tuple[int, int]] = set()
    for i, a in enumerate(items):
        for j in range(i + 1, len(items)):
            if linked(a, items[j]):
                sets.union(i, j)
                links.add((i, j))
    groups: dict[int, list[int]] = {}
    for i in range(len(items)):
        groups.setdefault(sets.find(i), []).append(i)
    out: list[Finding] = []
    for g in groups.values():
        if len(g) < 2:
            continue
        # sides: times within the looser of two writings of each other stay together
        order = sorted(g, key=lambda i: items[i].minutes)
        sides_i: list[list[int]] = [[order[0]]]
        for i in order[1:]:
            prev = items[sides_i[-1][-1]]
            if items[i].minutes - prev.minutes > max(prev.tolerance, items[i].tolerance):
                sides_i.append([i])
            else:
                sides_i[-1].append(i)
        if len(sides_i) < 2:
            continue
        side_of = {i: k for k, side in enumerate(sides_i) for i in side}
        clash = [(i, j) for i, j in links if side_of.get(i, -1) != side_of.get(j, -1)
                 and i in side_of and j in side_of]
        if not clash:
            continue  # no two sentences that tell the same thing differ
        one_outlet = all(outlets.same(items[i].article, items[j].article) for i, j in clash)
        sides = []
        for side in sides_i:
            arts = sorted({items[i].article for i in side})
            written = sorted({items[i].text for i in side})
            sides.append({"figure": " / ".join(written), "articles": arts,
                          "outlets": _outlet_names(outlets, arts), "written": written,
                          "independent": outlets.independent(arts),
                          "dates": sorted({_iso(items[i].day) for i in side if items[i].day})})
        i, j = max(clash, key=lambda p: (not outlets.same(items[p[0]].article,
                                                          items[p[1]].article),
                                         abs(items[p[0]].minutes - items[p[1]].minutes)))
        a, b = items[i], items[j]
        gap = abs(a.minutes - b.minutes)
        ev = a.event
        claims = [Claim(items[k].article, story.sentences[items[k].sentence].text,
                        items[k].text, outlet=outlets.names[items[k].article],
                        date=_iso(items[k].day))
                  for k in sorted(g, key=lambda k: (items[k].minutes, items[k].article))]
        said = "; ".join(f"{s_['figure']} in {', '.join(s_['outlets'])}" for s_ in sides)
        who = (f"{outlets.names[a.article]} gives both" if one_outlet else
               f"{outlets.names[a.article]} says {a.text}, {outlets.names[b.article]}")
        lead = (f"{who} {a.text} and {b.text}" if one_outlet else f"{who} {b.text}")
        out.append(Finding(
            "time", f"time it {ev}", claims,
            f"{lead} for when it {ev}, in sentences that tell the same thing ({said}). "
            f"They are {gap} minutes apart, more than the way either time is written allows.",
            nature="within one outlet" if one_outlet else "outlets disagree", sides=sides,
            severity=min(1.0, gap / 60),
            support=outlets.independent({items[k].article for k in g}),
            date=_iso(next((items[k].day for k in g if items[k].day), None))))
    return out


def _verb_word(x: _Dated) -> str:
    text = x.sentence.text[:x.sentence.text.find(x.words)]
    words = re.findall(r"[A-Za-z]+", text)
    return next((w for w in reversed(words) if w.lower().endswith("ed") or
                 w.lower() in _IRREGULAR_PAST), x.verb)


_MONTH_AND_DAY_NAMES = frozenset("""January February March April May June July August September
October November December Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec Monday Tuesday
Wednesday Thursday Friday Saturday Sunday""".split())
_DAY_FILLER = frozenset("on late early last this next since until after before by from the "
                        "of at in and".split())


_SPEECH_VERBS = frozenset("said says say told reported announced added stated noted "
                          "wrote quoted".split())
_IRREGULAR_PAST = frozenset("held met began took left won lost fell rose came went made struck "
                            "shot hit sent sold bought found caught broke gave ran fled sank "
                            "blew flew drew stole spent set put cut led".split())


def _day_context(text: str) -> set[str]:
    """The happening the day word is attached to: the two words just before it, as stems,
    keeping only verbs in the past tense other than verbs of saying ("arrested Saturday",
    "released late Friday"; not "said Sunday")."""
    m = _WEEKDAY.search(text) or re.search(r"\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|"
                                           r"Dec)[a-z]*\.? \d{1,2}\b", text)
    if not m:
        return set()
    words = [w for w in re.findall(r"[A-Za-z]+", text[:m.start()]) if w.lower() not in
             _DAY_FILLER]
    from ..terms import stem

    return {stem(w.lower()) for w in words[-2:] if w.lower() not in _SPEECH_VERBS and (
        w.lower().endswith("ed") or w.lower() in _IRREGULAR_PAST)}


def _same_day_context(a: str, b: str) -> bool:
    """Both day words attach to the same happening ("released on Friday" / "released late
    Friday"), not to two events of one sentence ("arrested on Sunday after the attack late
    Saturday") nor to two statements ("the government said Sunday", "a newspaper said
    Thursday")."""
    return bool(_day_context(a) & _day_context(b))


def _quote_cos(a: Any, b: Any) -> float:
    return _quote_cosine(a.ids, b.ids)


def _different_people(a: str, b: str, aliases: Aliases) -> bool:
    """Clearly two people: not one entity, and surnames that are not spellings of one name
    ("Mullin" / "Mullins") nor first names one the short form of the other ("Jon" /
    "Jonathan")."""
    if aliases.same(a, b):
        return False
    ta, tb = a.lower().split(), b.lower().split()
    if set(ta) <= set(tb) or set(tb) <= set(ta):
        return False  # "Sarah Huckabee" / "Sarah Huckabee Sanders"
    sa, sb = ta[-1], tb[-1]
    return not (sa == sb or sa.startswith(sb) or sb.startswith(sa) or _edits(sa, sb) <= 2)


def quote_speaker_conflicts(story: Story, groups: list[QuoteGroup], aliases: Aliases,
                            outlets: Outlets | None = None) -> list[Finding]:
    """One statement, in near-identical words, attributed to two different named people."""
    outlets = outlets or outlet_identity(story)
    out = []
    for g in groups:
        named = [(q, q.speaker) for q in g.variants if q.speaker and q.named and q.explicit]
        for i, (qa, sa) in enumerate(named):
            for qb, sb in named[i + 1:]:
                if _quote_cos(qa, qb) < SAME_WORDS:
                    continue  # only a near-identical quote can be said to be misattributed
                if _different_people(sa, sb, aliases) and story.alignment and \
                        story.alignment.lineage[qa.article] != story.alignment.lineage[qb.article]:
                    na, nb = outlets.names[qa.article], outlets.names[qb.article]
                    out.append(Finding(
                        "quote", f"who said \u201c{qa.text[:60]}\u201d",
                        [Claim(qa.article, story.sentences[qa.sentence].text, sa, sa, outlet=na),
                         Claim(qb.article, story.sentences[qb.sentence].text, sb, sb, outlet=nb)],
                        f"{na} attributes it to {sa}, {nb} to {sb}.",
                        nature="within one outlet" if outlets.same(qa.article, qb.article)
                        else "outlets disagree",
                        sides=[{"figure": sa, "articles": [qa.article], "outlets": [na]},
                               {"figure": sb, "articles": [qb.article], "outlets": [nb]}],
                        severity=1.0, support=outlets.independent([qa.article, qb.article])))
    return out


__all__ = ["Claim", "Fact", "Finding", "Interval", "Report", "Tally", "compare"]
