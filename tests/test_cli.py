import json
import os
import subprocess
import sys

from newsfuse.cli import main


def run(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "newsfuse.cli", *args], input=stdin,
                          capture_output=True, text=True, env={**os.environ, "COLUMNS": "100"})


def test_summarize_example_text(example_dir):
    r = run("summarize", str(example_dir))
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("Sources") and "Brief (" in r.stdout


def test_summarize_json_and_words(example_dir, capsys):
    assert main(["summarize", str(example_dir), "--format", "json", "--words", "50"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["words"] <= 50 and d["articles"][0]["outlet"] == "Meridian Wire"


def test_summarize_stdin():
    r = run("summarize", "-", stdin="Storm hits coast\n\nThe storm made landfall on Monday "
                                    "near the port. Thousands of homes lost power overnight.")
    assert r.returncode == 0 and "landfall" in r.stdout
    assert "only one article" in r.stderr


def test_output_file(example_dir, tmp_path):
    out = tmp_path / "b.html"
    assert main(["summarize", str(example_dir), "-f", "html", "-o", str(out)]) == 0
    assert out.read_text().startswith("<!doctype html>")


def test_bad_inputs_give_clear_errors(tmp_path, capsys):
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    binary = tmp_path / "x.bin"
    binary.write_bytes(bytes(range(256)) * 10)
    assert main(["summarize", str(empty), str(binary)]) == 2
    err = capsys.readouterr().err
    assert "empty.txt" in err and "x.bin" in err and "binary" in err
    r = run("summarize", str(tmp_path / "missing.txt"))
    assert r.returncode == 2 and "missing.txt: no such file" in r.stderr
    r = run("summarize", "x", "--words", "0")
    assert r.returncode == 2 and "--words" in r.stderr


def test_bad_file_among_good_ones_is_skipped(example_dir, tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{broken")
    assert main(["summarize", str(example_dir), str(bad)]) == 0
    assert "bad.json:1: malformed JSON" in capsys.readouterr().err


def test_many_clusters_are_refused_with_advice(tmp_path, capsys):
    p = tmp_path / "c.jsonl"
    p.write_text('{"id": "a", "documents": ["One. Two."]}\n{"id": "b", "documents": ["x. y."]}\n')
    assert main(["summarize", str(p)]) == 2
    assert "newsfuse batch" in capsys.readouterr().err


def test_batch_exit_code(tmp_path, example_dir):
    p = tmp_path / "in.jsonl"
    docs = [x.read_text() for x in sorted(example_dir.iterdir())]
    p.write_text(json.dumps({"id": "ok", "documents": docs}) + "\n{oops\n")
    r = run("batch", str(p), "-o", str(tmp_path / "o.jsonl"), "--workers", "1")
    assert r.returncode == 1
    assert "2 cluster(s), 1 briefed, 1 failed" in r.stderr


def test_best_quality_json_stays_parseable(multi_news_dir, tmp_path):
    # HiGHS prints diagnostics on file descriptor 1 while solving this cluster: the brief on
    # stdout must stay valid JSON.
    rows = (multi_news_dir / "validation.jsonl").read_text().splitlines()
    row = next(r for r in rows if '"multinews-validation-3459"' in r[:60])
    docs = json.loads(row)["documents"]
    p = tmp_path / "c.json"
    p.write_text(json.dumps([{"text": d} for d in docs]))
    r = run("summarize", str(p), "--quality", "best", "--format", "json", "--words", "250")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["summary"]
