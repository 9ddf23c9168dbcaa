"""Quotes: direct speech, who said it, and the same statement as worded by each outlet.

Owns finding quoted passages (straight or curly quotes, at least a few words), their speaker
("said the fighter", "Ilvane said", "according to X", a pronoun resolved to the speaker named
just before), and grouping the versions of one statement across articles: translations and
re-edits differ in wording, so two quotes are one statement when their words are close, or
when they share a distinctive name or rare word and their sentences are close.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np

from ..groups import DisjointSets
from ..model import Story
from ..terms import encode, rarity_by_id, term_ids_of
from .entities import Aliases, name_spans

_QUOTE = re.compile(r"[\"“]([^\"“”]{12,}?)[\"”]")
_SAID = r"(?:said|says|say|told|added|asked|explained|recalled|wrote|tweeted|declared|insisted)"
_NAMEISH = (r"(?:(?!(?:Another|The|A|An|One|This|That|But|And|It|In|On|At|As|If|When)\b)"
            r"[A-Z][\w’'.-]+(?: (?:al-|bin |de |van )?[A-Z][\w’'.-]+){0,3})")
_ROLE = (r"(?:(?:[Tt]he|[Aa]n?|[Oo]ne|[Aa]nother|[Oo]ne of the \w+|[Hh]is|[Hh]er|[Tt]heir) "
         r"(?:[\w-]+ ){0,3}?[a-z]+)")
_SPEAKER_PATTERNS = (
    re.compile(r", (?P<s>he|she|they|" + _NAMEISH + r"|" + _ROLE + r") " + _SAID + r", [\"“]"),
    re.compile(r"[\"”],? " + _SAID + r" (?P<s>" + _NAMEISH + r"|" + _ROLE + r")(?=[,.;]| who| as"
               r"| in| on| at| while| pointing| using|$)"),
    re.compile(r"[\"”],? (?P<s>" + _NAMEISH + r"|" + _ROLE + r"|he|she|they) " + _SAID),
    re.compile(r"(?:^|[.;] )(?P<s>" + _NAMEISH + r"|" + _ROLE + r"|He|She|They) " + _SAID +
               r"[,:]? [\"“]"),
    re.compile(r"(?P<s>" + _NAMEISH + r"|" + _ROLE + r"|He|She|They)[^\"“]{0,80}?\b(?:vow(?:s|ed)"
               r"|warn(?:s|ed)|insist(?:s|ed)|" + _SAID + r")\b[^\"“]{0,120}[\"“]"),
    re.compile(r"according to (?P<s>" + _NAMEISH + r"|" + _ROLE + r")"),
)
_PRONOUN = re.compile(r"^(?:he|she|they|him|her)$", re.I)
QUOTE_SIMILARITY = 0.5  # cosine of quote words: the same statement
ANCHORED_SIMILARITY = 0.2  # enough when a distinctive name or rare word is shared
RARE = 5.5  # rarity (8 - Zipf) of a word distinctive enough to anchor a match


@dataclass
class Quote:
    article: int
    sentence: int
    text: str
    speaker: str | None
    ids: np.ndarray = field(repr=False, default_factory=lambda: np.zeros(0, dtype=np.int64))


@dataclass
class QuoteGroup:
    speaker: str | None
    variants: list[Quote]

    @property
    def articles(self) -> list[int]:
        return sorted({q.article for q in self.variants})

    def to_dict(self) -> dict:
        return {"speaker": self.speaker,
                "variants": [{"article": q.article, "text": q.text} for q in self.variants]}


def _speaker(sentence: str) -> str | None:
    for pat in _SPEAKER_PATTERNS:
        m = pat.search(sentence)
        if m:
            sp = m.group("s").strip()
            if sp.lower() in ("it", "this", "that", "there"):
                continue
            return sp
    return None


def extract_quotes(story: Story) -> list[Quote]:
    """Every direct quote with its speaker (pronouns resolved within the article)."""
    out: list[Quote] = []
    last: dict[int, str] = {}
    for s in story.sentences:
        found = [m.group(1).strip(" ,") for m in _QUOTE.finditer(s.text)]
        if not found and s.text.count('"') == 1 and s.text.startswith('"'):
            found = [s.text.strip('" ')]  # a quote running on from the previous sentence
        if not found:
            continue
        sp = _speaker(s.text)
        runs_on = sp is None and s.text.lstrip()[:1] in "\"“" and s.index > 0 and \
            story.sentences[s.id - 1].article == s.article and \
            bool(_QUOTE.search(story.sentences[s.id - 1].text))
        if (sp is not None and _PRONOUN.match(sp)) or runs_on:
            sp = last.get(s.article, sp)  # "he said": the speaker named before
        elif sp:
            last[s.article] = sp
        for text in found:
            if len(text.split()) >= 3:
                ids = np.unique(term_ids_of(encode(text)))
                out.append(Quote(s.article, s.id, text, sp, ids))
    return out


def cosine(a: np.ndarray, b: np.ndarray) -> float:
    """Rarity-weighted cosine of two sets of term ids."""
    if not len(a) or not len(b):
        return 0.0
    w = rarity_by_id()
    shared = np.intersect1d(a, b, assume_unique=True)
    return float(w[shared].dot(w[shared]) / np.sqrt(w[a].dot(w[a]) * w[b].dot(w[b])))


def _anchored(a: Quote, b: Quote, aliases: Aliases | None = None) -> bool:
    """A distinctive word, or a name (in any spelling), appears in both quotes."""
    shared = np.intersect1d(a.ids, b.ids, assume_unique=True)
    if len(shared) and float(rarity_by_id()[shared].max()) >= RARE:
        return True
    na, nb = [n for n, _ in name_spans(a.text)], [n for n, _ in name_spans(b.text)]
    return any((aliases.same(x, y) if aliases else x == y) for x in na for y in nb)


def same_statement(story: Story, a: Quote, b: Quote, aliases: Aliases | None = None) -> bool:
    q = cosine(a.ids, b.ids)
    if q >= QUOTE_SIMILARITY:
        return True
    return q >= ANCHORED_SIMILARITY and _anchored(a, b, aliases)


def _best_speaker(quotes: list[Quote], aliases: Aliases) -> str | None:
    """A named person if any variant names one, else the most common description."""
    names = [q.speaker for q in quotes if q.speaker]
    named = [n for n in names if n[:1].isupper() and not _PRONOUN.match(n) and aliases.known(n)]
    if named:
        return max(named, key=len)
    roles = [n for n in names if not _PRONOUN.match(n)]
    if not roles:
        return names[0] if names else None
    return max(roles, key=lambda r: (roles.count(r), -len(r), r))


def group_quotes(story: Story, quotes: list[Quote], aliases: Aliases) -> list[QuoteGroup]:
    """One group per statement, with every outlet's version (one per article)."""
    sets = DisjointSets(range(len(quotes)))
    for i, a in enumerate(quotes):
        for j in range(i + 1, len(quotes)):
            b = quotes[j]
            if a.article != b.article and sets.find(i) != sets.find(j) and \
                    same_statement(story, a, b, aliases):
                sets.union(i, j)
    groups: dict[int, list[Quote]] = {}
    for i, q in enumerate(quotes):
        groups.setdefault(sets.find(i), []).append(q)
    out = []
    for qs in groups.values():
        per_article: dict[int, Quote] = {}
        for q in qs:
            per_article.setdefault(q.article, q)
        variants = sorted(per_article.values(), key=lambda q: q.article)
        out.append(QuoteGroup(_best_speaker(qs, aliases), variants))
    out.sort(key=lambda g: (-len(g.articles), g.variants[0].sentence))
    return out
