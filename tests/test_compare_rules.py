"""Conflict rules added for agency copy (issue 12): each with the case that called for it, and
the near case that must stay quiet."""

from newsfuse.compare import compare
from newsfuse.compare.numbers import quantities
from newsfuse.pipeline import build_story

_A = ("A cargo plane crashed into a crowded market in Kinshasa on Tuesday, officials said. "
      "Witnesses described a ball of fire. ")
_B = ("Rescue teams searched the smoking wreckage in the Congolese capital. The airline has not "
      "commented on the cause. ")


def _art(text: str, outlet: str, date: str) -> dict:
    return {"text": text, "source": outlet, "published": date, "title": "Plane crash"}


def _conflicts(a: str, b: str, outlet_b: str = "Reuters", date_b: str = "2021-08-08"):
    rep = compare(build_story([_art(_A + a, "AP", "2021-08-08"), _art(_B + b, outlet_b,
                                                                      date_b)]))
    return rep.conflicts


def test_nearly_against_more_than_the_same_figure_conflicts():
    [f] = _conflicts("Nearly 300 people were killed in the crash.",
                     "More than 300 people were killed in the crash.")
    assert {s["figure"] for s in f.sides} == {"Nearly 300 people", "More than 300 people"}
    assert "less than 300" in f.explanation and "more than 300" in f.explanation


def test_a_loose_ceiling_touching_a_floor_is_no_conflict():
    assert not _conflicts("As many as 300 people were killed in the crash.",
                          "More than 300 people were killed in the crash.")


def test_counts_without_a_noun_after_a_toll_verb():
    [f] = _conflicts("The crash killed four on the ground, the mayor said.",
                     "The crash killed five on the ground, the mayor said.")
    assert f.subject == "people killed"
    assert {s["figure"] for s in f.sides} == {"four", "five"}


def test_a_crew_of_n_counts_the_crew():
    qs = quantities(build_story(["The ship carried a crew of 116 when it sank off Crete."]))
    assert [(q.text, q.noun, q.event) for q in qs] == [("crew of 116", "crew", None)]
    [f] = _conflicts("The Panamanian freighter Helena Star had a crew of 116 when it went down "
                     "off Crete in heavy seas.",
                     "The Panamanian freighter Helena Star had a crew of 118 when it went down "
                     "off Crete in heavy seas.")
    assert f.subject == "crew"


def test_a_copy_under_another_outlets_name_that_changes_a_figure_is_flagged():
    # the two stories share their last sentence, so the alignment makes one a copy of the
    # other; a copy that changes the count on the same day is still a disagreement
    [f] = _conflicts("Four people on the ground were killed by the falling plane.",
                     "Five people on the ground were killed by the falling plane.")
    assert {s["figure"] for s in f.sides} == {"Four people", "Five people"}


def test_one_outlets_own_update_with_a_new_toll_is_not_a_conflict():
    assert not _conflicts("Four people on the ground were killed by the falling plane.",
                          "Five people on the ground were killed by the falling plane.",
                          outlet_b="AP", date_b="2021-08-09")


def _dated(text: str, outlet: str, date: str) -> dict:
    return {"text": text, "source": outlet, "published": date, "title": "Basque truce"}


def test_the_day_of_one_announcement_told_two_ways_by_one_outlet():
    # DUC D0705A: AP says ETA declared its ceasefire on Sept. 16 (it did), and a later AP
    # story that it announced it on Sept. 18 (the day the truce began)
    rep = compare(build_story([
        _dated("MADRID, Spain (AP) _ Spain ruled out talks with the Basque separatists. ETA "
               "declared an open-ended ceasefire on Sept. 16. Prisoners remain far from home.",
               "Associated Press", "1998-11-19"),
        _dated("BILBAO, Spain (AP) _ Basque parties met again on Thursday. The latest "
               "possibility of a negotiated end to ETA's campaign dates to Sept. 18 when ETA "
               "announced an indefinite cease-fire. Talks are expected next month.",
               "Associated Press", "1998-11-12"),
        _dated("MADRID, Spain (AP) _ The group began observing an open-ended cease-fire on "
               "Sept. 18. The government moved four prisoners.", "Associated Press",
               "1998-11-10")]))
    [f] = [f for f in rep.conflicts if f.kind == "date"]
    assert f.nature == "within one outlet"
    assert f.subject == "day the ceasefire was announced/declared"
    assert {s["figure"] for s in f.sides} == {"Sep 16, 1998", "Sep 18, 1998"}
    # the truce beginning on Sept. 18 is another happening, not a third side
    assert all("began" not in c.text for c in f.claims)


def test_a_weak_object_names_no_one_happening():
    rep = compare(build_story([
        _dated("NICOSIA (AP) _ The ministry issued a statement on Nov. 6 about the two men.",
               "Associated Press", "1998-11-20"),
        _dated("NICOSIA (AP) _ The ministry issued a statement on Nov. 8 about the visit.",
               "Associated Press", "1998-11-21")]))
    assert not [f for f in rep.conflicts if f.kind == "date"]


def test_a_figure_right_after_a_toll_verb_counts_that_toll():
    # Multi-News validation-290: AP "killed two and wounded 30", against the SOHR's "at least
    # three" for the same Sunday car bomb in Aleppo
    qs = quantities(build_story(["On Sunday, an explosion killed two and wounded 30 in the "
                                 "northern city of Aleppo, Syria's largest."]))
    assert [(q.text, q.event, q.noun) for q in qs] == [("two", "death", "people"),
                                                       ("30", "injury", "people")]


def test_the_one_killed_by_one_of_three_bombings_is_a_person_not_a_bombing():
    # DUC D0729G (New York Times): "three Atlanta bombings, including the 1996 Olympics blast
    # that killed one": the one killed is not counted in bombings
    qs = quantities(build_story(["He also is wanted for questioning in three Atlanta bombings, "
                                 "including the 1996 Olympics blast that killed one and injured "
                                 "more than 100."]))
    one = next(q for q in qs if q.text == "one")
    assert one.noun == "people" and one.event == "death"
