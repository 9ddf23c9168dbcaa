"""The polite fetcher against a local HTTP server (127.0.0.1 only)."""

import gzip
import threading
import time

import pytest
from werkzeug import Response

from newsfuse.fetch import (
    USER_AGENT,
    Fetcher,
    FetchError,
    FetchOptions,
    Interrupted,
    retry_after_seconds,
)

FAST = FetchOptions(delay=0.0, read_timeout=2.0, connect_timeout=2.0, deadline=5.0)


def paths(server):
    return [req.path for req, _ in server.log]


def test_plain_get_sends_our_user_agent(web):
    web.expect_request("/a").respond_with_data("hello", content_type="text/plain")
    with Fetcher(FAST) as f:
        r = f.get(web.url_for("/a"))
    assert (r.status, r.content, r.content_type) == (200, b"hello", "text/plain")
    req = next(q for q, _ in web.log if q.path == "/a")
    assert req.headers["User-Agent"] == USER_AGENT and "newsfuse/" in USER_AGENT


def test_conditional_request_gives_not_modified(web):
    def handler(req):
        if req.headers.get("If-None-Match") == '"v1"':
            return Response(status=304)
        return Response("<rss/>", headers={"ETag": '"v1"',
                                           "Last-Modified": "Wed, 01 May 2024 10:00:00 GMT"})

    web.expect_request("/feed").respond_with_handler(handler)
    with Fetcher(FAST) as f:
        first = f.get(web.url_for("/feed"))
        again = f.get(web.url_for("/feed"), etag=first.etag,
                      last_modified=first.last_modified)
    assert first.etag == '"v1"' and not first.not_modified
    assert again.not_modified and again.content == b""
    req = [q for q, _ in web.log if q.path == "/feed"][-1]
    assert req.headers["If-Modified-Since"] == "Wed, 01 May 2024 10:00:00 GMT"


def test_redirects_are_followed_up_to_the_limit(web):
    for i in range(7):
        web.expect_request(f"/r{i}").respond_with_data(
            "", status=301 if i % 2 else 302, headers={"Location": f"/r{i + 1}"})
    web.expect_request("/r7").respond_with_data("end")
    opts = FetchOptions(delay=0.0, max_redirects=7)
    with Fetcher(opts) as f:
        r = f.get(web.url_for("/r0"))
    assert r.content == b"end" and r.final_url.endswith("/r7") and len(r.redirects) == 7
    with Fetcher(FetchOptions(delay=0.0, max_redirects=3)) as f, \
            pytest.raises(FetchError, match="more than 3 redirects"):
        f.get(web.url_for("/r0"))


def test_http_errors_name_the_status_and_retry_after(web):
    web.expect_request("/gone").respond_with_data("no", status=404)
    web.expect_request("/busy").respond_with_data("later", status=503,
                                                  headers={"Retry-After": "120"})
    with Fetcher(FAST) as f:
        with pytest.raises(FetchError, match="HTTP 404") as e404:
            f.get(web.url_for("/gone"))
        with pytest.raises(FetchError, match="HTTP 503") as e503:
            f.get(web.url_for("/busy"))
    assert e404.value.permanent and e404.value.status == 404
    assert not e503.value.permanent and e503.value.retry_after == 120
    assert retry_after_seconds("Wed, 01 May 2024 10:02:00 GMT",
                               now=1714557600.0) == pytest.approx(120)
    assert retry_after_seconds("soon") is None


def test_size_cap_declared_streamed_and_decompressed(web):
    big = b"x" * 50_000
    web.expect_request("/declared").respond_with_data(big)
    web.expect_request("/chunked").respond_with_handler(
        lambda req: Response(big[i:i + 1000] for i in range(0, len(big), 1000)))
    bomb = gzip.compress(b"a" * 5_000_000)
    web.expect_request("/bomb").respond_with_data(bomb, headers={"Content-Encoding": "gzip"})
    with Fetcher(FetchOptions(delay=0.0, max_bytes=20_000)) as f:
        for path in ("/declared", "/chunked", "/bomb"):
            with pytest.raises(FetchError, match="larger than the 20,000-byte limit") as e:
                f.get(web.url_for(path))
            assert e.value.permanent
    assert len(bomb) < 20_000  # the cap counts decoded bytes


