"""Report: what the outlets agree on, what only one reports, and where they disagree.

Owns the comparison itself. Facts are sentences grouped by the story's alignment; a fact
reported by several independent lineages is an agreement, one reported by a single lineage
(an article and its reprints) is unique. Figures are compared only when they measure the same
thing (same kind of unit, same thing counted, same event, compatible group, related sentences):
overlapping intervals are consistent, disjoint ones conflict, and whether the two figures come
from different named counters ("activists" vs "the Syrian Observatory for Human Rights") or
from outlets contradicting each other is said. Dates of the same event and speakers of the same
quote are compared too. Precision first: when in doubt, nothing is flagged.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..groups import DisjointSets
from ..model import Story, article_infos, to_json
from ..terms import use_vocabulary
from .entities import Aliases, Entity, extract_entities
from .numbers import Interval, Quantity, ages, quantities
from .quotes import QuoteGroup, extract_quotes, group_quotes
from .quotes import cosine as _quote_cosine

CONTEXT_SIMILARITY = 0.15  # sentences this similar (or sharing a name) may talk of one figure
MONEY_SIMILARITY = 0.35  # sums of money with no noun to say what they pay for need more
SAME_WORDS = 0.6  # quote cosine above which two outlets quote the very same words
DATE_SIMILARITY = 0.55  # sentences this similar report the same event (for date conflicts)
_EVENT_VERB = {"death": "killed", "injury": "injured", "capture": "captured",
               "control": "held", "displacement": "displaced", "missing": "missing",
               "rescue": "rescued", "arrest": "arrested", "destruction": "destroyed",
               "deployment": "deployed", "money": "paid"}


@dataclass
class Claim:
    article: int
    text: str  # the sentence
    value: Any  # a figure {"figure", "interval", ...}, a date, or a speaker
    attributed_to: str | None = None
    role: str = "claim"  # "claim", or "counted apart" for figures a source adds separately

    def to_dict(self) -> dict:
        return {"article": self.article, "text": self.text, "value": self.value,
                "attributed_to": self.attributed_to, "role": self.role}


@dataclass
class Finding:
    kind: str  # number | date | quote | name
    subject: str
    claims: list[Claim]
    explanation: str
    nature: str = ""  # for conflicts: "different sources" or "outlets disagree"

    def to_dict(self) -> dict:
        d = {"kind": self.kind, "subject": self.subject,
             "claims": [c.to_dict() for c in self.claims], "explanation": self.explanation}
        if self.nature:
            d["nature"] = self.nature
        return d


@dataclass
class Fact:
    text: str
    articles: list[int]
    independent: int
    sentence: int = -1

    def to_dict(self) -> dict:
        return {"text": self.text, "articles": self.articles, "independent": self.independent}


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

    def to_dict(self) -> dict:
        return {
            "articles": [a.to_dict() for a in self.articles],
            "derivations": [{"article": d.article, "derived_from": d.derived_from,
                             "evidence": d.evidence} for d in self.derivations],
            "agreements": [f.to_dict() for f in self.agreements],
            "unique": [{"text": f.text, "articles": f.articles} for f in self.unique],
            "conflicts": [c.to_dict() for c in self.conflicts],
            "consistent": [c.to_dict() for c in self.consistent],
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
    names: dict[int, list[str]] = {}
    for e in entities:
        for m in e.mentions:
            names.setdefault(m.sentence, []).append(m.text)
    groups = group_quotes(story, extract_quotes(story, aliases), aliases)
    agreements, unique = facts(story, groups)
    conflicts, consistent = compare_numbers(story, quantities(story, names), aliases)
    d_conf, d_cons = compare_dates(story)
    d_conf += compare_ages(story, aliases)
    q_conf = quote_speaker_conflicts(story, groups, aliases)
    return Report(articles=article_infos(story),
                  derivations=list(story.alignment.derivations) if story.alignment else [],
                  agreements=agreements, unique=unique,
                  conflicts=conflicts + d_conf + q_conf, consistent=consistent + d_cons,
                  quotes=groups, entities=entities)


def _outlets(story: Story, arts: list[int]) -> str:
    names = [story.articles[a].outlet or f"article {a + 1}" for a in sorted(set(arts))]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


# ---------------------------------------------------------------------------------------------
# facts


def facts(story: Story, quotes: list[QuoteGroup] | None = None
          ) -> tuple[list[Fact], list[Fact]]:
    """Agreements (several independent lineages) and unique facts (one lineage).

    Sentences are one fact when alignment says so, or when they quote the same statement.
    """
    al = story.alignment
    if al is None:
        return [], []
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
    agreements, unique = [], []
    for ids in groups.values():
        sents = [story.sentences[i] for i in ids]
        arts = sorted({s.article for s in sents})
        rep = min(sents, key=lambda s: (s.article in derived, s.index, s.article))
        f = Fact(rep.display, arts, al.independent(arts), rep.id)
        (agreements if f.independent >= 2 else unique).append(f)
    agreements.sort(key=lambda f: (-f.independent, -len(f.articles),
                                   story.sentences[f.sentence].index))
    unique.sort(key=lambda f: (story.sentences[f.sentence].index, f.articles))
    return agreements, unique


# ---------------------------------------------------------------------------------------------
# numbers


def _related(story: Story, a: Quantity, b: Quantity, aliases: Aliases) -> bool:
    """The two sentences are about the same happening: similar words, the same day named next
    to both figures, or a shared name (other than the counted noun itself)."""
    sim = story.alignment.similarity if story.alignment is not None else None
    if sim is not None and sim[a.sentence, b.sentence] >= CONTEXT_SIMILARITY:
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
    """Whether two figures measure the same thing (precision first): same kind of unit, thing
    counted, event, group, day, place and period, in related sentences; figures in lists,
    hypotheticals ("could be prevented") and additions ("38 more") are never compared."""
    sim = story.alignment.similarity if story.alignment is not None else None
    if a.unit != b.unit or a.event is None or a.event != b.event:
        return False
    if a.additional or b.additional or a.part or b.part or a.hedged_claim or b.hedged_claim:
        return False
    if (a.listed and not a.vague) or (b.listed and not b.vague):
        return False
    if a.period and b.period and a.period.lower() != b.period.lower():
        return False
    if a.unit != "fraction" and (a.when or b.when) and not a.when & b.when:
        return False  # different days, or a day against a figure given for no day
    if a.where and b.where and not any(aliases.same(x, y) for x in a.where for y in b.where):
        return False  # different places
    if a.unit == "fraction" and a.event in ("rise", "fall") and not (
            a.noun_class and a.noun_class == b.noun_class):
        return False  # a change in what? the same subject noun is required
    if a.unit.startswith("money"):
        if a.noun_class and b.noun_class and a.noun_class != b.noun_class:
            return False
        if (not a.noun_class or not b.noun_class) and (
                sim is None or sim[a.sentence, b.sentence] < MONEY_SIMILARITY):
            return False
    if a.unit == "count" and (a.noun_class is None or a.noun_class != b.noun_class):
        return False
    if a.affiliation and b.affiliation and not aliases.same(a.affiliation, b.affiliation):
        return False
    if a.unit == "fraction":  # a share of the same named whole is related by that whole
        return _of_compatible(story, a, b, aliases) and (
            a.of is not None or b.of is not None or _related(story, a, b, aliases))
    return _related(story, a, b, aliases)


def _figure(q: Quantity) -> dict:
    return {"figure": q.text, "interval": q.value.to_json(), "unit": q.unit,
            "period": q.period, "scope": q.scope}


def _subject(q: Quantity) -> str:
    verb = _EVENT_VERB.get(q.event or "", "")
    if q.unit == "fraction":
        whole = (q.of or "the whole").strip()
        whole = whole if whole.lower() not in ("it", "them") else "the town"
        return f"share of {whole} {verb}".strip()
    noun = (q.noun or q.noun_class or "").lower()
    group = f"{q.affiliation} " if q.affiliation and q.group_named and \
        q.affiliation.lower() not in noun else ""
    return f"{group}{noun} {verb}".strip()


def compare_numbers(story: Story, qs: list[Quantity], aliases: Aliases
                    ) -> tuple[list[Finding], list[Finding]]:
    lineage = story.alignment.lineage if story.alignment else list(range(len(story.articles)))
    n = len(qs)
    measure = DisjointSets(range(n))
    find = measure.find
    pairs: list[tuple[int, int]] = []
    for i in range(n):
        for j in range(i + 1, n):
            a, b = qs[i], qs[j]
            if lineage[a.article] == lineage[b.article]:
                continue
            if comparable(story, a, b, aliases):
                pairs.append((i, j))
                measure.union(i, j)
    comps: dict[int, list[int]] = {}
    for i in range(n):
        if any(find(i) == find(p) for p, _ in pairs):
            comps.setdefault(find(i), []).append(i)
    conflicts, consistent = [], []
    for root, members in comps.items():
        apart = _scoped_apart(qs, members, aliases)
        mq = [qs[i] for i in members if i not in apart]
        clash = [(qs[i], qs[j]) for i, j in pairs if find(i) == root and i not in apart
                 and j not in apart and not qs[i].vague and not qs[j].vague
                 and not qs[i].value.overlaps(qs[j].value)]
        if clash:  # claims that clash with nothing add noise to a conflict
            involved = {id(q) for pair in clash for q in pair}
            mq = [q for q in mq if id(q) in involved]
        if not clash and len({(q.value.lo, q.value.hi) for q in mq}) < 2:
            continue  # the same figure everywhere: nothing looked like a conflict
        finding = _number_finding(story, qs, mq, clash, aliases)
        (conflicts if clash else consistent).append(finding)
    return conflicts, consistent


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


def _number_finding(story: Story, all_qs: list[Quantity], mq: list[Quantity],
                    clash: list[tuple[Quantity, Quantity]], aliases: Aliases) -> Finding:
    subject = _subject(mq[0])
    claims: list[Claim] = []
    seen: set[tuple[int, str]] = set()
    for q in sorted(mq, key=lambda q: (q.article, q.sentence)):
        key = (q.article, q.text)
        if key not in seen:
            seen.add(key)
            claims.append(Claim(q.article, story.sentences[q.sentence].text, _figure(q),
                                q.attributed_to))
    if not clash:
        vals = "; ".join(f"{q.text} ({_who(story, q)})" for q in _one_per_article(mq))
        return Finding("number", subject, claims,
                       f"The figures overlap, so they can all be true ({vals}).")
    a, b = clash[0]
    sources_differ = bool(a.attributed_to and b.attributed_to and
                          not _same_source(a.attributed_to, b.attributed_to, aliases))
    carriers = {id(side): sorted({q.article for q in mq if q.text == side.text
                                  and (q.attributed_to or "") == (side.attributed_to or "")})
                for side in (a, b)}
    notes = []
    for p in (a, b):
        apart = _apart(story, all_qs, p, aliases) if p.attributed_to else []
        for q in apart:
            if all(c.text != story.sentences[q.sentence].text or c.value["figure"] != q.text
                   for c in claims):
                claims.append(Claim(q.article, story.sentences[q.sentence].text, _figure(q),
                                    q.attributed_to, role="counted apart"))
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
    scope = []
    for p in (a, b):
        if p.period:
            scope.append(f"{p.text} covers {p.period}")
    def who(q: Quantity) -> str:
        outlets = _outlets(story, carriers[id(q)])
        return f"{q.text} according to {q.attributed_to} (in {outlets})" if q.attributed_to \
            else f"{q.text} in {outlets}"

    lead = (f"Different counts from different sources: {who(a)}; {who(b)}." if sources_differ
            else f"{who(a)}; {who(b)}: the figures cannot both be right.")
    extra = (" " + "; ".join(scope) + ".") if scope else ""
    extra += (" " + "; ".join(notes) + ".") if notes else ""
    tail = (" These are different counters' tallies, not one outlet contradicting another."
            if sources_differ else "")
    return Finding("number", subject, claims, lead + extra + tail,
                   nature="different sources" if sources_differ else "outlets disagree")


def _one_per_article(qs: list[Quantity]) -> list[Quantity]:
    seen: dict[int, Quantity] = {}
    for q in qs:
        seen.setdefault(q.article, q)
    return list(seen.values())


# ---------------------------------------------------------------------------------------------
# dates and speakers

_WEEKDAY = re.compile(r"\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b")


def compare_dates(story: Story) -> tuple[list[Finding], list[Finding]]:
    """The same event (near-identical sentences across lineages) on different weekdays."""
    al = story.alignment
    if al is None or al.similarity is None:
        return [], []
    conflicts, consistent = [], []
    sents = story.sentences
    done: set[tuple[int, int]] = set()
    for s in sents:
        ds = set(_WEEKDAY.findall(s.text))
        if len(ds) != 1:
            continue
        for t in sents:
            if t.article <= s.article or al.lineage[t.article] == al.lineage[s.article]:
                continue
            if al.similarity[s.id, t.id] < DATE_SIMILARITY:
                continue
            dt = set(_WEEKDAY.findall(t.text))
            if len(dt) != 1 or (s.id, t.id) in done:
                continue
            if not _same_day_context(s.text, t.text):
                continue
            done.add((s.id, t.id))
            claims = [Claim(s.article, s.text, next(iter(ds))), Claim(t.article, t.text,
                                                                       next(iter(dt)))]
            if ds == dt:
                continue
            conflicts.append(Finding(
                "date", "day of the event", claims,
                f"{story.articles[s.article].outlet} puts it on {next(iter(ds))}, "
                f"{story.articles[t.article].outlet} on {next(iter(dt))}, in otherwise "
                f"closely matching sentences.", nature="outlets disagree"))
    return conflicts, consistent


_DAY_FILLER = frozenset("on late early last this next since until after before by from the "
                        "of at in and".split())


def _day_context(text: str) -> set[str]:
    """The two words just before the weekday (what happened that day), as stems."""
    m = _WEEKDAY.search(text)
    if not m:
        return set()
    words = [w for w in re.findall(r"[A-Za-z]+", text[:m.start()]) if w.lower() not in
             _DAY_FILLER]
    from ..terms import stem

    return {stem(w.lower()) for w in words[-2:]}


def _same_day_context(a: str, b: str) -> bool:
    """Both weekdays attach to the same happening ("released on Friday" / "released late
    Friday"), not to two events of one sentence ("arrested on Sunday after the attack late
    Saturday")."""
    return bool(_day_context(a) & _day_context(b))


def _quote_cos(a: Any, b: Any) -> float:
    return _quote_cosine(a.ids, b.ids)


def compare_ages(story: Story, aliases: Aliases) -> list[Finding]:
    """One person given two different ages by independent outlets."""
    lineage = story.alignment.lineage if story.alignment else list(range(len(story.articles)))
    found = ages(story)
    out = []
    done: set[tuple[str, int, int]] = set()
    for i, a in enumerate(found):
        for b in found[i + 1:]:
            if lineage[a.article] == lineage[b.article] or a.age == b.age:
                continue
            if not aliases.same(a.person, b.person):
                continue
            key = (a.person.casefold(), min(a.age, b.age), max(a.age, b.age))
            if key in done:
                continue
            done.add(key)
            out.append(Finding(
                "number", f"age of {a.person}",
                [Claim(a.article, story.sentences[a.sentence].text, a.age),
                 Claim(b.article, story.sentences[b.sentence].text, b.age)],
                f"{story.articles[a.article].outlet} gives {a.person}'s age as {a.age}, "
                f"{story.articles[b.article].outlet} as {b.age}.", nature="outlets disagree"))
    return out


def quote_speaker_conflicts(story: Story, groups: list[QuoteGroup], aliases: Aliases
                            ) -> list[Finding]:
    """One statement attributed to two different named people."""
    out = []
    for g in groups:
        named = [(q, q.speaker) for q in g.variants if q.speaker and q.named]
        for i, (qa, sa) in enumerate(named):
            for qb, sb in named[i + 1:]:
                if _quote_cos(qa, qb) < SAME_WORDS:
                    continue  # only a near-identical quote can be said to be misattributed
                if not aliases.same(sa, sb) and story.alignment and \
                        story.alignment.lineage[qa.article] != story.alignment.lineage[qb.article]:
                    out.append(Finding(
                        "quote", f"who said \u201c{qa.text[:60]}\u201d",
                        [Claim(qa.article, story.sentences[qa.sentence].text, sa, sa),
                         Claim(qb.article, story.sentences[qb.sentence].text, sb, sb)],
                        f"{story.articles[qa.article].outlet} attributes it to {sa}, "
                        f"{story.articles[qb.article].outlet} to {sb}.",
                        nature="outlets disagree"))
    return out


__all__ = ["Claim", "Fact", "Finding", "Interval", "Report", "compare"]
