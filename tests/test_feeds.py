"""Feeds: parsing, feed lists, and polling fixture feeds served from 127.0.0.1."""

import threading
import time
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest
from feed_fixtures import article_html, atom, json_feed, rss, story_text
from story_samples import QUAKE
from werkzeug import Response

from newsfuse.feeds import (
    FeedError,
    FeedSource,
    Watcher,
    WatchOptions,
    backoff_seconds,
    fetch_pages,
    html_to_text,
    outlet_name,
    parse_feed,
    parse_opml,
    poll_feed,
    read_feed_list,
)
from newsfuse.fetch import Fetcher, FetchOptions
from newsfuse.model import InputError
from newsfuse.store import StoryStore

FAST = FetchOptions(delay=0.0, read_timeout=1.5, connect_timeout=2.0, deadline=6.0)
T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


class Clock:
    def __init__(self, t=T0):
        self.t = t

    def __call__(self):
        return self.t

    def advance(self, **kw):
        self.t += timedelta(**kw)


def items(web, prefix, n, start=0, full=False, date_day=1):
    out = []
    for i in range(start, start + n):
        text = story_text(i)
        out.append({"title": f"Story {i}: {text.split(',')[0][:60]}",
                    "link": web.url_for(f"/{prefix}/{i}"),
                    "date": f"Wed, 0{date_day} May 2024 {i % 24:02d}:00:00 GMT",
                    "summary": " ".join(text.split()[:30]),
                    "content": text if full else None})
    return out


def serve_pages(web, prefix, n, start=0, site="The Highland Courier"):
    for i in range(start, start + n):
        web.expect_request(f"/{prefix}/{i}").respond_with_data(
            article_html(f"Story {i}", story_text(i, variant=1), site=site),
            content_type="text/html; charset=utf-8")


# -- parsing ---------------------------------------------------------------------------------


def test_parse_rss_atom_and_json_feed():
    its = [{"title": "A <b>bold</b> move", "link": "https://e.example/a", "guid": "g-a",
            "date": "Wed, 01 May 2024 10:00:00 +0200", "summary": "Short teaser.",
            "content": story_text(0), "source": "Wire Service"}]
    r = parse_feed(rss("Example News - World", "https://e.example/", its).encode(),
                   "https://e.example/rss")
    e = r.entries[0]
    assert (r.kind, r.title, e.link, e.guid, e.title, e.published, e.source) == (
        "rss", "Example News - World", "https://e.example/a", "g-a", "A bold move",
        "2024-05-01T08:00:00Z", "Wire Service")
    assert e.text.split("\n\n")[0] == story_text(0).split("\n\n")[0]  # full text, paragraphs
    a = parse_feed(atom("Atom News", "https://e.example/", its).encode(), "https://e.example/a")
    assert a.kind == "atom" and a.entries[0].text.startswith("Flood waters")
    assert a.entries[0].published == "2024-05-01T08:00:00Z"
    j = parse_feed(json_feed("JSON News", "https://e.example/", its).encode(),
                   "https://e.example/j", "application/feed+json")
    assert j.kind == "json" and j.title == "JSON News" and j.entries[0].link == its[0]["link"]


@pytest.mark.parametrize("body, ctype, message", [
    (b"<html><head><link rel='alternate' type='application/rss+xml' href='/feed.xml'>"
     b"</head><body>home</body></html>", "text/html", "HTML page, not a feed.*/feed.xml"),
    (b"<rss><channel><title>x</tit", "application/xml", "bad XML"),
    (b"\x00\x01 plain junk", "application/octet-stream", "bad XML|not a feed"),
    (b'{"hello": "world"}', "application/json", "not a JSON Feed"),
    (b'{"version": "https://jsonfeed.org/version/1", "items": ', "application/json",
     "malformed JSON"),
    (b"", "application/xml", "empty"),
])
def test_not_a_feed_is_a_clear_error(body, ctype, message):
    with pytest.raises(FeedError, match=message):
        parse_feed(body, "https://e.example/feed", ctype)


def test_truncated_feed_is_read_with_a_warning():
    doc = rss("T", "https://e.example/", [{"title": "one", "link": "https://e.example/1"},
                                           {"title": "two", "link": "https://e.example/2"}])
    r = parse_feed(doc[:-30].encode(), "https://e.example/rss")
    assert len(r.entries) == 2 and "bad XML" in r.warning


