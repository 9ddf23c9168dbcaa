"""Parts + manifest, resume, Parquet and gzip inputs, and a real Dask LocalCluster that loses a
worker to SIGKILL mid-run. No Dask stubs: every Dask test runs real worker processes."""

from __future__ import annotations

import gzip
import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from newsfuse.batch import iter_lines, process_object, run_batch
from newsfuse.cli import main
from newsfuse.distributed import (
    MANIFEST,
    expand_inputs,
    part_paths,
    plan_parts,
    read_part,
    run_parts,
)

pytest.importorskip("distributed")
pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")

PART_SIZE = 8


@dataclass
class Corpus:
    inputs: list[str]  # what a user would pass
    ids: list  # every record's id, in input order (None where a line cannot be parsed)
    bad: int  # records that must become error records


def _records(path: Path) -> list[dict]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]


def _output(outdir: Path) -> list[dict]:
    return [rec for p in part_paths(str(outdir)) for rec in _records(Path(p))]


def _manifest(outdir: Path) -> dict:
    return json.loads((outdir / MANIFEST).read_text())


def _part_bytes(outdir: Path) -> list[bytes]:
    return [Path(p).read_bytes() for p in part_paths(str(outdir))]


def _with_id(line: str, suffix: str) -> dict:
    obj = json.loads(line)
    return {"id": f"{obj['id']}-{suffix}", "documents": obj["documents"]}


@pytest.fixture(scope="module")
def validation(multi_news_dir) -> list[str]:
    return (multi_news_dir / "validation.jsonl").read_text(encoding="utf-8").splitlines()


@pytest.fixture(scope="module")
def corpus(validation, tmp_path_factory) -> Corpus:
    """Two inputs (plain and gzip JSONL) with bad lines, a blank line and invalid UTF-8."""
    d = tmp_path_factory.mktemp("corpus")
    ids: list = []
    a: list[bytes] = []
    for k in range(100):
        obj = _with_id(validation[k], "a")
        a.append(json.dumps(obj).encode())
        ids.append(obj["id"])
        if k == 9:
            a.append(b"{not json")
            ids.append(None)
        if k == 19:
            a.append(b"   ")  # blank: not a record
        if k == 39:
            a.append(b'{"id": "no-docs-a"}')
            ids.append("no-docs-a")
        if k == 69:
            a.append(b'{"id": "bad-doc-a", "documents": [17]}')
            ids.append("bad-doc-a")
        if k == 79:
            docs = json.dumps(obj["documents"]).encode()
            a.append(b'{"id": "latin-1-\xe9", "documents": ' + docs + b"}")  # invalid UTF-8
            ids.append("latin-1-\ufffd")
    (d / "a.jsonl").write_bytes(b"\n".join(a) + b"\n")
    b = []
    for k in range(100, 200):
        obj = _with_id(validation[k], "b")
        b.append(json.dumps(obj))
        ids.append(obj["id"])
        if k == 150:
            b.append("[1, 2]")
            ids.append(None)
    with gzip.open(d / "b.jsonl.gz", "wt", encoding="utf-8") as fh:
        fh.write("\n".join(b) + "\n")
    return Corpus([str(d / "a.jsonl"), str(d / "*.jsonl.gz")], ids, bad=4)


@pytest.fixture(scope="module")
def reference(corpus, tmp_path_factory) -> Path:
    """The single-process run: local engine, one process, parts + manifest."""
    out = tmp_path_factory.mktemp("reference") / "out"
    res = run_parts(corpus.inputs, str(out), words=80, part_size=PART_SIZE, workers=1,
                    progress=False)
    assert res.complete and res.computed == res.parts
    return out


@pytest.fixture(scope="module")
def cluster():
    from distributed import Client, LocalCluster

    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as c, Client(c) as client:
        yield c, client


