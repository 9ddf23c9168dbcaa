"""The service behind the web app: the story store, cached story briefs, the bundled example,
and reading the paste/upload form into articles.

Stored stories only grow, so a brief is cached per (story, article count, words); concurrent
requests for one uncached brief compute it once. The example is read from a fixed folder on the
server, and an uploaded file's name is only a label: nothing is ever read from a path a request
gives.

Every brief and every write to the store runs in a worker process (``workers.Pool``): the
``*_task`` functions here are what the workers run. Stored stories and writes use the ``story``
lane, briefs of articles given in a request the ``brief`` lane, so a flood of posted briefs
never delays the story pages. A stored story past the limits is briefed from its newest
articles that fit them.
"""

from __future__ import annotations

import dataclasses
import pathlib
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from fastapi import HTTPException

from ..dates import parse_published
from ..ingest import Inputs, parse_text_input, read_bytes, read_paths
from ..limits import Limits, current, newest_within
from ..model import Article, Brief, InputError, LimitError, NewsfuseError
from ..pipeline import Quality, build_story, summarize
from ..store import StoryInfo, StoryStore
from .workers import Job, Pool, wait_job

EXAMPLE_DIR = pathlib.Path(__file__).resolve().parents[2] / "examples" / "velmora"
_PASTE_SEPARATOR = re.compile(r"^[ \t]*-{3,}[ \t]*$", re.M)

def brief(articles: list[Article], words: int, *, quality: Quality = "fast",
          report: bool = True, query: str | dict[str, Any] | None = None,
          seen: list[Article] | None = None, since: str | None = None,
          limits: Limits | None = None) -> Brief:
    """``newsfuse.summarize`` with the compare report; safe from several threads at once (each
    story has its own vocabulary, and the process-wide word table is locked on writes)."""
    return summarize(articles, words, quality=quality, report=report, query=query, seen=seen,
                     since=since, limits=limits)


def slim(made: Brief) -> Brief:
    """The brief as the pages need it, without the analysis matrices (word ids, similarity
    and term vectors), so that it crosses from a worker process cheaply."""
    story = made.story
    if story is None:
        return made
    al = story.alignment
    if al is not None:
        al = dataclasses.replace(al, vectors=None, similarity=None)
    sentences = tuple(dataclasses.replace(x, token_ids=None, term_ids=None, vocab=None)
                      for x in story.sentences)
    story = dataclasses.replace(story, alignment=al, sentences=sentences, vocab=None,
                                title_ids=())
    return dataclasses.replace(made, story=story)


# -- what the worker processes run -----------------------------------------------------------

_stores: dict[str, StoryStore] = {}


def _store(db: str) -> StoryStore:
    """This worker's connection to the store (one per process, opened once)."""
    store = _stores.get(db)
    if store is None:
        store = _stores[db] = StoryStore(db)
    return store


def summarize_task(articles: list[Article], words: int, quality: Quality, report: bool,
                   query: Any, seen: list[Article] | None, since: str | None,
                   limits: Limits) -> dict[str, Any]:
    """``POST /api/summarize``: the brief's JSON."""
    return brief(articles, words, quality=quality, report=report, query=query, seen=seen,
                 since=since, limits=limits).to_dict()


def paste_task(text: str, uploads: list[tuple[str, bytes]], words: int,
               limits: Limits, query: Any = None) -> tuple[int, str]:
    """``POST /brief``: (status, page): the brief of the pasted or uploaded articles, or the
    form again with the error next to its field."""
    from .pages import brief_page, form_page

    try:
        arts, warnings = form_articles(text, uploads, limits)
        made = brief(arts, words, query=query, limits=limits)
    except NewsfuseError as exc:
        field = "files" if uploads and not text.strip() else "text"
        status = 413 if isinstance(exc, LimitError) else 422
        return status, form_page(errors={field: str(exc)}, text=text, words=words,
                                 query=query if isinstance(query, str) else "")
    made.warnings = warnings + made.warnings
    heading = next((a.title for a in made.articles if a.title), None) or "Your brief"
    return 200, brief_page(made, heading=heading, words=words)


def _stored(db: str, story_id: str, limits: Limits
            ) -> tuple[StoryStore, StoryInfo, list[Article], str | None]:
    """A stored story, its newest articles within the limits, and the warning when that is
    not all of them."""
    store = _store(db)
    info = store.story(story_id)
    if info is None:
        raise HTTPException(404, f"no story with id {story_id!r}")
    arts, cut = newest_within(store.story_articles(info.id)[:info.size], limits)
    return store, info, arts, cut


