import sqlite3
import threading

import pytest
from story_samples import MERGER, QUAKE, TWEET, articles

from newsfuse.model import Article, NewsfuseError
from newsfuse.store import StoryStore
from newsfuse.stories import cluster_articles


def grouping(groups):
    return sorted(sorted(a.id for a in g.articles) for g in groups)


def snapshot(path):
    con = sqlite3.connect(path)
    try:
        return (con.execute("SELECT * FROM articles ORDER BY seq").fetchall(),
                con.execute("SELECT * FROM stories ORDER BY id").fetchall(),
                con.execute("SELECT * FROM terms ORDER BY term").fetchall())
    finally:
        con.close()


def test_one_add_equals_batch_clustering(tmp_path):
    arts = articles([Article(id="tweet", text=TWEET)])
    with StoryStore(tmp_path / "s.db") as store:
        res = store.add_articles(arts, now="2024-01-01T00:00:00+00:00")
        assert len(res.added) == len(arts) and not res.duplicates
        assert [g.to_dict() for g in store.groups()] == \
            [g.to_dict() for g in cluster_articles(arts)]
        assert store.count() == (6, 3)


def test_second_run_with_same_articles_changes_nothing(tmp_path):
    db = tmp_path / "s.db"
    with StoryStore(db) as store:
        store.add_articles(articles(), now="2024-01-01T00:00:00+00:00")
    before = snapshot(db)
    with StoryStore(db) as store:
        res = store.add_articles(list(reversed(articles())), now="2024-02-02T00:00:00+00:00")
    assert not res.changed and sorted(res.duplicates) == sorted(a.id for a in articles())
    assert snapshot(db) == before


def test_new_article_joins_the_right_story_and_another_starts_one(tmp_path):
    with StoryStore(tmp_path / "s.db") as store:
        store.add_articles(articles(), now="2024-01-01T00:00:00+00:00")
        quake = next(s for s in store.stories() if "quake-0" in s.articles)
        late = Article(id="quake-late", text=(
            "Aftershocks kept Huaraz awake again as Peru's civil defence institute confirmed "
            "the earthquake toll at 12. Crews began clearing the fallen cathedral tower and the "
            "market district rubble in Ancash."))
        other = Article(id="vote", text=(
            "Lawmakers in Tallinn approved the Estonian digital identity bill by 61 votes to 34 "
            "after a stormy Riigikogu debate over e-residency and data protection."))
        res = store.add_articles([late, other], now="2024-01-02T00:00:00+00:00")
        got = {a.article: a for a in res.added}
        assert got["quake-late"].story == quake.id and not got["quake-late"].new_story
        assert got["vote"].new_story and store.story(got["vote"].story).size == 1
        assert res.stories_updated == [quake.id]
        newest = store.stories(order="newest")
        assert {newest[0].id, newest[1].id} == {quake.id, got["vote"].story}
        info = store.story(quake.id)
        assert info.size == 4 and info.articles[-1] == "quake-late"
        assert info.updated_at.startswith("2024-01-02") and info.created_at.startswith("2024-01-01")
        assert [a.id for a in store.story_articles(quake.id)] == list(info.articles)
        assert store.story("s-nope") is None
        assert store.stories(order="largest")[0].id == quake.id


def test_incremental_adds_are_deterministic_for_any_order(tmp_path):
    arts = articles([Article(id="tweet", text=TWEET)])
    runs = []
    for n, order in enumerate([arts, list(reversed(arts))]):
        with StoryStore(tmp_path / f"{n}.db") as store:
            store.add_articles(order[:3], now="t1")
            store.add_articles(order[3:], now="t2")
            runs.append(grouping(store.groups()))
    assert runs[0] == runs[1] == grouping(cluster_articles(arts))


def test_stored_articles_can_be_summarized(tmp_path):
    import newsfuse

    with StoryStore(tmp_path / "s.db") as store:
        store.add_articles([{"id": "m0", "text": MERGER[0], "source": "Wire"},
                            {"id": "m1", "text": MERGER[1], "source": "Daily"}])
        sid = store.stories()[0].id
        brief = newsfuse.summarize(store.story_articles(sid), words=60)
    assert brief.summary and {a.outlet for a in brief.articles} == {"Wire", "Daily"}


def test_threads_add_concurrently_without_losing_anything(tmp_path):
    store = StoryStore(tmp_path / "s.db")
    arts = articles()
    errors = []

    def work(part):
        try:
            store.add_articles(part)
            store.stories()
        except Exception as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(arts[i::2],)) for i in range(2)]
    threads += [threading.Thread(target=work, args=(arts,))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert store.count()[0] == len(arts)
    assert sum(s.size for s in store.stories()) == len(arts)
    store.close()


def test_not_a_store_and_bad_paths_are_clear_errors(tmp_path):
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"this is not sqlite at all, just some bytes" * 100)
    with pytest.raises(NewsfuseError, match=r"junk\.db"):
        StoryStore(junk)
    with pytest.raises(NewsfuseError, match="file path"):
        StoryStore(":memory:")
    with StoryStore(tmp_path / "ok.db") as store:
        with pytest.raises(NewsfuseError, match="order"):
            store.stories(order="random")
        assert not store.add_articles([]).changed


def test_quake_text_constants_are_one_story():
    # guards the fixtures the store tests rely on
    assert len(cluster_articles(QUAKE)) == 1


# ---------------------------------------------------------------------------------------------
# published times, outlets, search (schema 3)


def dated(prefix, texts, when, **kw):
    return [Article(id=f"{prefix}-{i}", text=t, published=w, **kw)
            for i, (t, w) in enumerate(zip(texts, when))]