def test_html_to_text_keeps_paragraphs_and_drops_scripts():
    html = ("<p>First <b>para</b>.</p><script>alert(1)</script><div>Second<br>line</div>"
            "<style>p{}</style><ul><li>item</li></ul>")
    assert html_to_text(html) == "First para.\n\nSecond line\n\nitem"
    assert "alert" not in html_to_text(html) and html_to_text(None) == ""


def test_outlet_name_from_feed_titles():
    assert outlet_name("World news | The Guardian", "https://www.theguardian.com/") == \
        "The Guardian"
    assert outlet_name("BBC News - World", "https://www.bbc.co.uk/news") == "BBC News"
    assert outlet_name("Reuters: World News", None) == "Reuters"
    assert outlet_name("The Highland Courier", None) == "The Highland Courier"


def test_backoff_doubles_up_to_a_cap_and_honours_retry_after():
    assert [backoff_seconds(n, 900) for n in (1, 2, 3)] == [900, 1800, 3600]
    assert backoff_seconds(30, 900) == 24 * 3600
    assert backoff_seconds(1, 900, retry_after=7200) == 7200


# -- feed lists ------------------------------------------------------------------------------


def test_feed_lists_opml_text_and_urls(tmp_path):
    opml = tmp_path / "feeds.opml"
    opml.write_text('<?xml version="1.0"?><opml version="2.0"><head><title>My</title></head>'
                    '<body><outline text="News"><outline type="rss" text="Courier" '
                    'xmlUrl="https://c.example/rss"/><outline text="Wire" title="Wire"'
                    ' xmlUrl="https://w.example/feed.json"/></outline>'
                    '<outline text="folder only"/></body></opml>')
    lst = tmp_path / "feeds.txt"
    lst.write_text("# my feeds\nhttps://x.example/atom\n\nhttps://c.example/rss\n")
    got = read_feed_list([str(opml), str(lst), "https://y.example/rss"])
    assert [(s.url, s.name) for s in got] == [
        ("https://c.example/rss", "Courier"), ("https://w.example/feed.json", "Wire"),
        ("https://x.example/atom", None), ("https://y.example/rss", None)]


def test_bad_feed_lists_name_file_and_line(tmp_path):
    with pytest.raises(InputError, match=r"nope\.opml: no such file"):
        read_feed_list([str(tmp_path / "nope.opml")])
    bad = tmp_path / "bad.opml"
    bad.write_text("<opml><body><outline xmlUrl='https://a.example/'></body>")
    with pytest.raises(InputError, match=r"bad.opml:1: malformed OPML"):
        read_feed_list([str(bad)])
    empty = tmp_path / "empty.opml"
    empty.write_text("<opml><body><outline text='x'/></body></opml>")
    with pytest.raises(InputError, match="lists no feeds"):
        read_feed_list([str(empty)])
    txt = tmp_path / "list.txt"
    txt.write_text("https://a.example/rss\nftp://b.example/rss\n")
    with pytest.raises(InputError, match=r"list.txt:2: not a feed URL"):
        read_feed_list([str(txt)])
    with pytest.raises(InputError, match="not an OPML file"):
        parse_opml(b"<rss/>", "x.xml")


# -- polling ---------------------------------------------------------------------------------


def test_poll_stores_articles_with_outlet_title_time_and_url(web, tmp_path):
    web.expect_request("/rss").respond_with_data(
        rss("The Highland Courier - Scotland", web.url_for("/"), items(web, "c", 3)),
        content_type="application/rss+xml")
    serve_pages(web, "c", 3)
    with StoryStore(tmp_path / "s.db") as store, Fetcher(FAST) as f:
        out = poll_feed(store, f, FeedSource(web.url_for("/rss")), WatchOptions(), T0)
        assert out.status == "ok" and len(out.added) == 3 and out.items == 3
        arts = {a.url: a for g in store.groups() for a in g.articles}
        a = arts[web.url_for("/c/1")]
        assert a.outlet == "The Highland Courier" and a.title.startswith("Story 1")
        assert a.published == "2024-05-01T01:00:00Z"
        assert story_text(1, 1).split("\n\n")[-1] in a.text  # the page's full text
        assert a.text.startswith("A ferry carrying")  # its <h1> is the title, not the text
        st = store.feed(web.url_for("/rss"))
        assert (st.status, st.items, st.stored, st.kind, st.errors) == ("ok", 3, 3, "rss", 0)
        assert st.title == "The Highland Courier - Scotland"


