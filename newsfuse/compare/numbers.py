"""Numbers: quantities read as intervals, with what they count and who says so.

Owns reading a figure with its hedge ("more than 300" is (300, inf), "nearly half" is just under
0.5, "hundreds" is [200, 999], "between 40 and 60", number words, percentages, fractions), the
thing counted (head noun and its synonym class: fighters ~ combatants ~ militants), the event
(killed, captured, held, evacuated ...), the group it belongs to (the name modifying it, or the
clause's subject), the attribution ("according to activists", "SOHR said"), the period ("from
October 6 to Monday") and whether it is counted apart ("38 more").

Also what the figure measures: units converted to one base per dimension before anything is
compared (feet and metres, miles and kilometres, pounds and kilograms, acres and hectares,
Fahrenheit and Celsius, knots and miles per hour); rates kept apart from totals ("$1,400 a
month", "60 cents a share", "4,700 feet per minute"); parts kept apart from totals ("including
64", "seven of those 77", "four out of 45 states"); ranges read whole ("15 percent to 20
percent", "10 to 15 percent", "17 or 18 miles"); changes kept apart from levels ("rose by 20
percent", "fell $10", the 12 percent of "from 12 percent in 1991 to 17.9 percent"); the
precision a figure is written with ("23 percent" is 22.5-23.5, so it agrees with "23.5
percent"); and when: the time words next to the figure resolved against the article's date
("Tuesday", "in 1991", "last year"), else the article's own date.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from datetime import date

from ..dates import find_times, reference_date
from ..model import Story
from ..terms import STOPWORDS, WORD_NUMBER, stem
from ..terms import word_value as _word_value

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
    per: str | None = None  # a rate: "a month", "per share", "a year"
    change: bool = False  # a change ("rose 20 percent", "up $2.50"), not a level
    total: bool = False  # "seven of those 77": the 77 others are parts of
    conversion: bool = False  # "370 miles (600 kms)": the same figure in other units
    tol: float = 0.0  # half a unit of the last digit written: "23 percent" is 23 +- 0.5
    moment: tuple[date, date] | None = None  # the days the figure describes
    anchored: bool = False  # moment from time words next to the figure (else article date)
    frame: frozenset[str] = frozenset()  # stems of the words around the figure
    mods: tuple[str, ...] = ()  # the words between the figure and its noun ("Atlanta-area")
    # the toll of a named past event ("the Centennial Olympic Park explosion killed one"): a
    # fixed fact, whenever reported; (kind of event, its name stems, the words naming it)
    past_event: tuple[str, frozenset[str], str] | None = None

    def to_dict(self) -> dict:
        return {"article": self.article, "text": self.text, "value": self.value.to_json(),
                "unit": self.unit, "counts": self.noun, "event": self.event,
                "group": self.affiliation, "attributed_to": self.attributed_to,
                "period": self.period, "scope": self.scope, "additional": self.additional,
                "per": self.per, "date": _moment_json(self.moment)}

    def disjoint(self, other: Quantity) -> bool:
        """The two figures cannot both be right, even allowing for how they are rounded."""
        a, b = self.value, other.value
        tol = self.tol + other.tol
        scale = max([1.0] + [abs(v) for v in (a.lo, a.hi, b.lo, b.hi) if v != INF])
        gap = max(a.lo, b.lo) - min(a.hi, b.hi)
        if gap > tol + 1e-9 * scale:
            return True
        if tol or abs(gap) > 1e-9 * scale:
            return False
        # touching at one figure both leave out: "nearly 300" / "more than 300" cannot both be
        # right; "as many as 300" / "more than 300" share nothing either, but "as many as" is
        # a loose ceiling, so a closed bound touching an open one is not a contradiction
        return (abs(a.hi - b.lo) <= 1e-9 * scale and a.hi_open and b.lo_open) or \
            (abs(b.hi - a.lo) <= 1e-9 * scale and b.hi_open and a.lo_open)


def _moment_json(m: tuple[date, date] | None) -> str | None:
    if m is None:
        return None
    return m[0].isoformat() if m[0] == m[1] else f"{m[0].isoformat()}/{m[1].isoformat()}"


# ---------------------------------------------------------------------------------------------
# lexicons

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
# unit word -> (dimension, factor to the base unit: metre, kilogram, square metre, litre)
_LENGTH = {"km": 1000.0, "kms": 1000.0, "kilometres": 1000.0, "kilometers": 1000.0,
           "kilometre": 1000.0, "kilometer": 1000.0, "miles": 1609.344, "mile": 1609.344,
           "metres": 1.0, "meters": 1.0, "metre": 1.0, "meter": 1.0, "feet": 0.3048,
           "foot": 0.3048, "ft": 0.3048, "inches": 0.0254, "inch": 0.0254, "yards": 0.9144,
           "yard": 0.9144, "centimetres": 0.01, "centimeters": 0.01, "cm": 0.01,
           "millimetres": 0.001, "millimeters": 0.001, "mm": 0.001}
_MASS = {"kg": 1.0, "kilograms": 1.0, "kilogram": 1.0, "kilos": 1.0, "grams": 0.001,
         "gram": 0.001, "pounds": 0.45359237, "pound": 0.45359237, "lbs": 0.45359237,
         "lb": 0.45359237, "tonnes": 1000.0, "tonne": 1000.0, "tons": 1000.0, "ton": 1000.0,
         "ounces": 0.028349523, "ounce": 0.028349523, "oz": 0.028349523}
_AREA = {"acres": 4046.8564, "acre": 4046.8564, "hectares": 10000.0, "hectare": 10000.0}
_VOLUME = {"litres": 1.0, "liters": 1.0, "litre": 1.0, "liter": 1.0, "gallons": 3.785411784,
           "gallon": 3.785411784, "barrels": 158.987, "barrel": 158.987}
_MEASURES: dict[str, tuple[str, float]] = {
    **{w: ("length", f) for w, f in _LENGTH.items()}, **{w: ("mass", f) for w, f in _MASS.items()},
    **{w: ("area", f) for w, f in _AREA.items()}, **{w: ("volume", f) for w, f in _VOLUME.items()},
    "mph": ("length/hour", 1609.344), "knots": ("length/hour", 1852.0),
    "kph": ("length/hour", 1000.0), "degrees": ("degrees", 1.0)}
_CURRENCY_WORDS = {"dollars": "$", "dollar": "$", "cents": "$", "cent": "$", "euros": "€",
                   "euro": "€", "yuan": "yuan", "yen": "yen", "rupees": "rupee",
                   "francs": "franc", "marks": "mark", "ecus": "ecu", "pesos": "peso",
                   "rubles": "ruble", "roubles": "ruble", "shekels": "shekel"}
_PER = re.compile(r"^[\s,]*(?:(?:a|an|per|each|every)\s+(?P<u>year|month|week|day|hour|minute|"
                  r"second|share|person|capita|head|patient|treatment|session|dose|ton|tonne|"
                  r"gallon|barrel|pound|kilogram|visit|night|episode|game|child|student|seat|"
                  r"copy|ticket|unit|household|family|acre|mile|kilometer|kilometre|customer|"
                  r"subscriber|user|member|employee|worker|inmate|prisoner)s?\b|(?P<adv>annually|"
                  r"yearly|monthly|weekly|daily|nightly|hourly|apiece|each|a-year|a-month|"
                  r"a-week|a-day)\b)", re.I)
_ADVERB_PER = {"annually": "year", "yearly": "year", "monthly": "month", "weekly": "week",
               "daily": "day", "nightly": "night", "hourly": "hour", "apiece": "each",
               "each": "each", "a-year": "year", "a-month": "month", "a-week": "week",
               "a-day": "day"}
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
# classes of people: a toll figure without a noun may take one of these from the figure before
_PEOPLE_CLASSES = frozenset(_NOUN_CLASS[stem(w)] for w in """fighter soldier person child
refugee student worker death victim officer protester passenger""".split()) | frozenset(
    stem(w) for w in "man men woman women other others member civilian".split())
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
_AFTER_MEASURE = frozenset("""off away offshore long wide high deep tall thick apart inland
overhead underground northeast northwest southeast southwest aloft""".split())
_SPEECH = r"(?:said|says|say|reported|reports|estimated|estimates|told|added|confirmed|stated)"

_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_WORDNUM = WORD_NUMBER
_QTY = re.compile(
    r"(?P<cur>[$£€]|\bdlrs\.?\s|\bUS\$\s?|\bU\.S\.\s\$)?\s?(?P<num>" + _NUM + r")"
    r"(?:\s?(?P<scale>hundred|thousand|million|billion|"
    r"trillion|bn|mn|m|k)\b)?(?:\s?(?P<pct>%|percent\b|per cent\b))?"
    r"|\b(?P<word>" + _WORDNUM + r")(?![a-z])(?:\s(?P<wscale>hundred|thousand|million|"
    r"billion)\b(?:\s(?:and\s)?(?P<wrest>" + _WORDNUM + r")(?![a-z]))?)?"
    r"(?:\s?(?P<wpct>percent\b|per cent\b))?"
    r"|\b(?P<vague>hundreds of thousands|tens of thousands|tens of millions|dozens|scores|"
    r"hundreds|thousands|millions|billions|a handful|a dozen)\b"
    r"|\b(?P<frac>one-third|two-thirds|three-quarters|one-quarter|one-fifth|two thirds|"
    r"three quarters|a third|one third|a quarter|one quarter|a fifth|one fifth|a tenth|"
    r"a half|one half|half|the majority|a majority)\b", re.I)


# ---------------------------------------------------------------------------------------------
# parsing


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
    if m.group("scale") and m.group("scale").lower() in ("m", "mn", "bn", "k") and \
            not m.group("cur"):
        return True  # "5m wall": metres, or a code; "m" for million only after a currency
    if m.group("word") and re.match(r"^-[a-z]", after):
        return True  # "three-day visit", "three-province region": a compound word
    if num and not m.group("cur") and not m.group("scale") and not m.group("pct") and (
            re.search(r"[A-Za-z][-:]?$", sent[max(0, m.start("num") - 2):m.start("num")]) or
            re.match(r"^[A-Za-z](?![a-z])", sent[m.end():])):
        return True  # "S-300", "P8", "2D:4D", "AR-15": names and codes, not counts
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
        wrapped = w.startswith("(") and w.rstrip(",.;:").endswith(")")
        if not clean or low in _STOP_NP or low in _AFTER_MEASURE or \
                not re.match(r"^[\w’'-]+$", clean) or (w.startswith("(") and not wrapped):
            break
        if low.endswith("ing") and taken:
            break
        if low in _EVENT and low.endswith("ed"):
            break
        if taken and taken[-1].lower().endswith("s") and low.endswith(("ed", "en")):
            break  # "fighters interviewed", "fighters conceded": a verb follows the noun
        taken.append(clean)
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
    """Every countable figure of every sentence, read as an interval with its context and
    placed in time (see the module's description)."""
    out: list[Quantity] = []
    last_source: dict[int, str] = {}
    last_event: dict[int, tuple[str, frozenset[str], str]] = {}
    refs = [reference_date(a.text, a.published) for a in story.articles]
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
            first = m
            if k + 1 < len(matches):  # "between 40 and 60 homes", "15 percent to 20 percent"
                m2 = matches[k + 1]
                gap = sent[m.end():m2.start()]
                opener = re.search(r"\b(?:between|from)\s*$", sent[:m.start()], re.I)
                change_from = opener and opener.group(0).lower().startswith("from") and \
                    _CHANGE_BEFORE.search(sent[:opener.start()])
                unit_gap = re.fullmatch(r"\s*(?:percent|per cent|%|feet|miles|meters|metres|"
                                        r"kilometers|kilometres|pounds|acres|degrees)?\s*"
                                        r"(?:to|-|–|or)\s*", gap, re.I)
                if not change_from and (unit_gap or (opener and re.fullmatch(
                        r"\s*(?:\w+\s+)?(?:and|to)\s*", gap))):
                    low = _number(m)
                    hi = _number(m2)
                    if low is not None and hi is not None and (
                            " or " not in gap or hi - low <= 0.5 * hi):
                        if (m2.group("scale") or m2.group("wscale")) and not (
                                m.group("scale") or m.group("wscale")):
                            scale = (m2.group("scale") or m2.group("wscale")).lower()
                            low *= _SCALES[scale] if low * _SCALES[scale] <= hi else 1
                        m, skip_next = m2, True
                    else:
                        low = None
            q = _read(s.article, s.id, sent, m, names, src, period, prev)
            if q is not None and low is not None:
                lo = low / 100.0 if q.unit == "fraction" and low > 1 else low
                lo = _convert(lo, q.unit, q.noun)
                if lo <= q.value.hi:
                    q.value = Interval(lo, q.value.hi)
                    q.tol = 0.0
                    end = sent.find(q.noun, m.end()) + len(q.noun) if q.noun and \
                        sent.find(q.noun, m.end()) >= 0 else m.end()
                    q.text = sent[first.start():end].strip()
            if q is not None:
                if change_before(sent, first.start(), m.end()) or (
                        prev is not None and prev.change and re.search(
                            r",?\s+or(?:\s+(?:about|nearly|almost|some|roughly))?\s*$",
                            sent[:first.start()])):
                    q.change = True
                if re.search(r"\(\s*(?:about |some |nearly |roughly )?$", sent[:first.start()]) \
                        and found and re.search(r"[\w%]\s*$", sent[:first.start()].rstrip(" (")):
                    q.conversion = True  # "370 miles (600 kms)", "1 million pounds (dlrs 1.6 m)"
                around = _around(sent, m.start(), m.end())
                rest = sent.replace(period, "") if period else sent
                q.when = frozenset(w.lower() for w in _WHEN.findall(
                    around.replace(period, "") if period else around)
                    or _WHEN.findall(rest))
                q.where = frozenset(x.strip() for x in _WHERE.findall(around))
                q.hedged_claim = bool(_MODAL.search(around))
                q.frame = _frame(sent, first.start(), m.end())
                found.append(q)
                prev = q
        _parts_and_totals(sent, found)
        _place_in_time(sent, found, refs[s.article], period)
        named_event = _past_event(sent, toll=False)
        ref_event = _past_event(sent)
        if ref_event is None and re.match(r"^(?:That|This|The) (?:" + _EVENT_NOUNS + r")\b",
                                           sent) and _TOLL.search(sent):
            ref_event = last_event.get(s.article)  # "That explosion killed one woman"
        if named_event is not None:
            last_event[s.article] = named_event
        if ref_event is not None:
            for q in found:
                if q.event in ("death", "injury", "missing") and not q.change:
                    q.past_event = ref_event
        kinds: dict[tuple, int] = {}
        for q in found:
            k = (q.unit, q.noun_class, q.event, (q.affiliation or "").casefold(), q.per)
            kinds[k] = kinds.get(k, 0) + (0 if q.additional or q.part or q.change else 1)
        for q in found:
            k = (q.unit, q.noun_class, q.event, (q.affiliation or "").casefold(), q.per)
            q.listed = "respectively" in sent or kinds[k] >= 2 or q.vague
        out += found
    return out


_CHANGE_VERBS = (r"rose|rise|rises|rising|risen|fell|fall|falls|falling|fallen|jumped|jump|"
                 r"jumps|climbed|climb|climbs|gained|gains|surged|soared|increased|increase|"
                 r"increases|grew|grow|grows|grown|dropped|drop|drops|declined|decline|"
                 r"declines|plunged|plunge|slid|slipped|sank|tumbled|decreased|decrease|shrank|"
                 r"cut|cuts|raised|lowered|boosted|trimmed|widened|narrowed|up|down|"
                 r"added|lost|losing|shed|rallied")
_CHANGE_BEFORE = re.compile(r"\b(?:" + _CHANGE_VERBS + r")\b[^,;.]{0,40}$", re.I)


def change_before(sent: str, start: int, end: int) -> bool:
    """The figure is a change, not a level: "rose 20 percent", "fell $10", "up $2.50", "by 5
    percent", "a 12 percent increase", "22 percent higher than", the earlier value of "from
    12 percent in 1991 to 17.9 percent"."""
    before = sent[max(0, start - 60):start].rstrip() + " "
    after = sent[end:end + 40]
    if re.search(r"\b(?:by|up|down|gained|lost|added|shed|rose|fell|jumped|dropped|climbed|"
                 r"slid|declined|increased|decreased|grew|plunged|soared|surged|sank|slipped|"
                 r"tumbled|rallied)\s+(?:about |nearly |almost |some |more than |over |"
                 r"roughly |just |another )?(?:[$£€]\s?)?$", before, re.I):
        return True
    if re.match(r"^[\s-]*(?:\w+[\s-]+){0,2}?(?:increase|rise|jump|gain|drop|decline|fall|cut|"
                r"reduction|hike|boost|growth|decrease|surge|plunge|slump|higher|lower|more|"
                r"less|fewer|greater|smaller|larger|bigger|above|below)\b(?! than \d)", after,
                re.I) and not re.match(r"^[\s-]*(?:more|less|fewer)\s+(?:than|people|of)\b",
                                       after, re.I) and not re.match(
            r"^[\s\w-]{0,20}?\bor\s+(?:more|higher|greater|above|less|fewer|lower|below)\b",
            after, re.I):
        return True
    m = re.search(r"\bfrom\s+(?:about |nearly |some )?(?:[$£€]\s?)?$", before, re.I)
    return bool(m and _CHANGE_BEFORE.search(sent[:max(0, start - 60) + m.start()]) and
                re.match(r"^[^,;.]{0,30}\bto\b", after))


_OF_TOTAL = re.compile(r"(?:^|[\s(])(?P<n>\d[\d.]*|" + _WORDNUM + r")(?:\s+[a-z-]+){0,2}?\s+"
                       r"(?:of|out of)(?:\s+(?:those|these|the|them,?|its|their))?"
                       r"(?:\s+(?:about|nearly|some))?\s*$", re.I)


def _parts_and_totals(sent: str, found: list[Quantity]) -> None:
    """"seven of those 77", "45 of the 50 states", "four out of 45 states": the second figure
    is a total and the first a part of it; neither is compared with a figure of the whole."""
    for i, b in enumerate(found):
        m = _OF_TOTAL.search(sent[max(0, b.start - 50):b.start])
        if not m:
            continue
        b.total = True
        n_at = b.start - 50 + m.start("n") if b.start >= 50 else m.start("n")
        for a in found[:i]:
            if abs(a.start - n_at) <= 2:
                a.part = True


def _place_in_time(sent: str, found: list[Quantity], ref: date | None, period: str | None
                   ) -> None:
    """Each figure's moment: the time words next to it (in its clause, or fronting the
    sentence: "In 1991, ..."), resolved against the article's date; else the article's date.
    Time words inside a period ("since 1968", "from 1991 to 1998") date the period, not the
    figure."""
    if not found:
        return
    times = find_times(sent, ref)
    if period:
        p0 = sent.find(period)
        if p0 >= 0 and not re.match(r"(?:in|during|last|this)\b", period, re.I):
            times = [t for t in times if not (p0 <= t.start < p0 + len(period))]
    for q in found:
        if re.search(r"\b(?:has|have|had)\s+(?:been\s+)?(?:\w+\s+)?(?:killed|claimed|died|"
                     r"left|wounded|injured|arrested|detained|displaced|reached|grown|risen|"
                     r"fallen|topped|surpassed|exceeded)\b[^,;]{0,25}$", sent[:q.start]):
            if ref is not None:  # "ETA has killed nearly 800 people since ... 1968": so far
                q.moment = (ref, ref)
            continue
        lo = max(sent.rfind(",", 0, q.start), sent.rfind(";", 0, q.start), q.start - 60, 0)
        hi_c = [i for i in (sent.find(",", q.start + len(q.text)),
                            sent.find(";", q.start + len(q.text))) if i != -1]
        hi = min([q.start + len(q.text) + 60, len(sent), *hi_c])
        near = [t for t in times if lo <= t.start <= hi]
        if not near:  # "In 1991, four out of 45 states ...", "On Tuesday, 12 were killed"
            near = [t for t in times if t.start <= 12 and t.end < q.start]
        if near:
            t = min(near, key=lambda t: abs(t.start - q.start))
            q.moment, q.anchored = (t.first, t.last), True
        elif ref is not None:
            q.moment = (ref, ref)


def _frame(sent: str, start: int, end: int, width: int = 5) -> frozenset[str]:
    """Stems of the content words just around a figure ("flying at 5,500 feet" -> fly)."""
    before = re.findall(r"[A-Za-z]+", sent[max(0, start - 80):start])[-width:]
    after = re.findall(r"[A-Za-z]+", sent[end:end + 80])[:width]
    return frozenset(stem(w.lower()) for w in before + after
                     if w.lower() not in STOPWORDS and len(w) > 2 and w[0].islower())


def _convert(v: float, unit: str, noun: str | None) -> float:
    """A plain number in the units a quantity of ``unit`` counts in (for range bounds)."""
    if unit.startswith("measure:") and noun and noun.lower() in _MEASURES:
        return _to_base(v, noun.lower())
    return v


def _to_base(v: float, word: str) -> float:
    return v * _MEASURES[word][1]


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
        if scale:
            return v * _SCALES[scale] + (_word_value(m.group("wrest") or "") or 0)
    else:
        return None
    return v * _SCALES[scale] if scale else v


_EVENT_NOUNS = (r"bombing|blast|explosion|crash|attack|shooting|massacre|earthquake|quake|fire|"
                r"flood|storm|hurricane|typhoon|cyclone|tornado|collapse|derailment|sinking|"
                r"accident|riot|ambush|raid|stampede|landslide|mudslide|avalanche|eruption")
_EVENT_CLASS = {"bombing": "blast", "blast": "blast", "explosion": "blast", "attack": "attack",
                "shooting": "attack", "massacre": "attack", "ambush": "attack", "raid": "attack",
                "earthquake": "quake", "quake": "quake", "hurricane": "storm",
                "typhoon": "storm", "cyclone": "storm", "storm": "storm", "tornado": "storm",
                "landslide": "slide", "mudslide": "slide", "avalanche": "slide"}
_PAST_EVENT = re.compile(
    r"(?P<pre>(?:(?:[A-Z][\w'’.-]*|(?:19|20)\d\d|[a-z]+-\w+)\s+){0,4})"
    r"(?P<noun>" + _EVENT_NOUNS + r")s?\b(?P<post>(?:\s+(?:at|in|of|on|near)\s+(?:the\s+)?"
    r"(?:[A-Z][\w'’.-]*\s*){1,4})?)")


# "a crew of 116", "a garrison of about 400": the figure counts the group named before it
_COLLECTIVE = re.compile(r"\b(?:an?|the|its|their|his|her)\s+(?:\w+\s+)?(?P<noun>crew|staff|"
                         r"workforce|garrison|contingent|delegation|membership|congregation|"
                         r"enrollment|enrolment|audience|crowd)\s+of\s+(?:(?:about|around|some|"
                         r"roughly|nearly|almost|more than|over|at least|up to|just over|"
                         r"just under|fewer than|less than|as many as|an estimated)\s+)?$",
                         re.I)
_TOLL = re.compile(r"\b(?:killed|killing|died|wounded|injured|left)\b")


def _past_event(sent: str, toll: bool = True) -> tuple[str, frozenset[str], str] | None:
    """A named past event the sentence tells the toll of: "the 1996 Centennial Park blast",
    "the bombing at Centennial Olympic Park", "the Olympics bombing" -> ("blast", {names}). Only
    with a name (a casualty count of "the attacks" could be of any of them) and a verb of the
    toll in the past tense. The words that name it come third."""
    if toll and not _TOLL.search(sent):
        return None
    found = None
    for m in _PAST_EVENT.finditer(sent):  # the last one named: "including the July 27 explosion"
        words = re.findall(r"[A-Z][\w'’.-]*", m.group("pre") + " " + m.group("post"))
        names = {stem(w.lower().rstrip("s").strip("'’.")) for w in words
                 if w not in ("The", "That", "This", "A", "An", "In", "At", "On", "Of")}
        if names:
            noun = m.group("noun").lower()
            found = (_EVENT_CLASS.get(noun, noun), frozenset(names), m.group(0).strip())
    return found


_CASUALTY = (r"(?:killed|killing|kills|dead|died|dies|wounded|wounding|injured|injuring|hurt|"
             r"missing)")


def _casualty_after(sent: str, m: re.Match[str], prefix_len: int = 0) -> bool:
    """The figure (with its hedge) follows a toll verb: "injured more than 100 others"."""
    at = m.start() - prefix_len
    return bool(re.search(r"\b" + _CASUALTY + r"\s*$", sent[max(0, at - 12):at], re.I))


def _casualty_next(sent: str, m: re.Match[str]) -> bool:
    """A small count that is a toll: "killed one", "one dead", "Two people died"."""
    before, after = sent[max(0, m.start() - 12):m.start()], sent[m.end():m.end() + 40]
    if re.search(r"\b" + _CASUALTY + r"\s*$", before, re.I):
        return not re.match(r"^\s*of\b", after)  # "killed one", not "killed one of them"
    return bool(re.match(
        r"^\s+(?:(?:other\s+)?(?:people|persons?|man|men|woman|women|child|children|others?)"
        r"\s+)?(?:were\s+|was\s+|have been\s+|had been\s+)?" + _CASUALTY +
        r"(?=\s*(?:[,.;:]|$|and\b|in\b|on\b|at\b|when\b|by\b|after\b|during\b|as\b|"
        r"while\b|from\b))", after, re.I))  # "two wounded journalists": an adjective


def _written_tolerance(num: str, scale: float) -> float:
    """Half a unit of the last digit written: "23" 0.5, "23.5" 0.05, "$1.3 billion" 0.05e9;
    round figures ("100", "1,000") are already read with +-5%."""
    digits = num.replace(",", "")
    if "." in digits:
        return 0.5 * 10 ** -len(digits.split(".")[1]) * scale
    return 0.5 if scale == 1.0 and not digits.endswith("0") else 0.0


def _read(article: int, sid: int, sent: str, m: re.Match[str], names: list[str],
          src: str | None, period: str | None, prev: Quantity | None) -> Quantity | None:
    hedge = _hedge_before(sent[:m.start()])
    collective = _COLLECTIVE.search(sent[:m.start()].rstrip() + " ")
    vague = False
    prefix_len = 0
    tol = 0.0
    if hedge:
        low = sent[:m.start()].lower().rstrip()
        phrase = next(p for p, k in _HEDGES if low.endswith(p) and k == hedge)
        prefix_len = len(sent[:m.start()]) - (len(low) - len(phrase))
    unit = "count"
    cur = None
    scale = ""
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
            if not hedge:
                tol = _written_tolerance(m.group("num"), _SCALES[scale] if scale else 1.0)
        else:
            wv = _word_value(m.group("word"))
            if wv is None:
                return None
            v = wv
            scale = (m.group("wscale") or "").lower()
            pct = m.group("wpct")
            if v <= 1 and not scale and not pct and not _casualty_next(sent, m):
                return None  # "one fighter said": not a count worth comparing
        if scale:
            v *= _SCALES[scale]
            if m.group("wrest"):  # "one hundred and three"
                v += _word_value(m.group("wrest")) or 0
        if pct:
            unit = "fraction"
            v /= 100.0
            tol /= 100.0
            value = _interval(v, hedge, exact_round=False)
        else:
            value = _interval(v, hedge)
            if cur:
                unit = "money:" + ("$" if "$" in cur or "dlrs" in cur else cur.strip())
    end = m.end()
    suffix = re.match(r"\s*(?:\S+\s+){0,2}?or (more|higher|greater|above|older|over|less|fewer|"
                      r"lower|below|younger|under)\b", sent[end:])
    if suffix and not hedge and value.lo == value.hi:
        v = value.lo
        value = Interval(v, INF) if suffix.group(1) in ("more", "higher", "greater", "above",
                                                        "older", "over") else Interval(0, v)
        tol = 0.0
    head, mods, of, additional = _noun_phrase(sent, end)
    if collective and unit == "count" and head is None:
        head, mods = collective.group("noun").lower(), []  # "a crew of 116": 116 crew
    else:
        collective = None
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
    if unit == "count" and head and head.lower() not in _MEASURES and \
            head.lower() not in _CURRENCY_WORDS:
        unit_at = next((k for k, w in enumerate(mods) if w.lower() in _MEASURES or
                        w.lower() in _CURRENCY_WORDS), None)
        if unit_at is not None:  # "95 degrees Fahrenheit", "500 dollars worth"
            head, mods = mods[unit_at], mods[:unit_at]
    if unit == "count" and head:  # money and measures named by a word after the figure
        low = head.lower()
        mod_text = " ".join(w.lower() for w in mods)
        money_word = re.match(r"^\s*(?:(?:U\.S\.|US|Hong Kong|Canadian|Australian)\s+)?"
                              r"(dollars?|cents?|euros?|yuan|yen|rupees|francs|marks|ECUs|"
                              r"pesos|rubles|roubles|shekels|pounds(?= sterling)|pounds(?=\W*$"
                              r"))", sent[end:], re.I)
        if low in _CURRENCY_WORDS or money_word or (low in ("pounds", "pound") and (
                scale or "sterling" in sent[end:end + 30].lower())):
            word = (money_word.group(1) if money_word else low).lower()
            unit = "money:" + (_CURRENCY_WORDS.get(word, "£") if word not in ("pounds",
                                                                                "pound") else "£")
            if word.startswith("cent"):
                value = Interval(value.lo / 100, value.hi / 100, value.lo_open, value.hi_open)
                tol /= 100
            money_end = end + (money_word.end() if money_word else
                               sent[end:].lower().find(low) + len(low))
            head, mods = None, []
        elif low in _MEASURES:
            dim, factor = _MEASURES[low]
            if "square" in mod_text:
                dim, factor = "area", factor * factor
            elif "nautical" in mod_text:
                factor = 1852.0
            cubic = "cubic" in mod_text
            if cubic:
                dim, factor = "volume", factor ** 3 * 1000
            unit = f"measure:{dim}"
            if dim == "degrees":
                scale_word = re.match(r"^\s*(Fahrenheit|Celsius|centigrade|F|C)\b", sent[
                    m.end() + len(" degrees") if "degrees" in sent[m.end():m.end() + 9]
                    else m.end():][:20])
                if scale_word:
                    unit = "measure:temperature"
                    if scale_word.group(1)[0] in "Ff":
                        value = Interval((value.lo - 32) * 5 / 9, (value.hi - 32) * 5 / 9
                                         if value.hi != INF else INF, value.lo_open,
                                         value.hi_open)
                        tol *= 5 / 9
            else:
                value = Interval(value.lo * factor, value.hi * factor, value.lo_open,
                                 value.hi_open)
                tol *= factor
        elif low in _DURATIONS or low in ("times", "percent", "points", "goals", "votes") or \
                any(w.lower().rstrip("'’") in _DURATIONS for w in mods):
            return None  # "six months' worth", "two weeks' supply": a time, not a count
    if unit == "count" and value.lo == value.hi and value.lo < 3 and \
            not _casualty_next(sent, m):
        return None  # "two fighters said": too small to be a figure worth comparing
    after_toll = _casualty_after(sent, m, prefix_len) and re.match(
        r"^\s*(?:people\s+)?(?:on the ground|on board|aboard|inside|outside|nearby|"
        r"in (?:the|a|an|its|his|their) \w+)?\s*(?:[,.;:]|$|and\b|when\b|before\b|"
        r"after\b|as\b|while\b)", sent[end:])
    if unit == "count" and not head:
        if prev is not None and prev.unit == "count" and prev.noun and not (
                after_toll and prev.noun_class not in _PEOPLE_CLASSES):
            head, mods = prev.noun, []  # "30 killed and 15 captured"; not "three bombings
            # ... that killed one", where the one killed is a person
        elif re.match(r"^\s+(?:were\s+|are\s+|have been\s+|had been\s+)?(?:killed|dead|died|"
                      r"wounded|injured|hurt|missing|arrested|detained|rescued|evacuated)\b",
                      sent[end:]):
            head, mods = "people", []  # "74 wounded", "12 dead": people, said so by the verb
        elif after_toll:
            head, mods = "people", []  # "killed four on the ground", "injured 12 inside"
        else:
            return None
    if head and head.lower() in ("others", "other") and _casualty_after(sent, m, prefix_len):
        head = "people"  # "killed one person and injured 100 others"
    ncls = _NOUN_CLASS.get(stem(head.lower()), stem(head.lower())) if head else None
    if unit.startswith(("measure:", "money:")):
        ncls = None if unit.startswith("measure:") else ncls
    text = sent[m.start() - prefix_len:m.end()].strip()
    np_end = end
    if unit.startswith("money:") and "money_end" in locals():
        np_end = money_end
        text = sent[m.start() - prefix_len:np_end].strip()
    if head:
        idx = sent.find(head, end)
        if 0 <= idx < end + 60:
            text = sent[m.start() - prefix_len:idx + len(head)].strip()
            np_end = idx + len(head)
    if of and unit == "fraction":
        text = f"{text} of {of}" if " of " not in text else text
    event = _event(sent, m.start(), end)
    verb_before = re.search(r"\b([a-z]+)\s*$", sent[:m.start() - prefix_len])
    if verb_before and _casualty_after(sent, m, prefix_len) and \
            verb_before.group(1) in _EVENT:  # "killed two and wounded 30": two killed
        event = _EVENT[verb_before.group(1)]
    if collective is not None:
        text = sent[collective.start("noun"):m.end()].strip()  # "crew of 116"
        if event in ("rise", "fall"):
            event = None  # "a crew of 116 when it sank": the ship sank, the crew is a size
    per = None
    pm = _PER.match(sent[np_end:np_end + 40])
    if pm:
        per = (pm.group("u") or _ADVERB_PER.get((pm.group("adv") or "").lower(), "each")).lower()
        text = (text + sent[np_end:np_end + pm.end()]).strip(" ,")
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
                    noun=head, noun_class=ncls, of=of, event=event,
                    affiliation=group, group_named=named, attributed_to=src,
                    period=period, scope=scope, additional=additional, start=m.start(),
                    entities=names, vague=vague, part=part, per=per, tol=tol,
                    mods=tuple(w.lower() for w in mods))


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
