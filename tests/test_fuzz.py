"""Fuzzing (hypothesis): random and hostile bytes, JSON, HTML and article objects through
ingest, summarize, compare, cluster, batch and the HTTP API. Every one must end in a result or
a clear error (a ``NewsfuseError`` with a message; an HTTP answer under 500 with ``{"error"}``):
never a traceback, a hang or an error record that hides a crash.

Examples are derandomised and bounded, so CI runs the same few hundred cases in well under a
minute; set ``NEWSFUSE_FUZZ_EXAMPLES=1000`` (and ``NEWSFUSE_FUZZ_RANDOM=1``) to search harder.
"""

from __future__ import annotations

import gzip
import io
import json
import os
import tempfile
from urllib.parse import quote

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import newsfuse
from newsfuse.batch import Unreadable, iter_lines, process_record, record_line
from newsfuse.compare import compare
from newsfuse.ingest import Inputs, coerce_articles, read_bytes, read_paths
from newsfuse.limits import Limits
from newsfuse.model import NewsfuseError
from newsfuse.pipeline import build_story
from newsfuse.server import create_app
from newsfuse.stories import cluster_articles

EXAMPLES = int(os.environ.get("NEWSFUSE_FUZZ_EXAMPLES", "40"))
settings.register_profile(
    "newsfuse", max_examples=EXAMPLES, deadline=None,
    derandomize=not os.environ.get("NEWSFUSE_FUZZ_RANDOM"), print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.function_scoped_fixture])
settings.load_profile("newsfuse")
SMALL = Limits(input_bytes=1 << 20, story_words=20_000)  # bounded work for every example

WORDS = ("the police said on Monday that a bridge over river Arlen collapsed killing 12 people "
         "and injuring dozens more according to officials in the town where rescuers worked "
         "through night mayor Anna Kovac told reporters Reuters AP CNN 40 percent half nearly "
         "more than about 1,000 $5 million \u201cquoted\u201d 'words' (AP) \u2014 -- ...").split()

# text: news-like sentences, any unicode (lone surrogates, controls, RTL, zero-width) and both
any_char = st.characters(blacklist_categories=())  # surrogates and controls included
sentence = st.lists(st.sampled_from(WORDS), min_size=1, max_size=25).map(
    lambda ws: " ".join(ws).capitalize() + ".")
news_text = st.lists(sentence, min_size=1, max_size=12).map(lambda ss: " ".join(ss))
texts = st.one_of(news_text, st.text(any_char, max_size=300),
                  st.lists(st.one_of(news_text, st.text(any_char, max_size=40)), max_size=6)
                  .map("\n\n".join))

json_leaf = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(),
                      st.text(any_char, max_size=30), texts)
json_values = st.recursive(json_leaf, lambda inner: st.one_of(
    st.lists(inner, max_size=5),
    st.dictionaries(st.sampled_from(["text", "title", "source", "url", "published", "id",
                                     "documents", "html", "body", "query", "x"]), inner,
                    max_size=6)), max_leaves=20)
article_objects = st.one_of(
    texts,
    st.fixed_dictionaries({"text": texts}, optional={
        "title": st.one_of(st.none(), st.text(any_char, max_size=50), st.integers()),
        "source": st.one_of(st.none(), st.text(any_char, max_size=20)),
        "url": st.one_of(st.none(), st.sampled_from(["javascript:alert(1)", "http://x",
                                                     "//evil", "https://apnews.com/a"]),
                         st.text(any_char, max_size=30)),
        "published": st.one_of(st.none(), st.sampled_from(
            ["2024-03-12", "1998-30-06", "0000-00-00", "9999-99-99T99:99", "yesterday"]),
            st.text(any_char, max_size=20), st.integers(), st.floats()),
        "id": st.one_of(st.none(), st.text(any_char, max_size=10), st.integers())}),
    json_values)

tags = st.sampled_from(["p", "div", "article", "script", "style", "h1", "title", "meta",
                        "iframe", "a", "img", "body", "html", "head", "svg", "template"])


@st.composite
def html_pages(draw: st.DrawFn) -> str:
    parts = []
    for _ in range(draw(st.integers(0, 12))):
        tag = draw(tags)
        attrs = draw(st.sampled_from(["", ' onerror="alert(1)"', ' href="javascript:x"',
                                      ' content="2012"', ' property="article:published_time" '
                                      'content="not a date"', ' class="' + "a " * 50 + '"']))
        body = draw(st.one_of(news_text, st.text(any_char, max_size=40)))
        closed = draw(st.booleans())
        parts.append(f"<{tag}{attrs}>{body}" + (f"</{tag}>" if closed else ""))
    return draw(st.sampled_from(["<!doctype html>", "<html>", ""])) + "".join(parts)


