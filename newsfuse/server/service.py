"""The service behind the web app: the story store, cached story briefs, the bundled example,
and reading the paste/upload form into articles.

Stored stories only grow, so a brief is cached per (story, article count, words); concurrent
requests for one uncached brief compute it once. The example is read from a fixed folder on the
server, and an uploaded file's name is only a label: nothing is ever read from a path a request
gives.
"""

from __future__ import annotations

import pathlib
import re
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from fastapi import HTTPException

from ..dates import parse_published
from ..ingest import Inputs, parse_text_input, read_bytes, read_paths
from ..model import Article, Brief, InputError, NewsfuseError
from ..pipeline import Quality, build_story, summarize
from ..store import StoryInfo, StoryStore

EXAMPLE_DIR = pathlib.Path(__file__).resolve().parents[2] / "examples" / "velmora"
_PASTE_SEPARATOR = re.compile(r"^[ \t]*-{3,}[ \t]*$", re.M)

def brief(articles: list[Article], words: int, *, quality: Quality = "fast",
          report: bool = True, query: str | dict[str, Any] | None = None,
          seen: list[Article] | None = None, since: str | None = None) -> Brief:
    """``newsfuse.summarize`` with the compare report; safe from several threads at once (each
    story has its own vocabulary, and the process-wide word table is locked on writes)."""
    return summarize(articles, words, quality=quality, report=report, query=query, seen=seen,
                     since=since)


@dataclass
class StoryBrief:
    info: StoryInfo
    brief: Brief
    data: dict[str, Any]  # brief.to_dict(), made once


SNIPPET_WORDS = 45  # the brief under a headline in a list of stories
SUMMARY_ARTICLES = 40  # a bigger story's snippet comes from its newest articles
NAMED = ("metadata", "url", "credit")  # how an outlet label was found when it names an outlet


@dataclass(frozen=True)
class StorySummary:
    """What a list of stories shows under a headline: a snippet of the brief, the outlets
    that cover the story (named ones; how many have no known name) and how many are
    independent (reprint lineages and one outlet's several articles counted once)."""

    snippet: str
    outlets: tuple[str, ...]
    unnamed: int
    independent: int | None  # None: not counted (a story too big to brief for a list)


def story_summary(made: Brief, headline: str) -> StorySummary:
    """A ``StorySummary`` from a brief: its first sentences up to ``SNIPPET_WORDS`` words,
    leaving out a sentence the headline already says."""
    from ..headlines import shorten
    from ..stories import independent_outlets

    head = " ".join(headline.rstrip(" …").split()).casefold()
    parts: list[str] = []
    for s in made.sentences:
        text = " ".join(s.text.split())
        if head and (text.casefold().startswith(head) or head.startswith(text.casefold())):
            continue
        parts.append(text)
        if sum(len(p.split()) for p in parts) >= SNIPPET_WORDS * 0.6:
            break
    snippet = " ".join(parts)
    if len(snippet.split()) > SNIPPET_WORDS:
        snippet = shorten(snippet, SNIPPET_WORDS)
    names: dict[str, str] = {}
    unnamed = 0
    for a in made.articles:
        if a.boilerplate:
            continue
        if a.outlet_from in NAMED:
            names.setdefault(a.outlet.casefold(), a.outlet)
        else:
            unnamed += 1
    return StorySummary(snippet, tuple(names.values()), unnamed, independent_outlets(made))


