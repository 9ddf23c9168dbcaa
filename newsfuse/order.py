"""Order: arrange chosen sentences into a readable brief.

Owns sentence order: the brief opens on the story's main event (the early fact with the widest
independent support, standing on its own; in a story told over days with none, the lead the
most outlets, then articles, report in any words; never a lede that tells no event or a
definition when an early sentence tells what happened); every other fact sits where the
sources put it (its earliest relative position across the articles that report it), or, in a
story told over days, its news cycle's details right after the opening and then the rest in
time order, each fact placed by when what it tells happened (its main clause's own date, the
day it was first reported); sentences from one article keep their original order, unless
their own time places one well before its article's day (``sections`` says which sentences
tell what happened before the opening's news cycle, and which after, for every format to head
them "Earlier" and "Later"); a sentence whose references lean on the sentence before it in its
source comes right after that sentence, one that names in full someone an earlier sentence
calls by surname alone comes before it, and the brief never opens on an unresolved reference.
Articles that share almost no words tell other stories (``align.story_groups``): each story's
sentences stay together, never interleaved.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from .align import mark_paraphrases, story_groups
from .claims import fact_events
from .dates import (
    Date,
    find_times,
    reference_date,
    relative_notes,
    relative_times,
    shared_units,
    with_notes,
)
from .model import Edit, Sentence, Story, StoryMemo
from .refs import (
    NEEDS_PREVIOUS,
    Context,
    Need,
    can_resolve,
    in_quote,
    needs,
    opening_event,
    outside_quotes,
    quoted_share,
    resolve,
    unresolved,
)
from .terms import can_be_adjective, stem, stem_all, word_classes

_DIGIT = re.compile(r"\d")
_WORD_RUN = re.compile(r"[a-z0-9][a-z0-9'’-]*")
_DANGLING = re.compile(
    r"^(?:He|She|They|It|His|Her|Their|Its|Him|Them|This|These|Those|That|Such|There|"
    r"The (?:two|three|latter|former|same)|Both|Another|Also|But|And|So|Then)\b")


@dataclass
class Timeline:
    """When a story's articles were written: each article's reference day (``dates.
    reference_date``: its dateline's date, else its published date) and the distinct days.
    Built once per story (``of``) and shared by select (the words date edits add), order and
    the brief's assembly."""

    story: Story
    refs: tuple[Date | None, ...]
    days: list[Date]  # sorted
    shared: frozenset[str] = frozenset()  # the units every day shares (dates.shared_units)
    _notes: dict[int, tuple[str, tuple[Edit, ...]]] = field(default_factory=dict, repr=False)
    _days: dict[int, Date | None] = field(default_factory=dict, repr=False)  # ``day``'s
    _told: dict[int, Date | None] = field(default_factory=dict, repr=False)  # ``told``'s

    @classmethod
    def of(cls, story: Story) -> Timeline:
        return _TIMELINES.get(story, cls._build)

    @classmethod
    def _build(cls, story: Story) -> Timeline:
        refs = tuple(reference_date(a.text, a.published) if a.published else None
                     for a in story.articles)
        days = sorted({d for d in refs if d is not None})
        return cls(story, refs, days, shared_units(days))

    @property
    def several_days(self) -> bool:
        return len(self.days) > 1

    def dated(self, s: Sentence, text: str | None = None) -> tuple[str, tuple[Edit, ...]]:
        """``text`` (default: the sentence as the brief shows it) with a marked date after
        each relative time word a reader could misread in a brief of articles of several days
        ("today [1998-06-25]", ``dates.relative_notes``), and the edits."""
        if not self.several_days:
            return text if text is not None else s.display, ()
        key = s.id if text is None else -1
        hit = self._notes.get(key)
        if hit is not None:
            return hit
        body = s.display if text is None else text
        ref = self.refs[s.article]
        if ref is None or in_quote(self.story, s.id):  # the speaker's day is not known
            out: tuple[str, tuple[Edit, ...]] = (body, ())
        else:
            notes = relative_notes(body, ref, self.days, self.shared)
            outlet = self.story.articles[s.article].outlet or "article"
            when = f"{ref:%B} {ref.day}, {ref.year}"
            edits = tuple(Edit(inserted=n.note, replaces="", why=f'the date "{n.phrase}" '
                               f"names, counted from its article's date ({outlet}, {when})")
                          for n in notes)
            out = (with_notes(body, notes), edits)
        if key >= 0:
            self._notes[key] = out
        return out

    def day(self, s: Sentence) -> Date | None:
        """When the sentence's fact happened, as far as the story says: the earliest of the
        days the sentence itself places an event on up to its article's day ("denied ...
        Thursday", "on June 3"; a day to come counts as its article's: it tells how things
        stood then) and the reference days of the articles that report the fact (the day it
        was first news). None when its article has no date."""
        if s.id in self._days:
            return self._days[s.id]
        day = self._days[s.id] = self._day(s)
        return day

    def _day(self, s: Sentence) -> Date | None:
        ref = self.refs[s.article]
        if ref is None:
            return None
        best = ref
        text = s.display
        explicit = find_times(text, ref) if _DIGIT.search(text) else []  # "on June 3"
        for t in [*relative_times(text, ref), *(t for t in explicit if _DIGIT.search(t.text))]:
            if t.grain == "day" and t.first == t.last and t.first < best and \
                    (ref - t.first).days <= 31:
                best = t.first
        al = self.story.alignment
        if al is not None:
            for a, _, _ in al.support[s.id]:
                d = self.refs[a]
                if d is not None and d < best:
                    best = d
        return best

    def told(self, s: Sentence) -> Date | None:
        """When what the sentence tells happened, for its place in time order: its ``day``,
        or earlier, the time its own main clause dates it to ("ETA declared a truce for one
        week in 1996.", "Metallica sued the company last month ...": ``told_before``), so
        background a later article tells comes before the events it led to."""
        if s.id in self._told:
            return self._told[s.id]
        day = self.day(s)
        when = told_before(s.display, self.refs[s.article]) if day is not None else None
        if when is None and day is not None:  # a state since long before its article's day
            # ("Rudolph has been on the run since the January 1998 bombing ...", told in 2000):
            # background, in time order where it began (it may not open: ``can_open``)
            when = since_when(self.story, s)
        told = self._told[s.id] = when if when is not None and day is not None and \
            when < day else day
        return told

    def tells_own_time(self, s: Sentence) -> bool:
        """Whether the sentence's own words place what it tells before its day ("ETA declared
        a truce for one week in 1996."): its time is in its text (``told_before``), and a day
        beside it would be another. A state since long before ("Rudolph has been on the run
        since the January 1998 bombing ...") is not: it holds as of its article's day, which
        the reader needs (two blind readers of session 21 and 22 missed D0729G's), though it
        takes its place in time order where it began (``told``)."""
        day = self.day(s)
        if day is None:
            return False
        when = told_before(s.display, self.refs[s.article])
        return when is not None and when < day

    def edit_words(self, s: Sentence) -> int:
        """Words the date edits add to the sentence."""
        if not self.several_days:
            return 0
        return sum(len(e.inserted.split()) for e in self.dated(s)[1])


# what dates the sentence's own main clause: a time after "in", "on" or "during" ("in 1996",
# "on Sept. 18", "in early 1996") or "last year / month / week"
_ATTACHED = re.compile(r"\b(?:[Ii]n|[Oo]n|[Dd]uring)\s+(?:(?:early|late|mid)(?:-|\s+))?$")
# what puts a time outside the main clause's past event, in the clause before it: a relative
# or subordinate clause ("Turkey, which invaded ... in 1974", "since it began in 1968"), a
# range or comparison ("from ... in 1991 to ...", "compared to 43 percent in 1962"), a clause
# in the present, perfect or future ("has claimed ... since", "will convene in July"), or a
# report ("said the agreement signed early last year ...": the saying is the news)
_NOT_MAIN = re.compile(
    r"\b(?:which|who|whom|whose|that|where|when|since|after|before|as|because|while|although|"
    r"though|if|until|unless|once|whereas|following|starting|beginning|compared|comparison|"
    r"than|from|ago|is|are|am|has|have|will|would|could|should|may|might|must|can|shall|due|"
    r"expected|scheduled|said|says|say|told|tells|reported|reports|announced|added|stated|"
    r"wrote|according|claimed|claims|testified)\b", re.I)
_CLAUSES = re.compile(r"[,;:()]|\s[-—–]+\s")
_CLAUSE_OPENERS = frozenset("the a an its his her their this these those he she it they we and "
                            "but then".split())
_PERFECT = frozenset("has have 's ’s having had".split())


@lru_cache(maxsize=65536)
def told_before(text: str, ref: Date | None) -> Date | None:
    """The earliest time, more than a news cycle before ``ref`` (the article's day), that the
    main clause of ``text`` places a past event in, outside quotation marks: "ETA declared a
    truce for one week in 1996." (1996-01-01), "Congress enacted the veto in 1996, and Clinton
    used it 82 times last year.", "The group began observing an open-ended cease-fire on Sept.
    18.". Not a time of a relative, subordinate or participle clause ("Turkey, which invaded
    ... in 1974", "since the January 1998 bombing", "the law, passed only last year"), a
    noun's ("the 1996 Olympic Park bombing", "last week's judgment"), a range or comparison,
    a report ("said the agreement signed early last year"), or a clause in the present or
    future. A year or month counts as its last day (where it moves a sentence least). None
    when nothing dates it so."""
    if ref is None or (not _DIGIT.search(text) and "ast " not in text):  # "[Ll]ast "
        return None
    plain = outside_quotes(text)
    times = find_times(plain, ref)
    if any(t.grain == "day" and abs((ref - t.last).days) <= NEWS_CYCLE and
           not _RELATIVE_CLAUSE.match(_CLAUSES.split(plain[:t.start])[-1]) for t in times):
        return None  # it also tells the day's news ("was born in 1950 and died Tuesday",
        # "was convicted in 1996 ..., and she was executed Tuesday"): that is its time (not
        # a relative clause's day: "..., who did not have a more precise date Saturday")
    best: Date | None = None
    for t in times:
        if (ref - t.last).days <= NEWS_CYCLE or (best is not None and t.last >= best):
            continue
        before, after = plain[:t.start], plain[t.end:t.end + 8]
        if before.count("(") > before.count(")") or re.match(r"['’]s\b|\w|\.?\s*\d{4}", after):
            continue  # in parentheses, a noun's ("last week's"), "last weekend", "Nov. 1996"
        if not (t.text.lower().startswith(("in ", "during ", "last ")) or
                _ATTACHED.search(before)):
            continue  # "the 1996 bombing", "since 1974"
        if _FRONTED.fullmatch(before) and plain[t.end:t.end + 1] == ",":
            # a time that opens the sentence dates the main clause after its comma ("In 1996,
            # ETA declared a truce.", "On Sept. 18, the group began ..."), read up to the first
            # word that makes it another clause's ("In 1996, when ETA declared ...")
            words = _WORD.findall(_CLAUSES.split(plain[t.end + 1:])[0])
            if words and (words[0][0].isupper() or words[0].lower() in _CLAUSE_OPENERS) and \
                    _past_in(words[:next((k for k, w in enumerate(words)
                                          if _NOT_MAIN.fullmatch(w)), len(words))]):
                best = t.last
            continue
        clause = _CLAUSES.split(before)[-1]
        words = _WORD.findall(clause)
        if not words or _NOT_MAIN.search(clause) or \
                not (words[0][0].isupper() or words[0].lower() in _CLAUSE_OPENERS) or \
                re.match(r"\s+to\b", plain[t.end:]):
            continue  # not the main clause, or a participle's ("passed only last year")
        if _past_in(words):
            best = t.last
    return best


_RELATIVE_CLAUSE = re.compile(r"\s*(?:who|whom|whose|which|where)\b")
# a time that opens a sentence: nothing before it but the preposition ("In 1996, ...")
_FRONTED = re.compile(r"\s*(?:(?:[Ii]n|[Oo]n|[Dd]uring)\s+(?:(?:early|late|mid)(?:-|\s+))?)?")


def _past_in(words: Sequence[str]) -> bool:
    """Whether a clause's words (a name's aside) hold a verb in the simple past: the clause
    tells a past event ("declared", not "has declared")."""
    for k, w in enumerate(words):
        if k and w[0].isupper():
            continue
        low = w.lower()
        verb, _, lemma = word_classes(low)
        if verb and _past(low, lemma) and (not k or words[k - 1].lower() not in _PERFECT):
            return True
    return False


LEAD_INDEX = 1  # an article's lead: its first sentence, or its second after a deck or kicker
EARLY_LEDE = 0.25  # a sentence this early in the articles that report it, and among its
LEDE_SENTENCES = 4  # article's first four, may replace a lede that tells no event
# (``nothing_happens``); later ones are detail ("Berry wants to expand the brand ..."), not news
NEWS_CYCLE = 2  # days: articles of one event this close (its day and the next, across time
# zones) are one news cycle, read where the sources put each fact; beyond it, in time order
_TIMELINES: StoryMemo[Timeline] = StoryMemo()  # the last few stories' timelines


TURN_INDEX = 3  # a news turn ("Now a Kyoto University group has found ...") this early
# a sentence that turns from the set-up to the news: "Now", "But now" at its start
_TURN = re.compile(r"(?:(?:But|And|So)\s+)?[Nn]ow\b(?!\s+(?:that|is|are|was|were)\b)")
_TURNS: StoryMemo[dict[int, int]] = StoryMemo()  # per story: article -> its news turn's index


def news_turns(story: Story) -> dict[int, int]:
    """Per article, the index of its news turn, if it has one: a sentence among its first
    TURN_INDEX + 1 (not the first) that opens on "Now" after a set-up and tells what happened
    with a verb in the past ("Scientists have long wanted to produce sperm ... Using embryonic
    stem (ES) cells, ... several teams made some progress ... but were unable to ... Now a Kyoto
    University group has found a way to turn mouse ES cells into sperm precursor cells ...").
    There the news is the turn; the sentences before it set it up, they do not lead."""
    return _TURNS.get(story, _news_turns)


def _news_turns(story: Story) -> dict[int, int]:
    out: dict[int, int] = {}
    for s in story.sentences:
        if 1 <= s.index <= TURN_INDEX and s.article not in out and _TURN.match(s.text) and \
                tells_past_event(s.display, by_day=False) and can_open(story, s):
            out[s.article] = s.index
    return out


def leads_article(story: Story, s: Sentence) -> bool:
    """Whether ``s`` is its article's lead: its first or second sentence (``LEAD_INDEX``), or
    its news turn (``news_turns``), whose set-up before it is then no lead."""
    turn = news_turns(story).get(s.article)
    return s.index == turn if turn is not None else s.index <= LEAD_INDEX


def leans_back(ctx: Context, s: Sentence) -> bool:
    """Whether a description ``s`` gives with "the" points back to what an earlier sentence
    introduced in another article that tells the same fact (aligned): "Prosecutors have argued
    all along that the babies were viable ..." says "the babies" as one source's first mention,
    but the other tells it after its lead's "babies allegedly born alive" (an unmet need of that
    telling): read alone, which babies? Such a fact does not open a brief."""
    al = ctx.story.alignment
    low = f" {s.display.lower()}"
    if al is None or " the " not in low:
        return False
    for _, j, _ in al.support[s.id]:
        x = ctx.story.sentences[j]
        if x.article == s.article or x.index > s.index:
            continue  # (a telling deeper in its article than ``s`` in its own may lean on
            # what its writer set up at length: "the wealthy" 28 sentences in)
        for n in ctx.sentence_needs(x):
            if n.kind == "definite" and n.inner and n.noun and not can_resolve(ctx, n) and \
                    re.search(rf" the {re.escape(n.noun.lower())}\b", low):
                return True
    return False


KICKER_WORDS = 15  # an article's first sentence shorter than this is a kicker or a deck
# ("Thou shall not do anything like reviled Rev. Christopher King."): its second sentence leads

# what tells no news even with a verb in the past: a state told in the present passive ("Reduced
# fruit and vegetable consumption is linked to poor health", "The origin of the phrase is
# sometimes attributed to ..."), a scene set by a clause ("When Wilco's guitarist told The
# Times ...", "As attorney Keith Hampton was working to ..."), research that "suggests"
# (background to a finding), a picture's caption ("A sketch released of an unidentified woman
# ...", "A file image ... shows ...")
NOT_A_LEAD = re.compile(
    r"[^,;:]{0,140}?\b(?:is|are)\s+(?:(?:[a-z]+ly|sometimes|often|also|now|still)\s+)?"
    r"(?!(?:charged|accused|suspected|expected|scheduled|believed)\b)[a-z]+ed\s+"
    r"(?:to|by|as|with|from|in)\b"
    r"|(?:When|While)\s|As\s+(?!(?:expected|planned|predicted|promised|usual)\b)"
    # (an anecdote's scene: "When Wilco's guitarist told ...", "As attorney Keith Hampton was
    # working to ...")
    r"|[^,;:]{0,40}?\b(?:[Rr]esearch|[Ee]vidence|[Ss]tud(?:y|ies))\b[^,;:]{0,80}?\b"
    r"(?:suggests?|indicates?)\b"
    r"|(?:An?|The)\s+(?:\w+\s+){0,2}(?:sketch|photo|photograph|image|picture|handout|"
    r"screenshot|screen grab)\b")


_LOWER_WORD = re.compile(r"(?<![\w'’-])[a-z]+\b")
_NAME_WORD = re.compile(r"(?<![\w'’-])[A-Z]")


def leans_on_kicker(story: Story, s: Sentence) -> bool:
    """Whether ``s`` is the sentence right after its article's kicker (a first sentence shorter
    than KICKER_WORDS: "What used to be a black cemetery could now become a townhouse
    development.") and gives a description with "the" inside it that its source said before
    only in the kicker's other words ("The question of whether to allow the housing project
    will be debated ..."): ``refs`` counts an inner description only when its source said its
    noun before, so this one reads as a first mention; read alone, which project? Such a
    sentence does not open a brief (a kicker opens no brief either: it tells no news)."""
    if s.index != 1:
        return False
    first = next((x for x in story.sentences if x.article == s.article and x.index == 0), None)
    if first is None or first.display_words >= KICKER_WORDS or \
            not _LOWER_WORD.search(first.display):
        return False  # (a dateline, "WOODS HOLE, Mass.", is no kicker: it sets nothing up)
    text = s.display
    for n in needs(text, in_quote(story, s.id)):
        if n.kind != "definite" or not n.inner or not n.noun or n.named or (
                n.text.lower() == f"the {n.noun.lower()}" and can_be_adjective(n.noun.lower())):
            continue  # (not a class named by its adjective alone: "by the wealthy")
        at = text.find(n.text)
        if at > 0 and not _NAME_WORD.search(text, text.find(" ") + 1, at):
            return True  # (a name before it may be what it describes: "Northwestern
            # University football players ... are employees of the school")
    return False


_QUESTION = re.compile(r"\?[\"”’']?\s*$")  # a question asks the reader; it tells no news


def first_leads(story: Story, ctx: Context, article: int) -> bool:
    """Whether the article's first sentence is its lead, so that its second is detail, no
    lead (the one test of it: ``select._Details`` asks it too): at least KICKER_WORDS long
    (a kicker or a deck leaves the lead to the second), no question (MN 4328's "..., is this
    the time to start buying into the electric car maker?": it asks, the answer follows), it
    tells what happened with a verb in the past, is no scene or caption (``NOT_A_LEAD``), may
    open and stands on its own; never in an article with a news turn (there the first is the
    set-up)."""
    if article in news_turns(story):
        return False
    s = next((x for x in story.sentences if x.article == article and x.index == 0), None)
    return s is not None and s.display_words >= KICKER_WORDS and \
        not _QUESTION.search(s.display) and \
        tells_past_event(s.display, by_day=False) and not NOT_A_LEAD.match(s.display) and \
        can_open(story, s) and not [n for n in ctx.sentence_needs(s) if not can_resolve(ctx, n)]


def dangling(text: str) -> bool:
    """True when a sentence leans on an earlier one for its meaning."""
    return bool(_DANGLING.match(text.lstrip('"“‘\'')))


_TOLD: StoryMemo[dict[int, tuple[int, ...]]] = StoryMemo()  # per story: sentence -> articles


def told_by(story: Story, s: Sentence) -> tuple[int, ...]:
    """The articles that report ``s``'s fact, in its words or in their own: the marks the brief
    shows (``align.mark_paraphrases``, read for this sentence alone, once per story)."""
    memo = _TOLD.get(story, lambda _: {})
    hit = memo.get(s.id)
    if hit is None:
        al = mark_paraphrases(story, [s.id]).alignment
        hit = memo[s.id] = tuple(al.articles_of(s)) if al is not None else (s.article,)
    return hit


def story_position(story: Story, s: Sentence) -> float:
    """Earliest relative position (0 = lead, 1 = end) of the fact across reporting articles
    (kept per story: ``_Fixed``)."""
    fixed = _fixed(story)
    pos = fixed.position.get(s.id)
    if pos is None:
        counts = fixed.counts
        pos = s.index / max(1, counts[s.article])
        if story.alignment is not None:
            for a, j, _ in story.alignment.support[s.id]:
                pos = min(pos, story.sentences[j].index / max(1, counts[a]))
        fixed.position[s.id] = pos
    return pos


# an article's first sentences, where it tells its news: a fact that every outlet reporting it
# tells only further down a long article is detail ("In an e-mail from Lahore, Karamat said
# that Khan ... had tried 'to shift blame on others'", the 18th sentence of a 77-sentence
# article, inside its first quarter), not the main event
EARLY_SENTENCES = 10


def story_index(story: Story, s: Sentence) -> int:
    """The earliest index at which an article reporting the fact tells it."""
    al = story.alignment
    if al is None:
        return s.index
    return min([s.index, *(story.sentences[j].index for _, j, _ in al.support[s.id])])


@dataclass
class _Fixed:
    """What order reads of a story's sentences that no choice of sentences changes, kept per
    story: sentences per article, each sentence's ``story_position`` and ``can_open``."""

    counts: list[int]
    position: dict[int, float] = field(default_factory=dict)
    opens: dict[tuple[int, bool], bool] = field(default_factory=dict)


def _fixed(story: Story) -> _Fixed:
    return _FIXED.get(story, _fixed_of)


def _fixed_of(story: Story) -> _Fixed:
    counts = [0] * len(story.articles)
    for x in story.sentences:
        counts[x.article] += 1
    return _Fixed(counts)


_FIXED: StoryMemo[_Fixed] = StoryMemo()


# a year written as a number (not part of a sum, a figure or a longer number); select reads it too
YEAR = re.compile(r"(?<![\d$£€,.])(1[89]\d\d|20\d\d)(?![\d,.%]\d|\d)")
# a year the sentence places its event in ("since 1974", "In 1964,", "in August 1995")
_WHEN_YEAR = re.compile(r"\b(?:[Ii]n|[Ss]ince|[Uu]ntil|[Dd]uring)\s+(?:[A-Z][a-z]+\.?\s+"
                        r"(?:\d{1,2},\s+)?)?(?:1[89]\d\d|20\d\d)\b(?!['’]?s)")
_RELATIVE = re.compile(r",\s+(?:who|whose|which)\b[^,;:]*")
# how something began, told as a participle ("Founded by bespoke shoemaker Jimmy Choo in the
# 1990s, the company makes ...", "Established in 2003, the BioWatch Program provides ..."):
# background
_ORIGIN = re.compile(r"(?:Founded|Established|Created|Launched|Built|Formed|Started|Begun|"
                     r"Set up)\b[^,]{0,80}\b(?:1[89]\d\d|20\d\d)s?\b[^,]{0,20},")
# a quotation of four words or more opening a sentence (not a title: '"Star Trek" star ...')
_QUOTE_LEDE = re.compile(r"^[\"“‘']\s*(?:[^\s\"”]+\s+){3}")
QUOTED_LEDE = 0.6  # a sentence this much in someone's words ('A hospital spokesman said: "Two
# international hospitals ... have fresh evidence about their proposed experimental treatment.'):
# a quotation lede, whoever is named before it
BACKGROUND_YEARS = 2  # a sentence whose every year is this many before its article's is history
# what tells a reader which story a sentence is about: a name after its first word, a figure,
# or a study it reports ("..., a new study finds"); a sentence with none names nothing
# ("Police initially said there was no foul play suspected, but that changed a day later.",
# "A once-worried mother is now expressing relief after her son was found safe.")
_NAMES_SOMETHING = re.compile(r"\d|\s[\"“‘'(]?[A-Z]")  # (searched from the first space)
_REPORTS_STUDY = re.compile(r"\b(?:[Ss]tud(?:y|ies)|[Rr]esearch\w*|[Ss]cientists?|[Ss]urvey|"
                            r"[Rr]eview|[Rr]eport|[Pp]oll|[Ff]indings?)\b")


# an item of a list of people, not a sentence: a name, an age, then a place or more names and
# no verb before the first stop ("Jonathan Polansky, 22, Beverly, MA. Charged with ...",
# "Patrick Callahan, 21, Matthew Moll, 21, and Dylan Morose, 22, all of 51 Baxter Road,
# Mansfield; each charged with ..."); not "John Smith, 45, of Boston, was arrested ..."
_LIST_ITEM = re.compile(r"(?:[A-Z][\w.'’-]*\s+){1,3}[A-Z][\w'’-]+,\s+\d{1,3},\s+"
                        r"((?:[^.;:]|\.(?=\S)|\b[A-Z]\.)*)[.;]")
_LIST_WORDS = frozenset("and of all the both each".split())
# a rate that recurs ("causes 8,000 to 10,000 deaths a year", "killing over 600,000 people
# annually"), told in the present with no event: background, not the news
_RATE = re.compile(r"\b(?:a|each|every|per)\s+year\b|\bannually\b|\byearly\b")
_EVENT = re.compile(r"\b(?:[a-z]+ed|said|says|told|was|were|had|did|made|found|took|came|went|"
                    r"will|would|could|plans?|expects?|announced|today|yesterday|tonight|"
                    r"Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b")
# the reader addressed in the first words ("If you've ever eaten a McRib, ...", "You can
# imagine volcanologists' surprise ...", "Making sure you don't blow ..."): a feature's lede
_READER = re.compile(r"\b(?:[Yy]ou|[Yy]our|[Yy]ou['’](?:re|ve|ll|d))\b")


def _list_item(text: str) -> bool:
    """Whether ``text`` opens as an item of a list of people (``_LIST_ITEM``), or a name, an age
    and where from, then what they are charged with, with no verb ("Jonathan Polansky, 22, of
    Sherman Street, Beverly, Mass., charged with eight counts ...": ``_CHARGED_ITEM``)."""
    m = _LIST_ITEM.match(text)
    if m is not None and all(w in _LIST_WORDS or not w.islower()
                             for w in re.findall(r"[A-Za-z]+", m.group(1))):
        return True
    m = _CHARGED_ITEM.match(text)
    return m is not None and all(w in _LIST_WORDS or not w.islower()
                                 for w in re.findall(r"[A-Za-z]+", m.group(1)))


_CHARGED_ITEM = re.compile(r"(?:[A-Z][\w.'’-]*\s+){1,3}[A-Z][\w'’-]+,\s+\d{1,3},\s+"
                           r"([^;:]{0,120}?),\s+(?:each\s+|all\s+)?(?:charged|accused|cited|"
                           r"indicted|booked|sentenced)\s+(?:with|of|for|on|to)\b")


def _background_rate(text: str) -> bool:
    """Whether ``text`` tells a recurring rate with no event (``_RATE``, no ``_EVENT``)."""
    return _RATE.search(text) is not None and _EVENT.search(text) is None


def _addresses_reader(text: str) -> bool:
    """Whether "you" or "your" stands in the first six words, outside quotation marks, of a
    sentence that reports no finding ("You can imagine volcanologists' surprise when they
    discovered that ...", "..., according to a study ...": the news is in it)."""
    head = " ".join(outside_quotes(text).split()[:6])
    return _READER.search(head) is not None and _FINDING.search(text) is None


# a lede that opines or withholds the event instead of telling it: "A Wendy Davis run for
# Texas governor may be just what the Democratic party needs ...", "A young Brooklyn mother ...
# did what all New Yorkers do when the elevator doors open — she walked in."
# ("For Republicans on Capitol Hill, Donald Trump may finally have gone too far.": a judgement),
# or tells what usually is or long was instead of what happened ("Perceived effectiveness
# measures are often used to pretest ...", "For years, the weather has been a scapegoat for
# ...": background first)
_SOFT_LEDE = re.compile(r"\b(?:may|might|could|would)\s+(?:well\s+)?be\s+(?:just|exactly|"
                        r"precisely)\s+what\b|\b(?:did|does|do)\s+what\s+(?:all|every|most|many|"
                        r"any|other|others|everyone|everybody|people|millions)\b|"
                        r"\b(?:may|might)\s+(?:finally|well|just)\s+have\s+[a-z]+\s+too\b")
# a headline or standfirst run in as a sentence: two people named with a comma for "and"
# ("Dan, Fran Keller were victims of 'satanic panic' ..., their lawyer says.")
_HEADLINE_NAMES = re.compile(r"[A-Z][a-z]+,\s+[A-Z][a-z]+\s+[A-Z][a-z]+\s+(?:were|are|have|had|"
                             r"say|get|got|win|won|face|plead|pleaded|will|to)\b")
_BACKGROUND_LEDE = re.compile(r"(?:For|Over)\s+(?:years|decades|generations|centuries),|"
                              r"[^,;:]{0,80}?\b(?:is|are)\s+(?:often|usually|typically|generally|"
                              r"commonly|frequently|traditionally)\s+[a-z]+ed\b|"
                              # a reputation, not news: "[Alex] Lowe was regarded as the world's
                              # greatest mountain climber when he was swept to his death" (MN 1902)
                              # (its subject, maybe with an aside between commas: "Lowe, who
                              # was 40 at the time of his death, was regarded as the best ...")
                              r"[^,;:]{0,60}?(?:,[^,;:]{0,80},)?\s*\b(?:is|are|was|were)\s+(?:widely\s+|"
                              r"long\s+|once\s+|then\s+|generally\s+)?(?:regarded|considered|seen|"
                              r"viewed|known)\s+as\b")
# a detail of a set told before it: "Of the 12 arrested on Saturday, seven were booked at the
# Anaheim Detention Facility ..." (MN 4684, an update line over its article's lead; seed 647's
# reader: "opens on a jail-booking detail before the stabbings"), "Of those isolates, ...",
# "Among the 16 government officials listed are ...": the set's own news comes first
_PARTITIVE_LEDE = re.compile(r"(?:Of\s+(?:the|those|these)|Among\s+(?:those|these|the(?=\s+(?:\d|"
                             r"(?:two|three|four|five|six|seven|eight|nine|ten|dozens?|hundreds?|"
                             r"thousands?)\b))))\s+[^,;:.]{0,80},\s")
# a lede about whoever or whatever, no one the news is about: "Whoever makes a play for 64 Perry
# St. next had better not be put off by the swarms of tourists it attracts." (MN 1907's kicker
# over the news that the house is for sale; the readers of seeds 613, 619 and 647), "Whatever
# the merits of ...", "Those who know him described ...", "Anyone who ..."
_GENERIC_LEDE = re.compile(r"(?:Whoever|Whomever|Whatever|Whichever|(?:Anyone|Anybody|Those)\s+who)"
                           r"\b")
# a comparison with a case told before it: "[Jim] Reischl, 67, a retired cartographer, is not the
# only soldier who has turned up in Vietnam looking for his lost love ..." (MN 2447, reader f8:
# "contrasts with a story the reader has not been given"): it follows the story it is set
# against, it does not open
_NOT_THE_ONLY = re.compile(r"\b(?:(?:is|are|was|were)\s+not|(?:is|are|was|were)n['’]t)\s+the\s+"
                           r"only\b")
# a reaction that names what it judges by a description: "Heather Sculthorpe, chief executive
# of the Tasmanian Aboriginal Center, called the work an 'insult.'" (validation 2053, both blind
# readers of seed 419: "reaction before the event"): the thing judged comes first
_REACTION_LEDE = re.compile(r"\b(?:called|calls|labell?ed|branded|dubbed|termed|declared)\s+"
                            r"the\s+(?:(?!the\s|of\s)[a-z][\w-]*\s+){0,2}?"
                            r"[a-z][\w-]*\s+an?(?:\s+[“\"]?[\w-]|\s*$)")
# a study rated, not what it found: "The new study, published in the journal JAMA Psychiatry on
# Wednesday, is the most comprehensive effort to date to establish the long-term consequences of
# childhood bullying, experts said." (MN 2850, reader b2: "an evaluation of the study, placed
# before what the study found"); its subject, an aside between commas at most, then "is the
# most" (not "The study found that the disease is most common ...")
_RATES_STUDY = re.compile(r"The\s+(?:new\s+|latest\s+|recent\s+)?(?:study|report|research|survey|"
                          r"analysis|review)(?:,[^,;:]{1,100},)?\s+(?:is|was)\s+(?:the\s+)?most\s")
# a main clause in the past perfect, its subject first ("Defense lawyer Jack McMahon had argued
# Tuesday ..."): what had happened before the news, which the sources tell after it (not "...
# said it had carried out ...": the saying is the news). The word after "had" (and an adverb,
# "been") must be a verb's past participle by its word classes ("had made", "had won"), not a
# noun, a number or an adjective ("had seven children", "had red paint": "had" is the verb)
_PLUPERFECT = re.compile(r"\s(had)\s+(?:(?:already|earlier|previously|long|also|just)\s+)?"
                         r"(been\s+)?([a-z]+)\b")
_SUBJECT = re.compile(r"(?:[A-Z][\w.'’-]*|[a-z]+)(?:\s+[\w.'’-]+){0,7}")  # up to 8 words
# participles spelt as their verb's lemma, which ``_past`` does not read as past
_SAME_PARTICIPLE = frozenset("come become run hit cut put set let shut hurt cost quit spread "
                             "read bet bid burst cast".split())


def _pluperfect(text: str) -> bool:
    """Whether ``text``'s main clause is in the past perfect (``_PLUPERFECT``: "had" and a
    past participle among its first words), with no clause before its "had" that makes it
    another's (a report: "said it had", a time clause: "After the judge had ruled", a relative
    clause)."""
    for m in _PLUPERFECT.finditer(text):
        if not _SUBJECT.fullmatch(text, 0, m.start()):
            break  # its subject first: "had" among the sentence's first nine words
        low = m.group(3)
        verb, _, lemma = word_classes(low)
        if m.group(2) or (verb and (_past(low, lemma) or low in _SAME_PARTICIPLE)):
            return _NOT_MAIN.search(text[:m.start(1)]) is None
    return False


# a state that has lasted since a time well before the article's day, its main clause in the
# present perfect ("Rudolph has been on the run since the January 1998 bombing of a Birmingham
# abortion clinic ...", told in March 1999): background, not the day's news ("has been missing
# since Friday" is)
_SINCE_STATE = re.compile(r"([^,;:]{0,100}?)\b(?:has|have)\s+(?:not\s+)?been\b[^,;:]{0,80}?"
                          r"\bsince\s+(?:the\s+)?")


def _since_state(story: Story, s: Sentence) -> bool:
    """Whether ``s`` tells a state that has lasted since more than STATE_DAYS before its
    article's day (``_SINCE_STATE``: its main clause, not a report's or a relative clause's,
    and a time among the two words after "since": "the January 1998 bombing")."""
    return since_when(story, s) is not None


def since_when(story: Story, s: Sentence) -> Date | None:
    """When the state ``s`` tells began, for a state that has lasted since more than
    STATE_DAYS before its article's day (``_since_state``): the time after "since" (its first
    day: "since the January 1998 bombing", 1998-01-01); None for any other sentence."""
    m = _SINCE_STATE.match(s.display) if " since " in s.display else None
    ref = Timeline.of(story).refs[s.article] if m is not None else None
    if m is None or ref is None or _NOT_MAIN.search(m.group(1)):
        return None
    near = _TWO_WORDS.match(s.display, m.end()).end()
    return next((t.first for t in find_times(s.display, ref)
                 if m.end() <= t.start <= near and (ref - t.last).days > STATE_DAYS), None)


_TWO_WORDS = re.compile(r"(?:[A-Za-z.'’-]+\s+){0,2}")
STATE_DAYS = 31  # a state lasting since more than this before the article's day is background


_FINDING = re.compile(r"\b(?:discover\w*|found|finds|filed|according to|stud(?:y|ies)|"
                      r"research\w*|report\w*|reveal\w*|show(?:s|ed|n)|announc\w*)\b")


_WORD = re.compile(r"[A-Za-z]+")
_BE = frozenset("is are was were be been being am 's ’s".split())
_LIGHT_VERBS = frozenset("be have do can may might must shall should will would could seem".split())


def nothing_happens(text: str) -> bool:
    """Whether ``text``, outside quotation marks, tells no event: its verbs, if any, only be,
    have or do (a word that may be a noun too, "sound bite", "measure", is read as one), no
    verb in the past ("hit", "has crowned"), none in -ing after "is" ("is teaming up") or in -s
    after a name or pronoun ("McCullum faces"), no one saying or reporting, no day, no plan,
    no figure, no finding: a feature's or a columnist's lede ("The Good Country Index doesn't
    measure what countries do at home.", "Well, Republicans have a convenient sound bite for
    next year's election ...", "Every time McDonald's trots out its McRib sandwich, fans
    clamor for ...", "American Airlines is no fan of ... Qatar Airways.")."""
    plain = outside_quotes(text)
    if _DIGIT.search(plain) or _EVENT.search(plain) or _FINDING.search(plain):
        return False
    words = _WORD.findall(plain)
    for k, w in enumerate(words):
        if k and w[0].isupper():
            continue  # a name's word ("United", "Fed")
        low = w.lower()
        verb, noun, lemma = word_classes(low)
        if not verb or lemma in _LIGHT_VERBS:
            continue
        prev = words[k - 1] if k else ""
        if _past(low, lemma) or not noun or \
                (low.endswith("ing") and prev.lower() in _BE) or \
                (low.endswith("s") and low != lemma and prev[:1].isupper()):
            return False  # a verb told as one: past, -ing after "is", -s after a name
    return True


_NEWS_DAY = re.compile(r"\b(?:today|yesterday|tonight|Monday|Tuesday|Wednesday|Thursday|Friday|"
                       r"Saturday|Sunday)\b")


def tells_past_event(text: str, by_day: bool = True) -> bool:
    """Whether ``text``, outside quotation marks, tells something that happened: a verb in the
    past ("has crowned", "gave out", "said it received"; a name's word aside) or, ``by_day``, a
    day ("Joining the menu today at McDonald's restaurants ... is the McRibster"; not a photo
    caption's "Putin takes part in a hockey match in Sochi on Saturday" without it)."""
    plain = outside_quotes(text)
    if by_day and _NEWS_DAY.search(plain):
        return True
    for k, w in enumerate(_WORD.findall(plain)):
        if k and w[0].isupper():
            continue
        low = w.lower()
        verb, _, lemma = word_classes(low)
        if verb and lemma not in _LIGHT_VERBS and _past(low, lemma):
            return True
    return False


def _past(low: str, lemma: str) -> bool:
    """Whether a verb's lower-cased form is its past (not its lemma, an -s or an -ing form)."""
    return low != lemma and not low.endswith(("s", "ing"))


# a sentence that defines its subject: what a disease, a place or a thing is ("Rocky Mountain
# Spotted Fever (RMSF) is a disease caused by the bacteria ...", "Malaria is one of the most
# common ... infectious diseases"): background a reader wants after the news, not before it
_DEFINITION = re.compile(r"[A-Z][^,;:]{0,80}?\s(?:is|are)\s+(?:a|an|one\s+of\s+the)\s")


def defines(text: str) -> bool:
    """Whether ``text`` opens by defining its subject (``_DEFINITION``)."""
    return (" is " in text or " are " in text) and _DEFINITION.match(text) is not None


def can_open(story: Story, s: Sentence, as_content: bool = False) -> bool:
    """Whether a sentence may open a brief (beyond standing on its own): not a quotation
    before the event it answers ('"We will clarify this," Netanyahu said', a feature's quote
    lede, a sentence mostly in someone's words: 'A hospital spokesman said: "..."'), not a
    sentence that names nothing (no name after its first word, no figure, no study: "Police
    initially said there was no foul play suspected, ..."), and not background, a sentence
    whose every year lies well before its article's ("Cyprus has been in a tense dispute with
    Turkey since 1974", "In 1964, Sammy Davis Jr. was handed ..."): its article's date, else
    the latest year the article gives; nor an item of a list of people ("Jonathan Polansky,
    22, Beverly, MA. Charged with ..."), a feature's address to the reader in its first words
    ("If you've ever eaten a McRib, ...", unless it reports a finding), a comparison with a case
    told before it ("... is not the only soldier who has turned up in Vietnam ...") or, unless
    ``as_content``, a study rated before what it found ("The new study ... is the most
    comprehensive effort to date ...": ``_RATES_STUDY``), a main clause in the past perfect,
    what had happened before the news
    ("Defense lawyer Jack McMahon had argued Tuesday ...": ``_pluperfect``), a state that has
    lasted since well before its article's day ("Rudolph has been on the run since the January
    1998 bombing ...", told in March 1999: ``_since_state``) or
    (the fact select makes the brief carry) a recurring rate told with no event
    ("hepatitis C now causes 8,000 to 10,000 deaths a year": background)."""
    opens = _fixed(story).opens
    hit = opens.get((s.id, as_content))
    if hit is None:
        hit = opens[(s.id, as_content)] = _can_open(story, s, as_content)
    return hit


def _can_open(story: Story, s: Sentence, as_content: bool) -> bool:
    """``can_open``, read from the sentence's text and its article's date."""
    text = s.display
    if _QUOTE_LEDE.match(text) or (text[:1] in "FECLBS" and _ORIGIN.match(text)) or \
            quoted_share(text) >= QUOTED_LEDE:
        return False
    first = text.find(" ")
    if first < 0 or not (_NAMES_SOMETHING.search(text, first) or _REPORTS_STUDY.search(text)):
        return False  # it names nothing: which story is it?
    if text.endswith(("...", "…")):
        return False  # it trails off: a teaser cut short ("has died of an apparent drug
        # overdose ...")
    if (text[:1].isupper() and "," in text[:40] and _list_item(text)) or \
            (not as_content and "ear" in text and _background_rate(text)) or \
            (("ou" in text[:60]) and _addresses_reader(text)) or \
            ((" what " in text or " too " in text) and _SOFT_LEDE.search(text)) or \
            (text[:1] in "FOPABCDEGHIJKLMNQRSTUVWXYZ" and _BACKGROUND_LEDE.match(text)) or \
            (text[:1] in "OA" and _PARTITIVE_LEDE.match(text)) or \
            (text[:1] in "WAT" and _GENERIC_LEDE.match(text)) or \
            (text[:1].isupper() and "," in text[:20] and _HEADLINE_NAMES.match(text)) or \
            (" only " in text and _NOT_THE_ONLY.search(outside_quotes(text))) or \
            (" the " in text and _REACTION_LEDE.search(outside_quotes(text))) or \
            (not as_content and " most " in text and _RATES_STUDY.match(text)) or \
            (not as_content and " had " in text and _pluperfect(text)) or \
            (not as_content and " since " in text and _since_state(story, s)):
        return False  # a list item, a recurring rate, a feature's address to the reader, a
        # lede that opines or withholds the event, a set's detail, whoever's, a headline, what
        # had happened before
    if not _DIGIT.search(text):
        return True
    text = _RELATIVE.sub("", text)  # "Marty Balin, who co-founded the band in 1965, ..."
    if not _WHEN_YEAR.search(text):
        return True
    years = [int(y) for y in YEAR.findall(text)]
    if not years:
        return True
    art = story.articles[s.article]
    ref = Timeline.of(story).refs[s.article] if art.published else None
    if ref is not None:
        now = ref.year
    else:
        now = max((int(y) for y in YEAR.findall(art.text)), default=0)
    return max(years) > now - BACKGROUND_YEARS


def opening(story: Story, sents: Sequence[Sentence], indep: Sequence[float],
            standalone: Callable[[int], bool], early: float = 0.25,
            value: Sequence[float] | None = None,
            margin: float = 0.0, as_content: bool = False) -> int | None:
    """Which of ``sents`` a brief opens on: the early fact with the widest independent support
    (2+ outlets, reprints counted once) that stands on its own, among the facts that the articles
    reporting them give in their first ``early`` share. None when no early fact has two
    independent outlets: then the brief opens where the sources do. ``as_content``: the fact
    the brief must carry (select), where a widely told recurring rate still counts (order
    then opens on another: ``can_open``)."""
    if not sents or max(indep) < 2:
        return None
    wide = [i for i in range(len(sents)) if indep[i] >= 2 and can_open(story, sents[i],
                                                                       as_content)]
    if not wide:
        return None
    pos = {i: story_position(story, sents[i]) for i in wide}
    for limit in (early,):  # a late fact is background or aftermath, not the main event
        ok = [i for i in wide if pos[i] <= limit and
              story_index(story, sents[i]) < EARLY_SENTENCES]
        if value is None:  # the widest, earliest that stands on its own (asked in that order);
            # of equals, one that tells a happening ("The Bahraini Court of Appeals confirmed
            # the conviction ...") before one that tells a view of it or what is ("Today's
            # appeal verdict ... is the latest example of ...")
            ok.sort(key=lambda i: (-indep[i], pos[i], not _tells_happening(sents[i].text),
                                   sents[i].index))
            return next((i for i in ok if standalone(i)), None)
        ok = [i for i in ok if standalone(i)]
        if ok:  # among the widest (within margin), the most valuable
            top = max(indep[i] for i in ok)
            ok = [i for i in ok if indep[i] >= top - margin]
            return max(ok, key=lambda i: (value[i], -pos[i]))
    return None


def _tells_happening(text: str) -> bool:
    """Whether a sentence's main predicate is a known kind of happening (``claims.fact_events``:
    an arrest, a death, a ruling), not a verb of no known kind."""
    return any(e[:1] == "#" for e in fact_events(text))


_ORDERS: StoryMemo[dict[tuple[int, ...], tuple[int, ...]]] = StoryMemo()  # per story: the
# chosen sentences' ids, sorted -> their reading order


def order(story: Story, chosen: list[Sentence]) -> list[Sentence]:
    """Chosen sentences in reading order: the main event first, then each fact where the
    sources put it, or, in a story told over several days, the opening's own news cycle (when
    it leads its article) and then the rest in time order (``Timeline.told``: when what each
    fact tells happened, by its own main clause's date or the day it was first reported) and
    where the sources put it within a day; a sentence that needs the one before it in its
    source right after it. Found once per story and set of sentences (the order depends on
    which are chosen, not on the order they come in: selection orders a brief to count its
    words, and the pipeline the brief it chose)."""
    if not chosen:
        return []
    memo = _ORDERS.get(story, lambda _: {})
    key = tuple(sorted(s.id for s in chosen))
    hit = memo.get(key)
    if hit is None:
        hit = memo[key] = tuple(s.id for s in _order(story, chosen))
    by_id = {s.id: s for s in chosen}
    return [by_id[i] for i in hit]


NEWS, EARLIER, LATER = "news", "earlier", "later"  # ``sections``
_SECTION_RANK = {NEWS: 0, EARLIER: 1, LATER: 2}


def sections(story: Story, ordered: Sequence[Sentence]) -> list[str | None]:
    """Where each sentence of a brief in reading order (``order``) sits in time, in a story
    told over days whose brief opens on its news and then tells the rest in time order:
    ``NEWS`` (the opening, and what happened within a news cycle of it), ``EARLIER`` (what
    happened more than a news cycle before: the background), ``LATER`` (more than a news cycle
    after), each by when what it tells happened (``Timeline.told``; the opening's: the day it
    was first news). A reader who meets a verdict, then the trial's start, then its testimony
    reads the story backwards unless the brief says it goes back ("Earlier"). All None when
    there is nothing to head: one news cycle, a story without dates, no sentence before the
    opening's time (a brief in time order from its opening needs no heading), or sections that
    do not follow one another as news, earlier, later (a sentence that leans on another keeps
    its place beside it)."""
    none: list[str | None] = [None] * len(ordered)
    timeline = Timeline.of(story)
    if len(ordered) < 2 or not timeline.several_days:
        return none
    when = [timeline.told(s) or timeline.day(s) for s in ordered]
    if None in when:
        return none
    days = [w for w in when if w is not None]
    news = days[0]
    out: list[str | None] = [NEWS] + [
        EARLIER if (news - w).days > NEWS_CYCLE else LATER if (w - news).days > NEWS_CYCLE
        else NEWS for w in days[1:]]
    ranks = [_SECTION_RANK[x] for x in out if x is not None]
    if EARLIER not in out or ranks != sorted(ranks):
        return none
    return out


def _order(story: Story, chosen: list[Sentence]) -> list[Sentence]:
    out = _as_sourced(sorted(chosen, key=lambda s: (story_position(story, s),
                                                    s.article, s.index)))
    ctx = Context.of(story)
    needs = {s.id: ctx.sentence_needs(s) for s in out}

    def stands(s: Sentence) -> bool:  # every need of its own resolved in the story
        return not [n for n in needs[s.id] if not can_resolve(ctx, n)]

    al = story.alignment
    indep = [al.independent(al.articles_of(s)) if al else 1 for s in out]
    def opens_alone(s: Sentence) -> bool:  # stands on its own, and leans on no kicker
        return stands(s) and not leans_on_kicker(story, s)

    first = opening(story, out, indep,
                    lambda i: opens_alone(out[i]) and not leans_back(ctx, out[i]))
    opener = out[first] if first is not None else None
    turns = news_turns(story)
    if opener is not None and opener.index > 0 and al is not None and \
            opener.index != turns.get(opener.article):
        # a detail two outlets tell in the same words, not an article's first sentence (nor
        # its news turn): an article's first sentence (its news turn, where it has one) the
        # brief marks with as many outlets (paraphrases too), that tells what happened, opens
        # instead, when it leads an article that tells the detail
        # too ("A Calgary mother convicted in her son's ... death ... was sentenced to three
        # years in prison Friday." [1,2], not "Tamara Lovett, 48, was found guilty in January
        # ..." [1,2], which both articles tell after their lead)
        top = indep[first]  # the opener's outlets in its words (the alignment's count,
        # what made it the opener): counted as the leads' (paraphrases too), MN 1703's counts
        # [1,3,4] would outrank its lead [1,3] again (tried in session 15: 1703 x2 worse)
        sharing = set(al.articles_of(opener)) | set(told_by(story, opener))  # an article
        # that tells both puts the lead first (where the sources put it)
        leads = [s for s in out if s.index == turns.get(s.article, 0) and
                 s.article in sharing and can_open(story, s) and
                 tells_past_event(s.display, by_day=False) and
                 stands(s) and
                 al.independent(told_by(story, s)) >= top]
        if leads:
            opener = min(leads, key=lambda s: (-al.independent(told_by(story, s)),
                                               story_position(story, s), s.article))
    timeline = Timeline.of(story)
    when: dict[int, Date] = {}  # in a story told over days: when what each sentence tells happened
    days = [timeline.day(s) for s in out] if timeline.several_days else []
    if days and None not in days and (max(days) - min(days)).days > NEWS_CYCLE:  # a story
        # told over days: in time order, then as sourced
        day = dict(zip((s.id for s in out), days))
        if opener is None:  # no main event told early by two outlets: of the leads that
            # stand on their own (where the sources open, not background from deep in an old
            # article), the one the most outlets, then articles, report in any words (the
            # verdict, the cease-fire: not the first day's side event), then the earliest
            leads = [s for s in out if leads_article(story, s) and can_open(story, s) and
                     opens_alone(s)]
            told = {s.id: told_by(story, s) for s in leads} if len(leads) > 1 else {}
            opener = min(leads, key=lambda s: (
                -(al.independent(told[s.id]) if al and told else 1),
                -len(told.get(s.id, ())), day[s.id], story_position(story, s)),
                default=out[0])
        when = {s.id: timeline.told(s) or day[s.id] for s in out}  # when what it tells
        # happened; a sentence placed more than a news cycle before its article's day (by its
        # own date, or as an older article first reported it), needing nothing before it,
        # keeps that place rather than its article's order
        dated = {s.id for s in out if (not needs[s.id] or (
            stands(s) and since_when(story, s) is not None)) and
                 (timeline.refs[s.article] - when[s.id]).days > NEWS_CYCLE}  # (a state since
        # long before, whose name the story resolves, too: "Rudolph has been on the run since
        # the January 1998 bombing ...", not after its article's lead of March 1999)
        news = day[opener.id] if leads_article(story, opener) else None  # an opener that leads its
        # article is its day's news: that news cycle first (its details), then the rest
        out = _as_sourced(sorted(out, key=lambda s: (
            news is None or when[s.id] != day[s.id] or
            abs((day[s.id] - news).days) > NEWS_CYCLE,
            when[s.id], story_position(story, s), s.article, s.index)), dated)
    if opener is not None:
        out.remove(opener)
        out.insert(0, opener)
    if opener is None and not can_open(story, out[0]):  # a quote lede or background: the
        # first sentence that may open and stands on its own opens instead
        k = next((i for i, s in enumerate(out) if can_open(story, s) and stands(s)), None)
        if k is not None:
            out.insert(0, out.pop(k))
    if opener is None and out[0].index == 1 and first_leads(story, ctx, out[0].article):
        # an article's second sentence after a first that leads it (the select rule,
        # ``select._Details``): detail that leans on its lead ("The decision by a regional
        # director of the National Labor Relations Board means it agrees football players at
        # the Big Ten school qualify ..."): a lead in the brief that stands on its own opens
        k = next((i for i, s in enumerate(out) if i and leads_article(story, s) and not (
            s.index == 1 and first_leads(story, ctx, s.article)) and can_open(story, s) and
                  tells_past_event(s.display, by_day=False) and
                  opens_alone(s)), None)
        if k is not None:
            out.insert(0, out.pop(k))
    if opener is None and leans_on_kicker(story, out[0]):  # "The question of whether to allow
        # the housing project ..." after its kicker: the first that may open and stands on
        # its own, leaning on no kicker, opens instead ("It's unlikely the mystery of Deerfield
        # Beach's former black cemetery will bury developer's plans to build 69 townhouses.")
        k = next((i for i, s in enumerate(out) if i and can_open(story, s) and
                  opens_alone(s) and not nothing_happens(s.display)), None)
        if k is not None:
            out.insert(0, out.pop(k))
    turn = news_turns(story).get(out[0].article)
    if opener is None and turn is not None and out[0].index < turn:  # the set-up of a news
        # turn: the turn opens, if chosen and it stands on its own ("A Kyoto University group
        # has found a way to turn mouse ES cells into sperm ...", then what others had tried)
        k = next((i for i, s in enumerate(out) if s.article == out[0].article and
                  s.index == turn and stands(s)),
                 None)
        if k is not None:
            out.insert(0, out.pop(k))
    if nothing_happens(out[0].display) or defines(out[0].display):  # a feature's lede that
        # tells no event, or a definition ("Rocky Mountain Spotted Fever (RMSF) is a disease
        # ..."): the first early sentence that tells an event, may open and stands on its own
        # opens instead, if no sentence of its article that leads into it is in the brief
        # ("Stars including Halle Berry ... have launched businesses" before "The Oscar
        # winner's line ...")
        k = next((i for i, s in enumerate(out) if i and can_open(story, s) and
                  not any(x.article == s.article and x.index < s.index for x in out) and
                  s.index < LEDE_SENTENCES and story_position(story, s) <= EARLY_LEDE and
                  tells_past_event(s.display) and
                  stands(s)), None)
        if k is not None:
            out.insert(0, out.pop(k))
    out = _after_what_they_need(ctx, out, needs, when)
    if unresolved(ctx, out[0], [], needs[out[0].id]) and not all(
            can_resolve(ctx, n) for n in unresolved(ctx, out[0], [], needs[out[0].id])):
        alone = [i for i, s in enumerate(out) if not [
            n for n in unresolved(ctx, s, [], needs[s.id]) if not can_resolve(ctx, n)]]
        # one that may open too (not a quote lede, background, a headline), else any
        k = next((i for i in alone if can_open(story, out[i])), alone[0] if alone else None)
        if k is not None:
            out.insert(0, out.pop(k))
            out = _after_what_they_need(ctx, out, needs, when)
    out = _after_its_happening(ctx, out, needs)
    out = _named_before(ctx, out, needs, when)
    groups = story_groups(story)
    if groups:  # articles that share almost no words tell other stories: each story's
        # sentences together, the opener's first, then each other in the order its first
        # sentence has, never one story's sentence between two of another's (validation 2168:
        # a student-debt story cut by three lines of a poverty-guidelines page)
        rank: dict[int, int] = {}
        for s in out:
            rank.setdefault(groups.get(s.article, -1), len(rank))
        out.sort(key=lambda s: rank[groups.get(s.article, -1)])
    return out


def _after_its_happening(ctx: Context, out: list[Sentence],
                         needs: dict[int, tuple[Need, ...]]) -> list[Sentence]:
    """A sentence whose opening phrase of when points back to a happening by its noun
    ("Following the announcement, Williams shared several more baby bump pictures ...") reads
    as meaning the last sentence before it that tells one. When that is another article's
    ("WPBF-25 news producer Chris Shepherd made the announcement on Twitter ...": the birth)
    and a sentence of its own article before it tells the one it means ("Williams
    accidentally announced her pregnancy in a Snapchat photo ..."), it comes right after that
    one instead, if nothing of its own is left unresolved there."""
    for k in range(1, len(out)):
        s = out[k]
        noun = opening_event(s.display)
        if not noun:
            continue
        key = stem(noun)
        told = [i for i in range(k) if key in _word_stems(out[i].display, plain=True)]
        if not told or out[told[-1]].article == s.article:
            continue
        own = [i for i in told if out[i].article == s.article]
        if not own:
            continue
        j = own[-1]
        if unresolved(ctx, s, out[:j + 1], needs[s.id]) != \
                unresolved(ctx, s, out[:k], needs[s.id]):
            continue
        out = [*out[:j + 1], s, *(x for x in out[j + 1:] if x is not s)]
    return out


def edit_words(story: Story, ordered: Sequence[Sentence]) -> int:
    """Words the brief's marked edits add to ``ordered`` (sentences in reading order), as the
    brief's assembly makes them (``pipeline.standalone_sentences``): a surname completed where
    the brief first says it ("[Dennis] Rodman" only when no sentence before it names him) and
    the dates after relative time words. Select counts the same words against the budget
    (``select._Refs.brief_words``, sentence by sentence with ``added_words``, in the order the
    brief will have: counted in the order chosen, a surname taken before the sentence with the
    full name that opens the brief paid for an edit the brief never makes); this is the whole
    count its shortcuts must equal."""
    ctx = Context.of(story)
    timeline = Timeline.of(story)
    extra = 0
    kept: list[Sentence] = []
    for s in ordered:
        extra += added_words(ctx, timeline, s, kept)
        kept.append(s)
    return extra


def added_words(ctx: Context, timeline: Timeline, s: Sentence, before: Sequence[Sentence]
                ) -> int:
    """The words ``s``'s marked edits add after the brief sentences ``before`` it
    (``marked_edits``)."""
    text, edits = marked_edits(ctx, timeline, s, before)
    return len(text.split()) - len(s.display.split()) if edits else 0


def marked_edits(ctx: Context, timeline: Timeline, s: Sentence, before: Sequence[Sentence]
                 ) -> tuple[str, tuple[Edit, ...]]:
    """``s`` as a brief shows it after the sentences ``before``, with the marked edits that
    make it stand on its own (``refs.resolve``: "[Jane] Hall" where no sentence before names
    her; ``Timeline.dated``: "today [1998-06-25]"), and those edits; its own text and none when
    it needs none. What the brief's assembly shows and what select counts against the budget
    (``edit_words``) are one computation."""
    left = unresolved(ctx, s, before)
    text, edits = resolve(ctx, s, s.display, left) if left else (s.display, [])
    text, dated = timeline.dated(s, text if edits else None)
    return text, (*edits, *dated)


def _as_sourced(keyed: list[Sentence], free: frozenset[int] | set[int] = frozenset()
                ) -> list[Sentence]:
    """``keyed`` with the sentences of each article in their source order among the places
    that article's sentences hold; a sentence in ``free`` (ids) keeps its own place."""
    slots: dict[int, list[int]] = {}
    for i, s in enumerate(keyed):
        if s.id not in free:
            slots.setdefault(s.article, []).append(i)
    out: list[Sentence] = list(keyed)
    for idx in slots.values():
        mine = sorted((keyed[i] for i in idx), key=lambda s: s.index)
        for i, s in zip(idx, mine):
            out[i] = s
    return out


_INTRODUCES = re.compile(r"\b(?:a|an)\s")  # (a cheap look for an indefinite first)


@lru_cache(maxsize=65536)
def _word_stems(text: str, plain: bool = False) -> frozenset[str]:
    """The stems of ``text``'s words split at spaces (``_after_what_they_need``); ``plain``:
    punctuation left out ("study," is "study")."""
    if plain:
        return frozenset(stem_all([w.rstrip("'’-") for w in _WORD_RUN.findall(text.lower())]))
    return frozenset(stem_all(text.lower().split()))


def _introduced_first(out: list[Sentence], s: Sentence, found: tuple[Need, ...],
                      needs: dict[int, tuple[Need, ...]], by_key: dict[tuple[int, int], Sentence],
                      when: dict[int, Date] | None) -> None:
    """Move into ``out``, before the run of source sentences ``s`` ends (it goes on from the
    sentence before it in its source), a later brief sentence that introduces what one of its
    definite descriptions names, which no sentence before ``s`` names, by an indefinite one and
    needs nothing itself ("The assistant saw the ... liquid container" after "The snacks
    consisted of dry crackers and juice.", when "Officials say a classroom assistant at a
    Honolulu preschool mistook the household cleaner for apple juice." comes later): the
    opening keeps its place, and in a story told over days time order stands."""
    heads = {n.text.split()[-1].lower() for n in found if n.kind == "definite" and
             not n.acronym and n.text.split()[-1].isalpha()}
    if not heads:
        return
    i = out.index(s)
    heads = {h for h in heads if not any(re.search(rf"\b{h}s?\b", x.display.lower())
                                         for x in out[:i])}  # (told before it: nothing to do)
    if not heads:
        return
    head = i - 1  # the first of the run of source sentences s goes on from
    while head > 0 and by_key.get((out[head].article, out[head].index - 1)) is out[head - 1]:
        head -= 1
    if head <= 0:
        return
    for k in range(i + 1, len(out)):
        x = out[k]
        if needs[x.id] or not _INTRODUCES.search(x.display) or not any(
                re.search(rf"\b(?:a|an)\s+(?:[\w-]+\s+){{0,3}}{h}\b", x.display) for h in heads):
            continue
        if when and s.id in when and x.id in when and \
                abs((when[x.id] - when[s.id]).days) > NEWS_CYCLE:
            return
        out.remove(x)
        out.insert(head, x)
        return


def _named_before(ctx: Context, out: list[Sentence], needs: dict[int, tuple[Need, ...]],
                  when: dict[int, Date] | None) -> list[Sentence]:
    """A later brief sentence that names in full someone an earlier one calls by surname alone
    ("A man with a "long gun" shot at the officers, Carlson said." before "Hennepin County
    Sheriff's Department Chief Deputy Mike Carlson said the two officers are in good
    condition ..."; MN 319, MN 4280) comes before the run of source sentences the earlier one
    belongs to, if it needs nothing before it there and no sentence after it leans on it: the
    reader meets the person, and their role, before the surname (which then needs no marked
    edit). The opening keeps its place, and in a story told over days time order stands."""
    by_key = {(s.article, s.index): s for s in out}
    moved: set[int] = set()
    i = 1
    while i < len(out):
        s = out[i]
        for n in needs[s.id]:
            if n.kind != "surname" or n.text != n.key:
                continue
            fulls = ctx.fulls(n.key)
            full = next(iter(fulls)) if len(fulls) == 1 else ""
            if not full or any(full in x.display for x in out[:i]):
                continue
            k = next((k for k in range(i + 1, len(out)) if full in out[k].display), None)
            if k is None or out[k].id in moved:
                continue
            x = out[k]
            head = i  # the first of the run of source sentences s goes on from
            while head > 1 and by_key.get((out[head].article, out[head].index - 1)) is \
                    out[head - 1]:
                head -= 1
            after = out[k + 1] if k + 1 < len(out) else None
            if head < 1 or (when and x.id in when and s.id in when and
                            abs((when[x.id] - when[s.id]).days) > NEWS_CYCLE) or \
                    unresolved(ctx, x, out[:head], needs[x.id]) or (
                        after is not None and by_key.get((x.article, x.index + 1)) is after and
                        any(m.kind in NEEDS_PREVIOUS for m in needs[after.id])):
                continue
            out.remove(x)
            out.insert(head, x)
            moved.add(x.id)
            break
        i += 1
    return out


def _after_what_they_need(ctx: Context, out: list[Sentence],
                          needs: dict[int, tuple[Need, ...]],
                          when: dict[int, Date] | None = None) -> list[Sentence]:
    """Each sentence that leans on its source's previous sentence right after it, and one with
    a definite description after the first sentence that introduces its noun, unless (in a
    story told over days, ``when``: when what each sentence tells happened) that sentence tells
    what happened more than a news cycle later: then time order stands (DUC D0701A: "In a
    lawsuit that goes to trial Monday [2000-08-28], ... attacked by security guards for the
    white supremacist group." no longer follows the testimony of August 31 that says "the
    white supremacist group" too; after the verdict's "Aryan Nations", the group is known)."""
    by_key = {(s.article, s.index): s for s in out}
    for s in list(out):
        found = needs[s.id]
        if not found:
            continue
        pred = by_key.get((s.article, s.index - 1))
        if pred is not None and any(n.kind in NEEDS_PREVIOUS or (n.kind == "definite" and
                                                                 not n.acronym)
                                    for n in found):
            out.remove(s)
            out.insert(out.index(pred) + 1, s)
            _introduced_first(out, s, found, needs, by_key, when)
            continue
        keys = {k for n in found if n.kind == "definite" and not n.acronym
                for k in n.stems()} - ctx.title_stems
        also = {k for n in found if n.kind == "definite" and not n.acronym
                for k in n.also} - ctx.title_stems  # (read in words without their commas:
        # "The new study, published ..." introduces "the researchers")
        if keys:
            i = out.index(s)
            intro = next((j for j, x in enumerate(out) if x is not s and (
                not keys.isdisjoint(_word_stems(x.display)) or
                (also and not also.isdisjoint(_word_stems(x.display, plain=True))))), None)
            if intro is not None and intro > i and not (
                    when and s.id in when and out[intro].id in when and
                    (when[out[intro].id] - when[s.id]).days > NEWS_CYCLE):
                out.remove(s)
                out.insert(intro, s)  # intro shifted left by one: this lands right after it
    return out