def clear(exc: BaseException) -> None:
    assert isinstance(exc, NewsfuseError), f"{type(exc).__name__}: {exc}"
    assert str(exc).strip(), "an error without a message"


def brief_or_clear_error(articles) -> None:
    """summarize and compare end in a result or a NewsfuseError."""
    try:
        story = build_story(articles, SMALL)
    except NewsfuseError as exc:
        clear(exc)
        return
    brief = newsfuse.summarize(story, 60)
    assert brief.words <= 60
    json.dumps(brief.to_dict(), ensure_ascii=False).encode("utf-8")
    report = compare(story)
    json.dumps(report.to_dict(), ensure_ascii=False).encode("utf-8")


def read_all(data: bytes, name: str = "input", suffix: str = "") -> Inputs:
    inputs = Inputs()
    read_bytes(inputs, data, name, "input", suffix, SMALL)  # never raises: errors collected
    for e in inputs.errors:
        clear(e)
    return inputs


def pile(inputs: Inputs) -> list:
    return list(inputs.articles) + [a for c in inputs.clusters for a in c.articles]


# ---------------------------------------------------------------------------------- bytes


@given(st.binary(max_size=2000), st.sampled_from(["", ".txt", ".json", ".jsonl", ".html"]))
@example(b"\x1f\x8b\x08\x00garbage", ".jsonl")  # gzip magic, broken stream
@example(gzip.compress(b'{"text": "A b c."}\n' * 50)[:60], "")  # truncated gzip
@example(b"\xff\xfe" + "Text in UTF-16 \ud800?".encode("utf-16-le", "surrogatepass"), "")
@example(b"\xef\xbb\xbf" + b"\x80\x81 broken UTF-8 after a BOM.", ".txt")
def test_random_bytes_end_in_articles_or_clear_errors(data, suffix):
    inputs = read_all(data, "fuzz" + suffix, suffix)
    arts = pile(inputs)
    if arts:
        brief_or_clear_error(arts[:5])


@given(st.lists(news_text, min_size=1, max_size=4), st.integers(0, 400))
def test_gzip_streams_cut_anywhere_keep_what_they_can(docs, cut):
    data = gzip.compress(("\n".join(json.dumps({"text": d}) for d in docs) + "\n").encode())
    cut_data = data[:max(2, len(data) - cut)]
    inputs = read_all(cut_data, "cut.jsonl.gz", ".jsonl")
    assert len(pile(inputs)) <= len(docs)
    with tempfile.TemporaryDirectory() as folder:  # the batch reader, on the same stream
        path = os.path.join(folder, "cut.jsonl.gz")
        with open(path, "wb") as fh:
            fh.write(cut_data)
        records = list(iter_lines(path, SMALL))
    good = [r for _, r in records if isinstance(r, str)]
    assert good == [json.dumps({"text": d}) + "\n" for d in docs][:len(good)]
    lost = [r for _, r in records if isinstance(r, Unreadable)]
    assert len(lost) <= 1 and (not lost or "compressed input" in lost[0].reason)
    assert (len(good) == len(docs)) == (cut == 0 or not lost) or lost


# ----------------------------------------------------------------------------------- JSON


@given(json_values)
@example({"text": "Bad \ud800 surrogate.", "title": "\udc80"})
@example({"documents": [{"text": "One."}, 17, None, {"html": "<p>x</p>"}]})
@example([{"text": "x", "id": 10 ** 5000 if False else "9" * 5000}])
def test_random_json_through_ingest_summarize_and_cluster(value):
    try:
        text = json.dumps(value, ensure_ascii=True)
    except ValueError:  # nan/inf are allowed; anything json cannot write is not input
        return
    for suffix in (".json", ".jsonl"):
        inputs = read_all(text.encode(), "fuzz" + suffix, suffix)
        arts = pile(inputs)
        if arts:
            brief_or_clear_error(arts[:6])
            groups = cluster_articles(arts[:20])
            assert sum(len(g.articles) for g in groups) == len(arts[:20])


@given(st.lists(article_objects, min_size=1, max_size=6))
def test_article_objects_through_summarize_and_compare(objs):
    try:
        arts = coerce_articles(objs)
    except NewsfuseError as exc:
        clear(exc)
        return
    brief_or_clear_error(arts)


@given(st.lists(html_pages(), min_size=1, max_size=3))
@example(["<html><body><footer>\u00a9 2012</footer><p>" + "Text here. " * 30 + "</p></body>"])
def test_hostile_html_pages(pages):
    arts = []
    for i, page in enumerate(pages):
        inputs = read_all(page.encode("utf-8", "surrogatepass"), f"page{i}.html", ".html")
        arts += pile(inputs)
        for a in inputs.articles:
            assert a.published is None or a.published[:4].isdigit()
    if arts:
        brief_or_clear_error(arts)


