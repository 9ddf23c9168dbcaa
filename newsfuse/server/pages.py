"""Server-rendered HTML of the web app: the index, a story's page, a brief page, error pages.

Every piece of article text, title, outlet name, file name, id and message goes through
``html.escape`` (quotes included, so it is safe in attributes too); links are only made of
``http(s)`` URLs. Pages load CSS and JavaScript from ``/static`` only: no inline script, no
external asset, so the app's Content-Security-Policy can forbid everything else.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from urllib.parse import urlparse

from ..model import Brief
from ..render import outlet_badges
from ..store import StoryInfo

ORDERS = {"newest": "Newest", "largest": "Best covered"}


def _e(value: object) -> str:
    return escape(str(value), quote=True)


def layout(title: str, body: str, *, status: str = "") -> str:
    """A whole page: head with the app's stylesheet and script, a header, the body."""
    note = f'<p class="status">{_e(status)}</p>' if status else ""
    return ("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>{_e(title)} \u2014 newsfuse</title>"
            "<link rel=\"icon\" href=\"/static/favicon.svg\" type=\"image/svg+xml\">"
            "<link rel=\"stylesheet\" href=\"/static/newsfuse.css\">"
            "<script src=\"/static/newsfuse.js\" defer></script></head><body>"
            "<header class=\"top\"><a class=\"home\" href=\"/\">newsfuse</a>"
            "<nav><a href=\"/\">Stories</a> <a href=\"/#brief-form\">Brief your articles</a> "
            "<a href=\"/docs\">API</a></nav></header>"
            f"<main>{note}\n{body}\n</main></body></html>\n")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _when(stamp: str) -> str:
    return stamp[:16].replace("T", " ") + " UTC" if stamp else ""


# ---------------------------------------------------------------------------------------------
# index


def index_page(stories: Sequence[StoryInfo], *, order: str, offset: int, limit: int,
               total: int, example: bool, form_error: str = "", form_text: str = "",
               words: int = 120) -> str:
    """The stories in the store (newest or best covered first) and the paste/upload form."""
    current = ' class="tab on" aria-current="page"'
    plain = ' class="tab"'
    tabs = " ".join(f'<a{current if o == order else plain} href="/?order={o}">{label}</a>'
                    for o, label in ORDERS.items())
    parts = ['<section class="stories"><h1>Stories</h1>',
             f'<p class="tabs">Order: {tabs}</p>']
    if stories:
        parts.append(f'<ol class="story-list" start="{offset + 1}">')
        for s in stories:
            parts.append(
                f'<li><a class="story-link" href="/stories/{_e(s.id)}">{_e(s.headline)}</a>'
                f'<span class="muted"> \u00b7 {_plural(s.size, "article")} \u00b7 updated '
                f"{_e(_when(s.updated_at))}</span></li>")
        parts.append("</ol>")
        nav = []
        if offset > 0:
            nav.append(f'<a href="/?order={order}&amp;offset={max(0, offset - limit)}">'
                       "\u2190 previous</a>")
        if offset + len(stories) < total:
            nav.append(f'<a href="/?order={order}&amp;offset={offset + limit}">next \u2192</a>')
        if nav:
            parts.append(f'<p class="pager">{" ".join(nav)}</p>')
    else:
        parts.append('<p class="empty">The story store is empty. Add articles with '
                     "<code>POST /api/articles</code>, or load the bundled example.</p>")
    if example:
        parts.append('<form method="post" action="/example" class="inline">'
                     '<button type="submit" id="load-example">Load the bundled example '
                     "(a landslide, three outlets)</button></form>")
    parts.append("</section>")
    parts.append(brief_form(form_error, form_text, words))
    return layout("Stories", "\n".join(parts))


def brief_form(error: str = "", text: str = "", words: int = 120) -> str:
    """Paste several articles (separated by a line of ---) or upload files; get a brief."""
    err = f'<p class="error" role="alert">{_e(error)}</p>' if error else ""
    return (
        '<section class="paste"><h2 id="brief-form">Brief your own articles</h2>'
        '<p class="muted">Paste the articles of one story, separated by a line holding only '
        "<code>---</code> (the first line of each is its headline when it looks like one), "
        "or upload .txt, .md, .html, .json or .jsonl files. Nothing is stored.</p>"
        f"{err}"
        '<form method="post" action="/brief" enctype="multipart/form-data" id="paste-form">'
        '<label for="paste-text">Articles</label>'
        f'<textarea id="paste-text" name="text" rows="14">{_e(text)}</textarea>'
        '<div class="row"><label for="paste-files">Files</label>'
        '<input type="file" id="paste-files" name="files" multiple '
        'accept=".txt,.md,.html,.htm,.json,.jsonl,text/plain,text/html,application/json">'
        '<label for="paste-words">Words</label>'
        f'<input type="number" id="paste-words" name="words" min="1" max="2000" '
        f'value="{int(words)}">'
        '<button type="submit" id="paste-submit">Brief these articles</button></div>'
        "</form></section>")


# ---------------------------------------------------------------------------------------------
# a brief: story page and pasted articles


