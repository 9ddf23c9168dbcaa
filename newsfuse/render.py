"""Render: a Brief (and its comparison report), or a digest of many, as text, Markdown, JSON, HTML.

Owns presentation only. Text, Markdown and HTML number outlets from 1 in a legend and mark
each sentence with the outlets that report it ("[1,2]"); JSON keeps 0-based indices into
``articles``. HTML is one self-contained page (inline CSS, no script, no external asset) in
which every piece of article text is escaped.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .clean import count_phrase
from .dates import parse_date
from .model import ArticleInfo, Brief, to_json
from .templating import CSS, environment, render_template

if TYPE_CHECKING:
    from .stories import Digest

FORMATS = ("text", "markdown", "json", "html")
WIDTH = 100


def render(brief: Brief, fmt: str = "text") -> str:
    if fmt == "text":
        return to_text(brief)
    if fmt == "markdown":
        return to_markdown(brief)
    if fmt == "json":
        return to_json(brief.to_dict())
    if fmt == "html":
        return to_html(brief)
    raise ValueError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")



def marks(sources: tuple[int, ...] | list[int]) -> str:
    """1-based outlet marks, e.g. [1,2]."""
    return "[" + ",".join(str(i + 1) for i in sources) + "]"


def published_day(a: ArticleInfo) -> str | None:
    """The day an article came out (ISO), when its ``published`` can be read."""
    day = parse_date(a.published)
    return day.isoformat() if day else None


def reported_days(brief: Brief) -> list[str | None]:
    """The day to show beside each sentence, in order: in a brief told over several days
    (``Brief.over_days``), the day the article its words come from came out, unless the
    sentence tells its own time (``BriefSentence.dated``: a date edit that gives its day, or
    its words date it before its article's day) or the sentence before it is from the same
    article and showed that article's day (by a tag or a date edit); else None."""
    out: list[str | None] = []
    prev: Any = None
    shown = False  # whether the sentence before showed its article's day
    for x in brief.sentences:
        day = x.reported if x.reported and brief.over_days and not x.dated and not (
            prev is not None and prev.article == x.article and shown) else None
        out.append(day)
        shown = bool(day) or x.day_edit
        prev = x
    return out


def first_days(brief: Brief, days: Sequence[str | None]) -> list[str | None]:
    """Beside each shown day of ``reported_days``, the earliest day an article that reports the
    fact came out, when it is earlier (the day order places the fact by: "Rudolph, 33, is
    charged in three Atlanta-area bombings", in words of 2000, first reported in 1998); else
    None."""
    return [s.first_reported if day and s.first_reported and s.first_reported < day else None
            for s, day in zip(brief.sentences, days)]


def reported_note(day: str | None, first: str | None = None) -> str:
    """" (reported 1997-10-07)" after a sentence (a day of ``reported_days``), with the day it
    was first reported when that is earlier (``first_days``): " (reported 2000-03-21; first
    reported 1998-10-14)"; or nothing."""
    if not day:
        return ""
    return f" (reported {day}; first reported {first})" if first else f" (reported {day})"


SECTION_HEADINGS = {"earlier": "Earlier", "later": "Later"}


def section_headings(brief: Brief) -> list[str | None]:
    """The heading before each sentence where a brief of a story told over days turns from its
    news to what happened before it, or after (``BriefSentence.section``, ``order.sections``):
    "Earlier", "Later"; else None. When the opening's words come from a later article than
    the one that first reported it ("(reported 2000-03-21; first reported 1998-10-15)"), the
    headings say which day they go back or on from, the day its news broke: "Earlier (before
    1998-10-15)", "Later (after 1998-10-15)" (a reader who sees only "reported 2000-03-21"
    would take a sentence reported in 1999 under "Later" for a mistake)."""
    out: list[str | None] = []
    prev = None
    anchor = None
    if brief.sentences and brief.sentences[0].section == "news":
        days = reported_days(brief)
        anchor = first_days(brief, days[:1])[0]
    for s in brief.sentences:
        heading = SECTION_HEADINGS.get(s.section or "") if s.section != prev else None
        if heading and anchor:
            heading += f" (before {anchor})" if s.section == "earlier" else f" (after {anchor})"
        out.append(heading)
        prev = s.section
    return out


def reported_notes(brief: Brief) -> list[str]:
    """``reported_note`` of each sentence, in order."""
    days = reported_days(brief)
    return [reported_note(d, f) for d, f in zip(days, first_days(brief, days))]


def _legend_line(a: ArticleInfo, seen: frozenset[int] = frozenset()) -> str:
    day = published_day(a)
    bits = [f"[{a.index + 1}] {a.outlet}" + (f", {day}" if day else "")]
    if a.index in seen:
        bits.append("(seen)")
    if a.title:
        bits.append(f"\u201c{a.title}\u201d")
    bits.append(f"({a.words} words)")
    if a.derived_from is not None:
        bits.append(f"\u2014 derived from [{a.derived_from + 1}]")
    if a.left_out:
        bits.append(f"\u2014 left out: {a.left_out}")
    elif a.boilerplate:
        bits.append("\u2014 not news (web boilerplate), not summarised")
    return " ".join(bits)


def _removed_summary(brief: Brief) -> str:
    counts: dict[str, int] = {}
    for r in brief.removed:
        counts[r.reason] = counts.get(r.reason, 0) + 1
    return ", ".join(count_phrase(n, reason) for reason, n in
                     sorted(counts.items(), key=lambda kv: -kv[1]))


def to_text(brief: Brief) -> str:
    out = ["Sources"]
    seen = brief.novelty.seen if brief.novelty is not None else frozenset()
    for a in brief.articles:
        out.append(textwrap.fill(_legend_line(a, seen), WIDTH, initial_indent="  ",
                                 subsequent_indent="      "))
    for d in brief.derivations:
        out.append(textwrap.fill(f"[{d.article + 1}] is derived from [{d.derived_from + 1}]: "
                                 f"{d.evidence}", WIDTH, initial_indent="  ",
                                 subsequent_indent="      "))
    out += ["", f"Brief ({brief.words} of {brief.words_budget} words)", ""]
    if brief.focus is not None:
        out += [textwrap.fill(f"Question: {brief.focus.query}", WIDTH), ""]
    if brief.novelty is not None:
        out += [textwrap.fill(update_heading(brief), WIDTH), ""]
    for s, note, heading in zip(brief.sentences, reported_notes(brief), section_headings(brief)):
        if heading:
            out.append(f"{heading}:")
        out.append(_fill_tagged(f"{s.text} {marks(s.sources)}", note + update_note(s.updates)))
    if not brief.sentences:
        out.append(empty_message(brief))
    if brief.removed:
        out += ["", textwrap.fill("Removed as not the story: " + _removed_summary(brief), WIDTH)]
    for w in brief.warnings:
        out.append(textwrap.fill(f"Warning: {w}", WIDTH))
    text = "\n".join(out) + "\n"
    if brief.report is not None:
        from .compare.render import report_text

        text += "\n" + report_text(brief.report, brief.articles)
    return text


def _fill_tagged(body: str, tags: str) -> str:
    """``body`` wrapped to WIDTH with ``tags`` (" (reported 1998-06-25)", " (up from ...)")
    after it, a short tag never broken over two lines: it goes on the next line whole when
    the last line has no room for it."""
    if not tags:
        return textwrap.fill(body, WIDTH)
    lines = textwrap.wrap(body, WIDTH) or [""]
    tag = tags.strip()
    if len(tag) > WIDTH // 2:  # a long note: wrapped with the sentence, as any text
        return textwrap.fill(body + tags, WIDTH)
    if len(lines[-1]) + 1 + len(tag) <= WIDTH:
        lines[-1] += " " + tag
    else:
        lines.append(tag)
    return "\n".join(lines)


def empty_message(brief: Brief) -> str:
    """What a brief without sentences says instead."""
    if not brief.answered:
        return "Nothing in these articles answers the question."
    if brief.novelty is not None:
        return "Nothing new: the seen articles already said all of it."
    return "(no story text to summarise)"


def update_heading(brief: Brief) -> str:
    """The line above an update brief: since when, beside how many seen articles."""
    nv = brief.novelty
    assert nv is not None
    n_seen, n_new = len(nv.seen), len(brief.articles) - len(nv.seen)
    seen = f"{n_seen} seen article{'' if n_seen == 1 else 's'}"
    new = f"{n_new} new article{'' if n_new == 1 else 's'}"
    if nv.since:
        return f"What's new since {nv.since} ({new}; {seen} left aside)"
    return f"What's new ({new} beside {seen})"


def update_note(updates: Any) -> str:
    """A sentence's figures against the seen articles' figures, e.g. " (was: 10 people [3])"."""
    if not updates:
        return ""
    return " (" + "; ".join(f"{u.change} from {u.was} [{u.article + 1}]" for u in updates) + ")"


def _md(text: str) -> str:
    """Escape Markdown control characters in article text."""
    for ch in "\\`*_{}[]<>#|":
        text = text.replace(ch, "\\" + ch)
    return text


def to_markdown(brief: Brief) -> str:
    out = ["## Brief", ""]
    if brief.focus is not None:
        out += [f"**Question:** {_md(brief.focus.query)}", ""]
    if brief.novelty is not None:
        out += [f"**{_md(update_heading(brief))}**", ""]
    for s, note, heading in zip(brief.sentences, reported_notes(brief), section_headings(brief)):
        if heading:
            out += [f"*{heading}:*", ""]
        out.append(f"{_md(s.text)} {_md(marks(s.sources))}{_md(note)}"
                   f"{_md(update_note(s.updates))}")
        out.append("")
    if not brief.sentences:
        out += [f"*{_md(empty_message(brief))}*", ""]
    out += [f"*{brief.words} of {brief.words_budget} words*", "", "## Sources", ""]
    for a in brief.articles:
        line = f"{a.index + 1}. **{_md(a.outlet)}**"
        day = published_day(a)
        if day:
            line += f", {day}"
        if a.title:
            line += f" \u2014 {_md(a.title)}"
        line += f" ({a.words} words)"
        if brief.novelty is not None and a.index in brief.novelty.seen:
            line += " (seen)"
        if a.derived_from is not None:
            line += f" \u2014 derived from {a.derived_from + 1}"
        if a.left_out:
            line += f" \u2014 left out: {_md(a.left_out)}"
        out.append(line)
    if brief.removed:
        out += ["", f"Removed as not the story: {_md(_removed_summary(brief))}"]
    for w in brief.warnings:
        out += ["", f"> Warning: {_md(w)}"]
    text = "\n".join(out) + "\n"
    if brief.report is not None:
        from .compare.render import report_markdown

        text += "\n" + report_markdown(brief.report, brief.articles)
    return text


def outlet_badges(brief: Brief, sources: tuple[int, ...] | list[int]) -> str:
    """The outlet badges of one sentence, as an HTML fragment."""
    return _macros().badges(brief.articles, list(sources))


def _macros() -> Any:
    return environment().get_template("brief/macros.html.j2").module


def _sentence_view(brief: Brief, s: Any, day: str | None, first: str | None,
                   heading: str | None = None) -> dict[str, Any]:
    own = brief.story.sentences[s.sentence].text if brief.story else s.text
    rows = [{"outlet": brief.articles[s.article].outlet, "text": own, "note": ""}]
    rows += [{"outlet": brief.articles[a].outlet, "text": t, "note": f"similarity {v:.2f}"}
             for a, t, v in s.support]
    return {"text": s.text, "sources": list(s.sources), "rows": rows,
            "edits": [e.to_dict() for e in getattr(s, "edits", ())],
            "figure_note": update_note(s.updates).strip(),
            "reported": day, "first_reported": first, "heading": heading}


def brief_html_body(brief: Brief) -> str:
    """The brief, its warnings and its sources as an HTML fragment (templates/brief/body.html.j2),
    for the standalone page, the digest and any page that embeds a brief."""
    days = reported_days(brief)
    return render_template("brief/body.html.j2", brief=brief,
                           sentences=[_sentence_view(brief, s, day, first, heading)
                                      for s, day, first, heading in
                                      zip(brief.sentences, days, first_days(brief, days),
                                          section_headings(brief))],
                           removed=_removed_summary(brief), empty_message=empty_message(brief),
                           update_heading=update_heading(brief) if brief.novelty else "",
                           seen=brief.novelty.seen if brief.novelty else frozenset(),
                           days={a.index: published_day(a) for a in brief.articles})


def to_html(brief: Brief) -> str:
    """One self-contained page: inline CSS, no script, nothing external, all text escaped."""
    title = next((a.title for a in brief.articles if a.title), None) or "newsfuse brief"
    report = ""
    if brief.report is not None:
        from .compare.render import report_html

        report = report_html(brief.report, brief.articles)
    return render_template("brief/page.html.j2", title=title, css=CSS, extra_css="",
                           body=brief_html_body(brief), report=report)


# ---------------------------------------------------------------------------------------------
# digest: many stories, each with its brief


def render_digest(d: Digest, fmt: str = "text") -> str:
    """A digest (``stories.digest``) in one of FORMATS; each story reuses the brief renderers."""
    if fmt == "text":
        return digest_text(d)
    if fmt == "markdown":
        return digest_markdown(d)
    if fmt == "json":
        return to_json(d.to_dict()) + "\n"
    if fmt == "html":
        return digest_html(d)
    raise ValueError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")


def _digest_title(d: Digest) -> str:
    n = len(d.entries)
    title = f"Digest: {n} {'story' if n == 1 else 'stories'} from {d.articles} article(s)"
    if d.query is not None:
        title += f" on \u201c{d.query}\u201d"
    if d.since is not None:
        title += f", what's new since {d.since}"
    if d.left_out:
        title += f" ({d.left_out} non-news or left-out stor{'y' if d.left_out == 1 else 'ies'})"
    return title


def _story_meta(e: Any) -> str:
    n = len(e.story.articles)
    return (f"story {e.story.id} \u00b7 {n} article{'' if n == 1 else 's'} \u00b7 {e.outlets} "
            f"independent outlet{'' if e.outlets == 1 else 's'}")


def digest_text(d: Digest) -> str:
    out = [_digest_title(d), ""]
    out += [textwrap.fill(f"Warning: {w}", WIDTH) for w in d.warnings or []]
    if d.warnings:
        out.append("")
    for i, e in enumerate(d.entries, 1):
        out += ["=" * WIDTH, textwrap.fill(f"{i}. {e.story.headline}", WIDTH),
                f"   {_story_meta(e)}", "", to_text(e.brief)]
    if not d.entries:
        out.append("(no news stories)")
    return "\n".join(out).rstrip("\n") + "\n"


def digest_markdown(d: Digest) -> str:
    out = [f"# {_md(_digest_title(d))}", ""]
    for w in d.warnings or []:
        out += [f"> Warning: {_md(w)}", ""]
    for i, e in enumerate(d.entries, 1):
        brief = to_markdown(e.brief).replace("\n## ", "\n### ")
        brief = "### " + brief[3:] if brief.startswith("## ") else brief
        out += [f"## {i}. {_md(e.story.headline)}", "", f"*{_md(_story_meta(e))}*", "", brief]
    if not d.entries:
        out.append("*(no news stories)*")
    return "\n".join(out).rstrip("\n") + "\n"


def digest_html(d: Digest) -> str:
    entries = [{"id": e.story.id, "headline": e.story.headline, "outlets": e.outlets,
                "meta": _story_meta(e), "body": brief_html_body(e.brief)} for e in d.entries]
    return render_template("brief/digest.html.j2", title=_digest_title(d), css=CSS,
                           extra_css="section{border-top:1px solid #ddd;margin-top:2rem}",
                           entries=entries, warnings=list(d.warnings or []), body="",
                           report="")
