import json

import pytest

from newsfuse.batch import atomic_writer, process_record, run_batch


def _lines(path):
    return [json.loads(x) for x in path.read_text().splitlines()]


@pytest.fixture()
def mixed_input(tmp_path, example_dir):
    docs = [p.read_text() for p in sorted(example_dir.iterdir())]
    lines = [
        json.dumps({"id": "good-1", "documents": docs}),
        "{not json",
        json.dumps({"id": "no-docs"}),
        json.dumps({"id": "bad-doc", "documents": [docs[0], 17]}),
        json.dumps({"id": "empty", "documents": []}),
        "",
        json.dumps({"id": "good-2", "documents": [{"text": docs[2], "source": "N"}, docs[0]]}),
        json.dumps([1, 2]),
    ]
    p = tmp_path / "in.jsonl"
    p.write_text("\n".join(lines) + "\n")
    return p


@pytest.mark.parametrize("workers", [1, 2])
def test_batch_keeps_order_and_reports_bad_records(mixed_input, tmp_path, workers):
    out = tmp_path / "out.jsonl"
    res = run_batch(str(mixed_input), str(out), words=60, workers=workers, progress=False)
    recs = _lines(out)
    assert [r.get("id") for r in recs] == ["good-1", None, "no-docs", "bad-doc", "empty",
                                           "good-2", None]
    assert res.total == 7 and res.failed == 5
    assert recs[0]["summary"] and len(recs[0]["summary"].split()) <= 60
    assert recs[1]["line"] == 2 and "malformed JSON" in recs[1]["error"]
    assert "documents" in recs[2]["error"]
    assert "documents[1]" in recs[3]["error"]
    assert recs[6]["line"] == 8


def test_process_record_never_raises():
    for line in ["", "null", '{"documents": 5}', '{"id": 1, "documents": [""]}', "\xff"]:
        rec = process_record(1, line)
        assert "error" in rec and rec["line"] == 1


def test_cluster_of_web_boilerplate_gives_empty_brief_with_warning():
    rec = process_record(3, json.dumps({"id": "c", "documents": [
        "Notice \n \n You must log in to continue.",
        "Tweet with a location\n\nYou can add location information to your Tweets."]}))
    assert rec["summary"] == "" and "error" not in rec
    assert any("no story text" in w for w in rec["warnings"])


def test_atomic_writer_leaves_nothing_on_failure(tmp_path):
    out = tmp_path / "o.jsonl"
    out.write_text("previous\n")
    with pytest.raises(RuntimeError), atomic_writer(str(out)) as fh:
        fh.write("half")
        raise RuntimeError("interrupted")
    assert out.read_text() == "previous\n"
    assert list(tmp_path.iterdir()) == [out]


def test_validation_clusters_all_brief(multi_news_dir, tmp_path):
    src = multi_news_dir / "validation.jsonl"
    head = tmp_path / "head.jsonl"
    head.write_text("".join(src.read_text().splitlines(keepends=True)[:40]))
    out = tmp_path / "out.jsonl"
    res = run_batch(str(head), str(out), words=250, workers=2, progress=False)
    assert res.failed == 0 and res.total == 40
    assert all(0 < len(r["summary"].split()) <= 250 for r in _lines(out))


def test_record_output_does_not_depend_on_records_briefed_before(multi_news_dir):
    # Parallel and distributed engines brief records in different processes and orders; each
    # record must come out as a fresh process would brief it, whatever was briefed before.
    from newsfuse.pipeline import build_story
    from newsfuse.terms import fresh_vocabulary

    lines = (multi_news_dir / "validation.jsonl").read_text().splitlines()[:20]
    fresh = []
    for n, line in enumerate(lines, 1):
        with fresh_vocabulary():
            fresh.append(json.dumps(process_record(n, line)))
    story = build_story(json.loads(lines[-1])["documents"])  # words seen before the batch
    after_others = [json.dumps(process_record(n, line))
                    for n, line in reversed(list(enumerate(lines, 1)))][::-1]
    assert after_others == fresh
    assert story.sentences[0].terms  # a story built outside a record keeps its stem ids


def test_lone_surrogate_in_a_record_is_written_escaped(tmp_path):
    # "\ud800" is valid JSON but cannot be encoded as UTF-8; the run must not crash on it.
    src = tmp_path / "in.jsonl"
    src.write_text('{"id": "x\\ud800", "documents": ["Storm hits the coast on Monday. '
                   'Thousands of homes lost power overnight."]}\n{"id": "ok\\u00e9", '
                   '"documents": ["Storm hits the coast on Monday."]}\n')
    out = tmp_path / "out.jsonl"
    res = run_batch(str(src), str(out), words=30, workers=1, progress=False)
    assert res.total == 2 and res.failed == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    assert '"x\\ud800"' in lines[0]  # escaped where it must be
    assert '"ok\u00e9"' in lines[1]  # other lines keep plain UTF-8
    assert [json.loads(x)["id"] for x in lines] == ["x\ud800", "ok\u00e9"]


def test_batch_record_query_and_topic():
    from test_focus import FLOOD

    rec = process_record(1, json.dumps({"id": "q", "documents": FLOOD,
                                        "query": "How much will the repairs cost?"}), words=60)
    assert rec["focus"]["answered"] and "$40 million" in rec["summary"]
    rec = process_record(2, json.dumps({"id": "t", "documents": FLOOD, "topic": {
        "title": "Arlen floods", "narrative": "Describe the cost of the repairs."}}), words=60)
    assert rec["focus"]["query"] == "Arlen floods. Describe the cost of the repairs."
    rec = process_record(3, json.dumps({"id": "none", "documents": FLOOD,
                                        "query": "Who won the election?"}), words=60)
    assert rec["focus"]["answered"] is False and rec["sentences"] == []
    rec = process_record(4, json.dumps({"id": "bad", "documents": FLOOD, "query": ""}))
    assert rec == {"id": "bad", "error": "'query': the query is empty", "line": 4}
    rec = process_record(5, json.dumps({"id": "bad2", "documents": FLOOD, "topic": [1]}))
    assert rec["id"] == "bad2" and "'topic'" in rec["error"]
    plain = process_record(6, json.dumps({"id": "g", "documents": FLOOD}), words=60)
    assert "focus" not in plain
