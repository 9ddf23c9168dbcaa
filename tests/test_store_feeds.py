"""The store's feed tables and URL/content de-duplication (the StoryStore API of `watch`)."""

import sqlite3

import pytest

from newsfuse.model import Article, NewsfuseError
from newsfuse.store import FEED_POLLS_KEPT, SCHEMA_VERSION, FeedPoll, StoryStore

BODY = ("Flood waters rose three metres overnight in the river town of Kelso, officials said, "
        "and schools stayed closed as crews built sandbag walls along the high street.")
OTHER = ("The city council approved a new tram line to the airport by nine votes to four "
         "after a long debate over its cost and the route past the old harbour.")


def art(id, text=BODY, url=None, outlet="Border News", title="Floods"):
    return Article(id=id, text=text, url=url, outlet=outlet, title=title)


def test_dedupe_skips_same_url_and_same_content(tmp_path):
    with StoryStore(tmp_path / "s.db") as store:
        res = store.add_articles([art("a", url="https://news.example/floods?utm_source=rss")],
                                 dedupe=True)
        assert [a.article for a in res.added] == ["a"]
        # the same page under a tracking parameter, with its text edited: same URL
        res = store.add_articles([art("b", BODY + " More.", url="https://NEWS.example/floods")],
                                 dedupe=True)
        assert not res.added and res.duplicates == ["b"] and res.same_as == {"b": "a"}
        # the same text from the same outlet under another URL: same content
        res = store.add_articles([art("c", BODY.upper(), url="https://news.example/amp/1")],
                                 dedupe=True)
        assert res.same_as == {"c": "a"}
        # the same text from another outlet is another report (a reprint), kept
        res = store.add_articles([art("d", url="https://other.example/1", outlet="Wire")],
                                 dedupe=True)
        assert [a.article for a in res.added] == ["d"]
        assert store.count()[0] == 2


def test_dedupe_within_one_add_and_by_alias(tmp_path):
    with StoryStore(tmp_path / "s.db") as store:
        res = store.add_articles(
            [art("x1", url="https://e.example/a"), art("x2", url="https://e.example/a#c"),
             art("y", OTHER, url="https://e.example/final")],
            dedupe=True, aliases={"y": ["https://e.example/from-feed"]})
        assert sorted(a.article for a in res.added) in (["x1", "y"], ["x2", "y"])
        assert len(res.duplicates) == 1
        assert store.known_urls(["https://e.example/from-feed?utm_medium=x",
                                 "https://e.example/final", "https://e.example/none"]) == {
            "https://e.example/from-feed?utm_medium=x": "y", "https://e.example/final": "y"}
        # without dedupe the store behaves as before: a new record is a new article
        res = store.add_articles([art("z", url="https://e.example/a")])
        assert [a.article for a in res.added] == ["z"]


def test_feed_state_polls_and_items(tmp_path):
    url = "https://e.example/rss"
    with StoryStore(tmp_path / "s.db") as store:
        st = store.add_feed(url, name="Example", now="2024-01-01T00:00:00+00:00")
        assert (st.status, st.polls, st.errors, st.name, st.last_poll) == \
            ("new", 0, 0, "Example", None)
        assert store.add_feed(url).name == "Example"  # known: unchanged
        st = store.record_poll(
            url, FeedPoll("2024-01-01T00:01:00+00:00", "ok", 200, items=3, new_items=2,
                          seconds=0.5),
            next_poll="2024-01-01T00:16:00+00:00", title="Example News", kind="rss",
            validators=('"v1"', "Mon, 01 Jan 2024 00:00:00 GMT"),
            items=[("https://e.example/1", "f-1", None), ("https://e.example/2", "f-2", None),
                   ("https://e.example/3", None, "HTTP 500")])
        assert (st.status, st.items, st.new_items, st.stored, st.polls, st.etag, st.title) == \
            ("ok", 3, 2, 2, 1, '"v1"', "Example News")
        st = store.record_poll(url, FeedPoll("2024-01-01T00:20:00+00:00", "error", 404,
                                             error="HTTP 404 Not Found"),
                               next_poll="2024-01-01T00:50:00+00:00")
        assert (st.status, st.errors, st.total_errors, st.last_error, st.items, st.etag) == \
            ("error", 1, 1, "HTTP 404 Not Found", 3, '"v1"')
        assert st.last_ok == "2024-01-01T00:01:00+00:00"
        st = store.record_poll(url, FeedPoll("2024-01-01T01:00:00+00:00", "ok", 200, items=3,
                                             new_items=1),
                               items=[("https://e.example/3", "f-3", None)])
        assert (st.errors, st.total_errors, st.stored, st.polls) == (0, 1, 3, 3)
        assert [p.status for p in store.feed_polls(url)] == ["ok", "error", "ok"]
        items = {i.url: i for i in store.feed_items(url)}
        assert items["https://e.example/3"].article == "f-3"
        assert items["https://e.example/3"].tries == 1 and items["https://e.example/3"].error \
            is None
        assert [i.url for i in store.feed_items(url, urls=["https://e.example/2"])] == \
            ["https://e.example/2"]
        assert [f.url for f in store.feeds()] == [url]
        assert store.feed("https://nope.example/") is None
        with pytest.raises(NewsfuseError, match="not a watched feed"):
            store.record_poll("https://nope.example/", FeedPoll("2024-01-01", "ok"))


