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
    assert made == built and vars(made) == vars(built)
    assert Sentence.make(7, 2, 5, 1, "A b.", 2, ids, ids) == Sentence(7, 2, 5, 1, "A b.", 2, ids,
                                                                     ids)
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.text = "changed"  # type: ignore[misc]


def test_sentence_make_takes_every_field():
    params = list(inspect.signature(Sentence.make).parameters)
    assert params == [f.name for f in dataclasses.fields(Sentence)]
