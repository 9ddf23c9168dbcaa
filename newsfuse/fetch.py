"""Fetch: polite HTTP for feeds and article pages (httpx and ``urllib.robotparser``).

Owns how newsfuse asks a web server for anything: a clear User-Agent, timeouts and an overall
deadline per request, a size cap (on the decoded body, counted as it streams: a gzip bomb
stops at the cap), a redirect limit (each hop checked again), conditional requests (ETag /
Last-Modified, 304 Not Modified), a minimum delay between requests to one host (or the host's
robots.txt ``Crawl-delay``, if longer), robots.txt honoured for every URL (RFC 9309: a
robots.txt that is missing allows everything; one that cannot be read, a server error or a
timeout, allows nothing until it can) and the private-address guard: a request whose host
resolves to a loopback, private, link-local, metadata or other non-public address is refused
unless its origin was given by the operator (``Fetcher.trust``: the feeds and pages on the
command line) or ``FetchOptions.allow_private`` is set. The guard checks every request and
every redirect hop before it is sent, and again at connect time on the addresses actually
connected to (a custom httpcore network backend), so a DNS answer that changes between the
two cannot slip through. Every failure is a ``FetchError`` naming the URL.

Thread-safe: one ``Fetcher`` serves every feed of a watch; requests to different hosts run in
parallel, requests to one host wait their turn. Once ``stop`` is set no new request starts
(``Interrupted``); one in flight finishes (within its deadline), so nothing read is lost.
"""

from __future__ import annotations

import contextlib
import email.utils
import ipaddress
import logging
import socket
import threading
import time
import urllib.robotparser
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urljoin, urlsplit

import httpcore
import httpx

from . import __version__
from .model import NewsfuseError

log = logging.getLogger("newsfuse.fetch")

USER_AGENT = f"newsfuse/{__version__} (news feed reader; honours robots.txt)"
ROBOTS_AGENT = "newsfuse"  # the token robots.txt groups are matched against
FEED_ACCEPT = ("application/rss+xml, application/atom+xml, application/feed+json, "
               "application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.8, */*;q=0.5")
PAGE_ACCEPT = "text/html, application/xhtml+xml;q=0.9, */*;q=0.5"
REDIRECTS = frozenset({301, 302, 303, 307, 308})
PERMANENT_REDIRECTS = frozenset({301, 308})  # remembered; 302, 303 and 307 are not
ROBOTS_MAX_BYTES = 512 * 1024  # RFC 9309 asks crawlers to read at least 500 KiB
ROBOTS_TTL = 24 * 3600.0  # seconds a robots.txt is trusted
ROBOTS_RETRY = 600.0  # seconds before an unreadable robots.txt is asked for again
MAX_CRAWL_DELAY = 60.0  # a longer Crawl-delay is read as this


class FetchError(NewsfuseError):
    """A request that did not give a usable answer; names the URL and why.

    ``status`` is the HTTP status (None for network errors), ``retry_after`` the seconds the
    server asked us to wait (429/503), ``permanent`` says asking again will not help soon
    (robots.txt forbids it, 404, 410, too large)."""

    def __init__(self, url: str, message: str, status: int | None = None,
                 retry_after: float | None = None, permanent: bool = False):
        self.url = url
        self.reason = message
        self.status = status
        self.retry_after = retry_after
        self.permanent = permanent
        super().__init__(f"{url}: {message}")


class Interrupted(NewsfuseError):
    """The fetcher was asked to stop (Ctrl-C) before or during a request."""


@dataclass(frozen=True)
class FetchOptions:
    user_agent: str = USER_AGENT
    connect_timeout: float = 10.0  # seconds to connect
    read_timeout: float = 30.0  # seconds without a byte
    deadline: float = 60.0  # seconds for a whole request, body included
    max_bytes: int = 10 * 1024 * 1024  # largest body read (after decompression)
    max_redirects: int = 5
    delay: float = 1.0  # seconds between requests to one host
    robots: bool = True  # honour robots.txt
    allow_private: bool = False  # fetch non-public addresses even when no operator gave them


