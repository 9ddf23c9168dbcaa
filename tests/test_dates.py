import datetime as dt

import pytest

from newsfuse.dates import dateline_date, find_times, parse_date, reference_date


@pytest.mark.parametrize("value,expected", [
    ("2000-09-07", dt.date(2000, 9, 7)),
    ("1998-25-06", dt.date(1998, 6, 25)),  # day and month swapped, as in some archives
    ("20141013", dt.date(2014, 10, 13)),
    ("2014-10-13T08:00:00+02:00", dt.date(2014, 10, 13)),
    ("Mon, 13 Oct 2014 08:00:00 GMT", dt.date(2014, 10, 13)),
    ("October 13, 2014", dt.date(2014, 10, 13)),
    ("13 Oct. 2014", dt.date(2014, 10, 13)),
    ("2014-02-31", None), ("yesterday", None), ("", None), (None, None),
])
def test_parse_date(value, expected):
    assert parse_date(value) == expected


def test_dateline_is_the_reference_day_of_agency_copy():
    text = "NICOSIA, November 19 (Xinhua) -- Israeli Prime Minister Benjamin Netanyahu said"
    assert dateline_date(text, dt.date(1998, 11, 20)) == dt.date(1998, 11, 19)
    assert reference_date(text, "1998-11-20") == dt.date(1998, 11, 19)
    assert dateline_date("WASHINGTON, December 30 (Xinhua) -- x", dt.date(1999, 1, 2)) == \
        dt.date(1998, 12, 30)
    assert reference_date("LARNACA, Cyprus (AP) _ Police", "1998-11-07") == dt.date(1998, 11, 7)


def _spans(text, ref):
    return [(t.text, t.first, t.last) for t in find_times(text, ref)]


def test_time_words_resolved_against_the_article_date():
    ref = dt.date(1998, 11, 18)  # a Wednesday
    spans = _spans("They were arrested Nov. 6 and charged Saturday; the court meets next "
                   "Tuesday. Yesterday he said the 1996 bombing and last year's vote mattered.",
                   ref)
    assert ("Nov. 6", dt.date(1998, 11, 6), dt.date(1998, 11, 6)) in spans
    assert ("Saturday", dt.date(1998, 11, 14), dt.date(1998, 11, 14)) in spans
    assert ("next Tuesday", dt.date(1998, 11, 24), dt.date(1998, 11, 24)) in spans
    assert ("Yesterday", dt.date(1998, 11, 17), dt.date(1998, 11, 17)) in spans
    assert ("1996", dt.date(1996, 1, 1), dt.date(1996, 12, 31)) in spans
    assert ("last year", dt.date(1997, 1, 1), dt.date(1997, 12, 31)) in spans


def test_a_month_day_without_year_is_never_far_in_the_future():
    assert _spans("He was arrested Dec. 30.", dt.date(1999, 1, 3))[0][1] == dt.date(1998, 12, 30)


def test_numbers_that_are_not_years():
    text = "He paid $1998 for 2000 percent more and 1,999 tickets."
    assert _spans(text, dt.date(2000, 1, 1)) == []
    assert _spans("Saturday", None) == []
