"""The HTTP service: routes, JSON shapes, limits, errors and safety (FastAPI's TestClient, and a
real uvicorn server where the socket matters)."""

import json
import os
import re
import socket
import sqlite3
import subprocess
import sys
import threading
import time
import urllib.request

import pytest

pytest.importorskip("fastapi", reason="the server extra is not installed")

from fastapi.testclient import TestClient
from live_server import raw_get, serving

from newsfuse.cli import main
from newsfuse.server import create_app


def texts(folder):
    return [p.read_text(encoding="utf-8") for p in sorted(folder.iterdir())]


def objects(folder):
    return [{"text": p.read_text(encoding="utf-8"), "id": p.stem}
            for p in sorted(folder.iterdir())]


@pytest.fixture
def client(tmp_path):
    with TestClient(create_app(tmp_path / "s.db")) as c:
        yield c


@pytest.fixture(scope="module")
def example_client(tmp_path_factory):
    """A store holding the bundled example (loaded at start, as `serve --example` does)."""
    db = tmp_path_factory.mktemp("serve") / "s.db"
    with TestClient(create_app(db, example=True)) as c:
        yield c


def example_story(c):
    stories = c.get("/api/stories").json()["stories"]
    return next(s for s in stories if "01-meridian-wire" in s["articles"])


# ---------------------------------------------------------------------------------------------
# POST /api/summarize


def test_summarize_is_the_cli_json_plus_the_report(client, example_dir, capsys):
    assert main(["summarize", str(example_dir), "--format", "json", "--report", "-w", "80"]) == 0
    cli = json.loads(capsys.readouterr().out)
    r = client.post("/api/summarize", json={"articles": objects(example_dir), "words": 80})
    assert r.status_code == 200 and r.headers["content-type"].startswith("application/json")
    api = r.json()
    assert list(api) == list(cli)  # same keys, same order, "report" included
    assert set(api["report"]) == set(cli["report"])
    assert set(api["sentences"][0]) == set(cli["sentences"][0])
    assert set(api["articles"][0]) == set(cli["articles"][0])
    # the same articles give the same brief (the outlet labels differ: no file names here)
    assert api["summary"] == cli["summary"] and api["words"] <= 80
    assert [s["sources"] for s in api["sentences"]] == [s["sources"] for s in cli["sentences"]]


def test_summarize_strings_default_budget_and_no_report(client, kobani_dir):
    r = client.post("/api/summarize", json={"articles": texts(kobani_dir)})
    d = r.json()
    assert r.status_code == 200 and d["words_budget"] == 120 and 0 < d["words"] <= 120
    assert len(d["articles"]) == 3 and d["report"]["conflicts"]  # the real story disagrees
    r = client.post("/api/summarize", json={"articles": texts(kobani_dir), "words": 40,
                                            "report": False})
    assert r.status_code == 200 and "report" not in r.json() and r.json()["words"] <= 40


def test_summarize_article_objects_keep_their_labels(client):
    r = client.post("/api/summarize", json={"articles": [
        {"text": "The river burst its banks on Monday, flooding 300 homes in Arlen.",
         "title": "Floods in Arlen", "source": "Daily Post", "url": "https://post.example/a"},
        {"text": "Floodwater entered about 300 homes in Arlen on Monday after the river rose.",
         "source": "Evening Star", "published": "2024-05-02", "id": 7}]})
    arts = r.json()["articles"]
    assert [a["outlet"] for a in arts] == ["Daily Post", "Evening Star"]
    assert arts[0]["title"] == "Floods in Arlen" and arts[1]["id"] == "7"
    assert arts[1]["published"] == "2024-05-02"


# ---------------------------------------------------------------------------------------------
# 422: invalid JSON or schema, naming the field


@pytest.mark.parametrize(("body", "field"), [
    ({"articles": [{"title": "no text"}]}, "articles[0].text"),
    ({"articles": ["fine", {"text": 5}]}, "articles[1].text"),
    ({"articles": ["fine"], "words": 0}, "words"),
    ({"articles": ["fine"], "words": "many"}, "words"),
    ({"articles": ["fine"], "quality": "great"}, "quality"),
    ({"articles": []}, "articles"),
    ({"articles": "one string"}, "articles"),
    ({"words": 50}, "articles"),
    ({"articles": ["fine"], "colour": "red"}, "colour"),
    ([1, 2], "body"),
])
def test_invalid_schema_is_422_naming_the_field(client, body, field):
    r = client.post("/api/summarize", json=body)
    assert r.status_code == 422
    d = r.json()
    assert field in [f["field"] for f in d["fields"]] and field in d["error"]
    assert set(d) == {"error", "fields"}  # no echo of the input, no pydantic internals
    assert all(set(f) == {"field", "message"} for f in d["fields"])
    assert "pydantic" not in r.text and "url" not in r.text


