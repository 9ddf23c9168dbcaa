"""newsfuse eval: loading evaluation data (topics, seen sets), DUC-style columns, systems."""

import json

import pytest
from test_focus import FLOOD

from newsfuse.evaluate import evaluate, load_clusters, system, table
from newsfuse.model import InputError

REFS = ["Repairing roads, bridges and water plants after the Arlen floods will cost about $40 "
        "million, and the national government will pay half of the bridge repairs.",
        "The Arlen floods will cost about $40 million to repair, the finance office said."]


def _write(tmp_path, records):
    p = tmp_path / "data.jsonl"
    p.write_text("\n".join(json.dumps(r) for r in records) + "\n")
    return str(p)


def test_load_clusters_reads_topic_query_and_seen(tmp_path):
    path = _write(tmp_path, [
        {"id": "a", "documents": FLOOD, "summaries": REFS,
         "topic": {"title": "Arlen floods", "narrative": "What will the repairs cost?"}},
        {"id": "b", "documents": [d["text"] for d in FLOOD], "summary": REFS[0],
         "query": "Who drowned?", "seen": [FLOOD[0]]},
        {"id": "c", "documents": FLOOD, "summaries": REFS}])
    a, b, c = load_clusters(path)
    assert a.query == "Arlen floods. What will the repairs cost?" and a.articles == FLOOD
    assert a.documents == [d["text"] for d in FLOOD] and a.seen is None
    assert b.query == "Who drowned?" and b.seen == [FLOOD[0]] and b.references == [REFS[0]]
    assert c.query is None
    bad = _write(tmp_path, [{"id": "x", "documents": FLOOD, "summaries": REFS, "query": ""}])
    with pytest.raises(InputError, match=r"data.jsonl:1: 'query': the query is empty"):
        load_clusters(bad)
    bad = _write(tmp_path, [{"id": "x", "documents": FLOOD, "summaries": REFS, "seen": "no"}])
    with pytest.raises(InputError, match="'seen' must be a list"):
        load_clusters(bad)


def test_evaluate_reports_duc_recall_and_passes_the_question(tmp_path):
    path = _write(tmp_path, [{"id": "a", "documents": FLOOD, "summaries": REFS,
                              "query": "How much will the repairs cost?"}])
    clusters = load_clusters(path)
    focused, generic = evaluate(clusters, 40, ["newsfuse-fast", "newsfuse-fast-generic"])
    assert focused.system == "newsfuse-fast" and generic.system == "newsfuse-fast-generic"
    # the focused brief is about the repair bill, the generic one leads with the drownings
    assert focused.rouge2_recall > generic.rouge2_recall > 0
    assert 0 < focused.rouge_su4_recall <= 100
    d = focused.to_dict()
    assert {"rouge2_recall", "rouge_su4_recall", "rouge2_recall_ci", "rouge_su4_recall_ci",
            "clusters_per_second"} <= set(d)
    assert "seen_bigram_share" not in d
    text = table([focused, generic], 40)
    assert "R2 recall" in text and "SU4 recall" in text and "newsfuse-fast-generic" in text
    with pytest.raises(Exception, match="unknown system"):
        system("newsfuse-fast-generic-x")
