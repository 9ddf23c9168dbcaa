"""Stories: group a stream of articles about many events into stories (pure functions).

Owns what grouping compares and how: each article's topical text (web chrome, prompts, credits
and bylines left out; captions and standfirsts kept, they name the story), its stemmed content
terms weighted by background rarity x corpus IDF², its salient terms, candidate pairs from an
inverted index of salient terms (never all pairs), cosine similarity of candidates, average-link
agglomeration on the candidate graph, stable story ids and headlines. Documents that are not
news (archive notices, tweet-embed banners, login walls) are singletons and are never compared.

``store.py`` (the SQLite store) reuses every piece, so one ``add_articles`` on an empty store
gives the same stories as ``cluster_articles``.
"""

from __future__ import annotations

import hashlib
import heapq
import json
import math
import re
from collections import Counter, defaultdict
from collections.abc import Container, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from scipy import sparse

from .clean import (
    WEB_CHECK_WORDS,
    is_boilerplate,
    is_web_boilerplate,
    normalize,
    paragraph_noise,
    paragraphs_of,
)
from .dates import normal_published, parse_published
from .groups import DisjointSets
from .headlines import HEADLINE_WORDS, clean_title, lead_sentence, problem, shorten, untitled
from .ingest import AGENCIES, coerce_articles, credited_outlets, label_outlet
from .limits import Limits, current, cut_article, newest_within
from .model import Article, LimitError, NewsfuseError, Removal
from .terms import STOP_STEMS, STOPWORDS, rarity, stem, words

# Tuned on the pooled Multi-News validation set (the only labelled data; see bench/), as
# thresholds, not content: F1 is flat within about +-0.01 for thresholds 0.10-0.16.
THRESHOLD = 0.12  # average cosine at which two groups of articles are one story
SALIENT_TERMS = 30  # an article's top terms by weight, indexed to find candidate pairs
POSTING_CAP = 200  # a salient term shared by more articles than this names no one story
IDF_POWER = 2.0
# Time: two groups of articles whose published spans are more than TIME_WINDOW days apart
# merge only on strong evidence (an average cosine of at least STRONG_LINK instead of
# THRESHOLD), so a story of last year does not absorb this week's article on a similar subject.
TIME_WINDOW = 2.0
STRONG_LINK = 0.2

# Removal reasons that are page furniture, not story text. Captions, standfirsts and headings
# are kept for grouping: they name the people and places of the story.
CHROME = frozenset({"web boilerplate", "prompt", "credit", "byline", "non-text", "repeated",
                    "editors' note", "copyright", "table", "embedded tweet",
                    "publication note"})
_SENTENCE = re.compile(r"(?<=[.!?])\s*(?=[A-Z\"“‘'(])")


@dataclass(frozen=True)
class Features:
    """What grouping needs from one article; ``terms`` are sorted, distinct stems."""

    key: str  # content hash of the article record
    terms: tuple[str, ...]
    counts: tuple[int, ...]  # occurrences of each term in the topical text
    rarity: tuple[float, ...]  # background rarity of each term (its commonest word form)
    boilerplate: bool  # not news: a singleton story, never compared
    lead: str  # first story sentence as a headline (headlines.lead_sentence), or ""
    published: str | None = None  # ISO 8601 UTC (dates.normal_published), None when unknown
    outlet: str = ""  # from metadata, URL or credit lines; "" when unknown
    credits: tuple[str, ...] = ()  # outlets its text credits (ingest.credited_outlets)

    def to_json(self) -> str:
        return json.dumps({"t": self.terms, "c": self.counts, "r": self.rarity,
                           "b": self.boilerplate, "l": self.lead, "p": self.published,
                           "o": self.outlet, "k": self.credits},
                          ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, key: str, text: str) -> Features:
        d = json.loads(text)
        return cls(key, tuple(d["t"]), tuple(d["c"]), tuple(d["r"]), bool(d["b"]), d["l"],
                   d.get("p"), d.get("o", ""), tuple(d.get("k", ())))


