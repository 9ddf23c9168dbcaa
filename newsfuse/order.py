"""Order: arrange chosen sentences into a readable brief.

Owns sentence order: the brief opens on the story's main event (the early fact with the widest
independent support, standing on its own); every other fact sits where the sources put it (its
earliest relative position across the articles that report it); sentences from one article keep
their original order; a sentence whose references lean on the sentence before it in its source
comes right after that sentence, and the brief never opens on an unresolved reference.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from .model import Sentence, Story
from .refs import NEEDS_PREVIOUS, Context, Need, can_resolve, unresolved
from .terms import stem

_DANGLING = re.compile(
    r"^(?:He|She|They|It|His|Her|Their|Its|Him|Them|This|These|Those|That|Such|There|"
    r"The (?:two|three|latter|former|same)|Both|Another|Also|But|And|So|Then)\b")


def dangling(text: str) -> bool:
    """True when a sentence leans on an earlier one for its meaning."""
    return bool(_DANGLING.match(text.lstrip('"“‘\'')))


def story_position(story: Story, s: Sentence, counts: Sequence[int] | None = None) -> float:
    """Earliest relative position (0 = lead, 1 = end) of the fact across reporting articles;
    ``counts``: sentences per article (computed when not given)."""
    if counts is None:
        counts = [0] * len(story.articles)
        for x in story.sentences:
            counts[x.article] += 1
    pos = s.index / max(1, counts[s.article])
    if story.alignment is not None:
        for a, j, _ in story.alignment.support[s.id]:
            pos = min(pos, story.sentences[j].index / max(1, counts[a]))
    return pos


def opening(story: Story, sents: Sequence[Sentence], indep: Sequence[float],
            standalone: Callable[[int], bool], early: float = 0.25,
            counts: Sequence[int] | None = None, value: Sequence[float] | None = None,
            margin: float = 0.0) -> int | None:
    """Which of ``sents`` a brief opens on: the early fact with the widest independent support
    (2+ outlets, reprints counted once) that stands on its own, among the facts that the articles
    reporting them give in their first ``early`` share. None when no early fact has two
    independent outlets: then the brief opens where the sources do."""
    if not sents or max(indep) < 2:
        return None
    if counts is None:
        counts = [0] * len(story.articles)
        for x in story.sentences:
            counts[x.article] += 1
    wide = [i for i in range(len(sents)) if indep[i] >= 2]
    pos = {i: story_position(story, sents[i], counts) for i in wide}
    for limit in (early,):  # a late fact is background or aftermath, not the main event
        ok = [i for i in wide if pos[i] <= limit]
        if value is None:  # the widest, earliest that stands on its own (asked in that order)
            ok.sort(key=lambda i: (-indep[i], pos[i], sents[i].index))
            return next((i for i in ok if standalone(i)), None)
        ok = [i for i in ok if standalone(i)]
        if ok:  # among the widest (within margin), the most valuable
            top = max(indep[i] for i in ok)
            ok = [i for i in ok if indep[i] >= top - margin]
            return max(ok, key=lambda i: (value[i], -pos[i]))
    return None


def order(story: Story, chosen: list[Sentence]) -> list[Sentence]:
    """Chosen sentences in reading order: the main event first, then each fact where the
    sources put it; a sentence that needs the one before it in its source right after it."""
    if not chosen:
        return []
    counts = [0] * len(story.articles)
    for x in story.sentences:
        counts[x.article] += 1
    keyed = sorted(chosen, key=lambda s: (story_position(story, s, counts), s.article, s.index))
    # sentences of one article keep their source order among themselves
    slots: dict[int, list[int]] = {}
    for i, s in enumerate(keyed):
        slots.setdefault(s.article, []).append(i)
    out: list[Sentence] = list(keyed)
    for idx in slots.values():
        mine = sorted((keyed[i] for i in idx), key=lambda s: s.index)
        for i, s in zip(idx, mine):
            out[i] = s
    ctx = Context.of(story)
    needs = {s.id: ctx.sentence_needs(s) for s in out}
    al = story.alignment
    indep = [al.independent(al.articles_of(s)) if al else 1 for s in out]
    first = opening(story, out, indep, lambda i: not [n for n in needs[out[i].id]
                                                     if not can_resolve(ctx, n)], counts=counts)
    if first is not None:
        out.insert(0, out.pop(first))
    out = _after_what_they_need(ctx, out, needs)
    if unresolved(ctx, out[0], [], needs[out[0].id]) and not all(
            can_resolve(ctx, n) for n in unresolved(ctx, out[0], [], needs[out[0].id])):
        k = next((i for i, s in enumerate(out) if not [
            n for n in unresolved(ctx, s, [], needs[s.id]) if not can_resolve(ctx, n)]), None)
        if k is not None:
            out.insert(0, out.pop(k))
            out = _after_what_they_need(ctx, out, needs)
    return out


def _after_what_they_need(ctx: Context, out: list[Sentence],
                          needs: dict[int, tuple[Need, ...]]) -> list[Sentence]:
    """Each sentence that leans on its source's previous sentence right after it, and one with
    a definite description after the first sentence that introduces its noun."""
    by_key = {(s.article, s.index): s for s in out}
    for s in list(out):
        found = needs[s.id]
        if not found:
            continue
        pred = by_key.get((s.article, s.index - 1))
        if pred is not None and any(n.kind in NEEDS_PREVIOUS or n.kind == "definite"
                                    for n in found):
            out.remove(s)
            out.insert(out.index(pred) + 1, s)
            continue
        keys = {n.key for n in found if n.kind == "definite"} - ctx.title_stems
        if keys:
            i = out.index(s)
            intro = next((j for j, x in enumerate(out) if x is not s and
                          keys & {stem(w) for w in x.display.lower().split()}), None)
            if intro is not None and intro > i:
                out.remove(s)
                out.insert(intro, s)  # intro shifted left by one: this lands right after it
    return out
