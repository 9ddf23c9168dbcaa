"""Published times: the forms articles carry, read into UTC; unreadable ones are unknown."""

from datetime import UTC, datetime

import pytest

from newsfuse.dates import days_between, normal_published, parse_published


@pytest.mark.parametrize(("raw", "iso"), [
    ("2024-05-02", "2024-05-02"),
    ("1998-30-06", "1998-06-30"),  # DUC's day-month swap
    ("2024-05-02T10:15:00Z", "2024-05-02T10:15:00Z"),
    ("2024-05-02T12:15:00+02:00", "2024-05-02T10:15:00Z"),
    ("2024-05-02 10:15", "2024-05-02T10:15:00Z"),  # no zone: UTC
    ("Tue, 19 Feb 2013 19:44:00 GMT", "2013-02-19T19:44:00Z"),
    ("Tue, 19 Feb 2013 19:44:00 -0500", "2013-02-20T00:44:00Z"),
    ("May 2, 2024", "2024-05-02"),
    ("Tue Feb 19, 2013 7:44 PM", "2013-02-19T19:44:00Z"),
])
def test_readable_forms(raw, iso):
    assert normal_published(raw) == iso


@pytest.mark.parametrize("raw", [None, "", "  ", "2 years ago", "yesterday", "2015",
                                 "2024-13-45", "3024-01-01", "June 3", "not a date at all",
                                 "x" * 200])
def test_unreadable_is_unknown(raw):
    assert parse_published(raw) is None


def test_days_between_counts_a_date_as_its_whole_day():
    a = parse_published("2024-05-02")
    assert days_between(a, parse_published("2024-05-02T23:00:00Z")) == 0
    assert days_between(parse_published("2024-05-05T12:00:00Z"), a) == pytest.approx(2.5)
    assert parse_published("2024-05-02T10:00:00Z").at == datetime(2024, 5, 2, 10, tzinfo=UTC)