@dataclass(frozen=True)
class StoryGroup:
    """One story found in a pile of articles."""

    id: str
    articles: tuple[Article, ...]  # by publication date (when given), then id
    headline: str
    boilerplate: bool = False  # the story is one non-news document

    def to_dict(self) -> dict[str, Any]:
        return {"story": self.id, "articles": [a.id for a in self.articles],
                "headline": self.headline, "boilerplate": self.boilerplate}


@dataclass(frozen=True)
class ClusterParams:
    threshold: float = THRESHOLD
    salient: int = SALIENT_TERMS
    posting_cap: int = POSTING_CAP
    time_window: float | None = TIME_WINDOW  # days; None: published times are not used
    strong_link: float = STRONG_LINK


# ---------------------------------------------------------------------------------------------
# features


def article_key(article: Article) -> str:
    """Content hash of an article record: the same record fed twice has the same key."""
    rec = [article.id, article.title, article.outlet, article.url, article.published,
           article.text]
    return hashlib.sha256(json.dumps(rec, ensure_ascii=False).encode("utf-8")).hexdigest()


def topical_text(article: Article) -> tuple[list[str], list[Removal]]:
    """The paragraphs that say what the article is about, and the page chrome left out.

    Long paragraphs that contain web chrome are filtered sentence by sentence, so an archive
    notice written as one long paragraph is recognised too.
    """
    kept: list[str] = []
    chrome: list[Removal] = []
    seen: set[str] = set()
    title_key = " ".join((article.title or "").lower().split())
    for par in paragraphs_of(normalize(article.text)):
        key = par.lower()
        if key == title_key:
            continue
        reason = "repeated" if key in seen else paragraph_noise(par)
        seen.add(key)
        if reason in CHROME:
            chrome.append(Removal(0, par, reason))
            continue
        if len(par.split()) > WEB_CHECK_WORDS and is_web_boilerplate(par):
            sentences = _SENTENCE.split(par)
            good = [s for s in sentences if not is_web_boilerplate(s)]
            chrome += [Removal(0, s, "web boilerplate") for s in sentences
                       if is_web_boilerplate(s)]
            par = " ".join(good)
            if not par.strip():
                continue
        kept.append(par)
    return kept, chrome


_MAX_WORD_CACHE = 1_000_000
_word_cache: dict[str, tuple[str, float] | None] = {}


def _word_term(word: str) -> tuple[str, float] | None:
    """A lowercased word's stem and rarity, or None for stopwords and single letters.

    Computed from the word itself (never from process state), so features are the same in
    every process and for every input order.
    """
    info = _word_cache.get(word, ())
    if info == ():
        base = word.removesuffix("'s")
        st = stem(word)
        info = None if (st in STOP_STEMS or base in STOPWORDS or len(base) < 2) \
            else (st, round(rarity(base), 3))
        if len(_word_cache) < _MAX_WORD_CACHE:
            _word_cache[word] = info
    return info  # type: ignore[return-value]


def article_features(article: Article, key: str | None = None,
                     limits: Limits | None = None) -> Features:
    """Terms, boilerplate flag and lead sentence of one article (of its first
    ``limits.article_words`` words: bounded work for any article)."""
    key = key or article_key(article)
    article = cut_article(article, current(limits), "")[0]
    kept, chrome = topical_text(article)
    boiler = is_boilerplate(kept, chrome)
    counts: dict[str, int] = defaultdict(int)
    rar: dict[str, float] = {}
    if not boiler:
        text = "\n".join(([article.title] if article.title else []) + kept)
        for w, n in Counter(words(text)).items():
            info = _word_term(w)
            if info is not None:
                st, r = info
                counts[st] += n
                rar[st] = min(r, rar.get(st, r))
    terms = sorted(counts)
    lead = "" if boiler else lead_sentence(article.text, article.title)
    return Features(key, tuple(terms), tuple(counts[t] for t in terms),
                    tuple(rar[t] for t in terms), boiler, lead,
                    normal_published(article.published), outlet_label(article),
                    tuple(credited_outlets(article.text)))


def outlet_label(article: Article) -> str:
    """The article's outlet when its metadata, URL or credit lines say it; "" otherwise."""
    name = label_outlet(article, "", "unknown").outlet or ""
    return AGENCIES.get(name, name)