class Service:
    """The store and an in-memory cache of story briefs keyed by (story, articles, words).

    Stored stories only grow, so a story's article count says whether a cached brief is
    current. Concurrent requests for one uncached brief compute it once.
    """

    def __init__(self, store: StoryStore, example_dir: pathlib.Path | None,
                 cache_size: int = 256):
        self.store = store
        self.example_dir = example_dir if example_dir and example_dir.is_dir() else None
        self.cache_size = cache_size
        self._cache: OrderedDict[tuple[str, int, int], StoryBrief] = OrderedDict()
        self._building: dict[tuple[str, int, int], threading.Lock] = {}
        self._summaries: OrderedDict[tuple[str, int, int], StorySummary] = OrderedDict()
        self._lock = threading.Lock()

    def story(self, story_id: str) -> StoryInfo:
        info = self.store.story(story_id)
        if info is None:
            raise HTTPException(404, f"no story with id {story_id!r}")
        return info

    def _cached(self, key: tuple[str, int, int]) -> StoryBrief | None:
        with self._lock:
            hit = self._cache.get(key)
            if hit is not None:
                self._cache.move_to_end(key)
            return hit

    def story_brief(self, story_id: str, words: int) -> StoryBrief:
        info = self.story(story_id)
        key = (info.id, info.size, words)
        if (hit := self._cached(key)) is not None:
            return hit
        with self._lock:
            building = self._building.setdefault(key, threading.Lock())
        with building:
            if (hit := self._cached(key)) is not None:
                return hit
            arts = self.store.story_articles(info.id)
            if len(arts) != info.size:  # it grew since: describe what is summarised
                info = self.story(story_id)
                arts = self.store.story_articles(info.id)[:info.size]
            made = brief(arts, words)
            item = StoryBrief(info, made, made.to_dict())
            with self._lock:
                self._cache[(info.id, len(arts), words)] = item
                while len(self._cache) > self.cache_size:
                    self._cache.popitem(last=False)
                self._building.pop(key, None)
        return item

    def story_update(self, story_id: str, words: int, since: str) -> StoryBrief:
        """What is new in a stored story since ``since``: its articles published before then,
        or undated and stored before then (the store's history), count as seen. Not cached:
        every reader's date differs."""
        info = self.story(story_id)
        arts = self.store.story_articles(info.id)[:info.size]
        before = self.store.added_before(since)
        seen = [i for i, a in enumerate(arts) if parse_published(a.published) is None
                and (a.id, a.title, a.outlet, a.published) in before]
        story = build_story(arts)
        made = summarize(story, words, seen=seen, since=since, report=False)
        return StoryBrief(info, made, made.to_dict())

    def summary(self, info: StoryInfo) -> StorySummary:
        """The snippet and outlets of a stored story (cached per story and article count)."""
        key = (info.id, info.size, -1)
        with self._lock:
            hit = self._summaries.get(key)
        if hit is not None:
            return hit
        arts = self.store.story_articles(info.id)[:info.size]
        # a big story: its snippet from the newest articles (a brief of hundreds costs
        # seconds); its outlets from the store, the independent count left unsaid
        made = brief(arts[-SUMMARY_ARTICLES:], SNIPPET_WORDS, report=False)
        item = story_summary(made, info.headline)
        if len(arts) > SUMMARY_ARTICLES:
            item = StorySummary(item.snippet, info.outlets, 0, None)
        with self._lock:
            self._summaries[key] = item
            while len(self._summaries) > self.cache_size * 16:
                self._summaries.popitem(last=False)
        return item

    def add_example(self) -> str:
        """Add the bundled example (a fixed server-side folder); the id of its story."""
        if self.example_dir is None:
            raise HTTPException(404, "this installation has no bundled example")
        arts = read_paths([str(self.example_dir)]).articles
        result = self.store.add_articles(arts)
        if result.added:
            return result.added[0].story
        first = arts[0].id
        for info in self.store.stories(order="newest"):
            if first in info.articles:
                return info.id
        raise HTTPException(404, "the example is not in the store")  # pragma: no cover


def form_articles(text: str, uploads: list[tuple[str, bytes]]) -> tuple[list[Article],
                                                                      list[str]]:
    """Articles from the paste form: text separated by lines of ``---``, and uploaded files
    (read by content, .txt/.md/.html/.json/.jsonl; a file name is only a label, never opened).
    """
    inputs = Inputs()
    chunks = [c for c in _PASTE_SEPARATOR.split(text.replace("\r\n", "\n")) if c.strip()]
    for n, chunk in enumerate(chunks, 1):
        try:
            inputs.extend(parse_text_input(chunk, f"<pasted article {n}>", f"pasted-{n}"))
        except InputError as exc:
            inputs.errors.append(exc)
    for name, data in uploads:
        label = name.replace("\\", "/").rsplit("/", 1)[-1] or "upload"
        stem, dot, ext = label.rpartition(".")
        stem, suffix = (stem, f".{ext.lower()}") if dot and stem else (label, "")
        read_bytes(inputs, data, label, stem, suffix)
    for e in inputs.errors:
        if not any(w.startswith(str(e)) for w in inputs.warnings):
            inputs.warnings.append(f"{e}; skipped")
    if inputs.clusters and not inputs.articles and len(inputs.clusters) == 1:
        arts = inputs.clusters[0].articles
    else:
        arts = inputs.articles + [a for c in inputs.clusters for a in c.articles]
    if not arts:
        problems = "; ".join(str(e) for e in inputs.errors)
        raise NewsfuseError("no articles to brief: paste some text or choose files"
                            + (f" ({problems})" if problems else ""))
    return arts, inputs.warnings
