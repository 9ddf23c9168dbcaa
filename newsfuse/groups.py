"""Groups: the disjoint-set (union-find) that every stage uses to group things.

Sentences that report one fact, quotes of one statement, spellings of one name, figures of one
measure and articles of one reprint family are all grouped with it. The representative of a
group is its smallest member, so groupings do not depend on the order of the unions.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Generic, TypeVar

T = TypeVar("T", bound=Hashable)


class DisjointSets(Generic[T]):
    """Union-find with path halving; ``find`` of a new item makes it its own group."""

    def __init__(self, items: list[T] | range | None = None) -> None:
        self.parent: dict[T, T] = {x: x for x in (items or ())}

    def find(self, x: T) -> T:
        parent = self.parent
        if x not in parent:
            parent[x] = x
            return x
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(self, a: T, b: T) -> T:
        """Merge the groups of a and b; the smaller representative wins."""
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return ra
        lo, hi = (ra, rb) if ra < rb else (rb, ra)  # type: ignore[operator]
        self.parent[hi] = lo
        return lo

    def groups(self) -> dict[T, list[T]]:
        """Representative -> members (in insertion order)."""
        out: dict[T, list[T]] = {}
        for x in self.parent:
            out.setdefault(self.find(x), []).append(x)
        return out
