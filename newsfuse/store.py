"""Store: articles and their stories kept in one SQLite file between runs (the default store).

Owns the schema, incremental grouping (``add_articles``: new articles join existing stories or
start new ones, with the same features, salient-term index and average link as ``stories.py``,
so one add into an empty store gives exactly the stories of ``cluster_articles``), idempotence
(an article record is keyed by its content hash: adding it again changes nothing) and the read
API for the CLI and an HTTP service: ``stories()``, ``story(id)``, ``story_articles(id)``.

    >>> store = StoryStore("news.db")
    >>> result = store.add_articles(articles)          # -> AddResult
    >>> for info in store.stories(order="newest"):     # -> list[StoryInfo]
    ...     brief = newsfuse.summarize(store.story_articles(info.id))

It also keeps what makes two records the same item (``article_urls``: canonical URLs,
``article_content``: text fingerprints per outlet; ``add_articles(dedupe=True)`` skips an item
seen before) and the state of watched feeds (``feeds``, ``feed_polls``, ``feed_items``), read
and written by ``newsfuse watch`` and read by the feed status page:

    >>> store.add_feed("https://example.com/rss", name="Example")     # -> FeedState
    >>> store.record_poll(url, FeedPoll(at, "ok", 200, items=50, new_items=3), ...)
    >>> for f in store.feeds():            # -> list[FeedState]: last_poll, status, items,
    ...     print(f.url, f.last_poll, f.items, f.errors, f.last_error)   # errors, next_poll
    >>> store.feed_polls(url)              # -> list[FeedPoll], newest first
    >>> store.feed_items(url)              # -> list[FeedItem]: each listed item, stored or not

A store file of an older schema is brought up to date when opened (in one transaction).

Safe for one process with several threads: every thread gets its own connection, the journal
is WAL (readers never wait for the writer, and read a consistent snapshot), and each add is one
``BEGIN IMMEDIATE`` transaction, so concurrent adds are serialised and never half-applied.

A store that cannot be used says why, as a ``StoreError``: not a newsfuse store (another
SQLite database, or not SQLite at all: nothing is written to it), corrupt (a damaged page, an
edited ``meta`` table), read-only, locked, disk full. A read-only file, or a store in a
read-only folder, is opened read-only (``StoryStore.read_only`` says why): every read works,
every write is a StoreError.
Existing stories are never split or merged by later adds, so a story id, once returned, stays.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sqlite3
import threading
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

from .dates import parse_published
from .dedup import canonical_url, content_fingerprint, outlet_key
from .ingest import coerce_articles
from .model import Article, NewsfuseError, StoreError
from .stories import (
    ClusterParams,
    Features,
    StoryGroup,
    agglomerate,
    article_features,
    article_key,
    candidate_pairs,
    headline_of,
    outlet_label,
    pair_similarities,
    salient_terms,
    sort_articles,
    spans,
    story_id,
    unique_articles,
    vectors,
)

# schema 2: URL and content de-duplication, and the feed state of `newsfuse watch`
_FEED_SCHEMA = """
CREATE TABLE IF NOT EXISTS article_urls (      -- canonical URL (dedup.canonical_url) -> article
    url TEXT PRIMARY KEY, seq INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS article_content (   -- (dedup.content_fingerprint, outlet) -> article
    hash TEXT NOT NULL, outlet TEXT NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (hash, outlet)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS feeds (
    url TEXT PRIMARY KEY,              -- as given on the command line or in the OPML file
    name TEXT,                         -- the name the OPML file gives it
    title TEXT,                        -- the feed's own title
    link TEXT,                         -- the site the feed describes
    kind TEXT,                         -- rss, atom or json
    added_at TEXT NOT NULL,
    last_poll TEXT, last_ok TEXT,      -- last attempt, last success (ISO 8601 UTC)
    status TEXT NOT NULL DEFAULT 'new',  -- new, ok, not-modified, error
    http_status INTEGER,
    etag TEXT, last_modified TEXT,     -- validators for conditional requests
    items INTEGER NOT NULL DEFAULT 0,  -- items in the feed at its last successful fetch
    new_items INTEGER NOT NULL DEFAULT 0,  -- articles the last poll stored
    stored INTEGER NOT NULL DEFAULT 0,     -- articles this feed stored, all polls
    polls INTEGER NOT NULL DEFAULT 0,
    errors INTEGER NOT NULL DEFAULT 0,     -- failures in a row (0 after a success)
    total_errors INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    next_poll TEXT,                    -- not before this (the schedule, or backoff)
    moved_to TEXT,                     -- polled here: where the feed moved permanently (301/308)
    moved_at TEXT                      -- when that was learnt
);
CREATE TABLE IF NOT EXISTS feed_polls (        -- recent polls of each feed, newest kept
    id INTEGER PRIMARY KEY, feed TEXT NOT NULL, at TEXT NOT NULL, status TEXT NOT NULL,
    http_status INTEGER, items INTEGER NOT NULL, new_items INTEGER NOT NULL,
    seconds REAL NOT NULL, error TEXT
);
CREATE INDEX IF NOT EXISTS feed_polls_feed ON feed_polls (feed, id);
CREATE TABLE IF NOT EXISTS feed_items (        -- every item a feed listed, stored or not
    feed TEXT NOT NULL, url TEXT NOT NULL,     -- canonical URL of the item's link
    first_seen TEXT NOT NULL, last_seen TEXT NOT NULL,
    article TEXT,                      -- id of the stored article (NULL: not stored yet)
    tries INTEGER NOT NULL DEFAULT 0,  -- failed attempts to fetch its page
    error TEXT,
    updated TEXT,                      -- the item's own updated time when last handled
    PRIMARY KEY (feed, url)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS feed_items_url ON feed_items (url);
"""
FEED_POLLS_KEPT = 50  # poll records kept per feed
_FEED_SELECT = ("SELECT url, name, title, link, kind, added_at, last_poll, last_ok, status, "
                "http_status, etag, last_modified, items, new_items, stored, polls, errors, "
                "total_errors, last_error, next_poll, moved_to, moved_at FROM feeds")

SCHEMA_VERSION = 5  # 3: stories' published span and outlets, full-text search of articles;
#                    4: where a feed moved permanently (feeds.moved_to, moved_at);
#                    5: the updated time of each feed item (feed_items.updated)
SQLITE_HEADER = b"SQLite format 3\x00"
_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS stories (
    id TEXT PRIMARY KEY,
    headline TEXT NOT NULL,
    size INTEGER NOT NULL,
    boilerplate INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    last_seq INTEGER NOT NULL,         -- seq of the story's newest article
    latest TEXT,                       -- latest published time of its articles (ISO 8601 UTC)
    earliest TEXT,                     -- earliest one; both NULL when none is known
    outlets TEXT NOT NULL DEFAULT '[]' -- JSON list of the outlets known to cover it
);
CREATE INDEX IF NOT EXISTS stories_newest ON stories (last_seq DESC);
CREATE TABLE IF NOT EXISTS articles (
    seq INTEGER PRIMARY KEY,           -- order of arrival
    key TEXT NOT NULL UNIQUE,          -- content hash of the record (stories.article_key)
    id TEXT NOT NULL,
    story TEXT NOT NULL REFERENCES stories (id),
    title TEXT, outlet TEXT, url TEXT, published TEXT, origin TEXT,
    text TEXT NOT NULL,
    added_at TEXT NOT NULL,
    features TEXT NOT NULL             -- stories.Features as JSON
);
CREATE INDEX IF NOT EXISTS articles_story ON articles (story, seq);
CREATE INDEX IF NOT EXISTS articles_id ON articles (id);
CREATE TABLE IF NOT EXISTS terms (     -- document frequency, and how many articles it is salient in
    term TEXT PRIMARY KEY, df INTEGER NOT NULL, salient INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS salient (   -- the candidate index: salient term -> article
    term TEXT NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (term, seq)
) WITHOUT ROWID;
CREATE VIRTUAL TABLE IF NOT EXISTS article_search USING fts5(  -- full text of the articles
    title, outlet, text, content='articles', content_rowid='seq',
    tokenize='porter unicode61 remove_diacritics 2'
);
""" + _FEED_SCHEMA
# run after any migration (they name columns an older store gets from the migration)
_SCHEMA_LATE = """
CREATE INDEX IF NOT EXISTS stories_latest ON stories ((latest IS NULL), latest DESC, last_seq DESC);
"""
_STORY_COLUMNS = ("id, headline, size, boilerplate, created_at, updated_at, latest, earliest, "
                  "outlets")
ORDERS = {"newest": "(latest IS NULL), latest DESC, last_seq DESC",
          "largest": "size DESC, id", "added": "last_seq DESC"}
FUTURE_SLACK = 86400.0  # seconds: a published time later than this after arrival is not trusted


@dataclass(frozen=True)
class StoryInfo:
    """One stored story: its id, headline and article ids (in order of arrival)."""

    id: str
    headline: str
    size: int
    created_at: str  # ISO 8601 UTC: when the story's first article was added
    updated_at: str  # when its newest article was added, or one of them updated in place
    articles: tuple[str, ...]
    boilerplate: bool = False
    latest: str | None = None  # latest published time of its articles (ISO 8601 UTC)
    earliest: str | None = None  # earliest one (None for both when no article says)
    outlets: tuple[str, ...] = ()  # outlets known to cover it (metadata, URL, credit lines)

    def to_dict(self) -> dict[str, Any]:
        return {"story": self.id, "articles": list(self.articles), "headline": self.headline,
                "size": self.size, "created_at": self.created_at,
                "updated_at": self.updated_at, "boilerplate": self.boilerplate,
                "latest": self.latest, "earliest": self.earliest,
                "outlets": list(self.outlets)}


@dataclass(frozen=True)
class SearchMatch:
    """An article that matches a search: ``excerpt`` marks the matched words with \x02 and
    \x03 (``excerpt_parts`` splits it for display)."""

    article: str
    title: str | None
    outlet: str | None
    url: str | None
    published: str | None
    excerpt: str

    def excerpt_parts(self) -> list[tuple[str, bool]]:
        """The excerpt as (text, matched) pieces."""
        out = []
        for i, piece in enumerate(re.split("[\x02\x03]", self.excerpt)):
            if piece:
                out.append((piece, i % 2 == 1))
        return out

    def to_dict(self) -> dict[str, Any]:
        return {"article": self.article, "title": self.title, "outlet": self.outlet,
                "url": self.url, "published": self.published,
                "excerpt": self.excerpt.replace("\x02", "").replace("\x03", "")}


@dataclass(frozen=True)
class SearchResults:
    """One page of a search: the hits, whether more follow, whether they match only some of
    the words (no story has all of them)."""

    hits: list[SearchHit]
    more: bool
    any_word: bool = False


@dataclass(frozen=True)
class SearchHit:
    """A story that matches a search, with its best-matching articles."""

    story: StoryInfo
    matches: tuple[SearchMatch, ...]

    def to_dict(self) -> dict[str, Any]:
        return {**self.story.to_dict(), "matches": [m.to_dict() for m in self.matches]}


@dataclass(frozen=True)
class Assignment:
    article: str  # the article's id
    key: str  # its content hash
    story: str
    new_story: bool  # True when this add started the story


@dataclass
class AddResult:
    """What one ``add_articles`` did: every new article's story, and what was already there."""

    added: list[Assignment] = field(default_factory=list)
    duplicates: list[str] = field(default_factory=list)  # ids of records already stored
    stories_created: list[str] = field(default_factory=list)
    stories_updated: list[str] = field(default_factory=list)  # existing stories that grew

    same_as: dict[str, str] = field(default_factory=dict)  # duplicate id -> stored article id

    @property
    def changed(self) -> bool:
        return bool(self.added)


@dataclass(frozen=True)
class FeedState:
    """One watched feed as the store knows it (``StoryStore.feeds()``): what a feed status
    page shows. Times are ISO 8601 UTC; ``errors`` counts failures in a row."""

    url: str
    name: str | None  # the name an OPML file gives it
    title: str | None  # the feed's own title
    link: str | None  # the site the feed describes
    kind: str | None  # rss, atom or json
    added_at: str
    last_poll: str | None  # last attempt
    last_ok: str | None  # last success (a 304 Not Modified counts)
    status: str  # new, ok, not-modified, error
    http_status: int | None
    etag: str | None
    last_modified: str | None
    items: int  # items in the feed at its last successful fetch
    new_items: int  # articles its last poll stored
    stored: int  # articles it stored, all polls
    polls: int
    errors: int
    total_errors: int
    last_error: str | None
    next_poll: str | None  # not before this: the schedule, or the backoff after errors
    moved_to: str | None = None  # where it moved permanently (301/308): polled there now
    moved_at: str | None = None  # when the move was learnt

    @property
    def poll_url(self) -> str:
        """The URL the feed is polled at: where it moved permanently, else its own."""
        return self.moved_to or self.url

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass(frozen=True)
class FeedPoll:
    """What one poll of a feed did (``StoryStore.record_poll`` / ``feed_polls``)."""

    at: str  # when it started (ISO 8601 UTC)
    status: str  # ok, not-modified, error
    http_status: int | None = None
    items: int = 0  # items in the feed document (0 for not-modified and errors)
    new_items: int = 0  # articles stored
    seconds: float = 0.0
    error: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass(frozen=True)
class FeedItem:
    """An item a feed listed (``StoryStore.feed_items``): stored as ``article``, or not yet."""

    feed: str
    url: str  # canonical URL of its link
    first_seen: str
    last_seen: str
    article: str | None  # id of the stored article (None: not stored yet)
    tries: int  # failed attempts to fetch its page
    error: str | None
    updated: str | None = None  # the item's own updated time when last handled

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass(frozen=True, eq=False)
class _Identity:
    """What makes an article the same item as another: its canonical URLs, its text."""

    id: str
    urls: frozenset[str]
    fingerprint: str | None
    outlet: str

    @property
    def content(self) -> tuple[str | None, str]:
        return self.fingerprint, self.outlet

    @classmethod
    def of(cls, a: Article, aliases: Mapping[str, Iterable[str]] | None) -> _Identity:
        urls = frozenset(c for u in (a.url, *((aliases or {}).get(a.id, ())))
                         if (c := canonical_url(u)))
        return cls(a.id, urls, content_fingerprint(a.text), outlet_key(a.outlet))


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


class StoryStore:
    """Articles and stories in one SQLite file; see the module docstring."""

    def __init__(self, path: str | Path, params: ClusterParams | None = None):
        self.path = str(path)
        if self.path == ":memory:" or self.path.startswith("file:"):
            raise NewsfuseError("the story store needs a file path (each thread opens it)")
        self._local = threading.local()
        self._connections: list[sqlite3.Connection] = []
        self._lock = threading.Lock()
        self.read_only: str | None = None  # why the store is open read-only, if it is
        self._immutable = False
        self._verified = False  # a newsfuse store: connections may switch it to WAL
        try:
            self.params = self._init(params)
        except BaseException:
            self.close()
            raise

    # -- connections -----------------------------------------------------------------------

    def _con(self) -> sqlite3.Connection:
        con = getattr(self._local, "con", None)
        if con is None:
            con = self._connect()
            self._local.con = con
            with self._lock:
                self._connections.append(con)
        return con

    def _connect(self) -> sqlite3.Connection:
        """A connection for this thread: read-write, or read-only when the file or its folder
        cannot be written (a WAL store in a read-only folder is read as an immutable file)."""
        if self.read_only is None and os.path.exists(self.path) and \
                not os.access(self.path, os.W_OK):
            self.read_only = "the file cannot be written"
        if self.read_only is None:
            con = None
            try:
                con = sqlite3.connect(self.path, timeout=60, isolation_level=None,
                                      check_same_thread=False)  # close() may run anywhere
                con.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()  # can we read?
                if self._verified:
                    self._wal(con)
                con.execute("PRAGMA synchronous=NORMAL")
                con.execute("PRAGMA foreign_keys=ON")
                return con
            except sqlite3.Error as exc:
                if con is not None:
                    con.close()
                if not _read_only_error(exc) or not os.path.exists(self.path):
                    raise self._error(exc, "cannot open the story store") from None
                self.read_only = str(exc)
        uri = Path(self.path).absolute().as_uri()
        last: BaseException | None = None
        for query in ("?immutable=1",) if self._immutable else ("?mode=ro", "?immutable=1"):
            if query == "?immutable=1" and _has_wal(self.path):
                break  # changes not yet in the file: reading it alone would miss them
            try:
                con = sqlite3.connect(uri + query, uri=True, timeout=60, isolation_level=None,
                                      check_same_thread=False)
                con.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
                self._immutable = query == "?immutable=1"
                return con
            except sqlite3.Error as exc:
                last = exc
                if not _read_only_error(exc):
                    break
        if last is None:
            raise StoreError(f"{self.path}: the story store is read-only and its write-ahead "
                             "log cannot be read without writing beside it: open it once where "
                             "it can be written (or copy it) to fold the log in")
        raise self._error(last, "cannot open the story store read-only") from None

    def _wal(self, con: sqlite3.Connection) -> None:
        """Write-ahead logging (set in the file, once): or, where that cannot be written, the
        store is read-only."""
        try:
            con.execute("PRAGMA journal_mode=WAL")
        except sqlite3.Error as exc:
            if not _read_only_error(exc):
                raise
            self.read_only = str(exc)

    def _error(self, exc: BaseException, doing: str = "") -> StoreError:
        return store_error(self.path, exc, doing)

    @contextlib.contextmanager
    def _tx(self, write: bool = False) -> Iterator[sqlite3.Connection]:
        if write and self.read_only is not None:
            raise StoreError(f"{self.path}: the story store is read-only ({self.read_only}): "
                             "it can be read but not written")
        con = self._con()
        try:
            con.execute("BEGIN IMMEDIATE" if write else "BEGIN")
        except sqlite3.Error as exc:
            raise self._error(exc) from None
        try:
            yield con
        except sqlite3.Error as exc:
            with contextlib.suppress(sqlite3.Error):
                con.execute("ROLLBACK")
            raise self._error(exc) from None
        except (ValueError, KeyError) as exc:  # a stored value that cannot be read back
            with contextlib.suppress(sqlite3.Error):
                con.execute("ROLLBACK")
            raise StoreError(f"{self.path}: the story store is damaged (a stored value cannot "
                             f"be read: {type(exc).__name__}: {str(exc)[:200]}): restore a "
                             "backup, or move it away and start a new store") from None
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                con.execute("ROLLBACK")
            raise
        else:
            try:
                con.execute("COMMIT")
            except sqlite3.Error as exc:
                with contextlib.suppress(sqlite3.Error):
                    con.execute("ROLLBACK")
                raise self._error(exc) from None

    def close(self) -> None:
        """Close every thread's connection (the store can be used again afterwards)."""
        with self._lock:
            for con in self._connections:
                with contextlib.suppress(sqlite3.Error):
                    con.close()
            self._connections.clear()
        self._local = threading.local()

    def __enter__(self) -> StoryStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _init(self, params: ClusterParams | None) -> ClusterParams:
        self._check_file()
        with self._tx() as con:
            tables = {r[0] for r in con.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'")}
            meta = dict(con.execute("SELECT name, value FROM meta").fetchall()) \
                if "meta" in tables else {}
            stored = con.execute("SELECT COUNT(*) FROM articles").fetchone()[0] \
                if "articles" in tables else 0
        if tables and not {"meta", "articles", "stories"} <= tables:
            shown = ", ".join(sorted(tables)[:8]) + (", ..." if len(tables) > 8 else "")
            raise StoreError(f"{self.path}: not a newsfuse story store (an SQLite database "
                             f"with other tables: {shown}); give another --db file")
        if not meta and stored:
            raise self._damaged(f"its meta table is empty, but it holds {stored:,} articles")
        version = meta.get("schema", "")
        if meta and not (version.isdigit() and 0 < int(version) <= SCHEMA_VERSION):
            if version.isdigit() and int(version) > SCHEMA_VERSION:
                raise StoreError(f"{self.path}: story store schema {version!r}, this newsfuse "
                                 f"reads {SCHEMA_VERSION}: a newer newsfuse wrote it")
            raise self._damaged(f"its meta table gives schema {version!r}")
        stored_params = self._check_meta(meta) if meta else params or ClusterParams()
        if not meta or int(version) < SCHEMA_VERSION:  # a new store, or an upgrade
            if self.read_only is not None:
                what = "create the story store" if not meta else \
                    f"upgrade the story store from schema {version}"
                raise StoreError(f"{self.path}: cannot {what}: it is read-only "
                                 f"({self.read_only})")
            try:
                self._con().executescript(_SCHEMA)
            except sqlite3.Error as exc:
                raise self._error(exc, "cannot create the story store") from None
            with self._tx(write=True) as con:  # all or nothing
                meta = dict(con.execute("SELECT name, value FROM meta").fetchall())
                if not meta:
                    con.executemany("INSERT INTO meta VALUES (?, ?)", [
                        ("schema", str(SCHEMA_VERSION)), ("news", "0"),
                        ("params", json.dumps(stored_params.__dict__))])
                else:
                    version = meta.get("schema", "")
                    for v in range(int(version) + 1, SCHEMA_VERSION + 1):
                        _MIGRATIONS[v](con)  # in this transaction: all or nothing
                    con.execute("UPDATE meta SET value = ? WHERE name = 'schema'",
                                (str(SCHEMA_VERSION),))
        self._verified = True
        if self.read_only is None:
            try:
                self._wal(self._con())
                if self.read_only is None:
                    self._con().executescript(_SCHEMA_LATE)
            except sqlite3.Error as exc:
                raise self._error(exc) from None
        if params is not None and params != stored_params:
            raise NewsfuseError(f"{self.path}: the store was built with {stored_params}; its "
                                "stories would not be comparable under other parameters")
        return stored_params

    def _check_meta(self, meta: dict[str, str]) -> ClusterParams:
        """The stored parameters, once the meta table is known to be readable."""
        news = meta.get("news", "")
        if not news.isdigit():
            raise self._damaged(f"its meta table gives the news counter as {news!r}")
        try:
            values = json.loads(meta.get("params", ""))
            stored = ClusterParams(**values)
            if not all(isinstance(v, (int, float)) and not isinstance(v, bool)
                       for v in values.values()):
                raise TypeError("not numbers")
        except (ValueError, TypeError) as exc:
            raise self._damaged(f"its meta table holds unreadable parameters ({exc})") from None
        return stored

    def _check_file(self) -> None:
        """Refuse, before SQLite opens it, a file that is not an SQLite database at all."""
        try:
            with open(self.path, "rb") as fh:
                head = fh.read(len(SQLITE_HEADER))
        except FileNotFoundError:
            return
        except IsADirectoryError:
            raise StoreError(f"{self.path}: a directory, not a story store file") from None
        except OSError as exc:
            raise StoreError(f"{self.path}: cannot read the story store: "
                             f"{exc.strerror or exc}") from None
        if head and head != SQLITE_HEADER:
            raise StoreError(f"{self.path}: not a newsfuse story store (not an SQLite "
                             "database); give another --db file")

    def _damaged(self, what: str) -> StoreError:
        return StoreError(f"{self.path}: the story store is damaged: {what}; restore a backup, "
                          "or move it away and start a new store")

    # -- writing ---------------------------------------------------------------------------

    def add_articles(self, articles: Iterable[Article | str | dict[str, Any]],
                     now: str | None = None, *, dedupe: bool = False,
                     aliases: Mapping[str, Iterable[str]] | None = None) -> AddResult:
        """Store new articles; each joins an existing story or starts a new one.

        Records already stored (same content hash) are skipped, so adding the same articles
        again changes nothing. The grouping depends only on what is stored and what is added,
        never on input order or timing. ``now`` overrides the time stamp (ISO 8601).

        ``dedupe`` also skips an article whose canonical URL is stored already, or whose text
        (``dedup.content_fingerprint``) is stored already for the same outlet, or that repeats
        an earlier one of this call: the same item seen twice (``result.same_as`` names the
        stored article). ``aliases`` maps an article id to more URLs of it (the feed item's
        link, where its page redirected): later adds with ``dedupe`` know it by those too.
        """
        arts, _ = unique_articles(coerce_articles(articles))
        result = AddResult()
        if not arts:
            return result
        keyed = sorted(((article_key(a), a) for a in arts), key=lambda x: x[0])
        idents = {k: _Identity.of(a, aliases) for k, a in keyed} if dedupe else {}
        with self._tx() as con:
            known = self._known_keys(con, [k for k, _ in keyed])
            fresh = [(k, a) for k, a in keyed if k not in known]
            if dedupe:
                kept: list[_Identity] = []
                for k, _ in fresh:
                    if self._same_item(con, idents[k], kept) is None:
                        kept.append(idents[k])
                fresh = [(k, a) for k, a in fresh if idents[k] in kept]
        feats = {k: article_features(a, k) for k, a in fresh}  # outside the write lock
        stamp = now or _now()
        with self._tx(write=True) as con:
            known = self._known_keys(con, [k for k, _ in keyed])  # another thread may have added
            result.duplicates = [a.id for k, a in keyed if k in known]
            fresh = [(k, a) for k, a in keyed if k not in known]
            if dedupe:
                kept = []
                for k, a in fresh:
                    same = self._same_item(con, idents[k], kept)
                    if same is None:
                        kept.append(idents[k])
                    else:
                        result.duplicates.append(a.id)
                        result.same_as[a.id] = same
                fresh = [(k, a) for k, a in fresh if idents[k] in kept]
            if fresh:
                missing = [(k, a) for k, a in fresh if k not in feats]
                feats.update({k: article_features(a, k) for k, a in missing})
                self._add(con, fresh, [feats[k] for k, _ in fresh], stamp, result, aliases)
            if result.same_as:  # the duplicates' URLs name the stored article from now on
                urls = []
                for k, a in keyed:
                    same = result.same_as.get(a.id)
                    row = con.execute("SELECT MAX(seq) FROM articles WHERE id = ?",
                                      (same,)).fetchone() if same else None
                    if row and row[0] is not None:
                        urls += [(u, row[0]) for u in sorted(idents[k].urls)]
                con.executemany("INSERT OR IGNORE INTO article_urls VALUES (?, ?)", urls)
        return result

    @staticmethod
    def _same_item(con: sqlite3.Connection, ident: _Identity,
                   earlier: Sequence[_Identity]) -> str | None:
        """The id of a stored article, or of one in ``earlier``, that is the same item: same
        canonical URL, or same text from the same outlet; else None."""
        for u in sorted(ident.urls):
            row = con.execute("SELECT a.id FROM article_urls u JOIN articles a USING (seq) "
                              "WHERE u.url = ?", (u,)).fetchone()
            if row:
                return str(row[0])
        if ident.fingerprint:
            row = con.execute("SELECT a.id FROM article_content c JOIN articles a USING (seq) "
                              "WHERE c.hash = ? AND c.outlet = ?",
                              (ident.fingerprint, ident.outlet)).fetchone()
            if row:
                return str(row[0])
        for e in earlier:
            if ident.urls & e.urls or (ident.fingerprint and ident.content == e.content):
                return e.id
        return None

    @staticmethod
    def _known_keys(con: sqlite3.Connection, keys: Sequence[str]) -> set[str]:
        out: set[str] = set()
        for i in range(0, len(keys), 500):
            chunk = keys[i:i + 500]
            q = f"SELECT key FROM articles WHERE key IN ({','.join('?' * len(chunk))})"
            out.update(r[0] for r in con.execute(q, chunk))
        return out

    def _add(self, con: sqlite3.Connection, fresh: list[tuple[str, Article]],
             feats: list[Features], stamp: str, result: AddResult,
             aliases: Mapping[str, Iterable[str]] | None = None) -> None:
        p = self.params
        k = len(fresh)
        news = int(con.execute("SELECT value FROM meta WHERE name = 'news'").fetchone()[0])
        news += sum(1 for f in feats if not f.boilerplate)
        new_terms = sorted({t for f in feats if not f.boilerplate for t in f.terms})
        df_add: dict[str, int] = defaultdict(int)
        for f in feats:
            if not f.boilerplate:
                for t in f.terms:
                    df_add[t] += 1
        old_df, old_sal = self._term_counts(con, new_terms)
        df = {t: old_df.get(t, 0) + df_add[t] for t in new_terms}
        # the new articles' vectors and salient terms, under the updated frequencies
        m_new, vocab = vectors(feats, df, news)
        terms = sorted(vocab, key=vocab.__getitem__)
        salient = [salient_terms(m_new[i], terms, p.salient) for i in range(k)]
        sal_add: dict[str, int] = defaultdict(int)
        for s in salient:
            for t in s:
                sal_add[t] += 1
        sal_total = {t: old_sal.get(t, 0) + n for t, n in sal_add.items()}
        usable = {t for t, n in sal_total.items() if n <= p.posting_cap}
        # candidates among stored articles, from the salient-term index
        hits: dict[int, set[int]] = defaultdict(set)  # stored seq -> new article indices
        for i, s in enumerate(salient):
            for t in s:
                if t in usable and old_sal.get(t, 0):
                    for (seq,) in con.execute("SELECT seq FROM salient WHERE term = ?", (t,)):
                        hits[seq].add(i)
        old = self._load(con, sorted(hits))
        old_seqs = sorted(old)
        old_feats = [old[s][1] for s in old_seqs]
        df.update(self._term_counts(con, sorted({t for f in old_feats for t in f.terms}
                                                - set(df)))[0])
        all_vocab = {t: i for i, t in enumerate(sorted({t for f in feats + old_feats
                                                        for t in f.terms}))}
        m_all, _ = vectors(feats + old_feats, df, news, all_vocab)
        m_fresh, m_old = m_all[:k], m_all[k:]
        # nodes: the new articles, then the stored stories they may join (fixed)
        story_of = {s: old[s][0] for s in old_seqs}
        stories = sorted(set(story_of.values()))
        node_of = {sid: k + j for j, sid in enumerate(stories)}
        sizes = [1] * k + self._sizes(con, stories)
        edges: dict[tuple[int, int], float] = defaultdict(float)
        pairs = candidate_pairs([[t for t in s if t in usable] for s in salient], p.posting_cap)
        for (a, b), sim in zip(pairs.tolist(), pair_similarities(m_fresh, pairs).tolist()):
            if sim > 0:
                edges[(a, b)] += sim
        cross = [(i, j) for j, s in enumerate(old_seqs) for i in sorted(hits[s])]
        if cross:
            arr = np.array(cross, dtype=np.int64)
            for (i, j), sim in zip(cross, pair_similarities(m_fresh, arr, m_old).tolist()):
                if sim > 0:
                    edges[(i, node_of[story_of[old_seqs[j]]])] += sim
        when = np.vstack([spans(feats), self._spans(con, stories)]) if stories else spans(feats)
        labels = agglomerate(k + len(stories), edges, p.threshold, sizes,
                             [False] * k + [True] * len(stories), spans=when,
                             window=p.time_window, strong=p.strong_link)
        # story of every new article: the stored story in its group, else a new one
        root_story = {labels[node_of[sid]]: sid for sid in stories}
        groups: dict[int, list[int]] = defaultdict(list)
        for i in range(k):
            groups[labels[i]].append(i)
        seq = int(con.execute("SELECT COALESCE(MAX(seq), 0) FROM articles").fetchone()[0])
        assign: dict[int, str] = {}
        created: list[str] = []
        for root, idx in sorted(groups.items(), key=lambda g: g[1][0]):
            sid = root_story.get(root)
            if sid is None:
                sid = self._free_id(con, story_id(fresh[i][0] for i in idx))
                created.append(sid)
                con.execute("INSERT INTO stories (id, headline, size, boilerplate, created_at, "
                            "updated_at, last_seq) VALUES (?, '', 0, 0, ?, ?, 0)",
                            (sid, stamp, stamp))
            for i in idx:
                assign[i] = sid
        rows = []
        for i, ((key, a), f) in enumerate(zip(fresh, feats)):
            seq += 1
            rows.append((seq, key, a.id, assign[i], a.title, a.outlet, a.url, a.published,
                         a.origin, a.text, stamp, f.to_json()))
            result.added.append(Assignment(a.id, key, assign[i], assign[i] in created))
        con.executemany("INSERT INTO articles VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", rows)
        con.executemany("INSERT INTO article_search (rowid, title, outlet, text) "
                        "VALUES (?, ?, ?, ?)", [(r[0], r[4], r[5], r[9]) for r in rows])
        first_seq = seq - k + 1
        _record_identity(con, [(first_seq + i, a) for i, (_, a) in enumerate(fresh)], aliases)
        con.executemany("INSERT INTO salient VALUES (?, ?)",
                        [(t, first_seq + i) for i, s in enumerate(salient) for t in s])
        con.executemany(
            "INSERT INTO terms VALUES (?, ?, ?) ON CONFLICT (term) DO UPDATE SET "
            "df = df + excluded.df, salient = salient + excluded.salient",
            [(t, df_add.get(t, 0), sal_add.get(t, 0))
             for t in sorted(set(df_add) | set(sal_add))])
        con.execute("UPDATE meta SET value = ? WHERE name = 'news'", (str(news),))
        touched = sorted(set(assign.values()))
        for sid in touched:
            self._refresh_story(con, sid, stamp)
        result.stories_created = sorted(created)
        result.stories_updated = [s for s in touched if s not in created]

    @staticmethod
    def _term_counts(con: sqlite3.Connection, terms: Sequence[str]
                     ) -> tuple[dict[str, int], dict[str, int]]:
        df: dict[str, int] = {}
        sal: dict[str, int] = {}
        for i in range(0, len(terms), 500):
            chunk = terms[i:i + 500]
            q = f"SELECT term, df, salient FROM terms WHERE term IN ({','.join('?' * len(chunk))})"
            for t, d, s in con.execute(q, chunk):
                df[t] = d
                sal[t] = s
        return df, sal

    @staticmethod
    def _load(con: sqlite3.Connection, seqs: Sequence[int]) -> dict[int, tuple[str, Features]]:
        out = {}
        for i in range(0, len(seqs), 500):
            chunk = seqs[i:i + 500]
            q = (f"SELECT seq, story, key, features FROM articles "
                 f"WHERE seq IN ({','.join('?' * len(chunk))})")
            for seq, story, key, feats in con.execute(q, chunk):
                out[seq] = (story, Features.from_json(key, feats))
        return out

    @staticmethod
    def _sizes(con: sqlite3.Connection, stories: Sequence[str]) -> list[int]:
        return [con.execute("SELECT size FROM stories WHERE id = ?", (s,)).fetchone()[0]
                for s in stories]

    @staticmethod
    def _spans(con: sqlite3.Connection, stories: Sequence[str]) -> np.ndarray:
        """Each stored story's published span in seconds, from its earliest and latest
        published times (NaN when no article says)."""
        out = np.full((len(stories), 2), np.nan)
        for j, sid in enumerate(stories):
            row = con.execute("SELECT earliest, latest FROM stories WHERE id = ?",
                              (sid,)).fetchone()
            first, last = (parse_published(row[0]), parse_published(row[1])) if row else (None,
                                                                                       None)
            if first is not None and last is not None:
                out[j] = (first.at.timestamp(),
                          last.at.timestamp() + (86400.0 if last.date_only else 0.0))
        return out

    @staticmethod
    def _free_id(con: sqlite3.Connection, sid: str) -> str:
        base, n = sid, 1
        while con.execute("SELECT 1 FROM stories WHERE id = ?", (sid,)).fetchone():
            n += 1
            sid = f"{base}-{n}"
        return sid

    def _refresh_story(self, con: sqlite3.Connection, sid: str, stamp: str) -> None:
        """Size, headline, newest article, published span and outlets of a story after an
        add."""
        rows = con.execute("SELECT seq, key, id, title, outlet, url, published, origin, text, "
                           "features, added_at FROM articles WHERE story = ? ORDER BY seq",
                           (sid,)).fetchall()
        arts = [_article(r[2:9]) for r in rows]
        feats = [Features.from_json(r[1], r[9]) for r in rows]
        news = int(con.execute("SELECT value FROM meta WHERE name = 'news'").fetchone()[0])
        df, _ = self._term_counts(con, sorted({t for f in feats for t in f.terms}))
        m, _ = vectors(feats, df, news)
        boiler = all(f.boilerplate for f in feats)
        earliest, latest = _published_span(arts, [r[10] for r in rows])
        con.execute("UPDATE stories SET headline = ?, size = ?, boilerplate = ?, "
                    "updated_at = ?, last_seq = ?, latest = ?, earliest = ?, outlets = ? "
                    "WHERE id = ?",
                    (headline_of(arts, feats, m), len(rows), int(boiler), stamp, rows[-1][0],
                     latest, earliest, json.dumps(_outlets(arts, feats), ensure_ascii=False),
                     sid))

    def update_article(self, article_id: str, new: Article | str | dict[str, Any],
                       now: str | None = None) -> Assignment | None:
        """Replace a stored article's text (and title and published time, when ``new`` gives
        them) by a newer version of the same page: no second article, the same id, URL,
        outlet and story. Its word counts, candidate terms, full-text index and content
        fingerprint follow; its story's headline, outlets and span are recomputed and its
        ``updated_at`` set. The article's story assignment, or None when the article is not
        stored or nothing changed (or the new text is stored already as another record)."""
        (fresh,) = coerce_articles([new])
        with self._tx(write=True) as con:
            row = con.execute("SELECT seq, key, story, id, title, outlet, url, published, "
                              "origin, text, features FROM articles WHERE id = ? "
                              "ORDER BY seq DESC LIMIT 1", (article_id,)).fetchone()
            if row is None:
                return None
            seq, old_key, sid = row[0], row[1], row[2]
            old = _article(row[3:10])
            merged = Article(id=old.id, text=fresh.text, title=fresh.title or old.title,
                             outlet=old.outlet, url=old.url or fresh.url,
                             published=fresh.published or old.published, origin=old.origin)
            if (merged.text, merged.title, merged.published) == (old.text, old.title,
                                                                 old.published):
                return None
            key = article_key(merged)
            if self._known_keys(con, [key]):
                return None
            old_f = Features.from_json(old_key, row[10])
            new_f = article_features(merged, key)
            self._replace_terms(con, seq, old_f, new_f)
            con.execute("INSERT INTO article_search (article_search, rowid, title, outlet, "
                        "text) VALUES ('delete', ?, ?, ?, ?)",
                        (seq, old.title, old.outlet, old.text))
            con.execute("INSERT INTO article_search (rowid, title, outlet, text) "
                        "VALUES (?, ?, ?, ?)", (seq, merged.title, merged.outlet, merged.text))
            con.execute("DELETE FROM article_content WHERE seq = ?", (seq,))
            _record_identity(con, [(seq, merged)])
            con.execute("UPDATE articles SET key = ?, title = ?, published = ?, text = ?, "
                        "features = ? WHERE seq = ?",
                        (key, merged.title, merged.published, merged.text, new_f.to_json(),
                         seq))
            self._refresh_story(con, sid, now or _now())
            return Assignment(old.id, key, sid, False)

    def _replace_terms(self, con: sqlite3.Connection, seq: int, old: Features,
                       new: Features) -> None:
        """The term counts and candidate index after article ``seq``'s features change."""
        delta: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # term -> [df, salient]
        for t in () if old.boilerplate else old.terms:
            delta[t][0] -= 1
        for t in () if new.boilerplate else new.terms:
            delta[t][0] += 1
        for (t,) in con.execute("SELECT term FROM salient WHERE seq = ?", (seq,)).fetchall():
            delta[t][1] -= 1
        con.execute("DELETE FROM salient WHERE seq = ?", (seq,))
        news = int(con.execute("SELECT value FROM meta WHERE name = 'news'").fetchone()[0])
        news += int(not new.boilerplate) - int(not old.boilerplate)
        df, _ = self._term_counts(con, sorted(new.terms))
        df = {t: df.get(t, 0) + delta[t][0] for t in new.terms} if not new.boilerplate else df
        m, vocab = vectors([new], df, max(news, 1))
        salient = salient_terms(m[0], sorted(vocab, key=vocab.__getitem__), self.params.salient)
        for t in salient:
            delta[t][1] += 1
        con.executemany("INSERT INTO salient VALUES (?, ?)", [(t, seq) for t in salient])
        con.executemany(
            "INSERT INTO terms VALUES (?, ?, ?) ON CONFLICT (term) DO UPDATE SET "
            "df = df + excluded.df, salient = salient + excluded.salient",
            [(t, d, sal) for t, (d, sal) in sorted(delta.items()) if d or sal])
        con.execute("DELETE FROM terms WHERE df <= 0 AND salient <= 0")
        con.execute("UPDATE meta SET value = ? WHERE name = 'news'", (str(news),))

    def article_sources(self, ids: Iterable[str]) -> dict[str, tuple[str | None, str | None]]:
        """Article id -> (its content fingerprint, the feed or page it came from) of the
        stored ones: what a feed reader compares a listed item's text with."""
        wanted = sorted(set(ids))
        out: dict[str, tuple[str | None, str | None]] = {}
        with self._tx() as con:
            for i in range(0, len(wanted), 500):
                chunk = wanted[i:i + 500]
                for aid, origin, fp in con.execute(
                        "SELECT a.id, a.origin, c.hash FROM articles a LEFT JOIN "
                        "article_content c USING (seq) WHERE a.id IN "
                        f"({','.join('?' * len(chunk))}) ORDER BY a.seq", chunk):
                    out[aid] = (fp, origin)
        return out

    # -- reading ---------------------------------------------------------------------------

    def stories(self, order: str = "newest", limit: int | None = None, offset: int = 0,
                include_boilerplate: bool = True) -> list[StoryInfo]:
        """Stored stories: ``newest`` first (by the latest published time of their articles;
        stories whose articles give no time come after, newest arrival first), ``largest``
        first, or by the arrival of their newest article (``added``)."""
        if order not in ORDERS:
            raise NewsfuseError(f"order must be one of {', '.join(ORDERS)}, not {order!r}")
        _check_page(limit, offset)
        where = "" if include_boilerplate else "WHERE boilerplate = 0"
        q = (f"SELECT {_STORY_COLUMNS} FROM stories {where} ORDER BY {ORDERS[order]} "
             "LIMIT ? OFFSET ?")
        with self._tx() as con:
            rows = con.execute(q, (-1 if limit is None else limit, offset)).fetchall()
            return [self._info(con, r) for r in rows]

    def story(self, story_id: str) -> StoryInfo | None:
        """One story, or None when there is no story with that id."""
        with self._tx() as con:
            row = con.execute(f"SELECT {_STORY_COLUMNS} FROM stories WHERE id = ?",
                              (story_id,)).fetchone()
            return self._info(con, row) if row else None

    def search(self, query: str, limit: int = 20, offset: int = 0,
               include_boilerplate: bool = False, per_story: int = 3) -> SearchResults:
        """Stories whose articles match ``query`` (SQLite FTS5, porter stemming: every word,
        or a "quoted phrase", must occur in one article), best match first, each with its
        ``per_story`` best-matching articles and an excerpt. A query no article matches in
        full is tried again with any of its words (``any_word`` says so). Raises
        NewsfuseError for a query with no words."""
        _check_page(limit, offset)
        terms = fts_terms(query)
        if not terms:
            raise NewsfuseError("the search has no words to look for")
        any_word = False
        with self._tx() as con:
            hits = self._search(con, " AND ".join(terms), limit + offset + 1,
                                include_boilerplate, per_story)
            if not hits and len(terms) > 1:
                any_word = True
                hits = self._search(con, " OR ".join(terms), limit + offset + 1,
                                    include_boilerplate, per_story)
        return SearchResults(hits[offset:offset + limit], len(hits) > offset + limit, any_word)

    def _search(self, con: sqlite3.Connection, match: str, stories: int,
                include_boilerplate: bool, per_story: int) -> list[SearchHit]:
        rows = con.execute(
            "SELECT a.story, a.id, a.title, a.outlet, a.url, a.published, "
            "snippet(article_search, 2, char(2), char(3), ' … ', 28) AS excerpt, "
            "bm25(article_search, 4.0, 2.0, 1.0) AS rank, a.key, a.features "
            "FROM article_search JOIN articles a ON a.seq = article_search.rowid "
            "WHERE article_search MATCH ? ORDER BY rank LIMIT 2000", (match,)).fetchall()
        order: list[str] = []
        found: dict[str, list[SearchMatch]] = defaultdict(list)
        for sid, aid, title, outlet, url, published, excerpt, _, key, feats in rows:
            if sid not in found:
                order.append(sid)
            if len(found[sid]) < per_story:
                # the outlet as far as it is known: metadata, else URL or credit lines
                label = outlet or Features.from_json(key, feats).outlet or None
                found[sid].append(SearchMatch(aid, title, label, url, published, excerpt))
        out = []
        for sid in order:
            row = con.execute(f"SELECT {_STORY_COLUMNS} FROM stories WHERE id = ?",
                              (sid,)).fetchone()
            info = self._info(con, row)
            if info.boilerplate and not include_boilerplate:
                continue
            out.append(SearchHit(info, tuple(found[sid])))
            if len(out) >= stories:
                break
        return out

    def story_articles(self, story_id: str) -> list[Article]:
        """A story's articles in order of arrival, ready for ``newsfuse.summarize``."""
        with self._tx() as con:
            rows = con.execute("SELECT id, title, outlet, url, published, origin, text "
                               "FROM articles WHERE story = ? ORDER BY seq",
                               (story_id,)).fetchall()
        return [_article(r) for r in rows]

    def added_before(self, when: str) -> set[tuple[str, str | None, str | None, str | None]]:
        """(id, title, outlet, published) of every article stored before ``when`` (an ISO 8601
        time; a date alone is its midnight UTC): what a reader who looked then had seen."""
        from .dates import parse_published

        at = parse_published(when)
        if at is None:
            raise NewsfuseError(f"cannot read the date {when!r}")
        out = set()
        with self._tx() as con:
            for aid, title, outlet, published, added in con.execute(
                    "SELECT id, title, outlet, published, added_at FROM articles"):
                stored = parse_published(added)
                if stored is not None and stored.at < at.at:
                    out.add((aid, title, outlet, published))
        return out

    def groups(self) -> list[StoryGroup]:
        """Every stored story as a ``stories.StoryGroup``, largest first, then by id."""
        with self._tx() as con:
            stories = con.execute("SELECT id, headline, boilerplate FROM stories").fetchall()
            members: dict[str, list[Article]] = defaultdict(list)
            for r in con.execute("SELECT story, id, title, outlet, url, published, origin, text "
                                 "FROM articles ORDER BY seq"):
                members[r[0]].append(_article(r[1:]))
        out = [StoryGroup(sid, tuple(sort_articles(members[sid])), headline, bool(boiler))
               for sid, headline, boiler in stories]
        return sorted(out, key=lambda g: (-len(g.articles), g.id))

    def count(self) -> tuple[int, int]:
        """(articles, stories) stored."""
        with self._tx() as con:
            a = con.execute("SELECT COUNT(*) FROM articles").fetchone()[0]
            s = con.execute("SELECT COUNT(*) FROM stories").fetchone()[0]
        return int(a), int(s)

    # -- feeds (the state of `newsfuse watch`) ----------------------------------------------

    def add_feed(self, url: str, name: str | None = None, now: str | None = None) -> FeedState:
        """Start keeping state for the feed at ``url`` (nothing changes when it is known,
        except a new ``name``); its state."""
        with self._tx(write=True) as con:
            con.execute("INSERT OR IGNORE INTO feeds (url, name, added_at) VALUES (?, ?, ?)",
                        (url, name, now or _now()))
            if name:
                con.execute("UPDATE feeds SET name = ? WHERE url = ?", (name, url))
            return self._feed(con, url)  # type: ignore[return-value]

    def feeds(self) -> list[FeedState]:
        """Every watched feed, by URL: last poll, status, items, errors, next poll."""
        with self._tx() as con:
            return [FeedState(*r) for r in con.execute(f"{_FEED_SELECT} ORDER BY url")]

    def feed(self, url: str) -> FeedState | None:
        """One watched feed's state, or None when the store does not know it."""
        with self._tx() as con:
            return self._feed(con, url)

    @staticmethod
    def _feed(con: sqlite3.Connection, url: str) -> FeedState | None:
        row = con.execute(f"{_FEED_SELECT} WHERE url = ?", (url,)).fetchone()
        return FeedState(*row) if row else None

    def record_poll(self, url: str, poll: FeedPoll, *, next_poll: str | None = None,
                    title: str | None = None, link: str | None = None,
                    kind: str | None = None,
                    validators: tuple[str | None, str | None] | None = None,
                    items: Sequence[tuple[str, str | None, str | None]
                                    | tuple[str, str | None, str | None, str | None]] = (),
                    moved_to: str | None = None) -> FeedState:
        """Record one poll of a known feed, in one transaction.

        ``validators`` (ETag, Last-Modified) replace the stored ones when given (the feed
        document was handled completely), else they are kept; ``items`` are the feed's items
        as (canonical URL, stored article id or None, page error or None[, the item's
        updated time]): an error counts a failed try. ``title``/``link``/``kind`` update what
        the feed says of itself.
        ``moved_to`` records that the feed moved permanently (a 301/308 answer): it is polled
        there from now on (the feed's own URL, as given, stays its name; moving back to it
        forgets the move).
        """
        ok = poll.status != "error"
        with self._tx(write=True) as con:
            if self._feed(con, url) is None:
                raise NewsfuseError(f"{url}: not a watched feed (add_feed first)")
            con.execute(
                "UPDATE feeds SET last_poll = ?, status = ?, http_status = ?, polls = polls + 1, "
                "next_poll = ?, title = COALESCE(?, title), link = COALESCE(?, link), "
                "kind = COALESCE(?, kind) WHERE url = ?",
                (poll.at, poll.status, poll.http_status, next_poll, title, link, kind, url))
            if ok:
                con.execute(
                    "UPDATE feeds SET last_ok = ?, errors = 0, new_items = ?, "
                    "stored = stored + ?, items = CASE WHEN ? = 'ok' THEN ? ELSE items END "
                    "WHERE url = ?",
                    (poll.at, poll.new_items, poll.new_items, poll.status, poll.items, url))
            else:  # a failed poll may still have stored items (a feed with bad XML)
                con.execute("UPDATE feeds SET errors = errors + 1, "
                            "total_errors = total_errors + 1, last_error = ?, new_items = ?, "
                            "stored = stored + ? WHERE url = ?",
                            (poll.error, poll.new_items, poll.new_items, url))
            if validators is not None:
                con.execute("UPDATE feeds SET etag = ?, last_modified = ? WHERE url = ?",
                            (*validators, url))
            if moved_to is not None:
                back = moved_to == url
                con.execute("UPDATE feeds SET moved_to = ?, moved_at = ? WHERE url = ?",
                            (None if back else moved_to, None if back else poll.at, url))
            con.execute("INSERT INTO feed_polls (feed, at, status, http_status, items, "
                        "new_items, seconds, error) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        (url, poll.at, poll.status, poll.http_status, poll.items,
                         poll.new_items, round(poll.seconds, 4), poll.error))
            con.execute("DELETE FROM feed_polls WHERE feed = ? AND id <= (SELECT id FROM "
                        "feed_polls WHERE feed = ? ORDER BY id DESC LIMIT 1 OFFSET ?)",
                        (url, url, FEED_POLLS_KEPT))
            con.executemany(
                "INSERT INTO feed_items (feed, url, first_seen, last_seen, article, tries, "
                "error, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (feed, url) DO "
                "UPDATE SET last_seen = excluded.last_seen, "
                "article = COALESCE(excluded.article, article), "
                "tries = tries + excluded.tries, "
                "error = CASE WHEN excluded.article IS NULL THEN excluded.error END, "
                "updated = COALESCE(excluded.updated, updated)",
                [(url, it[0], poll.at, poll.at, it[1], 1 if it[2] else 0, it[2],
                  it[3] if len(it) > 3 else None) for it in items])
            return self._feed(con, url)  # type: ignore[return-value]

    def remove_feed(self, url: str) -> FeedState | None:
        """Stop keeping state for a watched feed (given by its URL, or the URL it moved to):
        its row, polls and items go, in one transaction; the articles it stored stay, with
        their stories and every URL they are known by. The removed feed's last state, or None
        when no feed has that URL."""
        with self._tx(write=True) as con:
            row = con.execute("SELECT url FROM feeds WHERE url = ? OR moved_to = ? "
                              "ORDER BY url = ? DESC LIMIT 1", (url, url, url)).fetchone()
            if row is None:
                return None
            state = self._feed(con, row[0])
            for table, column in (("feed_items", "feed"), ("feed_polls", "feed"),
                                  ("feeds", "url")):
                con.execute(f"DELETE FROM {table} WHERE {column} = ?", (row[0],))
            return state

    def feed_polls(self, url: str, limit: int = 20) -> list[FeedPoll]:
        """A feed's most recent polls, newest first (the store keeps the last
        ``FEED_POLLS_KEPT``)."""
        with self._tx() as con:
            rows = con.execute("SELECT at, status, http_status, items, new_items, seconds, "
                               "error FROM feed_polls WHERE feed = ? ORDER BY id DESC LIMIT ?",
                               (url, limit)).fetchall()
        return [FeedPoll(*r) for r in rows]

    def feed_items(self, url: str, urls: Iterable[str] | None = None,
                   limit: int | None = None) -> list[FeedItem]:
        """Items a feed listed, most recently seen first; only those of ``urls`` (canonical)
        when given."""
        q = ("SELECT feed, url, first_seen, last_seen, article, tries, error, updated "
             "FROM feed_items WHERE feed = ?")
        with self._tx() as con:
            if urls is None:
                rows = con.execute(q + " ORDER BY last_seen DESC, first_seen DESC, url "
                                   "LIMIT ?", (url, -1 if limit is None else limit)).fetchall()
            else:
                wanted = sorted(set(urls))
                rows = []
                for i in range(0, len(wanted), 500):
                    chunk = wanted[i:i + 500]
                    rows += con.execute(q + f" AND url IN ({','.join('?' * len(chunk))})",
                                        (url, *chunk)).fetchall()
        return [FeedItem(*r) for r in rows]

    def known_urls(self, urls: Iterable[str]) -> dict[str, str]:
        """Which of these URLs belong to a stored article (by canonical URL): URL -> article
        id. A feed reader asks before fetching a page."""
        canon = {u: c for u in urls if (c := canonical_url(u))}
        out: dict[str, str] = {}
        wanted = sorted(set(canon.values()))
        found: dict[str, str] = {}
        with self._tx() as con:
            for i in range(0, len(wanted), 500):
                chunk = wanted[i:i + 500]
                found.update(con.execute(
                    "SELECT u.url, a.id FROM article_urls u JOIN articles a USING (seq) "
                    f"WHERE u.url IN ({','.join('?' * len(chunk))})", chunk).fetchall())
        for u, c in canon.items():
            if c in found:
                out[u] = found[c]
        return out

    @staticmethod
    def _info(con: sqlite3.Connection, row: tuple) -> StoryInfo:
        sid, headline, size, boiler, created, updated, latest, earliest, outlets = row
        ids = tuple(r[0] for r in con.execute(
            "SELECT id FROM articles WHERE story = ? ORDER BY seq", (sid,)))
        return StoryInfo(sid, headline, size, created, updated, ids, bool(boiler), latest,
                         earliest, tuple(json.loads(outlets or "[]")))


def _record_identity(con: sqlite3.Connection, rows: Iterable[tuple[int, Article]],
                     aliases: Mapping[str, Iterable[str]] | None = None) -> None:
    """Index stored articles by canonical URL (their own and ``aliases[id]``) and content."""
    urls, contents = [], []
    for seq, a in rows:
        for u in (a.url, *((aliases or {}).get(a.id, ()))):
            if (c := canonical_url(u)):
                urls.append((c, seq))
        if (h := content_fingerprint(a.text)):
            contents.append((h, outlet_key(a.outlet), seq))
    con.executemany("INSERT OR IGNORE INTO article_urls VALUES (?, ?)", urls)
    con.executemany("INSERT OR IGNORE INTO article_content VALUES (?, ?, ?)", contents)


def _migrate_2(con: sqlite3.Connection) -> None:
    """Schema 1 -> 2: the feed tables (created by the schema script) and the URL and content
    index of the articles already stored."""
    rows = con.execute("SELECT seq, id, title, outlet, url, published, origin, text "
                       "FROM articles ORDER BY seq")
    _record_identity(con, ((r[0], _article(r[1:])) for r in rows))


def _migrate_3(con: sqlite3.Connection) -> None:
    """Schema 2 -> 3: stories' published span and outlets (computed for the stories already
    stored) and the full-text index of the articles already stored."""
    have = {r[1] for r in con.execute("PRAGMA table_info(stories)")}
    for col, kind in (("latest", "TEXT"), ("earliest", "TEXT"),
                      ("outlets", "TEXT NOT NULL DEFAULT '[]'")):
        if col not in have:
            con.execute(f"ALTER TABLE stories ADD COLUMN {col} {kind}")
    con.execute("INSERT INTO article_search (article_search) VALUES ('rebuild')")
    members: dict[str, list[tuple[Article, Features, str]]] = defaultdict(list)
    for r in con.execute("SELECT story, id, title, outlet, url, published, origin, text, key, "
                         "features, added_at FROM articles ORDER BY seq"):
        members[r[0]].append((_article(r[1:8]), Features.from_json(r[8], r[9]), r[10]))
    for sid, items in members.items():
        arts = [a for a, _, _ in items]
        earliest, latest = _published_span(arts, [t for _, _, t in items])
        con.execute("UPDATE stories SET latest = ?, earliest = ?, outlets = ? WHERE id = ?",
                    (latest, earliest,
                     json.dumps(_outlets(arts, [f for _, f, _ in items]), ensure_ascii=False),
                     sid))


def _migrate_4(con: sqlite3.Connection) -> None:
    """Schema 3 -> 4: where a feed moved permanently (none has yet)."""
    have = {r[1] for r in con.execute("PRAGMA table_info(feeds)")}
    for col in ("moved_to", "moved_at"):
        if col not in have:
            con.execute(f"ALTER TABLE feeds ADD COLUMN {col} TEXT")


def _migrate_5(con: sqlite3.Connection) -> None:
    """Schema 4 -> 5: the updated time of each feed item (unknown for those seen before)."""
    if "updated" not in {r[1] for r in con.execute("PRAGMA table_info(feed_items)")}:
        con.execute("ALTER TABLE feed_items ADD COLUMN updated TEXT")


# version -> the step that brings a store of the version before up to it
_MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    2: _migrate_2, 3: _migrate_3, 4: _migrate_4, 5: _migrate_5}


def _published_span(articles: Sequence[Article], added: Sequence[str]
                    ) -> tuple[str | None, str | None]:
    """(earliest, latest) published time of a story's articles, ISO 8601 UTC; a time more than
    a day after the article reached the store (a wrong clock or date) is not used."""
    times = []
    for a, at in zip(articles, added):
        p = parse_published(a.published)
        if p is None:
            continue
        try:
            arrived = datetime.fromisoformat(at).timestamp()
        except (TypeError, ValueError):
            arrived = None
        if arrived is not None and p.at.timestamp() > arrived + FUTURE_SLACK:
            continue
        times.append((p.at, p.iso))
    if not times:
        return None, None
    return min(times)[1], max(times)[1]


def _outlets(articles: Sequence[Article], features: Sequence[Features]) -> list[str]:
    """The outlets known to cover a story, commonest first (then by first appearance): from
    metadata, the URL or credit lines; articles of no known outlet are left out."""
    count: Counter[str] = Counter()
    name: dict[str, str] = {}
    for a, f in zip(articles, features):
        label = (a.outlet or "").strip() or f.outlet or outlet_label(a)
        if label:
            key = label.casefold()
            name.setdefault(key, label)
            count[key] += 1
    return [name[k] for k, _ in sorted(count.items(), key=lambda kv: -kv[1])]


_WORD = re.compile(r"\w+", re.UNICODE)


def fts_terms(query: str, most: int = 12) -> list[str]:
    """A search box's text as FTS5 terms: each "quoted phrase" and each other word, quoted (so
    no FTS5 syntax can be injected), at most ``most`` of them."""
    out: list[str] = []
    for m in re.finditer(r'"([^"]*)"|([^\s"]+)', query[:400]):
        words = _WORD.findall(m.group(1) if m.group(1) is not None else m.group(2))
        if words:
            out.append('"' + " ".join(words) + '"')
    return list(dict.fromkeys(out))[:most]


MAX_OFFSET = 1_000_000_000  # far past any store; beyond it SQLite's integers overflow


def _check_page(limit: int | None, offset: int) -> None:
    """A page of a listing SQLite can take: 0 <= offset, limit <= MAX_OFFSET."""
    for name, value in (("offset", offset), ("limit", limit)):
        if value is not None and not 0 <= value <= MAX_OFFSET:
            raise NewsfuseError(f"{name} must be a whole number from 0 to {MAX_OFFSET:,}, "
                                f"not {value}")


def _read_only_error(exc: BaseException) -> bool:
    """SQLite could not write (a read-only file, folder or filesystem) or could not create
    the write-ahead log files beside the store."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    return name.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM")) or \
        "readonly" in str(exc) or "unable to open" in str(exc)


def _has_wal(path: str) -> bool:
    try:
        return os.path.getsize(path + "-wal") > 0
    except OSError:
        return False


def store_error(path: str, exc: BaseException, doing: str = "") -> StoreError:
    """What an SQLite error means for the user of the store at ``path``."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    msg = str(exc)
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or "malformed" in msg or \
            "not a database" in msg or "Could not decode" in msg:
        return StoreError(f"{path}: the story store is corrupt ({msg}): restore a backup, or "
                          "move it away and start a new store")
    if name.startswith(("SQLITE_READONLY", "SQLITE_PERM")) or "readonly" in msg:
        return StoreError(f"{path}: the story store is read-only ({msg}): it can be read but "
                          "not written")
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in msg:
        return StoreError(f"{path}: the story store is locked by another process ({msg}); "
                          "try again")
    if name == "SQLITE_FULL" or "full" in msg:
        return StoreError(f"{path}: cannot write the story store: the disk is full")
    if name.startswith("SQLITE_CANTOPEN") or "unable to open" in msg:
        return StoreError(f"{path}: {doing or 'cannot open the story store'} ({msg}): does "
                          "its folder exist, and may it be written?")
    if name.startswith("SQLITE_IOERR"):
        return StoreError(f"{path}: disk I/O error on the story store ({msg})")
    return StoreError(f"{path}: story store error ({msg})")


def _article(r: Sequence[Any]) -> Article:
    aid, title, outlet, url, published, origin, text = r
    return Article(id=aid, text=text, title=title, outlet=outlet, url=url, published=published,
                   origin=origin)