def test_second_poll_is_conditional_and_stores_nothing_twice(web, tmp_path):
    doc = rss("Courier", web.url_for("/"), items(web, "c", 4, full=True))
    calls = []

    def feed(req):
        calls.append(req.headers.get("If-None-Match"))
        if req.headers.get("If-None-Match") == '"v1"':
            return Response(status=304)
        return Response(doc, headers={"ETag": '"v1"'}, content_type="application/rss+xml")

    web.expect_request("/rss").respond_with_handler(feed)
    with StoryStore(tmp_path / "s.db") as store, Fetcher(FAST) as f:
        src = FeedSource(web.url_for("/rss"))
        assert len(poll_feed(store, f, src, now=T0).added) == 4
        again = poll_feed(store, f, src, now=T0 + timedelta(minutes=15))
        assert again.status == "not-modified" and calls == [None, '"v1"']
        assert store.count()[0] == 4
        assert not any(r.path.startswith("/c/") for r, _ in web.log)  # full text: no pages
        assert [p.status for p in store.feed_polls(src.url)] == ["not-modified", "ok"]


def test_a_feed_that_repeats_items_stores_each_once(web, tmp_path):
    its = items(web, "r", 3, full=True)
    repeat = [*its, dict(its[0]), dict(its[1], link=its[1]["link"] + "?utm_source=rss"),
              dict(its[2], link=web.url_for("/r/2-amp"))]  # same text, other URL
    web.expect_request("/rss").respond_with_data(rss("Repeats", web.url_for("/"), repeat),
                                                 content_type="application/rss+xml")
    with StoryStore(tmp_path / "s.db") as store, Fetcher(FAST) as f:
        out = poll_feed(store, f, FeedSource(web.url_for("/rss")), now=T0)
        assert len(out.added) == 3 and out.items == 6 and store.count()[0] == 3
        out = poll_feed(store, f, FeedSource(web.url_for("/rss")), now=T0)
        assert out.added == [] and store.count()[0] == 3


def test_failing_feeds_are_recorded_backed_off_and_never_stop_the_others(web, tmp_path):
    web.expect_request("/good").respond_with_data(
        rss("Good", web.url_for("/"), items(web, "g", 2, full=True)),
        content_type="application/rss+xml")
    web.expect_request("/badxml").respond_with_data("<rss><channel><item><title>x</ti",
                                                    content_type="application/rss+xml")
    web.expect_request("/html").respond_with_data("<!doctype html><html><body>Home</body>"
                                                  "</html>", content_type="text/html")
    back = {"doc": None}
    web.expect_request("/missing").respond_with_handler(
        lambda req: Response(back["doc"], content_type="application/rss+xml") if back["doc"]
        else Response("nope", status=404))

    def slow(req):
        time.sleep(2.5)  # past FAST.read_timeout
        return Response("<rss/>")

    web.expect_request("/slow").respond_with_handler(slow)
    urls = [web.url_for(p) for p in ("/badxml", "/html", "/missing", "/slow", "/good")]
    clock = Clock()
    with StoryStore(tmp_path / "s.db") as store, Fetcher(FAST) as f:
        w = Watcher(store, [FeedSource(u) for u in urls], WatchOptions(every=600), f,
                    clock=clock)
        s = w.poll(once=True)
        by = {o.url: o for o in s.outcomes}
        assert by[urls[4]].status == "ok" and len(by[urls[4]].added) == 2
        assert "bad XML" in by[urls[0]].error
        assert "HTML page, not a feed" in by[urls[1]].error
        assert "HTTP 404" in by[urls[2]].error
        assert "timed out" in by[urls[3]].error
        assert s.failed == 4 and "4 failed" in s.line()
        for u in urls[:4]:
            st = store.feed(u)
            assert st.status == "error" and st.errors == 1 and st.last_error
            assert st.next_poll == (T0 + timedelta(seconds=600)).isoformat()
        # a second run before the retry time skips the failing feeds
        clock.advance(minutes=5)
        s = w.poll(once=True)
        assert s.count("skipped") == 4 and s.count("ok") == 1
        # after the retry time they are tried again and back off longer
        clock.advance(minutes=6)
        s = w.poll(once=True)
        assert s.failed == 4
        assert store.feed(urls[2]).errors == 2
        assert store.feed(urls[2]).next_poll == (clock.t + timedelta(seconds=1200)).isoformat()
        # the 404 feed comes back: one success resets its errors
        back["doc"] = rss("Back", web.url_for("/"), items(web, "m", 1, start=9, full=True))
        clock.advance(minutes=21)
        w.poll(once=True)
        st = store.feed(urls[2])
        assert (st.status, st.errors, st.total_errors, st.stored) == ("ok", 0, 2, 1)


