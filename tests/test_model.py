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
