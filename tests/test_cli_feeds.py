"""`newsfuse watch`, `newsfuse fetch` and `serve --watch` against feeds on 127.0.0.1."""

import json
import os
import signal
import subprocess
import sys
import time

from feed_fixtures import article_html, rss, story_text
from werkzeug import Response

from newsfuse.store import StoryStore


def run(*args, timeout=60):
    return subprocess.run([sys.executable, "-m", "newsfuse.cli", *args], capture_output=True,
                          text=True, timeout=timeout)


def feed_items(web, prefix, idx, full=True):
    return [{"title": f"Story {i}", "link": web.url_for(f"/{prefix}/{i}"),
             "date": f"Wed, 01 May 2024 {i:02d}:00:00 GMT",
             "summary": " ".join(story_text(i).split()[:25]),
             "content": story_text(i) if full else None} for i in idx]


def test_watch_once_stores_and_exits_0_then_1_when_a_feed_fails(web, tmp_path):
    db = str(tmp_path / "s.db")
    web.expect_request("/a.xml").respond_with_data(
        rss("Courier", web.url_for("/"), feed_items(web, "a", range(3))),
        content_type="application/rss+xml")
    r = run("watch", web.url_for("/a.xml"), "--db", db, "--once", "--delay", "0")
    assert r.returncode == 0, r.stderr
    assert "1 feed(s) polled (1 ok): 3 new article(s)" in r.stderr
    assert "holds 3 article(s)" in r.stderr
    web.expect_request("/broken.xml").respond_with_data("<rss><chan", status=200,
                                                        content_type="application/rss+xml")
    opml = tmp_path / "feeds.opml"
    opml.write_text(f'<opml version="2.0"><body><outline text="Courier" '
                    f'xmlUrl="{web.url_for("/a.xml")}"/><outline text="Broken" '
                    f'xmlUrl="{web.url_for("/broken.xml")}"/></body></opml>')
    r = run("watch", str(opml), "--db", db, "--once", "--delay", "0")
    assert r.returncode == 1, r.stderr
    assert "broken.xml: bad XML" in r.stderr and "next try in 15 min" in r.stderr
    assert "3 already stored" in r.stderr
    with StoryStore(db) as store:
        assert store.count()[0] == 3
        assert {f.name for f in store.feeds()} == {"Courier", "Broken"}


def test_watch_usage_errors_exit_2(tmp_path):
    r = run("watch", str(tmp_path / "missing.opml"), "--db", str(tmp_path / "s.db"), "--once")
    assert r.returncode == 3 and "missing.opml: no such file" in r.stderr  # cannot read input
    r = run("watch", "https://example.org/rss", "--db", str(tmp_path / "s.db"),
            "--every", "soon")
    assert r.returncode == 2 and "not a duration" in r.stderr


def test_fetch_prints_json_lines_and_exits_1_on_a_failed_url(web, tmp_path):
    web.expect_request("/p/1").respond_with_data(article_html("Ferry aground", story_text(1)),
                                                 content_type="text/html")
    web.expect_request("/p/2").respond_with_data("gone", status=410)
    db = str(tmp_path / "s.db")
    r = run("fetch", web.url_for("/p/1"), web.url_for("/p/2"), web.url_for("/p/1"),
            "--db", db, "--delay", "0")
    assert r.returncode == 1
    lines = [json.loads(x) for x in r.stdout.splitlines()]
    assert [x["status"] for x in lines] == ["added", "error", "duplicate"]
    assert lines[0]["story"] and lines[0]["new_story"] and "HTTP 410" in lines[1]["error"]
    assert "p/2: HTTP 410" in r.stderr
    with StoryStore(db) as store:
        (a,) = store.groups()[0].articles
        assert (a.title, a.outlet, a.url) == ("Ferry aground", "The Highland Courier",
                                              web.url_for("/p/1"))


