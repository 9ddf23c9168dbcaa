"""Server-rendered HTML of the web app: the home page, a story's page, a brief of pasted
articles, the form, search results, error pages.

Owns what each page shows (the view: relative times, outlets, links to originals, the timeline)
and hands it to the Jinja2 templates in ``newsfuse/templates/pages/`` (rendered through
``newsfuse.templating.render_template``, autoescaped: article text, titles, outlet names, ids
and messages are escaped there). Links are only made of ``http(s)`` URLs. Pages load CSS and
JavaScript from ``/static`` only (no inline script, no external asset), so the app's
Content-Security-Policy can forbid everything else.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urlparse

from ..dates import Published, parse_published
from ..headlines import clean_title
from ..model import ArticleInfo, Brief
from ..render import (
    empty_message,
    first_days,
    reported_days,
    section_headings,
    update_heading,
    update_note,
)
from ..templating import render_template
from .schemas import MAX_WORDS

ORDERS = {"newest": "Newest", "largest": "Best covered"}
FORM_FIELDS = ("form", "text", "files", "words", "query")  # where the form shows an error
VISITS_COOKIE = "newsfuse_visits"  # the reader's last visit to each story, in their browser
MAX_VISITS = 60  # stories remembered in the cookie (the most recent visits)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


# ---------------------------------------------------------------------------------------------
# times and links


@dataclass(frozen=True)
class When:
    """A time as pages show it: relative text, the exact time, the machine-readable form."""

    iso: str
    exact: str
    relative: str


def relative(p: Published, now: datetime | None = None) -> str:
    """"just now", "12 min ago", "3 h ago", "yesterday", "4 d ago", then the date."""
    now = now or datetime.now(UTC)
    secs = (now - p.at).total_seconds()
    if p.date_only:
        days = (now.date() - p.at.date()).days
        if days == 0:
            return "today"
        if days == 1:
            return "yesterday"
        if 1 < days < 7:
            return f"{days} d ago"
        return f"{p.at.day} {p.at:%b %Y}"
    if secs < -300:  # in the future: a clock or a feed is off; say the date, not "ago"
        return f"{p.at.day} {p.at:%b %Y %H:%M} UTC"
    if secs < 60:
        return "just now"
    if secs < 3600:
        return f"{int(secs // 60)} min ago"
    if secs < 86400:
        return f"{int(secs // 3600)} h ago"
    if secs < 7 * 86400:
        days = int(secs // 86400)
        return "yesterday" if days == 1 else f"{days} d ago"
    return f"{p.at.day} {p.at:%b %Y}"


def when(value: str | Published | None, now: datetime | None = None) -> When | None:
    """A ``published`` string (or parsed time) for a template, or None when unknown."""
    p = parse_published(value) if isinstance(value, str) or value is None else value
    if p is None:
        return None
    exact = p.at.strftime("%d %b %Y") if p.date_only else p.at.strftime("%d %b %Y %H:%M UTC")
    return When(p.iso, exact.lstrip("0"), relative(p, now))


def http_url(url: str | None) -> str | None:
    """The URL when it is an absolute http(s) link (safe for an href), else None."""
    if not url:
        return None
    try:
        parsed = urlparse(url.strip())
    except ValueError:
        return None
    if parsed.scheme.lower() not in ("http", "https") or not parsed.netloc:
        return None
    return url.strip()


# ---------------------------------------------------------------------------------------------
# view models


@dataclass(frozen=True)
class ArticleView:
    """One article of a brief as the templates show it (numbered from 1). ``label`` is what a
    badge says: "2 Reuters", or "Article 2" alone when nothing names the outlet."""

    index: int
    n: int
    outlet: str
    label: str
    title: str | None
    words: int
    url: str | None
    href: str | None  # an http(s) link to the original, else None
    published: str | None
    time: When | None
    boilerplate: bool
    derived: ArticleView | None = None
    evidence: str = ""


def article_views(brief: Brief, now: datetime | None = None) -> list[ArticleView]:
    evidence = {d.article: d.evidence for d in brief.derivations}
    texts = [a.text for a in brief.story.articles] if brief.story is not None else []

    def view(a: ArticleInfo, derived: ArticleView | None = None) -> ArticleView:
        label = a.outlet if a.outlet_from == "index" else f"{a.index + 1} {a.outlet}"
        title = a.title
        if title:  # as a reader should see it: wire capitals recased, markup codes off
            title = clean_title(title, texts[a.index] if a.index < len(texts) else "") or title
        return ArticleView(a.index, a.index + 1, a.outlet, label, title, a.words, a.url,
                           http_url(a.url), a.published, when(a.published, now), a.boilerplate,
                           derived, evidence.get(a.index, ""))

    plain = [view(a) for a in brief.articles]
    return [view(a, plain[a.derived_from]) if a.derived_from is not None else plain[a.index]
            for a in brief.articles]


@dataclass
class StoryCard:
    """A story in a list: the home page and search results."""

    id: str
    headline: str
    size: int
    latest: When | None
    outlets: list[str] = field(default_factory=list)
    more_outlets: int = 0  # named outlets not listed, and articles of no known outlet
    independent: int | None = None
    snippet: str = ""
    matches: list[dict[str, Any]] = field(default_factory=list)


CARD_OUTLETS = 4  # outlet names listed under a headline; the rest are counted


def story_card(info: Any, summary: Any = None, matches: Sequence[Any] = (),
               now: datetime | None = None) -> StoryCard:
    """A card for a stored story (``store.StoryInfo``) with its ``service.StorySummary``
    (snippet, outlets, independent count) and search matches (``store.SearchMatch``)."""
    names = list(summary.outlets) if summary is not None else list(info.outlets)
    unnamed = summary.unnamed if summary is not None else 0
    shown = names[:CARD_OUTLETS]
    return StoryCard(
        info.id, info.headline, info.size, when(info.latest, now), shown,
        len(names) - len(shown) + (unnamed if shown else 0),
        summary.independent if summary is not None else None,
        summary.snippet if summary is not None else "",
        [{"outlet": m.outlet or _host(m.url) or "", "title": m.title,
          "excerpt": m.excerpt_parts(), "href": http_url(m.url)} for m in matches])


def unique_cards(cards: Sequence[StoryCard]) -> list[StoryCard]:
    """Each story once: a card whose headline repeats an earlier card's (the same story
    stored twice, e.g. added in two batches before the store could link them) is left out."""
    seen: set[str] = set()
    out = []
    for c in cards:
        key = " ".join(c.headline.casefold().split())
        if key in seen:
            continue
        seen.add(key)
        out.append(c)
    return out


def _host(url: str | None) -> str:
    from ..ingest import outlet_from_url

    return outlet_from_url(url) or "" if url else ""


def _sentences(brief: Brief, arts: Sequence[ArticleView]) -> list[dict[str, Any]]:
    seen = brief.novelty.seen if brief.novelty is not None else frozenset()
    news = [a for a in arts if not a.boilerplate and a.index not in seen]
    out = []
    days = reported_days(brief)
    for s, day, first, heading in zip(brief.sentences, days, first_days(brief, days),
                                      section_headings(brief)):
        own = brief.story.sentences[s.sentence].text if brief.story else s.text
        wording = {s.article: (own, "the brief's wording comes from here")}
        for a, text, sim in s.support:
            wording.setdefault(a, (text, f"similarity {sim:.2f}"))
        columns = [{"a": a, "text": wording[a.index][0], "note": wording[a.index][1]}
                   if a.index in wording else {"a": a, "text": None, "note": ""} for a in news]
        out.append({"text": s.text, "sources": list(s.sources), "independent": s.independent,
                    "outlets": [arts[i] for i in s.sources], "columns": columns,
                    "figure_note": update_note(s.updates).strip(),
                    "reported": day, "first_reported": first, "heading": heading})
    return out


def _timeline(arts: Sequence[ArticleView]) -> list[dict[str, Any]]:
    """Articles by published time (undated ones last, in the order they came)."""
    dated = sorted((a for a in arts if a.time), key=lambda a: (a.time.iso, a.index))
    return [{"time": a.time, "a": a} for a in dated] + \
        [{"time": None, "a": a} for a in arts if not a.time]


def report_counts(brief: Brief) -> str:
    r = brief.report
    return (f"{_plural(len(r.agreements), 'agreement')} \u00b7 "
            f"{_plural(len(r.unique), 'single-source fact')} \u00b7 "
            f"{_plural(len(r.conflicts), 'conflict')}")


# ---------------------------------------------------------------------------------------------
# pages


def index_page(stories: Sequence[StoryCard], *, order: str, offset: int, limit: int,
               more: bool, example: bool, **extra: Any) -> str:
    """The stories in the store (newest or best covered first). In newest order, stories
    whose articles give no published time come after the dated ones, under a note."""
    undated_from = None
    if order == "newest":
        undated_from = next((i for i, s in enumerate(stories) if s.latest is None), None)
    return render_template(
        "pages/index.html.j2", title="Stories", nav="stories", stories=stories, order=order,
        orders=list(ORDERS.items()), offset=offset, undated_from=undated_from,
        prev_offset=max(0, offset - limit) if offset > 0 else None,
        next_offset=offset + limit if more else None, example=example, **extra)


def search_page(query: str, results: Sequence[StoryCard] | None, *, offset: int, limit: int,
                more: bool, error: str = "", any_word: bool = False, **extra: Any) -> str:
    """Search results: stories whose articles match, with the matching articles' excerpts.
    ``results`` None: no search was made (an empty box)."""
    return render_template(
        "pages/search.html.j2", title=f"Search: {query}" if query else "Search", nav="search",
        q=query, results=results, offset=offset, error=error, any_word=any_word,
        prev_offset=max(0, offset - limit) if offset > 0 else None,
        next_offset=offset + limit if more else None, **extra)


def read_visits(cookie: str | None) -> dict[str, str]:
    """Story id -> when this browser last opened its page (ISO 8601 UTC), from the cookie;
    anything unreadable is ignored."""
    out: dict[str, str] = {}
    for part in (cookie or "").split("|")[:MAX_VISITS]:
        sid, _, stamp = part.partition("@")
        if sid and len(sid) <= 80 and parse_published(stamp) is not None:
            out[sid] = stamp
    return out


def write_visits(visits: dict[str, str], story_id: str, now: datetime | None = None) -> str:
    """The cookie after a visit to ``story_id`` now (the most recent visits kept)."""
    stamp = (now or datetime.now(UTC)).strftime("%Y-%m-%dT%H:%M:%SZ")
    kept = [(k, v) for k, v in visits.items() if k != story_id][-(MAX_VISITS - 1):]
    return "|".join(f"{k}@{v}" for k, v in [*kept, (story_id, stamp)])


def form_page(*, errors: dict[str, str] | None = None, text: str = "", words: int = 120,
              **extra: Any) -> str:
    """The paste/upload form; ``errors`` maps a field (text, files, words, form) to a message
    shown next to it."""
    shown = dict.fromkeys(FORM_FIELDS, "") | (errors or {})
    extra.setdefault("query", "")
    return render_template("pages/form.html.j2", title="Brief your articles", nav="brief",
                           errors=shown, text=text, words=int(words),
                           max_words=MAX_WORDS, **extra)


def brief_page(brief: Brief, *, heading: str, words: int, story: Any = None,
               independent: int | None = None, now: datetime | None = None,
               **extra: Any) -> str:
    """The brief with outlet badges linked to the originals, each sentence's sources side by
    side, the comparison panel, a timeline and the source list. ``story`` is a stored story
    (``StoryInfo``-like: id, size, and optionally latest/earliest published) or None for
    pasted articles."""
    arts = article_views(brief, now)
    report = ""
    if brief.report is not None:
        from ..compare.render import report_html

        report = report_html(brief.report, brief.articles)
    story_view = None
    if story is not None:
        story_view = {"id": story.id, "size": story.size,
                      "latest": when(getattr(story, "latest", None), now),
                      "earliest": when(getattr(story, "earliest", None), now)}
    timeline = _timeline(arts) if story is not None or any(a.time for a in arts) else []
    seen = brief.novelty.seen if brief.novelty is not None else frozenset()
    return render_template(
        "pages/story.html.j2", title=heading, nav="stories" if story else "brief",
        heading=heading, story=story_view, words=int(words), max_words=MAX_WORDS, brief=brief,
        articles=arts, sentences=_sentences(brief, arts), warnings=list(brief.warnings),
        seen=seen, empty_message=empty_message(brief),
        update_heading=update_heading(brief) if brief.novelty is not None else "",
        report_html=report, report_counts=report_counts(brief) if report else "",
        timeline=timeline, independent=independent, **extra)


def _until(p: Published, now: datetime | None = None) -> str:
    """"in 12 min", "in 3 h", "due" for a time to come."""
    secs = (p.at - (now or datetime.now(UTC))).total_seconds()
    if secs <= 60:
        return "due now"
    if secs < 3600:
        return f"in {int(secs // 60)} min"
    if secs < 86400:
        return f"in {int(secs // 3600)} h"
    return f"in {int(secs // 86400)} d"


def _instant(stamp: str | None) -> Published | None:
    """An ISO 8601 time the app itself wrote (any year: a schedule may be far ahead)."""
    if not stamp:
        return None
    try:
        at = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:
        return None
    return Published(at.replace(tzinfo=UTC) if at.tzinfo is None else at.astimezone(UTC))


def feeds_page(feeds: Sequence[Any], now: datetime | None = None) -> str:
    """Each watched feed (``store.FeedState``): status, last poll, items, errors, next poll."""
    rows = []
    for f in feeds:
        nxt = _instant(f.next_poll)
        status_class = ("failing" if f.status == "error" else
                        "waiting" if f.status == "new" else "working")
        rows.append({
            "name": f.name or f.title or _host(f.url) or f.url, "url": f.url,
            "href": http_url(f.url), "status": f.status, "status_class": status_class,
            "http_status": f.http_status, "last_poll": when(f.last_poll, now),
            "last_ok": when(f.last_ok, now), "items": f.items, "new_items": f.new_items,
            "stored": f.stored, "polls": f.polls, "errors": f.errors,
            "total_errors": f.total_errors, "last_error": f.last_error,
            "next_poll": when(nxt, now) if nxt else None,
            "next_in": _until(nxt, now) if nxt else "",
            "moved_to": f.moved_to, "moved_href": http_url(f.moved_to) if f.moved_to else None,
            "moved_at": when(f.moved_at, now) if f.moved_at else None})
    order = {"failing": 0, "waiting": 1, "working": 2}
    rows.sort(key=lambda r: (order[r["status_class"]], r["name"].casefold()))
    return render_template(
        "pages/feeds.html.j2", title="Feeds", nav="feeds", feeds=rows,
        ok=sum(r["status_class"] == "working" for r in rows),
        failing=sum(r["status_class"] == "failing" for r in rows),
        waiting=sum(r["status_class"] == "waiting" for r in rows))


def error_page(status: int, message: str) -> str:
    return render_template("pages/error.html.j2", title=f"Error {status}", code=status,
                           message=message)


def docs_fallback_page() -> str:
    return render_template("pages/docs.html.j2", title="API", nav="api")
