"""Dates: the published times articles carry, read into UTC datetimes (pure functions).

Owns what a ``published`` string may look like (ISO 8601 dates and times, RFC 2822 as feeds
write them, "May 2, 2024"-style dates, and agency copy's day-month swaps such as DUC's
``1998-30-06``) and the one normal form the store, story grouping and the pages compare:
ISO 8601 in UTC. A date without a time of day is read as midnight UTC and marked as a date.
Anything unreadable, or outside 1900 .. next year, is ``None``: an unknown time, never a guess.

Also owns placing an article's text in time: the dateline date ("NICOSIA, November 19 (Xinhua)
--"), the day an article's relative words count from, and the time expressions of a sentence
resolved against it: weekdays ("Saturday": the last one on or before the article's date, "next
Tuesday" the one after), "yesterday", "today", "last night", "Nov. 6", "July 27, 1996", "in
1996", "the 1996 bombing", "last year", "in February". Pure functions of the text and a
reference date; nothing here knows about stories.
"""

from __future__ import annotations

import datetime as _dt
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from email.utils import parsedate_to_datetime
from functools import lru_cache

_ISO_DATE = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$")
_YEAR_ONLY = re.compile(r"^\d{4}$")
_HAS_TIME = re.compile(r"\d{1,2}:\d{2}|T\d{2}")
_AM_PM = re.compile(r"\d\s*[ap]\.?m\b", re.I)


@dataclass(frozen=True)
class Published:
    """A published time in UTC; ``date_only`` when the source gave a day and no time of day."""

    at: datetime
    date_only: bool = False

    @property
    def iso(self) -> str:
        return self.at.date().isoformat() if self.date_only else \
            self.at.isoformat(timespec="seconds").replace("+00:00", "Z")


def _valid(dt: datetime) -> bool:
    return 1900 <= dt.year <= datetime.now(UTC).year + 1


def _utc(dt: datetime) -> datetime:
    return dt.replace(tzinfo=UTC) if dt.tzinfo is None else dt.astimezone(UTC)


# the day an article's id or URL carries: LDC newswire ids ("APW19980601.0348"), dated paths
# ("https://example.com/2024/05/01/story")
_ID_DAY = re.compile(r"(?<!\d)((?:19|20)\d\d)(\d\d)(\d\d)(?!\d)")
_PATH_DAY = re.compile(r"/((?:19|20)\d\d)/(\d\d)/(\d\d)(?:/|$)")


def settle_day_order(published: str, *carriers: str | None) -> str:
    """``published`` with its month and day in the order the article's id or URL says, when a
    plain date could be read either way: agency copy swaps them ("1998-30-06"), which
    ``parse_published`` reads only when the day is over 12, so "1998-01-06" of an article
    whose id is APW19980601.0348 is June 1, returned as "1998-06-01". Unchanged otherwise (no
    plain date, one reading only, or no carrier that gives the swapped day)."""
    m = _ISO_DATE.match(published.strip())
    if not m:
        return published
    y, a, b = (int(g) for g in m.groups())
    if a == b or a > 12 or b > 12:
        return published
    for c in carriers:
        for pat in (_ID_DAY, _PATH_DAY):
            for d in pat.finditer(c or ""):
                if (int(d.group(1)), int(d.group(2)), int(d.group(3))) == (y, b, a):
                    return f"{y:04d}-{b:02d}-{a:02d}"
    return published