@dataclass
class Response:
    """A usable answer: 200 with its body, or 304 Not Modified (empty body)."""

    url: str  # as asked
    final_url: str  # after redirects
    status: int
    headers: httpx.Headers
    content: bytes
    redirects: list[str] = field(default_factory=list)  # the URLs that redirected
    seconds: float = 0.0
    moved_to: str | None = None  # where permanent redirects (301/308), from the first hop on,
    #                              say the resource now lives (None: it has not moved for good)

    @property
    def not_modified(self) -> bool:
        return self.status == 304

    @property
    def content_type(self) -> str:
        return self.headers.get("content-type", "").split(";")[0].strip().lower()

    @property
    def etag(self) -> str | None:
        return self.headers.get("etag")

    @property
    def last_modified(self) -> str | None:
        return self.headers.get("last-modified")


def retry_after_seconds(value: str | None, now: float | None = None) -> float | None:
    """Seconds a Retry-After header asks for (delta-seconds or an HTTP date)."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    base = datetime.fromtimestamp(now if now is not None else time.time(), UTC)
    return max(0.0, (when - base).total_seconds())


@dataclass
class _Robots:
    parser: urllib.robotparser.RobotFileParser | None  # None: allow all
    expires: float
    error: str | None = None  # robots.txt could not be read: nothing is allowed

    def allows(self, url: str) -> bool:
        if self.error is not None:
            return False
        return self.parser is None or self.parser.can_fetch(ROBOTS_AGENT, url)

    def crawl_delay(self) -> float:
        if self.parser is None:
            return 0.0
        d = self.parser.crawl_delay(ROBOTS_AGENT)
        try:
            return min(float(d), MAX_CRAWL_DELAY) if d is not None else 0.0
        except (TypeError, ValueError):
            return 0.0


def _origin(url: str) -> tuple[str, str]:
    """(scheme://host[:port], host) of an http(s) URL, or a FetchError."""
    try:
        p = urlsplit(url)
        port = p.port
    except ValueError as exc:
        raise FetchError(url, f"not a valid URL ({exc})", permanent=True) from None
    if p.scheme not in ("http", "https") or not p.hostname:
        raise FetchError(url, "not an http(s) URL", permanent=True)
    host = p.hostname.lower()
    netloc = f"[{host}]" if ":" in host else host
    if port is not None:
        netloc = f"{netloc}:{port}"
    return f"{p.scheme}://{netloc}", host


# -- the private-address guard ----------------------------------------------------------------

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
_SHARED = ipaddress.ip_network("100.64.0.0/10")  # carrier-grade NAT
_NAT64 = ipaddress.ip_network("64:ff9b::/96")
_METADATA = {ipaddress.ip_address("169.254.169.254"), ipaddress.ip_address("fd00:ec2::254")}
ALLOW_PRIVATE_HINT = "--allow-private or NEWSFUSE_ALLOW_PRIVATE=1 allows it"


def address_kind(ip: IPAddress) -> str | None:
    """What kind of non-public address ``ip`` is (loopback, private, link-local, ...), or None
    for a public one. An IPv6 address that carries an IPv4 one (mapped, 6to4, NAT64) is
    judged by the IPv4 address it reaches."""
    if isinstance(ip, ipaddress.IPv6Address):
        inner = ip.ipv4_mapped or ip.sixtofour or (
            ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF) if ip in _NAT64 else None)
        if inner is not None:
            return address_kind(inner)
    if ip in _METADATA:
        return "cloud metadata"
    if ip.is_unspecified:
        return "unspecified"
    if ip.is_loopback:
        return "loopback"
    if ip.is_link_local:
        return "link-local"
    if ip.is_multicast:
        return "multicast"
    if isinstance(ip, ipaddress.IPv4Address) and ip in _SHARED:
        return "shared (carrier-grade NAT)"
    if ip.is_private:
        return "private"
    if not ip.is_global or ip.is_reserved:
        return "reserved"
    return None


class RefusedAddress(Exception):
    """A connection the private-address guard refused (raised inside httpx, turned into a
    ``FetchError`` by the fetcher)."""

    def __init__(self, host: str, address: str, kind: str):
        self.host, self.address, self.kind = host, address, kind
        shown = host if host == address else f"{host} ({address})"
        super().__init__(f"refused: {shown} is a {kind} address, and only the feeds and pages "
                         f"given to newsfuse may be on one ({ALLOW_PRIVATE_HINT})")


def _resolve(host: str, port: int) -> list[str]:
    """The addresses ``host`` resolves to (a literal address is itself), in resolver order."""
    try:
        return [str(ipaddress.ip_address(host))]
    except ValueError:
        pass
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(str(info[4][0]).split("%")[0] for info in infos))


