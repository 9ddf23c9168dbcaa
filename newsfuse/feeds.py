"""Feeds: RSS, Atom and JSON Feed polled into the story store (``newsfuse watch`` / ``fetch``).

Owns reading feed lists (URLs, OPML files, plain lists of URLs), parsing feed documents
(feedparser for RSS/Atom; JSON Feed 1.0/1.1 here), turning items into Articles (the feed's full
text when it carries one, else the article page fetched and read by trafilatura, else the
item's summary), the outlet of each (the item's ``<source>``, a known domain, the page's site
name, the feed's name or title, the host), the poll of one feed (conditional request, new items
only, de-duplication by canonical URL and content through the store, the feed's state written
back), backoff after failures and the watch loop (``Watcher``) that polls every due feed,
several hosts at once, until stopped. ``fetch.py`` does the polite HTTP; ``store.py`` keeps
articles, stories and feed state. A failing feed is recorded and retried later; it never stops
the others.
"""

from __future__ import annotations

import hashlib
import json
import logging
import queue
import re
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Literal

from .dates import normal_published
from .dedup import canonical_url, content_fingerprint, host_of
from .fetch import FEED_ACCEPT, PAGE_ACCEPT, Fetcher, FetchError, Interrupted, Response
from .ingest import KNOWN_DOMAINS, MAX_FILE_BYTES, article_from_html, decode, outlet_from_url
from .model import Article, InputError, NewsfuseError, ReadError
from .store import FeedPoll, FeedState, StoryStore

log = logging.getLogger("newsfuse.feeds")

DEFAULT_EVERY = 15 * 60.0  # seconds between polls of a feed
MAX_BACKOFF = 24 * 3600.0  # the longest wait after failures
MAX_RETRY_AFTER = 7 * 24 * 3600.0  # the longest Retry-After honoured
FULL_TEXT_WORDS = 150  # an item whose feed text is this long is the article: no page fetch
MIN_SUMMARY_WORDS = 20  # a shorter summary is not stored as an article on its own
PAGE_TRIES = 3  # attempts at an item's page before its summary stands in for it
Pages = Literal["auto", "always", "never"]


class FeedError(NewsfuseError):
    """A feed document that cannot be used (bad XML, an HTML page, not a feed)."""


# ---------------------------------------------------------------------------------------------
# feed lists


@dataclass(frozen=True)
class FeedSource:
    """A feed to watch: its URL and the name a feed list gives it."""

    url: str
    name: str | None = None


def _is_url(text: str) -> bool:
    return text.lower().startswith(("http://", "https://"))


def read_feed_list(args: Sequence[str]) -> list[FeedSource]:
    """Feeds from the command line: each argument a feed URL, an OPML file of feeds, or a
    text file of feed URLs (one a line, ``#`` comments). Repeats are listed once; a file that
    cannot be read is an ``InputError`` naming it (and the line)."""
    out: dict[str, FeedSource] = {}
    for arg in args:
        if _is_url(arg):
            found = [FeedSource(arg.strip())]
        else:
            found = _read_list_file(Path(arg))
        for src in found:
            if src.url not in out or (src.name and not out[src.url].name):
                out[src.url] = src
    if not out:
        raise InputError("no feeds given")
    return list(out.values())


def _read_list_file(path: Path) -> list[FeedSource]:
    where = str(path)
    if not path.exists():
        raise ReadError("no such file (give a feed URL starting with http:// or https://, "
                         "or an OPML file)", where)
    if path.is_dir():
        raise InputError("is a directory, not an OPML file or a list of feed URLs", where)
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise InputError("file too large for a feed list", where)
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror or exc}", where) from None
    text, _ = decode(data, where)
    head = text.lstrip()[:500].lower()
    if head.startswith("<") and ("<opml" in head or "<?xml" in head):
        return parse_opml(data, where)
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        line = line.split("#", 1)[0].strip() if not _is_url(line.strip()) else line.strip()
        if not line:
            continue
        if not _is_url(line):
            raise InputError(f"not a feed URL: {line[:80]!r}", where, n)
        out.append(FeedSource(line))
    if not out:
        raise InputError("holds no feed URLs", where)
    return out


def parse_opml(data: bytes, where: str = "<opml>") -> list[FeedSource]:
    """The feeds of an OPML file: every ``outline`` with an ``xmlUrl``, nested ones too."""
    import xml.etree.ElementTree as ET

    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        line = exc.position[0] if exc.position else None
        raise InputError(f"malformed OPML (XML error: {exc})", where, line) from None
    if root.tag.lower() != "opml":
        raise InputError(f"not an OPML file (its root element is <{root.tag}>)", where)
    out = []
    for el in root.iter():
        if not isinstance(el.tag, str) or el.tag.lower() != "outline":
            continue
        attrs = {k.lower(): v for k, v in el.attrib.items()}
        url = (attrs.get("xmlurl") or "").strip()
        if not url:
            continue
        if not _is_url(url):
            raise InputError(f"outline xmlUrl is not an http(s) URL: {url[:80]!r}", where)
        name = (attrs.get("title") or attrs.get("text") or "").strip() or None
        out.append(FeedSource(url, name))
    if not out:
        raise InputError("OPML file lists no feeds (no outline has an xmlUrl)", where)
    return out


# ---------------------------------------------------------------------------------------------
# feed documents