def test_invalid_json_is_422(client):
    r = client.post("/api/summarize", content=b'{"articles": ["a",',
                    headers={"content-type": "application/json"})
    assert r.status_code == 422 and r.json()["fields"][0]["field"] == "body"
    assert "invalid JSON" in r.json()["error"]


def test_blank_article_is_422_naming_it(client):
    r = client.post("/api/summarize", json={"articles": ["A real article text.", "   "]})
    assert r.status_code == 422 and r.json() == {"error": "articles[1]: empty article text"}


def test_query_and_path_errors_name_the_parameter(example_client):
    sid = example_story(example_client)["story"]
    r = example_client.get(f"/api/stories/{sid}", params={"words": "lots"})
    assert r.status_code == 422 and r.json()["fields"][0]["field"] == "words"
    r = example_client.get("/api/stories", params={"order": "oldest"})
    assert r.status_code == 422 and r.json()["fields"][0]["field"] == "order"


# ---------------------------------------------------------------------------------------------
# 413: body size


def test_body_over_the_limit_is_413_with_a_message(tmp_path):
    with TestClient(create_app(tmp_path / "s.db", max_body=2000)) as c:
        big = {"articles": ["word " * 1000]}
        r = c.post("/api/summarize", json=big)
        assert r.status_code == 413
        assert r.json() == {"error": "request body too large: the limit is 2,000 bytes "
                                     "(0.0 MiB)"}

        def chunks():  # no Content-Length: counted while it arrives
            for _ in range(10):
                yield b"x" * 500

        r = c.post("/api/articles", content=chunks(),
                   headers={"content-type": "application/json"})
        assert r.status_code == 413 and "too large" in r.json()["error"]
        r = c.post("/brief", data={"text": "word " * 1000})
        assert r.status_code == 413 and "too large" in r.text and "<html" in r.text
        assert c.post("/api/summarize", json={"articles": ["Small enough. Fine."]}
                      ).status_code == 200


def test_default_limit_is_5_mib_over_a_real_socket(tmp_path):
    with serving(create_app(tmp_path / "s.db")) as base:
        req = urllib.request.Request(base + "/api/articles", data=b"x" * (5 * 1024 * 1024 + 1),
                                     headers={"content-type": "application/json"})
        with pytest.raises(urllib.error.HTTPError) as err:
            urllib.request.urlopen(req, timeout=30)
        assert err.value.code == 413 and "too large" in json.loads(err.value.read())["error"]


# ---------------------------------------------------------------------------------------------
# the store: POST /api/articles, GET /api/stories, GET /api/stories/{id}


def test_add_articles_then_read_stories(client, example_dir):
    r = client.post("/api/articles", json={"articles": objects(example_dir)})
    assert r.status_code == 201
    d = r.json()
    assert len(d["added"]) == 3 and len(d["stories_created"]) == 1 and not d["duplicates"]
    sid = d["stories_created"][0]
    assert {a["story"] for a in d["added"]} == {sid}
    again = client.post("/api/articles", json={"articles": objects(example_dir)})
    assert again.status_code == 200 and not again.json()["added"]
    assert sorted(again.json()["duplicates"]) == sorted(a["id"] for a in objects(example_dir))

    one = client.post("/api/articles", json={
        "text": "Lawmakers in Tallinn approved the Estonian digital identity bill by 61 votes "
                "to 34 after a stormy debate over e-residency.", "source": "ERR"})
    assert one.status_code == 201 and one.json()["added"][0]["new_story"]
    assert one.json()["added"][0]["article"].startswith("a-")  # a content-hash id
    assert client.post("/api/articles", json={
        "text": "Lawmakers in Tallinn approved the Estonian digital identity bill by 61 votes "
                "to 34 after a stormy debate over e-residency.", "source": "ERR"}
    ).json()["duplicates"]

    listed = client.get("/api/stories").json()
    assert listed["order"] == "newest" and listed["next_offset"] is None
    assert [s["size"] for s in listed["stories"]] == [1, 3]  # newest first
    assert [s["size"] for s in client.get("/api/stories?order=largest").json()["stories"]] \
        == [3, 1]
    page = client.get("/api/stories?limit=1").json()
    assert len(page["stories"]) == 1 and page["next_offset"] == 1
    assert set(listed["stories"][0]) == {"story", "articles", "headline", "size", "created_at",
                                         "updated_at", "boilerplate", "latest", "earliest",
                                         "outlets"}

    story = client.get(f"/api/stories/{sid}").json()
    assert story["story"]["story"] == sid and story["story"]["size"] == 3
    brief = story["brief"]
    assert list(brief) == ["summary", "words", "words_budget", "sentences", "articles",
                           "derivations", "removed", "warnings", "report"]
    assert brief["words"] <= 120 and len(brief["articles"]) == 3
    assert brief["report"]["agreements"] and brief["report"]["conflicts"]
    short = client.get(f"/api/stories/{sid}?words=40").json()["brief"]
    assert short["words"] <= 40 < brief["words"]
    assert client.get(f"/api/stories/{sid}").json() == story  # cached: the same