def test_page_failures_are_retried_and_the_feed_refetched(web, tmp_path):
    its = items(web, "p", 2)
    web.expect_request("/rss").respond_with_data(
        rss("Courier", web.url_for("/"), its), headers={"ETag": '"e"'},
        content_type="application/rss+xml")
    serve_pages(web, "p", 1)
    failing = web.expect_request("/p/1")
    failing.respond_with_data("oops", status=500)
    with StoryStore(tmp_path / "s.db") as store, Fetcher(FAST) as f:
        src = FeedSource(web.url_for("/rss"))
        out = poll_feed(store, f, src, now=T0)
        assert len(out.added) == 1 and out.deferred == 1
        assert store.feed(src.url).etag is None  # not all items handled: no validators
        item = store.feed_items(src.url, urls=[web.url_for("/p/1")])[0]
        assert (item.article, item.tries, item.error) == (None, 1, "HTTP 500 INTERNAL SERVER "
                                                                   "ERROR")
        web.clear()
        web.expect_request("/robots.txt").respond_with_data("", status=404)
        web.expect_request("/rss").respond_with_data(
            rss("Courier", web.url_for("/"), its), headers={"ETag": '"e"'},
            content_type="application/rss+xml")
        serve_pages(web, "p", 2)
        out = poll_feed(store, f, src, now=T0)
        assert len(out.added) == 1 and out.duplicates == 1
        assert store.feed(src.url).etag == '"e"'
        assert [r.path for r, _ in web.log].count("/p/0") == 0  # known: not fetched again
        assert store.feed_items(src.url, urls=[web.url_for("/p/1")])[0].article


def test_page_that_never_works_falls_back_to_the_summary(web, tmp_path):
    its = items(web, "q", 1)
    its[0]["summary"] = " ".join(story_text(0).split()[:60])
    web.expect_request("/rss").respond_with_data(rss("Courier", web.url_for("/"), its),
                                                 content_type="application/rss+xml")
    web.expect_request("/q/0").respond_with_data("x" * 200_000, content_type="text/html")
    opts = FetchOptions(delay=0.0, max_bytes=100_000)
    with StoryStore(tmp_path / "s.db") as store, Fetcher(opts) as f:
        out = poll_feed(store, f, FeedSource(web.url_for("/rss")), now=T0)
        assert len(out.added) == 1  # too large is permanent: the summary stands in
        art = store.groups()[0].articles[0]
        assert art.text == its[0]["summary"] and art.url == its[0]["link"]


def test_redirected_item_links_are_known_by_every_url(web, tmp_path):
    its = items(web, "old", 1)
    web.expect_request("/rss").respond_with_data(rss("Courier", web.url_for("/"), its),
                                                 content_type="application/rss+xml")
    web.expect_request("/old/0").respond_with_data("", status=301,
                                                   headers={"Location": "/new/0"})
    web.expect_request("/new/0").respond_with_data(
        article_html("Story 0", story_text(0), canonical=web.url_for("/story/0")),
        content_type="text/html")
    with StoryStore(tmp_path / "s.db") as store, Fetcher(FAST) as f:
        poll_feed(store, f, FeedSource(web.url_for("/rss")), now=T0)
        art = store.groups()[0].articles[0]
        assert art.url == web.url_for("/new/0")
        known = store.known_urls([web.url_for(p) for p in ("/old/0", "/new/0", "/story/0")])
        assert len(known) == 3 and set(known.values()) == {art.id}