@dataclass(frozen=True)
class FeedEntry:
    """One item of a feed document, as the feed gives it."""

    link: str | None
    guid: str | None
    title: str | None
    published: str | None  # ISO 8601 UTC
    text: str  # the item's text (full content when the feed has it, else its summary)
    source: str | None = None  # the outlet an aggregator names (RSS <source>)
    updated: str | None = None  # when the item says it was last changed (Atom <updated>,
    #                             JSON Feed date_modified; not RSS pubDate), ISO 8601 UTC


@dataclass(frozen=True)
class ParsedFeed:
    kind: str  # rss, atom or json
    title: str | None
    link: str | None
    entries: tuple[FeedEntry, ...]
    warning: str | None = None  # malformed but readable


def parse_date(value: Any) -> str | None:
    """A feed's date (RFC 3339, RFC 822, a struct_time) in the store's form (ISO 8601 UTC,
    ``dates.normal_published``), or None when it cannot be read."""
    if value is None or value == "":
        return None
    if isinstance(value, time.struct_time):
        try:
            value = datetime(*value[:6], tzinfo=UTC).isoformat()
        except ValueError:
            return None
    return normal_published(str(value))


_BLOCKS = ("p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote",
           "pre", "table", "tr", "section", "article", "header", "footer", "figure", "dd", "dt")
_DROP = ("script", "style", "noscript", "iframe", "object", "embed", "svg", "form", "button")


def html_to_text(fragment: str | None) -> str:
    """Text of an HTML fragment (a feed item's content): one paragraph per block element,
    scripts, styles and embeds dropped, whitespace normalised."""
    if not fragment or not fragment.strip():
        return ""
    if "<" not in fragment and "&" not in fragment:
        return "\n\n".join(" ".join(p.split()) for p in re.split(r"\n\s*\n", fragment)
                           if p.strip())
    import lxml.html

    try:
        root = lxml.html.fragment_fromstring(fragment, create_parent="div")
    except (ValueError, lxml.etree.ParserError):
        return " ".join(re.sub(r"<[^>]*>", " ", fragment).split())
    for el in list(root.iter(*_DROP)):
        el.drop_tree()
    for el in root.iter("br"):
        el.tail = "\n" + (el.tail or "")
    for el in root.iter(*_BLOCKS):
        el.tail = "\n\n" + (el.tail or "")
        el.text = "\n\n" + (el.text or "")
    text = root.text_content()
    paras = [" ".join(p.split()) for p in re.split(r"\n\s*\n", text)]
    return "\n\n".join(p for p in paras if p)


def _looks_html(data: bytes, content_type: str) -> bool:
    head = data[:1024].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    return (content_type in ("text/html", "application/xhtml+xml")
            and not head.startswith(b"<?xml")) or head.startswith((b"<!doctype html", b"<html"))


def feed_links(html: bytes | str, base: str) -> list[str]:
    """The feeds an HTML page announces (``<link rel="alternate" type="...rss+xml">``)."""
    from urllib.parse import urljoin

    import lxml.html

    try:
        doc = lxml.html.document_fromstring(html)
    except (ValueError, lxml.etree.ParserError):
        return []
    out = []
    for el in doc.iter("link"):
        rel = (el.get("rel") or "").lower().split()
        kind = (el.get("type") or "").lower()
        if "alternate" in rel and kind in ("application/rss+xml", "application/atom+xml",
                                           "application/feed+json", "application/json"):
            href = (el.get("href") or "").strip()
            if href:
                out.append(urljoin(base, href))
    return out


def parse_feed(data: bytes, url: str, content_type: str = "") -> ParsedFeed:
    """A feed document (RSS, Atom or JSON Feed) as entries; ``FeedError`` when it is not
    one (bad XML with nothing readable, an HTML page, JSON that is not a JSON Feed)."""
    head = data[:1024].lstrip(b"\xef\xbb\xbf \t\r\n")
    if not head:
        raise FeedError("empty response: no feed")
    if _looks_html(data, content_type):
        alt = feed_links(data, url)
        hint = f"; the page links to {'a feed' if len(alt) == 1 else 'feeds'}: " \
               f"{', '.join(alt[:3])}" if alt else ""
        raise FeedError(f"an HTML page, not a feed{hint}")
    if head.startswith((b"{", b"[")) or "json" in content_type:
        return _parse_json_feed(data)
    import feedparser

    d = feedparser.parse(data, response_headers={"content-location": url,
                                                 "content-type": content_type
                                                 or "application/xml"})
    exc = d.get("bozo_exception") if d.get("bozo") else None
    malformed = exc is not None and not isinstance(
        exc, (feedparser.CharacterEncodingOverride, feedparser.NonXMLContentType))
    if not d.entries and (malformed or not d.version):
        if malformed:
            raise FeedError(f"bad XML: {exc}")
        raise FeedError("not a feed (no RSS, Atom or JSON Feed found)")
    kind = "atom" if str(d.version).startswith("atom") else "rss"
    entries = []
    for e in d.entries:
        contents = [c.get("value", "") for c in e.get("content", []) or []]
        full = max((html_to_text(c) for c in contents), key=len, default="")
        summary = html_to_text(e.get("summary"))
        text = full if len(full.split()) >= len(summary.split()) else summary
        src = e.get("source") or {}
        entries.append(FeedEntry(
            link=(e.get("link") or "").strip() or None,
            guid=(e.get("id") or "").strip() or None,
            title=" ".join(html_to_text(e.get("title")).split()) or None,
            published=parse_date(e.get("published_parsed") or e.get("updated_parsed")
                                 or e.get("published") or e.get("updated")),
            text=text, source=(src.get("title") or "").strip() or None,
            updated=parse_date(dict.get(e, "updated_parsed") or dict.get(e, "updated"))))
    feed = d.get("feed", {})
    warning = f"bad XML ({exc}); read {len(entries)} item(s) anyway" if malformed else None
    return ParsedFeed(kind, (feed.get("title") or "").strip() or None,
                      (feed.get("link") or "").strip() or None, tuple(entries), warning)


