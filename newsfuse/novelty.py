"""Novelty: what the articles a reader has already seen said, so a brief gives only what is new.

Owns the split into seen and new articles (given, or by ``published`` date against a
``since`` date), what the seen articles already said (every new sentence that alignment says
reports a seen sentence's fact, or that is close to one in any outlet's wording: these are
never chosen, unless they carry a new figure), the seen concepts (select weighs a concept the
seen articles already covered far less, as the best TAC update systems penalised what the
earlier set covered), and new figures against old ones: a new sentence's figure that measures
the same thing as a figure of a seen article (same unit, thing counted, event, group and
place) with another value is an update, "12 dead, up from 10".
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from .dates import parse_published
from .model import Article, FigureUpdate, NewsfuseError, Novelty, Story
from .terms import use_vocabulary

_NUMBER = re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                     r"dozens?|hundreds?|thousands?|millions?|billions?|half|third|quarter)\b",
                     re.I)


@dataclass(frozen=True)
class NoveltyParams:
    """How close a new sentence may come to a seen one; see bench/update_check.py."""

    repeat_similarity: float = 0.6  # cosine to a seen sentence at which a sentence is old news
    seen_concept_weight: float = 0.3  # a concept the seen articles covered keeps this share
    update_similarity: float = 0.2  # two figures' sentences must be at least this related


def split_since(articles: Sequence[Article], since: str
                ) -> tuple[list[int], list[int], list[int]]:
    """Indices of the articles published before ``since`` (seen), from it on (new), and those
    without a readable date (among the new: nothing says the reader saw them)."""
    when = parse_published(since)
    if when is None:
        raise NewsfuseError(f"cannot read the date {since!r}: give e.g. 2024-03-12 or "
                            "2024-03-12T08:00Z")
    seen: list[int] = []
    new: list[int] = []
    undated: list[int] = []
    for i, a in enumerate(articles):
        p = parse_published(a.published)
        if p is None:
            undated.append(i)
            new.append(i)
        elif p.at < when.at:
            seen.append(i)
        else:
            new.append(i)
    return seen, new, undated


def novelty(story: Story, seen: Iterable[int], since: str | None = None,
            params: NoveltyParams | None = None) -> Story:
    """The story with its ``novelty``: which articles were seen and what they already said."""
    p = params or NoveltyParams()
    seen_set = frozenset(int(i) for i in seen)
    bad = [i for i in seen_set if not 0 <= i < len(story.articles)]
    if bad:
        raise NewsfuseError(f"seen article index out of range: {bad[0]}")
    with use_vocabulary(story.vocab):
        return replace(story, novelty=_novelty(story, seen_set, since, p))


def _novelty(story: Story, seen: frozenset[int], since: str | None, p: NoveltyParams
             ) -> Novelty:
    from .select import incidence

    sents = story.sentences
    n = len(sents)
    old = np.zeros(n)
    said = np.zeros(n, dtype=bool)
    seen_ids = np.array([s.id for s in sents if s.article in seen], dtype=np.int64)
    al = story.alignment
    if len(seen_ids) and n:
        sim = _similarity_to(story, seen_ids)
        old = sim.max(axis=1)
        old[seen_ids] = 1.0
        said = old >= p.repeat_similarity
        if al is not None:  # alignment's own judgement: the same fact in a seen article
            for s in sents:
                if any(a in seen for a, _, _ in al.support[s.id]):
                    said[s.id] = True
        said[seen_ids] = True
    codes = np.unique(incidence([(sents[i].token_ids, sents[i].term_ids)
                                 for i in seen_ids.tolist()])[1]) if len(seen_ids) else \
        np.zeros(0, dtype=np.int64)
    updates, restated = figure_updates(story, seen, p) if seen else ({}, set())
    for sid in restated:  # the seen articles' figures again, in other words
        said[sid] = True
    for sid in updates:  # the same fact with a new figure is news: "12 dead, up from 10"
        said[sid] = False
    return Novelty(seen=seen, since=since, old=old, said=said, concepts=codes,
                   updates=updates, seen_concept_weight=p.seen_concept_weight)


def _similarity_to(story: Story, ids: np.ndarray) -> np.ndarray:
    """Cosine of every sentence with each of the sentences ``ids`` (alignment's vectors)."""
    al = story.alignment
    if al is not None and al.similarity is not None:
        return np.asarray(al.similarity[:, ids])
    from .align import vectorize

    vec = al.vectors if al is not None and al.vectors is not None else \
        vectorize(story.sentences)
    return np.asarray((vec @ vec[ids].T).toarray())


def figure_updates(story: Story, seen: frozenset[int], p: NoveltyParams
                   ) -> tuple[dict[int, tuple[FigureUpdate, ...]], set[int]]:
    """For each sentence of a new article, its figures that a seen article gave another value
    for (the latest seen value, when several); and the new sentences whose every figure a
    related seen sentence already gave ("the police said ten people had died" after "ten
    people were killed"): a restatement, whatever the wording."""
    from .compare.numbers import quantities

    # read figures only where an update can be: sentences with a number, new ones related to
    # a seen one with a number (the figure reader is the costly part of an update brief)
    numeric = [s for s in story.sentences if _NUMBER.search(s.text)]
    seen_num = np.array([s.id for s in numeric if s.article in seen], dtype=np.int64)
    new_num = [s for s in numeric if s.article not in seen]
    if not len(seen_num) or not new_num:
        return {}, set()
    rel = _similarity_to(story, seen_num)
    near = [s for s in new_num if rel[s.id].max() >= p.update_similarity]
    if not near:
        return {}, set()
    cols = rel[[s.id for s in near]].max(axis=0) >= p.update_similarity
    keep = {s.id for s in near} | set(seen_num[cols].tolist())
    sub = replace(story, sentences=tuple(s for s in story.sentences if s.id in keep))
    qs = [q for q in quantities(sub) if _updatable(q)]
    old = [q for q in qs if q.article in seen]
    new = [q for q in qs if q.article not in seen]
    if not old or not new:
        return {}, set()
    sim = _similarity_to(story, np.array(sorted({q.sentence for q in old}), dtype=np.int64))
    col = {sid: k for k, sid in enumerate(sorted({q.sentence for q in old}))}
    out: dict[int, list[FigureUpdate]] = {}
    restated: dict[int, bool] = {}
    for q in new:
        best = None
        agreed = False
        for o in old:
            if not _same_measure(q, o) or sim[q.sentence, col[o.sentence]] < \
                    p.update_similarity:
                continue
            if q.value.overlaps(o.value):
                best, agreed = None, True  # a seen figure agrees: this is not a change
                break
            when = parse_published(story.articles[o.article].published)
            key = (when.at.timestamp() if when else 0.0, sim[q.sentence, col[o.sentence]],
                   -o.article, -o.sentence)
            if best is None or key > best[0]:
                best = (key, o)
        if best is not None:
            o = best[1]
            change = "up" if _mid(q.value) > _mid(o.value) else "down"
            was = o.text[:1].lower() + o.text[1:] if _NUMBER.match(o.text) else o.text
            out.setdefault(q.sentence, []).append(FigureUpdate(
                figure=q.text, was=was, change=change, article=o.article,
                sentence=o.sentence))
        restated[q.sentence] = restated.get(q.sentence, True) and agreed
    return {k: tuple(v) for k, v in out.items()}, \
        {k for k, v in restated.items() if v and k not in out}


def _updatable(q: Any) -> bool:
    return not (q.additional or q.part or q.hedged_claim or q.vague or q.listed) and \
        q.event is not None


def _same_measure(a: Any, b: Any) -> bool:
    """Two figures that count the same thing of the same event, group and place (at any time:
    an update is the same measure on a later day)."""
    if a.unit != b.unit or a.event != b.event:
        return False
    if a.unit == "count" and (a.noun_class is None or a.noun_class != b.noun_class):
        return False
    if a.unit != "count" and a.noun_class and b.noun_class and a.noun_class != b.noun_class:
        return False
    if (a.affiliation or "").casefold() != (b.affiliation or "").casefold():
        return False
    if a.where and b.where and not {w.casefold() for w in a.where} & \
            {w.casefold() for w in b.where}:
        return False
    return not (a.period and b.period and a.period.casefold() != b.period.casefold())


def _mid(iv: Any) -> float:
    hi = iv.hi if np.isfinite(iv.hi) else iv.lo * 1.5 + 1
    return (iv.lo + hi) / 2.0
