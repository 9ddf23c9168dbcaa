"""The web service under abuse: bounded work per request (limits, worker pool, time limit,
memory cap), work stopped when the client goes away, write access by token, a rate limit, and
small answers to hostile requests. Real worker processes, real sockets where it matters."""

from __future__ import annotations

import json
import os
import random
import socket
import subprocess
import sys
import threading
import time

import httpx
import pytest
from fastapi.testclient import TestClient
from live_server import serving

from newsfuse.limits import Limits
from newsfuse.server import create_app
from newsfuse.server.access import RateLimiter, is_loopback, token_ok
from newsfuse.server.workers import PoolConfig

TOKEN = "test-token-0123456789abcdef"
SMALL = {"articles": ["Officials said the bridge over the Arlen river collapsed on Monday.",
                      "The Arlen bridge collapsed on Monday, officials said."]}


HEAVY = Limits(story_articles=1000, story_words=1_000_000, story_sentences=100_000)


@pytest.fixture(scope="module")
def heavy(multi_news_dir) -> dict:
    """A body of 150 real articles of 2,000 words: allowed by ``HEAVY`` limits, and about
    half a minute of one core's work (work that only a time limit or a disconnect stops)."""
    docs = []
    with open(multi_news_dir / "validation.jsonl", encoding="utf-8") as fh:
        for line in fh:
            docs += [d for d in json.loads(line)["documents"] if len(d.split()) > 200]
    rnd = random.Random(1)
    arts = []
    for _ in range(150):
        parts, n = [], 0
        while n < 2000:
            d = rnd.choice(docs)
            parts.append(d)
            n += len(d.split())
        arts.append(" ".join(" \n\n ".join(parts).split(" ")[:2000]))
    return {"articles": arts}


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().split(") ")[1][0] not in "ZX"
    except OSError:
        return False