# ---------------------------------------------------------------------------------- batch


@given(st.one_of(json_values.map(lambda v: json.dumps(v, ensure_ascii=False)),
                 st.text(any_char, max_size=200),
                 st.lists(article_objects, max_size=5).map(
                     lambda docs: json.dumps({"id": "c", "documents": docs}))))
@example('{"id": "x", "documents": ["' + "a" * 100 + '"], "query": 5}')
@example("[" * 5000 + "]" * 5000)
def test_batch_records_never_raise_and_always_serialise(line):
    rec = process_record(1, line, 60, limits=SMALL)
    assert isinstance(rec, dict) and ("summary" in rec) != ("error" in rec)
    if "error" in rec:
        assert rec["error"] and "internal error" not in rec["error"], rec["error"]
    record_line(rec).encode("utf-8")


def test_stdin_of_random_bytes_is_read_within_the_limit():
    for data in (b"\x00" * 10, os.urandom(4096), b"word " * 300_000,
                 gzip.compress(b"word " * 300_000)):
        inputs = read_paths(["-"], stdin=io.BytesIO(data), limits=SMALL)
        for e in inputs.errors:
            clear(e)


# ------------------------------------------------------------------------------------ API


@pytest.fixture(scope="module")
def api(tmp_path_factory):
    app = create_app(tmp_path_factory.mktemp("fuzz") / "s.db", rate_limit=0, example=True,
                     limits=SMALL)
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c


def answered(r) -> None:
    assert r.status_code < 500 or r.status_code in (503, 504), (r.status_code, r.text[:300])
    if r.status_code >= 400 and r.headers.get("content-type", "").startswith(
            "application/json"):
        body = r.json()
        assert isinstance(body.get("error"), str) and body["error"]
    assert "Traceback" not in r.text


@given(st.one_of(json_values, st.fixed_dictionaries(
    {"articles": st.lists(article_objects, max_size=5)},
    optional={"words": st.one_of(st.integers(), st.floats(), st.text(max_size=5)),
              "quality": st.sampled_from(["fast", "best", "worst", 1]),
              "report": st.one_of(st.booleans(), st.none()),
              "query": st.one_of(st.none(), st.text(any_char, max_size=40)),
              "since": st.one_of(st.none(), st.text(max_size=12))})))
def test_api_summarize_answers_every_body(api, body):
    try:
        content = json.dumps(body).encode()
    except ValueError:
        return
    answered(api.post("/api/summarize", content=content,
                      headers={"content-type": "application/json"}))


@given(st.one_of(json_values, st.lists(article_objects, max_size=4).map(
    lambda a: {"articles": a})))
def test_api_articles_answers_every_body(api, body):
    try:
        content = json.dumps(body).encode()
    except ValueError:
        return
    r = api.post("/api/articles", content=content,
                 headers={"content-type": "application/json"})
    answered(r)
    if r.status_code == 201:  # and the pages show what was stored
        for sid in {a["story"] for a in r.json()["added"]}:
            answered(api.get(f"/stories/{sid}"))
            answered(api.get(f"/api/stories/{sid}", params={"words": 30}))
        answered(api.get("/"))


@given(st.binary(max_size=3000), st.sampled_from(["application/json", "text/plain",
                                                  "multipart/form-data; boundary=x",
                                                  "application/x-www-form-urlencoded"]))
@example(b"[" * 100_000, "application/json")
@example(b"--x\r\nContent-Disposition: form-data; name=\"files\"; filename=\"a.gz\"\r\n\r\n"
         + gzip.compress(b"word " * 100_000) + b"\r\n--x--\r\n",
         "multipart/form-data; boundary=x")
def test_api_and_form_answer_random_bytes(api, data, kind):
    for path in ("/api/summarize", "/api/articles", "/brief"):
        answered(api.post(path, content=data, headers={"content-type": kind}))


@given(st.text(any_char, max_size=60), st.one_of(st.integers(), st.text(any_char, max_size=25)))
@example("\ud800", "\udfff")  # percent-encoded bytes that are not UTF-8
def test_pages_and_queries_answer_every_parameter(api, text, number):
    def q(value: object) -> str:  # any bytes, percent-encoded, as a hostile client sends
        return quote(str(value).encode("utf-8", "surrogatepass"), safe="")

    t, n = q(text), q(number)
    for url in (f"/?offset={n}&order={t}", f"/search?q={t}", f"/api/search?q={t}&offset={n}",
                f"/api/stories?limit={n}&offset={n}", f"/stories/{t or 'x'}?words={n}&since={t}",
                f"/api/stories/{t or 'x'}?words={n}", f"/static/{t or 'x'}"):
        answered(api.get(url))