def test_articles_from_two_feeds_join_one_story_and_briefs_see_them(web, tmp_path):
    day = "Mon, 06 May 2024 {:02d}:00:00 GMT"
    a = [{"title": f"Quake report {i}", "link": web.url_for(f"/a/{i}"), "date": day.format(i),
          "content": QUAKE[i] + " " + QUAKE[(i + 1) % 3]} for i in range(2)]
    b = [{"title": "Huaraz toll rises", "link": web.url_for("/b/0"), "date": day.format(5),
          "content": QUAKE[2] + " " + QUAKE[0]}]
    web.expect_request("/a.xml").respond_with_data(rss("Andes Daily", web.url_for("/"), a),
                                                   content_type="application/rss+xml")
    web.expect_request("/b.json").respond_with_data(json_feed("Lima Post", web.url_for("/"), b),
                                                    content_type="application/feed+json")
    with StoryStore(tmp_path / "s.db") as store, Fetcher(FAST) as f:
        w = Watcher(store, [FeedSource(web.url_for("/a.xml")), FeedSource(web.url_for("/b.json"))],
                    WatchOptions(pages="never"), f)
        s = w.poll(once=True)
        assert s.added == 3
        stories = store.stories()
        assert len(stories) == 1 and stories[0].size == 3
        outlets = {a.outlet for a in store.story_articles(stories[0].id)}
        assert outlets == {"Andes Daily", "Lima Post"}


def test_stop_mid_poll_stores_what_was_read_and_loses_nothing(web, tmp_path):
    its = items(web, "s", 6)
    web.expect_request("/rss").respond_with_data(
        rss("Courier", web.url_for("/"), its), headers={"ETag": '"s"'},
        content_type="application/rss+xml")
    serve_pages(web, "s", 6)
    stop = threading.Event()
    with StoryStore(tmp_path / "s.db") as store, \
            Fetcher(FetchOptions(delay=0.3), stop=stop) as f:
        threading.Timer(0.9, stop.set).start()  # after the feed and a page or two
        out = poll_feed(store, f, FeedSource(web.url_for("/rss")), now=T0)
        assert out.status == "interrupted" and 0 < len(out.added) < 6
        first = store.count()[0]
        assert first == len(out.added)
        st = store.feed(web.url_for("/rss"))
        assert st.etag is None and st.next_poll is None  # due again, refetched in full
    with StoryStore(tmp_path / "s.db") as store, Fetcher(FAST) as f:
        out = poll_feed(store, f, FeedSource(web.url_for("/rss")), now=T0)
        assert out.status == "ok" and len(out.added) == 6 - first
        assert store.count()[0] == 6 and store.feed(web.url_for("/rss")).etag == '"s"'


def test_fetch_pages_adds_once_and_reports_errors(web, tmp_path):
    serve_pages(web, "f", 2, site="Fjord Times")
    web.expect_request("/f/404").respond_with_data("no", status=404)
    urls = [web.url_for("/f/0"), web.url_for("/f/1"), web.url_for("/f/0") + "?utm_source=x",
            web.url_for("/f/404"), "mailto:x@example.org"]
    with StoryStore(tmp_path / "s.db") as store, Fetcher(FAST) as f:
        got = list(fetch_pages(store, f, urls))
    assert [g.status for g in got] == ["added", "added", "duplicate", "error", "error"]
    assert got[2].article == got[0].article and "HTTP 404" in got[3].error
    assert [r.path for r, _ in web.log].count("/f/0") == 1


# -- the private-address guard ------------------------------------------------------------


def guarded_feed(web, internal):
    """A feed on the operator's 127.0.0.1 whose items' links lead elsewhere: to its own site
    (fine), to an internal service on 127.0.0.2, through a redirect to it, and to the same
    server by another name (localhost)."""
    its = items(web, "g", 4)
    its[1]["link"] = internal.url_for("/admin")
    its[2]["link"] = web.url_for("/jump")
    its[3]["link"] = f"http://localhost:{web.port}/g/3"
    web.expect_request("/rss").respond_with_data(rss("Courier", web.url_for("/"), its),
                                                 content_type="application/rss+xml")
    serve_pages(web, "g", 4)
    web.expect_request("/jump").respond_with_data(
        "", status=301, headers={"Location": internal.url_for("/metadata")})
    for n, path in ((4, "/admin"), (5, "/metadata")):
        internal.expect_request(path).respond_with_data(
            article_html("Internal", story_text(n, variant=2), site="Intranet"),
            content_type="text/html")
    return its


