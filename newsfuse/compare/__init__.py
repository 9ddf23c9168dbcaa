"""Compare: what the outlets agree on, what only one reports, and where they disagree.

``compare(story)`` builds the Report; submodules own entities (names and their spellings),
numbers (figures as intervals with what they count and who says so), quotes (statements and
their variants), report (the comparison) and render (text, Markdown, HTML).
"""

from .report import Claim, Fact, Finding, Report, Tally, compare

__all__ = ["Claim", "Fact", "Finding", "Report", "Tally", "compare"]
