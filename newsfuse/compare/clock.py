"""Clock times of events ("took off at 8:38 p.m. Friday", "the blast shortly after 11 a.m."):
what happened, at what minute of which day, how exactly the time is written and in which
time zone. ``report.compare_times`` compares them across outlets."""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from ..dates import find_times

# The happening a clock time is attached to, by kind: the word nearest before the time (or
# just after it, "At 9:39 p.m. ... the plane vanished") decides.
_EVENTS = {
    "took off": r"took off|take[sn]? off|taking off|takeoff|lifted off|departed|departure|"
                r"left",
    "landed": r"landed|touched down|arrived|arrival",
    "vanished": r"vanished|disappeared|lost (?:contact|radar|track)|last (?:radio |radar )?"
                r"(?:contact|signal|transmission)|dropped off (?:the )?radar",
    "exploded": r"exploded|explosion|blast|detonated|blew up|went off",
    "crashed": r"crashed|plunged",
    "struck": r"quake|earthquake|tremor|aftershock",
    "opened fire": r"opened fire|gunfire|gunmen fired",
    "broke out": r"fire broke out|blaze broke out|broke out",
    "died": r"died|pronounced dead",
    "arrested": r"arrested|detained|taken into custody",
    "began": r"began|begun|started|opened|convened|got under way",
    "ended": r"ended|concluded|finished",
}
_EVENT = re.compile(r"\b(?:" + "|".join(f"(?P<g{i}>{p})" for i, p in enumerate(_EVENTS.values()))
                    + r")\b", re.I)
_EVENT_NAMES = list(_EVENTS)

_CLOCK = re.compile(
    r"\b(?P<h>\d{1,2})(?::(?P<m>\d\d))?(?::\d\d)?\s*"
    r"(?P<ap>a\.m\.?|p\.m\.?|am\b|pm\b|o'clock)"
    r"|\b(?P<h24>[01]\d|2[0-3])(?P<m24>[0-5]\d)\s*(?P<z24>GMT|UTC|local time|hrs)\b", re.I)
_ZONE = re.compile(r"\s*\(?\s*(?P<z>GMT|UTC|EDT|EST|CDT|CST|MDT|MST|PDT|PST|ET|Eastern|Central|"
                   r"Pacific|Mountain|local time|local)\b", re.I)
_HEDGE = re.compile(r"\b(?:about|around|approximately|roughly|some|nearly|almost|shortly|just|"
                    r"soon|circa|near|minutes|approx)\W+(?:\w+\W+)?$", re.I)
_BOUND = re.compile(r"\b(?:after|before|by|until|till|since|from|between|through|to|and|or|"
                    r"than|past)\s+$", re.I)
_RANGE_AFTER = re.compile(r"^\s*(?:-|to|and|or|until|till)\s+\d", re.I)
_NOT_YET = re.compile(r"\b(?:due|expected|scheduled|will|would|plans?|planned|set to|slated|"
                      r"supposed|should|could|may|might|can|usually|normally|every|each|"
                      r"daily|nightly)\b", re.I)
_ZONES_ALIKE = {"edt": "et", "est": "et", "eastern": "et", "et": "et", "cdt": "ct", "cst": "ct",
                "central": "ct", "pdt": "pt", "pst": "pt", "pacific": "pt", "mdt": "mt",
                "mst": "mt", "mountain": "mt", "gmt": "utc", "utc": "utc", "local time": "",
                "local": "", "hrs": ""}


@dataclass
class ClockTime:
    sentence: int
    article: int
    event: str  # the kind of happening ("took off")
    minutes: int  # minutes after midnight
    text: str  # the time as written ("8:38 p.m.")
    tolerance: int  # minutes: how exactly the time is written ("about 9" -> 30)
    zone: str  # "" when not said (local)
    day: date | None  # the day named next to it, read against the article's date

    @property
    def hhmm(self) -> str:
        h, m = divmod(self.minutes, 60)
        return f"{h:02d}:{m:02d}"


def clock_times(text: str, reference: date | None, sentence: int = -1, article: int = -1
                ) -> list[ClockTime]:
    """Clock times of past happenings in one sentence. Times of plans ("was due to land at
    10:30"), bounds ("after 10 p.m."), ranges ("between 9:30 and 10 p.m.") and times a
    bracket restates in another zone ("11 a.m. (0900GMT)") are left out."""
    out: list[ClockTime] = []
    days = [t for t in find_times(text, reference) if t.first == t.last]
    prev_end = 0
    matches = list(_CLOCK.finditer(text))
    for k, m in enumerate(matches):
        start, end = m.start(), m.end()
        lead = text[prev_end:start]
        prev_end = end
        if k and re.fullmatch(r"\s*\(\s*", text[matches[k - 1].end():start]):
            continue  # "11 a.m. (0900GMT)": the same time again
        before = text[max(0, start - 40):start]
        if m.group("h24") is None and not m.group("h"):
            continue
        hedged = bool(_HEDGE.search(before))
        if not hedged and _BOUND.search(before):
            continue
        if re.search(r"\b(?:an?|the|its|his|her|their|[A-Za-z]+'s)\s+$", before):
            continue  # "at a 1 p.m. news conference": the time of something else
        if _RANGE_AFTER.match(text[end:end + 8]) or re.search(r"\d\s*(?:-|to)\s*$", before):
            continue
        if m.group("h24") is not None:
            h, mi = int(m.group("h24")), int(m.group("m24"))
            zone = m.group("z24").lower()
        else:
            h, mi = int(m.group("h")), int(m.group("m") or 0)
            if h > 12 or h == 0:
                continue
            ap = m.group("ap").lower()
            if ap.startswith("p") and h != 12:
                h += 12
            elif ap.startswith("a") and h == 12:
                h = 0
            elif ap == "o'clock":
                continue  # morning or evening is not said
            zm = _ZONE.match(text, end)
            zone = zm.group("z").lower() if zm else ""
        zone = _ZONES_ALIKE.get(zone, zone)
        # the happening: the nearest event word before the time in this stretch, else the
        # first one after it (up to the next time or the sentence's end)
        lead_start = start - len(lead)
        ev = None
        for e in _EVENT.finditer(lead):
            ev = e
        if ev is not None:
            if len(re.findall(r"\w+", lead[ev.end():])) > 14:
                continue  # the event word is too far from the time to own it
            window = text[max(0, lead_start + ev.start() - 40):start]
        else:
            if len(re.findall(r"\w+", text[:start])) > 3:
                continue  # only a time opening the sentence owns a later event word
            stop = matches[k + 1].start() if k + 1 < len(matches) else len(text)
            ev = _EVENT.search(text[end:min(stop, end + 120)])
            if ev is None:
                continue
            window = text[max(0, start - 40):end + ev.end()]
        if _NOT_YET.search(window):
            continue
        event = _EVENT_NAMES[next(i for i, g in enumerate(ev.groups()) if g is not None)]
        near = min(days, key=lambda t: min(abs(t.start - start), abs(t.start - end)),
                   default=None)
        day = near.first if near is not None and abs(near.start - end) < 40 else None
        tol = 5
        if hedged:
            tol = 30 if mi == 0 else 20
        elif mi == 0 or mi == 30:
            tol = 10  # "at 8:30 p.m." may be rounded
        out.append(ClockTime(sentence, article, event, h * 60 + mi, m.group(0), tol, zone,
                             day))
    return out
