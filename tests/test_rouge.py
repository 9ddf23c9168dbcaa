"""DUC/TAC-style ROUGE (newsfuse.rouge) against cases worked out by hand, and ROUGE-1.5.5's
tokenisation rules. bench/rouge155_check.py compares it with the Perl ROUGE-1.5.5 itself."""

import pytest

from newsfuse.rouge import (
    bigrams,
    confidence,
    duc_scores,
    hits,
    jackknife,
    porter_stem,
    recall,
    seen_bigram_share,
    skip_bigrams,
    tokens,
)


@pytest.mark.parametrize("word,stem", [
    # Porter (1980)'s own examples, step by step
    ("caresses", "caress"), ("ponies", "poni"), ("ties", "ti"), ("cats", "cat"),
    ("feed", "feed"), ("agreed", "agre"), ("plastered", "plaster"), ("motoring", "motor"),
    ("sing", "sing"), ("conflated", "conflat"), ("troubled", "troubl"), ("sized", "size"),
    ("hopping", "hop"), ("falling", "fall"), ("hissing", "hiss"), ("filing", "file"),
    ("happy", "happi"), ("relational", "relat"), ("conditional", "condit"),
    ("rational", "ration"), ("valenci", "valenc"), ("digitizer", "digit"),
    ("triplicate", "triplic"), ("formative", "form"), ("electrical", "electr"),
    ("revival", "reviv"), ("allowance", "allow"), ("adjustment", "adjust"),
    ("adoption", "adopt"), ("controll", "control"), ("roll", "roll"),
    # ROUGE-1.5.5's change to step 4: -ement fails on "agreement", then -ent applies
    ("agreement", "agreem"), ("yelling", "yell"), ("youth", "youth"),
])
def test_porter_stemmer_as_rouge_155(word, stem):
    assert porter_stem(word) == stem


def test_tokens_follow_rouge_155():
    # lowercased; '-' split off and dropped; other punctuation a space; words of more than
    # three characters stemmed, WordNet irregular forms first; short words kept as they are
    assert tokens("The well-known U.S. children were running, Mr. O'Neil's 1999 data!") == [
        "the", "well", "know", "u", "s", "child", "be", "run", "mr", "o", "neil", "s", "1999",
        "datum"]
    # -l N cuts the raw text to its first N whitespace-separated words, punctuation included
    assert tokens("One -- two three. Four", words=2) == ["one"]
    assert tokens("", words=5) == []


def test_rouge2_recall_by_hand():
    peer = tokens("the cat sat on the mat")
    ref = tokens("the cat lay on the mat")
    # reference bigrams: the-cat cat-lay lay-on on-the the-mat; the peer has 3 of the 5
    assert recall(bigrams(peer), [bigrams(ref)]) == pytest.approx(3 / 5)
    # a peer bigram counts at most as often as the reference has it (clipping)
    assert hits(bigrams(tokens("on the on the on the")), bigrams(ref)) == 1


def test_su4_by_hand():
    toks = ["a", "b", "c", "d", "e", "f", "g"]
    units = skip_bigrams(toks)
    # unigrams of every token but the last (ROUGE-1.5.5 counts them so), and pairs at most
    # four words apart: from a: b..f (5), b: c..g (5), c: d..g (4), d: 3, e: 2, f: 1
    assert sum(units.values()) == 6 + 5 + 5 + 4 + 3 + 2 + 1
    assert ("g",) not in units and ("a", "f") in units and ("a", "g") not in units
    peer = tokens("the cat sat on the mat")
    ref = tokens("the cat lay on the mat")
    # reference: 5 unigrams (the cat lay on the) + all 15 pairs of its 6 tokens = 20 units;
    # shared: unigrams the x2, cat, on (4) and the 10 pairs without sat/lay
    assert recall(skip_bigrams(peer), [skip_bigrams(ref)]) == pytest.approx(14 / 20)


def test_several_references_and_jackknife_by_hand():
    peer = bigrams(tokens("a b c d"))  # ab bc cd
    r1 = bigrams(tokens("a b c"))  # ab bc: 2 of 2
    r2 = bigrams(tokens("x y z w v"))  # 0 of 4
    r3 = bigrams(tokens("c d e"))  # cd: 1 of 2
    # -f A: total hits over total reference bigrams, not a mean of recalls
    assert recall(peer, [r1, r2]) == pytest.approx(2 / 6)
    # jackknife: each leave-one-out pair, averaged
    expected = ((0 + 1) / (4 + 2) + (2 + 1) / (2 + 2) + (2 + 0) / (2 + 4)) / 3
    assert jackknife(peer, [r1, r2, r3]) == pytest.approx(expected)
    # one reference: no jackknife
    assert jackknife(peer, [r3]) == pytest.approx(1 / 2)


def test_duc_scores_cut_both_sides():
    ref = "alpha beta gamma delta"
    assert duc_scores("alpha beta gamma delta", [ref], 4).rouge2 == 1.0
    # cut to 2 words: the peer's only bigram is the reference's only bigram
    assert duc_scores("alpha beta zeta eta", [ref], 2).rouge2 == 1.0
    assert duc_scores("zeta eta", [ref], 4).rouge2 == 0.0
    with pytest.raises(Exception, match="reference"):
        duc_scores("x", [], 10)


def test_seen_bigram_share_and_confidence():
    assert seen_bigram_share("the dam broke today", ["yesterday the dam held"]) == \
        pytest.approx(1 / 3)
    assert seen_bigram_share("", ["anything"]) == 0.0
    lo, hi = confidence([0.1, 0.2, 0.3, 0.4])
    assert 0.1 <= lo < 0.25 < hi <= 0.4
    assert confidence([0.2] * 5) == pytest.approx((0.2, 0.2))