def _parse_json_feed(data: bytes) -> ParsedFeed:
    try:
        obj = json.loads(data.decode("utf-8-sig", errors="replace"))
    except json.JSONDecodeError as exc:
        raise FeedError(f"malformed JSON: {exc.msg} (line {exc.lineno}, column "
                        f"{exc.colno})") from None
    if not isinstance(obj, dict) or "jsonfeed.org/version" not in str(obj.get("version", "")):
        raise FeedError("JSON, but not a JSON Feed (no jsonfeed.org version)")
    items = obj.get("items")
    if not isinstance(items, list):
        raise FeedError("JSON Feed without an 'items' list")
    entries = []
    for it in items:
        if not isinstance(it, dict):
            continue
        full = html_to_text(_str(it.get("content_html"))) or html_to_text(
            _str(it.get("content_text")))
        summary = html_to_text(_str(it.get("summary")))
        text = full if len(full.split()) >= len(summary.split()) else summary
        link = _str(it.get("url")) or _str(it.get("external_url"))
        entries.append(FeedEntry(
            link=link.strip() or None, guid=_str(it.get("id")).strip() or None,
            title=" ".join(_str(it.get("title")).split()) or None,
            published=parse_date(it.get("date_published") or it.get("date_modified")),
            text=text, updated=parse_date(it.get("date_modified"))))
    return ParsedFeed("json", _str(obj.get("title")).strip() or None,
                      _str(obj.get("home_page_url")).strip() or None, tuple(entries))


def _str(v: Any) -> str:
    return v if isinstance(v, str) else ("" if v is None else str(v))


# ---------------------------------------------------------------------------------------------
# outlets and articles

_TITLE_SEPARATORS = re.compile(r"\s+(?:[-–—|>»:·]|::)\s+|:\s+")


def outlet_name(title: str | None, site: str | None = None) -> str | None:
    """The outlet a feed title names: of "World news | The Guardian" or "BBC News - World",
    the part that matches the site's host best (else the first)."""
    if not title:
        return None
    parts = [p.strip() for p in _TITLE_SEPARATORS.split(title) if p.strip()]
    if len(parts) <= 1:
        return title.strip() or None
    host = re.sub(r"[^a-z0-9]", "", (host_of(site) or "").removeprefix("www."))

    def match(part: str) -> int:
        letters = re.sub(r"[^a-z0-9]", "", part.lower())
        words = [w for w in re.findall(r"[a-z0-9]+", part.lower()) if len(w) > 2]
        return (letters in host if letters else False) * 100 + \
            sum(len(w) for w in words if w in host)

    best = max(parts, key=match)
    return best if match(best) > 0 else parts[0]


def item_outlet(entry_source: str | None, link: str | None, page_site: str | None,
                feed: FeedState | FeedSource | None, feed_title: str | None = None) -> str:
    """An item's outlet: an aggregator's ``<source>``, a known news domain, the page's site
    name, the feed list's name, the feed's title, the host."""
    if entry_source:
        return entry_source
    known = outlet_from_url(link)
    if known and known in KNOWN_DOMAINS.values():
        return known
    if page_site:
        return page_site
    name = feed.name if feed is not None else None
    if name:
        return name
    title = feed_title or (feed.title if isinstance(feed, FeedState) else None)
    link_of_feed = (feed.link if isinstance(feed, FeedState) else None) or link
    if (t := outlet_name(title, link_of_feed)):
        return t
    return known or host_of(link) or host_of(feed.url if feed else None) or "unknown outlet"


def article_id(link: str | None, fallback: str) -> str:
    """A stable article id: from the canonical URL of its link, else from ``fallback``."""
    base = canonical_url(link) or fallback
    return "f-" + hashlib.sha1(base.encode("utf-8")).hexdigest()[:16]


@dataclass
class PageResult:
    """An article page read into an Article, or why not."""

    url: str
    article: Article | None = None
    error: FetchError | FeedError | None = None
    aliases: tuple[str, ...] = ()  # other URLs of the same page (redirects, canonical link)


def read_page(fetcher: Fetcher, url: str, *, article_id_: str | None = None,
              origin: str | None = None, max_bytes: int | None = None) -> PageResult:
    """Fetch an article page and read it (trafilatura): text, title, date, site name."""
    try:
        resp = fetcher.get(url, accept=PAGE_ACCEPT, max_bytes=max_bytes)
    except FetchError as exc:
        return PageResult(url, error=exc)
    return page_article(resp, article_id_ or article_id(url, url), origin or url)