def test_ctrl_c_stops_cleanly_and_loses_nothing(web, tmp_path):
    """Ctrl-C during a poll: the pages in flight finish, what was read is stored, the
    command exits 0; the next run stores the rest, nothing twice."""
    def slow_page(req):
        time.sleep(0.4)
        i = int(req.path.rsplit("/", 1)[1])
        return Response(article_html(f"Story {i}", story_text(i)), content_type="text/html")

    web.expect_request("/rss").respond_with_data(
        rss("Courier", web.url_for("/"), feed_items(web, "s", range(8), full=False)),
        content_type="application/rss+xml")
    for i in range(8):
        web.expect_request(f"/s/{i}").respond_with_handler(slow_page)
    db = str(tmp_path / "s.db")
    proc = subprocess.Popen([sys.executable, "-m", "newsfuse.cli", "watch", web.url_for("/rss"),
                             "--db", db, "--every", "1h", "--delay", "0"],
                            stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:  # wait for the first pages to be fetched
            if sum(1 for r, _ in web.log if r.path.startswith("/s/")) >= 2:
                break
            time.sleep(0.05)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=30)
    finally:
        proc.kill()
    assert proc.returncode == 0, err
    assert "stopping after the requests in flight" in err and "Traceback" not in err
    with StoryStore(db) as store:
        first = store.count()[0]
        fetched = {r.path for r, _ in web.log if r.path.startswith("/s/")}
        assert 0 < first < 8 and first == len(fetched)  # every page read was stored
        assert store.feed(web.url_for("/rss")).etag is None
    r = run("watch", web.url_for("/rss"), "--db", db, "--once", "--delay", "0")
    assert r.returncode == 0, r.stderr
    with StoryStore(db) as store:
        assert store.count()[0] == 8
    assert sum(1 for r, _ in web.log if r.path.startswith("/s/")) == 8  # none fetched twice


def test_serve_watch_polls_beside_the_app_and_briefs_see_new_articles(web, tmp_path):
    from fastapi.testclient import TestClient
    from story_samples import QUAKE

    from newsfuse.feeds import BackgroundWatch, FeedSource, WatchOptions
    from newsfuse.fetch import FetchOptions
    from newsfuse.server.app import create_app

    doc = {"items": []}

    def quake_item(i):
        return {"title": f"Huaraz quake {i}", "link": web.url_for(f"/q/{i}"),
                "date": f"Mon, 06 May 2024 {i:02d}:00:00 GMT",
                "content": QUAKE[i] + " " + QUAKE[(i + 1) % 3]}

    doc["items"] = [quake_item(0), quake_item(1)]
    web.expect_request("/quake.xml").respond_with_handler(
        lambda req: Response(rss("Andes Daily", web.url_for("/"), doc["items"]),
                             content_type="application/rss+xml"))
    sources = [FeedSource(web.url_for("/quake.xml"))]

    def background(db):
        return BackgroundWatch(db, sources, WatchOptions(every=1.0),
                               FetchOptions(delay=0.0)).start().stop

    app = create_app(tmp_path / "s.db", background=background, example_dir=None)

    def wait_for(n):
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            if client.get("/api/health").json()["articles"] >= n:
                return
            time.sleep(0.1)
        raise AssertionError(f"the watch did not store {n} articles")

    with TestClient(app) as client:
        wait_for(2)
        (story,) = client.get("/api/stories").json()["stories"]
        brief = client.get(f"/api/stories/{story['story']}").json()["brief"]
        assert len(brief["articles"]) == 2
        doc["items"].append(quake_item(2))
        wait_for(3)
        again = client.get(f"/api/stories/{story['story']}").json()
        assert again["story"]["size"] == 3 and len(again["brief"]["articles"]) == 3
        feeds = client.get("/api/feeds").json()["feeds"]
        assert feeds[0]["url"] == sources[0].url and feeds[0]["stored"] == 3
        assert feeds[0]["status"] == "ok" and feeds[0]["errors"] == 0