def document_frequencies(features: Iterable[Features]) -> dict[str, int]:
    df: dict[str, int] = defaultdict(int)
    for f in features:
        if not f.boilerplate:
            for t in f.terms:
                df[t] += 1
    return df


def idf(terms: Sequence[str], df: Mapping[str, int], n_docs: int) -> np.ndarray:
    """(1 + ln((N + 1) / (df + 1)))² of each term: what is common in this pile weighs less."""
    d = np.fromiter((df.get(t, 0) for t in terms), dtype=float, count=len(terms))
    return (1.0 + np.log((n_docs + 1.0) / (d + 1.0))) ** IDF_POWER


def vectors(features: Sequence[Features], df: Mapping[str, int], n_docs: int,
            vocab: Mapping[str, int] | None = None) -> tuple[sparse.csr_matrix, dict[str, int]]:
    """L2-normalised rows, weight (1 + ln tf) x rarity x IDF²; columns are the sorted terms.

    Columns in term order (not input order) make every sum, and so every similarity, the
    same bit for bit whatever order the articles came in.
    """
    if vocab is None:
        vocab = {t: i for i, t in enumerate(sorted({t for f in features for t in f.terms}))}
    all_terms = sorted(vocab, key=vocab.__getitem__)
    weight = idf(all_terms, df, n_docs)
    indptr = [0]
    cols: list[int] = []
    vals: list[np.ndarray] = []
    for f in features:
        if f.boilerplate or not f.terms:
            indptr.append(indptr[-1])
            continue
        c = np.fromiter((vocab[t] for t in f.terms), dtype=np.int64, count=len(f.terms))
        v = (1.0 + np.log(np.asarray(f.counts, dtype=float))) * np.asarray(f.rarity) * weight[c]
        norm = math.sqrt(float(v @ v)) or 1.0
        cols += c.tolist()
        vals.append(v / norm)
        indptr.append(indptr[-1] + len(c))
    data = np.concatenate(vals) if vals else np.zeros(0)
    m = sparse.csr_matrix((data, np.array(cols, dtype=np.int64), np.array(indptr)),
                          shape=(len(features), len(vocab)))
    return m, dict(vocab)


def salient_terms(row: sparse.csr_matrix, terms: Sequence[str], k: int) -> list[str]:
    """The ``k`` heaviest terms of one vector row (ties by term), i.e. what it is about."""
    order = sorted(zip(-row.data, (terms[i] for i in row.indices)))
    return [t for _, t in order[:k]]


# ---------------------------------------------------------------------------------------------
# candidates and similarity


def candidate_pairs(salient: Sequence[Sequence[str]], cap: int) -> np.ndarray:
    """Pairs (i < j) of articles sharing a salient term, from an inverted index of them.

    A term in more than ``cap`` articles' salient lists is skipped: it names no single story,
    and skipping it keeps the number of pairs near-linear in the number of articles.
    """
    postings: dict[str, list[int]] = defaultdict(list)
    for i, terms in enumerate(salient):
        for t in terms:
            postings[t].append(i)
    chunks = []
    for docs in postings.values():
        if 2 <= len(docs) <= cap:
            d = np.array(docs, dtype=np.int64)
            a, b = np.triu_indices(len(d), 1)
            chunks.append(np.stack([d[a], d[b]], axis=1))
    if not chunks:
        return np.zeros((0, 2), dtype=np.int64)
    return np.unique(np.concatenate(chunks), axis=0)


