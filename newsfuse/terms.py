"""Terms: the word level every stage shares.

Owns tokenising, Snowball stemming, the English stopword list, word rarity (Zipf frequency from
``wordfreq``, the background statistic that tells "the" from "Kobani") and vocabularies that
give every stem an integer id, so that later stages work on numpy arrays: ``encode(text)``
returns stem ids in the current vocabulary; ``content_mask()``, ``rarity_by_id()`` read it.
Ids depend on the order words were first seen and a stem's rarity on its first word form, so
each story gets its own Vocabulary (``Story.vocab``, made current with ``use_vocabulary``): a
story's results are the same whichever process builds it, after whatever else it did.
"""

from __future__ import annotations

import contextlib
import contextvars
import gc
import math
import re
import threading
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache
from itertools import accumulate, chain, repeat

import numpy as np
import Stemmer

# words, inner apostrophes kept; possessive (``++``, ``?+``): a word never gives characters
# back (what follows it is no word character, so backtracking could find nothing else), which
# spares the engine the futile retries at every word (9% of tokenising)
TOKEN = re.compile(r"\w++(?:['’]\w++)?+")
# what ``find_tokens`` blanks out before it splits: every ASCII character that is neither a word
# character nor an apostrophe, and the punctuation outside ASCII that news text is full of
# (curly double quotes, the opening single quote, dashes, the ellipsis)
_NOT_WORD = bytes(c if c < 128 and (chr(c).isalnum() or chr(c) in "_'\x00") else 32
                  for c in range(256))  # a table for bytes.translate: no look-up per character
_BLANKED = ("“", "”", "—", "–", "‘", "…")


# The US states as agency copy abbreviates them after a place ("Birmingham, Ala.", "Albany,
# N.Y."), each with its name: the one table that segmentation (a state's abbreviation after its
# town ends a sentence) and the claims (such a place read as its state's name) share.
US_STATE_ABBREVIATIONS: dict[str, str] = {
    a: n.replace("_", " ") for a, n in (p.split("=") for p in """
    Ala=Alabama Ariz=Arizona Ark=Arkansas Calif=California Colo=Colorado Conn=Connecticut
    Del=Delaware Fla=Florida Ga=Georgia Ill=Illinois Ind=Indiana Kan=Kansas Kans=Kansas
    Ky=Kentucky La=Louisiana Md=Maryland Mass=Massachusetts Mich=Michigan Minn=Minnesota
    Miss=Mississippi Mo=Missouri Mont=Montana Neb=Nebraska Nebr=Nebraska Nev=Nevada
    N.H=New_Hampshire N.J=New_Jersey N.M=New_Mexico N.Y=New_York N.C=North_Carolina
    N.D=North_Dakota Okla=Oklahoma Ore=Oregon Pa=Pennsylvania R.I=Rhode_Island
    S.C=South_Carolina S.D=South_Dakota Tenn=Tennessee Tex=Texas Va=Virginia Vt=Vermont
    Wash=Washington W.Va=West_Virginia Wis=Wisconsin Wyo=Wyoming""".split())}


def find_tokens(text: str) -> list[str]:
    """``TOKEN.findall(text)``: the same words in the same order, mostly without the pattern.
    Run on a story's text, the pattern cost ~2,500 instructions a word (a text is wider than
    ASCII as soon as one curly quote is in it, and then every character is looked up in
    Unicode's tables). Here a text that is ASCII but for the punctuation of ``_BLANKED`` and
    the curly apostrophe has every character that is no part of a word blanked out
    (``bytes.translate``) and is split on spaces; only the pieces with an apostrophe
    (``TOKEN`` joins "don't" and "o’neill", not "'quoted'") go through the pattern, and any
    other text goes through it whole."""
    s = text
    if not s.isascii():
        for ch in _BLANKED:  # non-word characters: blanks to TOKEN as to split
            if ch in s:
                s = s.replace(ch, " ")
        s = s.replace("’", "\x00")  # an apostrophe: kept (as an ASCII stand-in) for TOKEN
        if not s.isascii() or "\x00" in text:
            return TOKEN.findall(text)
    elif "\x00" in s:
        return TOKEN.findall(text)
    parts = s.encode("ascii").translate(_NOT_WORD).decode("ascii").split()
    if "'" not in s and "\x00" not in s:
        return parts  # every piece is one run of word characters: one token
    out: list[str] = []
    for w in parts:
        if "'" in w or "\x00" in w:
            out += TOKEN.findall(w.replace("\x00", "’"))
        else:
            out.append(w)
    return out


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