def test_parts_hold_every_record_once_in_input_order(corpus, reference, tmp_path):
    recs = _output(reference)
    assert [r["id"] for r in recs] == corpus.ids
    errors = [r for r in recs if "error" in r]
    assert len(errors) == corpus.bad
    assert {"id": None, "error": errors[0]["error"], "line": 11,
            "input": corpus.inputs[0]} == errors[0]
    assert errors[0]["error"].startswith("malformed JSON")
    assert errors[-1]["input"].endswith("b.jsonl.gz") and errors[-1]["line"] == 52
    assert all(0 < len(r["summary"].split()) <= 80 for r in recs if "error" not in r)

    m = _manifest(reference)
    assert m["complete"] and m["settings"] == {"words": 80, "quality": "fast",
                                               "part_size": PART_SIZE}
    assert m["totals"]["records"] == len(corpus.ids) and m["totals"]["errors"] == corpus.bad
    assert [i["path"] for i in m["inputs"]] == [corpus.inputs[0],
                                                corpus.inputs[1].replace("*", "b")]
    assert [i["records"] for i in m["inputs"]] == [104, 101]
    assert sum(p["errors"] for p in m["parts"]) == corpus.bad
    assert all(p["count"] <= PART_SIZE and p["status"] == "done" for p in m["parts"])
    bad_part = next(p for p in m["parts"] if p["lines"][0] <= 11 <= p["lines"][1])
    assert bad_part["errors"] == 1 and bad_part["input"] == corpus.inputs[0]
    assert sorted(n for n in os.listdir(reference) if not n.startswith(".")) == \
        [MANIFEST, *[p["name"] for p in m["parts"]]]

    # The single-file engine of issue 2 gives the same records (errors there lack "input").
    single = tmp_path / "single.jsonl"
    run_batch(corpus.inputs[0], str(single), words=80, workers=1, progress=False)
    assert m["inputs"][0]["records"] == 104
    assert _records(single) == [{k: v for k, v in r.items() if k != "input"} for r in recs[:104]]


@pytest.mark.parametrize("part_size", [1, 3, 1000])
def test_parts_split_lines_exactly_like_the_single_file_reader(tmp_path, part_size):
    raw = (b'{"id": 1}\r\n\r\n{"id": 2}\rnot json\n\n\n{"id": "\xe9\xff"}\n'
           b'{"id": 4}\n  \n{"id": 5}')
    plain = tmp_path / "x.jsonl"
    plain.write_bytes(raw)
    packed = tmp_path / "x.jsonl.gz"
    packed.write_bytes(gzip.compress(raw))
    for path in (plain, packed):
        parts = plan_parts(expand_inputs([str(path)]), part_size)
        got = [item for p in parts for item in read_part(p)]
        assert got == list(iter_lines(str(path)))
        assert all(p.count <= part_size for p in parts)
        assert parts == plan_parts(expand_inputs([str(path)]), part_size)  # deterministic


def test_dask_job_survives_sigkill_of_a_worker(corpus, reference, tmp_path):
    from distributed import Client, LocalCluster

    out = tmp_path / "out"
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as c, Client(c) as client:
        pids = client.run(os.getpid)
        done: list[str] = []
        killed: list[tuple[int, list]] = []

        def kill_a_busy_worker(res: dict) -> None:
            done.append(res["name"])
            if killed or len(done) < 3:
                return
            busy = {w: keys for w, keys in client.processing().items() if keys}
            if busy:
                victim, keys = next(iter(busy.items()))
                os.kill(pids[victim], signal.SIGKILL)
                killed.append((pids[victim], list(keys)))

        res = run_parts(corpus.inputs, str(out), words=80, part_size=PART_SIZE,
                        engine="dask", client=client, progress=False,
                        on_part=kill_a_busy_worker)
        assert killed, "no worker was busy to kill"
        assert killed[0][0] not in client.run(os.getpid).values()
    lost = {k.split("-")[2] for k in killed[0][1]}  # the part the dead worker was briefing
    assert lost and all(f"part-{n}.jsonl" in done for n in lost)
    assert res.complete and res.computed == res.parts and not res.failed_parts
    recs = _output(out)
    assert [r["id"] for r in recs] == corpus.ids  # every id exactly once, in order
    assert _part_bytes(out) == _part_bytes(reference)
    m, ref = _manifest(out), _manifest(reference)
    assert m["complete"] and m["totals"] == ref["totals"]
    assert [p["sha256"] for p in m["parts"]] == [p["sha256"] for p in ref["parts"]]
    assert not [n for n in os.listdir(out) if n.endswith(".tmp")]


