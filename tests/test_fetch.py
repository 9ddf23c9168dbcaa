"""The polite fetcher against a local HTTP server (127.0.0.1 only)."""

import gzip
import ipaddress
import threading
import time
from dataclasses import replace

import pytest
from werkzeug import Response

from newsfuse.fetch import (
    USER_AGENT,
    Fetcher,
    FetchError,
    FetchOptions,
    Interrupted,
    address_kind,
    retry_after_seconds,
)

FAST = FetchOptions(delay=0.0, read_timeout=2.0, connect_timeout=2.0, deadline=5.0)


def local_fetcher(web, options=FAST, **kw) -> Fetcher:
    """A fetcher whose operator gave the test server's origin (127.0.0.1): it may be fetched."""
    f = Fetcher(options, **kw)
    f.trust(web.url_for("/"))
    return f


def paths(server):
    return [req.path for req, _ in server.log]


def test_plain_get_sends_our_user_agent(web):
    web.expect_request("/a").respond_with_data("hello", content_type="text/plain")
    with local_fetcher(web, FAST) as f:
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
    with local_fetcher(web, FAST) as f:
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
    with local_fetcher(web, opts) as f:
        r = f.get(web.url_for("/r0"))
    assert r.content == b"end" and r.final_url.endswith("/r7") and len(r.redirects) == 7
    with local_fetcher(web, FetchOptions(delay=0.0, max_redirects=3)) as f, \
            pytest.raises(FetchError, match="more than 3 redirects"):
        f.get(web.url_for("/r0"))


def test_permanent_redirects_from_the_start_say_where_it_moved(web):
    hops = {"/a": (301, "/b"), "/b": (308, "/c"), "/c": (302, "/d"), "/d": (301, "/e"),
            "/t": (307, "/u"), "/u": (301, "/v")}
    for path, (status, to) in hops.items():
        web.expect_request(path).respond_with_data("", status=status, headers={"Location": to})
    for path in ("/e", "/v", "/z"):
        web.expect_request(path).respond_with_data("end")
    with local_fetcher(web) as f:
        assert f.get(web.url_for("/a")).moved_to == web.url_for("/c")  # 301, 308, then 302
        assert f.get(web.url_for("/t")).moved_to is None  # a temporary hop first: not moved
        assert f.get(web.url_for("/z")).moved_to is None


def test_http_errors_name_the_status_and_retry_after(web):
    web.expect_request("/gone").respond_with_data("no", status=404)
    web.expect_request("/busy").respond_with_data("later", status=503,
                                                  headers={"Retry-After": "120"})
    with local_fetcher(web, FAST) as f:
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
    with local_fetcher(web, FetchOptions(delay=0.0, max_bytes=20_000)) as f:
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
    with local_fetcher(web, opts) as f:
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
    with local_fetcher(web, FetchOptions(delay=0.0, read_timeout=1.0, deadline=0.5)) as f, \
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
    with local_fetcher(web, FAST) as f:
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
    with local_fetcher(web, FAST) as f, \
            pytest.raises(FetchError, match=r"robots\.txt could not be read"):
        f.get(web.url_for("/page"))
    assert "/page" not in paths(web)
    web.clear()


def test_per_host_delay_spaces_requests(web):
    seen = []

    def stamp(req):
        seen.append(time.monotonic())
        return Response("ok")

    web.expect_request("/d").respond_with_handler(stamp)
    with local_fetcher(web, FetchOptions(delay=0.25)) as f:
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
    with local_fetcher(web, FetchOptions(delay=30.0, robots=False), stop=stop) as f:
        f.get(web.url_for("/w"))
        threading.Timer(0.2, stop.set).start()
        t = time.monotonic()
        with pytest.raises(Interrupted):
            f.get(web.url_for("/w"))
        assert time.monotonic() - t < 5


def test_only_http_urls(web):
    with local_fetcher(web, FAST) as f:
        for bad in ("file:///etc/passwd", "ftp://example.org/x", "http://"):
            with pytest.raises(FetchError, match="not an http"):
                f.get(bad)


