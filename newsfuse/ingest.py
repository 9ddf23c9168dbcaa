"""Ingest: turn files, directories, stdin, JSON objects and plain strings into Articles.

Owns input formats (text/Markdown, HTML via trafilatura, JSON/JSONL article or cluster objects,
Multi-News lines), reading within the input limit (gzip by content, decompressed bytes counted),
decoding (binary detection, UTF-8 with replacement; lone surrogates from JSON escapes or file
names replaced), headline detection and the outlet label of every article (metadata, URL, credit
lines, file name).
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
import zlib
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from .clean import AGENCY_SIGNATURE, wire_name, wire_opening
from .dates import settle_day_order
from .limits import Limits, current, over
from .model import Article, InputError, ReadError

MULTINEWS_SEP = "|||||"
TEXT_EXTS = {".txt", ".md", ".markdown", ".text", ".rst", ""}
HTML_EXTS = {".html", ".htm", ".xhtml"}
JSON_EXTS = {".json"}
JSONL_EXTS = {".jsonl", ".ndjson"}
MAX_FILE_BYTES = Limits().input_bytes  # the default input limit (newsfuse.limits.input_bytes)
GZIP_MAGIC = b"\x1f\x8b"
_SURROGATE = re.compile("[\ud800-\udfff]")


@dataclass
class Cluster:
    """Articles that the input itself says belong to one story."""

    id: str | None
    articles: list[Article]


@dataclass
class Inputs:
    """What was read: loose articles, explicit clusters, and warnings naming file and line."""

    articles: list[Article] = field(default_factory=list)
    clusters: list[Cluster] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    errors: list[InputError] = field(default_factory=list)

    def extend(self, other: Inputs) -> None:
        self.articles += other.articles
        self.clusters += other.clusters
        self.warnings += other.warnings
        self.errors += other.errors


# ---------------------------------------------------------------------------------------------
# decoding


def decode(data: bytes, where: str) -> tuple[str, list[str]]:
    """Bytes to text: refuse binary, decode UTF-8 (with BOM), replace invalid bytes and warn."""
    warnings: list[str] = []
    if not data.strip():
        raise InputError("empty input (no text)", where)
    head = data[:65536]
    if b"\x00" in head and not (head.startswith((b"\xff\xfe", b"\xfe\xff"))):
        raise InputError("binary file (contains NUL bytes), not text", where)
    if head.startswith((b"\xff\xfe", b"\xfe\xff")):
        return clean_str(data.decode("utf-16", errors="replace")), warnings
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        text = data.decode("utf-8", errors="replace")
        bad = text.count("\ufffd")
        warnings.append(f"{where}: invalid UTF-8 (first at byte {exc.start}); "
                        f"{bad} undecodable byte sequence(s) replaced with U+FFFD")
    controls = sum(1 for ch in text[:65536]
                   if unicodedata.category(ch) == "Cc" and ch not in "\n\r\t\f\v")
    if controls > 0.05 * min(len(text), 65536):
        raise InputError("binary file (mostly control bytes), not text", where)
    return text, warnings


def clean_str(text: str) -> str:
    """``text`` with lone surrogates (from JSON escapes such as ``"\\ud800"`` or file names that
    are not UTF-8), which no output can encode, replaced by U+FFFD."""
    if text.isascii():
        return text
    if len(text) <= 1 << 20:  # UTF-8 fails on a surrogate only: several times a search's speed
        try:
            text.encode("utf-8")
            return text
        except UnicodeEncodeError:
            pass
    return _SURROGATE.sub("\ufffd", text) if _SURROGATE.search(text) else text


def display_path(path: str | Path) -> str:
    """A path as messages and labels show it (bytes that are not UTF-8 as U+FFFD)."""
    return clean_str(str(path))


def loads(text: str, where: str | None, line: int | None = None) -> Any:
    """``json.loads``, every way it can fail (malformed, nested too deep, a number too long to
    convert) an InputError naming where."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"malformed JSON: {exc.msg} (column {exc.colno})", where,
                         line if line is not None else exc.lineno) from None
    except RecursionError:
        raise InputError("malformed JSON: nested too deeply", where, line) from None
    except ValueError as exc:  # e.g. an integer of more than 4,300 digits
        raise InputError(f"malformed JSON: {str(exc).split(';')[0]}", where, line) from None