def test_poll_history_is_bounded(tmp_path):
    url = "https://e.example/rss"
    with StoryStore(tmp_path / "s.db") as store:
        store.add_feed(url)
        for i in range(FEED_POLLS_KEPT + 7):
            store.record_poll(url, FeedPoll(f"2024-01-01T00:{i:02d}:00", "not-modified", 304))
        polls = store.feed_polls(url, limit=1000)
        assert len(polls) == FEED_POLLS_KEPT
        assert polls[0].at == f"2024-01-01T00:{FEED_POLLS_KEPT + 6:02d}:00"
        assert store.feed(url).polls == FEED_POLLS_KEPT + 7


def test_schema_1_store_is_migrated_and_keeps_its_articles(tmp_path):
    """A store written by the previous schema opens, gains the feed tables, and knows its
    articles' URLs and contents."""
    db = tmp_path / "old.db"
    with StoryStore(db) as store:
        store.add_articles([art("old", url="https://e.example/old")])
    con = sqlite3.connect(db)
    for t in ("article_urls", "article_content", "feeds", "feed_polls", "feed_items"):
        con.execute(f"DROP TABLE {t}")
    con.execute("UPDATE meta SET value = '1' WHERE name = 'schema'")
    con.commit()
    con.close()
    with StoryStore(db) as store:
        assert store.count() == (1, 1)
        assert store.known_urls(["https://e.example/old"]) == {"https://e.example/old": "old"}
        res = store.add_articles([art("again", url="https://e.example/other")], dedupe=True)
        assert res.same_as == {"again": "old"}
        assert store.feeds() == []
    con = sqlite3.connect(db)
    assert con.execute("SELECT value FROM meta WHERE name = 'schema'").fetchone() == \
        (str(SCHEMA_VERSION),)
    con.close()


def test_newer_schema_is_refused(tmp_path):
    db = tmp_path / "new.db"
    StoryStore(db).close()
    con = sqlite3.connect(db)
    con.execute("UPDATE meta SET value = '99' WHERE name = 'schema'")
    con.commit()
    con.close()
    with pytest.raises(NewsfuseError, match="schema '99'"):
        StoryStore(db)


def test_schema_3_store_gains_feed_moves_and_item_times_and_keeps_its_feeds(tmp_path):
    db = tmp_path / "s3.db"
    with StoryStore(db) as store:
        store.add_feed("https://a.example/rss", name="A")
        store.record_poll("https://a.example/rss", FeedPoll("2024-05-01T10:00:00", "ok", 200,
                                                            items=5),
                          items=[("https://a.example/1", None, "HTTP 500")])
    con = sqlite3.connect(db)  # as schema 3 wrote it: no moved_to, moved_at, updated
    cols = [r[1] for r in con.execute("PRAGMA table_info(feeds)")
            if r[1] not in ("moved_to", "moved_at")]
    con.execute(f"CREATE TABLE old AS SELECT {', '.join(cols)} FROM feeds")
    con.execute("DROP TABLE feeds")
    con.execute("ALTER TABLE old RENAME TO feeds")
    con.execute("CREATE TABLE old (feed TEXT NOT NULL, url TEXT NOT NULL, first_seen TEXT NOT "
                "NULL, last_seen TEXT NOT NULL, article TEXT, tries INTEGER NOT NULL DEFAULT 0, "
                "error TEXT, PRIMARY KEY (feed, url)) WITHOUT ROWID")
    con.execute("INSERT INTO old SELECT feed, url, first_seen, last_seen, article, tries, error "
                "FROM feed_items")
    con.execute("DROP TABLE feed_items")
    con.execute("ALTER TABLE old RENAME TO feed_items")
    con.execute("UPDATE meta SET value = '3' WHERE name = 'schema'")
    con.commit()
    con.close()
    with StoryStore(db) as store:
        (f,) = store.feeds()
        assert (f.url, f.name, f.items, f.moved_to, f.poll_url) == (
            "https://a.example/rss", "A", 5, None, "https://a.example/rss")
        (item,) = store.feed_items(f.url)
        assert (item.url, item.tries, item.error, item.updated) == (
            "https://a.example/1", 1, "HTTP 500", None)
        store.record_poll(f.url, FeedPoll("2024-05-01T11:00:00", "ok", 200),
                          items=[("https://a.example/1", None, None, "2024-05-01T10:30:00Z")])
        assert store.feed_items(f.url)[0].updated == "2024-05-01T10:30:00Z"
        store.record_poll(f.url, FeedPoll("2024-05-02T10:00:00", "ok", 200),
                          moved_to="https://b.example/feed")
        f = store.feed(f.url)
        assert (f.moved_to, f.moved_at, f.poll_url) == (
            "https://b.example/feed", "2024-05-02T10:00:00", "https://b.example/feed")
        store.record_poll(f.url, FeedPoll("2024-05-03T10:00:00", "ok", 200),
                          moved_to="https://a.example/rss")  # moved back: forgotten
        assert store.feed(f.url).moved_to is None


