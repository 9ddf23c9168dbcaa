"""newsfuse: one faithful, attributed brief from many outlets' reports of a story.

    >>> import newsfuse
    >>> brief = newsfuse.summarize([text_a, text_b, {"text": text_c, "source": "CNN"}], words=120)
    >>> brief.summary, brief.sentences[0].sources, brief.to_dict()
"""

from .model import (
                    Article,
                    Brief,
                    BriefSentence,
                    Derivation,
                    InputError,
                    NewsfuseError,
                    Sentence,
                    Story,
)
from .pipeline import build_story, summarize

__version__ = "0.1.0"

__all__ = [
                    "Article",
                    "Brief",
                    "BriefSentence",
                    "Derivation",
                    "InputError",
                    "NewsfuseError",
                    "Sentence",
                    "Story",
                    "__version__",
                    "build_story",
                    "summarize",
]
