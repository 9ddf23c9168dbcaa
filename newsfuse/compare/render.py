"""Render a comparison Report as text, Markdown or an HTML fragment (all article text escaped)."""

from __future__ import annotations

import html
import textwrap
from collections.abc import Sequence
from typing import Any

from ..templating import CSS
from .report import Fact, Finding, Report

WIDTH = 100
UNIQUE_SHOWN = 12  # the text forms list the first unique facts; JSON has them all


def _mark(arts: Sequence[int]) -> str:
    return "[" + ",".join(str(a + 1) for a in arts) + "]"


def _claim_line(c: Any, outlets: list[str]) -> str:
    v = c.value
    fig = v["figure"] if isinstance(v, dict) else str(v)
    who = f" — {c.attributed_to}" if c.attributed_to and isinstance(v, dict) else ""
    role = " (counted apart)" if c.role != "claim" else ""
    extra = ""
    if isinstance(v, dict) and v.get("period"):
        extra = f", {v['period']}"
    return f"[{c.article + 1}] {outlets[c.article]}: {fig}{extra}{who}{role}"


def report_text(report: Report, articles: Sequence[Any]) -> str:
    outlets = [a.outlet for a in articles]
    out: list[str] = ["Comparison"]

    def para(text: str, indent: str = "  ", sub: str = "    ") -> None:
        out.append(textwrap.fill(text, WIDTH, initial_indent=indent, subsequent_indent=sub))

    if report.derivations:
        out.append("")
        out.append("Reprints and edits")
        for d in report.derivations:
            para(f"[{d.article + 1}] {outlets[d.article]} is derived from "
                 f"[{d.derived_from + 1}] {outlets[d.derived_from]}: {d.evidence}")
    out += ["", f"Where they disagree ({len(report.conflicts)})"]
    for f in report.conflicts:
        _finding_text(f, outlets, para)
    if not report.conflicts:
        para("No conflicting figures, dates or attributions found.")
    if report.consistent:
        out += ["", f"Looked like conflicts but are compatible ({len(report.consistent)})"]
        for f in report.consistent:
            _finding_text(f, outlets, para)
    out += ["", f"Confirmed by several independent outlets ({len(report.agreements)})"]
    for fact in report.agreements:
        para(f"{fact.text} {_mark(fact.articles)} ({fact.independent} independent)", "  - ",
             "    ")
    out += ["", f"Reported by one outlet or its reprints only ({len(report.unique)})"]
    for fact in report.unique[:UNIQUE_SHOWN]:
        para(f"{fact.text} {_mark(fact.articles)}", "  - ", "    ")
    if len(report.unique) > UNIQUE_SHOWN:
        para(f"... and {len(report.unique) - UNIQUE_SHOWN} more (see --format json)")
    multi = [q for q in report.quotes if len(q.articles) > 1]
    if multi:
        out += ["", f"Quotes as each outlet has them ({len(multi)})"]
        for q in multi:
            para(f"{q.speaker or 'unattributed'}:", "  - ", "    ")
            for v in q.variants:
                para(f"[{v.article + 1}] {outlets[v.article]}: \u201c{v.text}\u201d", "      ",
                     "        ")
    named = [e for e in report.entities if len(e.variants) > 1]
    if named:
        out += ["", "Names spelled differently"]
        for e in named:
            para(f"{e.name}: {', '.join(e.variants)} {_mark(e.articles)}", "  - ", "    ")
    return "\n".join(out) + "\n"


def _finding_text(f: Finding, outlets: list[str], para: Any) -> None:
    nature = f" ({f.nature})" if f.nature else ""
    para(f"{f.kind}: {f.subject}{nature}", "  * ", "    ")
    for c in f.claims:
        para(_claim_line(c, outlets), "      ", "        ")
    para(f.explanation, "      ", "      ")


def _md(text: str) -> str:
    for ch in "\\`*_{}[]<>#|":
        text = text.replace(ch, "\\" + ch)
    return text