def brief_page(brief: Brief, *, heading: str, words: int, story: StoryInfo | None = None
               ) -> str:
    """The brief with outlet badges, each sentence's sources side by side, the comparison
    panel and the source list."""
    parts = [f"<h1>{_e(heading)}</h1>"]
    if story is not None:
        parts.append(
            f'<p class="muted">Story <code>{_e(story.id)}</code> \u00b7 '
            f"{_plural(story.size, 'article')} \u00b7 first seen {_e(_when(story.created_at))}"
            f" \u00b7 updated {_e(_when(story.updated_at))}</p>"
            f'<form method="get" action="/stories/{_e(story.id)}" class="inline words">'
            '<label for="words">Words</label>'
            f'<input type="number" id="words" name="words" min="1" max="2000" '
            f'value="{int(words)}"><button type="submit">Re-brief</button></form>')
    parts += [brief_section(brief), report_section(brief), sources_section(brief)]
    return layout(heading, "\n".join(parts))


def brief_section(brief: Brief) -> str:
    arts = brief.articles
    news = [a.index for a in arts if not a.boilerplate]
    out = ['<section class="brief" id="brief"><h2>Brief</h2>',
           f'<p class="muted">{brief.words} of {brief.words_budget} words from '
           f"{_plural(len(arts), 'article')}. Click a sentence to see how each outlet reports "
           'it. <span id="brief-tools" hidden><button type="button" id="open-all">Show all '
           'sources</button> <button type="button" id="close-all">Hide all</button></span></p>']
    for n, s in enumerate(brief.sentences):
        own = brief.story.sentences[s.sentence].text if brief.story else s.text
        wording = {s.article: (own, "the brief's wording comes from here")}
        for a, text, sim in s.support:
            wording.setdefault(a, (text, f"similarity {sim:.2f}"))
        cols = []
        for a in news:
            label = f'<div class="outlet">{a + 1} {_e(arts[a].outlet)}</div>'
            if a in wording:
                text, note = wording[a]
                cols.append(f'<div class="col said" data-article="{a}">{label}'
                            f'<p>{_e(text)}</p><p class="muted">{_e(note)}</p></div>')
            else:
                cols.append(f'<div class="col silent" data-article="{a}">{label}'
                            '<p class="muted">No matching sentence in this outlet.</p></div>')
        srcs = " ".join(str(a) for a in s.sources)
        indep = f"{_plural(s.independent, 'independent source')}"
        out.append(f'<details class="s" id="s{n}" data-sources="{srcs}"><summary>'
                   f'<span class="text">{_e(s.text)}</span> {outlet_badges(brief, s.sources)}'
                   f'</summary><div class="side" aria-label="{indep}">{"".join(cols)}</div>'
                   "</details>")
    if not brief.sentences:
        out.append("<p><i>(no story text to summarise)</i></p>")
    out += [f'<p class="warning">Warning: {_e(w)}</p>' for w in brief.warnings]
    out.append("</section>")
    return "\n".join(out)


def report_section(brief: Brief) -> str:
    """Agreements, single-source facts and conflicts (compare's report) in a panel."""
    if brief.report is None:
        return ""
    from ..compare.render import report_html

    r = brief.report
    summary = (f"{_plural(len(r.agreements), 'agreement')} \u00b7 "
               f"{_plural(len(r.unique), 'single-source fact')} \u00b7 "
               f"{_plural(len(r.conflicts), 'conflict')}")
    return (f'<section class="panel" id="compare"><h2>How the outlets compare</h2>'
            f'<p class="muted">{summary}</p>{report_html(r, brief.articles)}</section>')


def _link(url: str | None) -> str:
    if not url:
        return ""
    try:
        scheme = urlparse(url).scheme.lower()
    except ValueError:
        return ""
    if scheme not in ("http", "https"):
        return f'<span class="muted">{_e(url)}</span>'
    return f'<a href="{_e(url)}" rel="noopener noreferrer nofollow">link</a>'


def sources_section(brief: Brief) -> str:
    """Outlet, headline, length and derivation of every article."""
    evidence = {d.article: d.evidence for d in brief.derivations}
    rows = []
    for a in brief.articles:
        derived = ""
        if a.derived_from is not None:
            src = brief.articles[a.derived_from]
            derived = (f"{a.derived_from + 1} {_e(src.outlet)}"
                       f'<div class="muted">{_e(evidence.get(a.index, ""))}</div>')
        if a.boilerplate:
            derived += '<div class="muted">not news (web boilerplate), not summarised</div>'
        rows.append(f'<tr id="src{a.index}"><td>{a.index + 1}</td><td>{_e(a.outlet)}</td>'
                    f"<td>{_e(a.title or '')}</td><td>{a.words}</td><td>{derived}</td>"
                    f"<td>{_e(a.published or '')}</td><td>{_link(a.url)}</td></tr>")
    return ('<section class="sources" id="sources"><h2>Sources</h2><table><thead><tr>'
            "<th>#</th><th>Outlet</th><th>Headline</th><th>Words</th><th>Derived from</th>"
            f"<th>Published</th><th>URL</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
            "</section>")


def error_page(status: int, message: str) -> str:
    return layout(f"Error {status}", f"<h1>Error {status}</h1>"
                  f'<p class="error" role="alert">{_e(message)}</p><p><a href="/">Back to the '
                  "stories</a></p>")