def pair_similarities(m: sparse.csr_matrix, pairs: np.ndarray,
                      other: sparse.csr_matrix | None = None, block: int = 32) -> np.ndarray:
    """Cosine of each pair (rows of ``m``; with ``other``, row i of m and row j of other)."""
    other = m if other is None else other
    out = np.zeros(len(pairs))
    if not len(pairs):
        return out
    order = np.argsort(pairs[:, 0], kind="stable")
    p = pairs[order]
    starts = np.searchsorted(p[:, 0], np.unique(p[:, 0]))
    bounds = [*starts.tolist(), len(p)]
    lo = 0
    while lo < len(bounds) - 1:
        hi = min(lo + block, len(bounds) - 1)
        seg = p[bounds[lo]:bounds[hi]]
        rows, rinv = np.unique(seg[:, 0], return_inverse=True)
        cols, cinv = np.unique(seg[:, 1], return_inverse=True)
        prod = (m[rows] @ other[cols].T).tocsr()
        vals = np.asarray(prod[rinv, cinv]).ravel()
        out[order[bounds[lo]:bounds[hi]]] = vals
        lo = hi
    return out


# ---------------------------------------------------------------------------------------------
# agglomeration


def agglomerate(n: int, edges: Mapping[tuple[int, int], float], threshold: float,
                sizes: Sequence[int] | None = None,
                fixed: Sequence[bool] | None = None,
                spans: np.ndarray | None = None, window: float | None = None,
                strong: float = STRONG_LINK) -> list[int]:
    """Average-link clustering on a sparse graph; returns a label (a node index) per node.

    ``edges[(a, b)]`` is the summed similarity between the articles of nodes a and b (a
    missing edge is 0), ``sizes`` the number of articles per node (1 each by default). Two
    groups merge while their average pairwise similarity is at least ``threshold``; average
    link, unlike single link, does not chain unrelated stories through one shared article.
    Nodes marked ``fixed`` (stories already in a store) never merge with each other. Ties go
    to the lowest node numbers, so the result depends only on the input.

    Time: ``spans[i]`` is node i's published span in seconds ([start, end], NaN when
    unknown). Two groups whose spans are more than ``window`` days apart merge only on strong
    evidence: an average similarity of at least ``strong``. A group's span is that of all its
    articles, so a story that grows day by day keeps taking the next day's articles.
    """
    size = list(sizes) if sizes is not None else [1] * n
    fix = list(fixed) if fixed is not None else [False] * n
    timed = spans is not None and window is not None
    lo = [float(x) for x in spans[:, 0]] if timed else []
    hi = [float(x) for x in spans[:, 1]] if timed else []
    far = (window or 0.0) * 86400.0
    adj: list[dict[int, float]] = [{} for _ in range(n)]
    for (a, b), s in edges.items():
        if a != b:
            adj[a][b] = adj[a].get(b, 0.0) + s
            adj[b][a] = adj[b].get(a, 0.0) + s
    label = list(range(n))
    version = [0] * n
    heap: list[tuple[float, int, int, int, int]] = []

    def needed(a: int, b: int) -> float:
        if not timed or math.isnan(lo[a]) or math.isnan(lo[b]):
            return threshold
        gap = max(lo[a], lo[b]) - min(hi[a], hi[b])
        return max(threshold, strong) if gap > far else threshold

    def push(a: int, b: int) -> None:
        if fix[a] and fix[b]:
            return
        avg = adj[a][b] / (size[a] * size[b])
        if avg >= needed(a, b):
            x, y = (a, b) if a < b else (b, a)
            heapq.heappush(heap, (-avg, x, y, version[x], version[y]))

    for a in range(n):
        for b in adj[a]:
            if a < b:
                push(a, b)
    while heap:
        _, a, b, va, vb = heapq.heappop(heap)
        if label[a] != a or label[b] != b or version[a] != va or version[b] != vb:
            continue
        # merge b into a (a < b: the survivor is the lowest node number)
        label[b] = a
        size[a] += size[b]
        fix[a] = fix[a] or fix[b]
        if timed and not math.isnan(lo[b]):
            lo[a] = lo[b] if math.isnan(lo[a]) else min(lo[a], lo[b])
            hi[a] = hi[b] if math.isnan(hi[a]) else max(hi[a], hi[b])
        version[a] += 1
        del adj[a][b]
        for c, s in adj[b].items():
            if c == a:
                continue
            adj[a][c] = adj[a].get(c, 0.0) + s
            del adj[c][b]
            adj[c][a] = adj[a][c]
        adj[b] = {}
        for c in adj[a]:
            push(a, c)

    def root(x: int) -> int:
        while label[x] != x:
            label[x] = label[label[x]]
            x = label[x]
        return x

    return [root(i) for i in range(n)]


