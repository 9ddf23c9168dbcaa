"""The shared data model: what flows, one way, through every newsfuse stage.

ingest -> Article list; clean -> Story (articles + what was removed); segment -> Story.sentences;
align -> Story.alignment (who reports what, who copies whom); select/order -> Brief.
Stages never mutate a Story in place: each returns a new one (``dataclasses.replace``).
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any, Generic, TypeVar

_DAY = re.compile(r"\d{4}-\d\d-\d\d")  # a day a marked date edit inserts ("1997-10-06")


class NewsfuseError(Exception):
    """A problem with the user's input or request, phrased for the user."""


class InputError(NewsfuseError):
    """Input that cannot be read; names what and where."""

    def __init__(self, message: str, where: str | None = None, line: int | None = None):
        self.where = where
        self.line = line
        self.reason = message
        loc = where or ""
        if line is not None:
            loc = f"{loc}:{line}" if loc else f"line {line}"
        super().__init__(f"{loc}: {message}" if loc else message)


class ReadError(InputError):
    """Input that could not be read at all (missing, unreadable, a broken compressed stream),
    as opposed to input that was read but is not usable."""


class LimitError(NewsfuseError):
    """Input or work over one of the named limits (``newsfuse.limits``); says which and how to
    change it."""


class StoreError(NewsfuseError):
    """The story store cannot be used (read-only, corrupt, not a newsfuse store, locked)."""


@dataclass(frozen=True)
class Article:
    """One outlet's report as read from the input, before any cleaning."""

    id: str
    text: str
    title: str | None = None
    outlet: str | None = None
    url: str | None = None
    published: str | None = None
    origin: str | None = None  # file path, "path:line" or "<stdin>"
    outlet_from: str = "unknown"  # how outlet was found: metadata, url, credit, file, index

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Removal:
    """A piece of an article that cleaning removed, and why (caption, teaser, byline, ...)."""

    article: int
    text: str
    reason: str


class _Kept:
    """A value derived from a frozen object's fields, kept in the object once read: a plain
    attribute from then on (a non-data descriptor, so the instance's own value is found first),
    where a ``property`` is a function call at every read."""

    def __init__(self, derive: Callable[[Any], Any]) -> None:
        self.derive = derive

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.derive(obj)
        return value


@dataclass(frozen=True)
class Sentence:
    """One sentence of one cleaned article, with the terms the later stages compare."""

    id: int  # index into Story.sentences
    article: int
    index: int  # position within its article (0 = lead)
    paragraph: int
    text: str  # as written in the source, whitespace-normalised
    words: int  # whitespace tokens, the unit of every word budget
    token_ids: Any = field(repr=False, compare=False)  # stem ids of every word (np.int64)
    term_ids: Any = field(repr=False, compare=False)  # stem ids of the content words
    trimmed: str = ""  # faithful shorter form (leading connective, dateline removed); "" = same
    trimmed_words: int = 0
    vocab: Any = field(default=None, repr=False, compare=False)  # terms.Vocabulary of the ids

    def _tokens(self) -> tuple[str, ...]:
        """Every word, lowercased and stemmed, in order."""
        from .terms import stems_of

        return stems_of(self.token_ids, self.vocab)

    # kept at the first read (``_Kept``): selection's repeat tests and the marks read a
    # sentence's words again for each brief round and each article they look in
    tokens = _Kept(_tokens)

    @property
    def terms(self) -> tuple[str, ...]:
        """The content words among tokens (no stopwords), in order."""
        from .terms import stems_of

        return stems_of(self.term_ids, self.vocab)

    @classmethod
    def make(cls, id: int, article: int, index: int, paragraph: int, text: str, words: int,
             token_ids: Any, term_ids: Any, trimmed: str = "", trimmed_words: int = 0,
             vocab: Any = None) -> Sentence:
        """``Sentence(...)`` at half the cost (a story makes one per sentence, some twice):
        the frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``."""
        s = object.__new__(cls)
        s.__dict__.update(id=id, article=article, index=index, paragraph=paragraph, text=text,
                          words=words, token_ids=token_ids, term_ids=term_ids, trimmed=trimmed,
                          trimmed_words=trimmed_words, vocab=vocab, display=trimmed or text,
                          display_words=trimmed_words if trimmed else words)
        return s

    # what a brief shows of the sentence (its trimmed form, else its text) and its words: set
    # by ``make``, read hundreds of times a brief as plain attributes (``_Kept``)
    display = _Kept(lambda s: s.trimmed or s.text)
    display_words = _Kept(lambda s: s.trimmed_words if s.trimmed else s.words)