def test_a_story_whose_article_is_updated_in_place_gets_a_new_brief(client, example_dir):
    objs = objects(example_dir)
    sid = client.post("/api/articles", json={"articles": objs}).json()["stories_created"][0]
    first = client.get(f"/api/stories/{sid}").json()
    store = client.app.state.store
    (a,) = [x for x in store.story_articles(sid) if x.id == objs[0]["id"]]
    edited = "Correction: the harbour authority now counts 9,999 containers lost. " + a.text
    assert store.update_article(a.id, {"id": a.id, "text": edited}) is not None
    again = client.get(f"/api/stories/{sid}").json()
    assert again["story"]["size"] == first["story"]["size"]  # same size: not the old brief
    assert again["story"]["updated_at"] != first["story"]["updated_at"]
    assert again["brief"] != first["brief"]  # briefed again from the new text, not cached
    assert "9,999" not in json.dumps(first["brief"])


def test_a_story_that_grows_gets_a_new_brief(client, example_dir):
    objs = objects(example_dir)
    sid = client.post("/api/articles", json={"articles": objs[:2]}).json()["stories_created"][0]
    first = client.get(f"/api/stories/{sid}").json()
    assert len(first["brief"]["articles"]) == 2
    client.post("/api/articles", json={"articles": objs[2:]})
    grown = client.get(f"/api/stories/{sid}").json()
    assert grown["story"]["size"] == 3 and len(grown["brief"]["articles"]) == 3


def test_unknown_story_is_404_json(client):
    r = client.get("/api/stories/s-000000000000")
    assert r.status_code == 404
    assert r.json() == {"error": "no story with id 's-000000000000'"}
    r = client.get("/stories/s-000000000000")
    assert r.status_code == 404 and "no story with id" in r.text and "<html" in r.text


def test_health(example_client):
    d = example_client.get("/api/health").json()
    assert d["status"] == "ok" and d["articles"] >= 3 and d["stories"] >= 1


