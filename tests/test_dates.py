"""Published times: the forms articles carry, read into UTC; unreadable ones are unknown."""

import datetime as dt
from datetime import UTC, datetime

import pytest

from newsfuse.dates import (
    dateline_date,
    days_between,
    find_times,
    normal_published,
    parse_date,
    parse_published,
    reference_date,
    relative_times,
    settle_day_order,
)


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


# relative days in a brief of articles of several days (dates.relative_notes)
from newsfuse.dates import relative_notes, with_notes  # noqa: E402

_DAYS = [dt.date(1997, 10, 6), dt.date(1998, 6, 25)]  # Monday, Thursday


def _noted(text, ref=dt.date(1997, 10, 6), days=_DAYS):
    return with_notes(text, relative_notes(text, ref, days))


@pytest.mark.parametrize("text,expected", [
    ("Clinton today used his line-item veto.", "Clinton today [1997-10-06] used"),
    ("The court yesterday ruled.", "yesterday [1997-10-05] ruled"),
    ("It rained last night.", "last night [1997-10-05]."),
    ("A judge Wednesday ordered Napster to stop.", "Wednesday [1997-10-01] ordered"),
    ("The paper said Monday it was sold.", "Monday [1997-10-06] it"),  # AP's "today"
    ("In a lawsuit that goes to trial Tuesday, Dees is a lawyer.", "Tuesday [1997-10-07],"),
    ("Schultz told analysts and investors late Wednesday that he would go.",
     "Wednesday [1997-10-01]"),
    ("He said Saturday he will resign.", "Saturday [1997-10-04] he will"),
    ("They will meet next Friday and met last Friday.",
     "next Friday [1997-10-10] and met last Friday [1997-10-03]."),
    ("Yale blocked the site last week.", "last week [week of 1997-09-29]."),
    ("The rate fell last year and will rise next month.",
     "last year [1996] and will rise next month [November 1997]."),
])
def test_relative_words_get_the_date_they_name(text, expected):
    assert expected in _noted(text)


@pytest.mark.parametrize("text", [
    "Clinton met Yeltsin on Thursday.",  # no tense that places it? "met" is past: dated
])
def test_a_past_weekday_is_the_one_before(text):
    assert "[1997-10-02]" in _noted(text)


@pytest.mark.parametrize("text", [
    "Voters go to the polls Tuesday in three states.",  # present tense: past or to come?
    "Shoppers crowded the malls on Black Friday.",  # a named day, not this week's
    "Talks on Fridays are the rule.",  # plural: every Friday
    '"We will decide today," he said.',  # the quotation's day is not given
    'He said: "We will decide tomorrow, and he',  # a quotation left open
    "Prices rose 4 percent in 1996.",  # not relative
])
def test_no_date_without_a_day_the_text_gives(text):
    assert "[" not in _noted(text)


def test_a_quotation_counts_from_the_day_the_sentence_says_it_was_spoken():
    text = '"We will decide tomorrow," he said Friday.'
    assert _noted(text) == '"We will decide tomorrow [1997-10-04]," he said Friday ' \
        '[1997-10-03].'


def test_only_what_the_articles_do_not_share_gets_a_date():
    same_day = [dt.date(1997, 10, 6)] * 3
    assert relative_notes("Clinton today used his veto.", dt.date(1997, 10, 6), same_day) == []
    week = [dt.date(1997, 10, 6), dt.date(1997, 10, 8)]  # two days of one week and year
    text = "Clinton today used the veto he was given last year and last week."
    assert _noted(text, days=week) == \
        "Clinton today [1997-10-06] used the veto he was given last year and last week."
    assert relative_notes(text, None, _DAYS) == []  # no reference day: no date


def test_a_weekday_takes_its_tense_from_its_own_clause():
    text = ("\"Only an idiot would think they could do better,\" said Seinfeld, during a press "
            "conference Tuesday, promoting his Sunday night live HBO special.")
    assert "Sunday night [" not in _noted(text, dt.date(1998, 8, 4))  # past or to come?


def test_a_weekday_after_by_in_a_clause_that_owes_it_is_a_deadline_to_come():
    # DUC D0714D (Thursday 2000-07-27): the order was Wednesday; its deadline is this Friday
    text = ("A San Francisco judge slapped Napster Inc. with a preliminary injunction Wednesday "
            "and ordered the Internet service to halt all illegal song swapping by midnight "
            "Friday.")
    days = [(t.text, t.first) for t in relative_times(text, dt.date(2000, 7, 27))]
    assert days == [("Wednesday", dt.date(2000, 7, 26)), ("Friday", dt.date(2000, 7, 28))]
    # DUC D0704A (Wednesday 1998-12-09): "has to make by Friday" is not last Friday
    made = "Straw was close to announcing the decision he has to make by Friday."
    assert [t.first for t in relative_times(made, dt.date(1998, 12, 9))] == \
        [dt.date(1998, 12, 11)]
    # no deadline: "by" with nothing owed reads as any weekday ("hope had dimmed")
    dimmed = "A friend said hope had dimmed by Saturday evening."
    assert [t.first for t in relative_times(dimmed, dt.date(1999, 7, 18))] == \
        [dt.date(1999, 7, 17)]


def test_an_opening_phrase_takes_its_tense_from_the_main_clause():
    text = "Speaking to Israeli TV Channel 2 Sunday night, Netanyahu said Israel would act."
    assert "Sunday night [1998-11-08]," in _noted(text, dt.date(1998, 11, 9))
    later = "He spoke, and on Israeli TV Sunday night, Netanyahu said it."  # not the opening
    assert "[" not in _noted(later, dt.date(1998, 11, 9))


@pytest.mark.parametrize(("published", "carriers", "settled"), [
    # DUC D0704A: AP's dates run year-day-month; the id says June 1, not January 6
    ("1998-01-06", ("APW19980601.0348", None), "1998-06-01"),
    ("2024-03-05", ("a1", "https://example.com/2024/05/03/quake"), "2024-05-03"),
    ("1998-01-06", ("APW19980106.0348",), "1998-01-06"),  # the id agrees as it reads
    ("1998-01-06", ("doc3", None), "1998-01-06"),  # nothing says otherwise
    ("1998-25-06", ("APW19980625.0941",), "1998-25-06"),  # one reading only (parse swaps it)
    ("1998-06-06", ("APW19980606.0001",), "1998-06-06"),
    ("1998-01-06T10:00:00Z", ("APW19980601.0348",), "1998-01-06T10:00:00Z"),  # not plain
    ("1998-01-06", ("APW199806011.0348",), "1998-01-06"),  # no eight-digit date in it
])
def test_a_swapped_plain_date_is_read_as_its_id_or_url_says(published, carriers, settled):
    assert settle_day_order(published, *carriers) == settled