def parse_published(value: str | None) -> Published | None:
    """A ``published`` string as a UTC time, or None when it cannot be read with confidence."""
    if not value:
        return None
    s = " ".join(str(value).split())
    if not s or len(s) > 80 or _YEAR_ONLY.match(s):
        return None
    m = _ISO_DATE.match(s)
    if m:  # a plain date; agency copy sometimes swaps month and day (1998-30-06)
        y, a, b = (int(g) for g in m.groups())
        month, day = (b, a) if a > 12 >= b else (a, b)
        try:
            dt = datetime(y, month, day, tzinfo=UTC)
        except ValueError:
            return None
        return Published(dt, True) if _valid(dt) else None
    try:
        dt = datetime.fromisoformat(s.replace("Z", "+00:00"))
        return Published(_utc(dt)) if _valid(dt) else None
    except ValueError:
        pass
    if not _AM_PM.search(s):  # email.utils would drop the AM/PM
        try:
            dt = parsedate_to_datetime(s)  # RFC 2822: "Tue, 19 Feb 2013 19:44:00 GMT"
            if dt is not None:
                return Published(_utc(dt)) if _valid(dt) else None
        except (TypeError, ValueError, IndexError):
            pass
    if not re.search(r"\d", s) or not re.search(r"[A-Za-z]{3}", s):
        return None
    try:
        from dateutil import parser  # a trafilatura dependency, always installed

        dt = parser.parse(s, default=datetime(1, 1, 1))
    except (ValueError, OverflowError, TypeError, ImportError):
        return None
    if dt.year == 1 or not _valid(dt):  # no year given: not a date to order by
        return None
    return Published(_utc(dt), not _HAS_TIME.search(s))


def normal_published(value: str | None) -> str | None:
    """The ISO 8601 UTC form of a ``published`` string (what the store keeps), or None."""
    p = parse_published(value)
    return p.iso if p else None


def days_between(a: Published, b: Published) -> float:
    """Absolute distance in days; a date-only value counts as the whole day (distance 0 to any
    time that day)."""
    lo, hi = sorted((a, b), key=lambda p: p.at)
    gap = hi.at - lo.at
    if lo.date_only:
        gap = max(timedelta(0), gap - timedelta(days=1))
    return gap.total_seconds() / 86400


# ---------------------------------------------------------------------------------------------
# calendar days and the time words of a text

Date = _dt.date
_MONTHS = {m: i + 1 for i, m in enumerate(
    "jan feb mar apr may jun jul aug sep oct nov dec".split())}
_MONTH_WORD = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|"
               r"Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)(?![a-z])")
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAY_WORD = r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)"


def _month(word: str) -> int:
    return _MONTHS[word[:3].lower()]


def _make(year: int, month: int, day: int) -> Date | None:
    try:
        return _dt.date(year, month, day)
    except ValueError:
        return None


def parse_date(value: str | None) -> Date | None:
    """The calendar day (UTC) of a ``published`` value, or None when it cannot be read."""
    p = parse_published(value)
    return p.at.date() if p else None


_DATELINE = re.compile(r"^[A-Z][A-Za-z .,'-]{1,60},\s+(" + _MONTH_WORD + r")\.?\s+(\d{1,2})\s*"
                       r"(?:,\s*(\d{4})\s*)?\(")


def dateline_date(text: str, published: Date | None) -> Date | None:
    """The date of a wire dateline such as ``NICOSIA, November 19 (Xinhua) --``.

    The year comes from the dateline, else from ``published`` (a December dateline on a January
    article is the year before). None without a dated dateline.
    """
    m = _DATELINE.match(text[:120])
    if not m:
        return None
    month, day = _month(m.group(1)), int(m.group(2))
    if m.group(3):
        return _make(int(m.group(3)), month, day)
    if published is None:
        return None
    d = _make(published.year, month, day)
    if d is not None and d > published + timedelta(days=31):
        d = _make(published.year - 1, month, day)
    return d


def reference_date(text: str, published: str | None) -> Date | None:
    """The day an article's relative time words count from: its dateline's date when that is
    within a few days of ``published`` (agency copy is often dated the day after it was
    written), else ``published``."""
    pub = parse_date(published)
    line = dateline_date(text, pub)
    if line is not None and (pub is None or abs((pub - line).days) <= 3):
        return line
    return pub


@dataclass(frozen=True)
class TimeRef:
    """A time expression in a text and the span of days it names (inclusive)."""

    start: int  # character offsets in the text
    end: int
    text: str
    first: Date
    last: Date
    grain: str  # "day", "month" or "year" ("week" for relative_times' "last week")

    def overlaps(self, other: TimeRef) -> bool:
        return self.first <= other.last and other.first <= self.last


