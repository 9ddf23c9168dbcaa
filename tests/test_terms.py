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
