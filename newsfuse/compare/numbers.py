"""Numbers: quantities read as intervals, with what they count and who says so.

Owns reading a figure with its hedge ("more than 300" is (300, inf), "nearly half" is just under
0.5, "hundreds" is [200, 999], "between 40 and 60", number words, percentages, fractions), the
thing counted (head noun and its synonym class: fighters ~ combatants ~ militants), the event
(killed, captured, held, evacuated ...), the group it belongs to (the name modifying it, or the
clause's subject), the attribution ("according to activists", "SOHR said"), the period ("from
October 6 to Monday") and whether it is counted apart ("38 more").
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from ..model import Story
from ..terms import stem

INF = math.inf


@dataclass(frozen=True)
class Interval:
    lo: float
    hi: float
    lo_open: bool = False
    hi_open: bool = False

    def contains(self, x: float) -> bool:
        if x < self.lo or x > self.hi:
            return False
        return not ((x == self.lo and self.lo_open) or (x == self.hi and self.hi_open))

    def overlaps(self, other: Interval) -> bool:
        """Overlapping or touching ("as many as 300,000" / "more than 300,000" meet at 300,000:
        neither is wrong by that boundary alone)."""
        return max(self.lo, other.lo) <= min(self.hi, other.hi)

    def __add__(self, other: Interval) -> Interval:
        return Interval(self.lo + other.lo, self.hi + other.hi, self.lo_open or other.lo_open,
                        self.hi_open or other.hi_open)

    def to_json(self) -> list[float | None]:
        return [self.lo, None if self.hi == INF else self.hi]

    def describe(self) -> str:
        def f(x: float) -> str:
            return f"{x:,.0f}" if x == int(x) else f"{x:,.3g}"

        if self.lo == self.hi:
            return f(self.lo)
        lo = ("(" if self.lo_open else "[") + f(self.lo)
        hi = ("∞)" if self.hi == INF else f(self.hi) + (")" if self.hi_open else "]"))
        return f"{lo}, {hi}"


@dataclass
class Quantity:
    article: int
    sentence: int  # Sentence.id
    text: str  # the figure as written, with its hedge and noun: "more than 1,000 fighters"
    value: Interval
    unit: str  # count | fraction | money:<currency> | measure:<unit>
    noun: str | None = None
    noun_class: str | None = None
    of: str | None = None  # "half of the town": the whole a fraction is of
    event: str | None = None
    affiliation: str | None = None
    attributed_to: str | None = None
    period: str | None = None
    scope: str | None = None  # "in attacks using booby-trapped vehicles"
    additional: bool = False  # "38 more": counted apart from another figure
    part: bool = False  # "including 64": a part of another figure
    group_named: bool = False  # the group is named next to the noun ("ISIS fighters")
    start: int = 0  # character offset in the sentence
    when: frozenset[str] = frozenset()  # weekdays/dates next to the figure
    where: frozenset[str] = frozenset()  # places next to the figure ("in Homs")
    hedged_claim: bool = False  # "could be prevented", "would cost": not a reported fact
    listed: bool = False  # one of several figures of the same kind in one sentence
    vague: bool = False  # "hundreds", "thousands": too loose to contradict anything
    entities: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"article": self.article, "text": self.text, "value": self.value.to_json(),
                "unit": self.unit, "counts": self.noun, "event": self.event,
                "group": self.affiliation, "attributed_to": self.attributed_to,
                "period": self.period, "scope": self.scope, "additional": self.additional}


# ---------------------------------------------------------------------------------------------
# lexicons

_UNITS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen".split())}
_TENS = {w: 10 * (i + 2) for i, w in enumerate(
    "twenty thirty forty fifty sixty seventy eighty ninety".split())}
_SCALES = {"hundred": 100, "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12,
           "m": 1e6, "mn": 1e6, "bn": 1e9, "k": 1e3}
_VAGUE = {"dozens": (24, 99), "scores": (40, 199), "hundreds": (200, 999),
          "thousands": (2000, 9999), "millions": (2e6, 9.99e6), "billions": (2e9, 9.99e9),
          "tens of thousands": (2e4, 99999), "hundreds of thousands": (2e5, 999999),
          "tens of millions": (2e7, 99999999), "a handful": (3, 9), "a dozen": (12, 12)}
_FRACTIONS = {"half": 0.5, "a half": 0.5, "one half": 0.5, "a third": 1 / 3, "one third": 1 / 3,
              "one-third": 1 / 3, "two thirds": 2 / 3, "two-thirds": 2 / 3, "a quarter": 0.25,
              "one quarter": 0.25, "one-quarter": 0.25, "three quarters": 0.75,
              "three-quarters": 0.75, "a fifth": 0.2, "one fifth": 0.2, "one-fifth": 0.2,
              "a tenth": 0.1, "the majority": (0.5, 1.0), "a majority": (0.5, 1.0)}
_HEDGES = (  # longest first; kind decides the interval
    ("more than", "gt"), ("greater than", "gt"), ("upwards of", "gt"), ("in excess of", "gt"),
    ("well over", "gt"), ("just over", "gt_near"), ("slightly more than", "gt_near"),
    ("over", "gt"), ("above", "gt"), ("exceeding", "gt"), ("at least", "ge"),
    ("no fewer than", "ge"), ("no less than", "ge"), ("a minimum of", "ge"),
    ("nearly", "near_below"), ("almost", "near_below"), ("close to", "near_below"),
    ("just under", "near_below"), ("just shy of", "near_below"), ("not quite", "near_below"),
    ("about", "approx"), ("around", "approx"), ("roughly", "approx"),
    ("approximately", "approx"), ("an estimated", "approx"), ("estimated", "approx"),
    ("some", "approx"), ("circa", "approx"), ("up to", "le"), ("as many as", "le"),
    ("at most", "le"), ("no more than", "le"), ("a maximum of", "le"), ("fewer than", "lt"),
    ("less than", "lt"), ("under", "lt"), ("below", "lt"))
_MONTHS = ("jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|"
           "june|july|august|september|october|november|december")
_WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_MEASURES = {"km": "km", "kilometres": "km", "kilometers": "km", "kilometre": "km",
             "kilometer": "km", "miles": "mile", "mile": "mile", "metres": "m", "meters": "m",
             "metre": "m", "meter": "m", "feet": "ft", "foot": "ft", "kg": "kg",
             "kilograms": "kg", "tons": "t", "tonnes": "t", "acres": "acre", "hectares": "ha",
             "degrees": "deg", "inches": "in", "pounds": "lb"}
_DURATIONS = {"seconds", "minutes", "hours", "days", "weeks", "months", "years", "decades",
              "centuries", "second", "minute", "hour", "day", "week", "month", "year", "decade"}
# nouns counted as the same thing (classes are stems of their first member)
_NOUN_CLASSES = [
    "fighter combatant militant jihadist insurgent gunman extremist rebel",
    "soldier troop servicemember",
    "person people resident civilian individual inhabitant villager citizen",
    "child kid minor", "home house dwelling", "village", "town city", "refugee migrant",
    "student pupil", "worker employee staff", "vote ballot", "death fatality",
    "victim casualty", "officer policeman", "protester demonstrator", "passenger",
]
_NOUN_CLASS = {stem(w): c.split()[0] for c in _NOUN_CLASSES for w in c.split()}
_EVENTS = {
    "death": "kill killed killing die died dies dead death deaths lose losing lost slain "
             "perish perished fatal toll",
    "injury": "injure injured injuring wound wounded hurt",
    "illness": "sicken sickened sickening infect infected infecting ill sick hospitalized",
    "capture": "capture captured capturing seize seized seizing raid raided overran overrun "
               "conquer conquered took taking",
    "control": "hold held holding control controlled controlling occupy occupied occupying",
    "displacement": "evacuate evacuated evacuating flee fled fleeing displace displaced forced "
                    "moved relocated sheltered shelter homeless",
    "missing": "missing unaccounted",
    "rescue": "rescue rescued rescuing saved pulled",
    "arrest": "arrest arrested detain detained jailed",
    "destruction": "destroy destroyed damage damaged bury buried burying collapsed flattened",
    "deployment": "send sent deploy deployed dispatch dispatched",
    "money": "cost costs pay paid spend spent raise raised fine fined worth",
    "rise": "rose rise rises rising jumped jump jumps climbed climb gained gain gains surged "
            "soared increased increase increases grew grow up",
    "fall": "fell fall falls falling dropped drop drops declined decline declines plunged "
            "plunge slid slipped sank tumbled decreased decrease shrank down lost",
}
_EVENT = {w: k for k, ws in _EVENTS.items() for w in ws.split()}
_STOP_NP = frozenset("""
and or but who which that whose whom were was are is be been being have has had will would could
should may might can did do does to in on at by for from with into onto over under after before
during since than as of about around across against along among between beyond near per via said
says told according while when where because if so yet not also still even just only then there
here this these those its their his her our your my the a an out up down away back alive above
below north south east west given taken seen known shown left ago more
""".split())
_ARMED = frozenset({"fighter", "soldier"})
_SPEECH = r"(?:said|says|say|reported|reports|estimated|estimates|told|added|confirmed|stated)"

_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_WORDNUM = (r"(?:(?:" + "|".join(_TENS) + r")(?:[- ](?:" + "|".join(list(_UNITS)[1:10]) +
            r"))?|" + "|".join(sorted(_UNITS, key=len, reverse=True)) + r")")
_QTY = re.compile(
    r"(?P<cur>[$£€])?\s?(?P<num>" + _NUM + r")(?:\s?(?P<scale>hundred|thousand|million|billion|"
    r"trillion|bn|mn|m|k)\b)?(?:\s?(?P<pct>%|percent\b|per cent\b))?"
    r"|\b(?P<word>" + _WORDNUM + r")(?:\s(?P<wscale>hundred|thousand|million|billion)\b)?"
    r"(?:\s?(?P<wpct>percent\b|per cent\b))?"
    r"|\b(?P<vague>hundreds of thousands|tens of thousands|tens of millions|dozens|scores|"
    r"hundreds|thousands|millions|billions|a handful|a dozen)\b"
    r"|\b(?P<frac>one-third|two-thirds|three-quarters|one-quarter|one-fifth|two thirds|"
    r"three quarters|a third|one third|a quarter|one quarter|a fifth|one fifth|a tenth|"
    r"a half|one half|half|the majority|a majority)\b", re.I)


# ---------------------------------------------------------------------------------------------
# parsing


def _word_value(w: str) -> float | None:
    w = w.lower().replace("-", " ")
    total = 0.0
    for part in w.split():
        if part in _UNITS:
            total += _UNITS[part]
        elif part in _TENS:
            total += _TENS[part]
        else:
            return None
    return total


def _hedge_before(prefix: str) -> str | None:
    p = prefix.lower().rstrip()
    for phrase, kind in _HEDGES:
        if re.search(r"(?:^|\W)" + re.escape(phrase) + r"$", p):
            return kind
    return None


def _interval(v: float, hedge: str | None, exact_round: bool = True) -> Interval:
    if hedge in ("gt",):
        return Interval(v, INF, lo_open=True)
    if hedge == "gt_near":
        return Interval(v, v * 1.15, lo_open=True)
    if hedge == "ge":
        return Interval(v, INF)
    if hedge == "near_below":
        return Interval(v * 0.85, v, hi_open=True)
    if hedge == "approx":
        return Interval(v * 0.85, v * 1.15)
    if hedge == "le":
        return Interval(0, v)
    if hedge == "lt":
        return Interval(0, v, hi_open=True)
    if exact_round and v >= 100 and v % 100 == 0:  # "1,000 fighters" is a round figure
        return Interval(v * 0.95, v * 1.05)
    return Interval(v, v)


def _skip_number(sent: str, m: re.Match[str]) -> bool:
    """Years, dates, times, ages, ordinals, scores, list numbers: not counts of things."""
    before = sent[max(0, m.start() - 14):m.start()].lower()
    after = sent[m.end():m.end() + 16].lower()
    num = m.group("num")
    if num:
        if re.match(r"^(?:st|nd|rd|th)\b|^[:/]\d|^\s?(?:a\.?m\.?|p\.?m\.?|o'clock|gmt|et\b|bst)",
                    after):
            return True
        if re.match(r"^-[a-z]", after) or re.match(r"^-\d", after) or \
                re.search(r"\d-$", before):  # "30-car pileup", "23-14 vote"
            return True
        if re.search(r"(?:interstate|route|highway|i-|us|flight|bus|line|channel|pier|gate)\s*$",
                     before):
            return True
        if re.search(rf"(?:{_MONTHS})\.?\s*$", before) or re.match(rf"^\s*(?:{_MONTHS})\b",
                                                                      after):
            return True
        if "," not in num and "." not in num and len(num) == 4 and 1800 <= int(num) <= 2100 \
                and not m.group("cur"):
            return True
        if re.search(r"(?:no\.|number|#|page|route|article|section|chapter|room|flight|"
                     r"jersey|model|version|level|grade|rank|ranked|aged?)\s*$", before):
            return True
        if re.match(r"^-\d|^\s?(?:to|-|–)\s?\d", after) and re.search(r"\b(?:won|lost|beat|"
                                                                        r"score)", before):
            return True
        if re.search(r",\s*$", before) and re.match(r"^\s*,", after):  # "Bryan Johnson, 24,"
            return True
    return False


_ATTRIB = [
    re.compile(r"\baccording to (?P<src>(?:the |a |an )?[\w’'.\- ]+?)(?=,|\.|;|$| that | who )",
               re.I),
    re.compile(r"(?:^|, |,[\"”] |\. )(?P<src>(?:the |a |an )?[\w’'.\- ]{2,60}?) " + _SPEECH +
               r"\.?\s*[\"”]?\s*$", re.I),
    re.compile(r"[,\"”] " + _SPEECH + r" (?P<src>(?:the |a |an )?[\w’'.\- ]{2,60}?)\s*[.,]",
               re.I),
    re.compile(r"(?:^|, )(?P<src>(?:the |a |an )?[\w’'.\- ]{2,60}?) " + _SPEECH +
               r" (?:that |on \w+ that |\w+ that )?", re.I),
    re.compile(r"\b(?:a |the )?report(?:s)? by (?P<src>[\w’'.\- ]{2,40}?)(?=,| said| says)",
               re.I),
    re.compile(r"\bfigures? (?:from|by) (?P<src>(?:the )?[\w’'.\- ]{2,40}?)(?=,|\.|;| show)",
               re.I),
]
_GENERIC_SOURCES = re.compile(r"^(?:the |a )?(?:group|organi[sz]ation|agency|monitor|he|she|"
                              r"they|it|statement|report)$", re.I)
_PERIOD = re.compile(
    r"\b(?:from (?P<a>[\w .,-]{2,30}?) (?:to|until|through|till) (?P<b>[\w .-]{2,25}?)"
    r"(?=[,.;]| the | in | at | on |$)|since (?P<c>(?:mid-|early |late )?[A-Z][\w.]*(?: \d{1,2})?"
    r"(?:,? \d{4})?)|(?:in|over|during) the (?:past|last|previous) (?P<d>(?:\w+ )?(?:days?|"
    r"weeks?|months?|years?|decades?))|(?P<e>(?:last|this) (?:year|month|week))"
    r"|between (?P<f>(?:[A-Z][a-z]+|\d{4})[\w .]*?) and (?P<g>(?:[A-Z][a-z]+|\d{4})[\w .]*?)"
    r"(?=[,.;]|$)|\b(?:in|since|during) (?P<h>(?:19|20)\d\d)\b)")


def _attribution(text: str) -> str | None:
    for pat in _ATTRIB:
        m = pat.search(text)
        if m:
            src = m.group("src").strip(" ,\"“”")
            src = re.sub(r"^(?:on \w+, |but |and |however, )", "", src, flags=re.I)
            src = re.sub(r"^(?:On|In|At|By|But|And) [^,]+, ", "", src)
            if 1 <= len(src.split()) <= 10 and not re.match(r"^(?:it|this|that|which)$", src,
                                                             re.I) \
                    and not re.search(r"\d|\b(?:were|was|are|is|been|be|have|has|had)$", src):
                return src
    return None


def _period(text: str) -> str | None:
    m = _PERIOD.search(text)
    if not m:
        return None
    return m.group(0).strip(" ,.")


def _noun_phrase(sent: str, end: int) -> tuple[str | None, list[str], str | None, bool]:
    """After a figure: (head noun, modifiers, 'of' object, counted apart)."""
    rest = sent[end:]
    words = rest.split()
    additional = False
    mods: list[str] = []
    head: str | None = None
    of: str | None = None
    i = 0
    if words and words[0].lower().strip(",.") in ("more", "additional", "other", "further"):
        additional = True
        i = 1
    if i < len(words) and words[i].lower() == "of":  # "hundreds of (ISIS) militants"
        i += 1
        if i < len(words) and words[i].lower() in ("the", "its", "their", "his", "her", "it",
                                                   "them"):
            obj = " ".join(words[i:i + 4])
            return None, [], re.split(r"[,.;:]", obj)[0], additional
    taken: list[str] = []
    for w in words[i:i + 6]:
        clean = w.strip("()\"“”'’").rstrip(",.;:!?")
        low = clean.lower()
        if not clean or low in _STOP_NP or not re.match(r"^[\w’'-]+$", clean):
            break
        if low.endswith("ing") and taken:
            break
        if low in _EVENT and low.endswith("ed"):
            break
        if taken and taken[-1].lower().endswith("s") and low.endswith(("ed", "en")):
            break  # "fighters interviewed", "fighters conceded": a verb follows the noun
        taken.append(clean)
        wrapped = w.startswith("(") and w.rstrip(",.;:").endswith(")")
        if w.endswith((",", ".", ";", ":", ")", "!", "?")) and not wrapped:
            break
    if taken:
        head = taken[-1]
        mods = taken[:-1]
        if head.lower() in ("percent", "cent"):
            head = None
    k = i + len(taken)
    if head is None or of is None:
        tail = " ".join(words[k:k + 6])
        m = re.match(r"^of (?P<o>(?:the |its |their )?[\w’'-]+(?: [A-Z][\w’'-]+)*)", tail)
        if m and of is None:
            of = m.group("o")
    return head, mods, of, additional


def _event(sent: str, start: int, end: int) -> str | None:
    """The event word nearest the figure (same clause first); capitalised words are names."""
    words = [(m.start(), m.group(0)) for m in re.finditer(r"[a-z]+", sent)]
    best: tuple[int, str] | None = None
    for pos, w in words:
        if w in _EVENT:
            d = start - pos if pos < start else pos - end
            if w == "forced" and "home" not in sent[pos:pos + 40].lower():
                continue
            if w in ("lost", "losing", "lose") and not re.search(
                    r"\b(?:fighters?|soldiers?|troops?|men|lives|people|members)\b",
                    sent[pos:pos + 60]):
                continue
            if best is None or d < best[0]:
                best = (d, _EVENT[w])
    return best[1] if best and best[0] <= 90 else None


def _group(mods: list[str], names: list[str]) -> str | None:
    """The name that modifies the counted noun: "ISIS" in "979 ISIS combatants"."""
    for mod in mods:
        mod = mod.strip("()")
        if mod[:1].isupper() and any(mod in n or n in mod for n in names):
            return mod
        if mod.isupper() and len(mod) >= 2:
            return mod
    return None


def _actor(sent: str, start: int, names: list[str]) -> str | None:
    """The nearest name before the figure in its clause: "IS ... losing 1,000 fighters"."""
    clause = re.split(r"[;:]|\bbut\b|\bwhile\b", sent[:start])[-1]
    found = None
    for n in names:
        for m in re.finditer(r"(?<![\w-])" + re.escape(n) + r"(?![\w-])", clause):
            if found is None or m.start() > found[0]:
                found = (m.start(), n)
    return found[1] if found else None


_WHEN = re.compile(rf"\b(?:{_WEEKDAYS}|(?:{_MONTHS})\.? \d{{1,2}}|\d{{1,2}} (?:{_MONTHS})|"
                   r"yesterday|today|tonight|last night|this morning|(?:19|20)\d\d)\b", re.I)
_WHERE = re.compile(r"\b(?:in|across|near|around|outside|at) (?:the )?((?:[A-Z][\w’'-]+ ?){1,3})")
_MODAL = re.compile(r"\b(?:could|would|might|may|if|unless|whether|projects?|projected|"
                    r"projections?|expected to|"
                    r"forecast|predict\w*|avoid\w*|prevent\w*|goal|aim\w*|target\w*)\b", re.I)


def _around(sent: str, start: int, end: int, width: int = 70) -> str:
    lo = max(sent.rfind(",", 0, start), sent.rfind(";", 0, start), start - width, 0)
    hi_c = [i for i in (sent.find(",", end), sent.find(";", end)) if i != -1]
    hi = min([end + width, len(sent), *hi_c])
    return sent[lo:hi]


def quantities(story: Story, names_by_sentence: dict[int, list[str]] | None = None
               ) -> list[Quantity]:
    """Every countable figure of every sentence, read as an interval with its context."""
    out: list[Quantity] = []
    last_source: dict[int, str] = {}
    for s in story.sentences:
        sent = s.text
        names = (names_by_sentence or {}).get(s.id, [])
        src = _attribution(sent)
        if src and _GENERIC_SOURCES.match(src) and s.article in last_source:
            src = last_source[s.article]  # "the group said": the group named before
        elif src and not _GENERIC_SOURCES.match(src):
            last_source[s.article] = src
        period = _period(sent)
        prev: Quantity | None = None
        found: list[Quantity] = []
        matches = [m for m in _QTY.finditer(sent) if not _skip_number(sent, m)]
        skip_next = False
        for k, m in enumerate(matches):
            if skip_next:
                skip_next = False
                continue
            low = None
            if k + 1 < len(matches):  # "between 40 and 60 homes", "from 300 to 400"
                m2 = matches[k + 1]
                gap = sent[m.end():m2.start()]
                opener = re.search(r"\b(?:between|from)\s*$", sent[:m.start()], re.I)
                if (re.fullmatch(r"\s*(?:to|-|–)\s*", gap) or
                        (opener and re.fullmatch(r"\s*(?:and|to)\s*", gap))):
                    low = _number(m)
                    if low is not None and _number(m2) is not None:
                        m, skip_next = m2, True
                    else:
                        low = None
            q = _read(s.article, s.id, sent, m, names, src, period, prev)
            if q is not None and low is not None and low <= q.value.hi:
                q.value = Interval(low, q.value.hi)
                end = sent.find(q.noun, m.end()) + len(q.noun) if q.noun and \
                    sent.find(q.noun, m.end()) >= 0 else m.end()
                q.text = sent[matches[k].start():end].strip()
            if q is not None:
                around = _around(sent, m.start(), m.end())
                rest = sent.replace(period, "") if period else sent
                q.when = frozenset(w.lower() for w in _WHEN.findall(
                    around.replace(period, "") if period else around)
                    or _WHEN.findall(rest))
                q.where = frozenset(x.strip() for x in _WHERE.findall(around))
                q.hedged_claim = bool(_MODAL.search(around))
                found.append(q)
                prev = q
        kinds: dict[tuple, int] = {}
        for q in found:
            k = (q.unit, q.noun_class, q.event, (q.affiliation or "").casefold())
            kinds[k] = kinds.get(k, 0) + (0 if q.additional or q.part else 1)
        for q in found:
            k = (q.unit, q.noun_class, q.event, (q.affiliation or "").casefold())
            q.listed = "respectively" in sent or kinds[k] >= 2 or q.vague
        out += found
    return out


def _number(m: re.Match[str]) -> float | None:
    """The plain value of a numeric match (digits or number words, with scale)."""
    if m.group("num"):
        v = float(m.group("num").replace(",", ""))
        scale = (m.group("scale") or "").lower()
    elif m.group("word"):
        wv = _word_value(m.group("word"))
        if wv is None:
            return None
        v, scale = wv, (m.group("wscale") or "").lower()
    else:
        return None
    return v * _SCALES[scale] if scale else v


def _read(article: int, sid: int, sent: str, m: re.Match[str], names: list[str],
          src: str | None, period: str | None, prev: Quantity | None) -> Quantity | None:
    hedge = _hedge_before(sent[:m.start()])
    vague = False
    prefix_len = 0
    if hedge:
        low = sent[:m.start()].lower().rstrip()
        phrase = next(p for p, k in _HEDGES if low.endswith(p) and k == hedge)
        prefix_len = len(sent[:m.start()]) - (len(low) - len(phrase))
    unit = "count"
    if m.group("frac"):
        f = _FRACTIONS[m.group("frac").lower()]
        value = Interval(f[0], f[1], lo_open=True) if isinstance(f, tuple) else \
            _interval(f, hedge, exact_round=False)
        if hedge == "near_below":
            value = Interval(f * 0.85, f, hi_open=True)
        unit = "fraction"
    elif m.group("vague"):
        lo, hi = _VAGUE[m.group("vague").lower()]
        value = Interval(lo, hi)
        vague = True
    else:
        if m.group("num"):
            v = float(m.group("num").replace(",", ""))
            scale = (m.group("scale") or "").lower()
            pct = m.group("pct")
            cur = m.group("cur")
        else:
            wv = _word_value(m.group("word"))
            if wv is None:
                return None
            v = wv
            scale = (m.group("wscale") or "").lower()
            pct = m.group("wpct")
            cur = None
            if v <= 1 and not scale and not pct:
                return None  # "one fighter said": not a count worth comparing
        if scale:
            v *= _SCALES[scale]
        if pct:
            unit = "fraction"
            v /= 100.0
            value = _interval(v, hedge, exact_round=False)
        else:
            value = _interval(v, hedge)
            if cur:
                unit = f"money:{cur}"
    end = m.end()
    suffix = re.match(r"\s*(?:\S+\s+){0,2}?or (more|higher|greater|above|older|over|less|fewer|"
                      r"lower|below|younger|under)\b", sent[end:])
    if suffix and not hedge and value.lo == value.hi:
        v = value.lo
        value = Interval(v, INF) if suffix.group(1) in ("more", "higher", "greater", "above",
                                                        "older", "over") else Interval(0, v)
    head, mods, of, additional = _noun_phrase(sent, end)
    part = bool(re.search(r"\b(?:including|includes|among them|of whom|of them|of which)\s*$",
                          sent[:m.start() - prefix_len]))  # "144 killed, including 64 ..."
    if unit == "fraction" and head and not of:  # "a third of Iraq": the whole, not a noun
        om = re.match(r"\s+of\s+([^,.;]{2,40})", sent[end:])
        if om:
            head, mods, of = None, [], re.split(r" (?:and|or|but) (?=[a-z])| (?:who|which|that"
                                                r"|in|on|by|as) ", om.group(1))[0]
    if unit == "fraction":
        value = Interval(value.lo, min(value.hi, 1.0), value.lo_open,
                         value.hi_open and value.hi <= 1.0)
    if unit == "count" and value.lo == value.hi and value.lo < 3:
        return None  # "two fighters said": too small to be a figure worth comparing
    if unit == "count" and head:
        low = head.lower()
        if low in _MEASURES:
            unit = f"measure:{_MEASURES[low]}"
        elif low in _DURATIONS or low in ("times", "percent", "points", "goals", "votes"):
            return None
    if unit == "count" and not head:
        if prev is not None and prev.unit == "count" and prev.noun:  # "30 killed and 15 captured"
            head, mods = prev.noun, []
        else:
            return None
    ncls = _NOUN_CLASS.get(stem(head.lower()), stem(head.lower())) if head else None
    text = sent[m.start() - prefix_len:m.end()].strip()
    if head:
        idx = sent.find(head, end)
        if 0 <= idx < end + 60:
            text = sent[m.start() - prefix_len:idx + len(head)].strip()
    if of and unit == "fraction":
        text = f"{text} of {of}" if " of " not in text else text
    scope = None
    tail = sent[end:end + 160]
    sm = re.search(r"\b(?:in|during|from) (?:the |a |an )?(?:[^,.;]|\.(?=\w|\s+[a-z])){3,80}",
                   tail)
    if sm and not re.match(r"(?:in|from) (?:the )?(?:past|last)", sm.group(0)):
        scope = re.split(r" (?:and|but|as|while|which|who|from which) ", sm.group(0))[0].strip()
    if unit == "fraction" and head is None and of is None:  # "Shares fell less than 1%"
        subj = re.search(r"((?:stock |share )?[A-Za-z]+)\s+(?:\w+\s+)?(?:" + "|".join(
            w for w in _EVENT if _EVENT[w] in ("rise", "fall")) + r")\b[^,;]{0,25}$",
            sent[:m.start()])
        if subj and subj.group(1).lower() not in _STOP_NP:
            head = subj.group(1).split()[-1] if not subj.group(1).lower().startswith(
                ("stock ", "share ")) else "shares"
    group = _group(mods, names)
    named = group is not None
    if group is None and ncls in _ARMED:  # fighters belong to the side that loses them
        group = _actor(sent, m.start(), names)
    return Quantity(article=article, sentence=sid, text=text, value=value, unit=unit,
                    noun=head, noun_class=ncls, of=of, event=_event(sent, m.start(), end),
                    affiliation=group, group_named=named, attributed_to=src,
                    period=period, scope=scope, additional=additional, start=m.start(),
                    entities=names, vague=vague, part=part)


@dataclass
class Age:
    article: int
    sentence: int
    person: str
    age: int
    text: str


_PERSON = r"([A-Z][\w'’.-]+(?: [A-Z][\w'’.-]+){1,3})"
_AGE_PATTERNS = (
    (re.compile(_PERSON + r", (\d{1,3}),"), 1, 2),  # "Geraldine Alcorn, 28, was charged"
    (re.compile(r"\b(\d{1,3})-year-old (?:[a-z]+ ){0,3}" + _PERSON), 2, 1),
    (re.compile(_PERSON + r",? (?:who is |who was )?aged? (\d{1,3})\b"), 1, 2),
)


def ages(story: Story) -> list[Age]:
    """Stated ages of named people: "X, 28,", "29-year-old X", "X, aged 29"."""
    out = []
    for s in story.sentences:
        for pat, gp, ga in _AGE_PATTERNS:
            for m in pat.finditer(s.text):
                age = int(m.group(ga))
                if 0 < age < 120:
                    out.append(Age(s.article, s.id, m.group(gp), age, m.group(0)))
    return out