_TIME = re.compile(
    r"\b(?:"
    r"(?P<md>" + _MONTH_WORD + r")\.?\s+(?P<mdd>\d{1,2})(?:st|nd|rd|th)?"
    r"(?:,?\s+(?P<mdy>(?:1[89]|20)\d\d))?(?!\d)"
    r"|(?P<dmd>\d{1,2})\s+(?P<dmm>" + _MONTH_WORD + r")\.?(?:,?\s+(?P<dmy>(?:1[89]|20)\d\d))?"
    r"|(?P<rel>last|next|this|early|late)?\s*(?P<wd>" + _WEEKDAY_WORD + r")(?!\w)"
    r"|(?P<yest>yesterday|the day before)|(?P<today>today|tonight|this morning|this afternoon|"
    r"this evening|last night|earlier today)"
    r"|(?P<lastu>last|this|next)\s+(?P<unit>year|month|week)"
    r"|(?:in|since|during|of|until|by)\s+(?P<my>" + _MONTH_WORD + r")(?:\s+(?P<myy>(?:1[89]|20)"
    r"\d\d))?(?!\s*\d)"
    r"|(?P<y>(?:1[89]|20)\d\d)(?![\d-]|\s*(?:%|percent|per\s))"
    r")", re.I)
_FUTURE = re.compile(r"\b(?:will|would|is to|are to|plans? to|scheduled|expected to|due to|"
                     r"next)\b[^.;]*$", re.I)
_MONTH_WORD_RE = re.compile(_MONTH_WORD + r"$", re.I)


def _shift_month(d: Date, k: int) -> Date:
    y, m = divmod(d.month - 1 + k, 12)
    return _dt.date(d.year + y, m + 1, 1)


def _month_span(year: int, month: int) -> tuple[Date, Date]:
    first = _dt.date(year, month, 1)
    return first, _shift_month(first, 1) - timedelta(days=1)


def find_times(text: str, ref: Date | None) -> list[TimeRef]:
    """Every time expression of ``text`` resolved against ``ref`` (the article's date).

    Expressions that need ``ref`` (weekdays, "yesterday", a month without a year) are left
    out when it is None. A four-digit number is a year only between 1800 and 2099 and not
    before "%" or "percent".
    """
    out: list[TimeRef] = []
    for m in _TIME.finditer(text):
        span = _resolve(m, text, ref)
        if span is not None:
            first, last, grain = span
            out.append(TimeRef(m.start(), m.end(), m.group(0).strip(), first, last, grain))
    return out


def _resolve(m: re.Match[str], text: str, ref: Date | None) -> tuple[Date, Date, str] | None:
    g = m.group
    if g("md") or g("dmm"):
        month = _month(g("md") or g("dmm"))
        day = int(g("mdd") or g("dmd"))
        year = g("mdy") or g("dmy")
        if g("md") and g("md").lower() == "may" and not year and not g("mdd"):
            return None
        if year:
            d = _make(int(year), month, day)
        elif ref is not None:
            d = _make(ref.year, month, day)
            if d is not None and d > ref + timedelta(days=14):
                d = _make(ref.year - 1, month, day)  # "Nov. 6" in a January article
            elif d is not None and ref > d + timedelta(days=350):
                d = _make(ref.year + 1, month, day)
        else:
            return None
        return (d, d, "day") if d is not None else None
    if g("wd"):
        if ref is None:
            return None
        wd = _WEEKDAYS.index(g("wd").lower())
        rel = (g("rel") or "").lower()
        future = rel == "next" or (rel != "last" and bool(_FUTURE.search(text[:m.start()])))
        if future:
            delta = (wd - ref.weekday()) % 7 or 7
            d = ref + timedelta(days=delta)
        else:
            d = ref - timedelta(days=(ref.weekday() - wd) % 7)
        return d, d, "day"
    if g("yest"):
        if ref is None:
            return None
        d = ref - timedelta(days=1)
        return d, d, "day"
    if g("today"):
        if ref is None:
            return None
        d = ref - timedelta(days=1) if g("today").lower() == "last night" else ref
        return (d, ref, "day")
    if g("unit"):
        if ref is None:
            return None
        k = {"last": -1, "this": 0, "next": 1}[g("lastu").lower()]
        unit = g("unit").lower()
        return (*_unit_span(ref, unit, k), unit if unit in ("year", "month") else "day")
    if g("my"):
        if g("my").lower() == "may" and not g("myy"):
            return None  # "by May" is as often the verb
        month = _month(g("my"))
        if g("myy"):
            year = int(g("myy"))
        elif ref is not None:
            year = ref.year if month <= ref.month else ref.year - 1
        else:
            return None
        return (*_month_span(year, month), "month")
    if g("y"):
        before = text[max(0, m.start() - 3):m.start()]
        if re.search(r"[$£€#]\s*$|\d[,.]$", before):
            return None
        year = int(g("y"))
        return _dt.date(year, 1, 1), _dt.date(year, 12, 31), "year"
    return None