# ---------------------------------------------------------------------------------------------
# the whole thing


def story_id(keys: Iterable[str]) -> str:
    """A story's id: from its first article's content hash, so it never depends on order."""
    return "s-" + min(keys)[:12]


def _derived(articles: Sequence[Article], features: Sequence[Features],
             m: sparse.csr_matrix | None) -> set[int]:
    """Articles that are another article's copy in this story: they credit its outlet for
    their text, or their words are nearly all its words (cosine >= 0.9) and it came first."""
    owners: dict[str, int] = {}
    for i, f in enumerate(features):
        if f.outlet:
            owners.setdefault(f.outlet.casefold(), i)
    out = set()
    for i, f in enumerate(features):
        own = f.outlet.casefold()
        if any(c.casefold() != own and c.casefold() in owners for c in f.credits):
            out.add(i)
    if m is not None and m.shape[0] > 1 and m.nnz:
        sim = (m @ m.T).toarray()

        def first(i: int) -> tuple[str, str]:
            return (features[i].published or "~", features[i].key)

        for i in range(len(features)):
            if any(j != i and sim[i, j] >= 0.9 and first(j) < first(i)
                   for j in range(len(features))):
                out.add(i)
    return out


def headline_of(articles: Sequence[Article], features: Sequence[Features],
                m: sparse.csr_matrix | None) -> str:
    """The story's headline (see ``headlines``): the title of its most central article from an
    independent outlet (an article that is not another's copy); else of a copy; else the first
    story sentence of the most central article that has one."""
    n = len(articles)
    if n == 1 or m is None or m.nnz == 0:
        rank = list(range(n))
    else:
        m = m.tocsr()
        m = m[:, np.unique(m.indices)]  # only the story's own terms: cost independent of N
        centroid = np.asarray(m.sum(axis=0)).ravel()
        score = m @ centroid
        rank = sorted(range(n), key=lambda i: (-round(float(score[i]), 9), features[i].key))
    derived = _derived(articles, features, m) if n > 1 else set()
    by_rank = {i: r for r, i in enumerate(rank)}
    titled, cut_titles = [], []
    for i in rank:
        if articles[i].title and not features[i].boilerplate:
            t = clean_title(articles[i].title, articles[i].text)
            if not t or len(t.split()) > HEADLINE_WORDS:
                continue
            why = problem(t)
            if why is None:
                titled.append((i in derived, by_rank[i], t))
            elif why == "truncated":  # a title the wire or the crawl cut off
                cut_titles.append((i in derived, by_rank[i], t.rstrip(" .…") + " …"))
    if titled:
        return shorten(min(titled)[2])
    leads = [i for i in sorted(rank, key=lambda i: (i in derived, by_rank[i]))
             if features[i].lead]
    # the most central lead, or a close runner-up, that fits a headline without a cut
    near = leads[:max(2, (len(leads) + 1) // 2)]
    whole = [i for i in near if len(features[i].lead.split()) <= HEADLINE_WORDS]
    if whole:
        return shorten(features[whole[0]].lead)
    if cut_titles:  # a real headline cut short reads better than a long lead cut short
        return min(cut_titles)[2]
    return shorten(features[leads[0]].lead) if leads else untitled(n)


def sort_articles(articles: Iterable[Article]) -> list[Article]:
    return sorted(articles, key=lambda a: (a.published or "", a.id, article_key(a)))


def unique_articles(articles: Iterable[Article]) -> tuple[list[Article], list[str]]:
    """Articles with exact repeats (same record, same content hash) dropped, and warnings."""
    seen: dict[str, Article] = {}
    ids: dict[str, int] = defaultdict(int)
    warnings = []
    for a in articles:
        k = article_key(a)
        if k in seen:
            warnings.append(f"{a.origin or a.id}: article {a.id!r} repeats an earlier record "
                            "exactly; counted once")
            continue
        seen[k] = a
        ids[a.id] += 1
    warnings += [f"article id {i!r} is used by {n} different articles" for i, n in
                 sorted(ids.items()) if n > 1]
    return list(seen.values()), warnings


def cluster_articles(articles: Iterable[Article | str | dict[str, Any]],
                     params: ClusterParams | None = None) -> list[StoryGroup]:
    """Group articles into stories without being told how many there are.

    Returns every story (non-news documents and one-offs as singletons), largest first, then
    by id. Exact repeats of a record count once. The result does not depend on input order.
    """
    p = params or ClusterParams()
    arts, _ = unique_articles(coerce_articles(articles))
    if not arts:
        raise NewsfuseError("no articles to cluster")
    keyed = sorted(((article_key(a), a) for a in arts), key=lambda x: x[0])
    keys = [k for k, _ in keyed]
    arts = [a for _, a in keyed]
    feats = [article_features(a, k) for k, a in keyed]
    labels, m = group_features(feats, p)
    members: dict[int, list[int]] = defaultdict(list)
    for i, lab in enumerate(labels):
        members[lab].append(i)
    groups = []
    for idx in members.values():
        sub = m[idx] if m is not None else None
        groups.append(StoryGroup(
            id=story_id(keys[i] for i in idx),
            articles=tuple(sort_articles(arts[i] for i in idx)),
            headline=headline_of([arts[i] for i in idx], [feats[i] for i in idx], sub),
            boilerplate=all(feats[i].boilerplate for i in idx)))
    return sorted(groups, key=lambda g: (-len(g.articles), g.id))


def group_features(feats: Sequence[Features], params: ClusterParams | None = None
                   ) -> tuple[list[int], sparse.csr_matrix]:
    """Labels (one node index per story) for articles' features, and their vectors."""
    p = params or ClusterParams()
    df = document_frequencies(feats)
    news = sum(1 for f in feats if not f.boilerplate)
    m, vocab = vectors(feats, df, news)
    terms = sorted(vocab, key=vocab.__getitem__)
    salient = [salient_terms(m[i], terms, p.salient) for i in range(m.shape[0])]
    pairs = candidate_pairs(salient, p.posting_cap)
    sims = pair_similarities(m, pairs)
    edges = {(int(a), int(b)): float(s) for (a, b), s in zip(pairs, sims) if s > 0}
    return agglomerate(len(feats), edges, p.threshold, spans=spans(feats),
                       window=p.time_window, strong=p.strong_link), m


def spans(feats: Sequence[Features]) -> np.ndarray:
    """Each article's published time as a span of seconds [start, end] (a date-only value is
    its whole day; unknown: NaN)."""
    out = np.full((len(feats), 2), np.nan)
    for i, f in enumerate(feats):
        when = parse_published(f.published)
        if when is not None:
            t = when.at.timestamp()
            out[i] = (t, t + 86400.0 if when.date_only else t)
    return out


# ---------------------------------------------------------------------------------------------
# digest: a brief per story, ranked


@dataclass
class DigestEntry:
    """One story of a digest: the group, its brief and its number of independent outlets."""

    story: StoryGroup
    brief: Any  # model.Brief
    outlets: int

    def to_dict(self) -> dict[str, Any]:
        brief = self.brief.to_dict()
        brief.pop("removed", None)
        return {**self.story.to_dict(), "outlets": self.outlets, "brief": brief}


@dataclass
class Digest:
    """Briefs of every news story, most independent outlets first."""

    entries: list[DigestEntry]
    words_budget: int
    articles: int  # articles in the stories briefed
    left_out: int = 0  # non-news documents (and stories below the size asked) not briefed
    warnings: list[str] | None = None
    query: str | None = None  # the question every brief answers (stories without an answer
    # are left out)
    since: str | None = None  # what's new since then (stories with nothing new left out)

    def to_dict(self) -> dict[str, Any]:
        out = {"stories": [e.to_dict() for e in self.entries], "words_budget": self.words_budget,
               "articles": self.articles, "left_out": self.left_out,
               "warnings": list(self.warnings or [])}
        if self.query is not None:
            out["query"] = self.query
        if self.since is not None:
            out["since"] = self.since
        return out


def independent_outlets(brief: Any) -> int:
    """Outlets that report a story independently: reprint lineages, one per outlet name."""
    story = brief.story
    lineage = story.alignment.lineage if story is not None and story.alignment else None
    same = DisjointSets(range(len(brief.articles)))
    by_outlet: dict[str, int] = {}
    by_lineage: dict[int, int] = {}
    for a in brief.articles:
        for table, key in ((by_outlet, a.outlet.casefold().strip()),
                           (by_lineage, lineage[a.index] if lineage else a.index)):
            if key in table:
                same.union(a.index, table[key])
            else:
                table[key] = a.index
    news = [a.index for a in brief.articles if not a.boilerplate] or [0]
    return len({same.find(i) for i in news})


def digest(groups: Sequence[StoryGroup], words: int = 120, *, quality: str = "fast",
           min_articles: int = 1, top: int | None = None, query: str | None = None,
           since: str | None = None,
           stored_before: Container[tuple[str, str | None, str | None, str | None]] = (),
           limits: Limits | None = None) -> Digest:
    """A brief of every news story of ``groups``, ranked by independent outlets.

    Stories that are one non-news document, and stories with fewer than ``min_articles``
    articles, are left out (and counted). Ties go to the larger story, then the story id.
    With a ``query`` every brief answers it, and stories that say nothing on it are left out.
    With ``since`` every brief gives what is new since then: a story's articles published
    before it, or undated and in ``stored_before`` ((id, title, outlet, published) of the
    articles a store held then), count as seen; stories with nothing new are left out.
    A story over the limits is briefed from its newest articles that fit them (with a
    warning); one that still cannot be briefed is left out with a warning.
    """
    from .pipeline import article_label, build_story, summarize

    limits = current(limits)
    entries = []
    left_out = 0
    warnings: list[str] = []
    small = unanswered = stale = 0
    for g in groups:
        if g.boilerplate:  # a non-news document: say which, and why, in the output
            left_out += 1
            for art in g.articles:
                story = build_story([art])
                why = dict(story.left_out).get(0, "not news (web page furniture)")
                warnings.append(f"left out {article_label(story.articles[0])}: {why}")
            continue
        if len(g.articles) < min_articles:
            left_out += 1
            small += 1
            continue
        arts, cut = newest_within(list(g.articles), limits)
        try:
            if since is None:
                brief = summarize(arts, words, quality=quality,  # type: ignore[arg-type]
                                  query=query, limits=limits)
            else:
                story = build_story(arts, limits)
                known = [i for i, a in enumerate(story.articles)
                         if (a.id, a.title, a.outlet, a.published) in stored_before]
                brief = summarize(story, words, quality=quality,  # type: ignore[arg-type]
                                  query=query, seen=known, since=since)
        except LimitError as exc:
            left_out += 1
            warnings.append(f"story {g.id} left out: {exc}")
            continue
        if cut:
            brief.warnings.insert(0, cut)
        if since is not None and not brief.sentences and brief.answered:
            left_out += 1
            stale += 1
            continue
        if not brief.answered:
            left_out += 1
            unanswered += 1
            continue
        entries.append(DigestEntry(g, brief, independent_outlets(brief)))
    entries.sort(key=lambda e: (-e.outlets, -len(e.story.articles), e.story.id))
    if stale:
        warnings.append(f"{stale} stor{'y' if stale == 1 else 'ies'} with nothing new since "
                        f"{since} left out")
    if unanswered:
        warnings.append(f"{unanswered} stor{'y' if unanswered == 1 else 'ies'} that say "
                        "nothing on the question left out")
    if small:
        warnings.append(f"{small} stor{'y' if small == 1 else 'ies'} with fewer than "
                        f"{min_articles} articles left out, as asked")
    if top is not None and len(entries) > top:
        n = len(entries) - top
        warnings.append(f"{n} stor{'y' if n == 1 else 'ies'} past the top {top} left out, "
                        "as asked")
        left_out += n
        entries = entries[:top]
    return Digest(entries, words, sum(len(e.story.articles) for e in entries), left_out,
                  warnings, query, since)
