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


def test_timeline_dates_relative_words_only_across_days():
    import datetime as dt

    from newsfuse.order import Timeline
    from newsfuse.pipeline import build_story

    arts = [{"source": "AP", "published": "1998-06-25", "text": "The court ruled today that the "
             "veto law is void. \"We will appeal tomorrow,\" the lawyer said."},
            {"source": "Xinhua", "published": "1997-10-07",
             "text": "WASHINGTON, October 6 (Xinhua) -- Clinton today used the veto."}]
    story = build_story(arts)
    tl = Timeline.of(story)
    assert tl is Timeline.of(story)  # built once per story
    assert tl.refs == (dt.date(1998, 6, 25), dt.date(1997, 10, 6))  # the dateline's day
    by = {k: next(s for s in story.sentences if k in s.text) for k in ("court", "Clinton", "will")}
    assert tl.dated(by["court"])[0] == "The court ruled today [1998-06-25] that the veto law " \
        "is void."
    assert tl.dated(by["Clinton"])[0].endswith("Clinton today [1997-10-06] used the veto.")
    assert tl.edit_words(by["Clinton"]) == 1
    assert tl.dated(by["will"])[1] == ()  # the quotation's day is not given
    one = build_story([arts[0], dict(arts[0], text="The court ruled today on the veto.")])
    assert Timeline.of(one).dated(one.sentences[0])[1] == ()  # one day: "today" reads right