def gunzip_limited(data: bytes, where: str, cap: int, limits: Limits | None = None
                   ) -> tuple[bytes, ReadError | None]:
    """Decompress gzip ``data`` (several members too), at most ``cap`` bytes of output.

    Over the cap is an InputError saying the limit. A truncated or corrupt stream gives what
    could be decompressed and a ReadError saying what was lost.
    """
    out = bytearray()
    rest = data
    try:
        while rest:
            d = zlib.decompressobj(16 + zlib.MAX_WBITS)
            chunk = d.decompress(rest, cap + 1 - len(out))
            out += chunk
            while d.unconsumed_tail and len(out) <= cap:
                out += d.decompress(d.unconsumed_tail, cap + 1 - len(out))
            if len(out) > cap:
                raise InputError(str(over("input_bytes", "decompressed input",
                                          current(limits))), where)
            if not d.eof:
                return bytes(out), ReadError(f"truncated gzip data: the stream ends after "
                                             f"{len(out):,} decompressed bytes", where)
            rest = d.unused_data.lstrip(b"\x00")
            if rest and not rest.startswith(GZIP_MAGIC):
                break  # trailing garbage after the last member, as gzip(1) ignores it
    except zlib.error as exc:
        return bytes(out), ReadError(f"corrupt gzip data ({exc}) after {len(out):,} "
                                     "decompressed bytes", where)
    return bytes(out), None


# ---------------------------------------------------------------------------------------------
# outlets

KNOWN_DOMAINS = {
    "apnews.com": "AP", "ap.org": "AP", "reuters.com": "Reuters", "cnn.com": "CNN",
    "bbc.co.uk": "BBC", "bbc.com": "BBC", "nytimes.com": "The New York Times",
    "washingtonpost.com": "The Washington Post", "theguardian.com": "The Guardian",
    "independent.co.uk": "The Independent", "wsj.com": "The Wall Street Journal",
    "foxnews.com": "Fox News", "nbcnews.com": "NBC News", "cbsnews.com": "CBS News",
    "abcnews.go.com": "ABC News", "npr.org": "NPR", "aljazeera.com": "Al Jazeera",
    "afp.com": "AFP", "bloomberg.com": "Bloomberg", "usatoday.com": "USA Today",
    "latimes.com": "Los Angeles Times", "politico.com": "Politico", "time.com": "Time",
    "telegraph.co.uk": "The Telegraph", "dailymail.co.uk": "Daily Mail",
}
AGENCIES = {"AP": "AP", "Associated Press": "AP", "The Associated Press": "AP",
            "Reuters": "Reuters", "AFP": "AFP", "Agence France-Presse": "AFP", "UPI": "UPI",
            "dpa": "dpa", "PA": "PA", "ITAR-TASS": "TASS", "Itar-Tass": "TASS"}

# "LONDON (Reuters) -", "PARIS, Dec. 5 (AFP) -", "BERLIN, December 5 (dpa) -"
_DATELINE = re.compile(
    r"^[A-Z][A-Z.'’-]+(?:[ ,]+(?:[A-Z][\w.'’-]*|\d{1,2}(?=[ ,(])|\d{4})){0,6}\s*"
    r"\(([A-Z][\w&.' -]{1,40}|dpa)\)\s*[—–-]+", re.M)
_STAFF_CREDIT = re.compile(
    r"\b((?:The )?[A-Z][\w&.]*(?: [A-Z][\w&.]*){0,3})['’]s? (?:[A-Z][\w.'’-]+ ){1,3}"
    r"(?:and (?:[A-Z][\w.'’-]+ ){1,3})?contributed to this (?:report|story)")