def test_fetch_refuses_a_redirect_to_another_private_address_unless_allowed(web, internal,
                                                                             tmp_path):
    web.expect_request("/p/1").respond_with_data(
        "", status=302, headers={"Location": internal.url_for("/admin")})
    internal.expect_request("/admin").respond_with_data(
        article_html("Router admin", story_text(2), site="Intranet"), content_type="text/html")
    db = str(tmp_path / "s.db")
    r = run("fetch", web.url_for("/p/1"), "--db", db, "--delay", "0")
    assert r.returncode == 1 and internal.log == []
    (line,) = [json.loads(x) for x in r.stdout.splitlines()]
    assert line["status"] == "error" and "127.0.0.2 is a loopback address" in line["error"]
    assert f"{internal.url_for('/admin')} (a redirect from {web.url_for('/p/1')}): refused" \
        in r.stderr and "--allow-private" in r.stderr
    r = run("fetch", web.url_for("/p/1"), "--db", db, "--delay", "0", "--allow-private")
    assert r.returncode == 0 and json.loads(r.stdout)["status"] == "added", r.stderr
    db2 = str(tmp_path / "s2.db")
    env = {**os.environ, "NEWSFUSE_ALLOW_PRIVATE": "1"}
    r = subprocess.run([sys.executable, "-m", "newsfuse.cli", "fetch", web.url_for("/p/1"),
                        "--db", db2, "--delay", "0"], capture_output=True, text=True,
                       timeout=60, env=env)
    assert r.returncode == 0 and json.loads(r.stdout)["status"] == "added", r.stderr


def test_feeds_list_and_remove_keep_the_articles(web, tmp_path):
    db = str(tmp_path / "s.db")
    for name in ("a", "b"):
        web.expect_request(f"/{name}.xml").respond_with_data(
            rss(f"Courier {name}", web.url_for("/"), feed_items(web, name, range(2))),
            content_type="application/rss+xml")
    urls = [web.url_for("/a.xml"), web.url_for("/b.xml")]
    assert run("watch", *urls, "--db", db, "--once", "--delay", "0").returncode == 0
    r = run("feeds", "list", "--db", db)
    assert r.returncode == 0 and [x.split("\t")[0] for x in r.stdout.splitlines()] == urls
    assert "\tok\t2 stored\t" in r.stdout and "watches 2 feed(s)" in r.stderr
    r = run("feeds", "remove", urls[1], "--db", db)
    assert r.returncode == 0, r.stderr
    assert f"removed feed {urls[1]} (2 article(s) it stored are kept)" in r.stderr
    r = run("feeds", "list", "--db", db, "--json")
    assert [json.loads(x)["url"] for x in r.stdout.splitlines()] == urls[:1]
    with StoryStore(db) as store:
        assert store.count()[0] == 4  # the removed feed's articles stay
    r = run("feeds", "remove", urls[1], "https://elsewhere.example/rss", "--db", db)
    assert r.returncode == 1 and "elsewhere.example/rss: not a watched feed" in r.stderr
    assert run("feeds", "--db", db).returncode == 2  # list or remove must be said


def test_fetch_refresh_updates_a_page_that_changed(web, tmp_path):
    page = {"text": story_text(3)}
    web.expect_request("/live").respond_with_handler(lambda req: Response(
        article_html("Distillery fire", page["text"]), content_type="text/html"))
    db = str(tmp_path / "s.db")
    first = json.loads(run("fetch", web.url_for("/live"), "--db", db, "--delay", "0").stdout)
    page["text"] = story_text(3) + "\n\nFirefighters said the blaze was out by dawn."
    same = json.loads(run("fetch", web.url_for("/live"), "--db", db, "--delay", "0").stdout)
    assert same["status"] == "duplicate"  # without --refresh a stored page is not read again
    r = run("fetch", web.url_for("/live"), "--db", db, "--delay", "0", "--refresh")
    got = json.loads(r.stdout)
    assert r.returncode == 0 and got["status"] == "updated", r.stderr
    assert got["article"] == first["article"] and got["story"] == first["story"]
    again = json.loads(run("fetch", web.url_for("/live"), "--db", db, "--delay", "0",
                           "--refresh").stdout)
    assert again["status"] == "duplicate"  # unchanged since
    with StoryStore(db) as store:
        (a,) = store.groups()[0].articles
        assert a.text.endswith("out by dawn.") and store.count()[0] == 1