# PyStemmer: Snowball in C. Its own cache is off: the word table is the cache (a word is stemmed
# once), and a full cache of new words is purged and rebuilt (5x the cost of stemming them)
_stemmer = Stemmer.Stemmer("english", 0)


class _Uncombined(dict):
    """``str.translate``'s table for ``fold``: a code point to itself, a combining mark
    (``unicodedata.combining``) to None, each looked up in ``unicodedata`` once, when first
    met (the text is translated in C, not a character at a time in Python)."""

    def __missing__(self, point: int) -> int | None:
        out = None if unicodedata.combining(chr(point)) else point
        self[point] = out
        return out


_UNCOMBINED = _Uncombined()


def fold(text: str) -> str:
    """``text`` with its letters' accents dropped ("Grünberg": "Grunberg", "José": "Jose"):
    outlets spell one name with and without them. Canonical decomposition only, so "º",
    "½" or "ﬁ" stay as they are."""
    if text.isascii():
        return text
    return unicodedata.normalize("NFD", text).translate(_UNCOMBINED)


def _stem_word(word: str) -> str:
    """Snowball (Porter2) stem of a lowercased word, its accents dropped (``fold``: one stem
    for "grünberg" and "grunberg"); possessive 's dropped (``stem``)."""
    word = fold(word).replace("’", "'")
    if word.endswith("'s"):
        word = word[:-2]
    return _stemmer.stemWord(word) if len(word) > 3 else word


def words(text: str) -> list[str]:
    """Lowercased word tokens (letters and digits, inner apostrophes kept)."""
    return [w.replace("’", "'") for w in find_tokens(text.lower())]


def trie_pattern(words: tuple[str, ...] | list[str]) -> str:
    """One regex for a set of literals, factored by common prefixes (much faster than a|b|c)."""
    trie: dict = {}
    for w in words:
        node = trie
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict) -> str:
        alts = [re.escape(ch) + build(sub) for ch, sub in sorted(node.items()) if ch]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        return f"(?:{body})?" if "" in node else body

    return build(trie)


# characters news text has few of, the rarest first: where ``rare_letter_pattern`` opens each word
_RARE_FIRST = "4jxqzkvbwygfpmcdu"


def rare_letter_pattern(words: Iterable[str]) -> str:
    """One regex that finds whether any of the literals ``words`` occurs (its match may be part
    of the word: ask only whether there is one). Each word opens on its rarest character
    (``_RARE_FIRST``) and looks behind for the ones before it ("alexa": ``x(?<=alex)a``): a
    search tries the pattern only at the characters the words open on, and in lower-cased news
    a trie's first letters are half of all characters, these a fifth."""
    groups: dict[str, list[str]] = {}
    for w in words:
        k = min(range(len(w)), key=lambda i: (_RARE_FIRST.find(w[i]) % 99, i))
        before = f"(?<={re.escape(w[:k + 1])})" if k else ""
        groups.setdefault(w[k], []).append(before + re.escape(w[k + 1:]))
    return "|".join(re.escape(c) + (alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")")
                    for c, alts in sorted(groups.items()))


STOP_STEMS = frozenset(_stem_word(w) for w in STOPWORDS)
MAX_VOCAB = 2_000_000  # ids of one vocabulary; past this, new words share the last id
MAX_WORDS = 2_000_000  # words in the process-wide table before it is started afresh