# An agency's photo credit ("(AP Photo/Reed Saxon)"): on the agency's own stories as pages carry
# them. Not a picture agency's bare credit ("REUTERS/Jonathan Ernst") nor a video caption's
# "(The Associated Press)": every outlet that buys the pictures prints those (all 4 such pages in
# Multi-News were another outlet's: The Washington Post's twice, a blog's, an opinion page's)
_PHOTO_CREDIT = re.compile(r"\((AP|Reuters|AFP) Photos?\b")
_COPYRIGHT = re.compile(r"(?:Copyright|©)\s*(?:\d{4}\s+)?(The Associated Press|Reuters|CNN|AFP)\b")
_TAG_DASH = re.compile(r"\)\s*[—–-]")  # what every _DATELINE match has


def outlet_from_url(url: str | None) -> str | None:
    if not url:
        return None
    try:
        host = (urlparse(url if "//" in url else "//" + url).hostname or "").lower()
    except ValueError:  # not a URL ("[", a bad port, ...): no outlet from it
        return None
    host = host.removeprefix("www.").removeprefix("m.").removeprefix("edition.")
    if not host:
        return None
    for dom, name in KNOWN_DOMAINS.items():
        if host == dom or host.endswith("." + dom):
            return name
    return host


# Page furniture only one outlet's pages carry (a crawl keeps it in the text): a signature, with
# the words every match contains (the pattern is tried only where one of them is). Tried in
# order: the BBC's pages of 2012 also carry "Continue reading the main story", so its own
# furniture ("Media requires JavaScript to play") is looked for before the Times'.
_SIGNATURES = (
    ("BBC", ("Media playback", "Image copyright", "Media requires JavaScript"),
     re.compile(r"Media playback is unsupported on your device|"
                r"Media requires JavaScript to play|"
                r"^Image copyright .{1,80}? Image caption\b", re.M)),
    ("CNN", ("Story highlights", "(CNN)"),
     re.compile(r"^Story highlights\b|^(?:[A-Z][\w.,' -]{0,40} )?\(CNN\)", re.M)),
    ("NBC News", ("Breaking News Emails",),
     re.compile(r"Breaking News Emails Get breaking news alerts")),
    ("The New York Times", ("Continue reading",), re.compile(r"Continue reading the main story")),
    ("The Washington Post", ("/The Washington Post)",),
     re.compile(r"\([^()]{1,60}/The Washington Post\)")),
)


def outlet_from_signature(text: str) -> str | None:
    """The outlet whose page furniture the text carries ("Media playback is unsupported on
    your device": BBC; "Story highlights" or "(CNN)": CNN), or None."""
    head = text[:3000]
    for name, hints, pattern in _SIGNATURES:
        if any(h in head for h in hints) and pattern.search(head):
            return name
    return None


def outlet_from_credits(text: str) -> str | None:
    """The outlet named by a dateline, a staff credit, a copyright line, photo credits or an
    outlet's own page furniture."""
    head = text[:2000]  # a dateline's tag is followed by a dash: looked for first
    m = _DATELINE.search(head) if "(" in head and _TAG_DASH.search(head) else None
    if m and not re.search(r"\d|Photo", m.group(1)):
        return AGENCIES.get(m.group(1), m.group(1))
    if (m := wire_opening(head, 120)):  # a known wire's tag in any form of dateline ("Dec 5
        # (Reuters) - ...", "NEW DELHI, Dec 5 (IANS) The ...", "MOSCOW, December 5. /TASS/.")
        return AGENCIES.get(wire_name(m), wire_name(m))
    if (name := outlet_from_signature(text)):
        return name
    tail = text[-3000:]
    # a match is on the line of a "contributed to this" (no character of it is a line end):
    # searched from the start of the first such line, not tried at every word of the tail
    at = tail.find("contributed to this")
    m = _STAFF_CREDIT.search(tail, tail.rfind("\n", 0, at) + 1) if at >= 0 else None
    if m:
        name = m.group(1).strip()
        return AGENCIES.get(name, name)
    m = _COPYRIGHT.search(tail) if ("Copyright" in tail or "©" in tail) else None
    if m:
        return AGENCIES.get(m.group(1), m.group(1))
    if "Photo" not in text:
        return None
    votes = Counter(AGENCIES.get(m.group(1), "AP") for m in _PHOTO_CREDIT.finditer(text))
    if votes:
        top, n = votes.most_common(1)[0]
        if n >= 1:
            return top
    return None


