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
