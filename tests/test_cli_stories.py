import json
import sqlite3

from story_samples import MERGER, QUAKE, TWEET

from newsfuse.cli import main


def write_pile(path, extra=""):
    recs = [{"id": f"quake-{i}", "text": t, "source": f"Outlet {i}"} for i, t in enumerate(QUAKE)]
    recs += [{"id": f"merger-{i}", "text": t} for i, t in enumerate(MERGER)]
    recs.append({"id": "tweet", "text": TWEET})
    path.write_text("".join(json.dumps(r) + "\n" for r in recs) + extra)
    return path


def lines(out):
    return [json.loads(x) for x in out.splitlines()]


def test_cluster_prints_one_json_line_per_story(tmp_path, capsys):
    pile = write_pile(tmp_path / "pile.jsonl", '{"id": "bad", "text": 3}\n{oops\n')
    assert main(["cluster", str(pile)]) == 0
    out, err = capsys.readouterr()
    stories = lines(out)
    assert [sorted(s["articles"]) for s in stories] == [
        ["quake-0", "quake-1", "quake-2"], ["merger-0", "merger-1"], ["tweet"]]
    assert all(set(s) >= {"story", "articles", "headline"} for s in stories)
    assert stories[2]["boilerplate"] is True
    assert "pile.jsonl:7: field 'text' must be a string" in err
    assert "pile.jsonl:8: malformed JSON" in err


def test_cluster_with_db_is_idempotent_and_grows(tmp_path, capsys):
    pile = write_pile(tmp_path / "pile.jsonl")
    db = tmp_path / "news.db"
    assert main(["cluster", str(pile), "--db", str(db)]) == 0
    first = capsys.readouterr().out
    assert main(["cluster", str(pile), "--db", str(db)]) == 0
    second, err = capsys.readouterr()
    assert first == second and "0 added, 6 already stored" in err
    late = tmp_path / "late.jsonl"
    late.write_text(json.dumps({"id": "quake-late", "text": QUAKE[1].replace("Tuesday",
                                                                             "Wednesday")}))
    assert main(["cluster", str(late), "--db", str(db)]) == 0
    stories = lines(capsys.readouterr().out)
    assert "quake-late" in stories[0]["articles"] and len(stories[0]["articles"]) == 4
    assert stories[0]["story"] == lines(first)[0]["story"]
    assert main(["cluster", "--db", str(db)]) == 0  # no PATH: print the stored stories
    assert lines(capsys.readouterr().out) == stories
    con = sqlite3.connect(db)
    assert con.execute("SELECT COUNT(*) FROM articles").fetchone()[0] == 7
    con.close()


def test_digest_ranks_by_independent_outlets_in_every_format(tmp_path, capsys):
    pile = write_pile(tmp_path / "pile.jsonl")
    assert main(["digest", str(pile), "--format", "json", "--words", "40"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert [s["outlets"] for s in d["stories"]] == [3, 2]  # quake (3 outlets), merger
    assert d["left_out"] == 1  # the tweet-embed notice is not briefed
    assert all(s["brief"]["words"] <= 40 for s in d["stories"])
    assert main(["digest", str(pile)]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Digest: 2 stories from 5 article(s)") and "Brief (" in text
    assert main(["digest", str(pile), "-f", "markdown", "--top", "1"]) == 0
    md = capsys.readouterr().out
    assert md.count("\n## ") == 1 and "### Brief" in md
    out = tmp_path / "d.html"
    assert main(["digest", str(pile), "-f", "html", "-o", str(out)]) == 0
    page = out.read_text()
    assert page.startswith("<!doctype html>") and "<script" not in page and "src=" not in page


def test_digest_html_escapes_article_text(tmp_path):
    evil = "<script>alert(1)</script> " + QUAKE[0]
    pile = tmp_path / "p.jsonl"
    pile.write_text(json.dumps({"id": "x", "text": evil, "title": "<b>Quake</b>"}) + "\n"
                    + json.dumps({"id": "y", "text": QUAKE[1]}) + "\n")
    out = tmp_path / "d.html"
    assert main(["digest", str(pile), "-f", "html", "-o", str(out)]) == 0
    page = out.read_text()
    assert "<script>" not in page and "<b>Quake</b>" not in page and "&lt;b&gt;Quake" in page


def test_empty_and_bad_input_are_clear_errors(tmp_path, capsys):
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    assert main(["cluster", str(empty)]) == 2
    assert "empty.jsonl" in capsys.readouterr().err
    assert main(["cluster"]) == 2
    assert "give at least one PATH" in capsys.readouterr().err
    assert main(["digest", "--db", str(tmp_path / "new.db")]) == 2
    assert "holds no articles" in capsys.readouterr().err
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"not a database" * 200)
    assert main(["cluster", str(write_pile(tmp_path / "p.jsonl")), "--db", str(junk)]) == 4
    assert "junk.db" in capsys.readouterr().err