def story_task(db: str, story_id: str, words: int, limits: Limits) -> StoryBrief:
    """A stored story's brief (its newest articles within the limits)."""
    _, info, arts, cut = _stored(db, story_id, limits)
    made = brief(arts, words, limits=limits)
    if cut:
        made.warnings.insert(0, cut)
    return StoryBrief(info, slim(made), made.to_dict())


def summary_task(db: str, info: StoryInfo, limits: Limits,
                 newest: int | None = None) -> StorySummary | None:
    """The snippet and outlets under a stored story's headline in a list (None when the story
    cannot be briefed: its card shows without them). A big story's snippet comes from its
    newest articles (a brief of hundreds costs seconds); its outlets from the store, the
    independent count left unsaid."""
    newest = SUMMARY_ARTICLES if newest is None else newest
    arts = _store(db).story_articles(info.id)[:info.size]
    recent, _ = newest_within(arts[-newest:], limits)
    try:
        made = brief(recent, SNIPPET_WORDS, report=False, limits=limits)
    except LimitError:
        return None
    item = story_summary(made, info.headline)
    if len(arts) > newest:
        item = StorySummary(item.snippet, info.outlets, 0, None)
    return item


def update_task(db: str, story_id: str, words: int, since: str,
                limits: Limits) -> StoryBrief:
    """What is new in a stored story since ``since``: its articles published before then, or
    undated and stored before then (the store's history), count as seen."""
    store, info, arts, cut = _stored(db, story_id, limits)
    before = store.added_before(since)
    seen = [i for i, a in enumerate(arts) if parse_published(a.published) is None
            and (a.id, a.title, a.outlet, a.published) in before]
    story = build_story(arts, limits)
    made = summarize(story, words, seen=seen, since=since, report=False)
    if cut:
        made.warnings.insert(0, cut)
    return StoryBrief(info, slim(made), made.to_dict())


def add_task(db: str, articles: list[Article]) -> dict[str, Any]:
    """``POST /api/articles``: what was added (one transaction: all or nothing)."""
    result = _store(db).add_articles(articles)
    return {"added": [{"article": a.article, "story": a.story, "new_story": a.new_story}
                      for a in result.added],
            "duplicates": result.duplicates, "stories_created": result.stories_created,
            "stories_updated": result.stories_updated}


def example_task(db: str, example_dir: str) -> str:
    """Add the bundled example; the id of its story."""
    return add_example(_store(db), pathlib.Path(example_dir))


