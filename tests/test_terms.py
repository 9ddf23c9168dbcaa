import json

from newsfuse import terms
from newsfuse.pipeline import summarize


def test_stem_and_words_share_one_tokeniser():
    assert terms.words("The U.S.-led coalition's strikes") == ["the", "u", "s", "led",
                                                                "coalition's", "strikes"]
    assert terms.stem("coalition's") == terms.stem("coalition")
    assert terms.rarity("the") < terms.rarity("kobani")


def test_warm_up_numbers_common_words_once_and_changes_no_brief(monkeypatch, multi_news_dir):
    line = (multi_news_dir / "validation.jsonl").read_text().splitlines()[3]
    docs = json.loads(line)["documents"]
    monkeypatch.setattr(terms, "_words", terms._Words())
    cold = summarize(docs, 120).to_dict()

    monkeypatch.setattr(terms, "_words", terms._Words())
    terms.warm_up(3000)
    table = terms.word_table()
    assert {"the", "government", "said"} <= table.ids.keys()
    assert len(table.ids) >= 2900
    size = len(table.ids)
    terms.warm_up(3000)  # once per table
    assert len(table.ids) == size
    warm = summarize(docs, 120).to_dict()
    assert warm == cold  # word numbers differ; stem ids, and so the brief, do not


def test_lemmas_are_lemminflects_without_its_copies():
    """``terms._lemmas`` reads LemmInflect's tables instead of calling ``getAllLemmas`` (which
    deep-copies every entry): the same lemmas for every word of its lexicon and overrides (a
    sample of each), in any capitalisation, and for words it does not know."""
    from lemminflect import getAllLemmas
    from lemminflect.core.Lemmatizer import Lemmatizer

    from newsfuse.terms import _lemmas

    lem = Lemmatizer()
    words = sorted(lem._getLemmaDict())[::40] + sorted(lem._getOverridesDict())
    words += ["said", "wanted", "users", "xyzzyq", "", "3", "Ship", "NASA", "O'Brien", "naïve"]
    for w in words + [w.upper() for w in words[:500]] + [w.capitalize() for w in words[:500]]:
        assert _lemmas.__wrapped__(w) == getAllLemmas(w), w


def test_vocabulary_numbers_stems_by_first_appearance():
    """``Vocabulary.load``: a story's stem ids follow the stems' first appearance; a second
    load keeps the ids given and numbers new stems after them, in the same order; a table
    grown past the size of the previous load numbers the same way."""
    import numpy as np

    table = terms._Words()

    def expected(words, seen):
        return [seen.setdefault(table.stems[table.stem[w]], len(seen)) for w in words]

    first = terms.word_numbers("Runs running ran. The runner runs; a cat, the cats ran.", table)
    vocab, seen = terms.Vocabulary(), {}
    assert vocab.load(np.array(first), table).tolist() == expected(first, seen)
    assert vocab.stems == ["run", "ran", "the", "runner", "a", "cat"]
    more = terms.word_numbers("Cats and dogs: the dog barks at the runner.", table)
    assert vocab.load(np.array(more), table).tolist() == expected(more, seen)
    assert vocab.stems == list(seen)
    many = terms.word_numbers(" ".join(f"word{i} thing{i % 7}" for i in range(3000)), table)
    fresh, seen = terms.Vocabulary(), {}
    assert fresh.load(np.array(many + first), table).tolist() == expected(many + first, seen)
    assert fresh.stems == list(seen)


def test_a_name_with_and_without_accents_is_one_stem():
    assert terms.fold("Grünberg, José, Zoë") == "Grunberg, Jose, Zoe"
    assert terms.fold("2ºC ½") == "2ºC ½"  # canonical decomposition only
    assert terms.stem("grünberg") == terms.stem("grunberg")
    assert terms.stem("josé") == terms.stem("jose") != terms.stem("josh")