def years_between(a: Date, b: Date) -> float:
    return (b - a).days / 365.2425


# ---------------------------------------------------------------------------------------------
# relative days in a brief: "today" read in a brief of articles from several days

_MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August",
                "September", "October", "November", "December")
# holidays and set names that hold a weekday without naming a day of the article's week
_NAMED_DAY = re.compile(r"(?:Black|Good|Ash|Super|Bloody|Palm|Easter|Cyber|Holy|Maundy|"
                        r"Whit|Shrove|Low|Trinity|Giving|Small Business)\s+$")
_RELATIVE = re.compile(
    r"\b(?:(?P<day>today|tonight|tomorrow|yesterday|this (?:morning|afternoon|evening)|"
    r"last night|earlier today|later today)"
    r"|(?P<rel>last |next |this )?(?P<wd>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|"
    r"Sunday)(?! *[-–]?\d)(?:\s+(?:morning|afternoon|evening|night))?"
    r"|(?P<unitrel>last|next|this|earlier this|later this)\s+(?P<unit>week|month|year))"
    r"(?P<poss>['’]s)?(?![\w-])", re.I)
# what says a bare weekday is past or to come (AP style: a weekday is the one within a week of
# the dateline, before it for what happened, after it for what is to happen)
_TO_COME = re.compile(r"\b(?:will|shall|would|'ll|is to|are to|was to|were to|plans?|planned|"
                      r"scheduled|expected|due|set to|set for|is set|are set|upcoming|goes|"
                      r"begins?|opens?|starts?|resumes?|convenes?)\b", re.I)
_HAPPENED = re.compile(r"\b(?:said|says|told|was|were|had|did|made|took|gave|came|went|met|"
                       r"began|won|lost|found|held|left|sent|got|saw|spoke|wrote|struck|fell|"
                       r"rose|ran|hit|shot|brought|bought|fought|paid|sold|chose|drew|flew|"
                       r"killed|\w{3,}ed)\b", re.I)
_NOT_PAST_ED = {"need", "speed", "based", "proceed", "exceed", "succeed", "indeed", "breed",
                "feed", "seed", "weed", "bleed", "greed", "freed", "embed"}
_QUOTE_CHARS = '"“”'
_SPEAKING = re.compile(r"\b(?:said|says|told|added|announced|declared|stated|wrote|asked)\b", re.I)
_UNITS = ("day", "week", "month", "year")
# every relative time word holds one of these (weekdays and "today" hold "day"): a cheap test
# before the pattern, which is slow to run over a sentence
_CUES = ("day", "night", "tomorrow", "week", "month", "year", "morning", "afternoon", "evening")
_QUOTE = re.compile('["“”]')
_CLAUSE = re.compile(r"[,;:()]")
# a weekday after "by" in a clause that says something is owed is a deadline, to come ("the
# decision he has to make by Friday", "ordered the service to halt ... by midnight Friday")
_BY_DAY = re.compile(r"\bby\s+(?:(?:midnight|noon|the\s+end\s+of)\s+)?$", re.I)
_OWED = re.compile(r"\b(?:must|has to|have to|had to|needs? to|ordered|orders|asked|asks|told|"
                   r"tells|required|requires|deadline|demanded|demands|gave|given|until)\b", re.I)


def _has_cue(text: str) -> bool:
    low = text.lower()
    return any(c in low for c in _CUES)