def page_article(resp: Response, aid: str, origin: str) -> PageResult:
    """The Article of a fetched page, its aliases, or a FeedError saying why not."""
    ctype = resp.content_type
    if ctype and not ctype.startswith(("text/html", "application/xhtml", "text/plain")):
        return PageResult(resp.url, error=FeedError(
            f"{resp.final_url}: not a web page ({ctype})"))
    try:
        text, _ = decode(resp.content, resp.final_url)
        if ctype == "text/plain":
            art = Article(id=aid, text=text.strip(), origin=origin)
        else:
            art = article_from_html(text, aid, origin)
    except InputError as exc:
        return PageResult(resp.url, error=FeedError(f"{resp.final_url}: {exc.reason}"))
    text = _without_heading(art.text, art.title)
    if not text:
        return PageResult(resp.url, error=FeedError(
            f"{resp.final_url}: HTML page with no readable main text"))
    final = resp.final_url
    aliases = [resp.url, *resp.redirects]
    canon = art.url
    if canon and host_of(canon) == host_of(final):
        aliases.append(canon)  # the page's own canonical link, on its own site
    return PageResult(resp.url, Article(id=aid, text=text, title=art.title,
                                        outlet=art.outlet, url=final,
                                        published=parse_date(art.published), origin=origin),
                      aliases=tuple(dict.fromkeys(a for a in aliases if a != final)))


@dataclass
class FetchedPage:
    """What ``fetch_pages`` did with one URL (``newsfuse fetch`` prints it as JSON)."""

    url: str
    status: str  # added, duplicate, updated (--refresh: its text changed), error
    article: str | None = None  # the stored article's id (the earlier one for a duplicate)
    story: str | None = None
    new_story: bool = False
    error: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def fetch_pages(store: StoryStore, fetcher: Fetcher, urls: Sequence[str],
                refresh: bool = False) -> Iterator[FetchedPage]:
    """Fetch article pages into the store, one result per URL as it is done. A URL already
    stored (canonical URL) is not fetched again, unless ``refresh``: then its page is read
    again and, when its text changed, the stored article is updated in place ("updated").
    A page whose text is stored already for its outlet is a duplicate. Stops early when the
    fetcher's ``stop`` is set."""
    for url in urls:
        if fetcher.stop.is_set():
            return
        if canonical_url(url) is None:
            yield FetchedPage(url, "error", error="not an http(s) URL")
            continue
        known = store.known_urls([url])
        if known and not refresh:
            yield FetchedPage(url, "duplicate", article=known[url])
            continue
        fetcher.trust(url)  # the operator's page may be private; its redirects are checked
        try:
            page = read_page(fetcher, url, origin=url)
        except Interrupted:
            return
        if page.article is None:
            err = page.error
            yield FetchedPage(url, "error", error=err.reason if isinstance(err, FetchError)
                              else str(err))
            continue
        a = page.article
        if known:
            got = store.update_article(known[url], a)
            yield FetchedPage(url, "updated" if got else "duplicate", article=known[url],
                              story=got.story if got else None)
            continue
        art = Article(id=a.id, text=a.text, title=a.title,
                      outlet=item_outlet(None, a.url, a.outlet, None), url=a.url,
                      published=a.published, origin=url)
        res = store.add_articles([art], dedupe=True, aliases={art.id: [url, *page.aliases]})
        if res.added:
            got = res.added[0]
            yield FetchedPage(url, "added", got.article, got.story, got.new_story)
        else:
            yield FetchedPage(url, "duplicate", article=res.same_as.get(art.id, art.id))


def _without_heading(text: str, title: str | None) -> str:
    """A page's text without its first line when that line is the page's headline (the
    ``<h1>`` an extractor keeps inside the article): the title is kept apart, not as a
    sentence of the text."""
    first, _, rest = text.strip().partition("\n")
    key = " ".join((title or "").casefold().split())
    if key and " ".join(first.casefold().split()) == key and rest.strip():
        return rest.strip()
    return text.strip()


# ---------------------------------------------------------------------------------------------
# one poll of one feed


@dataclass(frozen=True)
class WatchOptions:
    every: float = DEFAULT_EVERY  # seconds between polls of a feed
    pages: Pages = "auto"  # fetch article pages: auto (when the feed has no full text)
    page_tries: int = PAGE_TRIES
    workers: int = 4  # feeds polled at once (one host's requests still wait their turn)
    max_backoff: float = MAX_BACKOFF


@dataclass
class FeedOutcome:
    """What polling one feed did."""

    url: str
    status: str  # ok, not-modified, error, skipped (backing off), interrupted, removed
    items: int = 0
    added: list[str] = field(default_factory=list)  # ids of new articles
    duplicates: int = 0  # items already stored (by URL or content)
    updated: list[str] = field(default_factory=list)  # ids of stored articles whose page changed
    deferred: int = 0  # items whose page failed this time (tried again next poll)
    stories_created: set[str] = field(default_factory=set)
    stories_updated: set[str] = field(default_factory=set)
    error: str | None = None
    warning: str | None = None
    next_poll: str | None = None
    seconds: float = 0.0
    moved_to: str | None = None  # the feed answered from here with a 301/308: polled there now
    records: list[tuple[str, str | None, str | None]] = field(default_factory=list, repr=False)


