import json

import pytest

from newsfuse.cli import main
from newsfuse.compare import compare
from newsfuse.compare.entities import same_entity, skeleton
from newsfuse.compare.numbers import Interval, quantities


@pytest.fixture(scope="module")
def kobani_report(kobani_story):
    return compare(kobani_story)


def _by_subject(findings, word):
    return [f for f in findings if word in f.subject]


def test_kobani_derivation(kobani_report):
    assert [(d.article, d.derived_from) for d in kobani_report.derivations] == [(0, 1)]


def test_kobani_villages_consistent_not_conflict(kobani_report):
    [f] = _by_subject(kobani_report.consistent, "villages")
    figures = {c.article: c.value["figure"] for c in f.claims}
    assert "more than 300" in figures[1] and figures[2] == "360 villages"
    assert not _by_subject(kobani_report.conflicts, "villages")


def test_kobani_fighters_are_different_counters_with_scopes(kobani_report):
    [f] = _by_subject(kobani_report.conflicts, "fighters")
    assert f.nature == "different sources"
    main = {c.article: c for c in f.claims if c.role == "claim"}
    assert main[1].attributed_to == "activists"
    assert "979" in main[2].value["figure"]
    assert "Syrian Observatory for Human Rights" in main[2].attributed_to
    assert main[2].value["period"] == "from October 6 to Monday"
    apart = [c.value["figure"] for c in f.claims if c.role == "counted apart"]
    assert any("Thirty-eight" in a for a in apart) and any("hundreds" in a for a in apart)
    assert "not one outlet contradicting another" in f.explanation


def test_kobani_share_of_town_flagged(kobani_report):
    [f] = _by_subject(kobani_report.conflicts, "share")
    figs = " ".join(c.value["figure"] for c in f.claims)
    assert "half" in figs and "70%" in figs


def test_kobani_obama_quote_is_one_statement_with_variants(kobani_report):
    [q] = [q for q in kobani_report.quotes if any("Obama" in v.text for v in q.variants)]
    assert q.articles == [0, 1, 2]
    assert "fighter" in (q.speaker or "")


def test_kobani_spelling_variants(kobani_report):
    variants = {v for e in kobani_report.entities for v in e.variants if len(e.variants) > 1}
    groups = [set(e.variants) for e in kobani_report.entities]
    assert any({"Aamaq News Agency", "Amak"} <= g for g in groups)
    assert any({"Ayn al-Islam", "Ayn Al-Islam"} <= g for g in groups)
    assert "SOHR" in variants


def test_kobani_agreements_count_independent_outlets(kobani_report):
    assert kobani_report.agreements
    assert all(f.independent >= 2 for f in kobani_report.agreements)
    assert all(f.independent == 1 for f in kobani_report.unique)


def test_example_conflict_and_consistency(example_story):
    rep = compare(example_story)
    [f] = rep.conflicts
    assert "missing" in f.subject
    assert {c.value["figure"] for c in f.claims} == {"14 people", "Sixteen people"}
    assert _by_subject(rep.consistent, "homes")


def test_json_contract(kobani_report):
    d = json.loads(kobani_report.to_json())
    assert set(d) >= {"articles", "derivations", "agreements", "unique", "conflicts",
                      "consistent", "quotes", "entities"}
    c = d["conflicts"][0]
    assert set(c) >= {"kind", "subject", "claims", "explanation"}
    assert set(c["claims"][0]) >= {"article", "text", "value", "attributed_to"}
    assert set(d["agreements"][0]) >= {"text", "articles", "independent"}
    assert set(d["quotes"][0]) >= {"speaker", "variants"}
    assert set(d["entities"][0]) >= {"name", "variants", "articles"}


@pytest.mark.parametrize("text,lo,hi", [
    ("They captured more than 300 villages.", 300, None),
    ("Rebels said nearly 1,000 fighters were killed.", 850, 1000),
    ("Police said about 200 people were evacuated.", 170, 230),
    ("Up to 50 homes were destroyed.", 0, 50),
    ("Between 40 and 60 homes were destroyed in the fire.", 40, 60),
    ("Officials said 38 people were killed.", 38, 38),
    ("Officials said thirty-eight people were killed.", 38, 38),
    ("The group held more than 70% of the city.", 0.7, 1.0),
    ("They once held nearly half of the town.", 0.425, 0.5),
    ("Hundreds of people were evacuated.", 200, 999),
])
def test_figures_as_intervals(text, lo, hi):
    from newsfuse.pipeline import build_story

    [q] = [q for q in quantities(build_story([text])) if q.unit in ("count", "fraction")]
    assert q.value.to_json()[0] == pytest.approx(lo)
    assert (q.value.to_json()[1] is None) if hi is None else \
        q.value.to_json()[1] == pytest.approx(hi)


