"""Request bodies of the JSON API (pydantic), and turning them into newsfuse Articles.

An article is a string (plain text; a first line that looks like a headline is the headline) or
an object ``{"text", "title"?, "source"?, "url"?, "published"?, "id"?}`` as in ``summarize``'s
JSON input. Schema errors name the field (``articles[2].text``); what the schema cannot see
(blank text) is checked by ``newsfuse.ingest`` with the same field names.
"""

from __future__ import annotations

import hashlib
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag

from ..ingest import article_from_object
from ..model import Article

MAX_WORDS = 2000
MAX_SUMMARIZE_ARTICLES = 200
MAX_ADD_ARTICLES = 1000


class ArticleIn(BaseModel):
    """One outlet's article. Only ``text`` is required; the rest labels it."""

    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{
        "text": "A rain-soaked hillside collapsed onto the mountain town of Velmora ...",
        "title": "Landslide buries homes in mountain town of Velmora; 14 missing",
        "source": "Meridian Wire", "url": "https://example.org/velmora",
        "published": "2024-03-12"}]})

    text: str = Field(min_length=1, max_length=2_000_000, description="the article's text")
    title: str | None = Field(None, max_length=1000, description="headline")
    source: str | None = Field(None, max_length=200, description="outlet name")
    url: str | None = Field(None, max_length=2000)
    published: str | None = Field(None, max_length=100, description="publication date")
    id: str | int | None = Field(None, description="your id for the article")


def _kind(value: Any) -> str:
    return "article-text" if isinstance(value, str) else "article-object"


ArticleLike = Annotated[
    Annotated[str, Tag("article-text"), Field(min_length=1, max_length=2_000_000)]
    | Annotated[ArticleIn, Tag("article-object")],
    Discriminator(_kind),
]


class TopicIn(BaseModel):
    """A topic as DUC and TAC give them: a title and what to describe."""

    model_config = ConfigDict(extra="forbid")

    title: str | None = Field(None, max_length=1000)
    narrative: str | None = Field(None, max_length=5000)


class SummarizeIn(BaseModel):
    """``POST /api/summarize``: the articles of one story and the word budget."""

    model_config = ConfigDict(extra="forbid")

    articles: list[ArticleLike] = Field(min_length=1, max_length=MAX_SUMMARIZE_ARTICLES,
                                        description="the articles of one story")
    words: int = Field(120, ge=1, le=MAX_WORDS, description="word budget of the brief")
    quality: Literal["fast", "best"] = Field("fast", description="fast (greedy) or best "
                                                                  "(exact selection)")
    report: bool = Field(True, description="attach the comparison report under 'report'")
    query: str | None = Field(None, min_length=1, max_length=5000,
                              description="a question: the brief answers it from the articles "
                                          "that speak to it (or says none does)")
    topic: TopicIn | None = Field(None, description="a DUC/TAC-style topic, instead of query")
    seen: list[ArticleLike] | None = Field(None, max_length=MAX_SUMMARIZE_ARTICLES,
                                           description="articles the reader has already seen: "
                                                       "the brief gives only what is new")
    since: str | None = Field(None, max_length=100,
                              description="a date: articles published before it count as seen")


class ArticlesIn(BaseModel):
    """``POST /api/articles``: articles to add to the store (any number of stories)."""

    model_config = ConfigDict(extra="forbid")

    articles: list[ArticleLike] = Field(min_length=1, max_length=MAX_ADD_ARTICLES)


def _add_kind(value: Any) -> str:
    return "many-articles" if isinstance(value, dict) and "articles" in value else "one-article"


AddBody = Annotated[
    Annotated[ArticlesIn, Tag("many-articles")] | Annotated[ArticleIn, Tag("one-article")],
    Discriminator(_add_kind),
]
# Tags name union members in pydantic's error locations; they are not fields of the body.
TAGS = frozenset({"article-text", "article-object", "many-articles", "one-article"})


def to_articles(items: list[str | ArticleIn], stable_ids: bool = False,
                field: str = "articles") -> list[Article]:
    """Validated request articles to Articles (``InputError`` names ``articles[i]``, or
    ``field[i]``).

    With ``stable_ids`` an article without an ``id`` gets one from a hash of its content, so
    posting the same article twice to the store stores it once.
    """
    out = []
    for i, item in enumerate(items):
        obj: Any = item if isinstance(item, str) else item.model_dump(exclude_none=True)
        default = f"doc{i}" if field == "articles" else f"{field}{i}"
        if stable_ids:
            default = "a-" + hashlib.sha1(repr(obj).encode("utf-8")).hexdigest()[:12]
        out.append(article_from_object(obj, default, f"{field}[{i}]"))
    return out