class AddressGuard:
    """Which hosts may be fetched: any public address; a non-public one (loopback, private,
    link-local, ...) only on an origin the operator gave (``trust``) or with
    ``allow_private``. Thread-safe."""

    def __init__(self, allow_private: bool = False,
                 resolve: Callable[[str, int], list[str]] = _resolve):
        self.allow_private = allow_private
        self._resolve = resolve
        self._trusted: set[tuple[str, int]] = set()
        self._lock = threading.Lock()

    def trust(self, url: str) -> None:
        """Let the origin of an operator-given URL be non-public (its host and port; a
        default port trusts both 80 and 443, so http and https of one site go together)."""
        try:
            p = urlsplit(url)
            port = p.port
        except ValueError:
            return
        if not p.hostname:
            return
        host = p.hostname.lower().rstrip(".")
        ports = {port} if port not in (None, 80, 443) else {80, 443}
        with self._lock:
            self._trusted.update((host, n) for n in ports)

    def trusted(self, host: str, port: int) -> bool:
        if self.allow_private:
            return True
        with self._lock:
            return (host.lower().rstrip("."), port) in self._trusted

    def addresses(self, host: str, port: int) -> list[str]:
        """The addresses to connect to for ``host``: all public, else ``RefusedAddress``
        (any non-public answer refuses the host: a DNS answer mixing both is not trusted).
        An origin that is trusted needs no answer: [] (connect by name)."""
        if self.trusted(host, port):
            return []
        try:
            found = self._resolve(host, port)
        except (OSError, UnicodeError) as exc:
            raise httpcore.ConnectError(f"cannot resolve {host}: {exc}") from None
        for address in found:
            kind = address_kind(ipaddress.ip_address(address))
            if kind is not None:
                raise RefusedAddress(host, address, kind)
        if not found:
            raise httpcore.ConnectError(f"cannot resolve {host}: no address")
        return found

    def check(self, url: str) -> None:
        """``RefusedAddress`` when the URL's host may not be fetched (a name that cannot be
        resolved passes here: the connection fails with its own error)."""
        try:
            p = urlsplit(url)
            port = p.port or (443 if p.scheme == "https" else 80)
        except ValueError:
            return
        if p.hostname:
            with contextlib.suppress(httpcore.ConnectError):
                self.addresses(p.hostname, port)


class _GuardedBackend(httpcore.NetworkBackend):
    """httpcore's socket backend, connecting only to addresses the guard allows: the name is
    resolved here and the vetted address connected to (TLS still verifies the name)."""

    def __init__(self, guard: AddressGuard):
        self.guard = guard
        self._inner = httpcore.SyncBackend()

    def connect_tcp(self, host: str, port: int, timeout: float | None = None,
                    local_address: str | None = None,
                    socket_options: Any = None) -> httpcore.NetworkStream:
        addresses = self.guard.addresses(host, port) or [host]
        error: Exception | None = None
        for address in addresses:
            try:
                return self._inner.connect_tcp(address, port, timeout, local_address,
                                               socket_options)
            except (httpcore.ConnectError, httpcore.ConnectTimeout) as exc:
                error = exc
        assert error is not None
        raise error

    def connect_unix_socket(self, path: str, timeout: float | None = None,
                            socket_options: Any = None) -> httpcore.NetworkStream:
        raise httpcore.ConnectError("unix sockets are not fetched")

    def sleep(self, seconds: float) -> None:
        self._inner.sleep(seconds)


class GuardedTransport(httpx.HTTPTransport):
    """httpx's transport whose connections go through the guard (no proxy, no environment)."""

    def __init__(self, guard: AddressGuard):
        super().__init__(trust_env=False)
        self._pool = httpcore.ConnectionPool(
            ssl_context=httpx.create_ssl_context(trust_env=False), max_connections=100,
            max_keepalive_connections=20, keepalive_expiry=5.0,
            network_backend=_GuardedBackend(guard))