def backoff_seconds(errors: int, every: float, retry_after: float | None = None,
                    cap: float = MAX_BACKOFF) -> float:
    """Wait after ``errors`` failures in a row: ``every`` doubled per failure, at most
    ``cap``; a server's Retry-After is honoured when longer (up to a week)."""
    wait = min(every * 2 ** max(0, errors - 1), max(cap, every))
    if retry_after is not None:
        wait = max(wait, min(retry_after, MAX_RETRY_AFTER))
    return wait


def _at(now: datetime, seconds: float) -> str:
    return (now + timedelta(seconds=seconds)).isoformat(timespec="seconds")


@dataclass
class _Item:
    entry: FeedEntry
    url: str | None  # canonical link
    id: str


def poll_feed(store: StoryStore, fetcher: Fetcher, source: FeedSource,
              options: WatchOptions | None = None, now: datetime | None = None,
              add: bool = True) -> FeedOutcome:
    """Poll one feed: conditional GET, new items read into articles, stored once, the feed's
    state recorded. Never raises for a feed's own problems: they are the outcome's
    ``error``, recorded in the store with the time of the next try (backoff). With
    ``add=False`` (the watch loop, which added its feeds when it started) a feed the store no
    longer knows was removed (``newsfuse feeds remove``): it is not polled, nor added back
    (status "removed")."""
    options = options or WatchOptions()
    now = now or datetime.now(UTC)
    started = time.monotonic()
    at = now.isoformat(timespec="seconds")
    found = store.add_feed(source.url, source.name) if add else store.feed(source.url)
    if found is None:
        return FeedOutcome(source.url, "removed")
    state = found
    fetcher.trust(source.url)  # the operator's feed may be private; its links are checked
    out = FeedOutcome(source.url, "ok")
    try:
        resp = fetcher.get(state.poll_url, etag=state.etag, last_modified=state.last_modified,
                           accept=FEED_ACCEPT)
        if resp.moved_to and resp.moved_to != state.poll_url:
            out.moved_to = resp.moved_to
            log.warning("feed %s: moved permanently to %s (HTTP 301/308); polled there from "
                        "now on", source.url, resp.moved_to)
        if resp.not_modified:
            out.status = "not-modified"
            out.next_poll = _at(now, options.every)
            out.seconds = time.monotonic() - started
            store.record_poll(source.url, FeedPoll(at, "not-modified", 304,
                                                   seconds=out.seconds),
                              next_poll=out.next_poll, moved_to=out.moved_to)
            return out
        parsed = parse_feed(resp.content, resp.final_url, resp.content_type)
    except Interrupted:
        out.status = "interrupted"
        return out
    except (FetchError, FeedError) as exc:
        return _failed(store, source, state, out, exc, now, at, started, options)
    except Exception as exc:  # a bug must not stop the other feeds: record it, go on
        log.exception("feed %s: unexpected error", source.url)
        return _failed(store, source, state, out, FeedError(f"unexpected error: {exc!r}"),
                       now, at, started, options)
    out.items = len(parsed.entries)
    out.warning = parsed.warning
    complete = _store_items(store, fetcher, source, state, parsed, resp, options, out)
    out.seconds = time.monotonic() - started
    out.next_poll = _at(now, options.every)
    if out.status == "interrupted":
        out.next_poll = None  # due again at once
    status = "ok"
    validators = (resp.etag, resp.last_modified) if complete else None
    if parsed.warning:  # bad XML, items salvaged: a failure all the same, retried with backoff
        status = out.status = "error"
        out.error = parsed.warning
        validators = (None, None)
        wait = backoff_seconds(state.errors + 1, options.every, None, options.max_backoff)
        out.next_poll = _at(now, wait)
        log.warning("feed %s: %s; next try in %s (%d failure%s in a row)", source.url,
                    out.error, human_seconds(wait), state.errors + 1,
                    "" if state.errors == 0 else "s")
    store.record_poll(source.url, FeedPoll(at, status, resp.status, out.items, len(out.added),
                                           out.seconds, parsed.warning),
                      next_poll=out.next_poll, title=parsed.title, link=parsed.link,
                      kind=parsed.kind, validators=validators, items=out.records,
                      moved_to=out.moved_to)
    return out


def _failed(store: StoryStore, source: FeedSource, state: FeedState, out: FeedOutcome,
            exc: FetchError | FeedError, now: datetime, at: str, started: float,
            options: WatchOptions) -> FeedOutcome:
    errors = state.errors + 1
    retry_after = exc.retry_after if isinstance(exc, FetchError) else None
    wait = backoff_seconds(errors, options.every, retry_after, options.max_backoff)
    out.status = "error"
    out.error = exc.reason if isinstance(exc, FetchError) else str(exc)
    out.next_poll = _at(now, wait)
    out.seconds = time.monotonic() - started
    status = exc.status if isinstance(exc, FetchError) else None
    store.record_poll(source.url, FeedPoll(at, "error", status, seconds=out.seconds,
                                           error=out.error), next_poll=out.next_poll)
    log.warning("feed %s: %s; next try in %s (%d failure%s in a row)", source.url, out.error,
                human_seconds(wait), errors, "" if errors == 1 else "s")
    return out


