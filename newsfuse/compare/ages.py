"""Ages: the ages articles give named people, checked against each other over time.

Owns reading stated ages ("Udi Hargov, 27,", "Rudolph, a 31-year-old carpenter", "the
82-year-old Butler", "Victoria Keenan, now 44,"), tying each to one person of the story (a
surname alone only when the article, or the story, names exactly one person so), and deciding
whether a person's ages can all be true. An age is a statement about a birth date: "31 on 14
July 1998" says born between 15 July 1966 and 14 July 1967. Ages given on different days agree
when some birth date fits them all, so 43 in 1998 and 44 in 2000 raise no flag while 31 on 14
and 20 July and 32 on 15 July cannot all be right. An age in a sentence about an earlier date
("on July 1, 1998, when Victoria Keenan, 43, ...") may be her age then or at the time of
writing, and one in a sentence about a death stays what it was: both are read leniently.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from ..dates import Date, find_times, reference_date
from ..model import Story
from .entities import Aliases, Entity, strip_titles

WRITING_LAG = dt.timedelta(days=0)  # an age holds on its article's date
UNDATED = dt.date(2000, 1, 1)  # stands for "the same unknown day" when no article is dated
_NAME = r"(?P<name>[A-Z][\w'’.-]+(?: (?:de |van |von |al-|bin )?[A-Z][\w'’.-]+){0,3})"
_PATTERNS = (
    re.compile(_NAME + r",? (?:who is |who was |aged |age )?(?P<now>now )?(?P<age>\d{1,3})"
                       r"(?:,| and\b| or\b|\)|$)"),
    re.compile(_NAME + r", (?:an?|the) (?P<age>\d{1,3})-year-old\b"),
    re.compile(r"\b(?P<age>\d{1,3})-year-old (?:(?!of\b|and\b|who\b)[a-z-]+ ){0,3}" + _NAME),
    re.compile(_NAME + r" \((?P<age>\d{1,3})\)"),
)
_DEATH = re.compile(r"\b(?:killed|died|dies|dead|death|deaths|remains|funeral|late|slain|"
                    r"murdered|bodies|body|buried|ashes|memorial|victims?|perished|crash)\b",
                    re.I)
_NOT_A_PERSON_WORD = re.compile(r"^(?:The|A|An|In|On|At|For|And|But|Suspects?|Defendants?|"
                                r"Victims?|Residents?)\s+")


@dataclass
class AgeClaim:
    article: int
    sentence: int  # Sentence.id
    person: str  # the person's name as the story gives it in full
    age: int
    text: str  # the words the age was read from
    earliest: Date | None  # the age holds on some day between these (None: any time before)
    latest: Date | None
    key: str = ""  # one person of the story
    dated: bool = True  # False: the article has no date (its reports are taken as one day's)

    def birth(self) -> tuple[Date | None, Date | None]:
        """Birth dates the claim allows: (after, on or before)."""
        lo = _years_before(self.earliest, self.age + 1) if self.earliest else None
        hi = _years_before(self.latest, self.age) if self.latest else None
        return lo, hi


def _years_before(d: Date, years: int) -> Date:
    try:
        return d.replace(year=d.year - years)
    except ValueError:  # 29 February
        return d.replace(year=d.year - years, day=28)


def age_claims(story: Story, aliases: Aliases) -> list[AgeClaim]:
    """Every stated age of a person the story names (others are left out)."""
    out: list[AgeClaim] = []
    refs = [reference_date(a.text, a.published) for a in story.articles]
    known = sorted(r for r in refs if r is not None)
    undated = known[len(known) // 2] if known else UNDATED  # undated reports: contemporaries
    dated = [r is not None for r in refs]
    refs = [r or undated for r in refs]
    seen_full: dict[int, list[str]] = {}  # article -> full person names met so far
    by_sentence: dict[int, list[tuple[str, int, str, bool]]] = {}
    for s in story.sentences:
        for pat in _PATTERNS:
            for m in pat.finditer(s.text):
                name = strip_titles(_NOT_A_PERSON_WORD.sub("", m.group("name")).strip())
                age = int(m.group("age"))
                if not name or not 0 < age < 115 or re.search(r"\d", name):
                    continue
                now = "now" in m.groupdict() and bool(m.group("now"))
                by_sentence.setdefault(s.id, []).append((name, age, m.group(0), now,
                                                         m.start()))
    full_in: dict[int, list[str]] = {}
    for e in aliases.entities:
        if e.kind in ("person", "other"):
            for m in e.mentions:
                if len(m.text.split()) >= 2:
                    full_in.setdefault(m.sentence, []).append(m.text)
    for s in story.sentences:
        names = seen_full.setdefault(s.article, [])
        here = full_in.get(s.id, [])
        for name, age, text, now, at in by_sentence.get(s.id, []):
            before = [n for n in here if 0 <= s.text.find(n) < at]
            full = _person(name, names + before, aliases)
            if full is None:
                continue
            ref = refs[s.article]
            earliest, latest = (ref - WRITING_LAG, ref) if ref else (None, None)
            if ref is not None and not now:
                # "on July 1, 1998, when Victoria Keenan, 43, ...": a date before the age may
                # be when the age held; "the remains of Kennedy, 38": an age at death stays
                past = [t for t in find_times(s.text[:at], ref)
                        if t.last < ref - dt.timedelta(days=30)]
                if _DEATH.search(s.text[max(0, at - 80):at]) or \
                        re.search(r"^\W*(?:who|which) (?:was |were )?(?:died|killed)",
                                  s.text[at + len(text):]):
                    earliest = None
                elif past:
                    earliest = min(t.first for t in past) - WRITING_LAG
            ent = aliases.entity(full)
            key = f"e{id(ent)}" if ent is not None else full.casefold()
            out.append(AgeClaim(s.article, s.id, full, age, text, earliest, latest, key,
                                dated[s.article]))
        names += here
    return out


def _person(name: str, article_names: list[str], aliases: Aliases) -> str | None:
    """The full name of the person an age is given for, or None when it is not clearly one
    person: a place or an organisation, or a surname several people of the story share."""
    ent: Entity | None = aliases.entity(name)
    if ent is not None and ent.kind in ("place", "organisation"):
        return None
    full = [v for v in (ent.variants if ent else []) if len(v.split()) >= 2]
    if len(name.split()) >= 2:
        return max(full, key=lambda v: (len(v.split()), v)) if full else name
    if full:  # a surname the story ties to one person
        return max(full, key=lambda v: (len(v.split()), v))
    mine = {_canonical(n, aliases): n for n in article_names if _surname(n) == name}
    if len(mine) == 1:  # the one person of that name the article has named
        return next(iter(mine.values()))
    if mine:
        return None
    bearers = sorted(((len(e.articles), e) for e in aliases.entities
                      if e.kind in ("person", "other") and
                      any(len(v.split()) >= 2 and _surname(v) == name for v in e.variants)),
                     key=lambda x: -x[0])
    if bearers and (len(bearers) == 1 or bearers[0][0] >= 3 * bearers[1][0]):
        e = bearers[0][1]  # the story's one prominent bearer of the name
        return max((v for v in e.variants if len(v.split()) >= 2),
                   key=lambda v: (len(v.split()), v))
    return None


def _surname(name: str) -> str:
    words = name.split()
    if len(words) >= 3 and words[-1].rstrip(".").lower() in ("jr", "sr", "ii", "iii"):
        return words[-2]
    return words[-1]


def _canonical(name: str, aliases: Aliases) -> str:
    ent = aliases.entity(name)
    return f"e{id(ent)}" if ent is not None else name.casefold()


@dataclass
class AgeConflict:
    person: str
    claims: list[AgeClaim]  # every claim for the person
    dissent: list[AgeClaim]  # the claims no birth date shared by the others fits
    agree: list[AgeClaim]


def age_conflicts(claims: list[AgeClaim]) -> list[AgeConflict]:
    """People whose stated ages no single birth date fits."""
    by: dict[str, list[AgeClaim]] = {}
    for c in claims:
        by.setdefault(c.key, []).append(c)
    out = []
    for cs in by.values():
        if len({c.article for c in cs}) < 2 or len({c.age for c in cs}) < 2:
            continue
        best, fits = _best_birth(cs)
        if best is None or len(fits) == len(cs):
            continue
        dissent = [c for c in cs if c not in fits]
        if not {c.article for c in dissent} - {c.article for c in fits} and \
                not {c.article for c in fits} - {c.article for c in dissent}:
            continue  # one article against itself: a slip, not a disagreement between reports
        person = max((c.person for c in cs), key=lambda p: (len(p.split()), p))
        out.append(AgeConflict(person, cs, dissent, fits))
    return out


def _best_birth(cs: list[AgeClaim]) -> tuple[Date | None, list[AgeClaim]]:
    """The birth date fitting the most claims (sweep over window ends), and those claims.
    Ties go to the claims made by more articles."""
    lo_inf, hi_inf = dt.date(1, 1, 2), dt.date(9999, 12, 30)
    windows = []
    for c in cs:
        lo, hi = c.birth()
        windows.append((lo or lo_inf, hi or hi_inf, c))
    best: tuple[int, int] | None = None
    best_point, best_fits = None, []
    for _, hi, _ in windows:  # the optimum is at some window's upper end
        fits = [c for lo, h, c in windows if lo < hi <= h]
        score = (len(fits), len({c.article for c in fits}))
        if best is None or score > best:
            best, best_point, best_fits = score, hi, fits
    return best_point, best_fits
