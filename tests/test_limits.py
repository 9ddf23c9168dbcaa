"""Limits: defaults, environment and flags; cutting long articles; refusing stories over them."""

from __future__ import annotations

import pytest

import newsfuse
from newsfuse.limits import (
    Limits,
    check_story,
    cut_text,
    newest_within,
    word_count,
)
from newsfuse.model import Article, LimitError


def test_defaults_environment_and_overrides():
    d = Limits()
    assert (d.article_words, d.story_articles, d.story_words, d.story_sentences) == \
        (20_000, 200, 50_000, 5_000)
    assert d.input_bytes == 64 * 1024 * 1024
    env = {"NEWSFUSE_MAX_ARTICLES": "7", "NEWSFUSE_MAX_INPUT_MB": "0.5"}
    got = Limits.from_env(env)
    assert got.story_articles == 7 and got.input_bytes == 512 * 1024
    assert Limits.from_env(env, story_articles=9, story_words=None).story_articles == 9
    with pytest.raises(LimitError, match="NEWSFUSE_MAX_ARTICLES"):
        Limits.from_env({"NEWSFUSE_MAX_ARTICLES": "lots"})
    with pytest.raises(LimitError, match="at least 1"):
        Limits(story_words=0)


def test_cut_text_prefers_a_paragraph_or_sentence_end():
    text = "One two three. Four five six.\n\nSeven eight nine ten. Eleven twelve."
    assert cut_text(text, 100) is None
    assert cut_text(text, 10) == "One two three. Four five six.\n\nSeven eight nine ten."
    assert cut_text("a b c d e f g h i j", 4) == "a b c d"
    assert word_count(" a  b\nc ") == 3 and word_count("a " * 100, stop=5) == 6


def test_a_long_article_is_cut_with_a_warning_naming_the_limit():
    para = "Officials said the river rose two metres overnight in the town of Arlen. " * 4
    long = "\n\n".join(f"{para} Update {i}." for i in range(60))
    short = "The river rose two metres in Arlen overnight, officials said on Monday."
    brief = newsfuse.summarize([long, short], words=40, limits=Limits(article_words=500))
    assert any("more than 500 words" in w and "--max-article-words" in w
               for w in brief.warnings)
    assert brief.articles[0].words <= 500


def test_stories_over_the_limits_are_refused_with_the_way_to_change_them():
    arts = [Article(f"a{i}", "Some words here. And more words there.") for i in range(5)]
    with pytest.raises(LimitError, match=r"5 articles.*4 articles per story.*--max-articles"):
        check_story(arts, Limits(story_articles=4))
    with pytest.raises(LimitError, match=r"35 words in 5 articles.*NEWSFUSE_MAX_STORY_WORDS"):
        check_story(arts, Limits(story_words=30))
    many = ". ".join(f"Sentence number {i} is here" for i in range(40)) + "."
    with pytest.raises(LimitError, match=r"sentences after cleaning.*--max-sentences"):
        newsfuse.summarize([many, many.replace("here", "there")],
                           limits=Limits(story_sentences=20))


def test_environment_limits_reach_the_library(monkeypatch):
    monkeypatch.setenv("NEWSFUSE_MAX_ARTICLES", "1")
    with pytest.raises(LimitError, match="2 articles"):
        newsfuse.summarize(["One story text here.", "Another text here."])


def test_a_stored_story_past_the_limits_keeps_its_newest_articles():
    arts = [Article(f"a{i}", "word " * 100) for i in range(10)]
    kept, warning = newest_within(arts, Limits(story_articles=4))
    assert [a.id for a in kept] == ["a6", "a7", "a8", "a9"] and "newest 4" in warning
    kept, warning = newest_within(arts, Limits(story_words=250))
    assert [a.id for a in kept] == ["a8", "a9"] and warning
    assert newest_within(arts, Limits()) == (arts, None)
