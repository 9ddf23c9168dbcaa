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
    # the inflections ``align.verb_forms`` reads are loaded too, not by a story's first brief
    from lemminflect.core.Inflections import Inflections
    monkeypatch.delattr(Inflections(), "infl_dict", raising=False)
    terms.warm_up(3000)  # once per table
    assert len(table.ids) == size
    assert hasattr(Inflections(), "infl_dict")
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


def test_fold_drops_every_combining_mark_and_only_those():
    """``fold`` (NFD, then ``str.translate`` with a table filled as code points are met) is the
    decomposition without its combining marks, for every character of the Basic Multilingual
    Plane alone and in random mixes with marks, accents, quotes and other scripts."""
    import random
    import unicodedata

    def by_hand(text: str) -> str:
        return "".join(c for c in unicodedata.normalize("NFD", text)
                       if not unicodedata.combining(c))

    every = "".join(chr(p) for p in range(0x80, 0x10000) if not 0xD800 <= p < 0xE000)
    assert terms.fold(every) == by_hand(every)
    rng = random.Random(13)
    pool = "aeiouçñüéÅĳǅ̧́̈⃝“”’—…ºﬁ½Ωωώ日本ع𝐀 ."
    for _ in range(2000):
        text = "".join(rng.choice(pool) for _ in range(rng.randrange(1, 12)))
        assert terms.fold(text) == by_hand(text)


def test_find_tokens_gives_the_patterns_words_without_it():
    """``find_tokens`` is ``TOKEN.findall`` (the same words, in order) on text the fast way
    takes (ASCII, curly quotes, dashes, apostrophes) and on text it leaves to the pattern (other
    letters, a NUL, combining marks, other scripts' digits)."""
    import random

    texts = ["The U.S.-led coalition's strikes", "“We’re here,” she said — again… ‘and again’",
             "o’neill's rock'n'roll: 'quoted' 'tis students' don''t", "a_b 3.5% x\ty\nz\x1cw",
             "naïve café ½ ٣ Σας", "e\u0301 a\x00b c’\x00d", "", "   ", "''’’", "—“”…‘"]
    rng = random.Random(11)
    alphabet = list("abZ09_ '’‘“”—–….,;-é\u00a0\u0301\x00\n\tΣ٣")
    texts += ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 24)))
              for _ in range(20_000)]
    for t in texts:
        assert terms.find_tokens(t) == terms.TOKEN.findall(t), repr(t)
        assert terms.find_tokens(t.lower()) == terms.TOKEN.findall(t.lower()), repr(t)
    assert terms.find_tokens("“We’re here,” she said—again") == ["We’re", "here", "she", "said",
                                                                "again"]


def test_word_numbers_of_numbers_each_text_as_word_numbers_does():
    """Several texts at once: the numbers ``word_numbers`` gives each text, end to end, with
    each text's bounds, new words numbered in order of first appearance."""
    texts = ["Zorblat said “it’s fine.”", "", "A zorblat\nline break: glimfeather's", "x"]
    table, one = terms._Words(), terms._Words()
    nums, bounds = terms.word_numbers_of(texts, table)
    each = [terms.word_numbers(t, one) for t in texts]
    assert bounds == [0, 4, 4, 9, 10]
    assert [nums[bounds[k]:bounds[k + 1]].tolist() for k in range(len(texts))] == each
    assert table.words == one.words  # the same words, numbered in the same order


def test_a_comparative_is_an_inflected_adjective_not_a_word_that_looks_like_one():
    """"harder", "later", and "closer" / "lighter" (nouns too, but comparatives as often) are
    comparatives; "number" is no "more numb" (far more common than "numb" could make it), and
    "former" is an adjective of its own."""
    for word in ("harder", "later", "earlier", "closer", "lighter", "better"):
        assert terms.comparative(word), word
    for word in ("number", "former", "other", "water"):
        assert not terms.comparative(word), word