def add_example(store: StoryStore, example_dir: pathlib.Path) -> str:
    """Add the bundled example (a fixed server-side folder) to ``store``; its story's id."""
    arts = read_paths([str(example_dir)]).articles
    result = store.add_articles(arts)
    if result.added:
        return result.added[0].story
    first = arts[0].id
    for info in store.stories(order="newest"):
        if first in info.articles:
            return info.id
    raise HTTPException(404, "the example is not in the store")  # pragma: no cover


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
    """The store, the worker pool, and in-memory caches of story briefs keyed by (story,
    articles, words) and of list snippets keyed by (story, articles).

    Stored stories only grow, so a story's article count says whether a cached brief is
    current. Concurrent requests for one uncached brief share one job, cancelled only when the
    last of them goes away; the job leaves the table of work in progress however it ends.
    """

    def __init__(self, store: StoryStore, example_dir: pathlib.Path | None,
                 cache_size: int = 256, *, pool: Pool | None = None,
                 limits: Limits | None = None):
        self.store = store
        self.example_dir = example_dir if example_dir and example_dir.is_dir() else None
        self.cache_size = cache_size
        self.pool = pool or Pool()
        self.limits = current(limits)
        self._cache: OrderedDict[tuple[str, int, str, int], StoryBrief] = OrderedDict()
        self._building: dict[tuple[str, int, str, int], Job] = {}
        self._summaries: OrderedDict[tuple[str, int, str, int], StorySummary | None] = \
            OrderedDict()
        self._lock = threading.Lock()

    @property
    def db(self) -> str:
        return self.store.path

    def story(self, story_id: str) -> StoryInfo:
        info = self.store.story(story_id)
        if info is None:
            raise HTTPException(404, f"no story with id {story_id!r}")
        return info

    def _cached(self, key: tuple[str, int, str, int]) -> StoryBrief | None:
        with self._lock:
            hit = self._cache.get(key)
            if hit is not None:
                self._cache.move_to_end(key)
            return hit

    def _shared_job(self, table: dict[Any, Job], key: Any, lane: str,
                    fn: Callable[..., Any], *args: Any,
                    done: Callable[[Any], None] | None = None) -> Job:
        """The job computing ``key``: the one in progress, or a new one; it leaves ``table``
        when it ends, whichever way (``done`` gets its result when it succeeds)."""
        with self._lock:
            job = table.get(key)
            if job is not None and not job.future.cancelled() and not job.cancelled.is_set():
                return job
            job = self.pool.submit(lane, fn, *args)
            table[key] = job

        def finished(_: Any) -> None:
            with self._lock:
                if table.get(key) is job:
                    del table[key]
            if done is not None and not job.future.cancelled() and \
                    job.future.exception() is None:
                try:
                    value = job.result()
                except Exception:
                    return
                done(value)

        job.future.add_done_callback(finished)
        return job

    async def story_brief(self, story_id: str, words: int, receive: Any = None) -> StoryBrief:
        from starlette.concurrency import run_in_threadpool

        info = await run_in_threadpool(self.story, story_id)
        key = (info.id, info.size, info.updated_at, words)  # an article updated in place too
        if (hit := self._cached(key)) is not None:
            return hit

        def keep(item: StoryBrief) -> None:
            with self._lock:
                self._cache[(item.info.id, item.info.size, item.info.updated_at, words)] = item
                while len(self._cache) > self.cache_size:
                    self._cache.popitem(last=False)

        job = self._shared_job(self._building, key, "story", story_task, self.db, info.id,
                               words, self.limits, done=keep)
        return await wait_job(job, receive)

    async def story_update(self, story_id: str, words: int, since: str,
                           receive: Any = None) -> StoryBrief:
        """What is new in a stored story since ``since`` (see ``update_task``). Not cached:
        every reader's date differs."""
        job = self.pool.submit("story", update_task, self.db, story_id, words, since,
                               self.limits)
        return await wait_job(job, receive)

    def cached_summary(self, info: StoryInfo) -> tuple[bool, StorySummary | None]:
        """(known, summary): a story that cannot be briefed is known, with None."""
        key = (info.id, info.size, info.updated_at, -1)
        with self._lock:
            return key in self._summaries, self._summaries.get(key)

    async def summaries(self, infos: Sequence[StoryInfo], wait: float,
                        receive: Any = None) -> dict[str, StorySummary]:
        """The list snippets of these stories: those cached, and those computed within
        ``wait`` seconds; the others are still computed (for the next page) but not waited
        for, so a list page is never held up by a busy server."""
        import asyncio

        out: dict[str, StorySummary] = {}
        jobs: dict[str, Job] = {}
        for info in infos:
            known, hit = self.cached_summary(info)
            if known:
                if hit is not None:
                    out[info.id] = hit
                continue
            key = (info.id, info.size, info.updated_at, -1)

            def keep(item: StorySummary | None, key: tuple[str, int, str, int] = key) -> None:
                with self._lock:
                    self._summaries[key] = item
                    while len(self._summaries) > self.cache_size * 16:
                        self._summaries.popitem(last=False)

            try:
                jobs[info.id] = self._shared_job(self._building, key, "story", summary_task,
                                                 self.db, info, self.limits, SUMMARY_ARTICLES,
                                                 done=keep)
            except Exception:
                continue
        if jobs:
            futures = [asyncio.wrap_future(j.future) for j in jobs.values()]
            for f in futures:  # an error is reported by the card's missing snippet alone
                f.add_done_callback(lambda f: f.cancelled() or f.exception())
            await asyncio.wait(futures, timeout=wait)
            for sid, job in jobs.items():
                if job.future.done() and not job.future.cancelled() and \
                        job.future.exception() is None:
                    try:
                        value = job.result()
                    except Exception:
                        continue
                    if value is not None:
                        out[sid] = value
        return out

    async def add_articles(self, articles: list[Article], receive: Any = None
                           ) -> dict[str, Any]:
        return await wait_job(self.pool.submit("story", add_task, self.db, articles), receive)

    async def load_example(self, receive: Any = None) -> str:
        if self.example_dir is None:
            raise HTTPException(404, "this installation has no bundled example")
        job = self.pool.submit("story", example_task, self.db, str(self.example_dir))
        return await wait_job(job, receive)

    def add_example(self) -> str:
        """Add the bundled example here, in this process (at start)."""
        if self.example_dir is None:
            raise HTTPException(404, "this installation has no bundled example")
        return add_example(self.store, self.example_dir)


def form_articles(text: str, uploads: list[tuple[str, bytes]], limits: Limits | None = None
                  ) -> tuple[list[Article], list[str]]:
    """Articles from the paste form: text separated by lines of ``---``, and uploaded files
    (read by content, .txt/.md/.html/.json/.jsonl, .gz decompressed within the input limit; a
    file name is only a label, never opened). The limits of a story apply as for the API.
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
        read_bytes(inputs, data, label, stem, suffix, limits)
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
