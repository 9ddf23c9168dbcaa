from newsfuse.order import dangling, order
from newsfuse.select import select


def test_dangling():
    assert dangling("He spoke Arabic with a north African accent.")
    assert dangling('"They destroyed everything," he said.') is True
    assert not dangling("Helen Smith spoke Arabic.")


def test_brief_does_not_open_on_a_pronoun_and_keeps_article_order(kobani_story):
    for words in (60, 120, 250):
        out = order(kobani_story, select(kobani_story, words))
        assert not dangling(out[0].display)
        rest = out[1:]  # the opener may have been moved up to avoid a dangling start
        for art in {s.article for s in rest}:
            idx = [s.index for s in rest if s.article == art]
            assert idx == sorted(idx)
