"""Update briefs: seen articles, --since, what was already said, new figures against old ones."""

import json
from datetime import UTC, datetime, timedelta

import pytest

import newsfuse
from newsfuse.model import NewsfuseError
from newsfuse.novelty import split_since
from newsfuse.render import render

OLD = [{"source": "Wire A", "published": "2024-03-12", "title": "Dam breaks",
        "text": "A dam burst above the town of Orlo on Monday, flooding 300 homes, officials "
                "said.\n\nTen people were killed in the flooding, the police said on Monday.\n\n"
                "Rescuers searched the valley through the night with boats and dogs."},
       {"source": "Paper B", "published": "2024-03-12", "title": "Orlo dam bursts",
        "text": "Floodwater poured into Orlo after the dam above the town gave way on Monday, "
                "swamping about 300 houses.\n\nThe police said ten people had died."}]
NEW = [{"source": "Wire A", "published": "2024-03-13", "title": "Orlo toll rises",
        "text": "Twelve people were killed in the flooding, the police said on Tuesday.\n\n"
                "A dam burst above the town of Orlo on Monday, flooding 300 homes, officials "
                "said.\n\nEngineers said the dam had been cracked since a survey in 2019, and "
                "the regional governor ordered an inquiry."},
       {"source": "Radio C", "published": "2024-03-13", "title": "Orlo inquiry",
        "text": "The collapse of the Orlo dam, which flooded 300 homes on Monday, will be "
                "examined by an independent inquiry, the governor said on Tuesday, after "
                "engineers reported cracks found in 2019."}]


def test_update_brief_gives_only_what_is_new():
    brief = newsfuse.summarize(NEW, 80, seen=OLD)
    assert brief.sentences and brief.words <= 80
    text = brief.summary
    assert "Twelve people" in text and "inquiry" in text
    # nothing the seen articles said, in any outlet's wording
    assert "flooding 300 homes" not in text and "Rescuers searched" not in text
    # seen articles come after the new ones and are never a source of the update
    nv = brief.novelty
    assert nv.seen == frozenset({2, 3})
    assert all(not set(s.sources) & nv.seen for s in brief.sentences)
    d = brief.to_dict()
    assert d["update"] == {"since": None, "seen": [2, 3], "new": [0, 1]}


def test_new_figure_against_old():
    brief = newsfuse.summarize(NEW, 80, seen=OLD)
    toll = next(s for s in brief.sentences if s.text.startswith("Twelve"))
    assert len(toll.updates) == 1
    u = toll.updates[0]
    assert u.change == "up" and u.figure == "Twelve people" and u.was == "ten people"
    assert u.article in (2, 3)
    d = next(s for s in brief.to_dict()["sentences"] if s["text"].startswith("Twelve"))
    assert d["updates"][0]["was"] == "ten people" and d["updates"][0]["change"] == "up"
    text = render(brief, "text")
    assert f"(up from ten people [{u.article + 1}])" in " ".join(text.split())  # as wrapped
    assert "What's new (2 new articles beside 2 seen articles)" in text
    assert "(seen)" in text and "(seen)" in render(brief, "markdown")
    assert "up from ten people" in render(brief, "html")


def test_since_splits_by_published_date():
    assert split_since([newsfuse.Article("a", "x", published="2024-03-12"),
                        newsfuse.Article("b", "x", published="2024-03-13T09:00Z"),
                        newsfuse.Article("c", "x")], "2024-03-13") == ([0], [1, 2], [2])
    brief = newsfuse.summarize(OLD + NEW, 80, since="2024-03-13")
    assert brief.novelty.seen == frozenset({0, 1}) and brief.novelty.since == "2024-03-13"
    assert "Twelve people" in brief.summary and "flooding 300 homes" not in brief.summary
    assert "What's new since 2024-03-13" in render(brief, "text")
    undated = newsfuse.summarize([*OLD, dict(NEW[0], published=None)], 80, since="2024-03-13")
    assert any("no readable published date" in w for w in undated.warnings)
    with pytest.raises(NewsfuseError, match="cannot read the date"):
        newsfuse.summarize(OLD, 80, since="last Tuesday-ish")


def test_nothing_new_says_so():
    brief = newsfuse.summarize([OLD[1]], 80, seen=[OLD[0]])
    assert brief.sentences == [] and brief.answered
    assert "Nothing new: the seen articles already said all of it." in render(brief, "text")


def test_generic_brief_unchanged_and_story_reuse():
    story = newsfuse.build_story(NEW + OLD)
    generic = newsfuse.summarize(story, 80).to_dict()
    update = newsfuse.summarize(story, 80, seen=[2, 3])
    assert "update" not in generic and "Twelve people" in update.summary
    assert newsfuse.summarize(story, 80).to_dict() == generic
    assert newsfuse.summarize(update.story, 80).to_dict() == generic
    with pytest.raises(NewsfuseError, match="out of range"):
        newsfuse.summarize(story, 80, seen=[9])
    with pytest.raises(NewsfuseError, match="indices only with a built Story"):
        newsfuse.summarize(NEW, 80, seen=[0])


def test_update_with_a_question():
    brief = newsfuse.summarize(NEW, 80, seen=OLD, query="How many people were killed?")
    assert brief.sentences and brief.sentences[0].text.startswith("Twelve")
    assert brief.to_dict()["focus"]["answered"]


def test_cli_seen_and_since(tmp_path, capsys):
    from newsfuse.cli import main

    new, old = tmp_path / "new.jsonl", tmp_path / "old.jsonl"
    new.write_text("".join(json.dumps(a) + "\n" for a in NEW))
    old.write_text("".join(json.dumps(a) + "\n" for a in OLD))
    assert main(["summarize", str(new), "--seen", str(old), "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["update"]["seen"] == [2, 3] and "Twelve people" in out["summary"]
    both = tmp_path / "all.jsonl"
    both.write_text("".join(json.dumps(a) + "\n" for a in OLD + NEW))
    assert main(["summarize", str(both), "--since", "2024-03-13"]) == 0
    assert "What's new since 2024-03-13" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["summarize", str(both), "--since", "someday"])
    assert "not a date" in capsys.readouterr().err


def test_batch_seen_field():
    from newsfuse.batch import process_record

    rec = process_record(1, json.dumps({"id": "u", "documents": NEW, "seen": OLD}), words=80)
    assert rec["update"]["seen"] == [2, 3] and "Twelve people" in rec["summary"]
    bad = process_record(2, json.dumps({"id": "x", "documents": NEW, "seen": "old"}))
    assert bad["id"] == "x" and "'seen' must be a list" in bad["error"]


def test_digest_since_with_store(tmp_path):
    from newsfuse.store import StoryStore
    from newsfuse.stories import cluster_articles, digest

    groups = cluster_articles(OLD + NEW)
    d = digest(groups, 80, since="2024-03-13")
    assert d.to_dict()["since"] == "2024-03-13"
    assert len(d.entries) == 1 and "Twelve people" in d.entries[0].brief.summary
    assert digest(groups, 80, since="2024-03-14").entries == []  # nothing new since
    # undated articles: the store's history says what was there before
    undated = [dict(a, published=None) for a in OLD]
    with StoryStore(tmp_path / "s.db") as store:
        store.add_articles(undated)
        stamp = (datetime.now(UTC) + timedelta(days=1)).date().isoformat()
        assert len(store.added_before(stamp)) == 2 and store.added_before("2000-01-01") == set()
        d = digest(store.groups(), 80, since=stamp, stored_before=store.added_before(stamp))
        assert d.entries == [] and any("nothing new" in w for w in d.warnings)
