"""Render a comparison Report as text, Markdown, or HTML (Jinja2 templates, autoescaped).

Owns how a report reads, in every format the same order: a numbered source list with dates,
the reprints and updates, the conflicts first (each with why it is one: the sides with their
outlets and dates), figures over time (tallies and their latest figure), what only looked like
a conflict, what several independent outlets confirm, what only one outlet reports (ranked:
the top ones shown, the rest behind "show all" in HTML), quotes as each outlet words them, and
names spelled differently. ``report_html`` is the complete compare panel a web page embeds
(``templates/compare/panel.html.j2``, no script); ``report_html_page`` a self-contained page.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import Any

from ..dates import parse_date
from ..templating import CSS, render_template
from .report import Fact, Finding, Report, span_words

WIDTH = 100
UNIQUE_SHOWN = 12  # the text forms list the top single-source facts; JSON has them all
TOP = 10  # the HTML panel shows this many facts of a list before "show all"


def _mark(arts: Sequence[int]) -> str:
    return "[" + ",".join(str(a + 1) for a in arts) + "]"


def _day(iso: str | None) -> str:
    """"Nov 7, 1998" for a day; "1996" or "July 1996" for a span a figure names."""
    if iso and "/" in iso:
        a, b = (parse_date(x) for x in iso.split("/", 1))
        if a and b:
            return span_words((a, b))
    d = parse_date(iso) if iso else None
    return span_words((d, d)) if d else ""


def _days(isos: Sequence[str]) -> str:
    days = [d for d in (parse_date(x) for x in isos if x) if d]
    if not days:
        return ""
    lo, hi = min(days), max(days)
    if lo == hi:
        return _day(lo.isoformat())
    if lo.year == hi.year:
        return f"{lo:%b} {lo.day} to {hi:%b} {hi.day}, {hi.year}"
    return f"{_day(lo.isoformat())} to {_day(hi.isoformat())}"


def _claim_line(c: Any, outlets: list[str]) -> str:
    v = c.value
    fig = v["figure"] if isinstance(v, dict) else str(v)
    who = f" — {c.attributed_to}" if c.attributed_to and isinstance(v, dict) else ""
    role = " (counted apart)" if c.role != "claim" else ""
    extra = ""
    if isinstance(v, dict) and v.get("period"):
        extra = f", {v['period']}"
    when = f" ({_day(c.date)})" if getattr(c, "date", None) else ""
    return f"[{c.article + 1}] {outlets[c.article]}{when}: {fig}{extra}{who}{role}"


def _side_line(side: dict) -> str:
    when = _days(side.get("dates") or [])
    return (f"{side['figure']} — {', '.join(side['outlets'])}"
            + (f" ({when})" if when else "") + f" {_mark(side['articles'])}")


def _tally_line(t: Any) -> str:
    steps = []
    for h in t.history:
        when = _day(h["date"])
        steps.append(f"{h['figure']} ({', '.join(h['outlets'])}" + (f", {when})" if when else ")"))
    return f"{t.subject}: " + " -> ".join(steps) + f"; latest {t.latest['figure']}"


def _source_line(a: Any) -> str:
    when = _day(a.published) if a.published else ""
    title = f" \u201c{a.title}\u201d" if a.title else ""
    return f"[{a.index + 1}] {a.outlet}" + (f", {when}" if when else "") + title


def _derivation_line(d: Any, outlets: list[str]) -> str:
    what = "is an update of" if getattr(d, "kind", "copy") == "update" else "is derived from"
    return (f"[{d.article + 1}] {outlets[d.article]} {what} [{d.derived_from + 1}] "
            f"{outlets[d.derived_from]}: {d.evidence}")


def report_text(report: Report, articles: Sequence[Any]) -> str:
    outlets = [a.outlet for a in articles]
    out: list[str] = ["Comparison", "", "Sources"]

    def para(text: str, indent: str = "  ", sub: str = "    ") -> None:
        out.append(textwrap.fill(text, WIDTH, initial_indent=indent, subsequent_indent=sub))

    for a in articles:
        para(_source_line(a), "  ", "      ")
    if report.derivations:
        out += ["", "Reprints and updates"]
        for d in report.derivations:
            para(_derivation_line(d, outlets))
    out += ["", f"Where they disagree ({len(report.conflicts)})"]
    for f in report.conflicts:
        _finding_text(f, outlets, para)
    if not report.conflicts:
        para("No conflicting figures, dates or attributions found.")
    if report.tallies:
        out += ["", f"Figures over time ({len(report.tallies)})"]
        for t in report.tallies:
            para(_tally_line(t), "  * ", "    ")
    if report.consistent:
        out += ["", f"Looked like conflicts but are compatible ({len(report.consistent)})"]
        for f in report.consistent:
            _finding_text(f, outlets, para)
    out += ["", f"Confirmed by several independent outlets ({len(report.agreements)})"]
    for fact in report.agreements:
        para(f"{fact.text} {_mark(fact.articles)} ({fact.independent} independent)", "  - ",
             "    ")
    out += ["", f"Reported by one outlet or its reprints only ({len(report.unique)}, most "
            f"important first)"]
    for fact in report.unique[:UNIQUE_SHOWN]:
        para(f"{fact.text} {_mark(fact.articles)}", "  - ", "    ")
    if len(report.unique) > UNIQUE_SHOWN:
        para(f"... and {len(report.unique) - UNIQUE_SHOWN} more (see --format json)")
    multi = [q for q in report.quotes if len(q.articles) > 1]
    if multi:
        out += ["", f"Quotes as each outlet has them ({len(multi)})"]
        for q in multi:
            para(f"{q.speaker or 'speaker unknown'}:", "  - ", "    ")
            for v in q.variants:
                para(f"[{v.article + 1}] {outlets[v.article]}: \u201c{v.text}\u201d", "      ",
                     "        ")
    named = [e for e in report.entities if e.spelled_differently]
    if named:
        out += ["", "Names spelled differently"]
        for e in named:
            para(_spelling_line(e), "  - ", "    ")
    return "\n".join(out) + "\n"


def _spelling_line(e: Any) -> str:
    parts = [f"{s} {_mark(arts)}" for s, arts in e.spellings.items()]
    return f"{e.name}: " + "; ".join(parts)


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
    out = ["## Comparison", "", "### Sources", ""]
    out += [f"{a.index + 1}. {_md(_source_line(a).split('] ', 1)[1])}" for a in articles]
    out.append("")
    if report.derivations:
        out += ["### Reprints and updates", ""]
        out += [f"- {_md(_derivation_line(d, outlets))}" for d in report.derivations]
        out.append("")
    sections = [(f"### Where they disagree ({len(report.conflicts)})", report.conflicts)]
    if report.tallies:
        out_t = [f"### Figures over time ({len(report.tallies)})", ""]
        out_t += [f"- {_md(_tally_line(t))}" for t in report.tallies]
    else:
        out_t = []
    for title, items in sections:
        out += [title, ""]
        for f in items:
            out.append(f"- **{_md(f.kind)}: {_md(f.subject)}**"
                       + (f" *({_md(f.nature)})*" if f.nature else ""))
            out += [f"  - {_md(_claim_line(c, outlets))}" for c in f.claims]
            out.append(f"  - {_md(f.explanation)}")
        if not items:
            out.append("No conflicting figures, dates or attributions found.")
        out.append("")
    if out_t:
        out += [*out_t, ""]
    if report.consistent:
        out += [f"### Looked like conflicts but are compatible ({len(report.consistent)})", ""]
        for f in report.consistent:
            out.append(f"- **{_md(f.kind)}: {_md(f.subject)}**")
            out += [f"  - {_md(_claim_line(c, outlets))}" for c in f.claims]
            out.append(f"  - {_md(f.explanation)}")
        out.append("")
    out += [f"### Confirmed by several independent outlets ({len(report.agreements)})", ""]
    out += [f"- {_md(f.text)} {_md(_mark(f.articles))} ({f.independent} independent)"
            for f in report.agreements]
    out += ["", f"### Reported by one outlet or its reprints only ({len(report.unique)}, most "
            f"important first)", ""]
    out += [f"- {_md(f.text)} {_md(_mark(f.articles))}" for f in report.unique[:UNIQUE_SHOWN]]
    if len(report.unique) > UNIQUE_SHOWN:
        out.append(f"- *... and {len(report.unique) - UNIQUE_SHOWN} more*")
    multi = [q for q in report.quotes if len(q.articles) > 1]
    if multi:
        out += ["", "### Quotes as each outlet has them", ""]
        for q in multi:
            out.append(f"- **{_md(q.speaker or 'speaker unknown')}**")
            out += [f"  - {v.article + 1}. {_md(outlets[v.article])}: "
                    f"\u201c{_md(v.text)}\u201d" for v in q.variants]
    named = [e for e in report.entities if e.spelled_differently]
    if named:
        out += ["", "### Names spelled differently", ""]
        out += [f"- {_md(_spelling_line(e))}" for e in named]
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------------------------
# HTML


def _fact_view(f: Fact, articles: Sequence[Any]) -> dict:
    return {"text": f.text, "articles": [(a + 1, articles[a].outlet) for a in f.articles],
            "independent": f.independent}


def _finding_view(f: Finding, articles: Sequence[Any]) -> dict:
    return {"kind": f.kind, "subject": f.subject, "nature": f.nature,
            "explanation": f.explanation,
            "sides": [{"figure": s["figure"], "outlets": s.get("outlets", []),
                       "when": _days(s.get("dates") or []),
                       "articles": [a + 1 for a in s.get("articles", [])]} for s in f.sides],
            "claims": [{"n": c.article + 1, "outlet": articles[c.article].outlet,
                        "when": _day(c.date), "figure": c.value["figure"]
                        if isinstance(c.value, dict) else str(c.value),
                        "attributed_to": c.attributed_to if isinstance(c.value, dict) else None,
                        "role": c.role, "text": c.text} for c in f.claims]}


def panel_view(report: Report, articles: Sequence[Any]) -> dict:
    """What the compare panel shows, as plain values for the template."""
    outlets = [a.outlet for a in articles]
    return {
        "sources": [{"n": a.index + 1, "outlet": a.outlet, "when": _day(a.published),
                     "title": a.title} for a in articles],
        "derivations": [{"article": d.article + 1, "outlet": outlets[d.article],
                         "source": d.derived_from + 1, "source_outlet": outlets[d.derived_from],
                         "update": getattr(d, "kind", "copy") == "update",
                         "evidence": d.evidence} for d in report.derivations],
        "conflicts": [_finding_view(f, articles) for f in report.conflicts],
        "consistent": [_finding_view(f, articles) for f in report.consistent],
        "tallies": [{"subject": t.subject, "change": t.change, "latest": t.latest["figure"],
                     "steps": [{"figure": h["figure"], "outlets": h["outlets"],
                                "when": _day(h["date"])} for h in t.history]}
                    for t in report.tallies],
        "agreements": [_fact_view(f, articles) for f in report.agreements],
        "unique": [_fact_view(f, articles) for f in report.unique],
        "quotes": [{"speaker": q.speaker, "variants": [
            {"n": v.article + 1, "outlet": outlets[v.article], "text": v.text}
            for v in q.variants]} for q in report.quotes if len(q.articles) > 1],
        "names": [{"name": e.name, "spellings": [
            {"spelling": s, "articles": [(a + 1, outlets[a]) for a in arts]}
            for s, arts in e.spellings.items()]} for e in report.entities
            if e.spelled_differently],
        "top": TOP,
    }


def report_html(report: Report, articles: Sequence[Any]) -> str:
    """The compare panel: an HTML fragment (no script, all text escaped) a page embeds."""
    return render_template("compare/panel.html.j2", v=panel_view(report, articles))


def report_html_page(report: Report, articles: Sequence[Any]) -> str:
    """A self-contained page with the report (same style as the brief page)."""
    title = next((a.title for a in articles if a.title), None) or "newsfuse comparison"
    return render_template("compare/page.html.j2", title=title, css=CSS,
                           panel=report_html(report, articles))