def _cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as fh:
        fields = fh.read().rsplit(") ", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


# ---------------------------------------------------------------------------------------------
# time limit, disconnect, queue, memory


def test_a_brief_past_the_time_limit_is_504_and_its_worker_replaced(tmp_path, heavy):
    app = create_app(tmp_path / "s.db", pool=PoolConfig(timeout=1.5), limits=HEAVY)
    with TestClient(app) as c:
        before = app.state.pool.lanes["brief"].pids()
        t0 = time.monotonic()
        r = c.post("/api/summarize", json=heavy)
        assert r.status_code == 504 and time.monotonic() - t0 < 10
        assert "time limit" in r.json()["error"] and "--request-timeout" in r.json()["error"]
        after = app.state.pool.lanes["brief"].pids()
        assert after and after != before and not any(_alive(p) for p in before)
        assert c.post("/api/summarize", json=SMALL).status_code == 200  # the new worker works
        assert c.get("/api/health").json()["workers"]["brief"]["timed_out"] == 1


def test_a_client_that_goes_away_stops_its_work_at_once(tmp_path, heavy):
    app = create_app(tmp_path / "s.db", pool=PoolConfig(timeout=120), limits=HEAVY)
    body = json.dumps(heavy).encode()
    with serving(app) as base:
        port = int(base.rsplit(":", 1)[1])
        lane = app.state.pool.lanes["brief"]
        lane.start()
        (worker,) = lane.pids()
        s = socket.create_connection(("127.0.0.1", port))
        s.sendall(b"POST /api/summarize HTTP/1.1\r\nHost: t\r\nContent-Type: application/json"
                  b"\r\nContent-Length: %d\r\n\r\n" % len(body) + body)
        deadline = time.monotonic() + 30
        while _cpu_seconds(worker) < 0.5 and time.monotonic() < deadline:
            time.sleep(0.05)  # the worker is busy with the brief
        s.close()
        time.sleep(2.0)
        assert not _alive(worker)  # killed, not left to finish its minutes of work
        assert lane.stats["cancelled"] == 1 and lane.stats["killed"] == 1
        (fresh,) = lane.pids()
        used = _cpu_seconds(fresh)
        time.sleep(0.5)
        assert _cpu_seconds(fresh) - used < 0.05  # and no CPU is used for it anywhere
        r = httpx.post(f"{base}/api/summarize", json=SMALL, timeout=60)
        assert r.status_code == 200


def test_a_full_queue_is_503_before_the_body_is_read(tmp_path, heavy):
    app = create_app(tmp_path / "s.db", pool=PoolConfig(queue=0, timeout=60), limits=HEAVY)
    slow = heavy
    with serving(app) as base:
        client = httpx.Client(timeout=120)

        def first() -> None:
            with pytest.raises(httpx.HTTPError):
                client.post(f"{base}/api/summarize", json=slow, timeout=3)

        t = threading.Thread(target=first)
        t.start()
        lane = app.state.pool.lanes["brief"]
        deadline = time.monotonic() + 20
        while not lane.busy() and time.monotonic() < deadline:
            time.sleep(0.02)
        r = httpx.post(f"{base}/api/summarize", json=SMALL, timeout=30)
        assert r.status_code == 503 and r.headers["retry-after"] == "5"
        assert "busy" in r.json()["error"]
        r = httpx.post(f"{base}/brief", data={"text": "A text.\n---\nAnother."}, timeout=30)
        assert r.status_code == 503 and "busy" in r.text
        # the story lane is apart: pages and stored stories do not wait for pasted briefs
        assert httpx.get(f"{base}/", timeout=30).status_code == 200
        t.join(30)
        deadline = time.monotonic() + 20
        while lane.busy() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert httpx.post(f"{base}/api/summarize", json=SMALL, timeout=60).status_code == 200
        client.close()


def test_a_worker_over_its_memory_cap_is_stopped(tmp_path, heavy):
    app = create_app(tmp_path / "s.db", pool=PoolConfig(memory_mb=40, timeout=60),
                     limits=HEAVY)
    with TestClient(app) as c:
        r = c.post("/api/summarize", json=heavy)
        assert r.status_code == 503 and "40 MiB" in r.json()["error"]
        assert app.state.pool.lanes["brief"].stats["memory"] == 1


# ---------------------------------------------------------------------------------------------
# limits in the API and the paste form


def test_limits_apply_to_the_api_and_the_paste_form_alike(tmp_path):
    app = create_app(tmp_path / "s.db", limits=Limits(story_articles=3, story_words=400))
    with TestClient(app) as c:
        r = c.post("/api/summarize", json={"articles": [f"Text number {i} here." for i in
                                                        range(4)]})
        assert r.status_code == 413
        assert r.json()["error"] == ("4 articles: over the limit of 3 articles per story "
                                     "(--max-articles or NEWSFUSE_MAX_ARTICLES changes it)")
        r = c.post("/api/summarize", json={"articles": ["word " * 300, "other " * 300]})
        assert r.status_code == 413 and "words per story" in r.json()["error"]
        pasted = "\n---\n".join(f"Pasted text number {i} about the bridge." for i in range(4))
        r = c.post("/brief", data={"text": pasted, "words": "60"})
        assert r.status_code == 413 and "over the limit of 3 articles per story" in r.text
        assert "Pasted text number 3" in r.text  # the form comes back with the text


def test_a_failed_story_brief_leaves_nothing_in_progress(tmp_path, example_dir):
    app = create_app(tmp_path / "s.db", example=True, limits=Limits(story_sentences=3))
    with TestClient(app) as c:
        sid = c.get("/api/stories").json()["stories"][0]["story"]
        for _ in range(2):  # and the second request is answered, not stuck behind the first
            r = c.get(f"/api/stories/{sid}")
            assert r.status_code == 413 and "sentences per story" in r.json()["error"]
        assert app.state.service._building == {}
        assert c.get("/").status_code == 200  # its card shows without a snippet


def test_hostile_queries_and_bodies_get_small_clear_answers(tmp_path):
    app = create_app(tmp_path / "s.db", example=True)
    with TestClient(app) as c:
        for url in ("/api/stories?offset=9223372036854775808", "/?offset=99999999999999999999",
                    "/api/search?q=landslide&offset=99999999999999999999"):
            r = c.get(url)
            assert r.status_code in (400, 422) and "offset" in r.text, url
        body = {"articles": ["x y z"], **{f"f{i}": 1 for i in range(1000)}}
        r = c.post("/api/summarize", json=body)
        assert r.status_code == 422 and len(r.content) < 3000
        assert r.json()["fields"][-1] == {"field": "...", "message": "and 990 more errors"}
        r = c.post("/api/summarize", content=b"[" * 100_000 + b"]" * 100_000,
                   headers={"content-type": "application/json"})
        assert r.status_code in (400, 422) and "Traceback" not in r.text


# ---------------------------------------------------------------------------------------------
# write access and rate limit


def test_writes_need_the_token_reads_stay_open(tmp_path, example_dir):
    app = create_app(tmp_path / "s.db", token=TOKEN, example=True)
    art = {"text": "A new article about the landslide and the rescue effort.", "id": "n1"}
    with TestClient(app) as c:
        for headers in ({}, {"authorization": "Bearer wrong"}, {"authorization": TOKEN},
                        {"authorization": f"Basic {TOKEN}"}):
            r = c.post("/api/articles", json=art, headers=headers)
            assert r.status_code == 401 and r.headers["www-authenticate"].startswith("Bearer")
            assert "Authorization: Bearer TOKEN" in r.json()["error"]
        assert c.post("/example").status_code == 401
        r = c.post("/api/articles", json=art, headers={"authorization": f"Bearer {TOKEN}"})
        assert r.status_code == 201
        assert c.get("/api/stories").status_code == 200
        assert c.post("/api/summarize", json=SMALL).status_code == 200  # stateless: open
        assert 'id="load-example"' not in c.get("/").text  # a form cannot send the token
        assert c.get("/api/health").json()["token_required"] is True


def test_token_comparison_and_loopback_check():
    assert token_ok(b"Bearer abc", "abc") and token_ok(b"bearer  abc ", "abc")
    assert not token_ok(b"Bearer abd", "abc") and not token_ok(None, "abc")
    assert not token_ok(b"abc", "abc") and not token_ok(b"Bearer \xff", "abc")
    for host in ("127.0.0.1", "::1", "[::1]", "localhost", "127.0.0.2"):
        assert is_loopback(host), host
    for host in ("0.0.0.0", "::", "10.1.2.3", "192.168.1.1"):
        assert not is_loopback(host), host


def test_posts_over_the_rate_limit_are_429(tmp_path):
    app = create_app(tmp_path / "s.db", rate_limit=3)
    with TestClient(app) as c:
        codes = [c.post("/api/summarize", json={"articles": []}).status_code for _ in range(5)]
        assert codes[:3] == [422, 422, 422] and codes[3:] == [429, 429]
        r = c.post("/api/summarize", json=SMALL)
        assert r.status_code == 429 and int(r.headers["retry-after"]) >= 1
        assert "the limit is 3 a minute" in r.json()["error"]
        assert c.get("/api/stories").status_code == 200  # reads are not limited
    limiter = RateLimiter(60)
    assert all(limiter.allow("a", now=0.0) == 0 for _ in range(60))
    assert limiter.allow("a", now=0.0) > 0 and limiter.allow("b", now=0.0) == 0
    assert limiter.allow("a", now=1.5) == 0  # one more a second


def test_serve_refuses_an_exposed_address_without_a_token(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "NEWSFUSE_TOKEN"}
    r = subprocess.run([sys.executable, "-m", "newsfuse.cli", "serve", "--host", "0.0.0.0",
                        "--port", "1"], capture_output=True, text=True, env=env, timeout=60)
    assert r.returncode == 2 and "refusing to listen on 0.0.0.0 without a token" in r.stderr
    empty = tmp_path / "token"
    empty.write_text("\n")
    r = subprocess.run([sys.executable, "-m", "newsfuse.cli", "serve", "--host", "0.0.0.0",
                        "--token-file", str(empty)], capture_output=True, text=True, env=env,
                       timeout=60)
    assert r.returncode == 2 and "token must be one word" in r.stderr
    r = subprocess.run([sys.executable, "-m", "newsfuse.cli", "serve", "--token-file",
                        str(tmp_path / "missing")], capture_output=True, text=True, env=env,
                       timeout=60)
    assert r.returncode == 3 and "cannot read the token file" in r.stderr


def test_an_add_stopped_by_the_time_limit_stores_nothing_and_the_store_works(tmp_path, heavy):
    app = create_app(tmp_path / "s.db", pool=PoolConfig(timeout=0.5))
    arts = [{"text": t, "id": f"h{i}"} for i, t in enumerate(heavy["articles"])]
    with TestClient(app) as c:
        r = c.post("/api/articles", json={"articles": arts})
        assert r.status_code == 504, r.text[:200]
        health = c.get("/api/health").json()
        assert (health["articles"], health["stories"]) == (0, 0)  # all or nothing
        assert app.state.pool.lanes["story"].stats["killed"] == 1
        r = c.post("/api/articles", json={"articles": arts[:2]})
        assert r.status_code == 201 and len(r.json()["added"]) == 2