def _store_items(store: StoryStore, fetcher: Fetcher, source: FeedSource, state: FeedState,
                 parsed: ParsedFeed, resp: Response, options: WatchOptions,
                 out: FeedOutcome) -> bool:
    """Read the feed's new items into articles and store them; True when every item was
    handled (stored, known, or given up on), so the feed's validators may be saved."""
    items = []
    for e in parsed.entries:
        url = canonical_url(e.link)
        fallback = e.guid or content_fingerprint(e.text) or f"{source.url}#{e.title}"
        items.append(_Item(e, url, article_id(e.link, fallback)))
    links = [i.url for i in items if i.url]
    known = store.known_urls(links)
    seen = {it.url: it for it in store.feed_items(source.url, urls=links)}
    tries = {u: it.tries for u, it in seen.items()}
    sources = store.article_sources(known.values())
    records = out.records
    arts: list[Article] = []
    aliases: dict[str, list[str]] = {}
    link_of: dict[str, str | None] = {}
    updated_of: dict[str, str | None] = {}
    complete = True
    checked: set[str] = set()
    for item in items:
        if item.url and item.url in known:
            aid = known[item.url]
            prior = seen.get(item.url)
            changed = None
            if item.url not in checked:  # a link listed twice in one document: checked once
                checked.add(item.url)
                try:
                    changed = _changed_article(fetcher, source, state, parsed, item, aid,
                                               sources.get(aid),
                                               prior.updated if prior else None, options)
                except Interrupted:
                    out.status = "interrupted"
                    complete = False
                    break
            if changed is not None and store.update_article(aid, changed) is not None:
                out.updated.append(aid)
                log.info("feed %s: item %s changed: its stored article %s is updated",
                         source.url, item.entry.link, aid)
            else:
                out.duplicates += 1
            records.append((item.url, aid, None, item.entry.updated))
            continue
        try:
            if fetcher.stop.is_set():
                raise Interrupted("stopped")
            art, alias, error, final = _item_article(fetcher, source, state, parsed, item,
                                                     tries.get(item.url or "", 0), options)
        except Interrupted:
            out.status = "interrupted"  # what was read so far is stored below
            complete = False
            break
        if error is not None and item.url:
            records.append((item.url, None, error, item.entry.updated))
        if art is None:
            if not final:
                complete = False
                out.deferred += 1
            continue
        arts.append(art)
        aliases[art.id] = alias
        link_of[art.id] = item.url
        updated_of[art.id] = item.entry.updated
    if arts:
        res = store.add_articles(arts, dedupe=True, aliases=aliases)
        out.added = [a.article for a in res.added]
        out.duplicates += len(res.duplicates)
        out.stories_created.update(res.stories_created)
        out.stories_updated.update(res.stories_updated)
        for a in arts:
            if (link := link_of[a.id]):
                records.append((link, res.same_as.get(a.id, a.id), None,
                                updated_of.get(a.id)))
    return complete


def _changed_article(fetcher: Fetcher, source: FeedSource, state: FeedState,
                     parsed: ParsedFeed, item: _Item, aid: str,
                     stored: tuple[str | None, str | None] | None, last_updated: str | None,
                     options: WatchOptions) -> Article | None:
    """The newer version of a stored item whose page changed at the same URL, or None.

    Only the feed that stored an article updates it (another feed listing the same URL is a
    cross-post). A feed carrying the full text shows a change in the text itself; for a teaser
    feed the item must say it changed (its updated time later than when it was last handled),
    and its page is then read again."""
    fingerprint, origin = stored or (None, None)
    if origin != source.url:
        return None
    e = item.entry
    full = len(e.text.split()) >= FULL_TEXT_WORDS and options.pages != "always"
    if full:
        if fingerprint is None or content_fingerprint(e.text) == fingerprint:
            return None
        return Article(id=aid, text=e.text, title=e.title, published=e.published)
    if not (e.updated and last_updated and e.updated > last_updated) or \
            options.pages == "never" or not e.link:
        return None
    page = read_page(fetcher, e.link, article_id_=aid, origin=source.url)
    if page.article is None:
        log.info("feed %s: item %s says it changed, but its page could not be read again: %s",
                 source.url, e.link, page.error)
        return None
    if content_fingerprint(page.article.text) == fingerprint:
        return None
    return Article(id=aid, text=page.article.text, title=e.title or page.article.title,
                   published=e.published or page.article.published)


def _item_article(fetcher: Fetcher, source: FeedSource, state: FeedState, parsed: ParsedFeed,
                  item: _Item, tries: int, options: WatchOptions
                  ) -> tuple[Article | None, list[str], str | None, bool]:
    """(article or None, its aliases, the page error, whether the item is done with)."""
    e = item.entry
    words = len(e.text.split())
    feed_text_ok = words >= FULL_TEXT_WORDS and options.pages != "always"
    page: PageResult | None = None
    error = None
    if not feed_text_ok and options.pages != "never" and e.link and item.url:
        page = read_page(fetcher, e.link, article_id_=item.id, origin=source.url)
        if page.error is not None:
            error = page.error.reason if isinstance(page.error, FetchError) \
                else str(page.error)
            permanent = isinstance(page.error, FeedError) or page.error.permanent
            last_try = tries + 1 >= options.page_tries
            log.info("feed %s: item %s: %s", source.url, e.link, error)
            if not (permanent or last_try):
                return None, [], error, False
            page = None  # the summary stands in, if it can
    if page is not None and page.article is not None:
        p = page.article
        text = p.text if len(p.text.split()) >= words else e.text
        art = Article(id=item.id, text=text, title=e.title or p.title,
                      outlet=item_outlet(e.source, p.url or e.link, p.outlet, state,
                                         parsed.title),
                      url=p.url or e.link, published=e.published or p.published,
                      origin=source.url)
        return art, [e.link, *page.aliases] if e.link else list(page.aliases), None, True
    if words < (MIN_SUMMARY_WORDS if not feed_text_ok else 1):
        if error is None:
            error = "the item has no text of its own" + \
                (" and no link to fetch" if not e.link else "")
        return None, [], error, True
    art = Article(id=item.id, text=e.text, title=e.title,
                  outlet=item_outlet(e.source, e.link, None, state, parsed.title),
                  url=e.link, published=e.published, origin=source.url)
    return art, [e.link] if e.link else [], error, True


