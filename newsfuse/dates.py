"""Dates: the published times articles carry, read into UTC datetimes (pure functions).

Owns what a ``published`` string may look like (ISO 8601 dates and times, RFC 2822 as feeds
write them, "May 2, 2024"-style dates, and agency copy's day-month swaps such as DUC's
``1998-30-06``) and the one normal form the store, story grouping and the pages compare:
ISO 8601 in UTC. A date without a time of day is read as midnight UTC and marked as a date.
Anything unreadable, or outside 1900 .. next year, is ``None``: an unknown time, never a guess.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from email.utils import parsedate_to_datetime

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
