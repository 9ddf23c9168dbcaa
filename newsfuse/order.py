"""Order: arrange chosen sentences into a readable brief.

Owns sentence order: each fact sits where the sources put it (its earliest relative position
across the articles that report it), sentences from one article keep their original order, and
the brief does not open on a dangling pronoun ("He said ...") or connective.
"""

from __future__ import annotations

import re

from .model import Sentence, Story

_DANGLING = re.compile(
    r"^(?:He|She|They|It|His|Her|Their|Its|Him|Them|This|These|Those|That|Such|There|"
    r"The (?:two|three|latter|former|same)|Both|Another|Also|But|And|So|Then)\b")


def dangling(text: str) -> bool:
    """True when a sentence leans on an earlier one for its meaning."""
    return bool(_DANGLING.match(text.lstrip('"“‘\'')))


def story_position(story: Story, s: Sentence) -> float:
    """Earliest relative position (0 = lead, 1 = end) of the fact across reporting articles."""
    counts = [0] * len(story.articles)
    for x in story.sentences:
        counts[x.article] += 1
    pos = s.index / max(1, counts[s.article])
    if story.alignment is not None:
        for a, j, _ in story.alignment.support[s.id]:
            pos = min(pos, story.sentences[j].index / max(1, counts[a]))
    return pos


def order(story: Story, chosen: list[Sentence]) -> list[Sentence]:
    """Chosen sentences in reading order."""
    if not chosen:
        return []
    keyed = sorted(chosen, key=lambda s: (story_position(story, s), s.article, s.index))
    # sentences of one article keep their source order among themselves
    slots: dict[int, list[int]] = {}
    for i, s in enumerate(keyed):
        slots.setdefault(s.article, []).append(i)
    out: list[Sentence] = list(keyed)
    for idx in slots.values():
        mine = sorted((keyed[i] for i in idx), key=lambda s: s.index)
        for i, s in zip(idx, mine):
            out[i] = s
    if dangling(out[0].display):
        k = next((i for i, s in enumerate(out) if not dangling(s.display)), None)
        if k is not None:
            out.insert(0, out.pop(k))
    return out