def test_slow_server_times_out(web):
    def slow(req):
        time.sleep(1.5)
        return Response("late")

    web.expect_request("/slow").respond_with_handler(slow)
    opts = FetchOptions(delay=0.0, read_timeout=0.3, connect_timeout=1.0)
    with Fetcher(opts) as f:
        t = time.monotonic()
        with pytest.raises(FetchError, match="timed out"):
            f.get(web.url_for("/slow"))
        assert time.monotonic() - t < 1.2


def test_trickling_server_hits_the_deadline(web):
    def trickle(req):
        def body():
            for _ in range(40):
                time.sleep(0.05)
                yield b"x" * 10
        return Response(body())

    web.expect_request("/trickle").respond_with_handler(trickle)
    with Fetcher(FetchOptions(delay=0.0, read_timeout=1.0, deadline=0.5)) as f, \
            pytest.raises(FetchError, match="too slow"):
        f.get(web.url_for("/trickle"))


def test_robots_txt_is_honoured_and_read_once(web_server):
    web = web_server
    web.clear()
    web.expect_request("/robots.txt").respond_with_data(
        "User-agent: *\nDisallow: /private\n\nUser-agent: newsfuse\nDisallow: /no-newsfuse\n"
        "Crawl-delay: 0\n")
    web.expect_request("/ok").respond_with_data("fine")
    web.expect_request("/moved").respond_with_data("", status=302,
                                                   headers={"Location": "/no-newsfuse/x"})
    with Fetcher(FAST) as f:
        assert f.get(web.url_for("/ok")).content == b"fine"
        assert f.get(web.url_for("/ok")).content == b"fine"
        with pytest.raises(FetchError, match=r"robots\.txt disallows") as e:
            f.get(web.url_for("/no-newsfuse/page"))
        assert e.value.permanent
        with pytest.raises(FetchError, match=r"robots\.txt disallows"):  # a redirect is checked
            f.get(web.url_for("/moved"))
        assert f.allowed(web.url_for("/private/x"))  # our own group replaces "*"
    assert paths(web).count("/robots.txt") == 1
    assert "/no-newsfuse/page" not in paths(web) and "/no-newsfuse/x" not in paths(web)
    web.clear()


def test_unreadable_robots_txt_allows_nothing(web_server):
    web = web_server
    web.clear()
    web.expect_request("/robots.txt").respond_with_data("down", status=503)
    web.expect_request("/page").respond_with_data("page")
    with Fetcher(FAST) as f, pytest.raises(FetchError, match=r"robots\.txt could not be read"):
        f.get(web.url_for("/page"))
    assert "/page" not in paths(web)
    web.clear()


def test_per_host_delay_spaces_requests(web):
    seen = []

    def stamp(req):
        seen.append(time.monotonic())
        return Response("ok")

    web.expect_request("/d").respond_with_handler(stamp)
    with Fetcher(FetchOptions(delay=0.25)) as f:
        threads = [threading.Thread(target=f.get, args=(web.url_for("/d"),)) for _ in range(3)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    gaps = [b - a for a, b in zip(sorted(seen), sorted(seen)[1:])]
    assert len(seen) == 3 and min(gaps) >= 0.2


def test_stop_interrupts_a_wait(web):
    web.expect_request("/w").respond_with_data("ok")
    stop = threading.Event()
    with Fetcher(FetchOptions(delay=30.0, robots=False), stop=stop) as f:
        f.get(web.url_for("/w"))
        threading.Timer(0.2, stop.set).start()
        t = time.monotonic()
        with pytest.raises(Interrupted):
            f.get(web.url_for("/w"))
        assert time.monotonic() - t < 5


def test_only_http_urls(web):
    with Fetcher(FAST) as f:
        for bad in ("file:///etc/passwd", "ftp://example.org/x", "http://"):
            with pytest.raises(FetchError, match="not an http"):
                f.get(bad)