@dataclass(frozen=True)
class Derivation:
    """Article ``article`` is a reprint or edit of article ``derived_from`` (never dated
    before it); ``kind`` says whether one outlet updated its own story or copied another's."""

    article: int
    derived_from: int
    evidence: str
    shared: float = 0.0  # share of the derived article's sentences found in the other
    kind: str = "copy"  # "copy": another outlet's text reused; "update": the outlet's own rewrite

    def to_dict(self) -> dict[str, Any]:
        return {"article": self.article, "derived_from": self.derived_from,
                "evidence": self.evidence, "shared": round(self.shared, 3), "kind": self.kind}


@dataclass(frozen=True)
class Alignment:
    """Cross-source alignment of sentences.

    ``support[s]`` lists, for sentence ``s``, every (article, sentence, similarity) in another
    article that says the same thing; ``lineage[a]`` is the id of article ``a``'s family of
    reprints; ``voice[a]`` its independent outlet (one outlet's several articles, and what was
    copied from it, are one voice), so independent outlets of a fact = distinct voices among
    its articles.
    """

    support: tuple[tuple[tuple[int, int, float], ...], ...]
    derivations: tuple[Derivation, ...]
    lineage: tuple[int, ...]
    vectors: Any = field(default=None, repr=False, compare=False)  # sentence x term (CSR)
    similarity: Any = field(default=None, repr=False, compare=False)  # dense cosine, if small
    voice: tuple[int, ...] = ()  # article -> its outlet (a representative article); () = lineage
    near: tuple[tuple[int, int], ...] = ()  # sentence pairs similar enough to be marked that
    # tell neighbouring facts ("charged" / "wanted for questioning"): not marks, but one
    # brief never takes both

    def articles_of(self, sentence: Sentence) -> list[int]:
        arts = {sentence.article}
        arts.update([a for a, _, _ in self.support[sentence.id]])
        return sorted(arts)

    def independent(self, articles: list[int] | set[int]) -> int:
        """How many independent outlets the articles are: reprints and one outlet's several
        articles (AP on Monday and AP on Tuesday) count once."""
        voice = self.voice or self.lineage
        return len({voice[a] for a in articles})

    def lineages(self, articles: list[int] | set[int]) -> int:
        """How many reprint families the articles are (one outlet's articles may be several)."""
        return len({self.lineage[a] for a in articles})


@dataclass(frozen=True)
class Focus:
    """The reader's question and how much the story bears on it (``focus.py``).

    ``term_weight[t]`` is how strongly stem id ``t`` speaks to the question (the question's own
    words 1, the words the story uses with them and its topic words less); ``relevance[s]`` how
    much sentence ``s`` bears on it (0..1; 0 when it has neither a question word nor one the
    story uses with them), ``direct[s]`` the share of the question's own words it contains.
    ``articles`` speak to the question (a sentence with ``direct`` at least the threshold
    ``focus.FocusParams.article_threshold``); the others contribute nothing to the brief, and
    when there are none, nothing answers the question.
    """

    query: str
    terms: tuple[str, ...]  # the question's content words, stemmed (what it is matched on)
    term_weight: Any = field(repr=False, compare=False)  # np.ndarray over stem ids
    relevance: Any = field(repr=False, compare=False)  # np.ndarray over sentences
    direct: Any = field(repr=False, compare=False)  # np.ndarray over sentences
    articles: frozenset[int] = frozenset()

    def answers(self, sentence: Sentence) -> bool:
        """Whether a sentence may go into the brief: it bears on the question, in an article
        that speaks to it."""
        return sentence.article in self.articles and bool(self.relevance[sentence.id] > 0)


@dataclass(frozen=True)
class FigureUpdate:
    """A new sentence's figure against the value a seen article gave for the same measure."""

    figure: str  # as the new sentence writes it: "12 people"
    was: str  # as the seen article wrote it: "10 people"
    change: str  # "up" or "down"
    article: int  # the seen article
    sentence: int  # its sentence (Story.sentences id)

    def to_dict(self) -> dict[str, Any]:
        return {"figure": self.figure, "was": self.was, "change": self.change,
                "article": self.article, "sentence": self.sentence}


@dataclass(frozen=True)
class Novelty:
    """What the reader has already seen (``novelty.py``): the seen articles, how close each
    sentence comes to a seen one (``old``, cosine 0..1), which sentences say what the seen
    articles already said (``said``: never chosen), the concept codes the seen articles
    covered (select weighs them ``seen_concept_weight`` times as much) and new figures against
    old ones (``updates``: sentence id -> FigureUpdates)."""

    seen: frozenset[int]
    since: str | None = None
    old: Any = field(default=None, repr=False, compare=False)  # np.ndarray over sentences
    said: Any = field(default=None, repr=False, compare=False)  # np.ndarray (bool)
    concepts: Any = field(default=None, repr=False, compare=False)  # np.ndarray, sorted
    updates: dict[int, tuple[FigureUpdate, ...]] = field(default_factory=dict, repr=False,
                                                          compare=False)
    seen_concept_weight: float = 0.3