@dataclass(frozen=True)
class DateNote:
    """A relative time word of a sentence and the date it names, for a bracketed edit:
    ``text[:end] + " [" + note + "]" + text[end:]``."""

    start: int
    end: int
    phrase: str
    note: str  # "1998-06-25", "May 1998", "1997", "week of 1998-06-15"
    unit: str  # "day", "week", "month" or "year"


def _same(unit: str, a: Date, b: Date) -> bool:
    if unit == "day":
        return a == b
    if unit == "week":
        return a.isocalendar()[:2] == b.isocalendar()[:2]
    if unit == "month":
        return (a.year, a.month) == (b.year, b.month)
    return a.year == b.year


def quoted_spans(text: str) -> list[tuple[int, int]] | None:
    """Character spans inside quotation marks; None when the marks do not pair up (a quotation
    opened in an earlier sentence, or one left open)."""
    marks = [m.start() for m in _QUOTE.finditer(text)]
    if len(marks) % 2:
        return None
    return [(marks[k], marks[k + 1]) for k in range(0, len(marks), 2)]


def _weekday_direction(text: str, start: int, end: int, rel: str) -> int:
    """+1 for a weekday to come, -1 for one past, 0 when the sentence does not say."""
    if rel == "next":
        return 1
    if rel == "last":
        return -1
    if rel == "this":
        return 0
    # only its own clause tells ("said Seinfeld, during a press conference Tuesday, promoting
    # his Sunday night special": "said" is not the special's tense)
    before = " ".join(_CLAUSE.split(text[max(0, start - 100):start])[-1].split()[-12:])
    if _BY_DAY.search(text, max(0, start - 20), start) and \
            _OWED.search(_CLAUSE.split(text[max(0, start - 120):start])[-1]):
        return 1  # a deadline: its clause's past ("ordered") is when it was set, not when it
        # falls ("hope had dimmed by Saturday evening" is no deadline: read as any weekday)
    rest = _CLAUSE.split(text[end:end + 80])
    after = " ".join(rest[0].split()[:5])
    windows = [(before, True), (after, False)]
    if len(rest) > 1 and not _CLAUSE.search(text[:start]):  # an opening phrase ("Speaking
        # to Israeli TV Sunday night, Netanyahu said"): the main clause after it tells
        windows.append((" ".join(rest[1].split()[:4]), False))
    for window, last in windows:  # the marker nearest the weekday
        marks = [(m.start(), 1) for m in _TO_COME.finditer(window)] + \
            [(m.start(), -1) for m in _HAPPENED.finditer(window)
             if m.group(0).lower() not in _NOT_PAST_ED]
        if marks:
            return (max if last else min)(marks)[1]
    return 0


def _resolve_relative(m: re.Match[str], text: str, ref: Date) -> tuple[Date, Date, str] | None:
    g = m.group
    if g("day"):
        w = g("day").lower()
        d = ref - timedelta(days=1) if w in ("yesterday", "last night") else \
            ref + timedelta(days=1) if w == "tomorrow" else ref
        return d, d, "day"
    if g("wd"):
        if _NAMED_DAY.search(text[max(0, m.start() - 20):m.start()]):
            return None
        rel = (g("rel") or "").strip().lower()
        sign = _weekday_direction(text, m.start(), m.end(), rel)
        wd = _WEEKDAYS.index(g("wd").lower())
        ahead = (wd - ref.weekday()) % 7
        if ahead == 0 and not rel:
            d = ref  # the article's own day (AP writes "Monday" for "today")
        elif sign == 0:
            return None  # a weekday the sentence does not place: no guess
        elif sign > 0:
            d = ref + timedelta(days=ahead or 7)
        else:
            d = ref - timedelta(days=(7 - ahead) % 7 or 7)
        return d, d, "day"
    k = {"last": -1, "next": 1}.get(g("unitrel").lower(), 0)
    unit = g("unit").lower()
    return (*_unit_span(ref, unit, k), unit if unit in ("year", "month") else "week")


