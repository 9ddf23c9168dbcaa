"""Align: which articles report each sentence, and which articles copy which.

Owns sentence similarity (cosine over rarity-weighted stemmed content terms, computed as one
sparse product per article pair), cross-source support (every article with a sentence that says
the same thing: similar, and verified to tell the same claim, ``claims.verified``, unless
copies within one family of reprints), derivations (wire reprints and edits: many shared
sentences, or a credit such as "Additional reporting by AP" naming another article's outlet),
lineages (families of derived articles, so that a reprint never counts as an independent
source) and voices (independent outlets: one outlet's several articles, and what was copied
from it, are one). Derivations follow the articles' dates, and an outlet's rewrite of its own
story is an "update", not a copy. Also which articles are about another story than the rest
(``off_story``: their words as a whole are nearly none of any other article's).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

import numpy as np
from scipy import sparse

from .claims import (
    MIN_FACT_WORDS,
    RARE_FIGURES,
    SAME_COUNTS,
    anchor_names,
    counted,
    dies_by_name,
    event_keys,
    fact_of,
    happenings_named,
    has_quote,
    has_speaker,
    identities,
    later_clauses,
    leads_alike,
    main_verb,
    mourned_deaths,
    negation_count,
    noun_clauses,
    only_gloss,
    plain_terms,
    quote_keys,
    rare_figures,
    same_act,
    same_cast,
    same_claim,
    same_count,
    same_counts,
    same_fact,
    same_figured,
    same_figures,
    same_finding,
    same_founding,
    same_gloss,
    same_identity,
    same_quotation,
    same_quoted,
    same_share,
    same_speech,
    same_statement,
    same_sum,
    same_tally,
    same_words,
    shares,
    statement,
    tallies,
    tells_finding,
    tells_founding,
    tells_sum,
    thing_counts,
    told_in_passing,
    verified,
)
from .dates import Date, parse_date, reference_date, relative_times
from .groups import DisjointSets
from .model import Alignment, Derivation, Sentence, Story, StoryMemo
from .terms import (
    WORD_NUMBER,
    rarity_by_id,
    stem,
    use_vocabulary,
    word_value,
)

SUPPORT_THRESHOLD = 0.5  # cosine at which a reprint's sentence reports the same fact
LEAD_SENTENCES = 2  # an article's first two sentences are its lead (``_lead_marks``)
LEAD_NAMES = 2  # names two leads share to tell one happening
LEAD_ALIKE_COSINE = 0.2  # ... or, a happening of any kind, from this cosine ...
LEAD_ALIKE_WORDS = 3  # ... with this many ordinary words in common (``claims.leads_alike``)
LEAD_DAYS_APART = 2  # articles this many days apart may tell one day's news (``_one_day``)
_CAPITALISED = re.compile(r"(?<![\w'’-])[A-Z][\w-]+")  # (a cheap look at the names first)
INDEPENDENT_THRESHOLD = 0.6  # the same across independent outlets (precision first)
DUPLICATE_THRESHOLD = 0.75  # cosine at which a sentence is a copy (wire reprint / light edit)
DERIVED_SHARE = 0.3  # share of an article's sentences copied from another to call it derived
MIN_SHARED_TERMS = 3
VERIFY = True  # links verified (``claims.verified``) unless near-copies in a lineage
DENSE_LIMIT = 4000  # up to this many sentences, all similarities are kept as one dense matrix
# An article whose words as a whole (the sum of its sentences' vectors) have a cosine below
# OFF_STORY with every other article's is about another story: a page the cluster caught by
# mistake (a horoscope, a video clip's blurb, a site's promotion, an unrelated report). Judged
# only among OFF_STORY_ARTICLES articles or more, of OFF_STORY_SENTENCES sentences or more (a
# one-line quotation shares few words with anything), and only when the rest share a story
# (cosine TWO_STORIES or more). Two short reports of one event can share few rare words (a
# flood, and the repair bill for it: 0.05), so the bar for leaving an article out is lower
# than the bar for warning that two long articles (TWO_STORIES_SENTENCES sentences each) may
# tell two stories.
OFF_STORY = 0.03
OFF_STORY_ARTICLES = 3
OFF_STORY_SENTENCES = 2
TWO_STORIES = 0.06
TWO_STORIES_SENTENCES = 5


def vectorize(sentences: tuple[Sentence, ...] | list[Sentence]) -> sparse.csr_matrix:
    """Binary content-term vectors weighted by term rarity, L2-normalised per sentence.

    Columns are the process-wide stem ids of ``terms``, so vectors of any two sentences, from
    any story, are comparable.
    """
    ids = [s.term_ids for s in sentences]
    lens = np.fromiter((len(x) for x in ids), dtype=np.int64, count=len(ids))
    cols = np.concatenate(ids) if ids else np.zeros(0, dtype=np.int64)
    rows = np.repeat(np.arange(len(ids)), lens)
    weights = rarity_by_id()
    width = len(weights)  # grows with the vocabulary; columns beyond it are never used
    m = sparse.csr_matrix((np.ones(len(cols)), (rows, cols)), shape=(len(ids), width))
    m.sum_duplicates()
    m.data = weights[m.indices]
    counts = np.diff(m.indptr)
    sq = np.zeros(len(counts))
    nz = counts > 0
    sq[nz] = np.add.reduceat(m.data * m.data, m.indptr[:-1][nz])
    norms = np.sqrt(sq)
    norms[norms == 0] = 1.0
    m.data /= np.repeat(norms, counts)
    return m


SPARSE_PRODUCT = 150  # from this many sentences a sparse product beats the dense one (2x at 300)


def dense_similarity(sentences: tuple[Sentence, ...] | list[Sentence]) -> np.ndarray:
    """All-pairs cosine of the ``vectorize`` vectors, as a dense matrix (for small stories)."""
    if len(sentences) >= SPARSE_PRODUCT:
        vec = vectorize(sentences)
        return (vec @ vec.T).toarray()
    ids = [s.term_ids for s in sentences]
    lens = np.fromiter(map(len, ids), dtype=np.int64, count=len(ids))
    allids = np.concatenate(ids) if ids else np.zeros(0, dtype=np.int64)
    # the distinct ids in order and each id's place among them (``np.unique(allids,
    # return_inverse=True)``), by a table as long as the story's vocabulary, not a sort
    has = np.zeros(int(allids.max()) + 1 if len(allids) else 0, dtype=bool)
    has[allids] = True
    uniq = has.nonzero()[0]
    place = np.zeros(len(has), dtype=np.intp)
    place[uniq] = np.arange(len(uniq))
    cols = place[allids]
    m = np.zeros((len(ids), len(uniq)), dtype=np.float32)  # float32: half the product's cost
    m[np.repeat(np.arange(len(ids)), lens), cols] = rarity_by_id()[allids]
    norms = np.sqrt(np.einsum("ij,ij->i", m, m))
    norms[norms == 0] = 1.0
    m /= norms[:, None]
    return (m @ m.T).astype(np.float64)


def shared_terms(a: Sentence, b: Sentence) -> int:
    return len(set(a.term_ids.tolist()).intersection(b.term_ids.tolist()))


_CREDIT_SOURCE = re.compile(
    r"(?:additional reporting by|reporting by|with reporting from|material from|"
    r"contributing:|information from|with files from)\s+(?:the\s+)?([A-Z][\w.&' -]{1,60})"
    r"|(?:^|\.\s+)(?:the\s+)?([A-Z][\w.&' -]{1,40}?)\s+contributed to this (?:report|story)",
    re.I)
_ALIASES = {"associated press": "ap", "the associated press": "ap", "ap": "ap",
            "reuters": "reuters", "thomson reuters": "reuters", "afp": "afp",
            "agence france-presse": "afp", "agence france presse": "afp"}


@lru_cache(maxsize=4096)
def outlet_key(name: str) -> str:
    """One key per outlet however it is written ("The Associated Press", "AP")."""
    n = re.sub(r"\s+", " ", name.strip().strip(".").lower())
    n = re.sub(r"\b(?:news agency|news service|staff|wire services?|writers?)\b", "", n).strip()
    return _ALIASES.get(n, n.removeprefix("the "))


def credited_outlets(story: Story, article: int) -> list[str]:
    """Outlets an article credits for material ("Additional reporting by AP")."""
    texts = [r.text for r in story.removed if r.article == article and r.reason == "credit"]
    out = []
    for t in texts:
        if re.search(r"['’]s\s+[A-Z]\w+\s+[A-Z]", t) and "contributed" in t:
            continue  # "CNN's Brian Walker contributed": the outlet's own staff
        for m in _CREDIT_SOURCE.finditer(t):
            name = (m.group(1) or m.group(2) or "").strip()
            name = re.split(r"\s+(?:and|in|from|with)\s+|[;,]", name)[0]
            if name:
                out.append(outlet_key(name))
    return out


def align(story: Story, support_threshold: float = SUPPORT_THRESHOLD,
          independent_threshold: float = INDEPENDENT_THRESHOLD) -> Story:
    """Cross-source support for every sentence, derivations and lineages of articles.

    Within a lineage (an article and its reprints/edits) a sentence is supported at cosine
    ``support_threshold``; across independent lineages word overlap misleads more often
    (independent outlets share names and places, not wording), so ``independent_threshold``.
    """
    with use_vocabulary(story.vocab):
        return _align(story, support_threshold, independent_threshold)


def _align(story: Story, support_threshold: float, independent_threshold: float) -> Story:
    sents = story.sentences
    n_art = len(story.articles)
    by_art = [[s.id for s in sents if s.article == a] for a in range(n_art)]
    copied = np.zeros((n_art, n_art))  # copied[a, b]: share of a's sentences found in b
    small = len(sents) <= DENSE_LIMIT
    full = dense_similarity(sents) if sents and small else None
    vec = vectorize(sents) if sents and not small else None
    blocks: dict[tuple[int, int], np.ndarray] = {}
    for a in range(n_art):
        ia = by_art[a]
        for b in range(a + 1, n_art):
            ib = by_art[b]
            if not ia or not ib:
                continue
            if full is not None:  # sentence ids are contiguous per article
                sim = full[ia[0]:ia[-1] + 1, ib[0]:ib[-1] + 1]
            else:
                sim = (vec[ia] @ vec[ib].T).toarray()
            blocks[a, b] = sim
            # (the share of rows found, counted: ``.max`` and ``.mean`` are Python-level)
            copied[a, b] = _copies(sents, ia, np.maximum.reduce(sim, axis=1)) / len(ia)
            copied[b, a] = _copies(sents, ib, np.maximum.reduce(sim, axis=0)) / len(ib)
    derivations = _derivations(story, copied, by_art)
    lineage = _lineages(n_art, derivations)
    support: list[list[tuple[int, int, float]]] = [[] for _ in sents]
    keys = [outlet_key(x.outlet) if x.outlet and x.outlet_from in _NAMED_OUTLET else None
            for x in story.articles]
    near: list[tuple[int, int]] = []  # similar enough to be marked, but a neighbouring fact
    dates = [parse_date(x.published) for x in story.articles]
    for (a, b), sim in blocks.items():
        strict = lineage[a] != lineage[b]
        thr = independent_threshold if strict else support_threshold
        # within a family of reprints: another outlet's edit of wire copy rewords the same
        # facts (links this close, or sharing the claim's plain words, stand unverified), but
        # one outlet's updates of its own story tell new facts in old words (only near-copies)
        update = keys[a] is not None and keys[a] == keys[b]
        copy = DUPLICATE_THRESHOLD if update else independent_threshold
        apart = weeks_apart(dates[a], dates[b])
        _link(sents, by_art[a], by_art[b], sim, support, thr, b, strict, near, copy, update,
              apart)
        _link(sents, by_art[b], by_art[a], sim.T, support, thr, a, strict, near, copy, update,
              apart)
    al = Alignment(support=tuple([tuple(sorted(s)) for s in support]),
                   derivations=tuple(derivations), lineage=tuple(lineage), vectors=vec,
                   similarity=full, voice=voices(story, derivations), near=tuple(near))
    return replace(story, alignment=al)


def _copies(sents: Sequence[Sentence], ia: list[int], best: np.ndarray) -> int:
    """How many of an article's sentences (``ia``; ``best``: each one's cosine with its
    closest in the other article) are copies of the other's; none when every copy is mostly a
    quotation (``claims.statement``): independent outlets quote one statement alike ("'I am
    incredibly flattered ...,' Stallone said in a statement late Sunday"), and only words of
    their own copied say that one article reuses the other."""
    found = (best >= DUPLICATE_THRESHOLD).nonzero()[0].tolist()
    if all(statement(sents[ia[r]].display) for r in found):
        return 0
    return len(found)


def weeks_apart(da: Date | None, db: Date | None) -> bool:
    """Whether two articles' days are more than RECENT_DAYS apart (both known): a happening
    each tells as of its own week ("on Wednesday", "today") is then two instances, not one."""
    return da is not None and db is not None and abs((da - db).days) > RECENT_DAYS


def _link(sents, ia, ib, sim, support, thr, b, strict=False, near=None,
          copy=DUPLICATE_THRESHOLD, update=False, apart=False) -> None:
    """Support links from article a's sentences (``ia``) to their most similar sentence of
    article b (``ib``). Between independent lineages (``strict``) a link must share the plain
    words of a claim (``same_claim``) and be verified (``claims.verified``); within a lineage
    links at ``copy`` or closer stand, and looser edits must share the claim's plain words
    (not for an ``update``) or be verified: an edit keeps old words around new facts
    ("continued the search for Rudolph, the suspect in the Jan. 29 bombing" is no mark for
    "Rudolph is charged in the Jan. 29 bombing")."""
    best = sim.argmax(axis=1)
    vals = sim[np.arange(len(ia)), best]
    for r in (vals >= thr).nonzero()[0].tolist():
        i, j = ia[r], ib[best[r]]
        if shared_terms(sents[i], sents[j]) < MIN_SHARED_TERMS:
            continue
        if apart and _RECENT.search(sents[i].display) and _RECENT.search(sents[j].display):
            continue  # each tells its happening as of its own week, weeks apart ("The Food and
            # Drug Administration on Wednesday approved a powerful combination ..." in June /
            # "... Wednesday approved the expanded use of Rebetron" in December): two approvals
        v = float(vals[r])
        if strict:
            ok = same_claim(sents[i].text, sents[j].text) and \
                (not VERIFY or verified(sents[i].display, sents[j].display, v))
        else:
            ok = not VERIFY or v >= copy or \
                (not update and same_claim(sents[i].text, sents[j].text)) or \
                verified(sents[i].display, sents[j].display, v)
        if ok:
            support[i].append((b, j, v))
        elif near is not None:
            near.append((i, j))  # the same words for a neighbouring fact: never both in a brief


def _derivations(story: Story, copied: np.ndarray, by_art: list[list[int]]) -> list[Derivation]:
    """Which article reuses which. A copy is never dated before its source (when both dates
    are known); between two articles of the same day the one copying the larger share of the
    other's sentences is the derived one. An outlet reworking its own earlier article is an
    "update" of it; reusing another outlet's text is a "copy"."""
    n_art = len(story.articles)
    keys = [outlet_key(a.outlet or "") for a in story.articles]
    dates = [parse_date(a.published) for a in story.articles]

    def not_before(a: int, b: int) -> bool:  # a may derive from b as far as dates say
        return dates[a] is None or dates[b] is None or dates[a] >= dates[b]

    def make(a: int, b: int, share: float, credit: str | None = None) -> Derivation:
        outlet = story.articles[b].outlet
        same = keys[a] == keys[b] and story.articles[a].outlet_from in _NAMED_OUTLET \
            and story.articles[b].outlet_from in _NAMED_OUTLET
        if same:
            when = f" of {dates[b].isoformat()}" if dates[b] else ""
            evidence = f"{share:.0%} of its sentences repeat {outlet}'s own article{when}"
        elif credit is not None:
            evidence = f"credits {outlet} (\"{credit}\"); {share:.0%} of its sentences copied"
        else:
            evidence = f"{share:.0%} of its sentences are copies of sentences in {outlet}"
        return Derivation(a, b, evidence, share, kind="update" if same else "copy")

    out: list[Derivation] = []
    done: set[int] = set()
    for a in range(n_art):
        credits = credited_outlets(story, a)
        sources = [b for b in range(n_art) if b != a and keys[b] in credits and not_before(a, b)]
        if sources:
            b = max(sources, key=lambda b: (copied[a, b], -b))
            out.append(make(a, b, float(copied[a, b]), _credit_text(story, a)))
            done.add(a)
    for a in range(n_art):
        if a in done or len(by_art[a]) < 2:
            continue
        cands = [(copied[a, b], b) for b in range(n_art) if b != a
                 and copied[a, b] >= DERIVED_SHARE and not_before(a, b)
                 and (copied[a, b] >= copied[b, a] - 1e-9 or not not_before(b, a))]
        for share, b in sorted(cands, reverse=True):
            if any(d.article == b and d.derived_from == a for d in out):
                continue
            if share == copied[b, a] and b > a and b not in done and not_before(b, a):
                # identical texts of the same day: the earlier article is taken as the original
                continue
            out.append(make(a, b, float(share)))
            done.add(a)
            break
    return out


_NAMED_OUTLET = frozenset({"metadata", "url", "credit"})  # outlet_from values naming an outlet


def _credit_text(story: Story, a: int) -> str:
    return next((r.text for r in story.removed if r.article == a and r.reason == "credit"), "")


def voices(story: Story, derivations: Sequence[Derivation]) -> tuple[int, ...]:
    """Each article's independent voice (a representative article): the outlet of the article
    it was copied from (following copies to their source), else its own outlet when one is
    named, else the article itself. An outlet's several articles are one voice (AP on Monday
    and AP on Tuesday); one New York Times article crediting the AP is AP's voice, not every
    Times article."""
    n = len(story.articles)
    source = {d.article: d.derived_from for d in derivations}

    def root(a: int) -> int:
        seen = {a}
        while a in source and source[a] not in seen:
            a = source[a]
            seen.add(a)
        return a

    sets = DisjointSets(range(n))
    first: dict[str, int] = {}
    for i in range(n):
        r = root(i)
        art = story.articles[r]
        key = outlet_key(art.outlet) if art.outlet_from in _NAMED_OUTLET and art.outlet \
            else f"#{r}"
        if key in first:
            sets.union(first[key], i)
        else:
            first[key] = i
    return tuple(sets.find(i) for i in range(n))


def _lineages(n: int, derivations: list[Derivation]) -> list[int]:
    families = DisjointSets(range(n))
    for d in derivations:
        families.union(d.article, d.derived_from)
    return [families.find(i) for i in range(n)]


PARAPHRASE_FLOOR = 0.25  # cosine from which another outlet's sentence may tell a brief
# sentence's fact in other words (``claims.same_fact`` decides)
WORDS_FLOOR = 0.4  # cosine from which ``claims.same_words`` is asked (runs of words) ...
WORDS_TERMS = 0.5  # ... and this share of the brief sentence's content words in the other
PARAPHRASE_TRIES = 4  # most similar sentences of each unmarked article put to the test
RECENT_DAYS = 7  # a happening told by its weekday is of its article's week
_RECENT = re.compile(r"\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|today|"
                     r"yesterday|tonight|last night|this week)\b")
CHAIN_SHARE = 0.5  # a mark of a mark: the share of the words a brief sentence and the marked
CHAIN_TERMS = 2  # sentence share that the third outlet's sentence keeps, and at least this many
MOURNED_WORDS = 3  # words "X died." (a death told by its mourning) shares with y: the name's
# two and the death
EVENT_FLOOR = 0.15  # cosine from which a brief sentence that tells a known happening
# (``claims.fact_of``) is put to ``claims.same_fact``: another verb, another subject and the
# happening's noun share few words ("a man shot at a group of police officers, injuring two
# of them" / "Two police officers were wounded when a man ... opened fire"); the happening,
# its participants and the anchors decide


@lru_cache(maxsize=4096)
def verb_forms(lemma: str) -> tuple[str, ...]:
    """A verb's inflected forms whose stem is not the lemma's ("strike": "struck"; "win":
    "won"), for the cheap look of a verb of no known kind in another outlet's sentence."""
    from lemminflect import getAllInflections

    root = stem(lemma).removesuffix("e")
    return tuple(sorted({f for fs in getAllInflections(lemma, upos="VERB").values() for f in fs
                         if root not in f}))


def _has_form(text: str, forms: tuple[str, ...]) -> bool:
    """Whether ``text`` has one of ``forms`` as a word."""
    low = text.lower()
    return any(f in low and re.search(rf"\b{re.escape(f)}\b", low) for f in forms)


def mark_paraphrases(story: Story, sentence_ids: Sequence[int]) -> Story:
    """The story with every article that tells one of ``sentence_ids``' facts in other words marked
    (added to ``Alignment.support``): for each sentence and each article not yet marked (a
    reprint family's other articles too: an outlet's edit of wire copy, or the press release an
    article quotes, may tell it in their own words), its PARAPHRASE_TRIES most similar sentences
    (cosine at least PARAPHRASE_FLOOR; from EVENT_FLOOR those that may tell the sentence's known
    happening) are put to ``claims.same_fact`` (read for a mark: ``marks=True``; and the other
    tests of one fact: the same rare figures, words, acronym gloss, or one speaker's same words,
    ``same_speech``; one payment's exact sum, ``same_sum``; one finding told by another verb,
    ``same_finding``; the death a mourning tells, ``mourned_deaths``); the first that passes
    is the mark, and the articles that reprint it (a
    near-copy, DUPLICATE_THRESHOLD, within that article's lineage) are marked with it. One
    outlet's several articles are each marked (an agency's later article that retells the fact
    as background: its wording stays in ``support``), and count once as an independent outlet
    (``Alignment.independent``). Only the brief's sentences need it, which keeps the cost to a
    few dozen tests."""
    al = story.alignment
    if al is None or len(story.articles) < 2 or not sentence_ids:
        return story
    with use_vocabulary(story.vocab):
        return _mark_paraphrases(story, al, sentence_ids)


def told_twice(story: Story, sentence_ids: Sequence[int]) -> list[int]:
    """Of a brief's ``sentence_ids`` (in the brief's order), each that tells again the fact of
    one before it: one is the other's mark (``mark_paraphrases`` found it tells the other's
    fact, or the other tells its own). Not one that tells the fact before it only in passing,
    its own main clause telling another ("Minecraft creator Markus Persson said he's
    canceling plans ... after hearing the news the company is being acquired by Facebook"
    after "Facebook is buying Oculus VR ...": the mark is right, the sentence no repeat)."""
    al = story.alignment
    if al is None:
        return []
    ids = list(sentence_ids)
    told = {(i, j) for i in ids for _, j, _ in al.support[i] if j != i}
    sents = story.sentences
    return [j for k, j in enumerate(ids)
            if any((j, i) in told or ((i, j) in told and
                                      not told_in_passing(sents[i].display, sents[j].display))
                   for i in ids[:k])]


def _most_similar(parts: tuple[list[int], ...], arts: list[int], row: list[float]) -> list[int]:
    """Of each part (sentence positions, increasing), each article's PARAPHRASE_TRIES most
    similar (``row``: cosines; ``arts``: each sentence's article), the earlier first of equals;
    all of them, the most similar first (equals: the earlier part's, then by article, then by
    position). A few dozen sentences a brief sentence: sorted here, not by numpy calls."""
    picked: list[int] = []
    for part in parts:
        tried: dict[int, int] = {}
        for j in sorted(part, key=lambda j: (arts[j], -row[j])):
            tried[arts[j]] = k = tried.get(arts[j], 0) + 1
            if k <= PARAPHRASE_TRIES:
                picked.append(j)
    return sorted(picked, key=lambda j: -row[j])


def _mark_paraphrases(story: Story, al: Alignment, sentence_ids: Sequence[int],
                      chain: bool = True, closed_too: dict[int, set[int]] | None = None
                      ) -> Story:
    sents = story.sentences
    skip = set(story.boilerplate) | set(story.novelty.seen if story.novelty is not None else ())
    support = list(al.support)
    changed = False
    arts = [x.article for x in sents]
    art = np.fromiter(arts, np.int64, len(sents))
    ids = list(sentence_ids)
    if al.similarity is not None:
        rows = al.similarity[ids]
    else:
        vec = al.vectors if al.vectors is not None else vectorize(sents)
        rows = (vec[ids] @ vec.T).toarray()
    # the articles already marked (each article on its own: a reprint family's other articles
    # may tell the fact in their own words, a press release the outlet quotes)
    closed = np.zeros((len(ids), len(story.articles)), dtype=bool)
    for r, i in enumerate(ids):
        closed[r, [sents[i].article, *(a for a, _, _ in support[i])]] = True
        if closed_too and i in closed_too:  # (articles a chain of marks needs no more)
            closed[r, sorted(closed_too[i])] = True
    unmarked = ~closed[:, art]
    # a happening told as of its article's week ("on Wednesday", "today") is not reported by
    # an article published more than RECENT_DAYS before that article: an earlier instance
    dates = [parse_date(a.published) for a in story.articles]
    for r, i in enumerate(ids):
        when = dates[sents[i].article]
        if when is not None and _RECENT.search(sents[i].display):
            early = [b for b, d in enumerate(dates)
                     if d is not None and (when - d).days > RECENT_DAYS]
            if early:
                unmarked[r, np.isin(art, early)] = False
    near = unmarked & (rows >= PARAPHRASE_FLOOR)
    # below PARAPHRASE_FLOOR, for a brief sentence that tells a known happening, the
    # sentences that may tell it too (a word of it: its verb, phrase or noun)
    low = unmarked & (rows >= EVENT_FLOOR) & ~near
    row_keys: dict[int, frozenset[str]] = {}
    for r in low.any(axis=1).nonzero()[0].tolist():
        x = sents[ids[r]]
        keys = row_keys[r] = event_keys(x.tokens)
        if not keys or not (fact_of(x.display).events or later_clauses(x.display)):
            low[r] = False
            continue
        terms = set(x.term_ids.tolist())  # one fact: MIN_FACT_WORDS shared (one may be the
        for c in low[r].nonzero()[0].tolist():  # happening in other words)
            if keys.isdisjoint(happenings_named(sents[c].text)) or \
                    len(terms.intersection(sents[c].term_ids.tolist())) < MIN_FACT_WORDS - 1:
                low[r, c] = False
    for r in (near | low).any(axis=1).nonzero()[0].tolist():  # an unmarked outlet says
        i = ids[r]  # something close
        s = sents[i]
        row = rows[r]
        marked = {s.article, *(a for a, _, _ in support[i])}
        quoted = bool(statement(s.display))  # mostly a quotation another may give too
        keys = row_keys[r] if r in row_keys else event_keys(s.tokens)
        told = bool(keys) and bool(fact_of(s.display).events)
        # its later main clauses with a happening of their own ("X died, and Y was arrested
        # and charged ..."): another outlet may tell only one of them
        clauses = later_clauses(s.display) if keys else ()
        backgrounds = noun_clauses(s.display) if keys else ()
        # a main verb of no known kind: the other tells it with the same verb ("was placed on
        # the FBI's most wanted list" / "the FBI placed him on its most wanted list"), read
        # at the first candidate (none for a quotation: its verb is the speaker's)
        verb_stem = "" if told or quoted else None
        forms: tuple[str, ...] = ()
        figures = not told and len(set(rare_figures(s.display))) >= RARE_FIGURES
        counts = thing_counts(s.display) if not told else frozenset()
        things = len(counts) >= SAME_COUNTS
        figured = bool(counts) and bool(rare_figures(s.display))
        share = not told and bool(shares(s.display))  # "55 percent" of a group
        gloss = not told and only_gloss(s.display)
        identity = bool(identities(s.display))  # "Enoch is actually Mike Peinovich"
        speech = has_speaker(s.display)  # one speaker's words, quoted or reported
        deaths = mourned_deaths(s.display)  # "is mourning the death of ... Devin Lima"
        finding = tells_finding(s.display)  # "have concluded pilot error caused the crash"
        paid = tells_sum(s.display)  # "handed over a check for $136,927.07"
        founded = tells_founding(s.display)  # "formed "The Implant Truth Survivors Committee""
        tally = bool(tallies(s.display))  # "by a near party-line 52-46 vote"
        exact = bool(counted(s.display))  # "a narrow 9,610-vote lead"
        # each article's PARAPHRASE_TRIES most similar, the most similar of all first; then
        # each article's PARAPHRASE_TRIES most similar below the floor (above: ``low``)
        cand = _most_similar((near[r].nonzero()[0].tolist(), low[r].nonzero()[0].tolist()),
                             arts, row.tolist())
        done = set(marked)
        added: list[tuple[int, int, float]] = []
        # the sentence before it in its article, when its subject names no one ("The group
        # began observing an open-ended cease-fire"): asked only when the fact is not found
        # without it, so that the subject it gains never costs a mark; not for a chain's
        # second link (a marked sentence's subject read from its article is a guess a mark of
        # a mark would carry on)
        own = sents[i - 1].display if chain and i and sents[i - 1].article == s.article and \
            (fact_of(s.display).anaphor or fact_of(s.display, True).anaphor) else ""
        recent = bool(_RECENT.search(s.display))
        for j in cand:
            b = int(art[j])
            if b in skip or b in done:
                continue
            other = sents[j].display
            if recent and _RECENT.search(other) and weeks_apart(dates[s.article], dates[b]):
                continue  # both tell the happening as of their own week, weeks apart: two
                # instances (as ``_link``)
            before = sents[j - 1].display if j and sents[j - 1].article == b else ""
            if figures and same_figures(s.display, other):
                same = True  # the same rare figures in the same order ("$76,328 ... $15,257")
            elif things and same_counts(s.display, other):
                same = True  # the same counts of the same things ("45 volunteers ... 75
                # acronyms" / "75 acronyms ... to 45 volunteers")
            elif row[j] >= WORDS_FLOOR and \
                    shared_terms(s, sents[j]) >= WORDS_TERMS * len(s.term_ids) and \
                    same_words(s.display, other):
                same = True  # most of its words, word for word
            elif figured and same_figured(s.display, other):
                same = True  # one sum and one count of one thing ("38 projects worth 287
                # million U.S. dollars" / "38 military construction projects ... worth 287
                # million U.S. dollars")
            elif share and same_share(s.display, other):
                same = True  # one share of one group ("97 million American adults, or 55
                # percent, are considered overweight or obese" / "55 percent of American
                # adults weighing more than they should")
            elif exact and same_count(s.display, other):
                same = True  # one exact count of one thing ("9,610-vote lead" / "9,610 votes")
            elif tally and same_tally(s.display, other):
                same = True  # one vote's count ("52-46 vote")
            elif row[j] >= WORDS_FLOOR and same_cast(s.display, other):
                same = True  # the same long list of people ("stars Vin Diesel, Dwayne ...")
            elif gloss and same_gloss(s.display, other):
                same = True  # the same acronym spelled out the same ("ETA, or Basque ...")
            elif identity and same_identity(s.display, other):
                same = True  # one person's alias and real name told as one
            elif speech and row[j] >= WORDS_FLOOR and same_speech(s.display, other):
                same = True  # one speaker's same words, quoted or reported
            elif speech and same_quoted(s.display, other, before):
                same = True  # one speaker's statement quoted, in part, by both
            elif quoted and same_quotation(s.display, other):
                same = True  # the statement's words given by the other, quoted or not
            elif paid and same_sum(s.display, other):
                same = True  # one payment told by its exact sum ("handed over a check for
                # $136,927.07" / "received a payment of $136,927.07")
            elif finding and same_finding(s.display, other):
                same = True  # one finding, told by another verb ("have concluded pilot
                # error caused the plane crash" / "findings confirm ... pilot error caused")
            elif founded and same_founding(s.display, other):
                same = True  # one named group's founding ("formed" / "started a group called")
            elif deaths and any(dies_by_name(c, other) and
                                same_fact(c, other, MOURNED_WORDS, main=True, context=before,
                                          marks=True) for c in deaths):
                same = True  # the death the mourning tells, told as y's own predicate
            else:
                if verb_stem is None:
                    if shared_terms(s, sents[j]) < MIN_FACT_WORDS:
                        continue  # too few words in common for one fact: no need to read x
                    verb = main_verb(s.display, bool(keys))
                    verb_stem = stem(verb).removesuffix("e") if verb else ""  # "fac": facing
                    forms = verb_forms(verb) if verb else ()  # "struck" for "strike"
                    if not verb_stem and not figures and not clauses:
                        if speech or deaths or finding or paid or founded or share or \
                                figured or things or exact or tally or gloss or identity:
                            continue  # only one speaker's words (or the fact told another
                            # way, above: by its figures, its counts, its share) may still
                            # be found in another candidate
                        break  # tells no happening and quotes no one: nothing to test
                if told:
                    same = bool(keys & event_keys(sents[j].tokens, nouns=True)) and \
                        (same_fact(s.display, other, context=before, marks=True) or
                         (bool(own) and same_fact(s.display, other, context=before,
                                                  marks=True, own_context=own)))
                else:  # x tells no known happening: the same quotation, or the same verb
                    same = (quoted and has_quote(other) and
                            same_statement(s.display, other)) or \
                        (bool(verb_stem) and (verb_stem in other.lower() or
                                              _has_form(other, forms)) and
                         shared_terms(s, sents[j]) >= MIN_FACT_WORDS and
                         (same_fact(s.display, other, any_verb=True, context=before,
                                    marks=True) or  # (read for a mark: y may describe x's
                          # subject by no name, "the two men were suspected of spying")
                          (bool(own) and same_fact(s.display, other, any_verb=True,
                                                   context=before, marks=True,
                                                   own_context=own)) or
                          same_act(s.display, other)))  # (told in a clause of y's: "...
                # was interrupted when ... Sediuk rushed the carpet")
                if not same and clauses and keys & event_keys(sents[j].tokens, nouns=True):
                    # (a clause whose subject is the sentence's pronoun: who, the sentence
                    # before it in its article says, or none is read)
                    same = any(same_fact(c, other, context=before, marks=True, own_context=own)
                               if fact_of(c).anaphor else
                               same_fact(c, other, context=before, marks=True)
                               for c in clauses if own or not fact_of(c).anaphor)
                if not same and backgrounds:  # the happening x tells by its noun and what it
                    # did, told by y as its own ("The Birmingham attack killed ...")
                    same = any(same_fact(c, other, context=before, marks=True, main=True)
                               for c in backgrounds)
            if same:
                added += _marked_with_copies(al, support, b, j, float(row[j]), done)
        if added:
            links = {a: (a, j, v) for a, j, v in reversed(added)}
            links.update({a: (a, j, v) for a, j, v in support[i]})
            support[i] = tuple(sorted(links.values()))
            changed = True
    for r, i in enumerate(ids):  # another outlet's quotation of one statement, however
        # little else the two sentences share (the cosine of "... he's 'never seen anything
        # like' his situation ..." and "'I've been in this business 52 years, and I've never
        # seen anything like this,' Cosby said" is low): the sentences with a quotation that
        # holds a key word of the brief sentence's (``quote_keys``), read by ``same_quoted``
        s = sents[i]
        keys_q = quote_keys(s.display) if has_quote(s.display) else frozenset()
        if not keys_q or not has_speaker(s.display):
            continue
        keys_q = frozenset(keys_q | {k.capitalize() for k in keys_q})  # (a quotation's
        # first word)
        done = {s.article, *(a for a, _, _ in support[i])}
        added = []
        # (one speaker named in both: they share a word, so a cosine above 0)
        for j in (unmarked[r] & (rows[r] > 0)).nonzero()[0].tolist():
            other = sents[j].display
            if not any(k in other for k in keys_q):
                continue
            b = int(art[j])
            before = sents[j - 1].display if j and sents[j - 1].article == b else ""
            if b in skip or b in done or not has_quote(other) or \
                    not same_quoted(s.display, other, before):
                continue
            added += _marked_with_copies(al, support, b, j, float(rows[r][j]), done)
        if added:
            support[i] = tuple(sorted(support[i] + tuple(added)))
            changed = True
    leads = [y for y in sents if y.index < LEAD_SENTENCES and y.article not in skip] \
        if chain else []  # (a chain's second link reads no leads)
    lead_ids = np.fromiter((y.id for y in leads), np.int64, len(leads))
    words: dict[int, frozenset[str]] = {}  # each article's words, when first asked
    starts = np.searchsorted(art, np.arange(len(story.articles) + 1))  # article a's sentences:
    # starts[a]:starts[a + 1] (a story's sentences come article by article)
    for r, i in enumerate(ids):  # two articles' leads that tell one happening
        added = _lead_marks(story, i, support[i], rows[r], leads, dates, words, starts,
                            lead_ids)
        if added:
            support[i] = tuple(sorted(support[i] + tuple(added)))
            changed = True
    if chain and _chained_marks(story, al, ids, support, unmarked, rows, skip):
        changed = True
    if not changed:
        return story
    return replace(story, alignment=replace(al, support=tuple(support)))


def _chained_marks(story: Story, al: Alignment, ids: list[int],
                   support: list[tuple[tuple[int, int, float], ...]], unmarked: np.ndarray,
                   rows: np.ndarray, skip: set[int]) -> bool:
    """A mark of a mark: an outlet that tells what a marked article's sentence tells (that
    sentence's own marks, read as a brief sentence's) tells the brief sentence's fact, when its
    sentence keeps CHAIN_SHARE (and CHAIN_TERMS at least) of the ordinary words the brief
    sentence and the marked sentence share (``claims.plain_terms``: what they say of the fact,
    not only its names) and has no negation the marked sentence lacks. Wire copy re-edited
    tells one fact in a chain of wordings: "Rudolph has been on the run since the January 1998
    bombing of a Birmingham, Ala., abortion clinic that killed an off-duty police officer and
    severely wounded a nurse." is marked by "The Birmingham attack killed an off-duty police
    officer working as a security guard at the clinic and seriously wounded a nurse.", which
    marks "The bombing killed an off-duty policeman who was working as a security guard at the
    clinic and seriously injured a nurse." (DUC D0729G); "The reward has been offered ..." after
    "Rudolph is on the FBI's Ten Most Wanted List, and a $1 million reward ..." keeps none of
    the list's words. A happening both tell (``claims.event_keys``, by verb or noun) must be
    told by the third too: "Killed were Kennedy, 38, his wife, Carolyn Bessette Kennedy, 33,
    and her 34-year-old sister" keeps the ages of "... departed Friday night", not the deaths.
    Adds ``support[i]`` in place; whether any mark was added."""
    sents = story.sentences
    have = [{sents[i].article, *(a for a, _, _ in support[i])} for i in ids]  # marked already
    asks: dict[int, list[tuple[int, frozenset[str], int]]] = {}  # row -> (marked sentence,
    # the words the two share, how many of them the third must keep)
    marked: dict[int, set[int]] = {}  # each marked sentence's articles no row asking needs
    for r, i in enumerate(ids):
        if len(skip | have[r]) >= len(story.articles):
            continue  # no article left to mark
        terms = plain_terms(sents[i].display)
        for _, j, _ in support[i]:
            shared = terms & plain_terms(sents[j].display)
            need = max(CHAIN_TERMS, math.ceil(CHAIN_SHARE * len(shared)))
            if len(shared) >= need:
                asks.setdefault(r, []).append((j, shared, need))
                marked[j] = marked[j] & have[r] if j in marked else set(have[r])
    if not asks:
        return False
    their = _mark_paraphrases(story, al, sorted(marked), chain=False, closed_too=marked)
    support_of = their.alignment.support if their.alignment is not None else al.support
    changed = False
    keys: dict[int, frozenset[str]] = {}

    def happenings(k: int) -> frozenset[str]:
        if k not in keys:
            keys[k] = event_keys(sents[k].tokens, nouns=True)
        return keys[k]

    for r, row_asks in asks.items():
        i = ids[r]
        done = set(have[r])
        added: list[tuple[int, int, float]] = []
        for j, shared, need in row_asks:
            negations = negation_count(sents[j].display)
            happened = happenings(i) & happenings(j)
            for c, k, _ in support_of[j]:
                if c in done or c in skip or not unmarked[r, k]:
                    continue
                other = sents[k].display
                if len(shared & plain_terms(other)) >= need and \
                        negation_count(other) <= negations and \
                        (not happened or happened & happenings(k)):
                    added += _marked_with_copies(al, support, c, k, float(rows[r][k]), done)
        if added:
            support[i] = tuple(sorted(support[i] + tuple(added)))
            changed = True
    return changed


def _marked_with_copies(al: Alignment, support: list[tuple[tuple[int, int, float], ...]],
                        b: int, j: int, v: float, done: set[int]) -> list[tuple[int, int, float]]:
    """The mark of article ``b`` (its sentence ``j``, cosine ``v``) and of the articles that
    reprint that sentence (a near-copy, DUPLICATE_THRESHOLD, within ``b``'s lineage) not
    ``done`` yet; all of them added to ``done``."""
    out = [(b, j, v)]
    done.add(b)
    out += [(c, k, v) for c, k, w in support[j]
            if al.lineage[c] == al.lineage[b] and c not in done and w >= DUPLICATE_THRESHOLD]
    done.update(c for c, _, _ in out)
    return out


def _lead_marks(story: Story, i: int, marks: tuple[tuple[int, int, float], ...],
                row: np.ndarray, leads: list[Sentence], dates: list[Date | None],
                words: dict[int, frozenset[str]], starts: np.ndarray, lead_ids: np.ndarray
                ) -> list[tuple[int, int, float]]:
    """The unmarked articles whose lead (one of its first LEAD_SENTENCES) tells the happening
    the brief sentence ``i``, itself its article's lead, tells, the two leads of one day
    (``_one_day``: their articles', both undated, or the day both name), neither a quotation,
    and no ages of their own in each ("28-year-old" / "29-year-old"). Either the same known
    kind as both main predicates (``claims.fact_of``), neither negated nor only planned,
    LEAD_NAMES names in common, no figures of their own in each ("$6.3 million" / "$4
    million"), a name of its subject (not a place) in the other
    article; or a happening of any kind told alike: cosine LEAD_ALIKE_COSINE, the other
    article's sentence most like it (where another is more alike, that one tells the fact
    there, and the tests above decide), LEAD_ALIKE_WORDS ordinary words in common and the
    other lead's main clause told in this one, neither a finding nor a statement, no figures
    or counts of their own (``claims.leads_alike``: "Congressional leaders
    on Wednesday clinched a two-year deal to lift strict budget caps on defense and domestic
    spending ..." / "The Senate's top leaders announced Wednesday they have sealed agreement
    on a two-year budget pact that would shower both the Pentagon and domestic programs with
    almost $300 billion above existing limits ...", which select already reads as one event
    told twice), and a name it gives (when it gives any) in the other article. Two outlets' leads
    of one story say what happened in their own words ("Sid Ahmed Ghlam, a 24-year-old Algerian
    national, was detained on Sunday in Paris ..." / "An Algerian man suspected of planning an
    imminent attack on a church has been arrested in Paris ..."), sharing too few words for the
    tests above; a quotation is left to them. ``words``: each article's words
    (``_article_words``), kept by the caller for its brief sentences; ``starts``: where each
    article's sentences start; ``lead_ids``: the ids of ``leads``."""
    sents = story.sentences
    s = sents[i]
    if s.index >= LEAD_SENTENCES or has_quote(s.display):
        return []
    fx = fact_of(s.display)
    known = bool(fx.events) and not fx.negated and not fx.modal
    done = {s.article, *(a for a, _, _ in marks)}
    # the one it tells of, by name: an article that never names them tells of another
    # ("Kellogg confirmed ... its manufacturing plant had been seized by the leftist government"
    # / "The government of Venezuela has said it has seized a factory owned by ... Kimberly-Clark")
    places = {w[1:] for w in fx.subject if w.startswith("@")}  # ("@venezuela": a place)
    who = {w for w in fx.subject if not w.startswith(("#", "@"))} - places
    named: set[str] | None = None  # (the alike reading: every name it gives, not a place)
    out: list[tuple[int, int, float]] = []
    if not known:  # only the leads alike can tell it (most brief sentences end here)
        leads = [leads[k] for k in (row[lead_ids] >= LEAD_ALIKE_COSINE).nonzero()[0].tolist()]
    caps = set(_CAPITALISED.findall(s.display)) if known else set()
    ax: frozenset[int] | None = None
    for y in leads:  # (the articles' first sentences, those left out aside)
        b = y.article
        alike = row[y.id] >= LEAD_ALIKE_COSINE
        if not (known or alike) or b in done or not _one_day(story, s, y, dates):
            continue
        told = known and len(caps.intersection(_CAPITALISED.findall(y.display))) >= LEAD_NAMES
        if not (told or alike) or has_quote(y.display):
            continue
        if ax is None:
            ax = _ages(s.display)
        if ax and (ay := _ages(y.display)) and ax.isdisjoint(ay):
            continue
        if told:
            fy = fact_of(y.display)
            if fy.events & fx.events and not (fy.negated or fy.modal) and \
                    len(fx.names & fy.names) >= LEAD_NAMES and \
                    not (fx.figures and fy.figures and fx.figures.isdisjoint(fy.figures)) and \
                    (not who or not who.isdisjoint(_words_of(story, b, words))):
                out.append((b, y.id, float(row[y.id])))
                done.add(b)
                continue
        if alike and row[y.id] >= row[starts[b]:starts[b + 1]].max() and \
                leads_alike(s.display, y.display, LEAD_ALIKE_WORDS):
            if named is None:
                named = {w for w in anchor_names(s.display) if not w.startswith(("#", "@"))}
            if not named or not named.isdisjoint(_words_of(story, b, words)):
                out.append((b, y.id, float(row[y.id])))
                done.add(b)
    return out


def _one_day(story: Story, x: Sentence, y: Sentence, dates: list[Date | None]) -> bool:
    """Whether two articles' leads are of one day: their articles are (or both undated), or,
    published up to LEAD_DAYS_APART apart (agency copy is often dated the day after it was
    written), the two leads name one day ("a federal judge Wednesday ordered the Napster
    online music service to stop ..." of July 26 / "a San Francisco judge slapped Napster Inc.
    with a preliminary injunction Wednesday ..." of July 27)."""
    da, db = dates[x.article], dates[y.article]
    if da == db:
        return True
    if da is None or db is None or abs((da - db).days) > LEAD_DAYS_APART:
        return False
    day = _day_told(story, x)
    return day is not None and day == _day_told(story, y)


def _day_told(story: Story, s: Sentence) -> Date | None:
    """The first day a sentence's relative time words name ("Wednesday", "today"), counted
    from its article's reference day (``dates.reference_date``), or None: a lead's happening
    comes first ("... slapped Napster Inc. with a preliminary injunction Wednesday and ordered
    the Internet service to halt all illegal song swapping by midnight Friday")."""
    art = story.articles[s.article]
    return next((t.first for t in relative_times(s.display, reference_date(art.text,
                                                                            art.published))
                 if t.grain == "day"), None)


def _words_of(story: Story, a: int, words: dict[int, frozenset[str]]) -> frozenset[str]:
    hit = words.get(a)
    if hit is None:
        hit = words[a] = _article_words(story, a)
    return hit


_AGE = re.compile(r"\b(\d{1,3}|" + WORD_NUMBER + r")-year-old", re.I)


def _ages(text: str) -> frozenset[int]:
    """The ages a sentence gives ("29-year-old", "Twenty-eight-year-old")."""
    return frozenset(int(v) for m in _AGE.finditer(text)
                     if (v := word_value(m.group(1)) if not m.group(1).isdigit()
                         else float(m.group(1))) is not None)


def _article_words(story: Story, a: int) -> frozenset[str]:
    """The lower-cased words of article ``a``'s sentences."""
    return frozenset(w for s in story.sentences if s.article == a
                     for w in re.findall(r"[a-z][\w'’-]*", s.display.lower()))


def _cosine_parts(story: Story) -> tuple[object, ...]:
    al = story.alignment
    return (story.sentences, story.boilerplate,
            None if al is None else al.similarity if al.similarity is not None else al.vectors)


_COSINES: StoryMemo[tuple[list[int], np.ndarray]] = StoryMemo(parts=_cosine_parts)


def article_cosines(story: Story) -> tuple[list[int], np.ndarray]:
    """The articles with story text (not web chrome), and the cosines of their words as a whole
    (each article the sum of its sentences' vectors), from the story's alignment. Found once
    for the story's sentences and similarities, which its marks and left-out articles do not
    change (off-story articles, the warnings and order each ask)."""
    return _COSINES.get(story, _article_cosines)


def _article_cosines(story: Story) -> tuple[list[int], np.ndarray]:
    by_art: dict[int, list[int]] = {}
    for s in story.sentences:
        if s.article not in story.boilerplate:
            by_art.setdefault(s.article, []).append(s.id)
    arts = sorted(by_art)
    al = story.alignment
    n = len(arts)
    if n < 2 or al is None:
        return arts, np.zeros((n, n))
    if al.similarity is not None:  # Gram matrix of the sums, from the sentence cosines:
        # an article's sentences are contiguous, so each block is a slice
        span = [(by_art[a][0], by_art[a][-1] + 1) for a in arts]
        gram = np.empty((n, n))
        for x, (a0, a1) in enumerate(span):
            rows = al.similarity[a0:a1]
            for y in range(x, n):
                b0, b1 = span[y]
                gram[x, y] = gram[y, x] = rows[:, b0:b1].sum()
    else:
        if al.vectors is not None:
            vec = al.vectors
        else:
            with use_vocabulary(story.vocab):
                vec = vectorize(story.sentences)
        sums = sparse.vstack([sparse.csr_matrix(vec[by_art[a]].sum(axis=0)) for a in arts])
        gram = (sums @ sums.T).toarray()
    norm = np.sqrt(np.clip(np.diag(gram), 1e-12, None))
    return arts, gram / np.outer(norm, norm)


def off_story(story: Story) -> tuple[tuple[int, float], ...]:
    """Articles about another story than the rest, each with its closest cosine (``OFF_STORY``)."""
    if len({s.article for s in story.sentences} - story.boilerplate) < OFF_STORY_ARTICLES:
        return ()
    arts, cos = article_cosines(story)
    cos = cos.copy()  # (the story's own, ``article_cosines`` keeps it)
    np.fill_diagonal(cos, -1.0)
    best = cos.max(axis=1)
    size = {a: 0 for a in arts}
    for s in story.sentences:
        if s.article in size:
            size[s.article] += 1
    far = [k for k, a in enumerate(arts) if best[k] < OFF_STORY and size[a] >= OFF_STORY_SENTENCES]
    rest = [k for k in range(len(arts)) if k not in far]
    if len(rest) < 2 or cos[np.ix_(rest, rest)].max() < TWO_STORIES:
        return ()  # no story the rest share: nothing to call another story
    return tuple((arts[k], float(max(best[k], 0.0))) for k in far)


_GROUPS: StoryMemo[dict[int, int]] = StoryMemo()  # per story: ``story_groups``


def story_groups(story: Story) -> dict[int, int]:
    """The articles with story text grouped by the story they tell, when they tell more than
    one: article -> its group (the group's first article), two articles in one group when a
    chain of articles whose words as a whole have a cosine of ``TWO_STORIES`` or more joins
    them. {} when all tell one story. Found once per story (order asks for every set of
    sentences it arranges)."""
    return _GROUPS.get(story, _story_groups)


def _story_groups(story: Story) -> dict[int, int]:
    arts, cos = article_cosines(story)
    sets = DisjointSets(arts)
    for x, y in zip(*np.nonzero(np.triu(cos >= TWO_STORIES, 1))):
        sets.union(arts[x], arts[y])
    if len(sets.groups()) < 2:
        return {}
    return {a: sets.find(a) for a in arts}


def two_stories(story: Story) -> float | None:
    """For a story of two long articles (``TWO_STORIES_SENTENCES`` sentences each) whose words
    as a whole have a cosine under ``TWO_STORIES``, that cosine: they may tell two stories."""
    if len({s.article for s in story.sentences} - story.boilerplate) != 2:
        return None
    arts, cos = article_cosines(story)
    size = [sum(1 for s in story.sentences if s.article == a) for a in arts]
    if min(size) < TWO_STORIES_SENTENCES or cos[0, 1] >= TWO_STORIES:
        return None
    return max(float(cos[0, 1]), 0.0)

