"""Dedup: what makes two article records the same item (pure functions).

Owns the canonical form of an article URL (scheme and host lowercased, default port, fragment
and tracking parameters such as ``utm_*``, ``fbclid`` and ``gclid`` dropped, query parameters
sorted; through courlan, trafilatura's URL library) and the content fingerprint of an article
(a hash of its words, case and punctuation folded, so re-encoded or re-spaced copies match).
``store.py`` keeps both for every stored article; ``feeds.py`` asks the store before fetching.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from urllib.parse import urlsplit, urlunsplit

_WORD = re.compile(r"\w+")
MIN_FINGERPRINT_WORDS = 8  # shorter texts (a bare title, "Read more") identify nothing


def canonical_url(url: str | None) -> str | None:
    """The canonical form of an http(s) URL, or None when it is not one.

    >>> canonical_url("HTTPS://Example.com:443/a/b?utm_source=rss&b=2&a=1#top")
    'https://example.com/a/b?a=1&b=2'
    """
    if not url or not isinstance(url, str):
        return None
    url = url.strip()
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        return None
    from courlan import normalize_url  # imported here: trafilatura's dependency, slow-ish

    try:
        norm = normalize_url(url, strict=False)
    except (ValueError, AttributeError):
        return None
    p = urlsplit(norm)
    path = p.path or "/"
    return urlunsplit((p.scheme, p.netloc, path, p.query, ""))


def host_of(url: str | None) -> str | None:
    """The lowercased host name of a URL (None when there is none)."""
    if not url:
        return None
    try:
        return urlsplit(url).hostname or None
    except ValueError:
        return None


def content_fingerprint(text: str | None) -> str | None:
    """A hash of an article's words (NFKC, case-folded, punctuation and spacing ignored);
    None for texts too short to identify an article."""
    if not text:
        return None
    words = _WORD.findall(unicodedata.normalize("NFKC", text).casefold())
    if len(words) < MIN_FINGERPRINT_WORDS:
        return None
    return hashlib.sha256(" ".join(words).encode("utf-8")).hexdigest()


def outlet_key(outlet: str | None) -> str:
    """How outlets are compared for content de-duplication: case and spacing folded."""
    return " ".join((outlet or "").casefold().split())
