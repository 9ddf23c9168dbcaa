"""Outlets: which articles speak with one voice, so that support and disagreement are counted
by independent outlet, not by article.

Owns outlet identity: two articles are one voice when the same outlet published both (the
outlet named in metadata, the URL or a credit line; file names and "Article 3" labels name no
outlet) or when one is a reprint, edit or update of the other (the alignment's lineages). A fact
four Associated Press stories repeat is one outlet's fact; a disagreement between two of them is
a disagreement inside one outlet, and is said so.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..align import voices
from ..dates import Date, reference_date
from ..model import Story

NAMED = frozenset({"metadata", "url", "credit"})  # Article.outlet_from values naming an outlet


@dataclass(frozen=True)
class Outlets:
    """Outlet identity of a story's articles."""

    group: tuple[int, ...]  # article -> its independent voice (a representative article)
    names: tuple[str, ...]  # article -> outlet name as shown
    dates: tuple[Date | None, ...]  # article -> the day its time words count from

    def independent(self, articles: list[int] | set[int]) -> int:
        """How many independent outlets the articles are."""
        return len({self.group[a] for a in articles})

    def same(self, a: int, b: int) -> bool:
        return self.group[a] == self.group[b]

    def label(self, articles: list[int] | set[int]) -> str:
        """The outlets of the articles, each once, in order: "AP, CNN and Xinhua"."""
        seen: list[str] = []
        for a in sorted(articles):
            if self.names[a] not in seen:
                seen.append(self.names[a])
        return seen[0] if len(seen) == 1 else ", ".join(seen[:-1]) + " and " + seen[-1]

    def voices(self, articles: list[int] | set[int]) -> list[list[int]]:
        """The articles grouped by independent outlet."""
        by: dict[int, list[int]] = {}
        for a in sorted(articles):
            by.setdefault(self.group[a], []).append(a)
        return list(by.values())


def outlet_identity(story: Story) -> Outlets:
    """Each article's voice: the outlet of the article it was copied from (following copies to
    their source), else its own outlet when one is named, else the article itself. An outlet's
    several articles are one voice; one New York Times article crediting the Associated Press
    makes that article AP's voice, not every Times article."""
    al = story.alignment
    group = al.voice if al is not None and al.voice else \
        voices(story, al.derivations if al is not None else ())
    return Outlets(group=tuple(group),
                   names=tuple(a.outlet or f"Article {i + 1}"
                               for i, a in enumerate(story.articles)),
                   dates=tuple(reference_date(a.text, a.published) for a in story.articles))