@dataclass(frozen=True)
class Story:
    """Everything known about one story: the Doc that flows through the stages."""

    articles: tuple[Article, ...]
    paragraphs: tuple[tuple[str, ...], ...] = ()  # cleaned paragraphs per article
    removed: tuple[Removal, ...] = ()
    sentences: tuple[Sentence, ...] = ()
    alignment: Alignment | None = None
    warnings: tuple[str, ...] = ()
    boilerplate: frozenset[int] = field(default_factory=frozenset)  # articles that are not news
    vocab: Any = field(default=None, repr=False, compare=False)  # terms.Vocabulary of its ids
    title_ids: tuple[Any, ...] = field(default=(), repr=False, compare=False)  # per article
    left_out: tuple[tuple[int, str], ...] = ()  # (article, why it adds nothing to any brief)
    off_story: tuple[tuple[int, float], ...] = ()  # (article about another story, its closest
    # cosine with any other article): left out of briefs (``align.off_story``)
    focus: Focus | None = None  # the reader's question, when the brief answers one
    novelty: Novelty | None = None  # what the reader has seen, when the brief is an update

    def sentences_of(self, article: int) -> list[Sentence]:
        return [s for s in self.sentences if s.article == article]


@dataclass(frozen=True)
class Edit:
    """A marked change newsfuse made to a source sentence so it stands on its own: the words
    ``inserted`` (shown in [brackets] in the text), what they ``replaces`` ("" for an insertion),
    and why."""

    inserted: str
    replaces: str
    why: str

    def to_dict(self) -> dict[str, Any]:
        return {"inserted": self.inserted, "replaces": self.replaces, "why": self.why}


@dataclass(frozen=True)
class BriefSentence:
    text: str
    sources: tuple[int, ...]
    sentence: int  # id of the chosen source sentence in Story.sentences
    article: int  # the article the text was taken from
    independent: int
    support: tuple[tuple[int, str, float], ...] = ()  # (article, its sentence, similarity)
    relevance: float | None = None  # with a question: how much it bears on it (0..1)
    edits: tuple[Edit, ...] = ()  # marked edits that make it stand on its own
    updates: tuple[FigureUpdate, ...] = ()  # in an update brief: its figures against old ones
    reported: str | None = None  # the day (ISO) the article its words come from came out
    first_reported: str | None = None  # the earliest day (ISO) an article reporting it came out
    own_time: bool = field(default=False, repr=False)  # its words date what it tells, before
    # its article's day ("... a truce for one week in 1996"): no day is shown beside it
    section: str | None = None  # in a brief of a story told over days that opens on its news:
    # "news" (the opening and its news cycle), "earlier" or "later" (``order.sections``)

    @property
    def dated(self) -> bool:
        """Whether the sentence tells its own time: one of its marked edits gives a day ("today
        [1997-10-06]", "last week [week of 1998-11-02]"), or its words date what it tells
        before its article's day (``own_time``: "since the January 1998 bombing")."""
        return self.own_time or self.day_edit

    @property
    def day_edit(self) -> bool:
        """Whether one of its marked edits gives a day ("today [1997-10-06]")."""
        return any(_DAY.search(e.inserted) for e in self.edits)

    def to_dict(self) -> dict[str, Any]:
        out = {
            "text": self.text,
            "sources": list(self.sources),
            "independent": self.independent,
            "from": {"article": self.article, "sentence": self.sentence},
            "reported": self.reported,
            "first_reported": self.first_reported,
            "section": self.section,
            "support": [{"article": a, "text": t, "similarity": round(s, 3)}
                        for a, t, s in self.support],
        }
        if self.relevance is not None:
            out["relevance"] = round(self.relevance, 3)
        out["edits"] = [e.to_dict() for e in self.edits]
        if self.updates:
            out["updates"] = [u.to_dict() for u in self.updates]
        return out