def test_removing_a_feed_forgets_its_state_and_keeps_its_articles(tmp_path):
    url, other = "https://e.example/rss", "https://o.example/rss"
    with StoryStore(tmp_path / "s.db") as store:
        store.add_feed(url, name="Example")
        store.add_feed(other)
        store.add_articles([art("a", url="https://e.example/floods")], dedupe=True)
        for feed in (url, other):
            store.record_poll(feed, FeedPoll("2024-05-01T10:00:00", "ok", 200, items=1,
                                             new_items=1),
                              items=[("https://e.example/floods", "a", None)],
                              moved_to="https://e.example/new.xml" if feed == url else None)
        assert store.remove_feed("https://nowhere.example/rss") is None
        gone = store.remove_feed("https://e.example/new.xml")  # by where it moved: found
        assert (gone.url, gone.name, gone.stored) == (url, "Example", 1)
        assert [f.url for f in store.feeds()] == [other] and store.feed(url) is None
        assert store.feed_polls(url) == [] and store.feed_items(url) == []
        assert len(store.feed_items(other)) == 1  # the other feed's records are untouched
        assert store.count() == (1, 1)  # the article and its story stay
        assert store.known_urls(["https://e.example/floods"]) == {
            "https://e.example/floods": "a"}
        assert store.remove_feed(url) is None  # gone already
        store.add_feed(url)  # watched again later: a new start
        assert store.feed(url).polls == 0


def test_an_article_updated_in_place_is_searched_and_deduplicated_by_its_new_text(tmp_path):
    with StoryStore(tmp_path / "s.db") as store:
        store.add_articles([art("a", url="https://e.example/floods"),
                            art("b", OTHER, url="https://e.example/tram")], dedupe=True,
                           now="2024-05-01T10:00:00+00:00")
        sid = store.groups()[0].id if store.groups()[0].articles[0].id == "a" else \
            store.groups()[1].id
        assert store.update_article("a", art("a", BODY)) is None  # nothing changed
        assert store.update_article("nope", art("nope", OTHER)) is None
        newer = BODY.replace("sandbag walls", "flood barriers") + \
            " By evening the river had reached the market square."
        got = store.update_article("a", Article(id="a", text=newer, title="Floods worsen"),
                                   now="2024-05-01T12:00:00+00:00")
        assert got.article == "a" and got.story == sid and not got.new_story
        assert store.count() == (2, 2)  # no second article
        (a,) = [x for g in store.groups() for x in g.articles if x.id == "a"]
        assert (a.text, a.title, a.url, a.outlet) == (newer, "Floods worsen",
                                                      "https://e.example/floods", "Border News")
        assert store.story(sid).updated_at == "2024-05-01T12:00:00+00:00"
        found = store.search("market square")  # the new words are searched, not the old
        assert [h.story.id for h in found.hits] == [sid] and not found.any_word
        assert store.search("sandbag").hits == []
        # the new text is what the content index knows; the URL still names the article
        res = store.add_articles([art("c", newer, url="https://e.example/amp/floods")],
                                 dedupe=True)
        assert res.same_as == {"c": "a"}
        res = store.add_articles([art("d", BODY, url="https://e.example/other-floods")],
                                 dedupe=True)
        assert [x.article for x in res.added] == ["d"]  # the old text is no longer stored
        assert store.known_urls(["https://e.example/floods"]) == {
            "https://e.example/floods": "a"}
