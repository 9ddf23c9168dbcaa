"""The FastAPI app of ``newsfuse serve``: JSON API, web pages and the files they load.

Owns the routes, request limits (a body-size cap answered with 413 before the body is read,
schema errors as 422 naming the field), error responses (``{"error": ...}`` under ``/api``, an
HTML page elsewhere, never a traceback: those go to the server log), security headers (a strict
Content-Security-Policy: scripts and styles from this app only) and the static files it serves
(a fixed table: nothing is read from a path a request names). ``service.py`` holds the store.

Briefs and store writes are CPU-bound: they run in worker processes (``workers.py``: bounded
queues, a time limit per request, cancelled when the client goes away), so the event loop and
the list pages stay responsive while briefs queue. Who may write, how often, and the early
refusals are ``access.py``. Store reads run in FastAPI's thread pool; the store gives every
thread its own SQLite connection.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import pathlib
import tempfile
import weakref
from collections.abc import AsyncIterator, Callable
from importlib import resources
from typing import Annotated, Any, Literal

from fastapi import Body, FastAPI, HTTPException, Path, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .. import __version__
from ..dates import parse_published
from ..focus import topic_query
from ..limits import Limits, current
from ..model import InputError, LimitError, NewsfuseError, StoreError
from ..pipeline import DEFAULT_WORDS
from ..store import StoryStore
from ..stories import independent_outlets
from ..templating import CSS
from ..terms import warm_up
from .access import BRIEF_PATHS, WRITE_PATHS, Gate, RateLimiter, discard
from .pages import (
    VISITS_COOKIE,
    brief_page,
    docs_fallback_page,
    error_page,
    feeds_page,
    form_page,
    index_page,
    read_visits,
    search_page,
    story_card,
    unique_cards,
    when,
    write_visits,
)
from .schemas import MAX_WORDS, TAGS, AddBody, ArticleIn, SummarizeIn, to_articles
from .service import EXAMPLE_DIR, Service, paste_task, summarize_task
from .workers import ClientGone, Pool, PoolConfig, PoolError, wait_job

log = logging.getLogger("newsfuse.server")

DEFAULT_MAX_BODY = 5 * 1024 * 1024  # bytes
DEFAULT_RATE_LIMIT = 120  # POST requests a minute per client
CARD_WAIT = 1.5  # seconds a list page waits for the snippets it does not have yet
MAX_FIELD_ERRORS = 10  # a 422 names at most this many fields (then says how many more)
SERVE_ENV = "NEWSFUSE_SERVE"  # how `newsfuse serve --workers N` configures its worker processes
INTERNAL_ERROR = "internal server error (details are in the server log)"
STATIC = resources.files(__package__) / "static"
APP_CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
           "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
DOCS_CSP = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
            "img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'")
StoryId = Annotated[str, Path(min_length=1, max_length=200, description="a story id (s-...)")]
Words = Annotated[int, Query(ge=1, le=MAX_WORDS, description="word budget of the brief")]


# ---------------------------------------------------------------------------------------------
# middleware


def _is_api(path: str) -> bool:
    return path.startswith("/api/") or path == "/openapi.json"


class BodyLimit:
    """Refuse request bodies over ``max_body`` bytes with 413, without keeping them.

    A declared Content-Length over the cap is refused before the app sees the request; a body
    sent without one (chunked) is counted as it arrives and refused once it passes the cap.
    What the client is still sending is read and dropped (up to ``drain`` bytes) before the
    answer, so that clients which send the whole body before reading the response (curl,
    urllib, requests) get the 413 and its message rather than a reset connection.
    """

    def __init__(self, app: ASGIApp, max_body: int, drain: int | None = None):
        self.app = app
        self.max_body = max_body
        self.drain = 4 * max_body if drain is None else drain

    def message(self) -> str:
        return (f"request body too large: the limit is {self.max_body:,} bytes "
                f"({self.max_body / 1024 / 1024:.1f} MiB)")

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length = dict(scope["headers"]).get(b"content-length")
        if length is not None:
            try:
                declared = int(length)
            except ValueError:
                declared = -1
            if declared < 0 or declared > self.max_body:
                status, msg = (413, self.message()) if declared > 0 else \
                    (400, "invalid Content-Length header")
                if declared <= self.drain:
                    await discard(receive, declared)
                await error_response(scope["path"], status, msg,
                                     {"connection": "close"})(scope, receive, send)
                return
        received = 0

        async def limited() -> Message:
            nonlocal received
            msg = await receive()
            if msg["type"] == "http.request":
                received += len(msg.get("body", b""))
                if received > self.max_body:
                    if msg.get("more_body", False):
                        await discard(receive, self.drain - received)
                    raise HTTPException(413, self.message(), {"connection": "close"})
            return msg

        await self.app(scope, limited, send)


class CatchAll:
    """An unexpected error becomes a 500 ``{"error": ...}`` (or error page) without internals;
    the traceback goes to the log. Unlike Starlette's last-resort handler it does not re-raise,
    so the connection stays usable for the client's next request."""

    def __init__(self, app: ASGIApp):
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def watch(msg: Message) -> None:
            nonlocal started
            if msg["type"] == "http.response.start":
                started = True
            await send(msg)

        try:
            await self.app(scope, receive, watch)
        except Exception as exc:
            log.error("unexpected error on %s %s", scope.get("method"), scope.get("path"),
                      exc_info=exc)
            if started:  # too late for a clean answer: drop the connection
                raise
            await error_response(scope["path"], 500, INTERNAL_ERROR)(scope, receive, send)