def _unit_span(ref: Date, unit: str, k: int) -> tuple[Date, Date]:
    """First and last day of the year, month or (Monday-to-Sunday) week ``k`` units from the
    one ``ref`` falls in ("last year": k = -1)."""
    if unit == "year":
        return _dt.date(ref.year + k, 1, 1), _dt.date(ref.year + k, 12, 31)
    if unit == "month":
        first = _shift_month(_dt.date(ref.year, ref.month, 1), k)
        return _month_span(first.year, first.month)
    monday = ref - timedelta(days=ref.weekday()) + timedelta(days=7 * k)
    return monday, monday + timedelta(days=6)


def _note(first: Date, last: Date, unit: str, year: bool) -> str:
    """A day as ISO 8601 (one word of the budget, read the same everywhere: "1998-06-25"), a
    week by its Monday, a month by name (with its year unless every article is of it)."""
    if unit == "day":
        return first.isoformat()
    if unit == "year":
        return str(first.year)
    if unit == "month":
        return f"{_MONTH_NAMES[first.month - 1]} {first.year}" if year else \
            _MONTH_NAMES[first.month - 1]
    return f"week of {first.isoformat()}"


@lru_cache(maxsize=4096)
def relative_times(text: str, ref: Date | None) -> tuple[TimeRef, ...]:
    """The relative time words of ``text`` ("today", "on Thursday", "last week", "last year")
    with the span each names counted from ``ref``, its article's reference day
    (``reference_date``); grain "day", "week", "month" or "year".

    Never a guess: no ``ref``, a weekday the sentence does not place ("Monday" with no tense
    in its clause that says past or to come), a named day ("Good Friday") or a word inside a
    quotation whose speaking day the sentence does not give (outside the quotation: "said
    Thursday") get nothing. Inside a quotation the words count from that day.
    """
    if ref is None or not _has_cue(text):
        return ()
    quotes = quoted_spans(text)
    out: list[TimeRef] = []
    inside: list[re.Match[str]] = []
    speech: set[Date] = set()  # the day the sentence says its quotation was spoken
    for m in _RELATIVE.finditer(text):
        if quotes is None or any(a < m.start() < b for a, b in quotes):
            inside.append(m)
            continue
        span = _resolve_relative(m, text, ref)
        if span is None:
            continue
        out.append(TimeRef(m.start(), m.end(), m.group(0), *span))
        near = text[max(0, m.start() - 25):m.end() + 25]
        if span[2] == "day" and _SPEAKING.search(near):
            speech.add(span[0])
    if inside and len(speech) == 1:
        day = next(iter(speech))
        for m in inside:
            span = _resolve_relative(m, text, day)
            if span is not None:
                out.append(TimeRef(m.start(), m.end(), m.group(0), *span))
    return tuple(sorted(out, key=lambda t: t.start))


def shared_units(days: list[Date]) -> frozenset[str]:
    """The units ("day", "week", "month", "year") every one of ``days`` shares."""
    if not days:
        return frozenset(_UNITS)
    return frozenset(u for u in _UNITS if all(_same(u, days[0], d) for d in days[1:]))


def relative_notes(text: str, ref: Date | None, days: list[Date],
                   shared: frozenset[str] | None = None) -> list[DateNote]:
    """The relative time words of ``text`` (``relative_times``) that a reader of a brief built
    from articles of the reference days ``days`` could misread, each with the date it names.

    A word needs a date only when the articles do not all share its unit (their days for
    "today", weeks for "last week", months, years); the year is given unless every article is
    of the named year. ``shared``: ``shared_units(days)``, when the caller has it.
    """
    if ref is None or not days or not _has_cue(text):
        return []
    if shared is None:
        shared = shared_units(days)
    if len(shared) == len(_UNITS):
        return []
    out: list[DateNote] = []
    lo, hi = min(days), max(days)
    for t in relative_times(text, ref):
        if t.grain in shared:
            continue
        year = not (lo.year == hi.year == t.first.year == t.last.year)
        out.append(DateNote(t.start, t.end, t.text, _note(t.first, t.last, t.grain, year),
                            t.grain))
    return out


def with_notes(text: str, notes: list[DateNote]) -> str:
    """``text`` with each note in brackets right after its words."""
    for n in sorted(notes, key=lambda n: n.end, reverse=True):
        text = f"{text[:n.end]} [{n.note}]{text[n.end:]}"
    return text