def test_feed_links_and_redirects_to_private_addresses_are_refused(web, internal, tmp_path,
                                                                    caplog):
    its = guarded_feed(web, internal)
    with StoryStore(tmp_path / "s.db") as store, Fetcher(FAST) as f:
        src = FeedSource(web.url_for("/rss"))
        out = poll_feed(store, f, src, now=T0)
        assert out.status == "ok" and len(out.added) == 4 and out.deferred == 0
        arts = {a.title: a for g in store.groups() for a in g.articles}
        assert story_text(0, 1).split("\n\n")[-1] in arts[its[0]["title"]].text  # own page
        for it in its[1:]:  # refused for good: the feed's own summary stands in
            assert arts[it["title"]].text == it["summary"]
            assert arts[it["title"]].outlet != "Intranet"
        tries = {i.url: i.tries for i in store.feed_items(src.url)}
        assert [tries[it["link"]] for it in its] == [0, 1, 1, 1]  # each asked for once
    assert internal.log == []  # nothing reached the internal service
    assert "/g/3" not in [r.path for r, _ in web.log]  # nor this server by another name
    assert f"{internal.url_for('/admin')}: refused: 127.0.0.2 is a loopback address" \
        in caplog.text
    assert f"{internal.url_for('/metadata')} (a redirect from {web.url_for('/jump')}): " \
           "refused: 127.0.0.2 is a loopback address" in caplog.text
    assert f"{its[3]['link']}: refused: localhost (127.0.0.1) is a loopback" in caplog.text


def test_allow_private_follows_feed_links_to_private_addresses(web, internal, tmp_path):
    its = guarded_feed(web, internal)
    with StoryStore(tmp_path / "s.db") as store, \
            Fetcher(replace(FAST, allow_private=True)) as f:
        out = poll_feed(store, f, FeedSource(web.url_for("/rss")), now=T0)
        assert len(out.added) == 4
        arts = {a.title: a for g in store.groups() for a in g.articles}
        assert arts[its[1]["title"]].outlet == arts[its[2]["title"]].outlet == "Intranet"
        assert arts[its[2]["title"]].url == internal.url_for("/metadata")
        assert {r.path for r, _ in internal.log} >= {"/admin", "/metadata"}


def test_one_operator_feed_may_link_to_another_operator_feeds_host(web, internal, tmp_path):
    """Every feed the operator watches is trusted before the first poll, whichever is first."""
    its = items(web, "x", 1)
    its[0]["link"] = internal.url_for("/page")
    web.expect_request("/rss").respond_with_data(rss("Courier", web.url_for("/"), its),
                                                 content_type="application/rss+xml")
    internal.expect_request("/own.xml").respond_with_data(
        rss("Intranet news", internal.url_for("/"), []), content_type="application/rss+xml")
    internal.expect_request("/page").respond_with_data(
        article_html("Internal", story_text(5, variant=2), site="Intranet"),
        content_type="text/html")
    with StoryStore(tmp_path / "s.db") as store, Fetcher(FAST) as f:
        w = Watcher(store, [FeedSource(web.url_for("/rss")),
                            FeedSource(internal.url_for("/own.xml"))], WatchOptions(), f)
        assert w.poll(once=True).added == 1
        assert store.groups()[0].articles[0].outlet == "Intranet"


# -- feeds that move ------------------------------------------------------------------------


