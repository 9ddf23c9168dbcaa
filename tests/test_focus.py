"""Focused briefs: the question, relevance, articles that say nothing, nothing that answers."""

import json

import pytest

import newsfuse
from newsfuse.focus import focus, question_terms, record_query, signature, topic_query
from newsfuse.model import NewsfuseError
from newsfuse.terms import use_vocabulary

FLOOD = [
    {"source": "River Post", "title": "Floods cut off valley towns",
     "text": "Floodwater cut off three valley towns on Sunday after the Arlen river burst its "
             "banks, and four people drowned, the regional police said.\n\nRescue crews in "
             "boats reached 200 families stranded on rooftops in Millbrook and Hale.\n\n"
             "The police said two of the dead were farm workers swept away near Hale."},
    {"source": "Valley Ledger", "title": "Repair bill for flooded valley put at $40 million",
     "text": "Repairing the roads, bridges and water plants damaged by the Arlen floods will "
             "cost about $40 million, the regional finance office estimated on Monday.\n\n"
             "The finance office said insurers expected claims from 1,500 households and "
             "businesses.\n\nThe national government promised to pay half of the repair "
             "bill for the flooded bridges."},
    {"source": "Sports Desk", "title": "Hale United win the cup final",
     "text": "Hale United beat Northbridge 3-1 in the county cup final on Saturday, with two "
             "goals from striker Pavel Rusk.\n\nThe club's manager said the players had "
             "trained for weeks on a borrowed pitch.\n\nSupporters sang in the stands long "
             "after the final whistle."},
]


@pytest.fixture(scope="module")
def flood_story():
    return newsfuse.build_story(FLOOD)


def test_topic_query_forms():
    assert topic_query("  How much   will it cost? ") == "How much will it cost?"
    assert topic_query({"title": "Napster", "narrative": "Describe the legal battle."}) == \
        "Napster. Describe the legal battle."
    assert topic_query({"title": "Napster"}) == "Napster."
    for bad in ("", "   ", {"title": ""}, {}):
        with pytest.raises(ValueError, match="empty"):
            topic_query(bad)
    with pytest.raises(TypeError):
        topic_query(["a list"])
    with pytest.raises(ValueError, match="too long"):
        topic_query("word " * 3000)
    assert record_query({"id": 1}) is None
    assert record_query({"topic": {"title": "A", "narrative": "B"}}) == "A. B."
    assert record_query({"query": "Q?", "topic": "T"}) == "Q?"
    with pytest.raises(ValueError, match="'query'"):
        record_query({"query": 7})


def test_question_terms_leave_out_instructions(flood_story):
    with use_vocabulary(flood_story.vocab):
        ids = question_terms("Describe and discuss the cost of repairing the bridges.")
        stems = [flood_story.vocab.stems[i] for i in ids]
    assert stems == ["cost", "repair", "bridg"]


def test_focused_brief_answers_from_the_articles_that_speak_to_it(flood_story):
    brief = newsfuse.summarize(flood_story, 60, query="How much will the repairs cost?")
    assert brief.answered and brief.sentences and brief.words <= 60
    assert all(0 not in s.sources and 2 not in s.sources for s in brief.sentences)
    assert "$40 million" in brief.summary
    assert all(s.relevance is not None and s.relevance > 0 for s in brief.sentences)
    # the sports report says nothing on the question: it contributes nothing
    assert 2 not in brief.focus.articles
    d = brief.to_dict()
    assert d["focus"]["query"] == "How much will the repairs cost?"
    assert d["focus"]["answered"] is True and 1 in d["focus"]["articles"]
    assert "relevance" in d["sentences"][0]
    drowned = newsfuse.summarize(flood_story, 60, query="How many people drowned?")
    assert "drowned" in drowned.summary and drowned.sentences[0].article == 0


def test_nothing_answers_says_so(flood_story):
    brief = newsfuse.summarize(flood_story, 120,
                               query="What did the central bank decide about interest rates?")
    assert not brief.answered and brief.sentences == [] and brief.focus.articles == frozenset()
    d = brief.to_dict()
    assert d["focus"]["answered"] is False and d["summary"] == ""
    from newsfuse.render import render

    assert "Nothing in these articles answers the question." in render(brief, "text")
    assert "Nothing in these articles answers the question." in render(brief, "markdown")
    assert "Nothing in these articles answers the question." in render(brief, "html")


def test_generic_brief_is_unchanged_by_a_query_elsewhere(flood_story):
    before = newsfuse.summarize(flood_story, 80).to_dict()
    newsfuse.summarize(flood_story, 80, query="How much will the repairs cost?")
    again = newsfuse.summarize(flood_story, 80).to_dict()
    assert again == before and "focus" not in before
    assert all("relevance" not in s for s in before["sentences"])
    # a story focused once, briefed again without a query, is the generic brief
    focused = focus(flood_story, "repairs")
    assert newsfuse.summarize(focused, 80).to_dict() == before


def test_bad_query_is_a_clear_error(flood_story):
    with pytest.raises(NewsfuseError, match="empty"):
        newsfuse.summarize(flood_story, 80, query="  ")
    with pytest.raises(NewsfuseError, match="string or a topic"):
        newsfuse.summarize(flood_story, 80, query=42)  # type: ignore[arg-type]


def test_question_of_stopwords_only_answers_nothing(flood_story):
    brief = newsfuse.summarize(flood_story, 80, query="What was it about?")
    assert not brief.answered and not brief.sentences


def test_signature_finds_the_story_words(flood_story):
    sig = signature(flood_story)
    top = [flood_story.vocab.stems[i] for i in sig.argsort()[::-1][:12]]
    assert "arlen" in top and "flood" in top
    assert sig[flood_story.vocab.ids["the"]] == 0.0


def test_topic_json_and_query_in_cli(tmp_path, capsys):
    from newsfuse.cli import main

    path = tmp_path / "flood.jsonl"
    path.write_text("\n".join(json.dumps(a) for a in FLOOD) + "\n")
    assert main(["summarize", str(path), "--query", "How much will the repairs cost?",
                 "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["focus"]["answered"] and "$40 million" in out["summary"]
    assert main(["summarize", str(path), "--query", "Who won the election?"]) == 0
    assert "Nothing in these articles answers the question." in capsys.readouterr().out
    with pytest.raises(SystemExit) as exc:
        main(["summarize", str(path), "--query", " "])
    assert exc.value.code == 2
    assert "the query is empty" in capsys.readouterr().err