def human_seconds(s: float) -> str:
    if s < 90:
        return f"{s:.0f} s"
    if s < 5400:
        return f"{s / 60:.0f} min"
    if s < 2 * 86400:
        return f"{s / 3600:.1f} h"
    return f"{s / 86400:.1f} days"


# ---------------------------------------------------------------------------------------------
# the watch loop


@dataclass
class PollSummary:
    """One pass over the watched feeds."""

    at: str
    outcomes: list[FeedOutcome]
    seconds: float

    def count(self, status: str) -> int:
        return sum(1 for o in self.outcomes if o.status == status)

    @property
    def added(self) -> int:
        return sum(len(o.added) for o in self.outcomes)

    @property
    def failed(self) -> int:
        return self.count("error")

    @property
    def interrupted(self) -> bool:
        return any(o.status == "interrupted" for o in self.outcomes)

    def line(self) -> str:
        """The one-line report of this pass."""
        polled = [o for o in self.outcomes if o.status not in ("skipped", "removed")]
        parts = [f"{self.count('ok')} ok"]
        for status, label in (("not-modified", "not modified"), ("error", "failed"),
                              ("skipped", "backing off"), ("interrupted", "interrupted")):
            if (n := self.count(status)):
                parts.append(f"{n} {label}")
        created = set().union(*(o.stories_created for o in self.outcomes))
        grown = set().union(*(o.stories_updated for o in self.outcomes)) - created
        dup = sum(o.duplicates for o in self.outcomes)
        deferred = sum(o.deferred for o in self.outcomes)
        changed = sum(len(o.updated) for o in self.outcomes)
        tail = (f", {changed} updated" if changed else "") + \
            (f", {deferred} to retry" if deferred else "")
        return (f"{len(polled)} feed(s) polled ({', '.join(parts)}): {self.added} new "
                f"article(s), {dup} already stored{tail}; {len(created)} new stor"
                f"{'y' if len(created) == 1 else 'ies'}, {len(grown)} grown; "
                f"{self.seconds:.2f} s")


class _Pool:
    """Daemon worker threads that live as long as their watcher (so each keeps its one store
    connection across polls). Daemon threads: a second Ctrl-C ends the process without
    waiting for a slow server (the store's transactions are atomic: nothing is half-written).
    """

    def __init__(self, workers: int):
        self._tasks: queue.Queue[tuple[Callable[[], FeedOutcome], list, int,
                                       threading.Semaphore] | None] = queue.Queue()
        self._threads = [threading.Thread(target=self._work, name=f"newsfuse-feed-{n}",
                                          daemon=True) for n in range(max(1, workers))]
        for t in self._threads:
            t.start()

    def _work(self) -> None:
        while (task := self._tasks.get()) is not None:
            fn, results, i, done = task
            try:
                results[i] = fn()
            except BaseException as exc:  # a worker must always report back
                log.exception("unexpected error in a feed worker")
                results[i] = exc
            finally:
                done.release()

    def map(self, fns: Sequence[Callable[[], FeedOutcome]]) -> list[Any]:
        """Run every function; their results (or exceptions) in order."""
        results: list[Any] = [None] * len(fns)
        done = threading.Semaphore(0)
        for i, fn in enumerate(fns):
            self._tasks.put((fn, results, i, done))
        for _ in fns:
            while not done.acquire(timeout=0.5):  # short waits: Ctrl-C is handled promptly
                pass
        return results

    def close(self) -> None:
        for _ in self._threads:
            self._tasks.put(None)


