from newsfuse.select import SelectParams, select, sentence_concepts


def test_budget_is_never_exceeded(kobani_story):
    for words in (15, 40, 120, 250, 1000):
        chosen = select(kobani_story, words)
        assert sum(s.display_words for s in chosen) <= words


def test_no_two_chosen_sentences_report_the_same_fact(kobani_story):
    chosen = select(kobani_story, 400)
    ids = {s.id for s in chosen}
    for s in chosen:
        assert not ids & {j for _, j, _ in kobani_story.alignment.support[s.id]}


def test_wire_lead_chosen_before_details(kobani_story):
    chosen = select(kobani_story, 120)
    assert any("acknowledged for the first time" in s.text or
               "confirmed that it has been driven out" in s.text for s in chosen)


def test_concepts_are_bigrams_and_content_words(kobani_story):
    s = kobani_story.sentences[0]
    cs = sentence_concepts(s)
    assert any(len(c) == 2 for c in cs) and any(len(c) == 1 for c in cs)
    assert ("the",) not in cs


def test_dangling_sentence_needs_its_predecessor(kobani_story):
    for words in (60, 120, 250):
        chosen = select(kobani_story, words, SelectParams())
        ids = {(s.article, s.index) for s in chosen}
        for s in chosen:
            if s.display.startswith(("He ", "She ", "They ", "It ")):
                assert (s.article, s.index - 1) in ids