def test_newest_is_by_published_time_not_by_arrival(tmp_path):
    with StoryStore(tmp_path / "s.db") as store:
        # the 2015 story arrives last, the undated one first: neither tops "newest"
        store.add_articles([Article(id="undated", text="Storms flooded farmland across the "
                                    "river valley over the weekend, farmers said.")],
                           now="2024-06-03T00:00:00+00:00")
        store.add_articles(dated("quake", QUAKE, ["2024-05-01T08:00:00Z", "2024-05-02",
                                                  "Thu, 02 May 2024 18:30:00 +0000"]),
                           now="2024-06-01T00:00:00+00:00")
        store.add_articles(dated("merger", MERGER, ["2015-03-01", "2015-03-02T09:00:00Z"]),
                           now="2024-06-02T00:00:00+00:00")
        heads = [(s.articles[0].split("-")[0], s.latest, s.earliest) for s in store.stories()]
        assert heads[:2] == [("quake", "2024-05-02T18:30:00Z", "2024-05-01T08:00:00Z"),
                             ("merger", "2015-03-02T09:00:00Z", "2015-03-01")]
        assert heads[2][1:] == (None, None)  # no date: after the dated stories
        by_arrival = [s.articles[0].split("-")[0] for s in store.stories(order="added")]
        assert by_arrival == ["merger", "quake", "undated"]


def test_a_published_time_in_the_future_is_not_trusted(tmp_path):
    with StoryStore(tmp_path / "s.db") as store:
        store.add_articles(dated("quake", QUAKE[:2], ["2099-01-01", "2024-05-01T08:00:00Z"]),
                           now="2024-05-01T09:00:00+00:00")
        (info,) = store.stories()
        assert info.latest == "2024-05-01T08:00:00Z"


def test_outlets_of_a_story_from_metadata_url_and_credits(tmp_path):
    arts = [Article(id="q0", text=QUAKE[0], outlet="El Comercio"),
            Article(id="q1", text=QUAKE[1], url="https://www.reuters.com/world/huaraz"),
            Article(id="q2", text="LIMA, Peru (AP) — " + QUAKE[2]),
            Article(id="q3", text=QUAKE[0] + " Rescuers kept digging.")]  # nothing known
    with StoryStore(tmp_path / "s.db") as store:
        store.add_articles(arts)
        (info,) = store.stories()
        assert info.size == 4 and set(info.outlets) == {"El Comercio", "Reuters", "AP"}
        assert info.to_dict()["outlets"] == list(info.outlets)


def test_search_finds_stories_by_their_articles_words(tmp_path):
    with StoryStore(tmp_path / "s.db") as store:
        store.add_articles(articles([Article(id="tweet", text=TWEET)]))
        res = store.search("cathedral tower")
        hits = res.hits
        assert not res.more and not res.any_word and len(hits) == 1
        (hit,) = hits
        assert {a.split("-")[0] for a in hit.story.articles} == {"quake"}
        assert hit.matches and all(m.article.startswith("quake") for m in hit.matches)
        parts = hit.matches[0].excerpt_parts()
        assert any(hl and text.lower() in ("cathedral", "tower") for text, hl in parts)
        # stemmed, case-insensitive; a phrase must occur as a phrase
        assert store.search("BREWERS").hits
        assert store.search('"tower cathedral"').hits == []
        # no article has every word: stories with any of them, best first
        res = store.search("Huaraz Ostmark")
        assert len(res.hits) == 2 and res.any_word
        # FTS syntax is never interpreted: quotes, operators and stars are only words
        for q in ('tower" OR "x', "NEAR(tower cathedral)", "tow*", "-tower", "title:tower"):
            store.search(q)
        with pytest.raises(NewsfuseError, match="no words"):
            store.search("  ** ()  ")
        # the non-news document is not a result unless asked for
        assert store.search("location tweets").hits == []
        assert store.search("location tweets", include_boilerplate=True).hits


def test_search_pages(tmp_path):
    arts = [Article(id=f"s{i}", text=f"The {name} river flooded the town of {name}ville on "
                    f"Monday after storms, and {name}ville schools closed.")
            for i, name in enumerate(["Arn", "Brel", "Cove", "Dunmore", "Elk"])]
    with StoryStore(tmp_path / "s.db") as store:
        store.add_articles(arts)
        first = store.search("flooded schools", limit=2)
        assert len(first.hits) == 2 and first.more
        rest = store.search("flooded schools", limit=2, offset=4)
        assert len(rest.hits) == 1 and not rest.more
        middle = store.search("flooded", limit=2, offset=2)
        assert len({h.story.id for h in first.hits + middle.hits + rest.hits}) == 5


def test_schema_2_store_gains_published_span_outlets_and_search(tmp_path):
    db = tmp_path / "old.db"
    with StoryStore(db) as store:
        store.add_articles(dated("quake", QUAKE, ["2024-05-01", "2024-05-02", "2024-05-02"],
                                 outlet="Andina"), now="2024-06-01T00:00:00+00:00")
    con = sqlite3.connect(db)  # as a schema-2 store was written
    con.execute("DROP INDEX stories_latest")
    con.execute("DROP TABLE article_search")
    for col in ("latest", "earliest", "outlets"):
        con.execute(f"ALTER TABLE stories DROP COLUMN {col}")
    con.execute("UPDATE meta SET value = '2' WHERE name = 'schema'")
    con.commit()
    con.close()
    with StoryStore(db) as store:
        (info,) = store.stories()
        assert info.latest == "2024-05-02" and info.outlets == ("Andina",)
        assert store.search("cathedral").hits[0].story.id == info.id
        store.add_articles([Article(id="late", text=QUAKE[0] + " More aftershocks.",
                                    published="2024-05-03")], now="2024-06-02T00:00:00+00:00")
        assert store.stories()[0].latest == "2024-05-03"
