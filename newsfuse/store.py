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

Safe for one process with several threads: every thread gets its own connection, the journal
is WAL (readers never wait for the writer, and read a consistent snapshot), and each add is one
``BEGIN IMMEDIATE`` transaction, so concurrent adds are serialised and never half-applied.
Existing stories are never split or merged by later adds, so a story id, once returned, stays.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .ingest import coerce_articles
from .model import Article, NewsfuseError
from .stories import (
    ClusterParams,
    Features,
    StoryGroup,
    agglomerate,
    article_features,
    article_key,
    candidate_pairs,
    headline_of,
    pair_similarities,
    salient_terms,
    sort_articles,
    story_id,
    unique_articles,
    vectors,
)

SCHEMA_VERSION = 1
_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS stories (
    id TEXT PRIMARY KEY,
    headline TEXT NOT NULL,
    size INTEGER NOT NULL,
    boilerplate INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    last_seq INTEGER NOT NULL          -- seq of the story's newest article
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
"""


@dataclass(frozen=True)
class StoryInfo:
    """One stored story: its id, headline and article ids (in order of arrival)."""

    id: str
    headline: str
    size: int
    created_at: str  # ISO 8601 UTC: when the story's first article was added
    updated_at: str  # when its newest article was added
    articles: tuple[str, ...]
    boilerplate: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"story": self.id, "articles": list(self.articles), "headline": self.headline,
                "size": self.size, "created_at": self.created_at,
                "updated_at": self.updated_at, "boilerplate": self.boilerplate}


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

    @property
    def changed(self) -> bool:
        return bool(self.added)


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
        self.params = self._init(params)

    # -- connections -----------------------------------------------------------------------

    def _con(self) -> sqlite3.Connection:
        con = getattr(self._local, "con", None)
        if con is None:
            try:
                con = sqlite3.connect(self.path, timeout=60, isolation_level=None,
                                      check_same_thread=False)  # close() may run anywhere
                con.execute("PRAGMA journal_mode=WAL")
                con.execute("PRAGMA synchronous=NORMAL")
                con.execute("PRAGMA foreign_keys=ON")
            except sqlite3.Error as exc:
                raise NewsfuseError(f"{self.path}: cannot open the story store: {exc}") from None
            self._local.con = con
            with self._lock:
                self._connections.append(con)
        return con

    @contextlib.contextmanager
    def _tx(self, write: bool = False) -> Iterator[sqlite3.Connection]:
        con = self._con()
        try:
            con.execute("BEGIN IMMEDIATE" if write else "BEGIN")
        except sqlite3.DatabaseError as exc:
            raise NewsfuseError(f"{self.path}: not a usable story store: {exc}") from None
        try:
            yield con
        except BaseException:
            con.execute("ROLLBACK")
            raise
        else:
            con.execute("COMMIT")

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
        try:
            self._con().executescript(_SCHEMA)
            with self._tx(write=True) as con:
                meta = dict(con.execute("SELECT name, value FROM meta").fetchall())
                if not meta:
                    p = params or ClusterParams()
                    con.executemany("INSERT INTO meta VALUES (?, ?)", [
                        ("schema", str(SCHEMA_VERSION)), ("news", "0"),
                        ("params", json.dumps(p.__dict__))])
                    return p
        except sqlite3.DatabaseError as exc:
            raise NewsfuseError(f"{self.path}: not a newsfuse story store ({exc})") from None
        if meta.get("schema") != str(SCHEMA_VERSION):
            raise NewsfuseError(f"{self.path}: story store schema {meta.get('schema')!r}, "
                                f"this newsfuse reads {SCHEMA_VERSION}")
        stored = ClusterParams(**json.loads(meta["params"]))
        if params is not None and params != stored:
            raise NewsfuseError(f"{self.path}: the store was built with {stored}; its stories "
                                "would not be comparable under other parameters")
        return stored

    # -- writing ---------------------------------------------------------------------------

    def add_articles(self, articles: Iterable[Article | str | dict[str, Any]],
                     now: str | None = None) -> AddResult:
        """Store new articles; each joins an existing story or starts a new one.

        Records already stored (same content hash) are skipped, so adding the same articles
        again changes nothing. The grouping depends only on what is stored and what is added,
        never on input order or timing. ``now`` overrides the time stamp (ISO 8601).
        """
        arts, _ = unique_articles(coerce_articles(articles))
        result = AddResult()
        if not arts:
            return result
        keyed = sorted(((article_key(a), a) for a in arts), key=lambda x: x[0])
        with self._tx() as con:
            known = self._known_keys(con, [k for k, _ in keyed])
        fresh = [(k, a) for k, a in keyed if k not in known]
        feats = {k: article_features(a, k) for k, a in fresh}  # outside the write lock
        stamp = now or _now()
        with self._tx(write=True) as con:
            known = self._known_keys(con, [k for k, _ in keyed])  # another thread may have added
            result.duplicates = [a.id for k, a in keyed if k in known]
            fresh = [(k, a) for k, a in keyed if k not in known]
            if fresh:
                self._add(con, fresh, [feats[k] for k, _ in fresh], stamp, result)
        return result

    @staticmethod
    def _known_keys(con: sqlite3.Connection, keys: Sequence[str]) -> set[str]:
        out: set[str] = set()
        for i in range(0, len(keys), 500):
            chunk = keys[i:i + 500]
            q = f"SELECT key FROM articles WHERE key IN ({','.join('?' * len(chunk))})"
            out.update(r[0] for r in con.execute(q, chunk))
        return out

    def _add(self, con: sqlite3.Connection, fresh: list[tuple[str, Article]],
             feats: list[Features], stamp: str, result: AddResult) -> None:
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
            import numpy as np

            arr = np.array(cross, dtype=np.int64)
            for (i, j), sim in zip(cross, pair_similarities(m_fresh, arr, m_old).tolist()):
                if sim > 0:
                    edges[(i, node_of[story_of[old_seqs[j]]])] += sim
        labels = agglomerate(k + len(stories), edges, p.threshold, sizes,
                             [False] * k + [True] * len(stories))
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
                con.execute("INSERT INTO stories VALUES (?, '', 0, 0, ?, ?, 0)",
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
        first_seq = seq - k + 1
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
    def _free_id(con: sqlite3.Connection, sid: str) -> str:
        base, n = sid, 1
        while con.execute("SELECT 1 FROM stories WHERE id = ?", (sid,)).fetchone():
            n += 1
            sid = f"{base}-{n}"
        return sid

    def _refresh_story(self, con: sqlite3.Connection, sid: str, stamp: str) -> None:
        """Size, headline and newest article of a story after an add."""
        rows = con.execute("SELECT seq, key, id, title, outlet, url, published, origin, text, "
                           "features FROM articles WHERE story = ? ORDER BY seq",
                           (sid,)).fetchall()
        arts = [_article(r[2:9]) for r in rows]
        feats = [Features.from_json(r[1], r[9]) for r in rows]
        news = int(con.execute("SELECT value FROM meta WHERE name = 'news'").fetchone()[0])
        df, _ = self._term_counts(con, sorted({t for f in feats for t in f.terms}))
        m, _ = vectors(feats, df, news)
        boiler = all(f.boilerplate for f in feats)
        con.execute("UPDATE stories SET headline = ?, size = ?, boilerplate = ?, "
                    "updated_at = ?, last_seq = ? WHERE id = ?",
                    (headline_of(arts, feats, m), len(rows), int(boiler), stamp, rows[-1][0],
                     sid))

    # -- reading ---------------------------------------------------------------------------

    def stories(self, order: str = "newest", limit: int | None = None, offset: int = 0,
                include_boilerplate: bool = True) -> list[StoryInfo]:
        """Stored stories, ``newest`` first (by their newest article) or ``largest`` first."""
        orders = {"newest": "last_seq DESC", "largest": "size DESC, id"}
        if order not in orders:
            raise NewsfuseError(f"order must be one of {', '.join(orders)}, not {order!r}")
        where = "" if include_boilerplate else "WHERE boilerplate = 0"
        q = f"SELECT * FROM stories {where} ORDER BY {orders[order]} LIMIT ? OFFSET ?"
        with self._tx() as con:
            rows = con.execute(q, (-1 if limit is None else limit, offset)).fetchall()
            return [self._info(con, r) for r in rows]

    def story(self, story_id: str) -> StoryInfo | None:
        """One story, or None when there is no story with that id."""
        with self._tx() as con:
            row = con.execute("SELECT * FROM stories WHERE id = ?", (story_id,)).fetchone()
            return self._info(con, row) if row else None

    def story_articles(self, story_id: str) -> list[Article]:
        """A story's articles in order of arrival, ready for ``newsfuse.summarize``."""
        with self._tx() as con:
            rows = con.execute("SELECT id, title, outlet, url, published, origin, text "
                               "FROM articles WHERE story = ? ORDER BY seq",
                               (story_id,)).fetchall()
        return [_article(r) for r in rows]

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

    @staticmethod
    def _info(con: sqlite3.Connection, row: tuple) -> StoryInfo:
        sid, headline, size, boiler, created, updated, _ = row
        ids = tuple(r[0] for r in con.execute(
            "SELECT id FROM articles WHERE story = ? ORDER BY seq", (sid,)))
        return StoryInfo(sid, headline, size, created, updated, ids, bool(boiler))


def _article(r: Sequence[Any]) -> Article:
    aid, title, outlet, url, published, origin, text = r
    return Article(id=aid, text=text, title=title, outlet=outlet, url=url, published=published,
                   origin=origin)
