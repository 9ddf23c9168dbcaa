import dataclasses
import inspect

import numpy as np
import pytest

from newsfuse.model import Sentence


def test_sentence_make_is_the_constructor():
    ids = np.array([3, 1, 4])
    args = dict(id=7, article=2, index=5, paragraph=1, text="A sentence here.", words=3,
                token_ids=ids, term_ids=ids[1:], trimmed="sentence here.", trimmed_words=2,
                vocab=None)
    made, built = Sentence.make(**args), Sentence(**args)
    # what a brief shows: set by ``make``, derived and kept at the first read otherwise
    assert "display" in vars(made) and "display" not in vars(built)
    assert (built.display, built.display_words) == ("sentence here.", 2)
    assert made == built and vars(made) == vars(built)
    assert Sentence.make(7, 2, 5, 1, "A b.", 2, ids, ids) == Sentence(7, 2, 5, 1, "A b.", 2, ids,
                                                                     ids)
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.text = "changed"  # type: ignore[misc]


def test_what_a_sentence_shows_follows_its_fields():
    """``display`` and ``display_words`` (the trimmed form when there is one) are kept on the
    sentence, and a sentence made from another with ``dataclasses.replace`` shows its own."""
    s = Sentence.make(0, 0, 0, 0, "So the rain fell.", 4, None, None)
    assert (s.display, s.display_words) == ("So the rain fell.", 4)
    t = dataclasses.replace(s, trimmed="The rain fell.", trimmed_words=3)
    assert (t.display, t.display_words) == ("The rain fell.", 3)
    assert (s.display, s.display_words) == ("So the rain fell.", 4)
    assert dataclasses.replace(t, trimmed="", trimmed_words=0).display == "So the rain fell."
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.display = "other"  # type: ignore[misc]


def test_sentence_make_takes_every_field():
    params = list(inspect.signature(Sentence.make).parameters)
    assert params == [f.name for f in dataclasses.fields(Sentence)]


def test_story_memo_builds_once_per_story_and_keeps_the_last_few():
    """``StoryMemo.get`` builds a story's value once and hands the same object back (read
    without the lock), keeps the last ``size`` stories, and answers threads that ask at once
    each with its own story's value."""
    import threading

    from newsfuse.model import Article, Story, StoryMemo

    built: list[Story] = []

    def build(story: Story) -> tuple[str, ...]:
        built.append(story)
        return tuple(a.text for a in story.articles)

    memo: StoryMemo[tuple[str, ...]] = StoryMemo(size=2)
    a, b, c = (Story(articles=(Article(id=t, text=t),)) for t in ("one", "two", "three"))
    first = memo.get(a, build)
    assert first == ("one",) and memo.get(a, build) is first and built == [a]
    assert memo.get(b, build) == ("two",) and memo.get(c, build) == ("three",)
    assert memo.get(a, build) == ("one",) and built == [a, b, c, a]  # a was let go, built again
    same = Story(articles=(Article(id="one", text="one"),))  # equal, another story: its own
    assert memo.get(same, build) == ("one",) and built[-1] is same

    stories = [Story(articles=(Article(id=str(k), text=str(k)),)) for k in range(6)]
    wrong: list[tuple[int, object]] = []

    def ask(k: int) -> None:
        for n in range(300):
            s = stories[(k + n) % len(stories)]
            got = memo.get(s, build)
            if got != (s.articles[0].text,):
                wrong.append((k, got))

    threads = [threading.Thread(target=ask, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not wrong


def test_a_sentence_keeps_its_stemmed_words_once_read():
    """``tokens`` (every word's stem) is derived from ``token_ids`` at the first read and kept
    on the sentence; a sentence made from another with other ids has its own."""
    from types import SimpleNamespace

    vocab = SimpleNamespace(stems=["rain", "fell", "on", "spain"])
    s = Sentence.make(0, 0, 0, 0, "Rain fell on Spain.", 4, np.array([0, 1, 2, 3]),
                      np.array([0, 1, 3]), vocab=vocab)
    assert "tokens" not in vars(s)
    assert s.tokens == ("rain", "fell", "on", "spain") and vars(s)["tokens"] is s.tokens
    assert s.terms == ("rain", "fell", "spain")
    other = dataclasses.replace(s, token_ids=np.array([3, 1]))
    assert other.tokens == ("spain", "fell") and s.tokens == ("rain", "fell", "on", "spain")
