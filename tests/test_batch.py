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


def _small_clusters(n):
    return [json.dumps({"id": f"c{i}", "documents": [
        f"Officials in town {i} said the river flooded on Monday. Hundreds of homes were hit.",
        f"The river in town {i} flooded on Monday, officials said. Residents left."]})
        for i in range(n)]


def _truncated_gz(tmp_path, n=60):
    import gzip

    data = gzip.compress(("\n".join(_small_clusters(n)) + "\n").encode())
    path = tmp_path / "in.jsonl.gz"
    path.write_bytes(data[:len(data) * 2 // 3])
    return path


def test_a_truncated_gzip_keeps_every_readable_record_and_says_what_was_lost(tmp_path):
    from newsfuse.cli import main

    src = _truncated_gz(tmp_path)
    out = tmp_path / "out.jsonl"
    assert main(["batch", str(src), "-o", str(out), "--workers", "1", "--quiet"]) == 1
    recs = _lines(out)
    good, last = recs[:-1], recs[-1]
    assert len(good) > 10 and all("summary" in r for r in good)
    assert [r["id"] for r in good] == [f"c{i}" for i in range(len(good))]
    assert last["id"] is None and last["line"] == len(good) + 1
    assert "truncated compressed input" in last["error"]
    assert f"everything after line {len(good)} is lost" in last["error"]
    # the parts layout keeps the same records, in parts, and the same error record
    outdir = tmp_path / "parts"
    assert main(["batch", str(src), "-o", f"{outdir}/", "--part-size", "7", "--workers", "1",
                 "--quiet"]) == 1
    parts = sorted(outdir.glob("part-*.jsonl"))
    got = [r for p in parts for r in _lines(p)]
    assert [r.get("id") for r in got] == [r.get("id") for r in recs]
    assert got[-1]["error"] == last["error"] and got[-1]["input"] == str(src)


def test_a_file_named_gz_that_is_not_gzip_is_read_as_it_is(tmp_path):
    src = tmp_path / "plain.jsonl.gz"
    src.write_text("\n".join(_small_clusters(2)) + "\n")
    res = run_batch(str(src), str(tmp_path / "o.jsonl"), progress=False)
    assert (res.total, res.failed) == (2, 0)


def test_a_record_over_the_input_limit_is_an_error_record_read_in_bounded_memory(tmp_path):
    import gzip
    import resource

    from newsfuse.limits import Limits

    src = tmp_path / "bomb.jsonl.gz"
    with gzip.open(src, "wb", compresslevel=9) as fh:  # 40 MB of one line, then a good one
        fh.write(b'{"id": "huge", "documents": ["' + b"a" * (40 << 20) + b'"]}\n')
        fh.write(_small_clusters(1)[0].encode() + b"\n")
    assert src.stat().st_size < 1 << 20
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    res = run_batch(str(src), str(tmp_path / "o.jsonl"), progress=False,
                    limits=Limits(input_bytes=1 << 20))
    grew = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before  # KiB
    recs = _lines(tmp_path / "o.jsonl")
    assert (res.total, res.failed) == (2, 1)
    assert recs[0]["line"] == 1 and "over the limit of 1 MiB per input" in recs[0]["error"]
    assert recs[1]["id"] == "c0" and "summary" in recs[1]
    assert grew < 200 * 1024


def test_temporary_files_of_a_killed_run_are_swept_and_live_ones_kept(tmp_path):
    import fcntl
    import os

    out = tmp_path / "out.jsonl"
    stale = tmp_path / ".out.jsonl.abc123.tmp"  # what a SIGKILL leaves
    stale.write_text("half")
    live = tmp_path / ".out.jsonl.live99.tmp"  # another run still writing
    live.write_text("writing")
    other = tmp_path / ".other.jsonl.zzz.tmp"
    other.write_text("not ours")
    fd = os.open(live, os.O_RDONLY)
    fcntl.flock(fd, fcntl.LOCK_EX)
    try:
        with atomic_writer(str(out)) as fh:
            fh.write("ok\n")
    finally:
        os.close(fd)
    assert out.read_text() == "ok\n"
    assert not stale.exists() and live.exists() and other.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [".out.jsonl.live99.tmp", ".other.jsonl.zzz.tmp", "out.jsonl"])


def test_a_killed_batch_leaves_a_temporary_file_the_next_run_removes(tmp_path):
    import os
    import signal
    import subprocess
    import sys
    import time

    src = tmp_path / "in.jsonl"
    src.write_text("\n".join(_small_clusters(400)) + "\n")
    out = tmp_path / "out.jsonl"
    proc = subprocess.Popen([sys.executable, "-m", "newsfuse.cli", "batch", str(src), "-o",
                             str(out), "--workers", "1", "--quiet"],
                            stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while not list(tmp_path.glob(".out.jsonl.*.tmp")) and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.3)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert list(tmp_path.glob(".out.jsonl.*.tmp")) and not out.exists()
    src.write_text("\n".join(_small_clusters(3)) + "\n")
    assert run_batch(str(src), str(out), progress=False).total == 3
    assert not list(tmp_path.glob(".out.jsonl.*.tmp"))


def test_the_lock_file_is_never_opened_through_a_symbolic_link(tmp_path):
    from newsfuse.cli import main

    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    outdir = tmp_path / "parts"
    outdir.mkdir()
    (outdir / ".newsfuse.lock").symlink_to(victim)
    src = tmp_path / "in.jsonl"
    src.write_text("\n".join(_small_clusters(2)) + "\n")
    assert main(["batch", str(src), "-o", f"{outdir}/", "--workers", "1", "--quiet"]) == 2
    assert victim.read_text() == "precious\n"


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