class Fetcher:
    """Polite GETs; see the module docstring. ``stop`` (an Event) ends waits for a turn:
    a request not yet sent raises ``Interrupted``."""

    def __init__(self, options: FetchOptions | None = None,
                 stop: threading.Event | None = None,
                 transport: httpx.BaseTransport | None = None):
        self.options = options or FetchOptions()
        self.stop = stop or threading.Event()
        o = self.options
        self.guard = AddressGuard(o.allow_private)
        self._client = httpx.Client(
            headers={"user-agent": o.user_agent}, follow_redirects=False,
            timeout=httpx.Timeout(o.read_timeout, connect=o.connect_timeout),
            transport=transport or GuardedTransport(self.guard), trust_env=False)
        self._lock = threading.Lock()
        self._next_slot: dict[str, float] = {}  # host -> earliest time of its next request
        self._robots: dict[str, _Robots] = {}
        self._robots_locks: dict[str, threading.Lock] = {}
        self.requests = 0  # requests sent (robots.txt included)

    def close(self) -> None:
        self._client.close()

    def trust(self, url: str) -> None:
        """The operator gave this URL (a feed, a page to fetch): its origin may be a
        loopback or private address. Links and redirects elsewhere are still checked."""
        self.guard.trust(url)

    def _guard(self, url: str, came_from: str | None = None) -> None:
        """FetchError (permanent, logged) when the guard refuses the URL's host."""
        try:
            self.guard.check(url)
        except RefusedAddress as exc:
            raise self._refused(url, exc, came_from) from None

    @staticmethod
    def _refused(url: str, exc: RefusedAddress, came_from: str | None = None) -> FetchError:
        how = f" (a redirect from {came_from})" if came_from else ""
        log.warning("%s%s: %s", url, how, exc)
        return FetchError(url, f"{exc}{how}", permanent=True)

    def __enter__(self) -> Fetcher:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- politeness ------------------------------------------------------------------------

    def _wait_turn(self, host: str, delay: float) -> None:
        """Reserve this host's next request slot and sleep until it comes."""
        with self._lock:
            now = time.monotonic()
            slot = max(now, self._next_slot.get(host, now))
            self._next_slot[host] = slot + delay
        wait = slot - time.monotonic()
        if wait > 0 and self.stop.wait(wait):
            raise Interrupted("stopped while waiting to fetch")
        if self.stop.is_set():
            raise Interrupted("stopped before fetching")

    def robots(self, url: str) -> _Robots:
        """The robots.txt rules of the URL's origin (fetched once a day)."""
        origin, host = _origin(url)
        with self._lock:
            lock = self._robots_locks.setdefault(origin, threading.Lock())
        with lock:
            have = self._robots.get(origin)
            if have is not None and have.expires > time.monotonic():
                return have
            rules = self._fetch_robots(origin, host)
            self._robots[origin] = rules
            return rules

    def _fetch_robots(self, origin: str, host: str) -> _Robots:
        url = f"{origin}/robots.txt"
        now = time.monotonic()
        try:
            for _ in range(self.options.max_redirects + 1):
                _, hop_host = _origin(url)
                self._guard(url)
                resp = self._get(url, hop_host, {}, ROBOTS_MAX_BYTES, delay=self.options.delay,
                                 truncate=True)
                if resp.status not in REDIRECTS or not resp.headers.get("location"):
                    break
                url = urljoin(url, resp.headers["location"].strip())
            if resp.status != 200:  # a redirect loop, or 304 to an unconditional request
                return _Robots(None, now + ROBOTS_TTL)
        except FetchError as exc:
            if exc.status is not None and 400 <= exc.status < 500 and exc.status != 429:
                return _Robots(None, now + ROBOTS_TTL)  # none: everything is allowed
            return _Robots(None, now + ROBOTS_RETRY,
                           error=f"{host}'s robots.txt could not be read ({exc.reason})")
        parser = urllib.robotparser.RobotFileParser(url)
        text = resp.content.decode("utf-8", errors="replace")
        parser.parse(text.splitlines())
        return _Robots(parser, now + ROBOTS_TTL)

    def allowed(self, url: str) -> bool:
        """Whether robots.txt lets newsfuse fetch the URL (always, when robots are off)."""
        return not self.options.robots or self.robots(url).allows(url)

    # -- requests --------------------------------------------------------------------------

    def get(self, url: str, *, etag: str | None = None, last_modified: str | None = None,
            accept: str = PAGE_ACCEPT, max_bytes: int | None = None) -> Response:
        """GET the URL politely, following at most ``max_redirects`` redirects. With ``etag``
        or ``last_modified`` the request is conditional: an unchanged resource answers 304
        (``Response.not_modified``). Anything else but 200 is a ``FetchError``."""
        headers = {"accept": accept}
        if etag:
            headers["if-none-match"] = etag
        if last_modified:
            headers["if-modified-since"] = last_modified
        limit = max_bytes or self.options.max_bytes
        start = time.monotonic()
        redirects: list[str] = []
        current = url
        moved_to: str | None = None
        permanent = True  # every hop so far a 301/308: the move is for good
        while True:
            _, host = _origin(current)
            self._guard(current, redirects[-1] if redirects else None)
            delay = self.options.delay
            if self.options.robots:
                rules = self.robots(current)
                if rules.error is not None:
                    raise FetchError(current, f"not fetched: {rules.error}")
                if not rules.allows(current):
                    raise FetchError(current, "robots.txt disallows it for newsfuse",
                                     permanent=True)
                delay = max(delay, rules.crawl_delay())
            resp = self._get(current, host, headers, limit, delay=delay, start=start)
            if resp.status in REDIRECTS:
                redirects.append(current)
                if len(redirects) > self.options.max_redirects:
                    raise FetchError(url, f"more than {self.options.max_redirects} redirects "
                                          f"(last to {current})")
                location = resp.headers.get("location")
                if not location:
                    raise FetchError(current, f"HTTP {resp.status} redirect without a Location")
                current = urljoin(current, location.strip())
                permanent = permanent and resp.status in PERMANENT_REDIRECTS
                if permanent:
                    moved_to = current
                continue
            resp.url = url
            resp.redirects = redirects
            resp.moved_to = moved_to
            resp.seconds = time.monotonic() - start
            return resp

    def _get(self, url: str, host: str, headers: dict[str, str], limit: int, *,
             delay: float = 0.0, start: float | None = None,
             truncate: bool = False) -> Response:
        """One request, no redirects followed: 200, 304 or a redirect; else FetchError."""
        self._wait_turn(host, delay)
        start = time.monotonic() if start is None else start
        deadline = start + self.options.deadline
        try:
            with self._client.stream("GET", url, headers=headers) as r:
                self.requests += 1
                status = r.status_code
                if status in REDIRECTS or status == 304:
                    return Response(url, url, status, r.headers, b"")
                if status != 200:
                    raise self._status_error(url, r)
                declared = r.headers.get("content-length", "")
                if declared.isdigit() and int(declared) > limit and not truncate:
                    raise self._too_large(url, int(declared), limit)
                chunks: list[bytes] = []
                size = 0
                for chunk in r.iter_bytes():
                    size += len(chunk)
                    if size > limit:
                        if truncate:
                            chunks.append(chunk[: len(chunk) - (size - limit)])
                            break
                        raise self._too_large(url, None, limit)
                    chunks.append(chunk)  # a download in flight is finished on stop
                    if time.monotonic() > deadline:
                        raise FetchError(url, f"too slow: no complete answer within "
                                              f"{self.options.deadline:g} s")
                return Response(url, str(r.url), status, r.headers, b"".join(chunks))
        except RefusedAddress as exc:  # at connect time: the name now resolves elsewhere
            raise self._refused(url, exc) from None
        except httpx.TimeoutException as exc:
            kind = "connecting" if isinstance(exc, httpx.ConnectTimeout) else "waiting for data"
            raise FetchError(url, f"timed out {kind} (after "
                                  f"{time.monotonic() - start:.1f} s)") from None
        except httpx.TooManyRedirects:  # pragma: no cover - redirects are followed here
            raise FetchError(url, "too many redirects") from None
        except httpx.InvalidURL as exc:
            raise FetchError(url, f"not a valid URL ({exc})", permanent=True) from None
        except httpx.HTTPError as exc:
            what = type(exc).__name__
            detail = str(exc) or what
            if isinstance(exc, httpx.ConnectError):
                detail = f"cannot connect ({detail})"
            raise FetchError(url, detail) from None

    def _status_error(self, url: str, r: httpx.Response) -> FetchError:
        status = r.status_code
        reason = r.reason_phrase or ""
        retry = retry_after_seconds(r.headers.get("retry-after")) \
            if status in (429, 503) else None
        permanent = status in (401, 403, 404, 410, 451)
        return FetchError(url, f"HTTP {status} {reason}".strip(), status=status,
                          retry_after=retry, permanent=permanent)

    def _too_large(self, url: str, declared: int | None, limit: int) -> FetchError:
        said = f" (it declares {declared:,} bytes)" if declared else ""
        return FetchError(url, f"larger than the {limit:,}-byte limit{said}", permanent=True)