def test_intervals():
    assert Interval(300, float("inf"), lo_open=True).overlaps(Interval(360, 360))
    assert not Interval(1000, float("inf"), lo_open=True).overlaps(Interval(979, 979))
    assert Interval(0, 300000).overlaps(Interval(300000, float("inf"), lo_open=True))


def test_years_dates_and_ages_are_not_counts():
    from newsfuse.pipeline import build_story

    story = build_story(["In 2014, on Jan. 30, the 23-year-old driver hit a 30-car pileup on "
                         "Interstate 35 at 4 a.m."])
    assert quantities(story) == []


def test_spelling_rules():
    assert skeleton("Aamaq") == skeleton("Amak")
    assert same_entity("SOHR", "Syrian Observatory for Human Rights")
    assert same_entity("IS", "Islamic State")
    assert not same_entity("Syria", "SOHR")
    assert not same_entity("Mosul", "Kirkuk")


def test_cli_compare_formats(example_dir, capsys):
    assert main(["compare", str(example_dir), "--format", "json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["conflicts"] and d["articles"][0]["outlet"] == "Meridian Wire"
    assert main(["compare", str(example_dir)]) == 0
    out = capsys.readouterr().out
    assert "Where they disagree (1)" in out
    assert main(["compare", str(example_dir), "-f", "html"]) == 0
    assert "<script" not in capsys.readouterr().out
    assert main(["summarize", str(example_dir), "--report", "-f", "json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["report"]["conflicts"] and d["summary"]


# --- time, outlets, same quantity ---------------------------------------------------------

def _art(text, source, published):
    return {"text": text, "source": source, "published": published}


def _report(*arts):
    from newsfuse.pipeline import build_story

    return compare(build_story(list(arts)))


_FLOOD = ("Floodwaters swept through the river town of Marlow after the dam gave way, "
          "officials said. Rescue teams searched flooded homes along the river banks. ")


def test_a_toll_that_rises_over_days_is_a_tally_not_a_conflict():
    rep = _report(
        _art(_FLOOD + "The flood killed 10 people in Marlow, officials said.", "AP",
             "2021-08-08"),
        _art(_OTHER + "The flood killed 11 people in Marlow, officials said.", "Reuters",
             "2021-08-09"),
        _art("Marlow buried its dead as the river fell. The flood killed 12 people in Marlow, "
             "officials said.", "Xinhua", "2021-08-10"))
    assert not [f for f in rep.conflicts if "killed" in f.subject]
    [t] = [t for t in rep.tallies if "killed" in t.subject]
    assert [h["figure"] for h in t.history] == ["10 people", "11 people", "12 people"]
    assert t.latest["figure"] == "12 people" and t.change == "rose"
    assert t.history[0]["outlets"] == ["AP"] and t.history[0]["date"] == "2021-08-08"
    d = json.loads(rep.to_json())
    assert d["latest"][0]["figure"] == "12 people"


_OTHER = ("A burst dam sent water through Marlow overnight. Boats carried families from roofs "
          "while helicopters circled. ")


def test_same_day_figures_that_cannot_both_be_true_conflict_between_outlets():
    rep = _report(
        _art(_FLOOD + "The flood killed 10 people in Marlow, officials said.", "AP",
             "2021-08-08"),
        _art(_OTHER + "The flood killed 14 people in Marlow, officials said.", "Reuters",
             "2021-08-08"))
    [f] = [f for f in rep.conflicts if "killed" in f.subject]
    assert f.nature == "outlets disagree" and f.support == 2
    assert {s["figure"] for s in f.sides} == {"10 people", "14 people"}
    assert "same moment" in f.explanation


def test_a_disagreement_inside_one_outlet_is_said_so():
    rep = _report(
        _art(_FLOOD + "The flood killed 10 people in Marlow, officials said.", "AP",
             "2021-08-08"),
        _art(_OTHER + "The flood killed 14 people in Marlow, officials said.", "AP",
             "2021-08-08"))
    [f] = [f for f in rep.conflicts if "killed" in f.subject]
    assert f.nature == "within one outlet" and "AP gives both" in f.explanation


def test_agreements_count_outlets_not_articles():
    a = "The council approved the harbour budget after a long debate on Monday."
    rep = _report(_art(a + " The vote was 7 to 2.", "AP", "2021-08-08"),
                  _art(a + " Opponents plan an appeal.", "AP", "2021-08-09"),
                  _art("A rare orchid bloomed in the botanical garden for the first time.",
                       "Reuters", "2021-08-09"))
    assert not rep.agreements  # two AP articles: one voice
    assert any("harbour budget" in f.text and f.independent == 1 for f in rep.unique)


def test_units_are_converted_before_comparing():
    base = "The tsunami wave that struck the fishing port of Kelso on Friday reached "
    rep = _report(_art(base + "10 meters, the coast guard said.", "AP", "2021-08-08"),
                  _art(base + "33 feet, the coast guard said.", "Reuters", "2021-08-08"),
                  _art(base + "60 feet, the coast guard said.", "Xinhua", "2021-08-08"))
    [f] = [f for f in rep.conflicts if f.kind == "number"]
    assert {s["figure"] for s in f.sides} >= {"60 feet"}
    figures = {c.value["figure"] for c in f.claims}
    assert "60 feet" in figures and ("10 meters" in figures or "33 feet" in figures)


@pytest.mark.parametrize("text,check", [
    ("Of the 77 people aboard, seven of those 77 were Americans.",
     lambda qs: any(q.part and q.text == "seven" for q in qs) and any(q.total for q in qs)),
    ("Temperatures will rise 1.8 to 6.3 degrees by the end of the century.",
     lambda qs: qs[0].value.to_json() == [1.8, 6.3]),
    ("Patients paid $1,400 a month for the treatment.", lambda qs: qs[0].per == "month"),
    ("Shares fell $10, or nearly 27 percent, on Thursday.",
     lambda qs: all(q.change for q in qs)),
    ("It was 95 degrees Fahrenheit in Phoenix.",
     lambda qs: qs[0].unit == "measure:temperature" and round(qs[0].value.lo) == 35),
    ("About 74 wounded and 12 killed were counted.",
     lambda qs: [q.event for q in qs] == ["injury", "death"]),
])
def test_what_a_figure_measures(text, check):
    from newsfuse.pipeline import build_story

    qs = quantities(build_story([text]))
    assert qs and check(qs)


def test_written_precision_makes_rounded_figures_agree():
    from newsfuse.pipeline import build_story

    a, b = quantities(build_story(["Only 23 percent tested free, and 23.5 percent did later."]))
    assert not a.disjoint(b)


def test_ages_are_read_against_the_dates_they_were_given_on():
    story = [_art("The case began on July 1, 1998, when Victoria Keenan, 43, drove past the "
                  "compound near Hayden Lake.", "AP", "2000-08-24"),
             _art("Victoria Keenan, 44, thanked the jury after the verdict in Coeur d'Alene.",
                  "AP", "2000-09-07"),
             _art("Udi Hargov, 27, and a second man were arrested near the base in Cyprus.",
                  "AP", "1998-11-15"),
             _art("Udi Hargov, 37, was remanded for eight days by the court in Cyprus.",
                  "Xinhua", "1998-11-09")]
    rep = _report(*story)
    ages = [f for f in rep.conflicts if f.subject.startswith("age of")]
    assert [f.subject for f in ages] == ["age of Udi Hargov"]
    assert ages[0].nature == "outlets disagree"


def test_kobani_keeps_undated_stories_working(kobani_report):
    assert kobani_report.tallies == []  # no dates: nothing can be placed in time
    assert all(not c.date for f in kobani_report.conflicts for c in f.claims)


# --- quotes and names ----------------------------------------------------------------------

def test_speakers_are_full_names_descriptions_or_unknown():
    from newsfuse.compare.entities import Aliases, extract_entities
    from newsfuse.compare.quotes import extract_quotes
    from newsfuse.pipeline import build_story

    story = build_story([
        "Police Chief Anna Berg said the search would go on. \"We will not stop looking "
        "for them tonight,\" Berg said. \"For now the roads stay closed,\" a police "
        "spokesman said. \"Polls closed early in the north of the county,\" For said."])
    qs = extract_quotes(story, Aliases(extract_entities(story)))
    speakers = {q.text[:10]: q.speaker for q in qs}
    assert speakers["We will no"] == "Anna Berg"
    assert speakers["For now th"] == "a police spokesman"
    assert speakers["Polls clos"] is None


def test_name_variants_across_outlets_but_not_different_names():
    from newsfuse.compare.entities import same_entity

    assert same_entity("Gonzalez", "Gonzales") and same_entity("Gennady", "Gennadi")
    assert same_entity("Yigal Damary", "Igal Damary") and same_entity("Grigory", "Gregory")
    assert not same_entity("Carolyn", "Caroline") and not same_entity("Meese", "Mass")
    assert not same_entity("Greece", "Greek") and not same_entity("Mideast", "Midwest")


def test_a_place_is_not_merged_with_its_region():
    rep = _report(_art("Federal agents searched Alabama on Monday. The Northern District of "
                       "Alabama court heard the case. Alabama officials said little.", "AP",
                       "2021-08-08"))
    assert not any({"Alabama", "Northern District of Alabama"} <= set(e.variants)
                   for e in rep.entities)


# --- the panel -----------------------------------------------------------------------------

def test_panel_html_is_the_whole_panel_without_script(kobani_report, kobani_story):
    from newsfuse.compare.render import report_html
    from newsfuse.model import article_infos

    html = report_html(kobani_report, article_infos(kobani_story))
    assert "<script" not in html and "style=" not in html
    assert html.index("Where the outlets disagree") < html.index("Confirmed by several")
    assert "Show all 38 single-source facts" in html and "<details" in html
    assert "Reprints and updates" in html and "Sources and dates" in html
    assert html.count('<li>', html.index('cmp-unique'), html.index("Show all 38")) == 10


def test_text_report_has_numbered_sources_with_dates():
    from newsfuse.compare.render import report_text
    from newsfuse.model import article_infos
    from newsfuse.pipeline import build_story

    story = build_story([_art(_FLOOD + "The flood killed 10 people.", "AP", "2021-08-08"),
                         _art(_FLOOD + "The flood killed 11 people.", "Reuters", "2021-08-09")])
    text = report_text(compare(story), article_infos(story))
    assert "Sources\n  [1] AP, Aug 8, 2021" in text and "[2] Reuters, Aug 9, 2021" in text
    assert "Figures over time (1)" in text and "latest 11 people" in text


@pytest.mark.parametrize("text,want", [
    ("The plane took off from Fairfield at 8:38 p.m. Friday and was due to land at 10:30 p.m.",
     [("took off", "20:38", 5)]),
    ("The bomb exploded shortly after 7 a.m. outside the clinic.", [("exploded", "07:00", 30)]),
    ("At 9:39 p.m., an hour into the flight, the plane vanished from radar.",
     [("vanished", "21:39", 5)]),
    ("The flight was expected to arrive at about 10 p.m., but never did.", []),
    ("A fisherman saw a plane between 9:30 p.m. and 10 p.m. on Friday.", []),
    ("The attack took place shortly after 11 a.m. (0900GMT).", []),
    ("Suspects arrested in the case were named at a 1 p.m. news conference.", []),
])
def test_clock_times_of_happenings(text, want):
    from datetime import date

    from newsfuse.compare.clock import clock_times

    got = [(c.event, c.hhmm, c.tolerance) for c in clock_times(text, date(1999, 7, 18))]
    assert got == want


def test_clock_times_an_hour_apart_conflict_and_rounding_does_not():
    story = [_art("John Kennedy took off from Essex County Airport in Fairfield at 8:38 p.m. "
                  "Friday in a Piper Saratoga.", "NYT", "1999-07-17"),
             _art("The Piper Saratoga took off from Essex County Airport in Fairfield at "
                  "8:40 p.m. Friday, officials said.", "Xinhua", "1999-07-17"),
             _art("Investigators said the Piper Saratoga took off from Essex County Airport at "
                  "7:38 p.m. Friday.", "AP", "1999-07-18")]
    rep = _report(*story)
    times = [f for f in rep.conflicts if f.kind == "time"]
    assert len(times) == 1 and times[0].nature == "outlets disagree"
    assert [s["figure"] for s in times[0].sides] == ["7:38 p.m.", "8:38 p.m. / 8:40 p.m."]
    rep2 = _report(*story[:2])
    assert not [f for f in rep2.conflicts if f.kind == "time"]


def test_the_pages_pointers_and_questions_are_no_facts():
    # "Watch the video above", "Click the link below ...", a question to the reader: no outlet
    # reports them, and the list of what only one outlet reports does not show them
    from newsfuse.pipeline import build_story
    story = build_story([
        "LONDON (AP) — Britain's main opposition party on Tuesday called for an inquiry into the "
        "sale of the state postal service, saying taxpayers lost millions of pounds.\n\n"
        "Watch the video above.\n\nClick the link below to read the report.\n\n"
        "Want stories like these delivered straight to your phone?\n\n"
        "With the click of a mouse, the shares were sold to investors in minutes.",
        "The government rejected the call on Tuesday, saying the sale had been a success."])
    report = compare(story)
    texts = [f.text for f in report.unique + report.agreements]
    assert not [t for t in texts if "above" in t or "link below" in t or t.endswith("?")]
    assert any(t.startswith("With the click of a mouse") for t in texts)
    assert any(t.startswith("The government rejected") for t in texts)
