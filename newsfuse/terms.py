"""Terms: the word level every stage shares.

Owns tokenising, Snowball stemming, the English stopword list, word rarity (Zipf frequency from
``wordfreq``, the background statistic that tells "the" from "Kobani") and the process-wide
vocabulary that gives every stem an integer id, so that later stages work on numpy arrays:
``encode(text)`` returns a sentence's stem ids; ``content_mask()``, ``rarity_by_id()`` and
``stem_of(id)`` read them. Ids depend on the order words were first seen, and a stem's rarity on
the first word form seen for it, so batch engines brief each record inside
``fresh_vocabulary()``: a record's brief is then the same whichever process briefs it, after
whichever records.
"""

from __future__ import annotations

import contextlib
import math
import re
import threading
from collections.abc import Iterator

import numpy as np
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


def stem(word: str) -> str:
    """Snowball (Porter2) stem of a lowercased word; possessive 's dropped."""
    word = word.replace("’", "'")
    if word.endswith("'s"):
        word = word[:-2]
    return _stemmer.stemWord(word) if len(word) > 3 else word


def words(text: str) -> list[str]:
    """Lowercased word tokens (letters and digits, inner apostrophes kept)."""
    return [w.replace("’", "'") for w in TOKEN.findall(text.lower())]


STOP_STEMS = frozenset(stem(w) for w in STOPWORDS)
MAX_VOCAB = 2_000_000  # ids are never recycled; past this, new words share the last id
MAX_WORD_CACHE = 1_000_000


_word_info: dict[str, tuple[str, bool, float]] = {}  # word -> (stem, content, rarity); pure


def _info(w: str) -> tuple[str, bool, float]:
    info = _word_info.get(w)
    if info is None:
        st = stem(w)
        base = w.replace("’", "'").removesuffix("'s")
        info = (st, st not in STOP_STEMS and base not in STOPWORDS and len(base) > 1,
                rarity(base))
        if len(_word_info) < MAX_WORD_CACHE:
            _word_info[w] = info
    return info


class _Vocab:
    """Stems and their ids, with per-id arrays (content flag, rarity) grown geometrically."""

    def __init__(self) -> None:
        self.ids: dict[str, int] = {}
        self.stems: list[str] = []
        self.surface: list[str] = []  # the first word seen for each stem
        self.word_id: dict[str, int] = {}  # lowercased surface word -> stem id
        self.content = np.zeros(1024, dtype=bool)
        self.rarity = np.zeros(1024)

    def add_word(self, w: str) -> int:
        st, content, rare = _info(w)
        i = self.ids.get(st)
        if i is None:
            if len(self.stems) >= MAX_VOCAB:
                return MAX_VOCAB - 1
            i = self.ids[st] = len(self.stems)
            self.stems.append(st)
            self.surface.append(w)
            if i >= len(self.content):
                self.content = np.concatenate([self.content, np.zeros_like(self.content)])
                self.rarity = np.concatenate([self.rarity, np.zeros_like(self.rarity)])
            self.content[i] = content
            self.rarity[i] = rare
        if len(self.word_id) < MAX_WORD_CACHE:
            self.word_id[w] = i
        return i


_vocab = _Vocab()


_vocab_lock = threading.RLock()


@contextlib.contextmanager
def fresh_vocabulary() -> Iterator[None]:
    """Number stems afresh inside the block, as a new process would; restore the old ids after.

    Word stems and rarities stay cached. Stories built inside belong to the block. Blocks in
    different threads of one process run one at a time.
    """
    global _vocab
    with _vocab_lock:
        saved, _vocab = _vocab, _Vocab()
        try:
            yield
        finally:
            _vocab = saved


def encode_list(text: str) -> list[int]:
    """The stem ids of every word of ``text``, in order, as a list."""
    known = _vocab.word_id
    add = _vocab.add_word
    return [known[w] if w in known else add(w) for w in TOKEN.findall(text.lower())]


def encode(text: str) -> np.ndarray:
    """The stem ids of every word of ``text``, in order."""
    return np.array(encode_list(text), dtype=np.int64)


def stem_id(st: str) -> int:
    """The id of a stem, adding it (as if it were a word) when new."""
    i = _vocab.ids.get(st)
    return i if i is not None else _vocab.add_word(st)


def surfaces_of(ids: np.ndarray) -> tuple[str, ...]:
    """A word for each id that encodes back to it (for moving ids between processes)."""
    surface = _vocab.surface
    return tuple(surface[i] for i in ids.tolist())


def encode_words(ws: tuple[str, ...]) -> np.ndarray:
    """Ids of already tokenised lowercased words (the inverse of ``surfaces_of``)."""
    known = _vocab.word_id
    add = _vocab.add_word
    return np.array([known[w] if w in known else add(w) for w in ws], dtype=np.int64)


def stem_of(i: int) -> str:
    return _vocab.stems[i]


def stems_of(ids: np.ndarray) -> tuple[str, ...]:
    stems = _vocab.stems
    return tuple(stems[i] for i in ids.tolist())


def content_mask() -> np.ndarray:
    """Boolean array over stem ids: True for content words (not stopwords, not 1 letter)."""
    return _vocab.content


def rarity_by_id() -> np.ndarray:
    """Rarity (see ``rarity``) of every stem id."""
    return _vocab.rarity


def term_ids_of(token_ids: np.ndarray) -> np.ndarray:
    """The content-word ids among ``token_ids``, in order."""
    return token_ids[_vocab.content[token_ids]] if len(token_ids) else token_ids


def tokens_and_terms(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """All stemmed tokens of ``text``, and the content ones, as strings."""
    ids = encode(text)
    return stems_of(ids), stems_of(term_ids_of(ids))


_freq: dict[str, float] | None = None


def zipf(word: str) -> float:
    """Zipf frequency of an English word (0 = unseen, ~7.7 = "the"), from wordfreq's table."""
    global _freq
    if _freq is None:
        from wordfreq import get_frequency_dict

        _freq = get_frequency_dict("en", wordlist="best")
    f = _freq.get(word)
    return math.log10(f) + 9.0 if f else 0.0


def warm_up() -> None:
    """Load the word-frequency table now (about 0.3 s) rather than on the first sentence."""
    zipf("the")


def rarity(word: str) -> float:
    """How informative a word is, from 1 (very common) to 8 (unseen): 8 - Zipf, floored."""
    return max(1.0, 8.0 - zipf(word))


def term_rarity(term: str) -> float:
    """Rarity of a stemmed term."""
    return float(_vocab.rarity[stem_id(term)])


def looks_english(text: str, sample: int = 400) -> bool:
    """True when stopwords make up a usual share of the words (English prose has ~40%)."""
    ws = words(text[:20000])[:sample]
    if len(ws) < 20:
        return True
    return sum(w in STOPWORDS for w in ws) / len(ws) >= 0.15