# -- the private-address guard ------------------------------------------------------------


@pytest.mark.parametrize("address,kind", [
    ("127.0.0.1", "loopback"), ("127.8.9.10", "loopback"), ("10.1.2.3", "private"),
    ("172.16.0.1", "private"), ("172.31.255.254", "private"), ("192.168.1.1", "private"),
    ("169.254.169.254", "cloud metadata"), ("169.254.1.1", "link-local"),
    ("0.0.0.0", "unspecified"), ("100.64.0.1", "shared (carrier-grade NAT)"),
    ("224.0.0.1", "multicast"), ("::1", "loopback"), ("fc00::1", "private"),
    ("fd12:3456::1", "private"), ("fe80::1", "link-local"), ("::", "unspecified"),
    ("::ffff:10.0.0.1", "private"), ("::ffff:127.0.0.1", "loopback"),
    ("2002:a00:1::", "private"), ("64:ff9b::a9fe:a9fe", "cloud metadata"),
    ("8.8.8.8", None), ("93.184.216.34", None), ("172.32.0.1", None),
    ("2606:4700:4700::1111", None), ("::ffff:8.8.8.8", None),
])
def test_address_kinds(address, kind):
    assert address_kind(ipaddress.ip_address(address)) == kind


def test_private_addresses_are_refused_unless_the_operator_gave_them(web, internal, caplog):
    web.expect_request("/a").respond_with_data("mine")
    web.expect_request("/jump").respond_with_data(
        "", status=302, headers={"Location": internal.url_for("/secret")})
    internal.expect_request("/secret").respond_with_data("internal admin page")
    port = web.port
    with Fetcher(FAST) as f:
        with pytest.raises(FetchError, match=r"127\.0\.0\.1 is a loopback address") as e:
            f.get(web.url_for("/a"))  # nobody gave this origin: refused, not even robots.txt
        assert e.value.permanent and "--allow-private" in str(e.value)
        assert web.log == [] and "refused" in caplog.text and web.url_for("/a") in caplog.text
        f.trust(web.url_for("/rss"))  # the operator's feed: its origin may be loopback
        assert f.get(web.url_for("/a")).content == b"mine"
        with pytest.raises(FetchError, match=r"127\.0\.0\.2 is a loopback address.*a redirect "
                                             r"from http://127\.0\.0\.1") as e:
            f.get(web.url_for("/jump"))
        assert e.value.url == internal.url_for("/secret")
        for url in (f"http://localhost:{port}/a", f"http://127.0.0.1:{port + 1}/a",
                    f"http://[::1]:{port}/a", f"http://0.0.0.0:{port}/a",
                    "http://169.254.169.254/latest/meta-data/", "http://10.0.0.1/admin",
                    "http://[fd00::1]/", "http://2130706433/", "http://0x7f000001/"):
            with pytest.raises(FetchError, match=r"refused: .* address"):
                f.get(url)
    assert internal.log == []  # the internal service never saw a request
    with local_fetcher(web, replace(FAST, allow_private=True)) as f:  # the policy off
        assert f.get(web.url_for("/jump")).content == b"internal admin page"
        assert f.get(internal.url_for("/secret")).content == b"internal admin page"


def test_the_guard_checks_again_when_connecting(web, internal):
    """A name that resolves to a public address when checked and to a private one when
    connected (DNS rebinding) is refused at connect time: nothing reaches the server."""
    internal.expect_request("/secret").respond_with_data("internal admin page")
    answers = iter([["93.184.216.34"], ["127.0.0.2"]])
    with Fetcher(replace(FAST, robots=False)) as f:
        f.guard._resolve = lambda host, port: next(answers)
        with pytest.raises(FetchError, match=r"rebind\.test \(127\.0\.0\.2\) is a loopback"):
            f.get(f"http://rebind.test:{internal.port}/secret")
    assert internal.log == []
