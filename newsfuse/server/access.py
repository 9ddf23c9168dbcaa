"""Who may do what on ``newsfuse serve``: the write token, the per-client rate limit, and the
early refusals that cost the server nothing.

Reads (pages, ``GET /api/...``) are open. Writes to the store (``POST /api/articles``, the
example button) need ``Authorization: Bearer TOKEN`` when the server has a token (compared in
constant time); ``serve`` refuses to listen beyond the loopback interface without one. Every
``POST`` (writes and briefs alike) counts against a per-client rate limit (a token bucket:
``rate`` requests a minute, in bursts of up to ``rate``). A request refused for its token, its
rate or a full queue is answered before its body is read (what the client still sends is read
and dropped, up to a bound, so that it sees the answer).
"""

from __future__ import annotations

import hmac
import ipaddress
import socket
import threading
import time
from collections import OrderedDict
from collections.abc import Callable

from starlette.types import ASGIApp, Receive, Scope, Send

TOKEN_ENV = "NEWSFUSE_TOKEN"
WRITE_PATHS = frozenset({"/api/articles", "/example"})
BRIEF_PATHS = frozenset({"/api/summarize", "/brief"})


async def discard(receive: Receive, budget: int) -> None:
    """Read and drop what the client still sends of a request body (up to ``budget`` bytes),
    so that a client that sends its whole body before reading sees the answer."""
    while budget > 0:
        msg = await receive()
        if msg["type"] != "http.request":
            return
        budget -= len(msg.get("body", b""))
        if not msg.get("more_body", False):
            return


def is_loopback(host: str) -> bool:
    """Whether ``host`` (an address or a name) only ever means this machine."""
    name = host.strip("[]")
    if name in ("localhost", "localhost.localdomain"):
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        pass
    try:
        infos = socket.getaddrinfo(name, None)
    except OSError:
        return False
    addrs = {i[4][0] for i in infos}
    return bool(addrs) and all(ipaddress.ip_address(a.split("%")[0]).is_loopback for a in addrs)


def token_ok(header: bytes | None, token: str) -> bool:
    """``Authorization: Bearer TOKEN`` with the right token (compared in constant time)."""
    if not header:
        return False
    scheme, _, given = header.decode("latin-1").strip().partition(" ")
    if scheme.lower() != "bearer":
        return False
    return hmac.compare_digest(given.strip().encode("utf-8", "surrogateescape"),
                               token.encode("utf-8"))


class RateLimiter:
    """A token bucket per client: ``rate`` requests a minute, bursts of up to ``rate``; at
    most ``clients`` clients remembered (the longest idle forgotten first)."""

    def __init__(self, rate: int, clients: int = 10_000):
        self.rate = rate
        self.clients = clients
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()
        self._lock = threading.Lock()

    def allow(self, client: str, now: float | None = None) -> float:
        """0 when the request may go on, else the seconds until it may."""
        if self.rate <= 0:
            return 0.0
        now = time.monotonic() if now is None else now
        per_second = self.rate / 60.0
        with self._lock:
            tokens, last = self._buckets.pop(client, (float(self.rate), now))
            tokens = min(float(self.rate), tokens + (now - last) * per_second)
            wait = 0.0
            if tokens >= 1.0:
                tokens -= 1.0
            else:
                wait = (1.0 - tokens) / per_second
            self._buckets[client] = (tokens, now)
            while len(self._buckets) > self.clients:
                self._buckets.popitem(last=False)
        return wait


class Gate:
    """Refuse, before the body is read: a write without the token (401), a client over its
    rate (429), work for a lane whose queue is full (503). ``respond`` makes the answer (JSON
    under ``/api``, a page elsewhere); ``busy(path)`` says whether that work would be refused."""

    def __init__(self, app: ASGIApp, *, token: str | None, limiter: RateLimiter,
                 busy: Callable[[str], bool], respond: Callable[..., ASGIApp],
                 drain: int = 20 * 1024 * 1024):
        self.app = app
        self.token = token
        self.limiter = limiter
        self.busy = busy
        self.respond = respond
        self.drain = drain

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "POST":
            await self.app(scope, receive, send)
            return
        path = scope["path"]
        refusal = None
        if self.token is not None and path in WRITE_PATHS and \
                not token_ok(dict(scope["headers"]).get(b"authorization"), self.token):
            refusal = (401, "this server needs a token to add to the story store: send "
                            "Authorization: Bearer TOKEN",
                       {"www-authenticate": 'Bearer realm="newsfuse"'})
        if refusal is None:
            client = (scope.get("client") or ("unknown", 0))[0]
            wait = self.limiter.allow(client)
            if wait > 0:
                refusal = (429, f"too many requests from {client}: the limit is "
                                f"{self.limiter.rate} a minute; try again in {wait:.0f} s",
                           {"retry-after": str(max(1, round(wait)))})
        if refusal is None and self.busy(path):
            refusal = (503, "the server is busy with other briefs: try again in a few seconds",
                       {"retry-after": "5"})
        if refusal is None:
            await self.app(scope, receive, send)
            return
        status, message, headers = refusal
        await discard(receive, self.drain)
        await self.respond(path, status, message, {**headers, "connection": "close"})(
            scope, receive, send)