def test_a_feed_that_moves_permanently_is_polled_at_its_new_url(web, tmp_path, caplog):
    doc = rss("Courier", web.url_for("/"), items(web, "m", 2, full=True))
    web.expect_request("/old.xml").respond_with_data(
        "", status=301, headers={"Location": web.url_for("/new.xml")})
    web.expect_request("/new.xml").respond_with_data(doc, content_type="application/rss+xml",
                                                     headers={"ETag": '"n1"'})
    with StoryStore(tmp_path / "s.db") as store, Fetcher(FAST) as f:
        src = FeedSource(web.url_for("/old.xml"))
        out = poll_feed(store, f, src, now=T0)
        assert len(out.added) == 2 and out.moved_to == web.url_for("/new.xml")
        assert f"feed {src.url}: moved permanently to {web.url_for('/new.xml')}" in caplog.text
        st = store.feed(src.url)
        assert (st.moved_to, st.moved_at, st.etag) == (web.url_for("/new.xml"),
                                                       T0.isoformat(timespec="seconds"), '"n1"')
        web.log.clear()
        again = poll_feed(store, f, src, now=T0 + timedelta(minutes=15))
        assert again.status == "ok" and again.moved_to is None and again.added == []
        assert [r.path for r, _ in web.log] == ["/new.xml"]  # straight to the new URL
        assert [f.url for f in store.feeds()] == [src.url]  # still one feed, by its own name


def test_a_temporary_redirect_is_not_remembered(web, tmp_path):
    doc = rss("Courier", web.url_for("/"), items(web, "t", 1, full=True))
    for status, path in ((302, "/tmp302.xml"), (307, "/tmp307.xml")):
        web.expect_request(path).respond_with_data(
            "", status=status, headers={"Location": web.url_for("/today.xml")})
    web.expect_request("/today.xml").respond_with_data(doc, content_type="application/rss+xml")
    with StoryStore(tmp_path / "s.db") as store, Fetcher(FAST) as f:
        for path in ("/tmp302.xml", "/tmp307.xml"):
            src = FeedSource(web.url_for(path))
            for n in range(2):
                out = poll_feed(store, f, src, now=T0 + timedelta(hours=n))
                assert out.status == "ok" and out.moved_to is None
            assert store.feed(src.url).moved_to is None
            assert [r.path for r, _ in web.log].count(path) == 2  # asked at its own URL again


def test_a_running_watch_stops_polling_a_removed_feed(web, tmp_path, caplog):
    for name in ("a", "b"):
        web.expect_request(f"/{name}.xml").respond_with_data(
            rss(name, web.url_for("/"), items(web, name, 1, full=True)),
            content_type="application/rss+xml")
    clock = Clock()
    with StoryStore(tmp_path / "s.db") as store, Fetcher(FAST) as f:
        a, b = FeedSource(web.url_for("/a.xml")), FeedSource(web.url_for("/b.xml"))
        w = Watcher(store, [a, b], WatchOptions(every=60), f, clock=clock)
        assert w.poll().added == 2
        assert store.remove_feed(b.url) is not None
        clock.advance(minutes=2)
        web.log.clear()
        polled = w.poll()
        assert [o.url for o in polled.outcomes] == [a.url]
        assert [r.path for r, _ in web.log] == ["/a.xml"]
        assert [s.url for s in store.feeds()] == [a.url] and store.count()[0] == 2
        assert f"feed {b.url}: removed from the store; no longer polled" in caplog.text
        w.close()


# -- pages that change at the same URL ------------------------------------------------------


def test_a_full_text_item_whose_text_changed_updates_its_article(web, tmp_path):
    its = items(web, "u", 2, full=True)
    doc = {"rss": rss("Courier", web.url_for("/"), its)}
    web.expect_request("/rss").respond_with_handler(
        lambda req: Response(doc["rss"], content_type="application/rss+xml"))
    cross = [dict(its[0], content=story_text(0, variant=3))]  # another feed, same link
    web.expect_request("/other.xml").respond_with_data(
        rss("Aggregator", web.url_for("/"), cross), content_type="application/rss+xml")
    with StoryStore(tmp_path / "s.db") as store, Fetcher(FAST) as f:
        src = FeedSource(web.url_for("/rss"))
        first = poll_feed(store, f, src, now=T0)
        assert len(first.added) == 2
        again = poll_feed(store, f, src, now=T0 + timedelta(minutes=15))
        assert again.updated == [] and again.duplicates == 2  # unchanged: nothing to do
        edited = story_text(1) + "\n\nCorrection: an earlier version gave the wrong town."
        doc["rss"] = rss("Courier", web.url_for("/"), [its[0], dict(its[1], content=edited)])
        out = poll_feed(store, f, src, now=T0 + timedelta(minutes=30))
        ids = store.known_urls([it["link"] for it in its])
        first_id, second_id = ids[its[0]["link"]], ids[its[1]["link"]]
        assert out.updated == [second_id] and out.added == [] and out.duplicates == 1
        assert store.count()[0] == 2
        (a,) = [x for g in store.groups() for x in g.articles if x.id == second_id]
        assert a.text.endswith("gave the wrong town.") and a.url == its[1]["link"]
        # another feed listing the same link with its own text is a cross-post, not an edit
        other = poll_feed(store, f, FeedSource(web.url_for("/other.xml")), now=T0)
        assert other.updated == [] and other.duplicates == 1
        (a,) = [x for g in store.groups() for x in g.articles if x.id == first_id]
        assert a.text == story_text(0)


