"""Limits: the named bounds on the work one input, story or request can cause.

Owns the limits every shell shares (the CLI, batch and Dask workers, the web service), their
defaults, the environment variables that change them, and the checks that apply them:

| limit | default | environment | over it |
|---|---|---|---|
| ``article_words`` | 20,000 | ``NEWSFUSE_MAX_ARTICLE_WORDS`` | the article is cut (a warning) |
| ``story_articles`` | 200 | ``NEWSFUSE_MAX_ARTICLES`` | refused (``LimitError``) |
| ``story_words`` | 50,000 | ``NEWSFUSE_MAX_STORY_WORDS`` | refused (after the cuts) |
| ``story_sentences`` | 5,000 | ``NEWSFUSE_MAX_SENTENCES`` | refused |
| ``input_bytes`` | 64 MiB | ``NEWSFUSE_MAX_INPUT_MB`` | the file, stream or record refused |

Words are whitespace-separated, as in every word budget. ``input_bytes`` counts what is read
after decompression (a ``.gz`` file, stdin), per file, per stdin and per batch record. The
defaults keep one brief of a maximal story (with its comparison report) within about a minute of
one core and well under 1 GB of memory (``bench/serve_abuse.py``); a story of many outlets'
ordinary articles is far below them.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields, replace
from typing import Any

from .model import Article, LimitError

MIB = 1024 * 1024


@dataclass(frozen=True)
class Limits:
    """Bounds on one story's work; see the module docstring. ``0`` is never a valid value."""

    article_words: int = 20_000
    story_articles: int = 200
    story_words: int = 50_000
    story_sentences: int = 5_000
    input_bytes: int = 64 * MIB

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise LimitError(f"limit {f.name} must be a whole number of at least 1, "
                                 f"not {value!r}")

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **overrides: int | None
                 ) -> Limits:
        """The defaults, changed by the environment variables, changed by ``overrides`` (the
        flags given; ``None`` means not given)."""
        env = os.environ if environ is None else environ
        values: dict[str, Any] = {}
        for name, var in ENV.items():
            text = env.get(var, "").strip()
            if not text:
                continue
            try:
                number = float(text) if name == "input_bytes" else int(text)
            except ValueError:
                raise LimitError(f"{var}={text!r} is not a number") from None
            values[name] = int(number * MIB) if name == "input_bytes" else number
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)

    def to_dict(self) -> dict[str, int]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


ENV = {
    "article_words": "NEWSFUSE_MAX_ARTICLE_WORDS",
    "story_articles": "NEWSFUSE_MAX_ARTICLES",
    "story_words": "NEWSFUSE_MAX_STORY_WORDS",
    "story_sentences": "NEWSFUSE_MAX_SENTENCES",
    "input_bytes": "NEWSFUSE_MAX_INPUT_MB",
}
# the command-line flag of each limit (the CLI defines them; messages name them)
FLAGS = {
    "article_words": "--max-article-words",
    "story_articles": "--max-articles",
    "story_words": "--max-story-words",
    "story_sentences": "--max-sentences",
    "input_bytes": "--max-input-mb",
}


def current(limits: Limits | None = None) -> Limits:
    """``limits`` if given, else the defaults as the environment changes them."""
    return limits if limits is not None else Limits.from_env()


def how_to_change(name: str) -> str:
    return f"{FLAGS[name]} or {ENV[name]} changes it"


def _n(value: int) -> str:
    return f"{value:,}"


def over(name: str, found: str, limits: Limits) -> LimitError:
    """The error for ``found`` over limit ``name``, saying the limit and how to change it."""
    value = getattr(limits, name)
    shown = f"{value / MIB:g} MiB" if name == "input_bytes" else _n(value)
    what = {"article_words": "words per article", "story_articles": "articles per story",
            "story_words": "words per story", "story_sentences": "sentences per story",
            "input_bytes": "per input, decompressed"}[name]
    return LimitError(f"{found}: over the limit of {shown} {what} ({how_to_change(name)})")


_SPACE = re.compile(r"\S+")


def word_count(text: str, stop: int | None = None) -> int:
    """Whitespace-separated words of ``text`` (counting stops past ``stop``)."""
    if stop is None:
        return len(text.split())
    n = 0
    for _ in _SPACE.finditer(text):
        n += 1
        if n > stop:
            break
    return n


def cut_text(text: str, max_words: int) -> str | None:
    """``text`` cut to at most ``max_words`` words, at the last paragraph or sentence end
    before the cut when there is one in the last fifth; None when it is within the limit."""
    if len(text) <= 2 * max_words:  # n words take at least 2n - 1 characters
        return None
    end = None
    for n, m in enumerate(_SPACE.finditer(text), 1):
        if n > max_words:
            end = m.start()
            break
    if end is None:
        return None
    head = text[:end].rstrip()
    floor = int(len(head) * 0.8)
    para = head.rfind("\n\n")
    if para >= floor:
        return head[:para].rstrip()
    stop = max(head.rfind(". "), head.rfind(".\n"), head.rfind("? "), head.rfind("! "))
    if stop >= floor:
        return head[:stop + 1]
    return head


def cut_article(article: Article, limits: Limits, label: str) -> tuple[Article, str | None]:
    """The article within ``article_words`` (cut, with a warning naming it) or as it is."""
    text = cut_text(article.text, limits.article_words)
    if text is None:
        return article, None
    return replace(article, text=text), (
        f"{label} has more than {_n(limits.article_words)} words: only its first "
        f"{_n(word_count(text))} are used ({how_to_change('article_words')})")


def check_story(articles: Sequence[Article], limits: Limits) -> tuple[list[Article], list[str]]:
    """The articles of one story within the limits: long ones cut (with warnings); too many
    articles or words in all is a ``LimitError``."""
    if len(articles) > limits.story_articles:
        raise over("story_articles", f"{_n(len(articles))} articles", limits)
    out, warnings = [], []
    for i, a in enumerate(articles):
        a, warning = cut_article(a, limits, f"article {i} ({a.outlet or a.id})")
        if warning:
            warnings.append(warning)
        out.append(a)
    # n words take at least 2n - 1 characters: words are counted only when that could be over
    if sum((len(a.text) + 1) // 2 for a in out) > limits.story_words and \
            (total := sum(word_count(a.text) for a in out)) > limits.story_words:
        raise over("story_words", f"{_n(total)} words in {_n(len(out))} articles", limits)
    return out, warnings


def newest_within(articles: Sequence[Article], limits: Limits) -> tuple[list[Article], str | None]:
    """For a stored story that grew past the limits: its newest articles (the last ones given)
    that fit ``story_articles`` and ``story_words``, and a warning saying what was left out."""
    kept: list[Article] = []
    total = 0
    for a in reversed(articles):
        words = min(word_count(a.text, limits.article_words), limits.article_words)
        if len(kept) >= limits.story_articles or (kept and total + words > limits.story_words):
            break
        kept.append(a)
        total += words
    kept.reverse()
    if len(kept) == len(articles):
        return kept, None
    return kept, (f"the story has {_n(len(articles))} articles, over the limits of "
                  f"{_n(limits.story_articles)} articles and {_n(limits.story_words)} words per "
                  f"story: this brief covers its newest {_n(len(kept))}")


def check_sentences(n: int, limits: Limits) -> None:
    if n > limits.story_sentences:
        raise over("story_sentences", f"{_n(n)} sentences after cleaning", limits)