_CREDITS = re.compile(
    r"(?:^|\n)\s*\(?(?:Additional |With )?reporting by "
    r"((?:The )?[A-Z][\w&.]*(?: [A-Z][\w&.]*){0,3})"
    r"|(?:^|\n)\s*((?:The )?Associated Press|AP|Reuters|AFP|Agence France-Presse|UPI|dpa)"
    r" contributed to this (?:report|story)"
    r"|\((AP|Reuters|AFP|UPI|Xinhua|dpa)\)\s*[—–_-]")


def credited_outlets(text: str) -> list[str]:
    """Outlets an article says its text comes from, in part or whole: a wire dateline
    ("DENVER (AP) —"), "Additional reporting by AP", "Reuters contributed to this report"."""
    found = []
    for part in (text[:600], text[-1500:]):
        for m in _CREDITS.finditer(part):
            name = next(g for g in m.groups() if g).strip()
            name = AGENCIES.get(name, name)
            if name not in found:
                found.append(name)
    return found


def label_outlet(article: Article, fallback: str, how: str = "file") -> Article:
    """Fill ``outlet`` from metadata, URL, credit lines, else ``fallback`` (file name or index)."""
    if article.outlet:
        return replace(article, outlet=article.outlet.strip(), outlet_from="metadata")
    if (name := outlet_from_url(article.url)):
        return replace(article, outlet=name, outlet_from="url")
    if (name := outlet_from_credits(article.text)):
        return replace(article, outlet=name, outlet_from="credit")
    return replace(article, outlet=fallback, outlet_from=how)


# ---------------------------------------------------------------------------------------------
# formats

_TERMINAL = tuple(".!?:;\"”’'…)]")


# a sentence with an agency's signature after its full stop: the lead of a copy, no headline
_SIGNED = re.compile(r"[.!?\"”]\s+" + AGENCY_SIGNATURE + "$")


def looks_like_headline(line: str) -> bool:
    """A first line that reads as a title: short, not a sentence, and not a caption, credit,
    timestamp, warning, prompt or page debris (those stay in the text for cleaning), nor the
    story's lead sentence ("TOKYO (AP) — Japan's top spokesman said ... 'outrageous.'")."""
    from .headlines import problem, reads_as_lead

    if len(line) > 2000:  # far too long (and never split a huge line into words)
        return False
    line = line.strip().lstrip("#").strip()
    words = line.split()
    if _SIGNED.search(line):
        return False  # a sentence an agency signs: "China will send ... next week. -- Reuters"
    return (0 < len(words) <= 30 and len(line) <= 220 and not line.endswith(_TERMINAL[:1])
            and not line.endswith(("...", "…")) and any(c.isalpha() for c in line)
            and problem(line, labels=False) in (None, "truncated") and not reads_as_lead(line))


