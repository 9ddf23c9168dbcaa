"""Select: which source sentences make the brief, within a word budget.

Owns the content model and the budgeted choice. Concepts are stemmed word bigrams (and content
words); a concept's weight sums, over the independent lineages of articles that mention it, a
prior that decays with how late the lineage first mentions it (news puts what matters first),
so a fact several outlets report early weighs most and a wire reprint adds nothing. Selection
maximises the weight of covered concepts under the word budget: the greedy algorithm for
budgeted submodular maximisation (Lin and Bilmes 2010), gain scaled by length^r, with lazy
evaluation, plus a hard rule that no two chosen sentences report the same fact.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

import numpy as np
from scipy import sparse

from .align import vectorize
from .model import Sentence, Story
from .order import dangling
from .terms import STOPWORDS, tokens_and_terms


@dataclass(frozen=True)
class SelectParams:
    """Tuned on Multi-News train (81 clusters), confirmed on validation; see bench/."""

    position_scale: float = 8.0  # concept weight 1/(1 + index/scale) at first mention
    length_power: float = 0.5  # gain / words**r: 0 = pure gain, 1 = gain per word
    unigram_weight: float = 1.0  # content words relative to bigrams
    min_words: int = 8  # shorter sentences are fragments, datelines, or captions
    max_words: int = 80  # longer ones are run-ons or lists
    redundancy: float = 0.55  # cosine above which a candidate repeats a chosen sentence
    lead_bonus: float = 6.0  # extra gain lead_bonus / (1 + index) for early sentences
    title_boost: float = 1.0  # concepts of the headlines weigh (1 + title_boost) times more
    dangling_needs_previous: bool = True  # "He said ..." only after the sentence before it


def sentence_concepts(s: Sentence) -> set[tuple[str, ...]]:
    """Bigrams of stemmed tokens (not both stopwords) and the content unigrams."""
    toks = s.tokens
    out: set[tuple[str, ...]] = {(a, b) for a, b in pairwise(toks)
                                 if not (a in STOPWORDS and b in STOPWORDS)}
    out.update((t,) for t in s.terms)
    return out


def candidates(story: Story, params: SelectParams) -> list[Sentence]:
    """Sentences eligible for the brief: not from non-news documents, of sensible length."""
    pool = [s for s in story.sentences if s.article not in story.boilerplate]
    if not pool:
        pool = list(story.sentences)
    good = [s for s in pool if params.min_words <= s.display_words <= params.max_words]
    return good or pool


def concept_matrix(story: Story, sents: list[Sentence], params: SelectParams
                   ) -> tuple[sparse.csr_matrix, np.ndarray]:
    """Sentence x concept incidence and concept weights (position prior per lineage)."""
    lineage = story.alignment.lineage if story.alignment else tuple(range(len(story.articles)))
    index: dict[tuple[str, ...], int] = {}
    rows: list[int] = []
    cols: list[int] = []
    first: dict[tuple[int, int], int] = {}  # (concept, lineage) -> earliest sentence index
    for r, s in enumerate(sents):
        lin = lineage[s.article]
        for c in sentence_concepts(s):
            j = index.get(c)
            if j is None:
                j = index[c] = len(index)
            rows.append(r)
            cols.append(j)
            key = (j, lin)
            if s.index < first.get(key, 1 << 30):
                first[key] = s.index
    weights = np.zeros(len(index))
    unigram = np.array([len(c) == 1 for c in index], dtype=bool)
    for (j, _), i in first.items():
        weights[j] += 1.0 / (1.0 + i / params.position_scale)
    weights[unigram] *= params.unigram_weight
    if params.title_boost:
        titled: set[tuple[str, ...]] = set()
        for a in story.articles:
            if a.title:
                titled |= sentence_concepts(_pseudo_sentence(a.title))
        for c in titled:
            j = index.get(c)
            if j is not None:
                weights[j] *= 1.0 + params.title_boost
    m = sparse.csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(len(sents), len(index)))
    return m, weights


def _pseudo_sentence(text: str) -> Sentence:
    toks, terms = tokens_and_terms(text)
    return Sentence(id=-1, article=-1, index=0, paragraph=0, text=text, words=len(text.split()),
                    tokens=toks, terms=terms)


def select(story: Story, words: int, params: SelectParams | None = None) -> list[Sentence]:
    """Chosen sentences, in the order chosen, with total display words <= ``words``."""
    params = params or SelectParams()
    sents = candidates(story, params)
    if not sents or words <= 0:
        return []
    m, w = concept_matrix(story, sents, params)
    lengths = np.array([s.display_words for s in sents], dtype=float)
    vec = vectorize(sents).matrix
    same_fact = _same_fact_sets(story, sents)
    uncovered = w.copy()
    bonus = np.array([params.lead_bonus / (1.0 + s.index) for s in sents])
    alive = lengths <= words
    waiting: dict[int, int] = {}  # dangling candidate -> its predecessor's position in sents
    if params.dangling_needs_previous:
        pos = {(s.article, s.index): i for i, s in enumerate(sents)}
        for i, s in enumerate(sents):
            if dangling(s.display):
                alive[i] = False
                prev = pos.get((s.article, s.index - 1))
                if prev is not None:
                    waiting[prev] = i
    chosen: list[int] = []
    used = 0.0
    while alive.any():
        gain = m @ uncovered + bonus
        score = np.where(alive, gain / np.power(lengths, params.length_power), -np.inf)
        best = int(np.argmax(score))
        if not np.isfinite(score[best]) or gain[best] <= 0:
            break
        chosen.append(best)
        used += lengths[best]
        bonus[best] = 0.0
        if best in waiting:
            alive[waiting[best]] = True
        uncovered[m[best].indices] = 0.0
        alive[best] = False
        alive &= lengths <= words - used
        sim = (vec @ vec[best].T).toarray().ravel()
        alive &= sim < params.redundancy
        for j in same_fact[best]:
            alive[j] = False
    return [sents[i] for i in chosen]


def _same_fact_sets(story: Story, sents: list[Sentence]) -> list[list[int]]:
    """For each candidate, the other candidates alignment says report the same fact."""
    if story.alignment is None:
        return [[] for _ in sents]
    pos = {s.id: i for i, s in enumerate(sents)}
    out: list[list[int]] = [[] for _ in sents]
    for i, s in enumerate(sents):
        for _, j, _ in story.alignment.support[s.id]:
            k = pos.get(j)
            if k is not None:
                out[i].append(k)
                out[k].append(i)
    return out
