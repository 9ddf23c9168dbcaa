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
