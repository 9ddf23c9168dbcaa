import json
import random

import pytest
from story_samples import ARCHIVE, QUAKE, TWEET, articles

from newsfuse.model import Article, NewsfuseError
from newsfuse.stories import (
    ClusterParams,
    agglomerate,
    article_features,
    candidate_pairs,
    cluster_articles,
    story_id,
)


def grouping(groups):
    return sorted(sorted(a.id for a in g.articles) for g in groups)


def test_two_stories_mixed_give_two_groups():
    arts = articles()
    random.Random(3).shuffle(arts)
    groups = cluster_articles(arts)
    assert grouping(groups) == [["merger-0", "merger-1"], ["quake-0", "quake-1", "quake-2"]]
    assert groups[0].headline.startswith(("A magnitude", "Peru's", "Survivors"))


def test_boilerplate_stays_single_and_does_not_bridge():
    # The same tweet-embed notice appended to both stories must not glue them together.
    extra = [Article(id="tweet-a", text=TWEET), Article(id="tweet-b", text=TWEET + " "),
             Article(id="archive", text=ARCHIVE)]
    groups = cluster_articles(articles(extra))
    by_id = {a.id: g for g in groups for a in g.articles}
    assert by_id["tweet-a"] is not by_id["tweet-b"]
    for doc in ("tweet-a", "tweet-b", "archive"):
        assert len(by_id[doc].articles) == 1 and by_id[doc].boilerplate
    assert len({by_id[f"quake-{i}"].id for i in range(3)}) == 1
    assert by_id["quake-0"] is not by_id["merger-0"]
    assert article_features(Article(id="x", text=ARCHIVE)).boilerplate


def test_unrelated_one_off_is_a_singleton():
    one_off = Article(id="recipe", text="Slow-roasted tomatoes keep for a week in olive oil. "
                      "Roast them at a low heat with garlic and thyme until they shrivel.")
    groups = cluster_articles(articles([one_off]))
    assert ["recipe"] in grouping(groups)


def test_same_result_for_any_input_order():
    arts = articles([Article(id="tweet", text=TWEET)])
    want = [g.to_dict() for g in cluster_articles(arts)]
    for seed in range(3):
        random.Random(seed).shuffle(arts)
        assert [g.to_dict() for g in cluster_articles(arts)] == want


def test_story_id_is_stable_and_from_first_article_hash():
    assert story_id(["b" * 64, "a" * 64]) == "s-" + "a" * 12
    groups = cluster_articles(articles())
    again = cluster_articles(list(reversed(articles())))
    assert [g.id for g in groups] == [g.id for g in again]
    assert json.loads(json.dumps(groups[0].to_dict()))["story"] == groups[0].id


def test_exact_repeats_count_once_and_titles_make_headlines():
    arts = [Article(id="a", text=QUAKE[0], title="Quake topples Huaraz cathedral tower"),
            Article(id="b", text=QUAKE[1])]
    groups = cluster_articles([*arts, arts[0]])
    assert grouping(groups) == [["a", "b"]]
    assert groups[0].headline == "Quake topples Huaraz cathedral tower"


def test_strings_and_dicts_are_accepted_and_empty_input_refused():
    groups = cluster_articles([QUAKE[0], {"text": QUAKE[1], "id": "d"}])
    assert grouping(groups) == [["d", "doc0"]]
    with pytest.raises(NewsfuseError, match="no articles"):
        cluster_articles([])


def test_average_link_does_not_chain():
    # 0-1 and 1-2 are similar, 0-2 not at all: single link would chain all three.
    edges = {(0, 1): 0.5, (1, 2): 0.3}
    assert agglomerate(3, edges, 0.25) == [0, 0, 2]
    assert agglomerate(3, edges, 0.1) == [0, 0, 0]  # average (0.3 + 0) / 2 = 0.15
    # fixed nodes (stored stories) never merge with each other
    assert agglomerate(3, {(0, 1): 0.9, (0, 2): 0.8}, 0.5, fixed=[False, True, True]) == [0, 0, 2]


def test_candidate_pairs_skip_overly_common_terms():
    salient = [["huaraz", "the"], ["huaraz", "the"], ["the"], ["ostmark"]]
    assert candidate_pairs(salient, cap=10).tolist() == [[0, 1], [0, 2], [1, 2]]
    assert candidate_pairs(salient, cap=2).tolist() == [[0, 1]]


def test_multi_news_sample_groups_well(multi_news_dir):
    lines = (multi_news_dir / "validation.jsonl").read_text().splitlines()[:40]
    arts, gold = [], {}
    for line in lines:
        d = json.loads(line)
        for i, text in enumerate(d["documents"]):
            arts.append(Article(id=f"{d['id']}#{i}", text=text))
            gold[f"{d['id']}#{i}"] = d["id"]
    groups = cluster_articles(arts)
    mixed = [g for g in groups if len({gold[a.id] for a in g.articles}) > 1]
    together = sum(len(g.articles) for g in groups if len(g.articles) > 1)
    assert len(mixed) <= 2  # precision: stories are not glued together
    assert together >= 0.6 * len(arts)  # recall: most articles find their story