class _Words:
    """Process-wide table of every word seen: its stem, content flag and rarity (pure facts of
    the word, whatever the order words came in) under a word number. Stories never keep these
    numbers: ``Vocabulary.load`` turns them into the story's own stem ids."""

    def __init__(self) -> None:
        self.ids: dict[str, int] = {}
        self.words: list[str] = []
        self.stem: list[int] = []  # a process-wide stem number per word
        self.content: list[bool] = []
        self.rarity: list[float] = []
        self.stem_ids: dict[str, int] = {}
        self.stems: list[str] = []
        self._arrays: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
        self._size = 0  # words copied into _arrays
        self._lock = threading.Lock()  # threads may add words at once (the web service)

    def add(self, w: str) -> int:
        st = _stem_word(w)
        base = w.replace("’", "'").removesuffix("'s")
        content = st not in STOP_STEMS and base not in STOPWORDS and len(base) > 1
        rare = rarity(base)
        with self._lock:
            i = self.ids.get(w)
            if i is not None:  # another thread added it meanwhile
                return i
            sid = self.stem_ids.get(st)
            if sid is None:
                sid = self.stem_ids[st] = len(self.stems)
                self.stems.append(st)
            i = len(self.words)
            self.words.append(w)
            self.stem.append(sid)
            self.content.append(content)
            self.rarity.append(rare)
            self.ids[w] = i  # published last: readers never see a half-added word
        return i

    def add_many(self, new: list[str]) -> None:
        """Number several new words at once (one stemmer call, one lock)."""
        bases = [fold(w).replace("’", "'").removesuffix("'s") for w in new]  # as _stem_word
        long = [b for b in bases if len(b) > 3]
        stemmed = dict(zip(long, _stemmer.stemWords(long)))
        facts = []
        for w, base in zip(new, bases):
            st = stemmed.get(base, base)
            facts.append((w, st, st not in STOP_STEMS and base not in STOPWORDS and len(base) > 1,
                          rarity(base)))
        with self._lock:
            for w, st, content, rare in facts:
                if w in self.ids:
                    continue
                sid = self.stem_ids.get(st)
                if sid is None:
                    sid = self.stem_ids[st] = len(self.stems)
                    self.stems.append(st)
                self.words.append(w)
                self.stem.append(sid)
                self.content.append(content)
                self.rarity.append(rare)
                self.ids[w] = len(self.words) - 1

    def arrays(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Numpy copies of stem, content and rarity per word, extended with new words only."""
        with self._lock:
            return self._extend()

    def _extend(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        n = len(self.words)
        have = 0 if self._arrays is None else self._size
        if self._arrays is None or have < n:
            cap = len(self._arrays[0]) if self._arrays is not None else 0
            if n > cap or self._arrays is None:  # grow geometrically: amortised O(1) per word
                cap = max(1024, 2 * n)
                old = self._arrays
                self._arrays = (np.zeros(cap, dtype=np.int64), np.zeros(cap, dtype=bool),
                                np.zeros(cap))
                if old is not None:
                    for new, prev in zip(self._arrays, old):
                        new[:have] = prev[:have]
            st, co, ra = self._arrays
            st[have:n] = self.stem[have:n]
            co[have:n] = self.content[have:n]
            ra[have:n] = self.rarity[have:n]
            self._size = n
        return self._arrays


_words = _Words()


# numbers written as words ("twenty-eight", "seven"): compare's figures and align's ages
NUMBER_UNITS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen".split())}
NUMBER_TENS = {w: 10 * (i + 2) for i, w in enumerate(
    "twenty thirty forty fifty sixty seventy eighty ninety".split())}
WORD_NUMBER = (r"(?:(?:" + "|".join(NUMBER_TENS) + r")(?:[- ](?:" +
               "|".join(list(NUMBER_UNITS)[1:10]) + r"))?|" +
               "|".join(sorted(NUMBER_UNITS, key=len, reverse=True)) + r")")


def word_value(w: str) -> float | None:
    """The value of a number written in words ("twenty-eight": 28.0), None if it is not one."""
    w = w.lower().replace("-", " ")
    total = 0.0
    for part in w.split():
        if part in NUMBER_UNITS:
            total += NUMBER_UNITS[part]
        elif part in NUMBER_TENS:
            total += NUMBER_TENS[part]
        else:
            return None
    return total


def stem(word: str) -> str:
    """Snowball (Porter2) stem of a lowercased word; possessive 's dropped. A word the word
    table has numbered is not stemmed again: its stem is there, found the same way."""
    table = _words
    i = table.ids.get(word)
    return table.stems[table.stem[i]] if i is not None else _stem_word(word)


def stem_all(words: Iterable[str]) -> list[str]:
    """``stem`` of each word, in order: one look-up each for the words the word table has
    numbered (a sentence's words at a time, without a call per word)."""
    table = _words
    get, stem_of, names = table.ids.get, table.stem, table.stems
    return [names[stem_of[i]] if (i := get(w)) is not None else _stem_word(w) for w in words]


def word_table() -> _Words:
    """The process-wide word table, started afresh when full. A story's words must all be
    numbered in, and loaded from, the one table this returned."""
    global _words
    if len(_words.words) >= MAX_WORDS:
        _words = _Words()
    return _words


def word_numbers(text: str, table: _Words | None = None) -> list[int]:
    """Process-wide word numbers of every word of ``text`` (for ``Vocabulary.load``)."""
    table = table or _words
    toks = find_tokens(text.lower())
    nums = list(map(table.ids.get, toks))
    if None in nums:
        table.add_many(list({w: None for w, n in zip(toks, nums) if n is None}))
        nums = list(map(table.ids.__getitem__, toks))
    return nums


def word_numbers_of(texts: Sequence[str], table: _Words | None = None
                    ) -> tuple[np.ndarray, list[int]]:
    """``word_numbers`` of several texts at once (new words numbered together, in order of
    first appearance): every text's numbers in one array, text ``k``'s at
    ``bounds[k]:bounds[k + 1]``. Text by text: a text that is ASCII is lower-cased and split
    at ASCII speed (``find_tokens``), which a whole story's text joined never is."""
    table = table or _words
    if not texts:
        return np.zeros(0, dtype=np.int64), [0]
    per = [find_tokens(t.lower()) for t in texts]
    toks = list(chain.from_iterable(per))
    bounds = list(accumulate(map(len, per), initial=0))
    arr = np.fromiter(map(table.ids.get, toks, repeat(-1)), np.int64, len(toks))
    new = (arr < 0).nonzero()[0].tolist()
    if new:
        table.add_many(list({toks[i]: None for i in new}))
        ids = table.ids
        arr[new] = [ids[toks[i]] for i in new]
    return arr, bounds


def _info(w: str) -> tuple[str, bool, float]:
    table = _words
    i = table.ids.get(w)
    if i is None:
        i = table.add(w)
    return table.stems[table.stem[i]], table.content[i], table.rarity[i]


_SCRATCH = threading.local()


def _scratch(size: int) -> np.ndarray:
    """This thread's scratch array of at least ``size`` int64 (contents undefined), kept
    between calls so that its pages are not faulted in again for each story."""
    a = getattr(_SCRATCH, "array", None)
    if a is None or len(a) < size:
        a = _SCRATCH.array = np.empty(max(size, 2 * len(a) if a is not None else 1024),
                                      dtype=np.int64)
    return a


class Vocabulary:
    """Stems of one story (or any set of texts) and their ids. Ids follow first appearance
    and a stem's rarity is that of its first word form, so a story built in a fresh
    Vocabulary gets the same ids, and the same results, in every process."""

    def __init__(self) -> None:
        self._ids: dict[str, int] | None = {}  # stem -> id (built when first needed)
        self.stems: list[str] = []
        self._word_id: dict[str, int] | None = {}  # lowercased word -> stem id
        self._loaded: tuple[np.ndarray, np.ndarray] | None = None  # word numbers, their ids
        self._table: _Words | None = None  # the word table _loaded's numbers belong to
        # content flag and rarity of every id: lists (ids are added one by one) or, after a
        # fresh load, only the arrays (the lists are made from them when an id is added)
        self._content: list[bool] | None = []
        self._rarity: list[float] | None = []
        self._arrays: tuple[np.ndarray, np.ndarray] | None = None

    def load(self, words: np.ndarray, table: _Words | None = None) -> np.ndarray:
        """Number the stems of these word numbers of ``table`` (in order of first appearance,
        after those already here); returns the stem id of every word."""
        table = table or _words
        stem_of, content, rare = table.arrays()
        words = np.asarray(words, dtype=np.int64)
        if not len(words):
            return np.zeros(0, dtype=np.int64)
        stems = stem_of[words]
        n = len(stems)
        # each stem's first position, without sorting: written last to first into a scratch
        # array indexed by stem (the first position is written last), then read back
        pos = _scratch(len(table.stems))
        pos[stems[::-1]] = np.arange(n - 1, -1, -1)
        is_first = pos[stems] == np.arange(n)
        ordered = stems[is_first]  # the distinct stems by first appearance
        firsts = words[is_first]  # the first word form of each
        if not self.stems:  # a fresh vocabulary: number all at once
            names = table.stems
            self.stems = [names[k] for k in ordered.tolist()]
            self._ids = None
            self._content = self._rarity = None
            self._arrays = (content[firsts], rare[firsts])
            pos[ordered] = np.arange(len(ordered))
        else:
            pos[ordered] = [self.add_word(table.words[w]) for w in firsts.tolist()]
        ids = pos[stems]  # a copy: the scratch array is reused
        self._table = table
        self._loaded = (words, ids) if self._loaded is None else (
            np.concatenate([self._loaded[0], words]), np.concatenate([self._loaded[1], ids]))
        self._word_id = None  # rebuilt from _loaded when a word is looked up
        return ids

    def __getstate__(self) -> dict:
        # word numbers belong to this process's word table: keep words, not numbers
        self._lists()
        state = dict(self.__dict__)
        state.update(_word_id=self.word_id, _loaded=None, _table=None, _arrays=None)
        return state

    @property
    def ids(self) -> dict[str, int]:
        if self._ids is None:
            self._ids = {st: i for i, st in enumerate(self.stems)}
        return self._ids

    @property
    def word_id(self) -> dict[str, int]:
        if self._word_id is None:
            words, ids = self._loaded if self._loaded is not None else ((), ())
            table = (self._table or _words).words
            self._word_id = {table[w]: i for w, i in zip(np.asarray(words).tolist(),
                                                         np.asarray(ids).tolist())}
        return self._word_id

    def add_word(self, w: str) -> int:
        st, content, rare = _info(w)
        i = self.ids.get(st)
        if i is None:
            i = len(self.stems)
            if i >= MAX_VOCAB:
                return MAX_VOCAB - 1
            self.ids[st] = i
            self.stems.append(st)
            self._lists()
            self._content.append(content)  # type: ignore[union-attr]
            self._rarity.append(rare)  # type: ignore[union-attr]
        if self._word_id is not None and len(self._word_id) < MAX_WORDS:
            self._word_id[w] = i
        return i

    def _lists(self) -> None:
        if self._content is None and self._arrays is not None:
            self._content, self._rarity = self._arrays[0].tolist(), self._arrays[1].tolist()

    def _sync(self) -> tuple[np.ndarray, np.ndarray]:
        if self._content is None and self._arrays is not None:
            return self._arrays
        assert self._content is not None and self._rarity is not None
        if self._arrays is None or len(self._arrays[0]) != len(self._content):
            self._arrays = (np.array(self._content, dtype=bool), np.array(self._rarity))
        return self._arrays

    @property
    def content(self) -> np.ndarray:
        """Content-word flag of every id (a numpy view, rebuilt when ids were added)."""
        return self._sync()[0]

    @property
    def rarity(self) -> np.ndarray:
        """Rarity of every id."""
        return self._sync()[1]


_DEFAULT = Vocabulary()  # for text encoded outside any story
_current: contextvars.ContextVar[Vocabulary | None] = contextvars.ContextVar(
    "newsfuse_vocabulary", default=None)


def vocabulary() -> Vocabulary:
    """The vocabulary in use here (this thread / task): a story's inside its stages."""
    return _current.get() or _DEFAULT


@contextlib.contextmanager
def use_vocabulary(vocab: Vocabulary | None) -> Iterator[Vocabulary]:
    """Encode and read ids with ``vocab`` inside the block (None: keep the current one)."""
    if vocab is None:
        yield vocabulary()
        return
    token = _current.set(vocab)
    try:
        yield vocab
    finally:
        _current.reset(token)


def fresh_vocabulary() -> contextlib.AbstractContextManager[Vocabulary]:
    """Number stems afresh inside the block, as a new process would."""
    return use_vocabulary(Vocabulary())


def encode_list(text: str) -> list[int]:
    """The stem ids of every word of ``text`` in the current vocabulary, as a list."""
    vocab = vocabulary()
    if vocab._loaded is not None and vocab._word_id is None:
        # a story's vocabulary: go through the word table, not a per-word dict of the story
        table = _words
        get, add, ids, stems, stem_of = table.ids.get, table.add, vocab.ids, table.stems, \
            table.stem
        out = []
        for w in find_tokens(text.lower()):
            g = get(w)
            if g is None:
                g = add(w)
            i = ids.get(stems[stem_of[g]])
            out.append(i if i is not None else vocab.add_word(w))
        return out
    get = vocab.word_id.get
    add = vocab.add_word
    return [i if (i := get(w)) is not None else add(w) for w in find_tokens(text.lower())]


def encode(text: str) -> np.ndarray:
    """The stem ids of every word of ``text``, in order."""
    return np.array(encode_list(text), dtype=np.int64)


def stem_id(st: str) -> int:
    """The id of a stem, adding it (as if it were a word) when new."""
    vocab = vocabulary()
    i = vocab.ids.get(st)
    return i if i is not None else vocab.add_word(st)


def stems_of(ids: np.ndarray, vocab: Vocabulary | None = None) -> tuple[str, ...]:
    stems = (vocab or vocabulary()).stems
    return tuple(map(stems.__getitem__, ids.tolist()))


def content_mask() -> np.ndarray:
    """Boolean array over stem ids: True for content words (not stopwords, not 1 letter)."""
    return vocabulary().content


def rarity_by_id() -> np.ndarray:
    """Rarity (see ``rarity``) of every stem id."""
    return vocabulary().rarity


def term_ids_of(token_ids: np.ndarray, vocab: Vocabulary | None = None) -> np.ndarray:
    """The content-word ids among ``token_ids``, in order."""
    content = (vocab or vocabulary()).content
    return token_ids[content[token_ids]] if len(token_ids) else token_ids


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


@lru_cache(maxsize=1)
def given_names() -> frozenset[str]:
    """First names of the 1990 US census (the ``names`` package's lists, male and female),
    written as in a name ("Kate"). Read once."""
    import names  # MIT-licensed lists, a few hundred kilobytes

    out: set[str] = set()
    for key in ("first:male", "first:female"):
        with open(names.FILES[key], encoding="utf-8") as fh:
            out.update(line.split(None, 1)[0].title() for line in fh if line.strip())
    # not a month's or a day's name ("April Fools' Day", "June Carter" aside: a month first)
    return frozenset(out - _CALENDAR_WORDS)


_CALENDAR_WORDS = frozenset("""January February March April May June July August September
October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday""".split())


WARM_WORDS = 50_000


def warm_up(common: int = WARM_WORDS) -> None:
    """Do the one-time set-up now rather than on the first stories: load the word-frequency
    table (about 0.2 s) and number its ``common`` most frequent words in the word table (about
    0.1 s), so a long-running process stems only the rarer words of each new story; load the
    English lexicon that alignment reads verbs from (LemmInflect's lemmas, about 0.4 s, and its
    inflections, about 0.3 s, which ``align.verb_forms`` reads) and the given names ``refs``
    reads full names by.

    What it loads lives as long as the process: once loaded, it is moved out of the cyclic
    garbage collector's way (``gc.freeze``), so that the full collections a long run of briefs
    triggers do not walk its hundreds of thousands of objects again and again (about 5% of a
    brief's CPU time otherwise)."""
    global _warmed
    from lemminflect import getAllInflections, getAllLemmas

    getAllLemmas("said")
    getAllInflections("say", upos="VERB")
    zipf("the")
    given_names()
    assert _freq is not None
    table = word_table()
    if common > 0 and _warmed is not table:  # once per table: later calls cost nothing
        import heapq

        top = heapq.nlargest(common, _freq.items(), key=lambda kv: kv[1])
        table.add_many([w for w, _ in top if w not in table.ids])
        _warmed = table
        gc.collect()  # what is garbage now is not frozen with the tables
        gc.freeze()


_warmed: _Words | None = None


def rarity(word: str) -> float:
    """How informative a word is, from 1 (very common) to 8 (unseen): 8 - Zipf, floored."""
    return max(1.0, 8.0 - zipf(word))


def term_rarity(term: str) -> float:
    """Rarity of a stemmed term."""
    return float(vocabulary().rarity[stem_id(term)])


@lru_cache(maxsize=65536)
def _lemmas(word: str) -> dict[str, tuple[str, ...]]:
    """LemmInflect's lemmas of a word by part of speech (``getAllLemmas``), looked up once.
    ``getAllLemmas`` deep-copies the lexicon's entries on every call, most of its cost: here
    they are read from its tables and copied one level (the entries are tuples of strings and
    callers only read them), with the same overrides and capitalisation."""
    tables = _lemma_tables()
    if tables is None:
        from lemminflect import getAllLemmas

        return getAllLemmas(word)
    lexicon, overrides, caps_style, apply_caps = tables
    low = word.lower()
    found = dict(lexicon.get(low, {}))
    found.update(overrides.get(low, {}))
    style = caps_style(word)
    if style == "lower":  # (the callers' words): LemmInflect's capitalisation, without a
        # call per lemma
        return {k: tuple(map(str.lower, v)) if isinstance(v, (list, tuple)) else v.lower()
                for k, v in found.items()}
    return apply_caps(found, style)


@lru_cache(maxsize=1)
def _lemma_tables() -> tuple | None:
    """LemmInflect's lemma lexicon, its overrides and its capitalisation helpers (None when
    this LemmInflect keeps them elsewhere: then ``getAllLemmas`` itself is called)."""
    try:
        from lemminflect.core.Lemmatizer import Lemmatizer
        from lemminflect.core.LexicalUtils import applyCapsStyleToDict, getCapsStyle

        lem = Lemmatizer()
        return (lem._getLemmaDict(), lem._getOverridesDict(), getCapsStyle,
                applyCapsStyleToDict)
    except (ImportError, AttributeError):  # pragma: no cover - another LemmInflect
        return None


@lru_cache(maxsize=65536)
def word_classes(word: str) -> tuple[bool, bool, str]:
    """(can be a verb, can be a noun or adjective, verb lemma) of a lower-case word, from
    LemmInflect's English lexicon ("wanted": a verb, lemma "want"; "users": a noun only)."""
    found = _lemmas(word)
    verb = None if word in _NOUNS_IN_NEWS else found.get("VERB") or found.get("AUX")
    return bool(verb), bool(found.get("NOUN") or found.get("ADJ")), \
        (verb[0] if verb else word)


# nouns whose verb reading is an archaic past form news never uses ("crew": crowed): "A Coast
# Guard helicopter crew found and rescued a person" has "found" for its predicate
_NOUNS_IN_NEWS = frozenset({"crew"})


@lru_cache(maxsize=65536)
def only_adjective(word: str) -> bool:
    """Whether a lower-case word is an adjective and nothing else ("new", "northern")."""
    found = _lemmas(word)
    return bool(found.get("ADJ")) and not found.get("NOUN") and not found.get("VERB")


@lru_cache(maxsize=65536)
def can_be_noun(word: str) -> bool:
    """Whether a lower-case word can be a noun ("series", "race"; not "said", "new")."""
    return bool(_lemmas(word).get("NOUN"))



def in_lexicon(word: str) -> bool:
    """Whether LemmInflect's English lexicon knows a lower-case word at all: a word it does not
    ("episiotomy", "nurse-midwife") is rare, not of no class (most such words are nouns)."""
    return bool(_lemmas(word))


@lru_cache(maxsize=65536)
def can_be_adjective(word: str) -> bool:
    """Whether a lower-case word can be an adjective ("rewarding", "hard")."""
    return bool(_lemmas(word).get("ADJ"))


@lru_cache(maxsize=65536)
def comparative(word: str) -> bool:
    """Whether a lower-case word is an adjective's inflected comparative ("harder",
    "earlier"), not an adjective of its own that ends the same way ("former", "other"), nor a
    word of its own that only looks like one: an inflected form is rarer than its base, or
    near it ("later", "late"), so an "-er" word far more common than the adjective it would
    compare ("number", 5.6 on the Zipf scale, against "numb", 3.5) is that other word."""
    return word.endswith("er") and any(
        lemma != word and zipf(word) <= zipf(lemma) + _INFLECTED_SLACK
        for lemma in _lemmas(word).get("ADJ", ()))


# how much more common than its base (in Zipf units, a factor of ten each) a comparative may
# be: "later" is 0.15 above "late"; "number" 2.1 above "numb"
_INFLECTED_SLACK = 1.0