class Watcher:
    """Polls watched feeds into a store: ``poll()`` once, or ``run()`` until ``stop`` is set.

    A feed is due when it was never polled or its ``next_poll`` has come (every
    ``options.every`` seconds; later after failures, see ``backoff_seconds``). With
    ``once=True`` (cron) every feed is polled except those backing off after failures.
    """

    def __init__(self, store: StoryStore, sources: Sequence[FeedSource],
                 options: WatchOptions | None = None, fetcher: Fetcher | None = None,
                 stop: threading.Event | None = None,
                 clock: Callable[[], datetime] | None = None):
        self.store = store
        self.sources = list(sources)
        self.options = options or WatchOptions()
        self.stop = stop or (fetcher.stop if fetcher is not None else threading.Event())
        self.fetcher = fetcher or Fetcher(stop=self.stop)
        if self.fetcher.stop is not self.stop:
            raise ValueError("the fetcher must share the watcher's stop event")
        self.clock = clock or (lambda: datetime.now(UTC))
        self._pool: _Pool | None = None
        for s in self.sources:
            store.add_feed(s.url, s.name)
            self.fetcher.trust(s.url)  # before any poll: one feed may link to another's host

    def close(self) -> None:
        """End the worker threads (the store and fetcher are the caller's to close)."""
        if self._pool is not None:
            self._pool.close()
            self._pool = None

    def due(self, once: bool = False) -> tuple[list[FeedSource], list[FeedOutcome]]:
        """(feeds to poll now, feeds skipped while backing off)."""
        now = self.clock()
        states = {f.url: f for f in self.store.feeds()}
        removed = [s for s in self.sources if s.url not in states]
        for s in removed:  # every source was added at the start: `newsfuse feeds remove`
            log.warning("feed %s: removed from the store; no longer polled", s.url)
            self.sources.remove(s)
        poll, skipped = [], []
        for s in self.sources:
            st = states.get(s.url)
            nxt = _when(st.next_poll) if st else None
            if nxt is None or nxt <= now or (once and st is not None and not st.errors):
                poll.append(s)
            elif once or st is None or st.errors:
                skipped.append(FeedOutcome(s.url, "skipped", next_poll=st.next_poll,
                                           error=st.last_error))
        return poll, skipped

    def poll(self, once: bool = False) -> PollSummary:
        """Poll the due feeds (several hosts at once); what each did."""
        start = time.monotonic()
        now = self.clock()
        feeds, skipped = self.due(once)
        if self._pool is None:
            self._pool = _Pool(self.options.workers)

        def task(src: FeedSource) -> Callable[[], FeedOutcome]:
            def run() -> FeedOutcome:
                if self.stop.is_set():
                    return FeedOutcome(src.url, "interrupted")
                try:
                    return poll_feed(self.store, self.fetcher, src, self.options,
                                     self.clock(), add=False)
                except NewsfuseError:
                    if self.store.feed(src.url) is None:  # removed while it was polled
                        return FeedOutcome(src.url, "removed")
                    raise
            return run

        outcomes = []
        for src, got in zip(feeds, self._pool.map([task(s) for s in feeds])):
            outcomes.append(got if isinstance(got, FeedOutcome) else
                            FeedOutcome(src.url, "error", error=f"unexpected error: {got!r}"))
        for o in outcomes:
            if o.status in ("ok", "not-modified"):
                log.info("feed %s: %s, %d item(s), %d new, %d known; %.2f s", o.url, o.status,
                         o.items, len(o.added), o.duplicates, o.seconds)
        for o in skipped:
            log.info("feed %s: backing off after failures until %s (%s)", o.url, o.next_poll,
                     o.error)
        return PollSummary(now.isoformat(timespec="seconds"), outcomes + skipped,
                           time.monotonic() - start)

    def next_wait(self) -> float:
        """Seconds until the next feed is due (at least 1, at most ``options.every``)."""
        now = self.clock()
        urls = {s.url for s in self.sources}
        times = [_when(f.next_poll) for f in self.store.feeds() if f.url in urls]
        if any(t is None for t in times):
            return 1.0
        soonest = min((t for t in times if t is not None), default=None)
        if soonest is None:
            return self.options.every
        return max(1.0, min(self.options.every, (soonest - now).total_seconds()))

    def run(self, once: bool = False,
            on_poll: Callable[[PollSummary], None] | None = None) -> list[PollSummary]:
        """Poll until ``stop`` is set (or once); every pass is reported to ``on_poll``."""
        done = []
        while not self.stop.is_set():
            summary = self.poll(once)
            done.append(summary)
            if on_poll is not None:
                on_poll(summary)
            if once:
                break
            wait = self.next_wait()
            while wait > 0 and not self.stop.is_set():  # short waits: Ctrl-C stays prompt
                self.stop.wait(min(wait, 0.5))
                wait -= 0.5
        return done


def _when(text: str | None) -> datetime | None:
    if not text:
        return None
    try:
        dt = datetime.fromisoformat(text)
    except ValueError:
        return None
    return dt if dt.tzinfo else dt.replace(tzinfo=UTC)


class BackgroundWatch:
    """A ``Watcher`` on its own thread, store connection and fetcher (``serve --watch``);
    ``stop()`` ends it after the requests in flight."""

    def __init__(self, db_path: str | Path, sources: Sequence[FeedSource],
                 options: WatchOptions | None = None, fetch_options: Any = None):
        self.stop_event = threading.Event()
        self._store = StoryStore(db_path)
        self._fetcher = Fetcher(fetch_options, stop=self.stop_event)
        self.watcher = Watcher(self._store, sources, options, self._fetcher, self.stop_event)
        self.polls = 0
        self._thread = threading.Thread(target=self._run, name="newsfuse-watch", daemon=True)

    def _run(self) -> None:
        def report(summary: PollSummary) -> None:
            self.polls += 1
            log.warning("watch: %s", summary.line()) if summary.failed else \
                log.info("watch: %s", summary.line())

        try:
            self.watcher.run(on_poll=report)
        except Exception:  # pragma: no cover - the web app keeps serving
            log.exception("watch: the feed loop stopped on an unexpected error")
        finally:
            self.watcher.close()

    def start(self) -> BackgroundWatch:
        self._thread.start()
        return self

    def stop(self, timeout: float = 30.0) -> None:
        self.stop_event.set()
        self._thread.join(timeout)
        self._fetcher.close()
        self._store.close()