def report_markdown(report: Report, articles: Sequence[Any]) -> str:
    outlets = [a.outlet for a in articles]
    out = ["## Comparison", ""]
    if report.derivations:
        out += ["### Reprints and edits", ""]
        out += [f"- {d.article + 1}. {_md(outlets[d.article])} is derived from "
                f"{d.derived_from + 1}. {_md(outlets[d.derived_from])}: {_md(d.evidence)}"
                for d in report.derivations]
        out.append("")
    for title, items in ((f"### Where they disagree ({len(report.conflicts)})",
                          report.conflicts),
                         (f"### Looked like conflicts but are compatible "
                          f"({len(report.consistent)})", report.consistent)):
        out += [title, ""]
        for f in items:
            out.append(f"- **{_md(f.kind)}: {_md(f.subject)}**"
                       + (f" *({_md(f.nature)})*" if f.nature else ""))
            out += [f"  - {_md(_claim_line(c, outlets))}" for c in f.claims]
            out.append(f"  - {_md(f.explanation)}")
        out.append("")
    out += [f"### Confirmed by several independent outlets ({len(report.agreements)})", ""]
    out += [f"- {_md(f.text)} {_md(_mark(f.articles))} ({f.independent} independent)"
            for f in report.agreements]
    out += ["", f"### Reported by one outlet or its reprints only ({len(report.unique)})", ""]
    out += [f"- {_md(f.text)} {_md(_mark(f.articles))}" for f in report.unique[:UNIQUE_SHOWN]]
    multi = [q for q in report.quotes if len(q.articles) > 1]
    if multi:
        out += ["", "### Quotes as each outlet has them", ""]
        for q in multi:
            out.append(f"- **{_md(q.speaker or 'unattributed')}**")
            out += [f"  - {v.article + 1}. {_md(outlets[v.article])}: "
                    f"\u201c{_md(v.text)}\u201d" for v in q.variants]
    return "\n".join(out) + "\n"


def _facts_html(facts: Sequence[Fact], outlets: list[str], limit: int | None = None) -> str:
    e = html.escape
    items = facts if limit is None else facts[:limit]
    return "<ul>" + "".join(
        f"<li>{e(f.text)} " + "".join(f'<span class="badge">{a + 1} {e(outlets[a])}</span>'
                                      for a in f.articles) + "</li>" for f in items) + "</ul>"


def report_html(report: Report, articles: Sequence[Any]) -> str:
    e = html.escape
    outlets = [a.outlet for a in articles]
    parts = ['<section class="report"><h2>Where the outlets disagree</h2>']
    for title, items in (("", report.conflicts),
                         ("<h3>Looked like conflicts but are compatible</h3>",
                          report.consistent)):
        parts.append(title)
        if not items:
            parts.append('<p class="muted">None found.</p>')
        for f in items:
            rows = "".join(f"<li>{e(_claim_line(c, outlets))}</li>" for c in f.claims)
            nature = f' <span class="muted">({e(f.nature)})</span>' if f.nature else ""
            parts.append(f'<div class="finding"><b>{e(f.kind)}: {e(f.subject)}</b>{nature}'
                         f"<ul>{rows}</ul><p>{e(f.explanation)}</p></div>")
    parts.append(f"<h2>Confirmed by several independent outlets ({len(report.agreements)})</h2>")
    parts.append(_facts_html(report.agreements, outlets))
    parts.append(f"<h2>Reported by one outlet or its reprints only ({len(report.unique)})</h2>")
    parts.append(_facts_html(report.unique, outlets, UNIQUE_SHOWN * 2))
    multi = [q for q in report.quotes if len(q.articles) > 1]
    if multi:
        parts.append("<h2>Quotes as each outlet has them</h2>")
        for q in multi:
            rows = "".join(f"<li><b>{e(outlets[v.article])}</b>: \u201c{e(v.text)}\u201d</li>"
                           for v in q.variants)
            parts.append(f"<div><b>{e(q.speaker or 'unattributed')}</b><ul>{rows}</ul></div>")
    named = [x for x in report.entities if len(x.variants) > 1]
    if named:
        parts.append("<h2>Names spelled differently</h2><ul>")
        parts += [f"<li>{e(x.name)}: {e(', '.join(x.variants))}</li>" for x in named]
        parts.append("</ul>")
    parts.append("</section>")
    return "\n".join(parts)


def report_html_page(report: Report, articles: Sequence[Any]) -> str:
    """A self-contained page with the report (same style as the brief page)."""
    title = next((a.title for a in articles if a.title), None) or "newsfuse comparison"
    sources = "".join(f"<li><b>{html.escape(a.outlet)}</b>"
                      + (f" \u2014 {html.escape(a.title)}" if a.title else "") + "</li>"
                      for a in articles)
    return ("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
            "style-src 'unsafe-inline'\">"
            f"<title>{html.escape(title)}</title><style>{CSS}</style></head><body>"
            f"<h1>{html.escape(title)}</h1><h2>Sources</h2><ol class=\"sources\">{sources}</ol>"
            f"{report_html(report, articles)}</body></html>\n")