# ---------------------------------------------------------------------------------------------
# published times: articles days apart join only on strong evidence

KORVEL_BRIDGE = ("Engineers closed the Korvel harbour bridge on Monday after finding cracks in "
                 "two of its pillars, the city council said. Traffic was diverted through the "
                 "old town while inspectors examined the steel cables.")
KORVEL_FEES = ("The Korvel city council voted on Thursday to raise parking fees for tourists "
               "visiting the museum quarter, citing the cost of new buses and street lighting. "
               "Residents protested outside the town hall.")
OTHERS = ["A magnitude 6.8 earthquake struck the Andean town of Huaraz on Monday.",
          "Brewing giant Kestrel Holdings agreed to buy rival Ostmark Breweries for $9 billion.",
          "The central bank raised interest rates by a quarter point on Wednesday.",
          "Storms flooded farmland across the river valley over the weekend."]


def _korvel(bridge_day, fees_day, copy_day=None):
    arts = [Article(id="bridge", text=KORVEL_BRIDGE, published=bridge_day),
            Article(id="fees", text=KORVEL_FEES, published=fees_day)]
    if copy_day:
        arts.append(Article(id="copy", text=KORVEL_BRIDGE.replace("Traffic", "Drivers"),
                            published=copy_day))
    return arts + [Article(id=f"o{i}", text=t) for i, t in enumerate(OTHERS)]


def test_weakly_related_articles_days_apart_are_different_stories():
    def together(arts, **kw):
        groups = cluster_articles(arts, ClusterParams(**kw))
        by = {a.id: g.id for g in groups for a in g.articles}
        return by["bridge"] == by["fees"]

    # a weak link (the same town and council): one story when published the same day ...
    assert together(_korvel("2024-03-04", "2024-03-05T10:00:00Z"))
    assert together(_korvel("2024-03-04", None))  # an unknown time: no evidence against
    # ... but not three weeks apart, unless time is ignored
    assert not together(_korvel("2024-03-04", "2024-03-28"))
    assert together(_korvel("2024-03-04", "2024-03-28"), time_window=None)


def test_strongly_related_articles_join_across_days():
    groups = cluster_articles(_korvel("2024-03-04", "2024-03-28", copy_day="2024-03-20"))
    by = {a.id: g.id for g in groups for a in g.articles}
    assert by["bridge"] == by["copy"] != by["fees"]


def test_time_gate_is_applied_in_the_store_too(tmp_path):
    from newsfuse.store import StoryStore

    with StoryStore(tmp_path / "s.db") as store:
        store.add_articles(_korvel("2024-03-04", None)[:1] + _korvel("x", None)[2:])
        res = store.add_articles([Article(id="fees", text=KORVEL_FEES, published="2024-03-28")])
        assert res.added[0].new_story
    with StoryStore(tmp_path / "t.db") as store:
        store.add_articles(_korvel("2024-03-04", None)[:1] + _korvel("x", None)[2:])
        res = store.add_articles([Article(id="fees", text=KORVEL_FEES, published="2024-03-05")])
        assert not res.added[0].new_story


def test_a_story_that_grows_day_by_day_stays_one_story(tmp_path):
    """Each day's article is within a day of the story's latest one: it joins on the usual
    evidence, even though it is a week after the first article (never two stories)."""
    from newsfuse.store import StoryStore

    quake = [" ".join(QUAKE[i % 3].split()) + f" Day {i + 1} of the Huaraz rescue effort."
             for i in range(8)]
    with StoryStore(tmp_path / "s.db") as store:
        store.add_articles([Article(id=f"o{i}", text=t) for i, t in enumerate(OTHERS)])
        for day, text in enumerate(quake, 1):
            store.add_articles([Article(id=f"day{day}", text=text,
                                        published=f"2024-03-{day:02d}T09:00:00Z")])
        stories = {s.id for s in store.stories() if any(a.startswith("day") for a in
                                                          s.articles)}
        assert len(stories) == 1
        (info,) = [s for s in store.stories() if s.id in stories]
        assert info.earliest == "2024-03-01T09:00:00Z" and info.latest == "2024-03-08T09:00:00Z"
    # the same articles in one pile: one story too
    groups = cluster_articles([Article(id=f"day{d}", text=t,
                                       published=f"2024-03-{d:02d}T09:00:00Z")
                               for d, t in enumerate(quake, 1)] + _korvel(None, None)[2:])
    assert len({g.id for g in groups for a in g.articles if a.id.startswith("day")}) == 1