def test_resume_recomputes_only_unfinished_parts(corpus, reference, cluster, tmp_path):
    _, client = cluster
    out = tmp_path / "out"
    seen: list[str] = []

    def interrupt(res: dict) -> None:  # what Ctrl-C does to the client mid-run
        seen.append(res["name"])
        if len(seen) == 5:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run_parts(corpus.inputs, str(out), words=80, part_size=PART_SIZE, engine="dask",
                  client=client, progress=False, on_part=interrupt)
    m = _manifest(out)
    assert not m["complete"] and m["runs"][-1]["interrupted"]
    done = [p["name"] for p in m["parts"] if p["status"] == "done"]
    assert sorted(done) == sorted(seen)
    # Damage two finished parts: one deleted, one edited. Only they and the unfinished ones
    # are computed again; the others keep their files untouched.
    (out / done[0]).unlink()
    edited = out / done[1]
    edited.write_text(edited.read_text().replace('"summary": "', '"summary": "X'))
    kept = {n: (out / n).stat().st_mtime_ns for n in done[2:]}
    time.sleep(0.01)

    res = run_parts(corpus.inputs, str(out), words=80, part_size=PART_SIZE, engine="dask",
                    client=client, progress=False)
    assert res.complete and res.skipped == len(kept) and res.computed == res.parts - len(kept)
    assert {n: (out / n).stat().st_mtime_ns for n in kept} == kept
    m = _manifest(out)
    assert m["complete"] and len(m["runs"]) == 2 and m["runs"][-1]["skipped"] == len(kept)
    assert {p["name"] for p in m["parts"] if p["run"] == 1} == set(kept)
    assert _part_bytes(out) == _part_bytes(reference)
    assert [r["id"] for r in _output(out)] == corpus.ids

    again = run_parts(corpus.inputs, str(out), words=80, part_size=PART_SIZE,
                      engine="dask", client=client, progress=False)
    assert again.computed == 0 and again.skipped == again.parts


def test_changed_settings_or_inputs_recompute_and_drop_stale_parts(validation, tmp_path):
    src = tmp_path / "in.jsonl"
    src.write_text("\n".join(validation[:6]) + "\n")
    out = tmp_path / "out"
    first = run_parts([str(src)], str(out), words=60, part_size=2, progress=False)
    assert first.computed == 3
    second = run_parts([str(src)], str(out), words=61, part_size=2, progress=False)
    assert second.computed == 3 and second.skipped == 0
    src.write_text("\n".join(validation[:3]) + "\n")
    third = run_parts([str(src)], str(out), words=61, part_size=2, progress=False)
    assert third.parts == 2 and third.computed == 2
    assert sorted(n for n in os.listdir(out) if n.startswith("part-")) == \
        ["part-00000.jsonl", "part-00001.jsonl"]
    assert [r["id"] for r in _output(out)] == [json.loads(x)["id"] for x in validation[:3]]

    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "part-00007.jsonl").write_text("{}\n")
    with pytest.raises(Exception, match="not a newsfuse output directory"):
        run_parts([str(src)], str(foreign), progress=False)


