"""Terms: the word level every stage shares.

Owns tokenising, Snowball stemming (cached), the English stopword list and word rarity
(Zipf frequency from ``wordfreq``, the background statistic that tells "the" from "Kobani").
"""

from __future__ import annotations

import math
import re

import Stemmer

TOKEN = re.compile(r"[^\W_]+(?:['’][^\W_]+)?")

STOPWORDS = frozenset("""
a about above after again against ago all almost also although always am among an and another
any anyone anything are aren't around as at away back be became because become becomes been
before being below between both but by came can can't cannot could couldn't did didn't do does
doesn't doing don't done down during each either else enough especially even ever every few for
from further get gets getting go goes going gone got had hadn't has hasn't have haven't having
he he'd he'll he's her here here's hers herself him himself his how how's however i i'd i'll i'm
i've if in into is isn't it it's its itself just last least less let's like made make makes many
may me might more most much must mustn't my myself near nearly never new next no nor not now of
off often on once one only onto or other others otherwise ought our ours ourselves out over own
per perhaps put rather really said same say says see seen shall shan't she she'd she'll she's
should shouldn't since so some something still such than that that's the their theirs them
themselves then there there's these they they'd they'll they're they've this those though
through thus to too toward towards under until up upon us use used very via was wasn't way we
we'd we'll we're we've well were weren't what what's whatever when when's where where's whether
which while who who's whom whose why why's will with within without won't would wouldn't yet you
you'd you'll you're you've your yours yourself yourselves s t mr mrs ms dr told tell according
including includes included also around among per
""".split())

_stemmer = Stemmer.Stemmer("english")  # PyStemmer: Snowball in C
_stem_cache: dict[str, str] = {}
_surface: dict[str, str] = {}  # a stem's first-seen surface word, for its rarity


def stem(word: str) -> str:
    """Snowball (Porter2) stem of a lowercased word, cached: stemming is on the hot path."""
    s = _stem_cache.get(word)
    if s is None:
        s = _stemmer.stemWord(word) if len(word) > 3 else word
        if len(_stem_cache) < 500_000:
            _stem_cache[word] = s
            _surface.setdefault(s, word)
    return s


def words(text: str) -> list[str]:
    """Lowercased word tokens (letters and digits, inner apostrophes kept)."""
    return [w.replace("’", "'") for w in TOKEN.findall(text.lower())]


def tokens_and_terms(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """All stemmed tokens, and the content ones (no stopwords, no 1-letter tokens)."""
    toks = []
    terms = []
    for w in words(text):
        if "'" in w:
            base, _, suffix = w.partition("'")
            if suffix in ("s", "t", "re", "ve", "ll", "d", "m"):
                w = base if suffix == "s" else w
        st = stem(w)
        toks.append(st)
        if w not in STOPWORDS and len(w) > 1:
            terms.append(st)
    return tuple(toks), tuple(terms)


_freq: dict[str, float] | None = None


def zipf(word: str) -> float:
    """Zipf frequency of an English word (0 = unseen, ~7.7 = "the"), from wordfreq's table."""
    global _freq
    if _freq is None:
        from wordfreq import get_frequency_dict

        _freq = get_frequency_dict("en", wordlist="best")
    f = _freq.get(word)
    return math.log10(f) + 9.0 if f else 0.0


def rarity(word: str) -> float:
    """How informative a word is, from 1 (very common) to ~7.5 (unseen): 8 - Zipf, floored."""
    return max(1.0, 8.0 - zipf(word))


def term_rarity(term: str) -> float:
    """Rarity of a stemmed term, read off the surface word it was first stemmed from."""
    return rarity(_surface.get(term, term))


def looks_english(text: str, sample: int = 400) -> bool:
    """True when stopwords make up a usual share of the words (English prose has ~40%)."""
    ws = words(text[:20000])[:sample]
    if len(ws) < 20:
        return True
    return sum(w in STOPWORDS for w in ws) / len(ws) >= 0.15
