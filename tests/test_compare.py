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