def _parquet_inputs(validation, d: Path) -> tuple[list[str], list[dict]]:
    """Rows with documents as strings (one row null), and as structs with a timestamp."""
    from datetime import UTC, datetime

    rows = [_with_id(x, "p") for x in validation[200:215]]
    rows.insert(4, {"id": "null-docs", "documents": None})
    table = pa.table({"id": [r["id"] for r in rows], "documents": [r["documents"] for r in rows],
                      "summaries": [["unused"]] * len(rows)})
    pq.write_table(table, d / "p1.parquet", row_group_size=5)
    when = datetime(2017, 3, 1, 12, 0, tzinfo=UTC)
    structs = [{"id": f"{json.loads(x)['id']}-s",
                "documents": [{"text": t, "source": f"Outlet {i}", "published": when}
                              for i, t in enumerate(json.loads(x)["documents"])]}
               for x in validation[215:222]]
    pq.write_table(pa.Table.from_pylist(structs), d / "p2.parquet", row_group_size=3)
    expected = rows + [{"id": s["id"], "documents": [{**doc, "published": when.isoformat()}
                                                     for doc in s["documents"]]}
                       for s in structs]
    return [str(d / "p1.parquet"), str(d / "p2.parquet")], expected


def test_parquet_input_local_and_dask(validation, cluster, tmp_path):
    _, client = cluster
    inputs, rows = _parquet_inputs(validation, tmp_path)
    local, dask = tmp_path / "local", tmp_path / "dask"
    res = run_parts(inputs, str(local), words=70, part_size=4, progress=False)
    assert res.records == len(rows) and res.errors == 1
    recs = _output(local)
    assert [r["id"] for r in recs] == [r["id"] for r in rows]
    bad = recs[4]
    assert bad == {"id": "null-docs", "error": bad["error"], "row": 4, "input": inputs[0]}
    # Each row is briefed exactly as the same cluster given as a JSON object.
    for n, (rec, row) in enumerate(zip(recs, rows)):
        number = n if n < 16 else n - 16
        expected = process_object(row, number, 70, "fast", rec.get("input", ""), key="row")
        if "error" not in rec:
            assert rec == expected
    assert recs[16]["articles"][1]["outlet"] == "Outlet 1"
    assert recs[16]["articles"][0]["published"] == "2017-03-01T12:00:00+00:00"
    m = _manifest(local)
    assert [p["rows"] for p in m["parts"]][:4] == [[0, 3], [4, 7], [8, 11], [12, 15]]
    assert [i["format"] for i in m["inputs"]] == ["parquet", "parquet"]

    run_parts(inputs, str(dask), words=70, part_size=4, engine="dask", client=client,
              progress=False)
    assert _part_bytes(dask) == _part_bytes(local)


def test_gzip_input_gives_the_same_records_as_plain(validation, tmp_path):
    lines = "\n".join([*validation[:5], "{broken"]) + "\n"
    (tmp_path / "p.jsonl").write_text(lines)
    with gzip.open(tmp_path / "g.jsonl.gz", "wt") as fh:
        fh.write(lines)
    for name in ("p.jsonl", "g.jsonl.gz"):
        run_parts([str(tmp_path / name)], str(tmp_path / f"out-{name}"), words=50,
                  part_size=2, progress=False)
    plain, packed = _output(tmp_path / "out-p.jsonl"), _output(tmp_path / "out-g.jsonl.gz")
    assert packed[-1]["input"].endswith("g.jsonl.gz") and packed[-1]["line"] == 6
    assert [{k: v for k, v in r.items() if k != "input"} for r in packed] == \
        [{k: v for k, v in r.items() if k != "input"} for r in plain]


def _default_sigint() -> None:
    # A child inherits an ignored SIGINT (some earlier test in this process may have left it
    # ignored), and Python then never raises KeyboardInterrupt: give the command a normal Ctrl-C.
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _cli(*args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "newsfuse.cli", "batch", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=_default_sigint)


def test_cli_ctrl_c_then_rerun_completes(corpus, reference, cluster, tmp_path):
    c, _ = cluster
    out = tmp_path / "out"
    args = [*corpus.inputs, "-o", str(out), "--words", "80", "--part-size", str(PART_SIZE),
            "--engine", "dask"]
    proc = _cli(*args, "--scheduler", "local:2")
    deadline = time.monotonic() + 120
    while not (out / "part-00003.jsonl").exists() and proc.poll() is None:
        assert time.monotonic() < deadline
        time.sleep(0.02)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, err
    assert "interrupted" in err
    m = _manifest(out)
    assert not m["complete"] and m["runs"][0]["interrupted"]
    done = [p["name"] for p in m["parts"] if p["status"] == "done"]
    assert 0 < len(done) < len(m["parts"])

    proc = _cli(*args, "--scheduler", c.scheduler_address, "--quiet")
    _, err = proc.communicate(timeout=300)
    assert proc.returncode == 1, err  # the corpus has bad records
    assert f"{len(corpus.ids)} cluster(s), {len(corpus.ids) - corpus.bad} briefed, " \
           f"{corpus.bad} failed" in err
    assert f"{len(done)} already done" in err
    m = _manifest(out)
    assert m["complete"] and m["runs"][1]["skipped"] == len(done)
    assert _part_bytes(out) == _part_bytes(reference)