def article_from_text(text: str, id: str, origin: str | None) -> Article:
    """Plain text or Markdown: the first non-empty line is the headline when it looks like one."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    title = None
    start = 0
    while True:  # the first non-empty line, found without splitting the whole text into lines
        end = text.find("\n", start)
        line = text[start:] if end < 0 else text[start:end]
        if line.strip():
            rest = "" if end < 0 else text[end + 1:]
            if looks_like_headline(line) and rest.strip():
                title = line.strip().lstrip("#").strip()
                text = rest
            break
        if end < 0:
            break
        start = end + 1
    return Article(id=id, text=text.strip("\n"), title=title, origin=origin)


def article_from_html(html: str, id: str, origin: str | None) -> Article:
    """HTML page: main text, title, date and site name through trafilatura."""
    import trafilatura  # imported here: slow to import and only HTML needs it

    # No extensive date search: given no date in the page's metadata, htmldate guesses one from
    # any year in the text or links ("© 2012" became 2012-01-01). No date beats an invented one.
    options = {"include_comments": False, "include_tables": False, "favor_precision": True}
    try:
        doc = trafilatura.bare_extraction(html, with_metadata=True, **options,
                                          date_extraction_params={"extensive_search": False,
                                                                  "original_date": True})
    except Exception:  # a parser bug on hostile markup (lxml, htmldate): the text alone
        try:
            doc = trafilatura.bare_extraction(html, with_metadata=False, **options)
        except Exception as exc:
            raise InputError(f"HTML page that cannot be read ({type(exc).__name__})",
                             origin) from None
    if doc is None:
        raise InputError("HTML page with no readable main text", origin)
    get = (lambda k: getattr(doc, k, None)) if not isinstance(doc, dict) else doc.get
    text = get("text") or ""
    if not text.strip():
        raise InputError("HTML page with no readable main text", origin)
    site = get("sitename")
    url = get("url")
    return Article(id=id, text=text, title=get("title"), outlet=site or None, url=url,
                   published=get("date"), origin=origin)


def split_multinews(line: str) -> list[str]:
    """A Multi-News source line: documents separated by |||||, newlines as NEWLINE_CHAR."""
    docs = [d.replace("NEWLINE_CHAR", "\n").strip() for d in line.split(MULTINEWS_SEP)]
    return [d for d in docs if d]


_ARTICLE_KEYS = ("text", "body", "content", "html")


def article_from_object(obj: Any, id: str, origin: str | None) -> Article:
    """An article given as a string or as ``{"text", "title"?, "source"?, "url"?, ...}``."""
    if isinstance(obj, str):
        if not obj.strip():
            raise InputError("empty article text", origin)
        return article_from_text(clean_str(obj), clean_str(id), origin)
    if not isinstance(obj, dict):
        raise InputError(f"an article must be a string or an object, not {type(obj).__name__}",
                         origin)
    for key in ("title", "source", "outlet", "url", "published", "id"):
        if obj.get(key) is not None and not isinstance(obj[key], (str, int, float)):
            raise InputError(f"field '{key}' must be a string, not {type(obj[key]).__name__}",
                             origin)
    text = next((obj[k] for k in _ARTICLE_KEYS if obj.get(k) is not None), None)
    if text is None:
        raise InputError("article object has no 'text' field", origin)
    if not isinstance(text, str):
        raise InputError(f"field 'text' must be a string, not {type(text).__name__}", origin)
    if not text.strip():
        raise InputError("article 'text' is empty", origin)
    text = clean_str(text)
    is_html = obj.get("html") is not None and obj.get("text") is None
    obj = {k: clean_str(v) if isinstance(v, str) else v for k, v in obj.items()
           if k in ("title", "source", "outlet", "site", "url", "published", "id")}
    aid = clean_str(str(obj["id"])) if obj.get("id") is not None else clean_str(id)
    if is_html:
        base = article_from_html(text, aid, origin)
    elif obj.get("title") is None:
        base = article_from_text(text, aid, origin)
    else:
        base = Article(id=aid, text=text.strip("\n"), origin=origin)
    outlet = obj.get("source") or obj.get("outlet") or obj.get("site") or base.outlet
    title = obj.get("title") if obj.get("title") is not None else base.title
    url = str(obj["url"]) if obj.get("url") else base.url
    published = settle_day_order(str(obj["published"]), aid, url) if obj.get("published") \
        else base.published  # "1998-01-06" of APW19980601.0348: June 1
    return replace(base, title=str(title).strip() if title else None,
                   outlet=str(outlet) if outlet else None, url=url, published=published)


def _is_cluster(obj: Any) -> bool:
    return isinstance(obj, dict) and isinstance(obj.get("documents"), list)


def cluster_from_object(obj: dict, where: str, line: int | None = None) -> Cluster:
    """``{"id", "documents": [str | article object, ...]}`` to a Cluster (documents checked)."""
    cid = obj.get("id")
    cid = None if cid is None else clean_str(str(cid))
    docs = obj["documents"]
    if isinstance(docs, str):
        docs = split_multinews(docs)
    arts = []
    for i, d in enumerate(docs):
        loc = f"{where}:{line}" if line is not None else where
        if isinstance(d, str) and MULTINEWS_SEP not in d:
            d = d.replace("NEWLINE_CHAR", "\n")
        arts.append(article_from_object(d, f"{cid or 'cluster'}-{i}", f"{loc} documents[{i}]"))
    if not arts:
        raise InputError("cluster has no documents", where, line)
    return Cluster(cid, arts)


def _sniff(text: str, suffix: str) -> str:
    if suffix in HTML_EXTS:
        return "html"
    if suffix in JSONL_EXTS:
        return "jsonl"
    if suffix in JSON_EXTS:
        return "json"
    head = text.lstrip()[:2000].lower()
    if head.startswith(("<!doctype html", "<html")) or ("<body" in head and "</" in head):
        return "html"
    if head.startswith(("{", "[")):
        first = text.lstrip().split("\n", 1)[0].strip()
        if head.startswith("{") and first.endswith("}") and text.strip().count("\n") > 0:
            return "jsonl"
        return "json"
    if MULTINEWS_SEP in text or "NEWLINE_CHAR" in text:
        return "multinews"
    return "text"


def parse_text_input(text: str, where: str, stem: str, suffix: str = "") -> Inputs:
    """Parse one decoded input (a file's content or stdin) in whatever format it holds."""
    out = Inputs()
    kind = _sniff(text, suffix)
    if kind == "html":
        out.articles.append(article_from_html(text, stem, where))
    elif kind == "text":
        if not text.strip():
            raise InputError("empty input (no text)", where)
        out.articles.append(article_from_text(text, stem, where))
    elif kind == "multinews":
        for n, line in enumerate(text.split("\n"), 1):
            if not line.strip():
                continue
            docs = split_multinews(line)
            cid = f"{stem}:{n}"
            out.clusters.append(Cluster(cid, [
                article_from_text(d, f"{cid}-{i}", f"{where}:{n}") for i, d in enumerate(docs)]))
    elif kind == "json":
        data = loads(text, where)
        items = data if isinstance(data, list) else [data]
        for i, obj in enumerate(items):
            try:
                _add_object(out, obj, where, None, f"{stem}-{i}" if len(items) > 1 else stem)
            except InputError as exc:
                exc2 = InputError(exc.reason, f"{where}[{i}]" if len(items) > 1 else where)
                out.errors.append(exc2)
                out.warnings.append(f"{exc2}; skipped")
    else:  # jsonl
        for n, line in enumerate(text.split("\n"), 1):
            if not line.strip():
                continue
            try:
                obj = loads(line, where, n)
                _add_object(out, obj, where, n, f"{stem}-{n}")
            except InputError as exc:
                if exc.line is None:
                    exc = InputError(exc.reason, where, n)
                out.errors.append(exc)
                out.warnings.append(f"{exc}; skipped")
    return out


def _add_object(out: Inputs, obj: Any, where: str, line: int | None, id: str) -> None:
    loc = f"{where}:{line}" if line is not None else where
    if _is_cluster(obj):
        out.clusters.append(cluster_from_object(obj, where, line))
    else:
        out.articles.append(article_from_object(obj, id, loc))


def _files_in(path: Path) -> list[Path]:
    files = sorted(p for p in path.rglob("*") if p.is_file()
                   and not any(part.startswith(".") for part in p.relative_to(path).parts))
    return files


def read_paths(paths: Sequence[str], stdin: Any = None, limits: Limits | None = None) -> Inputs:
    """Read every PATH (file, directory of files, or ``-`` for stdin) into Inputs.

    A file that cannot be used (missing, empty, binary, malformed, over the input limit) is
    reported in ``errors``/``warnings`` with its name and the others are still read. Each file
    and stdin may hold at most ``limits.input_bytes`` bytes once decompressed.
    """
    limits = current(limits)
    out = Inputs()
    for p in paths:
        if p == "-":
            stream = stdin if stdin is not None else sys.stdin.buffer
            try:
                data = stream.read(limits.input_bytes + 1)
            except OSError as exc:
                out.errors.append(ReadError(f"cannot read: {exc.strerror or exc}", "<stdin>"))
                continue
            if isinstance(data, str):
                data = data.encode("utf-8", "surrogatepass")
            if len(data) > limits.input_bytes:
                out.errors.append(InputError(str(over("input_bytes", "input", limits)),
                                             "<stdin>"))
                continue
            read_bytes(out, data, "<stdin>", "stdin", "", limits)
            continue
        path = Path(p)
        try:
            if path.is_dir():
                files = _files_in(path)
                if not files:
                    out.errors.append(InputError("directory holds no files", display_path(path)))
                for f in files:
                    _read_file(out, f, limits)
            elif path.exists():
                _read_file(out, path, limits)
            else:
                out.errors.append(ReadError("no such file or directory", display_path(path)))
        except OSError as exc:  # a directory that cannot be listed, a name too long, ...
            out.errors.append(ReadError(f"cannot read: {exc.strerror or exc}",
                                        display_path(path)))
    for e in out.errors:
        if not any(w.startswith(str(e)) for w in out.warnings):
            out.warnings.append(f"{e}; skipped")
    return out


def _read_file(out: Inputs, path: Path, limits: Limits) -> None:
    where = display_path(path)
    try:
        size = path.stat().st_size
        if size > limits.input_bytes:
            raise InputError(str(over("input_bytes", f"file of {size / 1024 / 1024:,.1f} MiB",
                                      limits)), where)
        with open(path, "rb") as fh:
            data = fh.read(limits.input_bytes + 1)  # it may have grown since
        if len(data) > limits.input_bytes:
            raise InputError(str(over("input_bytes", "file", limits)), where)
    except OSError as exc:
        out.errors.append(ReadError(f"cannot read: {exc.strerror or exc}", where))
        return
    except InputError as exc:
        out.errors.append(exc)
        return
    name = clean_str(path.name)
    suffix = path.suffix.lower()
    if suffix == ".gz":
        name = name[:-3]
        suffix = Path(name).suffix.lower()
    stem = name[:len(name) - len(suffix)] if suffix else name
    read_bytes(out, data, where, stem or name, suffix, limits)


def read_bytes(out: Inputs, data: bytes, where: str, stem: str, suffix: str,
               limits: Limits | None = None) -> None:
    """Decode one file's bytes and add its articles to ``out`` (its problems to ``out.errors``,
    so one bad file never stops the others); ``stem`` labels it, ``suffix`` names its format.
    gzip data (known by its first bytes) is decompressed within the input limit; a truncated
    stream keeps its complete lines and reports the rest as lost."""
    try:
        if data.startswith(GZIP_MAGIC):
            data, broken = gunzip_limited(data, where, current(limits).input_bytes, limits)
            if broken is not None:
                out.errors.append(broken)
                data = data[:data.rfind(b"\n") + 1]
                if not data.strip():
                    return
        text, warns = decode(data, where)
        out.warnings += warns
        out.extend(parse_text_input(text, where, stem, suffix))
    except InputError as exc:
        out.errors.append(exc)


def coerce_articles(items: Iterable[Any]) -> list[Article]:
    """Library input: strings, dicts or Articles to Articles (ids doc0, doc1, ...)."""
    arts = []
    for i, it in enumerate(items):
        if isinstance(it, Article):
            arts.append(_clean_article(it))
        else:
            arts.append(article_from_object(it, f"doc{i}", f"articles[{i}]"))
    return arts


def _clean_article(a: Article) -> Article:
    """An Article made by the caller, with lone surrogates replaced in its text fields."""
    values = {k: getattr(a, k) for k in ("id", "text", "title", "outlet", "url", "published",
                                          "origin")}
    bad = {k: clean_str(v) for k, v in values.items()
           if isinstance(v, str) and _SURROGATE.search(v)}
    return replace(a, **bad) if bad else a


def label_outlets(articles: Sequence[Article]) -> list[Article]:
    """Give every article an outlet label (metadata, URL, credits; else file name or number)."""
    out = []
    for i, a in enumerate(articles):
        from_file = bool(a.origin) and not a.origin.startswith(("<", "articles["))
        out.append(label_outlet(a, a.id, "file") if from_file
                   else label_outlet(a, f"Article {i + 1}", "index"))
    return out