class HeadAsGet:
    """``HEAD`` answers like ``GET``: the same status and headers (Content-Length included),
    no body. Routes are declared for GET only; this runs them for HEAD too."""

    def __init__(self, app: ASGIApp):
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "HEAD":
            await self.app(scope, receive, send)
            return

        async def no_body(msg: Message) -> None:
            if msg["type"] == "http.response.body":
                if msg.get("more_body", False):
                    return
                msg = {"type": "http.response.body", "body": b"", "more_body": False}
            await send(msg)

        await self.app({**scope, "method": "GET"}, receive, no_body)


class SecurityHeaders:
    """Content-Security-Policy and friends on every response."""

    def __init__(self, app: ASGIApp):
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        csp = (DOCS_CSP if scope["path"] == "/docs" else APP_CSP).encode()

        async def with_headers(msg: Message) -> None:
            if msg["type"] == "http.response.start":
                headers = list(msg.get("headers", []))
                have = {k.lower() for k, _ in headers}
                for k, v in ((b"content-security-policy", csp),
                             (b"x-content-type-options", b"nosniff"),
                             (b"referrer-policy", b"no-referrer"),
                             (b"x-frame-options", b"DENY")):
                    if k not in have:
                        headers.append((k, v))
                msg = {**msg, "headers": headers}
            await send(msg)

        await self.app(scope, receive, with_headers)


# ---------------------------------------------------------------------------------------------
# errors


def error_response(path: str, status: int, message: str, headers: dict[str, str] | None = None,
                   fields: list[dict[str, str]] | None = None) -> Response:
    """``{"error": message}`` for the API, an HTML page for the web pages."""
    if _is_api(path):
        body: dict[str, Any] = {"error": message}
        if fields is not None:
            body["fields"] = fields
        return JSONResponse(body, status, headers=headers)
    return HTMLResponse(error_page(status, message), status, headers=headers)


def field_name(loc: tuple[Any, ...] | list[Any]) -> str:
    """pydantic's error location as a field path: ``articles[0].text``."""
    out = ""
    for part in list(loc)[1:] if loc and loc[0] in ("body", "query", "path") else loc:
        if part in TAGS:
            continue
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or (str(loc[0]) if loc else "body")


def validation_fields(exc: RequestValidationError) -> list[dict[str, str]]:
    """The fields a 422 names: at most ``MAX_FIELD_ERRORS`` (then a line saying how many more),
    each message at most 200 characters: never an echo of a huge request."""
    out = []
    errors = exc.errors()
    for err in errors[:MAX_FIELD_ERRORS]:
        loc = tuple(err.get("loc", ()))
        if err.get("type") == "json_invalid":
            detail = (err.get("ctx") or {}).get("error", "malformed")
            pos = loc[1] if len(loc) > 1 else "?"
            out.append({"field": "body", "message": f"invalid JSON: {detail} (at character {pos})"})
            continue
        out.append({"field": field_name(loc)[:200],
                    "message": str(err.get("msg", "invalid"))[:200]})
    if len(errors) > MAX_FIELD_ERRORS:
        out.append({"field": "...", "message": f"and {len(errors) - MAX_FIELD_ERRORS:,} more "
                                               "errors"})
    return out