def test_cli_layouts_and_usage_errors(validation, tmp_path, capsys):
    src = tmp_path / "in.jsonl"
    src.write_text("\n".join(validation[:3]) + "\n")
    other = tmp_path / "more.jsonl"
    other.write_text(validation[3] + "\n")
    # -o FILE with the local engine: the single JSONL file of issue 2.
    assert main(["batch", str(src), "-o", str(tmp_path / "o.jsonl"), "--quiet",
                 "--workers", "1"]) == 0
    assert len(_records(tmp_path / "o.jsonl")) == 3
    # -o DIR/ (or an existing directory): parts + manifest, several inputs and globs.
    assert main(["batch", str(src), str(tmp_path / "m*.jsonl"), "-o", f"{tmp_path}/dir/",
                 "--quiet", "--workers", "1", "--part-size", "2"]) == 0
    assert [r["id"] for r in _output(tmp_path / "dir")] == \
        [json.loads(x)["id"] for x in validation[:4]]
    assert "4 cluster(s), 4 briefed, 0 failed, in 3 part(s)" in capsys.readouterr().err
    for argv, message in [
        ([str(src), str(other), "-o", str(tmp_path / "two.jsonl")], "give -o a directory"),
        ([str(src), "-o", str(tmp_path / "x"), "--scheduler", "local:2"],
         "--scheduler needs --engine dask"),
        ([str(src), "-o", str(tmp_path / "x.jsonl"), "--part-size", "5"],
         "--part-size is for the parts layout"),
        ([str(tmp_path / "nothing*.jsonl"), "-o", f"{tmp_path}/d/"], "no file matches"),
        ([str(src), "-o", str(tmp_path / "d"), "--engine", "dask", "--scheduler", "host:1"],
         "--scheduler must be tcp://HOST:PORT"),
        (["-", "-o", str(tmp_path / "d"), "--engine", "dask"], "stdin cannot be split"),
        ([str(src), "-o", str(tmp_path / "out.jsonl"), "--engine", "dask"],
         "give -o " + str(tmp_path / "out") + "/"),
    ]:
        assert main(["batch", *argv, "--quiet"]) == 2
        assert message in capsys.readouterr().err


def test_a_part_that_cannot_be_read_fails_alone_and_a_rerun_retries_it(validation, tmp_path):
    src = tmp_path / "in.jsonl"
    whole = "\n".join(validation[:6]) + "\n"
    src.write_text(whole)
    out = tmp_path / "out"

    def truncate_input(res: dict) -> None:  # the input changes under a running job
        if res["name"] == "part-00000.jsonl":
            src.write_text("\n".join(validation[:4]) + "\n")

    res = run_parts([str(src)], str(out), words=50, part_size=2, progress=False,
                    on_part=truncate_input)
    assert res.failed_parts == ["part-00002.jsonl"] and not res.complete
    m = _manifest(out)
    assert [p["status"] for p in m["parts"]] == ["done", "done", "failed"]
    assert "did the input change?" in m["parts"][2]["error"]
    assert not m["complete"] and m["totals"]["failed"] == 1
    assert not (out / "part-00002.jsonl").exists()

    src.write_text(whole)
    res = run_parts([str(src)], str(out), words=50, part_size=2, progress=False)
    assert res.complete and [r["id"] for r in _output(out)] == \
        [json.loads(x)["id"] for x in validation[:6]]