@dataclass(frozen=True)
class ArticleInfo:
    index: int
    id: str
    outlet: str
    title: str | None
    words: int
    url: str | None = None
    published: str | None = None
    outlet_from: str = "unknown"
    derived_from: int | None = None
    boilerplate: bool = False
    left_out: str | None = None  # why the article adds nothing to the brief (None: it is used)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Brief:
    """The product: an extractive, attributed summary of one story (``to_dict`` is the JSON)."""

    sentences: list[BriefSentence]
    articles: list[ArticleInfo]
    words_budget: int
    derivations: list[Derivation] = field(default_factory=list)
    removed: list[Removal] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    report: Any = None  # a compare.Report when asked for
    story: Story | None = field(default=None, repr=False)

    @property
    def focus(self) -> Focus | None:
        """The question this brief answers, if any (from its story)."""
        return self.story.focus if self.story is not None else None

    @property
    def novelty(self) -> Novelty | None:
        """What the reader had seen, when this is an update brief (from its story)."""
        return self.story.novelty if self.story is not None else None

    @property
    def answered(self) -> bool:
        """False when the brief was asked a question and nothing in the articles answers it."""
        f = self.focus
        return f is None or bool(f.articles)

    @property
    def summary(self) -> str:
        return " ".join(s.text for s in self.sentences)

    @property
    def over_days(self) -> bool:
        """Whether its sentences come from articles of more than one day (agency copy of a
        story told over weeks or years): then every format shows each sentence's day (unless
        a date edit in it already gives one, ``BriefSentence.dated``), so that a reader can
        tell this year's ruling from last year's veto."""
        return len({s.reported for s in self.sentences if s.reported}) > 1

    @property
    def words(self) -> int:
        return len(self.summary.split())

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "summary": self.summary,
            "words": self.words,
            "words_budget": self.words_budget,
            "sentences": [s.to_dict() for s in self.sentences],
            "articles": [a.to_dict() for a in self.articles],
            "derivations": [d.to_dict() for d in self.derivations],
            "removed": [{"article": r.article, "text": r.text, "reason": r.reason}
                        for r in self.removed],
            "warnings": list(self.warnings),
        }
        if self.focus is not None:
            f = self.focus
            out["focus"] = {"query": f.query, "terms": list(f.terms), "answered": self.answered,
                            "articles": sorted(f.articles)}
        if self.novelty is not None:
            nv = self.novelty
            out["update"] = {"since": nv.since, "seen": sorted(nv.seen),
                             "new": [a.index for a in self.articles if a.index not in nv.seen]}
        if self.report is not None:
            out["report"] = self.report.to_dict()
        return out


def to_json(data: Any) -> str:
    """The JSON every newsfuse output uses: UTF-8 text as is, indented."""
    return json.dumps(data, ensure_ascii=False, indent=2)


def article_infos(story: Story) -> list[ArticleInfo]:
    """What outputs say of each article: outlet, title, words kept, derivation, non-news."""
    derived = {d.article: d.derived_from for d in story.alignment.derivations} \
        if story.alignment else {}
    words = [0] * len(story.articles)
    for s in story.sentences:
        words[s.article] += s.words
    why = dict(story.left_out)
    return [ArticleInfo(index=i, id=a.id, outlet=a.outlet or f"Article {i + 1}", title=a.title,
                        words=words[i], url=a.url, published=a.published,
                        outlet_from=a.outlet_from, derived_from=derived.get(i),
                        boilerplate=i in story.boilerplate, left_out=why.get(i))
            for i, a in enumerate(story.articles)]


_T = TypeVar("_T")


class StoryMemo(Generic[_T]):
    """What a stage derives once from a story and several stages read (refs' Context, order's
    Timeline): kept for the last ``size`` stories, found by the story's id and checked to be
    that very story (an id can be reused once a story is gone), thread-safe. ``parts``: what
    the value depends on, when less than the whole story (a story's sentences and their
    similarities, which its marks and left-out articles do not change): found by those
    objects' identity, so the stories one pipeline derives from another share the value."""

    def __init__(self, size: int = 8,
                 parts: Callable[[Story], tuple[object, ...]] | None = None) -> None:
        self._size = size
        self._parts = parts
        self._items: dict[int, tuple[tuple[object, ...], _T]] = {}
        self._lock = threading.Lock()

    def get(self, story: Story, build: Callable[[Story], _T]) -> _T:
        # read without the lock: one ``dict.get`` is atomic (the lock orders the writes, a
        # story's stages ask thousands of times a brief, and a hit is the usual answer)
        if self._parts is None:
            hit = self._items.get(id(story))
            if hit is not None and hit[0][0] is story:
                return hit[1]
            own: tuple[object, ...] = (story,)
        else:
            own = self._parts(story)
            hit = self._items.get(id(own[0]))
            if hit is not None and all(a is b for a, b in zip(hit[0], own)):
                return hit[1]
        value = build(story)
        with self._lock:
            if len(self._items) >= self._size:
                self._items.pop(next(iter(self._items)))
            self._items[id(own[0])] = (own, value)
        return value