def store_message(exc: StoreError) -> str:
    """What a client is told of a store fault (never its path or SQLite's words: those go to
    the log)."""
    if "read-only" in str(exc):
        return "the story store is read-only: this server can show stories but not add any"
    return "the story store cannot be used right now (details are in the server log)"


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> Response:
        fields = validation_fields(exc)
        msg = "; ".join(f"{f['field']}: {f['message']}" for f in fields)
        return error_response(request.url.path, 422, f"invalid request: {msg}", fields=fields)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> Response:
        return error_response(request.url.path, exc.status_code, str(exc.detail),
                              dict(exc.headers or {}))

    @app.exception_handler(InputError)
    async def bad_input(request: Request, exc: InputError) -> Response:
        return error_response(request.url.path, 422, str(exc))

    @app.exception_handler(LimitError)
    async def over_limit(request: Request, exc: LimitError) -> Response:
        return error_response(request.url.path, 413, str(exc))

    @app.exception_handler(StoreError)
    async def store_fault(request: Request, exc: StoreError) -> Response:
        log.error("story store error on %s %s: %s", request.method, request.url.path, exc)
        return error_response(request.url.path, 503, store_message(exc))

    @app.exception_handler(PoolError)
    async def pool_refusal(request: Request, exc: PoolError) -> Response:
        if isinstance(exc, ClientGone):  # nobody is listening; the work was stopped
            log.info("%s %s: the client went away; its work was stopped", request.method,
                     request.url.path)
            return Response(status_code=499)
        message = str(exc)
        if exc.status == 504:
            timeout = getattr(request.app.state, "timeout", None)
            message = (f"{message} ({timeout:g} s, --request-timeout): try fewer or shorter "
                       "articles" if timeout else message)
        elif exc.status == 500:
            log.error("worker failed on %s %s: %s", request.method, request.url.path, exc)
            message = INTERNAL_ERROR
        return error_response(request.url.path, exc.status, message, dict(exc.headers))

    @app.exception_handler(NewsfuseError)
    async def bad_request(request: Request, exc: NewsfuseError) -> Response:
        return error_response(request.url.path, 400, str(exc))


# ---------------------------------------------------------------------------------------------
# static files: a fixed table, never a path from the request


def _static_files() -> dict[str, tuple[Callable[[], bytes], str]]:
    def own(name: str) -> Callable[[], bytes]:
        return lambda: (STATIC / name).read_bytes()

    files: dict[str, tuple[Callable[[], bytes], str]] = {
        "newsfuse.css": (lambda: (CSS + (STATIC / "newsfuse.css").read_text("utf-8")).encode(),
                         "text/css; charset=utf-8"),
        "newsfuse.js": (own("newsfuse.js"), "text/javascript; charset=utf-8"),
        "docs.js": (own("docs.js"), "text/javascript; charset=utf-8"),
        "favicon.svg": (own("favicon.svg"), "image/svg+xml"),
    }
    with contextlib.suppress(ImportError):  # Swagger UI, bundled by fastapi-offline
        swagger = resources.files("fastapi_offline") / "static"
        for name, kind in (("swagger-ui-bundle.js", "text/javascript; charset=utf-8"),
                           ("swagger-ui.css", "text/css; charset=utf-8")):
            files[name] = ((lambda n: lambda: (swagger / n).read_bytes())(name), kind)
    return files


