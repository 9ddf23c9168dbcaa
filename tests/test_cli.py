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
    r = run("summarize", str(tmp_path / "missing.txt"))  # cannot read input: its own code
    assert r.returncode == 3 and "missing.txt: no such file" in r.stderr
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


def test_no_traceback_for_hostile_inputs_each_a_documented_exit_code(tmp_path):
    """The issue's 26 inputs, by cause: each a clear message and 0 or 2, never a traceback."""
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    bigint = tmp_path / "bigint.json"
    bigint.write_text('{"text": "a b c", "id": ' + "9" * 5000 + "}")
    surrogate = tmp_path / "surrogate.json"
    surrogate.write_text('{"text": "Officials said the bridge \\ud800 collapsed on Monday. '
                         'Rescue teams worked through the night.", "title": "Bridge"}')
    cases = [(cmd, (), text, 0) for cmd in ("summarize", "compare")
             for text in ("Hello\n", "12 34 56\n", "!!!\n")]  # fresh processes, no words
    cases += [(cmd, (str(deep),), None, 2) for cmd in ("summarize", "compare", "cluster")]
    cases += [(cmd, (str(bigint),), None, 2) for cmd in ("summarize", "compare", "cluster")]
    cases += [(cmd, (str(surrogate),), None, 0) for cmd in ("summarize", "compare", "cluster")]
    for cmd, paths, stdin, code in cases:
        r = run(cmd, *(paths or ("-",)), stdin=stdin)
        assert r.returncode == code, (cmd, paths, stdin, r.stderr)
        assert "Traceback" not in r.stderr + r.stdout, (cmd, paths, r.stderr)
    r = run("summarize", str(deep))
    assert "deep.json: malformed JSON: nested too deeply" in r.stderr
    r = run("cluster", str(bigint))
    assert "bigint.json: malformed JSON: Exceeds the limit (4300 digits)" in r.stderr
    r = run("summarize", str(surrogate), "-f", "json")
    assert "\ufffd" in json.loads(r.stdout)["articles"][0]["title"] + r.stdout


def test_a_file_name_that_is_not_utf8_is_shown_and_used(tmp_path):
    folder = tmp_path / "pile"
    folder.mkdir()
    text = "Officials said the bridge over the river collapsed on Monday night."
    (folder / "ok.txt").write_text(text)
    with open(os.path.join(os.fsencode(folder), b"caf\xe9.txt"), "w") as fh:
        fh.write(text.replace("Monday", "Tuesday"))
    r = run("cluster", str(folder))
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr
    assert "caf\ufffd" in r.stdout


def test_input_limits_count_decompressed_bytes_and_stdin(tmp_path, example_dir):
    import gzip

    big = "word " * 300_000  # 1.5 MB
    r = run("summarize", "--max-input-mb", "1", "-", stdin=big)
    assert r.returncode == 2 and "over the limit of 1 MiB per input" in r.stderr
    bomb = tmp_path / "bomb.txt.gz"
    bomb.write_bytes(gzip.compress(big.encode()))
    assert bomb.stat().st_size < 100_000
    r = run("summarize", "--max-input-mb", "1", str(bomb))
    assert r.returncode == 2 and "bomb.txt.gz: decompressed input: over the limit" in r.stderr
    story = tmp_path / "story"
    story.mkdir()
    for f in sorted(example_dir.iterdir()):  # gzip read by content, named by its inner name
        (story / (f.name + ".gz")).write_bytes(gzip.compress(f.read_bytes()))
    r = run("summarize", str(story), "-f", "json")
    assert r.returncode == 0, r.stderr
    assert [a["id"] for a in json.loads(r.stdout)["articles"]] == \
        [f.stem for f in sorted(example_dir.iterdir())]


def test_limit_flags_and_environment(tmp_path, example_dir):
    r = run("summarize", str(example_dir), "--max-articles", "2")
    assert r.returncode == 2
    assert "3 articles: over the limit of 2 articles per story (--max-articles" in r.stderr
    r = subprocess.run([sys.executable, "-m", "newsfuse.cli", "summarize", str(example_dir)],
                       capture_output=True, text=True,
                       env={**os.environ, "NEWSFUSE_MAX_STORY_WORDS": "100"})
    assert r.returncode == 2 and "words per story" in r.stderr
    r = subprocess.run([sys.executable, "-m", "newsfuse.cli", "summarize", str(example_dir)],
                       capture_output=True, text=True,
                       env={**os.environ, "NEWSFUSE_MAX_ARTICLES": "many"})
    assert r.returncode == 2 and "NEWSFUSE_MAX_ARTICLES='many' is not a number" in r.stderr


def test_internal_errors_and_unwritable_output_have_their_own_codes(tmp_path, capsys,
                                                                    monkeypatch, example_dir):
    import newsfuse.cli as cli

    def broken(args):
        raise TypeError("a bug")

    monkeypatch.setattr(cli, "cmd_compare", broken)
    assert main(["compare", str(example_dir)]) == 70
    err = capsys.readouterr().err
    assert "internal error (TypeError: a bug)" in err and "NEWSFUSE_DEBUG" in err
    assert "Traceback" not in err
    monkeypatch.setenv("NEWSFUSE_DEBUG", "1")
    assert main(["compare", str(example_dir)]) == 70
    assert "Traceback" in capsys.readouterr().err
    monkeypatch.undo()
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert main(["summarize", str(example_dir), "-o", str(blocker / "out.txt")]) == 3
    assert "newsfuse: error:" in capsys.readouterr().err


def test_python_dash_m_runs_the_same_command_line(example_dir):
    r = subprocess.run([sys.executable, "-m", "newsfuse", "summarize", str(example_dir),
                        "--words", "60", "-f", "json"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["summary"]