def test_a_teaser_item_that_says_it_changed_has_its_page_read_again(web, tmp_path):
    page = {"text": story_text(2, variant=1)}
    web.expect_request("/t/0").respond_with_handler(lambda req: Response(
        article_html("Bridge shut", page["text"]), content_type="text/html"))
    entry = {"title": "Bridge shut", "link": web.url_for("/t/0"),
             "date": "2024-05-01T10:00:00Z", "content": " ".join(story_text(2).split()[:40])}
    doc = {"atom": atom("Courier", web.url_for("/"), [entry])}
    web.expect_request("/atom").respond_with_handler(
        lambda req: Response(doc["atom"], content_type="application/atom+xml"))
    with StoryStore(tmp_path / "s.db") as store, Fetcher(FAST) as f:
        src = FeedSource(web.url_for("/atom"))
        (aid,) = poll_feed(store, f, src, now=T0).added
        assert store.feed_items(src.url)[0].updated == "2024-05-01T10:00:00Z"
        page["text"] = story_text(2, variant=1) + "\n\nThe bridge reopened on Friday."
        again = poll_feed(store, f, src, now=T0 + timedelta(minutes=15))
        assert again.updated == [] and paths_of(web).count("/t/0") == 1  # not said: not read
        doc["atom"] = atom("Courier", web.url_for("/"), [dict(entry,
                                                             date="2024-05-01T15:00:00Z")])
        out = poll_feed(store, f, src, now=T0 + timedelta(minutes=30))
        assert out.updated == [aid] and paths_of(web).count("/t/0") == 2
        (a,) = store.groups()[0].articles
        assert a.text.endswith("The bridge reopened on Friday.") and store.count()[0] == 1
        assert store.feed_items(src.url)[0].updated == "2024-05-01T15:00:00Z"
        assert poll_feed(store, f, src, now=T0 + timedelta(minutes=45)).updated == []
        assert paths_of(web).count("/t/0") == 2  # handled: not read again


def paths_of(web):
    return [r.path for r, _ in web.log]


def test_a_feed_removed_while_a_pass_polls_it_is_not_added_back(web, tmp_path, caplog):
    with StoryStore(tmp_path / "s.db") as store, Fetcher(FAST) as f:
        a, b = FeedSource(web.url_for("/a.xml")), FeedSource(web.url_for("/b.xml"))

        def answer_then_forget(req):  # `feeds remove` run while this feed is being read
            store.remove_feed(b.url)
            return Response(rss("b", web.url_for("/"), items(web, "b", 1, full=True)),
                            content_type="application/rss+xml")

        web.expect_request("/a.xml").respond_with_data(
            rss("a", web.url_for("/"), items(web, "a", 1, full=True)),
            content_type="application/rss+xml")
        web.expect_request("/b.xml").respond_with_handler(answer_then_forget)
        w = Watcher(store, [a, b], WatchOptions(every=60), f)
        s = w.poll()
        assert {o.url: o.status for o in s.outcomes} == {a.url: "ok", b.url: "removed"}
        assert "1 feed(s) polled (1 ok)" in s.line()
        assert [x.url for x in store.feeds()] == [a.url]  # not added back by its own poll
        assert store.count()[0] == 2  # what it read before it was removed is kept
        assert [o.url for o in w.poll(once=True).outcomes] == [a.url]
        assert f"feed {b.url}: removed from the store; no longer polled" in caplog.text
        w.close()