def test_concurrent_requests_over_a_real_socket(tmp_path, example_dir):
    app = create_app(tmp_path / "s.db", example=True)
    with serving(app) as base:
        stories = json.loads(urllib.request.urlopen(base + "/api/stories").read())["stories"]
        url = f"{base}/api/stories/{stories[0]['story']}?words=90"
        results, errors = [], []

        def get():
            try:
                results.append(urllib.request.urlopen(url, timeout=60).read())
            except Exception as exc:  # collected and asserted below
                errors.append(exc)

        threads = [threading.Thread(target=get) for _ in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert not errors and len(results) == 8 and len(set(results)) == 1


# ---------------------------------------------------------------------------------------------
# errors never show internals


def test_unexpected_error_is_500_without_a_traceback(tmp_path):
    db = tmp_path / "s.db"
    app = create_app(db, example=True)
    con = sqlite3.connect(db)
    con.execute("DROP TABLE stories")  # the store breaks under the running app
    con.commit()
    con.close()
    with TestClient(app, raise_server_exceptions=False) as c:
        for path in ("/api/stories", "/"):
            r = c.get(path)
            assert r.status_code == 503  # a store fault: said, without its internals
            for leak in ("Traceback", "sqlite", "no such table", "File \"", str(tmp_path)):
                assert leak not in r.text
        assert c.get("/api/stories").json() == {
            "error": "the story store cannot be used right now (details are in the server log)"}


def test_not_found_and_wrong_method_are_json_under_api(client):
    assert client.get("/api/nothing").json() == {"error": "Not Found"}
    r = client.get("/api/summarize")
    assert r.status_code == 405 and r.json() == {"error": "Method Not Allowed"}


# ---------------------------------------------------------------------------------------------
# nothing is read from the file system by request path


TRAVERSALS = ["/static/../../etc/passwd", "/static/..%2f..%2f..%2fetc%2fpasswd",
              "/static/%2e%2e/%2e%2e/pyproject.toml", "/static/..%5c..%5cpyproject.toml",
              "/api/stories/../../x", "/api/stories/..%2f..%2fpyproject.toml",
              "/stories/..%2f..%2f..%2fetc%2fpasswd", "/static/%2e%2e%2fapp.py",
              "/static//etc/passwd", "/static/newsfuse.css/../../app.py",
              "/docs/../../../etc/passwd", "/newsfuse/server/app.py", "/pyproject.toml"]


def _no_file(status, body):
    assert status in (404, 422), status
    for secret in (b"root:", b"[build-system]", b"def create_app"):
        assert secret not in body


def test_no_path_traversal_through_the_test_client(client):
    for target in TRAVERSALS:
        r = client.get(target)
        _no_file(r.status_code, r.content)


def test_no_path_traversal_over_a_real_socket(tmp_path):
    with serving(create_app(tmp_path / "s.db")) as base:
        for target in TRAVERSALS:
            _no_file(*raw_get(base, target))
        status, body = raw_get(base, "/static/newsfuse.js")
        assert status == 200 and b"DOMContentLoaded" in body


# ---------------------------------------------------------------------------------------------
# pages, static files, docs


def test_pages_have_a_strict_csp_and_no_inline_script_or_external_asset(example_client):
    sid = example_story(example_client)["story"]
    for path in ("/", f"/stories/{sid}"):
        r = example_client.get(path)
        assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
        csp = r.headers["content-security-policy"]
        assert "default-src 'self'" in csp and "script-src 'self'" in csp
        assert "unsafe-inline" not in csp and r.headers["x-content-type-options"] == "nosniff"
        assert not re.search(r"<script(?![^>]*\bsrc=\"/static/)", r.text)  # no inline script
        assert not re.search(r"\b(?:src|href)=\"(?:https?:)?//", r.text)  # nothing external
        assert " style=" not in r.text and " on" + "click=" not in r.text


def test_static_files_are_served_by_the_app(client):
    css = client.get("/static/newsfuse.css")
    assert css.status_code == 200 and css.headers["content-type"].startswith("text/css")
    assert ".badge" in css.text and ".side" in css.text  # the brief page's CSS, then the app's
    js = client.get("/static/newsfuse.js")
    assert js.status_code == 200 and "javascript" in js.headers["content-type"]
    assert client.get("/static/nothing.js").status_code == 404
    assert client.get("/favicon.ico").status_code == 200


def test_docs_work_without_a_cdn(client):
    r = client.get("/docs")
    assert r.status_code == 200 and "swagger-ui" in r.text
    assert not re.search(r"https?://", r.text)
    for asset in re.findall(r"(?:src|href)=\"([^\"]+)\"", r.text):
        assert asset.startswith("/static/") and client.get(asset).status_code == 200
    spec = client.get("/openapi.json").json()
    assert {"/api/summarize", "/api/articles", "/api/stories", "/api/stories/{story_id}"} \
        <= set(spec["paths"])


def test_index_of_an_empty_store_links_the_form_and_has_the_example_button(client):
    r = client.get("/")
    assert r.status_code == 200
    assert "The story store is empty" in r.text and 'id="load-example"' in r.text
    assert 'id="paste-form"' not in r.text  # the form has its own page, linked from the top bar
    assert re.search(r'<nav[^>]*>.*<a href="/brief">Brief your articles</a>', r.text, re.S)
    form = client.get("/brief")
    assert form.status_code == 200
    assert 'id="paste-form"' in form.text and 'name="files"' in form.text
    assert '<a href="/brief" aria-current="page">' in form.text
    r = client.post("/example", follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"].startswith("/stories/s-")
    page = client.get(r.headers["location"])
    assert page.status_code == 200 and "Velmora" in page.text and 'class="side"' in page.text
    assert client.post("/example", follow_redirects=False).headers["location"] == \
        r.headers["location"]  # loading it twice: the same story
    listed = client.get("/?order=largest").text
    assert "Velmora" in listed and 'aria-current="page" href="/?order=largest"' in listed
    assert client.get("/?order=sideways").status_code == 422


def test_story_page_shows_brief_sources_side_by_side_panel_and_source_list(example_client):
    story = example_story(example_client)
    html = example_client.get(f"/stories/{story['story']}").text
    brief = example_client.get(f"/api/stories/{story['story']}").json()["brief"]
    assert html.count('<details class="s"') == len(brief["sentences"])
    assert html.count('class="badge') >= sum(len(s["sources"]) for s in brief["sentences"])
    assert "How the outlets compare" in html and "Where the outlets disagree" in html
    assert "Confirmed by several independent outlets" in html
    assert "Reported by one outlet or its reprints only" in html
    assert html.count('<tr id="src') == 3 and "Derived from" in html
    assert "credits Meridian Wire" in html  # the derivation's evidence


def test_paste_form_gives_a_brief_page(client, example_dir):
    text = "\n---\n".join(texts(example_dir))
    r = client.post("/brief", data={"text": text, "words": "70"})
    assert r.status_code == 200 and "Landslide buries homes" in r.text
    assert "of 70 words" in r.text and 'class="side"' in r.text
    assert client.get("/api/stories").json()["stories"] == []  # nothing stored


def test_upload_form_reads_files_by_content_never_by_name(client, example_dir):
    files = [("files", ("../../../etc/passwd", b"", "text/plain"))]
    files += [("files", (p.name, p.read_bytes(), "text/plain"))
              for p in sorted(example_dir.iterdir())]
    files.append(("files", ("more.jsonl", b'{"text": "Rain kept falling on Velmora on '
                             b'Wednesday, officials said.", "source": "Wire X"}\n',
                             "application/json")))
    r = client.post("/brief", files=files, data={"words": "60"})
    assert r.status_code == 200 and "Wire X" in r.text and "root:" not in r.text
    assert "passwd: empty input (no text); skipped" in r.text  # a label, shown as a warning


def test_form_errors_come_back_next_to_their_field(client):
    r = client.post("/brief", data={"text": "  \n---\n  ", "words": "50"})
    assert r.status_code == 422 and 'id="paste-form"' in r.text
    # the message sits in the text field's box, right above the textarea it is about
    err = re.search(r'<p class="error" role="alert" id="paste-text-error">([^<]*)</p>\s*'
                    r'<textarea id="paste-text"[^>]*aria-invalid="true"', r.text)
    assert err and "no articles to brief" in err.group(1)
    assert 'value="50"' in r.text  # the budget asked for is kept
    r = client.post("/brief", data={"text": "Some <b>text</b>. More.", "words": "0"})
    assert r.status_code == 422
    assert re.search(r'id="paste-words-error">words must be a whole number[^<]*</p>\s*'
                     r'<input type="number" id="paste-words"', r.text)
    assert "Some &lt;b&gt;text&lt;/b&gt;. More." in r.text  # kept, escaped
    r = client.post("/brief", files=[("files", ("empty.txt", b"", "text/plain"))])
    assert r.status_code == 422 and 'id="paste-files-error"' in r.text
    assert "empty.txt" in r.text


def test_head_answers_like_get(example_client):
    sid = example_story(example_client)["story"]
    for path in ("/", "/brief", f"/stories/{sid}", "/static/newsfuse.css", "/api/health",
                 "/api/stories", "/docs", "/stories/s-nothing"):
        get, head = example_client.get(path), example_client.head(path)
        assert head.status_code == get.status_code, path
        assert head.content == b"" and head.headers["content-type"] == \
            get.headers["content-type"]
        assert head.headers["content-length"] == get.headers["content-length"], path
    assert example_client.post("/api/health").status_code == 405  # other methods unchanged


def test_pages_have_a_skip_link_and_one_main(example_client):
    sid = example_story(example_client)["story"]
    for path in ("/", "/brief", f"/stories/{sid}", "/stories/s-nothing"):
        html = example_client.get(path).text
        assert '<a class="skip" href="#main">' in html and html.count('<main id="main"') == 1
        assert html.count("<h1") == 1, path


def test_article_text_is_escaped_in_pages(client):
    payload = '<script>alert(1)</script><img src=x onerror="alert(2)">'
    r = client.post("/api/articles", json={"articles": [
        {"text": f"{payload} The council met on Monday to discuss the new bridge. {payload}",
         "title": f"Bridge {payload}", "source": 'Outlet "><svg onload=alert(3)>',
         "url": "javascript:alert(4)"}]})
    sid = r.json()["stories_created"][0]
    for path in ("/", f"/stories/{sid}"):
        html = client.get(path).text
        assert "<script>alert" not in html and "<img src=x" not in html
        assert "<svg onload" not in html and 'href="javascript:' not in html
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html


# ---------------------------------------------------------------------------------------------
# the command


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _serve(tmp_path, *flags):
    """Run `newsfuse serve` on a free port until it answers; (process, port, db)."""
    port = _free_port()
    db = tmp_path / "cli.db"
    proc = subprocess.Popen([sys.executable, "-m", "newsfuse.cli", "serve", "--db", str(db),
                             "--port", str(port), "--log-level", "warning", *flags],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    deadline = time.monotonic() + 60
    while True:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health", timeout=5)
            return proc, port, db
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                pytest.fail(f"newsfuse serve did not start: {proc.communicate()[1]}")
            time.sleep(0.2)


def _health(port):
    return json.loads(urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health").read())


@pytest.mark.parametrize("workers", ["1", "2"])
def test_serve_command_starts_the_service(tmp_path, workers):
    proc, port, db = _serve(tmp_path, "--example", "--workers", workers)
    try:
        for _ in range(4):  # with 2 workers, more than one process answers: all see the store
            health = _health(port)
            assert health["stories"] == 1 and health["articles"] == 3
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=30)
    assert f"http://127.0.0.1:{port}/" in err and str(db) in err
    assert db.exists()


def test_serve_workers_need_a_store_file(capsys):
    assert main(["serve", "--workers", "2"]) == 2
    assert "--workers above 1 needs --db FILE" in capsys.readouterr().err


def test_serve_help_names_the_flags(capsys):
    with pytest.raises(SystemExit):
        main(["serve", "--help"])
    out = capsys.readouterr().out
    for flag in ("--db", "--host", "--port", "--example", "--max-body", "--workers"):
        assert flag in out


def _invented_story(seed: int) -> list[str]:
    """Three short articles full of words no other request uses (the vocabulary grows)."""
    import random

    rng = random.Random(seed)

    def word() -> str:
        return "".join(rng.choice("bcdfghklmnprstvz") + rng.choice("aeiou") for _ in range(4))

    names = [word().capitalize() for _ in range(160)]
    lines = [f"{names[i]} and {names[i + 1]} met {names[i + 2]} in {names[i + 3]} on Monday, "
             f"officials in {names[i + 4]} said." for i in range(0, 155, 5)]
    return [" ".join(lines[k::3]) for k in range(3)]


def test_concurrent_summaries_of_different_stories(tmp_path):
    """Briefs made at the same time in several threads (new words in each) all succeed."""
    import http.client

    with serving(create_app(tmp_path / "s.db")) as base:
        port = int(base.rsplit(":", 1)[1])
        failures = []

        def post(seed):
            con = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            for k in range(6):
                body = json.dumps({"articles": _invented_story(seed * 100 + k), "words": 50})
                con.request("POST", "/api/summarize", body=body,
                            headers={"content-type": "application/json"})
                resp = con.getresponse()
                data = resp.read()
                if resp.status != 200 or not json.loads(data)["sentences"]:
                    failures.append((resp.status, data[:200]))
            con.close()

        threads = [threading.Thread(target=post, args=(s,)) for s in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert not failures


# ---------------------------------------------------------------------------------------------
# home page cards, search, feeds page

DATED = [
    {"text": "A magnitude 6.8 earthquake struck the Andean town of Huaraz on Monday, collapsing "
             "the cathedral tower and killing at least 12 people, Peru's civil defence "
             "institute said. Rescuers dug through rubble in the market district.",
     "title": "Quake topples Huaraz cathedral tower", "source": "Andina",
     "url": "https://andina.example/huaraz", "published": "2024-05-01T08:00:00Z"},
    {"text": "Peru's civil defence institute raised the Huaraz earthquake toll to 12 dead on "
             "Tuesday. The cathedral tower in Huaraz fell during the quake, and aftershocks "
             "rattled the Ancash region as rescuers searched the market district.",
     "url": "https://www.reuters.com/world/huaraz-toll", "published": "2024-05-02T09:30:00Z"},
]
OLD = [{"text": "Brewing giant Kestrel Holdings agreed to buy rival Ostmark Breweries for $9 "
                "billion, the companies said, creating Europe's third-largest beer maker.",
        "title": "Kestrel to buy Ostmark for $9 billion", "source": "Wire",
        "published": "2015-03-01"}]
UNDATED = [{"text": "Storms flooded farmland across the river valley over the weekend, and "
                    "farmers said the harvest of winter wheat was lost in three districts."}]


def test_home_page_orders_by_published_time_with_outlets_and_snippets(client):
    for batch in (UNDATED, DATED, OLD):  # the 2015 story arrives last
        assert client.post("/api/articles", json={"articles": batch}).status_code == 201
    html = client.get("/").text
    quake, kestrel, storm = (html.index(h) for h in (
        "Quake topples Huaraz cathedral tower", "Kestrel to buy Ostmark", "Storms flooded"))
    assert quake < kestrel < html.index('id="undated"') < storm
    card = html[quake:kestrel]
    assert '<time datetime="2024-05-02T09:30:00Z"' in card
    assert "2 articles from 2 independent outlets" in card
    assert re.search(r'class="outlets">(Andina, Reuters|Reuters, Andina)<', card)
    assert '<p class="snippet">' in card and "Article 1" not in card
    assert "date unknown" in html[storm - 2000:]
    assert client.get("/api/stories").json()["stories"][0]["latest"] == "2024-05-02T09:30:00Z"
    added = client.get("/api/stories", params={"order": "added"}).json()["stories"]
    assert added[0]["headline"].startswith("Kestrel")


def test_the_same_story_is_never_listed_twice(client):
    from newsfuse.server.pages import StoryCard, unique_cards

    cards = [StoryCard("s-1", "Quake topples tower", 3, None),
             StoryCard("s-2", "Quake  topples TOWER", 1, None),
             StoryCard("s-3", "Another story", 1, None)]
    assert [c.id for c in unique_cards(cards)] == ["s-1", "s-3"]
    for _ in range(2):
        client.post("/api/articles", json={"articles": DATED + OLD})
    html = client.get("/").text
    assert html.count("Quake topples Huaraz cathedral tower</a>") == 1


def test_search_page_keeps_the_query_in_the_url(client):
    client.post("/api/articles", json={"articles": DATED + OLD + UNDATED})
    r = client.get("/search", params={"q": "cathedral <b>tower</b>"})
    assert r.status_code == 200
    assert 'value="cathedral &lt;b&gt;tower&lt;/b&gt;"' in r.text  # kept, escaped
    assert "Quake topples Huaraz cathedral tower" in r.text and "Kestrel" not in r.text
    assert "<mark>cathedral</mark>" in r.text.lower() or "<mark>Cathedral</mark>" in r.text
    assert 'href="https://andina.example/huaraz"' in r.text  # the matching article's original
    r = client.get("/search", params={"q": "Huaraz Kestrel"})
    assert "some of them" in r.text and "Kestrel" in r.text and "Huaraz" in r.text
    assert "No story or article matches" in client.get("/search?q=zzyzx").text
    blank = client.get("/search?q=")
    assert blank.status_code == 200 and 'id="q"' in blank.text and "No story" not in blank.text
    bad = client.get("/search", params={"q": "(( ** ))"})
    assert bad.status_code == 422 and 'id="q-error"' in bad.text
    api = client.get("/api/search", params={"q": "cathedral"}).json()
    assert api["stories"][0]["matches"][0]["excerpt"] and api["next_offset"] is None
    assert client.get("/api/search").status_code == 422


def test_feeds_page_shows_each_feeds_last_poll_items_and_errors(client):
    from newsfuse.store import FeedPoll

    store = client.app.state.store
    assert "No feed is watched yet" in client.get("/feeds").text
    store.add_feed("https://ok.example/rss", name="Ok News")
    store.add_feed("https://bad.example/rss")
    store.add_feed("https://new.example/feed.json")
    store.record_poll("https://ok.example/rss", FeedPoll("2024-05-01T10:00:00+00:00", "ok", 200,
                                                         items=50, new_items=3),
                      next_poll="2099-01-01T00:00:00+00:00")
    for _ in range(2):
        store.record_poll("https://bad.example/rss",
                          FeedPoll("2024-05-01T10:05:00+00:00", "error", 404,
                                   error="HTTP 404 Not Found <script>"))
    html = client.get("/feeds").text
    assert "3 feeds watched: 1 working, 1 failing, 1 not polled yet" in html
    ok, bad = html.index("Ok News"), html.index("bad.example")
    assert bad < ok  # failing feeds first
    assert "2 in a row" in html and "HTTP 404 Not Found &lt;script&gt;" in html
    assert "50" in html[ok:] and "(3 new)" in html[ok:]
    assert '<time datetime="2024-05-01T10:00:00Z"' in html
    assert client.head("/feeds").status_code == 200
    store.record_poll("https://ok.example/rss", FeedPoll("2024-05-01T11:00:00+00:00", "ok", 200),
                      moved_to="https://ok.example/news/rss.xml")
    html = client.get("/feeds").text
    assert "moved permanently" in html and \
        'href="https://ok.example/news/rss.xml"' in html[html.index("Ok News"):]
    (moved,) = [f for f in client.get("/api/feeds").json()["feeds"] if f["moved_to"]]
    assert (moved["url"], moved["moved_to"], moved["moved_at"]) == (
        "https://ok.example/rss", "https://ok.example/news/rss.xml", "2024-05-01T11:00:00+00:00")


def test_api_summarize_query_topic_seen_since(client):
    from test_focus import FLOOD
    from test_novelty import NEW, OLD

    r = client.post("/api/summarize", json={"articles": FLOOD, "words": 60, "report": False,
                                            "query": "How much will the repairs cost?"})
    assert r.status_code == 200 and r.json()["focus"]["answered"]
    assert "$40 million" in r.json()["summary"]
    r = client.post("/api/summarize", json={"articles": FLOOD, "topic": {
        "title": "County elections", "narrative": "Who won the vote?"}})
    assert r.status_code == 200 and r.json()["focus"]["answered"] is False
    r = client.post("/api/summarize", json={"articles": NEW, "seen": OLD, "words": 80})
    body = r.json()
    assert r.status_code == 200 and body["update"]["seen"] == [2, 3]
    assert "Twelve people" in body["summary"]
    r = client.post("/api/summarize", json={"articles": OLD + NEW, "since": "2024-03-13"})
    assert r.status_code == 200 and r.json()["update"]["since"] == "2024-03-13"
    r = client.post("/api/summarize", json={"articles": FLOOD, "query": "x", "topic": {
        "title": "y"}})
    assert r.status_code == 422 and "not both" in r.json()["error"]
    r = client.post("/api/summarize", json={"articles": NEW, "seen": [{"text": "  "}]})
    assert r.status_code == 422 and "seen[0]" in r.json()["error"]
    r = client.post("/api/summarize", json={"articles": NEW, "since": "whenever"})
    assert r.status_code == 422 and "cannot read the date" in r.json()["error"]


def test_a_big_storys_card_is_made_from_its_newest_articles(client, monkeypatch):
    from newsfuse.server import service

    monkeypatch.setattr(service, "SUMMARY_ARTICLES", 1)
    client.post("/api/articles", json={"articles": DATED})
    html = client.get("/").text
    card = html[html.index("Quake topples"):]
    assert "2 articles: " in card and "independent" not in card.split("</li>")[0]
    assert re.search(r'class="outlets">(Andina, Reuters|Reuters, Andina)<', card)


def test_paste_form_question_box(client):
    from test_focus import FLOOD

    text = "\n---\n".join(f"{a['title']}\n\n{a['text']}" for a in FLOOD)
    assert 'id="paste-query"' in client.get("/brief").text
    r = client.post("/brief", data={"text": text, "words": "60",
                                    "query": "How much will the repairs cost?"})
    assert r.status_code == 200 and "$40 million" in r.text
    assert "<b>Question:</b> How much will the repairs cost?" in r.text
    assert "Hale United" not in r.text.split('id="brief"')[1].split("</section>")[0]
    r = client.post("/brief", data={"text": text, "query": "Who won the <i>vote</i>?"})
    assert r.status_code == 200
    assert "Nothing in these articles answers the question." in r.text
    assert "&lt;i&gt;vote&lt;/i&gt;" in r.text and "<i>vote</i>" not in r.text
    r = client.post("/brief", data={"text": text, "query": "word " * 2000})
    assert r.status_code == 422
    assert re.search(r'id="paste-query-error">the query is too long', r.text)


def test_story_page_whats_new_since_a_date_and_the_last_visit(client):
    from test_novelty import NEW, OLD

    assert client.post("/api/articles", json={"articles": OLD + NEW}).status_code == 201
    sid = client.get("/api/stories").json()["stories"][0]["story"]
    first = client.get(f"/stories/{sid}")
    assert first.status_code == 200 and 'id="since-form"' in first.text
    assert 'id="since-last-visit"' not in first.text  # no earlier visit yet
    assert "newsfuse_visits" in first.headers["set-cookie"]
    assert "httponly" in first.headers["set-cookie"].lower()
    r = client.get(f"/stories/{sid}", params={"since": "2024-03-13"})
    assert r.status_code == 200
    assert "What&#39;s new since 2024-03-13" in r.text and "(seen)" in r.text
    brief = r.text.split('id="brief"')[1].split("</section>")[0]
    assert "Twelve people" in brief and "up from ten people" in brief
    assert "flooding 300 homes" not in brief
    again = client.get(f"/stories/{sid}")  # the browser sends the cookie back
    link = re.search(r'id="since-last-visit" href="([^"]+)"', again.text)
    assert link and f"/stories/{sid}?since=" in link.group(1)
    r = client.get(f"/stories/{sid}", params={"since": "2999-99-99"})
    assert r.status_code == 422 and "cannot read the date" in r.text


def test_visits_cookie_is_bounded_and_forgiving():
    from newsfuse.server.pages import MAX_VISITS, read_visits, write_visits

    assert read_visits("garbage|s-1@not-a-date|@2024-01-01|s-2@2024-03-12T10:00:00Z") == {
        "s-2": "2024-03-12T10:00:00Z"}
    visits: dict[str, str] = {}
    for i in range(MAX_VISITS + 20):
        visits = read_visits(write_visits(visits, f"s-{i}"))
    assert len(visits) == MAX_VISITS and f"s-{MAX_VISITS + 19}" in visits and "s-0" not in visits


def test_story_page_gives_each_sentence_its_day_when_the_story_runs_over_days(client):
    assert client.post("/api/articles", json={"articles": DATED}).status_code == 201
    sid = client.get("/api/stories").json()["stories"][0]["story"]
    api = client.get(f"/api/stories/{sid}").json()["brief"]
    days = [s["reported"] for s in api["sentences"]]
    assert set(days) == {"2024-05-01", "2024-05-02"}
    # a sentence whose date edit gives its day ("on Monday [2024-04-29]") is not tagged again
    # nor one after a sentence of its own article
    ss = api["sentences"]
    quiet = [re.search(r"\[\d{4}-\d\d-\d\d\]", s["text"]) is not None or
             (k > 0 and ss[k - 1]["from"]["article"] == s["from"]["article"])
             for k, s in enumerate(ss)]
    brief = client.get(f"/stories/{sid}").text.split('id="brief"')[1].split("</section>")[0]
    shown = re.findall(r'class="reported muted">reported <time datetime="([\d-]+)">', brief)
    assert shown == [d for d, q in zip(days, quiet) if not q] and shown