DOCS_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>newsfuse API</title>
<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/static/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/static/swagger-ui-bundle.js"></script><script src="/static/docs.js"></script>
</body></html>
"""


# ---------------------------------------------------------------------------------------------
# the app


def create_app(db_path: str | pathlib.Path | None = None, *, max_body: int = DEFAULT_MAX_BODY,
               example: bool = False, example_dir: pathlib.Path | None = EXAMPLE_DIR,
               cache_size: int = 256,
               background: Callable[[str], Callable[[], None]] | None = None,
               limits: Limits | None = None, pool: PoolConfig | None = None,
               token: str | None = None, rate_limit: int = DEFAULT_RATE_LIMIT,
               card_wait: float = CARD_WAIT) -> FastAPI:
    """The web app over the story store at ``db_path`` (an SQLite file, created when missing;
    ``None``: a temporary store removed when the app shuts down).

    ``max_body`` caps request bodies (bytes); ``example`` adds the bundled example to the
    store at start; ``example_dir`` is the fixed folder the "load the example" button reads.
    ``background`` is started with the store's path when the app starts (``serve --watch``:
    the feed loop) and the function it returns is called when the app stops.

    ``limits`` bound every brief (``newsfuse.limits``; default: the environment's); ``pool``
    sizes the worker processes, their queues, the time limit of a request and a worker's
    memory; with a ``token``, writes to the store need ``Authorization: Bearer TOKEN``;
    ``rate_limit`` is the POST requests a minute one client may make (0: no limit).
    """
    tmp = None
    if db_path is None:
        tmp = tempfile.TemporaryDirectory(prefix="newsfuse-serve-")
        db_path = pathlib.Path(tmp.name) / "stories.db"
    warm_up()  # a long-running process: word statistics loaded before the first request
    store = StoryStore(db_path)
    limits = current(limits)
    workers = Pool(pool)
    service = Service(store, example_dir, cache_size, pool=workers, limits=limits)
    if example:
        service.add_example()

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        stop_background = background(str(db_path)) if background is not None else None
        await run_in_threadpool(workers.start)  # warm workers before the first request
        yield
        if stop_background is not None:
            await run_in_threadpool(stop_background)
        await run_in_threadpool(workers.close)
        store.close()
        if tmp is not None:
            tmp.cleanup()

    app = FastAPI(
        title="newsfuse", version=__version__, lifespan=lifespan, docs_url=None,
        redoc_url=None,
        description="One faithful, attributed brief from several outlets' reports of a story, "
                    "what they agree on and where they disagree, and a store that groups "
                    "articles into stories. Errors are `{\"error\": message}`.")
    app.state.service = service
    app.state.store = store
    app.state.tmp = tmp
    app.state.pool = workers
    app.state.timeout = workers.config.timeout
    app.state.limits = limits
    weakref.finalize(app, workers.close)  # an app never started or stopped (tests)

    def lane_busy(path: str) -> bool:
        lane = "brief" if path in BRIEF_PATHS else "story" if path in WRITE_PATHS else None
        return lane is not None and workers.lanes[lane].busy()

    app.add_middleware(BodyLimit, max_body=max_body)  # the first added is the innermost
    app.add_middleware(Gate, token=token, limiter=RateLimiter(rate_limit), busy=lane_busy,
                       respond=error_response, drain=4 * max_body)
    app.add_middleware(CatchAll)
    app.add_middleware(SecurityHeaders)
    app.add_middleware(HeadAsGet)
    install_error_handlers(app)
    static = _static_files()
    loaded: dict[str, bytes] = {}

    # -- API -------------------------------------------------------------------------------

    @app.get("/api/health", tags=["service"], summary="Is the service up; what is stored")
    def health() -> dict[str, Any]:
        n_articles, n_stories = store.count()
        return {"status": "ok", "version": __version__, "articles": n_articles,
                "stories": n_stories,
                "workers": {name: {"processes": len(lane.pids()), **lane.stats}
                            for name, lane in workers.lanes.items()},
                "limits": {**limits.to_dict(), "request_seconds": workers.config.timeout,
                           "body_bytes": max_body, "posts_per_minute": rate_limit},
                "token_required": token is not None}

    @app.post("/api/summarize", tags=["briefs"],
              summary="Brief the articles of one story (stateless)",
              response_description="the brief: the JSON of `newsfuse summarize --format json`, "
                                   "with the comparison report under `report`")
    async def api_summarize(body: SummarizeIn, request: Request) -> JSONResponse:
        if body.query is not None and body.topic is not None:
            raise InputError("give query or topic, not both", "topic")
        if body.since is not None and parse_published(body.since) is None:
            raise InputError(f"cannot read the date {body.since!r} (e.g. 2024-03-12)", "since")
        query = body.query if body.topic is None else body.topic.model_dump(exclude_none=True)
        seen = None if body.seen is None else to_articles(body.seen, field="seen")
        job = workers.submit("brief", summarize_task, to_articles(body.articles), body.words,
                             body.quality, body.report, query, seen, body.since, limits)
        return JSONResponse(await wait_job(job, request.receive))

    @app.post("/api/articles", tags=["store"], status_code=201,
              summary="Add one article or many to the story store",
              response_description="each new article's story; records already stored")
    async def api_add(body: Annotated[AddBody, Body(
            description='{"articles": [article, ...]} or one article object')],
                      request: Request) -> JSONResponse:
        items = [body] if isinstance(body, ArticleIn) else body.articles
        result = await service.add_articles(to_articles(items, stable_ids=True),
                                            request.receive)
        return JSONResponse(result, 201 if result["added"] else 200)

    @app.get("/api/feeds", tags=["store"],
             summary="Watched feeds: last poll, status, items, errors, next poll")
    def api_feeds() -> dict[str, Any]:
        return {"feeds": [f.to_dict() for f in store.feeds()]}

    @app.get("/api/stories", tags=["store"],
             summary="Stored stories: newest (by published time), largest, or last added first")
    def api_stories(order: Literal["newest", "largest", "added"] = "newest",
                    limit: Annotated[int, Query(ge=1, le=500)] = 50,
                    offset: Annotated[int, Query(ge=0)] = 0,
                    include_boilerplate: bool = False) -> dict[str, Any]:
        infos = store.stories(order=order, limit=limit + 1, offset=offset,
                              include_boilerplate=include_boilerplate)
        more = len(infos) > limit
        return {"stories": [i.to_dict() for i in infos[:limit]], "order": order,
                "limit": limit, "offset": offset, "next_offset": offset + limit if more else None}

    @app.get("/api/stories/{story_id}", tags=["store"],
             summary="One stored story with its brief and comparison report")
    async def api_story(story_id: StoryId, request: Request,
                        words: Words = DEFAULT_WORDS) -> JSONResponse:
        item = await service.story_brief(story_id, words, request.receive)
        return JSONResponse({"story": item.info.to_dict(), "brief": item.data})

    @app.get("/api/search", tags=["store"],
             summary="Stories whose articles match words or a \"quoted phrase\" (full text)")
    def api_search(q: Annotated[str, Query(min_length=1, max_length=200)],
                   limit: Annotated[int, Query(ge=1, le=100)] = 20,
                   offset: Annotated[int, Query(ge=0)] = 0) -> dict[str, Any]:
        found = store.search(q, limit=limit, offset=offset)
        return {"query": q, "stories": [h.to_dict() for h in found.hits],
                "any_word": found.any_word, "limit": limit, "offset": offset,
                "next_offset": offset + limit if found.more else None}

    # -- pages -----------------------------------------------------------------------------

    page_size = 30

    @app.get("/", include_in_schema=False)
    async def index(request: Request, order: Literal["newest", "largest"] = "newest",
                    offset: Annotated[int, Query(ge=0)] = 0) -> HTMLResponse:
        infos = await run_in_threadpool(store.stories, order=order, limit=page_size + 1,
                                        offset=offset, include_boilerplate=False)
        sums = await service.summaries(infos[:page_size], card_wait, request.receive)

        def page() -> str:
            cards = unique_cards([story_card(i, sums.get(i.id)) for i in infos[:page_size]])
            return index_page(cards, order=order, offset=offset, limit=page_size,
                              more=len(infos) > page_size,
                              example=service.example_dir is not None and token is None)

        return HTMLResponse(await run_in_threadpool(page))

    @app.get("/search", include_in_schema=False)
    async def search(request: Request, q: Annotated[str, Query(max_length=200)] = "",
                     offset: Annotated[int, Query(ge=0)] = 0) -> HTMLResponse:
        if not q.strip():
            return HTMLResponse(search_page("", None, offset=0, limit=page_size, more=False))
        try:
            found = await run_in_threadpool(store.search, q, limit=page_size, offset=offset)
        except StoreError:
            raise
        except NewsfuseError as exc:
            return HTMLResponse(search_page(q, None, offset=0, limit=page_size, more=False,
                                            error=str(exc)), 422)
        sums = await service.summaries([h.story for h in found.hits], card_wait,
                                       request.receive)

        def page() -> str:
            cards = [story_card(h.story, sums.get(h.story.id), h.matches) for h in found.hits]
            return search_page(q, cards, offset=offset, limit=page_size, more=found.more,
                               any_word=found.any_word)

        return HTMLResponse(await run_in_threadpool(page))

    @app.get("/stories/{story_id}", include_in_schema=False)
    async def story_page(request: Request, story_id: StoryId, words: Words = DEFAULT_WORDS,
                         since: Annotated[str | None, Query(max_length=40)] = None
                         ) -> HTMLResponse:
        visits = read_visits(request.cookies.get(VISITS_COOKIE))
        if since is not None and since.strip():
            if parse_published(since) is None:
                raise InputError(f"cannot read the date {since!r} (e.g. 2024-03-12)", "since")
            item = await service.story_update(story_id, words, since.strip(), request.receive)
        else:
            since = None
            item = await service.story_brief(story_id, words, request.receive)
        last = visits.get(item.info.id)

        def page() -> str:
            return brief_page(item.brief, heading=item.info.headline, words=words,
                              story=item.info, independent=independent_outlets(item.brief),
                              since=since, last_visit=when(last) if last else None)

        response = HTMLResponse(await run_in_threadpool(page))
        # the reader's last visit: this story's time, kept in their own browser only
        response.set_cookie(VISITS_COOKIE, write_visits(visits, item.info.id),
                            max_age=365 * 86400, httponly=True, samesite="lax")
        return response

    @app.get("/feeds", include_in_schema=False)
    def feeds() -> HTMLResponse:
        return HTMLResponse(feeds_page(store.feeds()))

    @app.get("/brief", include_in_schema=False)
    def brief_form() -> HTMLResponse:
        return HTMLResponse(form_page(words=DEFAULT_WORDS))

    @app.post("/example", include_in_schema=False)
    async def load_example(request: Request) -> RedirectResponse:
        sid = await service.load_example(request.receive)
        return RedirectResponse(f"/stories/{sid}", status_code=303)

    @app.post("/brief", include_in_schema=False)
    async def form_brief(request: Request) -> HTMLResponse:
        form = await request.form(max_files=100, max_fields=20, max_part_size=max_body)
        text = form.get("text")
        text = text if isinstance(text, str) else ""
        raw_words = form.get("words")
        raw_query = form.get("query")
        query = raw_query.strip() if isinstance(raw_query, str) and raw_query.strip() else None
        uploads = []
        for f in form.getlist("files"):
            if isinstance(f, UploadFile):
                data = await f.read()
                if data or f.filename:
                    uploads.append((f.filename or "upload", data))
        try:
            words = int(raw_words) if isinstance(raw_words, str) and raw_words.strip() \
                else DEFAULT_WORDS
            if not 1 <= words <= MAX_WORDS:
                raise ValueError
        except ValueError:
            return HTMLResponse(form_page(
                errors={"words": f"words must be a whole number from 1 to {MAX_WORDS}"},
                text=text, words=DEFAULT_WORDS, query=query or ""), 422)
        if query is not None:
            try:
                query = topic_query(query)
            except ValueError as exc:
                return HTMLResponse(form_page(errors={"query": str(exc)}, text=text,
                                              words=words, query=query), 422)

        job = workers.submit("brief", paste_task, text, uploads, words, limits, query)
        status, html = await wait_job(job, request.receive)
        return HTMLResponse(html, status)

    @app.get("/static/{name}", include_in_schema=False)
    def static_file(name: str) -> Response:
        entry = static.get(name)
        if entry is None:
            raise HTTPException(404, "no such file")
        load, kind = entry
        if name not in loaded:
            loaded[name] = load()
        return Response(loaded[name], media_type=kind,
                        headers={"cache-control": "public, max-age=3600"})

    @app.get("/favicon.ico", include_in_schema=False)
    def favicon() -> RedirectResponse:
        return RedirectResponse("/static/favicon.svg", status_code=308)

    @app.get("/docs", include_in_schema=False)
    def docs() -> HTMLResponse:
        if "swagger-ui-bundle.js" not in static:
            return HTMLResponse(docs_fallback_page())
        return HTMLResponse(DOCS_PAGE)

    return app


def app_from_environment() -> FastAPI:
    """The app of one worker process of ``newsfuse serve --workers N`` (uvicorn's factory):
    configured by the JSON in ``$NEWSFUSE_SERVE`` that the command sets."""
    from ..runtime import limit_blas_threads

    limit_blas_threads()  # a fresh interpreter: the command's own call does not reach it
    cfg = json.loads(os.environ[SERVE_ENV])
    return create_app(cfg["db"], max_body=int(cfg["max_body"]),
                      limits=Limits(**cfg["limits"]) if "limits" in cfg else None,
                      pool=PoolConfig(**cfg["pool"]) if "pool" in cfg else None,
                      token=os.environ.get(cfg["token_env"]) if cfg.get("token_env") else None,
                      rate_limit=int(cfg.get("rate_limit", DEFAULT_RATE_LIMIT)))

