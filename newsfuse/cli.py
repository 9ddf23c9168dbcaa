"""The ``newsfuse`` command line: a thin shell over the library.

Owns argument parsing, where output goes (stdout or ``-o FILE``), how warnings and errors are
shown (stderr, naming file and line; never a traceback, unless ``NEWSFUSE_DEBUG=1``), the limit
flags (``newsfuse.limits``) and exit codes: 0 ok, 1 some records or items failed, 2 bad input
or usage (a limit exceeded included), 3 input that cannot be read or output that cannot be
written, 4 a story store that cannot be used, 70 an internal error (a bug), 130 interrupted.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import sys
from collections.abc import Callable, Sequence
from typing import Any

from . import __version__
from .ingest import Inputs, read_paths
from .limits import Limits
from .model import Article, NewsfuseError, ReadError, StoreError
from .render import FORMATS
from .runtime import limit_blas_threads

EXIT_OK, EXIT_FAILURES, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130
EXIT_CANNOT_READ, EXIT_STORE, EXIT_INTERNAL = 3, 4, 70
DEBUG_ENV = "NEWSFUSE_DEBUG"  # set to 1: an internal error shows its traceback


def _warn(msg: str) -> None:
    print(f"newsfuse: warning: {msg}", file=sys.stderr)


def _at_least(text: str, low: int) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if n < low:
        raise argparse.ArgumentTypeError(f"must be at least {low}, not {n}")
    return n


def _positive(text: str) -> int:
    return _at_least(text, 1)


def _whole(text: str) -> int:
    return _at_least(text, 0)


def _write(text: str, out: str | None) -> None:
    if out and out != "-":
        from .batch import atomic_writer

        with atomic_writer(out) as fh:
            fh.write(text)
    else:
        sys.stdout.write(text)
        sys.stdout.flush()


def story_articles(inputs: Inputs) -> list[Article]:
    """The articles of one story from whatever was read, or a clear error."""
    if inputs.clusters and inputs.articles:
        raise NewsfuseError("the input mixes loose articles and clusters; give one story")
    if len(inputs.clusters) > 1:
        ids = ", ".join(str(c.id) for c in inputs.clusters[:3])
        raise NewsfuseError(f"the input holds {len(inputs.clusters)} clusters ({ids}, ...); "
                            "this command takes one story: use `newsfuse batch` for many "
                            "clusters, or `newsfuse digest` to find stories in a pile")
    arts = inputs.clusters[0].articles if inputs.clusters else inputs.articles
    if not arts:
        raise no_articles(inputs)
    return arts


def no_articles(inputs: Inputs) -> NewsfuseError:
    """The error for inputs without one readable article: a ReadError (exit 3) when nothing
    could be read at all, else a NewsfuseError (exit 2) with every problem."""
    problems = "; ".join(str(e) for e in inputs.errors) or "no input"
    if inputs.errors and all(isinstance(e, ReadError) for e in inputs.errors):
        return ReadError(f"no readable articles ({problems})")
    return NewsfuseError(f"no readable articles ({problems})")


def limits_of(args: argparse.Namespace) -> Limits:
    """The limits: defaults, changed by the environment, changed by the flags given."""
    mb = getattr(args, "max_input_mb", None)
    return Limits.from_env(
        article_words=getattr(args, "max_article_words", None),
        story_articles=getattr(args, "max_articles", None),
        story_words=getattr(args, "max_story_words", None),
        story_sentences=getattr(args, "max_sentences", None),
        input_bytes=int(mb * 1024 * 1024) if mb is not None else None)


def read_story_inputs(paths: Sequence[str], limits: Limits | None = None) -> list[Article]:
    inputs = read_paths(paths, limits=limits)
    arts = story_articles(inputs)
    for w in inputs.warnings:
        _warn(w)
    return arts


def cmd_summarize(args: argparse.Namespace) -> int:
    from .pipeline import summarize
    from .render import render

    limits = limits_of(args)
    seen = _seen_articles(args.seen, limits) if args.seen else None
    brief = summarize(read_story_inputs(args.paths, limits), args.words, quality=args.quality,
                      report=args.report, query=args.query, seen=seen, since=args.since,
                      limits=limits)
    for w in brief.warnings:
        _warn(w)
    _write(render(brief, args.format), args.output)
    return EXIT_OK


def _seen_articles(paths: Sequence[str], limits: Limits | None = None) -> list[Article]:
    """The articles the reader has already seen (``--seen``): any input, any number of files;
    loose articles and clusters' documents alike."""
    inputs = read_paths(paths, limits=limits)
    for w in inputs.warnings:
        _warn(w)
    arts = list(inputs.articles) + [a for c in inputs.clusters for a in c.articles]
    if not arts:
        problems = "; ".join(str(e) for e in inputs.errors) or "no input"
        raise NewsfuseError(f"--seen: no readable articles ({problems})")
    return arts


def cmd_compare(args: argparse.Namespace) -> int:
    from .compare import compare
    from .compare.render import report_html_page, report_markdown, report_text
    from .model import article_infos, to_json
    from .pipeline import build_story

    limits = limits_of(args)
    story = build_story(read_story_inputs(args.paths, limits), limits)
    for w in story.warnings:
        _warn(w)
    report = compare(story)
    infos = article_infos(story)
    if args.format == "json":
        out = to_json(report.to_dict()) + "\n"
    elif args.format == "markdown":
        out = report_markdown(report, infos)
    elif args.format == "html":
        out = report_html_page(report, infos)
    else:
        out = report_text(report, infos)
    _write(out, args.output)
    return EXIT_OK


def _parts_layout(args: argparse.Namespace) -> bool:
    """Parts + manifest for the dask engine or an output directory; else one JSONL file."""
    out = args.output
    return (args.engine == "dask" or os.path.isdir(out) or out.endswith(("/", os.sep)))


def cmd_batch(args: argparse.Namespace) -> int:
    if args.scheduler is not None and args.engine != "dask":
        raise NewsfuseError("--scheduler needs --engine dask")
    if not _parts_layout(args):
        return _batch_to_file(args)
    if not os.path.exists(args.output) and args.output.lower().endswith((".jsonl", ".json",
                                                                          ".gz")):
        raise NewsfuseError(f"{args.output} looks like a file, but the parts layout writes a "
                            f"directory: give -o {args.output.rsplit('.', 1)[0]}/")
    from .distributed import DEFAULT_PART_SIZE, run_parts

    if args.engine == "local":
        workers = args.workers if args.workers is not None else (os.cpu_count() or 1)
    else:
        workers = args.workers
    res = run_parts(args.inputs, args.output, words=args.words, quality=args.quality,
                    part_size=args.part_size or DEFAULT_PART_SIZE, engine=args.engine,
                    workers=workers, scheduler=args.scheduler, progress=not args.quiet,
                    limits=limits_of(args))
    print(f"newsfuse: {res.records} cluster(s), {res.records - res.errors} briefed, "
          f"{res.errors} failed, in {res.parts} part(s) ({res.computed} computed, "
          f"{res.skipped} already done) -> {res.manifest}", file=sys.stderr)
    if res.failed_parts:
        print(f"newsfuse: error: {len(res.failed_parts)} part(s) could not be computed "
              f"({', '.join(res.failed_parts[:5])}); run the same command again to retry them",
              file=sys.stderr)
    return EXIT_FAILURES if res.errors or res.failed_parts else EXIT_OK


def _batch_to_file(args: argparse.Namespace) -> int:
    """The single-file layout: one JSONL input to one JSONL output, in input order."""
    from .batch import run_batch

    if args.part_size is not None:
        raise NewsfuseError("--part-size is for the parts layout: give -o a directory "
                            "(e.g. -o out/) or --engine dask")
    inputs = args.inputs
    if inputs != ["-"]:
        from .distributed import expand_inputs

        files = expand_inputs(inputs)
        if len(files) != 1 or files[0].kind != "jsonl":
            what = f"{len(files)} inputs" if len(files) != 1 else "Parquet input"
            raise NewsfuseError(f"{what} write parts and a manifest: give -o a directory "
                                f"(e.g. -o {args.output.removesuffix('.jsonl')}/)")
        inputs = [files[0].path]
    workers = args.workers if args.workers is not None else (os.cpu_count() or 1)
    res = run_batch(inputs[0], args.output, args.words, workers, args.quality,
                    progress=not args.quiet, limits=limits_of(args))
    print(f"newsfuse: {res.total} cluster(s), {res.total - res.failed} briefed, "
          f"{res.failed} failed -> {args.output}", file=sys.stderr)
    return EXIT_FAILURES if res.failed else EXIT_OK


def pile_articles(paths: Sequence[str], db: str | None, limits: Limits | None = None
                  ) -> tuple[list[Article], Inputs]:
    """Every article of the inputs (clusters' documents too), warnings shown; or a clear error."""
    from .stories import unique_articles

    if not paths:
        if db:
            return [], Inputs()
        raise NewsfuseError("give at least one PATH (or --db FILE to use stored stories)")
    inputs = read_paths(paths, limits=limits)
    arts = list(inputs.articles) + [a for c in inputs.clusters for a in c.articles]
    arts, repeats = unique_articles(arts)
    for w in inputs.warnings + repeats:
        _warn(w)
    if not arts:
        raise no_articles(inputs)
    return arts, inputs


def story_groups(args: argparse.Namespace) -> list:
    """Stories of the inputs; with --db, of the store after adding the inputs to it."""
    from .stories import cluster_articles

    arts, _ = pile_articles(args.paths, args.db, limits_of(args))
    if not args.db:
        return cluster_articles(arts)
    from .store import StoryStore

    with StoryStore(args.db) as store:
        res = store.add_articles(arts)
        n_art, n_story = store.count()
        print(f"newsfuse: {len(arts)} article(s) read, {len(res.added)} added, "
              f"{len(res.duplicates)} already stored; {n_story} stories "
              f"({len(res.stories_created)} new, {len(res.stories_updated)} grown) in "
              f"{args.db}", file=sys.stderr)
        if not n_art:
            raise NewsfuseError(f"{args.db}: the store holds no articles yet; give PATHs")
        return store.groups()


def cmd_cluster(args: argparse.Namespace) -> int:
    import json

    lines = [json.dumps(g.to_dict(), ensure_ascii=False) + "\n" for g in story_groups(args)]
    _write("".join(lines), args.output)
    return EXIT_OK


def cmd_digest(args: argparse.Namespace) -> int:
    from .render import render_digest
    from .stories import digest

    groups = story_groups(args)
    stored: set = set()
    if args.since and args.db:
        from .store import StoryStore

        with StoryStore(args.db) as store:
            stored = store.added_before(args.since)
    d = digest(groups, args.words, quality=args.quality, min_articles=args.min_articles,
               top=args.top, query=args.query, since=args.since, stored_before=stored,
               limits=limits_of(args))
    for w in d.warnings or []:
        _warn(w)
    _write(render_digest(d, args.format), args.output)
    return EXIT_OK


def cmd_eval(args: argparse.Namespace) -> int:
    from .evaluate import BASELINES, evaluate, load_clusters, table
    from .model import to_json

    baselines = [b.strip() for b in args.baselines.split(",") if b.strip()]
    for b in baselines:
        if b not in BASELINES:
            raise NewsfuseError(f"unknown baseline {b!r}; choose from {', '.join(BASELINES)}")
    clusters = load_clusters(args.data, args.limit)
    systems = [f"newsfuse-{q}" for q in args.quality]
    if args.generic:
        systems += [f"newsfuse-{q}-generic" for q in args.quality]
    systems += baselines
    bar = None
    if not args.quiet:
        from tqdm import tqdm

        bar = tqdm(total=len(clusters) * len(systems), unit="cluster", file=sys.stderr,
                   desc="newsfuse eval", dynamic_ncols=True)

    def progress(name: str, done: int) -> None:
        if bar is not None:
            bar.set_postfix_str(name)
            bar.update(1)

    try:
        results = evaluate(clusters, args.words, systems, progress)
    finally:
        if bar is not None:
            bar.close()
    if args.format == "json":
        out = to_json({"data": args.data, "clusters": len(clusters), "words": args.words,
                       "results": [r.to_dict() for r in results]}) + "\n"
    else:
        out = table(results, args.words) + "\n"
    _write(out, args.output)
    return EXIT_OK


def serve_token(args: argparse.Namespace) -> str | None:
    """The write token: --token, else --token-file, else $NEWSFUSE_TOKEN; None without one."""
    from .server.access import TOKEN_ENV

    if args.token is not None and args.token_file is not None:
        raise NewsfuseError("give --token or --token-file, not both")
    token = args.token
    if args.token_file is not None:
        try:
            with open(args.token_file, encoding="utf-8") as fh:
                token = fh.readline()
        except OSError as exc:
            raise ReadError(f"cannot read the token file: {exc.strerror or exc}",
                            args.token_file) from None
    if token is None:
        token = os.environ.get(TOKEN_ENV)
    if token is None:
        return None
    token = token.strip()
    if not token or any(c.isspace() for c in token):
        raise NewsfuseError("the token must be one word, not empty")
    if len(token) < 16:
        _warn("the token is shorter than 16 characters: easy to guess")
    return token


def cmd_serve(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from .server.access import TOKEN_ENV, is_loopback
        from .server.app import DEFAULT_RATE_LIMIT, SERVE_ENV, create_app
        from .server.workers import PoolConfig
    except ImportError as exc:
        raise NewsfuseError(f"`newsfuse serve` needs the server extra ({exc.name} is missing): "
                            "pip install 'newsfuse[server]'") from None
    token = serve_token(args)
    if token is None and not is_loopback(args.host):
        raise NewsfuseError(
            f"refusing to listen on {args.host} without a token: anyone who can reach it could "
            f"add to the story store. Give --token-file FILE (or ${TOKEN_ENV}); writes then "
            "need 'Authorization: Bearer TOKEN'. Or listen on 127.0.0.1 behind a reverse "
            "proxy (see README: Running it exposed)")
    max_body = int(args.max_body * 1024 * 1024)
    limits = limits_of(args)
    d = PoolConfig()
    pool = PoolConfig(
        brief_workers=args.brief_workers or d.brief_workers,
        story_workers=args.story_workers or d.story_workers,
        queue=d.queue if args.queue is None else args.queue,
        timeout=args.request_timeout or d.timeout,
        memory_mb=args.worker_memory or d.memory_mb)
    rate = DEFAULT_RATE_LIMIT if args.rate_limit is None else args.rate_limit
    where = args.db or "a temporary store (removed at exit)"
    print(f"newsfuse: serving {where} on http://{args.host}:{args.port}/ (API docs at /docs); "
          f"writes {'need the token' if token else 'are open (loopback only)'}",
          file=sys.stderr)
    watch = _serve_watch(args)
    options = {"max_body": max_body, "limits": limits, "pool": pool, "token": token,
               "rate_limit": rate}
    if args.workers == 1:
        app = create_app(args.db, example=args.example, background=watch, **options)
        uvicorn.run(app, host=args.host, port=args.port, log_level=args.log_level)
        return EXIT_OK
    if not args.db:
        raise NewsfuseError("--workers above 1 needs --db FILE: the worker processes share "
                            "the story store")
    if args.example:  # once, here, rather than racing in every worker
        from .server.service import EXAMPLE_DIR, add_example
        from .store import StoryStore

        with StoryStore(args.db) as store:
            add_example(store, EXAMPLE_DIR)
    if token is not None:
        os.environ[TOKEN_ENV] = token  # the worker processes read it; never on a command line
    os.environ[SERVE_ENV] = json.dumps({
        "db": args.db, "max_body": max_body, "limits": limits.to_dict(),
        "pool": pool.__dict__, "rate_limit": rate,
        "token_env": TOKEN_ENV if token is not None else None})
    stop_watch = watch(args.db) if watch is not None else None  # here, not in every worker
    try:
        uvicorn.run("newsfuse.server.app:app_from_environment", factory=True, host=args.host,
                    port=args.port, log_level=args.log_level, workers=args.workers)
    finally:
        if stop_watch is not None:
            stop_watch()
    return EXIT_OK


def _query(text: str) -> str:
    from .focus import topic_query

    try:
        return topic_query(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _serve_watch(args: argparse.Namespace) -> Callable[[str], Callable[[], None]] | None:
    """``serve --watch``: a function that starts the feed loop on a store and returns its
    stop function (the feeds are read now, so a bad feed list fails before serving)."""
    if not args.watch:
        return None
    from .feeds import BackgroundWatch, read_feed_list

    sources = read_feed_list(args.watch)
    _log_to_stderr(args.verbose)
    options, fetch_options = _watch_options(args), _fetch_options(args)

    def start(db_path: str) -> Callable[[], None]:
        print(f"newsfuse: watching {len(sources)} feed(s) every {_human(args.every)}",
              file=sys.stderr, flush=True)
        return BackgroundWatch(db_path, sources, options, fetch_options).start().stop

    return start


def _non_negative(text: str) -> float:
    try:
        n = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not n >= 0 or n == float("inf"):
        raise argparse.ArgumentTypeError(f"must be 0 or more, not {text}")
    return n


def _duration(text: str) -> float:
    """'15m', '90s', '1h30m', '2h' or plain seconds, as seconds (at least 1)."""
    t = text.strip().lower()
    parts = re.fullmatch(r"(?:(\d+(?:\.\d+)?)h)?(?:(\d+(?:\.\d+)?)m)?(?:(\d+(?:\.\d+)?)s?)?", t)
    if not t or parts is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not a duration (e.g. 15m, 90s, 1h)")
    h, m, sec = (float(x) if x else 0.0 for x in parts.groups())
    total = h * 3600 + m * 60 + sec
    if total < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1 second, not {text!r}")
    return total


def _log_to_stderr(verbose: bool) -> None:
    """Feed and fetch messages (``newsfuse.*`` loggers) on stderr, as every message here."""
    import logging

    logger = logging.getLogger("newsfuse")
    if not any(getattr(h, "_newsfuse_cli", False) for h in logger.handlers):
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("newsfuse: %(message)s"))
        handler._newsfuse_cli = True  # type: ignore[attr-defined]
        logger.addHandler(handler)
    logger.setLevel(logging.INFO if verbose else logging.WARNING)


def _fetch_options(args: argparse.Namespace) -> Any:
    from .fetch import USER_AGENT, FetchOptions

    allow = args.allow_private or os.environ.get("NEWSFUSE_ALLOW_PRIVATE", "").strip().lower() \
        in ("1", "true", "yes", "on")
    return FetchOptions(user_agent=args.user_agent or USER_AGENT, read_timeout=args.timeout,
                        connect_timeout=min(10.0, args.timeout), deadline=2 * args.timeout,
                        max_bytes=int(args.max_size * 1024 * 1024), delay=args.delay,
                        allow_private=allow)


def _watch_options(args: argparse.Namespace) -> Any:
    from .feeds import WatchOptions

    return WatchOptions(every=args.every, pages=args.pages, workers=args.feed_workers)


def _graceful_stop(stop: Any) -> Callable[[], None]:
    """First Ctrl-C (or SIGTERM): set ``stop`` and finish what is in flight; a second Ctrl-C
    quits at once. Returns the function that puts the old handlers back."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        return lambda: None

    def handler(signum: int, frame: Any) -> None:
        if stop.is_set() and signum == signal.SIGINT:
            raise KeyboardInterrupt
        stop.set()
        print("newsfuse: stopping after the requests in flight (Ctrl-C again to quit now)",
              file=sys.stderr, flush=True)

    old = {sig: signal.signal(sig, handler) for sig in (signal.SIGINT, signal.SIGTERM)}
    return lambda: [signal.signal(sig, h) for sig, h in old.items()] and None


def cmd_watch(args: argparse.Namespace) -> int:
    import threading

    from .feeds import Watcher, read_feed_list
    from .fetch import Fetcher
    from .store import StoryStore

    _log_to_stderr(args.verbose)
    sources = read_feed_list(args.feeds)
    stop = threading.Event()
    restore = _graceful_stop(stop)
    try:
        with StoryStore(args.db) as store, Fetcher(_fetch_options(args), stop=stop) as fetcher:
            watcher = Watcher(store, sources, _watch_options(args), fetcher, stop)
            print(f"newsfuse: watching {len(sources)} feed(s) into {args.db}"
                  + ("" if args.once else f", every {_human(args.every)} (Ctrl-C to stop)"),
                  file=sys.stderr, flush=True)

            def report(summary: Any) -> None:
                print(f"newsfuse: {summary.at}: {summary.line()}", file=sys.stderr, flush=True)

            try:
                polls = watcher.run(once=args.once, on_poll=report)
            finally:
                watcher.close()
            n_art, n_story = store.count()
            print(f"newsfuse: {args.db} holds {n_art} article(s) in {n_story} stories",
                  file=sys.stderr)
    finally:
        restore()
    if args.once:
        if stop.is_set() or any(p.interrupted for p in polls):
            return EXIT_INTERRUPTED
        return EXIT_FAILURES if any(p.failed for p in polls) else EXIT_OK
    return EXIT_OK


def _human(seconds: float) -> str:
    from .feeds import human_seconds

    return human_seconds(seconds)


def cmd_fetch(args: argparse.Namespace) -> int:
    import threading

    from .feeds import fetch_pages
    from .fetch import Fetcher
    from .store import StoryStore

    _log_to_stderr(args.verbose)
    stop = threading.Event()
    restore = _graceful_stop(stop)
    failed = 0
    try:
        with StoryStore(args.db) as store, Fetcher(_fetch_options(args), stop=stop) as fetcher:
            for item in fetch_pages(store, fetcher, args.urls, refresh=args.refresh):
                sys.stdout.write(json.dumps(item.to_dict(), ensure_ascii=False) + "\n")
                sys.stdout.flush()
                if item.status == "error":
                    failed += 1
                    print(f"newsfuse: error: {item.url}: {item.error}", file=sys.stderr)
    finally:
        restore()
    if stop.is_set():
        return EXIT_INTERRUPTED
    return EXIT_FAILURES if failed else EXIT_OK


def cmd_feeds(args: argparse.Namespace) -> int:
    """``newsfuse feeds list`` / ``newsfuse feeds remove URL...``."""
    from .store import StoryStore

    with StoryStore(args.db) as store:
        if args.action == "list":
            feeds = store.feeds()
            for f in feeds:
                if args.json:
                    line = json.dumps(f.to_dict(), ensure_ascii=False)
                else:
                    moved = f" (moved to {f.moved_to})" if f.moved_to else ""
                    error = f": {f.last_error}" if f.status == "error" and f.last_error else ""
                    line = (f"{f.url}{moved}\t{f.name or f.title or ''}\t{f.status}{error}\t"
                            f"{f.stored} stored\tlast poll {f.last_poll or 'never'}")
                sys.stdout.write(line + "\n")
            if not args.json:
                print(f"newsfuse: {args.db} watches {len(feeds)} feed(s)", file=sys.stderr)
            return EXIT_OK
        missing = 0
        for url in args.urls:
            gone = store.remove_feed(url)
            if gone is None:
                missing += 1
                _error(f"{url}: not a watched feed of {args.db} (`newsfuse feeds list --db "
                       f"{args.db}` lists them)")
                continue
            print(f"newsfuse: removed feed {gone.url} ({gone.stored} article(s) it stored are "
                  "kept); a `watch` or `serve --watch` given it again watches it again",
                  file=sys.stderr)
    return EXIT_FAILURES if missing else EXIT_OK


def _date(text: str) -> str:
    from .dates import parse_published

    if parse_published(text) is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date (e.g. 2024-03-12 or "
                                         "2024-03-12T08:00Z)")
    return text


def _megabytes(text: str) -> float:
    try:
        n = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not n > 0:
        raise argparse.ArgumentTypeError(f"must be more than 0, not {text}")
    return n


def limit_flags(sp: argparse.ArgumentParser, story: bool = True) -> None:
    """The flags of ``newsfuse.limits`` (each also set by its environment variable)."""
    from .limits import ENV

    d = Limits()
    g = sp.add_argument_group("limits", "bounds on the work of one input or story; each "
                                        "flag's environment variable sets it too")
    g.add_argument("--max-article-words", type=_positive, metavar="N",
                   help=f"an article is cut after N words, with a warning (default "
                        f"{d.article_words:,}; ${ENV['article_words']})")
    if story:
        g.add_argument("--max-articles", type=_positive, metavar="N",
                       help=f"a story of more articles is refused (default "
                            f"{d.story_articles:,}; ${ENV['story_articles']})")
        g.add_argument("--max-story-words", type=_positive, metavar="N",
                       help=f"a story of more words in all is refused (default "
                            f"{d.story_words:,}; ${ENV['story_words']})")
        g.add_argument("--max-sentences", type=_positive, metavar="N",
                       help=f"a story of more sentences after cleaning is refused (default "
                            f"{d.story_sentences:,}; ${ENV['story_sentences']})")
    g.add_argument("--max-input-mb", type=_megabytes, metavar="MB",
                   help=f"largest input file, stdin or batch record, decompressed, in MiB "
                        f"(default {d.input_bytes // 1024 // 1024}; ${ENV['input_bytes']})")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="newsfuse",
        description="One faithful, attributed brief from many outlets' reports of a story.")
    p.add_argument("--version", action="version", version=f"newsfuse {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", required=True)

    def story_cmd(name: str, help: str) -> argparse.ArgumentParser:
        sp = sub.add_parser(name, help=help, description=help)
        sp.add_argument("paths", nargs="+", metavar="PATH",
                        help="file, directory (its files, sorted) or - for stdin; text, "
                             "Markdown, HTML, JSON/JSONL articles or clusters, Multi-News lines")
        sp.add_argument("-f", "--format", choices=FORMATS, default="text")
        sp.add_argument("-o", "--output", metavar="FILE", help="write here instead of stdout")
        return sp

    s = story_cmd("summarize", "brief one story told by several articles")
    s.add_argument("-w", "--words", type=_positive, default=120,
                   help="word budget: the brief never exceeds it (default 120)")
    s.add_argument("-q", "--quality", choices=("fast", "best"), default="fast",
                   help="best: exact selection (an integer program solved with HiGHS); "
                        "slower, slightly better ROUGE")
    s.add_argument("--report", action="store_true",
                   help="add what the outlets agree on, what one reports, where they disagree")
    s.add_argument("--query", metavar="TEXT", type=_query,
                   help="a question (or a topic and what to describe): the brief answers it "
                        "from the articles that speak to it, or says that none does")
    s.add_argument("--seen", nargs="+", action="extend", metavar="PATH",
                   help="articles the reader has already seen (files, directories, -): the "
                        "brief gives only what the PATH articles add to them")
    s.add_argument("--since", metavar="DATE", type=_date,
                   help="articles published before DATE count as seen: the brief gives only "
                        "what is new since (e.g. 2024-03-12 or 2024-03-12T08:00Z)")
    limit_flags(s)
    s.set_defaults(func=cmd_summarize)

    cmp = story_cmd("compare", "what the outlets agree on, what only one reports, where they "
                               "disagree")
    limit_flags(cmp)
    cmp.set_defaults(func=cmd_compare)

    def pile_cmd(name: str, help: str, description: str) -> argparse.ArgumentParser:
        sp = sub.add_parser(name, help=help, description=description)
        sp.add_argument("paths", nargs="*", metavar="PATH",
                        help="file, directory (its files, sorted) or - for stdin: articles in "
                             "any supported input (JSONL article objects included)")
        sp.add_argument("--db", metavar="FILE",
                        help="SQLite story store kept between runs: new articles join stored "
                             "stories or start new ones; the output covers the whole store")
        sp.add_argument("-o", "--output", metavar="FILE", help="write here instead of stdout")
        return sp

    c = pile_cmd("cluster", "group a pile of articles into stories",
                 "Group articles about many events into stories (the number of stories is "
                 "found, not given) and print one JSON line per story: {\"story\", "
                 "\"articles\", \"headline\", \"boilerplate\"}, largest first. Non-news "
                 "documents and one-offs are stories of their own.")
    limit_flags(c, story=False)
    c.set_defaults(func=cmd_cluster)
    d = pile_cmd("digest", "cluster, then brief every story, most independent outlets first",
                 "Cluster the articles into stories, then write a brief of each news story, "
                 "ranked by the number of independent outlets reporting it.")
    d.add_argument("-w", "--words", type=_positive, default=120,
                   help="word budget of each brief (default 120)")
    d.add_argument("-f", "--format", choices=FORMATS, default="text")
    d.add_argument("-q", "--quality", choices=("fast", "best"), default="fast")
    d.add_argument("--min-articles", type=_positive, default=1, metavar="K",
                   help="only stories with at least K articles (default 1)")
    d.add_argument("--top", type=_positive, metavar="N", help="only the N top-ranked stories")
    d.add_argument("--query", metavar="TEXT", type=_query,
                   help="brief each story on this question; stories that say nothing on it "
                        "are left out")
    d.add_argument("--since", metavar="DATE", type=_date,
                   help="what's new since DATE: each story's articles published (or, without "
                        "a date, stored with --db) before DATE count as seen; stories with "
                        "nothing new are left out")
    limit_flags(d)
    d.set_defaults(func=cmd_digest)

    b = sub.add_parser(
        "batch", help="brief every cluster of JSONL or Parquet files",
        description="Each input cluster {\"id\", \"documents\": [...]} becomes one output "
                    "record {\"id\", \"summary\", \"sentences\", ...} or {\"id\", "
                    "\"error\"}, in input order. With one JSONL input and -o FILE: one JSONL "
                    "file. With -o DIR/ (an existing directory or a path ending in /) or "
                    "--engine dask: part files DIR/part-XXXXX.jsonl and DIR/manifest.json; "
                    "rerunning the same command skips the parts already done.")
    b.add_argument("inputs", nargs="+", metavar="IN",
                   help="JSONL clusters (.gz ok; - for stdin with -o FILE), Parquet files "
                        "(columns id, documents), directories of them, or quoted glob patterns")
    b.add_argument("-o", "--output", required=True, metavar="OUT",
                   help="OUT.jsonl, or a directory for parts + manifest")
    b.add_argument("-w", "--words", type=_positive, default=120)
    b.add_argument("-k", "--workers", type=_positive, default=None,
                   help="worker processes for the local engine or --scheduler local "
                        "(default: one per CPU)")
    b.add_argument("-q", "--quality", choices=("fast", "best"), default="fast")
    b.add_argument("--engine", choices=("local", "dask"), default="local",
                   help="local: this machine (default); dask: a Dask cluster, see --scheduler")
    b.add_argument("--scheduler", metavar="ADDRESS",
                   help="tcp://HOST:PORT of a running Dask scheduler, or local[:N] to start a "
                        "LocalCluster of N worker processes (default: local, or Dask's "
                        "configured scheduler-address)")
    b.add_argument("--part-size", type=_positive, default=None, metavar="N",
                   help="clusters per part file (default 250)")
    b.add_argument("--quiet", action="store_true", help="no progress bar")
    limit_flags(b)
    b.set_defaults(func=cmd_batch)

    def http_flags(sp: argparse.ArgumentParser, db: bool = True) -> None:
        if db:
            sp.add_argument("--db", required=True, metavar="FILE",
                            help="SQLite story store (created when missing): new articles "
                                 "join stored stories or start new ones")
        sp.add_argument("--timeout", type=_megabytes, default=30.0, metavar="SECONDS",
                        help="give up on a server silent this long (default 30; a whole "
                             "request may take twice that)")
        sp.add_argument("--max-size", type=_megabytes, default=10.0, metavar="MB",
                        help="largest feed or page read, in MiB (default 10)")
        sp.add_argument("--delay", type=_non_negative, default=1.0, metavar="SECONDS",
                        help="pause between requests to one host (default 1; a longer "
                             "robots.txt Crawl-delay wins)")
        sp.add_argument("--user-agent", default=None, metavar="UA",
                        help="User-Agent header (default: newsfuse/VERSION ...)")
        sp.add_argument("--allow-private", action="store_true",
                        help="follow links and redirects to loopback, private, link-local and "
                             "metadata addresses too (default: only the feeds and pages given "
                             "here may be on one; also NEWSFUSE_ALLOW_PRIVATE=1)")
        sp.add_argument("-v", "--verbose", action="store_true",
                        help="report every feed and item on stderr")

    def watch_flags(sp: argparse.ArgumentParser, workers: str = "--workers") -> None:
        sp.add_argument("--every", type=_duration, default=900.0, metavar="DURATION",
                       help="time between polls of a feed: 15m (default), 90s, 1h; failures wait "
                            "longer (doubling, up to a day)")
        sp.add_argument("--pages", choices=("auto", "always", "never"), default="auto",
                       help="fetch each new item's article page: auto (default: unless the feed "
                            "carries the full text), always, never (store the feed's text)")
        sp.add_argument(workers, type=_positive, default=4, metavar="N", dest="feed_workers",
                       help="feeds polled at once (default 4); one host's requests still take "
                            "turns")

    sv = sub.add_parser("serve", help="HTTP API and web pages over a story store",
                        description="Serve the JSON API (/api/summarize, /api/articles, "
                                    "/api/stories, /api/stories/{id}; OpenAPI docs at /docs) and "
                                    "the web pages: the stored stories, a story's brief with "
                                    "each outlet's wording, and a form to brief your own "
                                    "articles.")
    sv.add_argument("--db", metavar="FILE",
                    help="SQLite story store (created when missing; default: a temporary "
                         "store removed at exit)")
    sv.add_argument("--host", default="127.0.0.1", help="address to listen on (default "
                                                        "127.0.0.1)")
    sv.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    sv.add_argument("--example", action="store_true",
                    help="add the bundled example story to the store at start")
    sv.add_argument("--max-body", type=_megabytes, default=5.0, metavar="MB",
                    help="largest request body accepted, in MiB (default 5); larger is 413")
    sv.add_argument("--workers", type=_positive, default=1, metavar="N",
                    help="worker processes (default 1; more needs --db): briefs are CPU-bound, "
                         "one process uses about one core")
    sv.add_argument("--log-level", default="info",
                    choices=("critical", "error", "warning", "info", "debug"))
    sv.add_argument("--watch", nargs="+", metavar="FEED", default=None,
                    help="poll these feeds (URLs, OPML files) into the store beside the web "
                         "app, as `newsfuse watch` does; --every, --pages and the fetch flags "
                         "of `watch` apply")
    http_flags(sv, db=False)
    watch_flags(sv, workers="--watch-workers")
    exposed = sv.add_argument_group(
        "access and load", "who may write, and how much work the server takes on at once "
                           "(see README: Running it exposed)")
    exposed.add_argument("--token", metavar="TOKEN",
                         help="writes to the store (POST /api/articles, the example button) "
                              "need 'Authorization: Bearer TOKEN'; required to listen beyond "
                              "127.0.0.1. Prefer --token-file or $NEWSFUSE_TOKEN: a command "
                              "line is visible to other users")
    exposed.add_argument("--token-file", metavar="FILE",
                         help="read the token from this file (its first line)")
    exposed.add_argument("--rate-limit", type=_whole, default=None, metavar="N",
                         help="POST requests a minute one client may make, in bursts of up to "
                              "N (default 120; 0: no limit)")
    exposed.add_argument("--request-timeout", type=_megabytes, default=None, metavar="SECONDS",
                         help="most time one request may take, waiting for a worker included; "
                              "past it the work is stopped and the answer is 504 (default 60)")
    exposed.add_argument("--brief-workers", type=_positive, default=None, metavar="N",
                         help="processes briefing articles given in requests (default 1)")
    exposed.add_argument("--story-workers", type=_positive, default=None, metavar="N",
                         help="processes briefing stored stories and adding to the store "
                              "(default 1)")
    exposed.add_argument("--queue", type=_whole, default=None, metavar="N",
                         help="requests that may wait for a worker, per kind, before more are "
                              "refused with 503 (default 32)")
    exposed.add_argument("--worker-memory", type=_positive, default=None, metavar="MB",
                         help="a worker using more memory is stopped, its request answered "
                              "503 (default 2048)")
    limit_flags(sv)
    sv.set_defaults(func=cmd_serve)

    w = sub.add_parser(
        "watch", help="poll RSS, Atom and JSON feeds into a story store",
        description="Poll feeds and store their new articles: each joins a stored story or "
                    "starts one. Items seen before (same canonical URL, or same text from the "
                    "same outlet) are stored once; a feed that fails is retried later with "
                    "backoff and never stops the others. Runs until Ctrl-C (finishing what is "
                    "in flight), or once with --once (for cron).")
    w.add_argument("feeds", nargs="+", metavar="FEED",
                   help="feed URL (RSS, Atom, JSON Feed), OPML file of feeds, or a text file "
                        "of feed URLs")
    http_flags(w)
    watch_flags(w)
    w.add_argument("--once", action="store_true",
                   help="poll every feed once and exit (feeds backing off after failures are "
                        "skipped until their retry time); exit 1 when a feed failed")
    w.set_defaults(func=cmd_watch)

    f = sub.add_parser(
        "fetch", help="fetch article pages into a story store",
        description="Fetch each URL (robots.txt honoured), read its article (text, title, "
                    "date, site name) and store it; print one JSON line per URL: {\"url\", "
                    "\"status\": added|duplicate|updated|error, \"article\", \"story\", "
                    "\"new_story\", \"error\"}. Exit 1 when a URL failed.")
    f.add_argument("urls", nargs="+", metavar="URL", help="article page URL (http or https)")
    f.add_argument("--refresh", action="store_true",
                   help="read pages already stored again: a page whose text changed updates "
                        "its stored article in place (status \"updated\")")
    http_flags(f)
    f.set_defaults(func=cmd_fetch)

    fd = sub.add_parser(
        "feeds", help="list or remove the feeds a story store watches",
        description="The feeds `newsfuse watch` and `serve --watch` keep state for in a story "
                    "store: list them, or remove one (its polls and item records go; the "
                    "articles it stored stay, in their stories). A running watch stops "
                    "polling a removed feed at its next pass.")
    fsub = fd.add_subparsers(dest="action", required=True, metavar="ACTION")
    fl = fsub.add_parser("list", help="each watched feed: URL, name, status, stored, last poll",
                         description="One line per watched feed (tab-separated), or its JSON "
                                     "(the keys of GET /api/feeds) with --json.")
    fl.add_argument("--db", required=True, metavar="FILE", help="SQLite story store")
    fl.add_argument("--json", action="store_true", help="one JSON object a line")
    fr = fsub.add_parser("remove", help="stop watching feeds; their articles stay",
                         description="Forget these feeds (by the URL they were watched at, or "
                                     "the URL they moved to): their poll history and item "
                                     "records go, their articles and stories stay. Exit 1 when "
                                     "a URL is not a watched feed.")
    fr.add_argument("urls", nargs="+", metavar="URL", help="a watched feed's URL")
    fr.add_argument("--db", required=True, metavar="FILE", help="SQLite story store")
    fd.set_defaults(func=cmd_feeds)

    e = sub.add_parser("eval", help="ROUGE against reference summaries, beside baselines",
                       description="Summarise every cluster of DATA.jsonl ({\"id\", "
                                   "\"documents\", \"summaries\", \"query\" or \"topic\"?, "
                                   "\"seen\"?} per line), score with ROUGE-1/2/L F1 (stemmed, "
                                   "both sides cut to --words) and with ROUGE-2 and ROUGE-SU4 "
                                   "recall as DUC/TAC report them (jackknifed over the "
                                   "references), and print a table with the baselines run in "
                                   "the same process and each system's throughput. newsfuse "
                                   "answers a cluster's query or topic and, given seen "
                                   "articles, briefs only what is new.")
    e.add_argument("data", metavar="DATA.jsonl")
    e.add_argument("-w", "--words", type=_positive, default=250)
    e.add_argument("--baselines", default="lead,lexrank",
                   help="comma-separated: lead, lexrank (default both; '' for none)")
    e.add_argument("-q", "--quality", action="append", choices=("fast", "best"),
                   help="newsfuse mode(s) to run; repeat for both (default fast)")
    e.add_argument("-f", "--format", choices=("text", "json"), default="text")
    e.add_argument("-o", "--output", metavar="FILE")
    e.add_argument("--limit", type=_positive, help="only the first N clusters")
    e.add_argument("--generic", action="store_true",
                   help="also run newsfuse ignoring every query/topic and seen set (the "
                        "generic brief), as newsfuse-<quality>-generic")
    e.add_argument("--quiet", action="store_true", help="no progress bar")
    e.set_defaults(func=cmd_eval)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    limit_blas_threads()
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "quality", None) is None and args.command == "eval":
        args.quality = ["fast"]
    try:
        return int(args.func(args))
    except NewsfuseError as exc:
        _error(str(exc))
        if isinstance(exc, ReadError):
            return EXIT_CANNOT_READ
        return EXIT_STORE if isinstance(exc, StoreError) else EXIT_USAGE
    except KeyboardInterrupt:
        print("newsfuse: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        sys.stderr.close()
        return EXIT_OK
    except OSError as exc:  # output that cannot be written: a full disk, no permission, ...
        where = f"{exc.filename}: " if exc.filename else ""
        _error(f"{where}{exc.strerror or exc}")
        return EXIT_CANNOT_READ
    except MemoryError:
        _error("out of memory: lower the limits (--max-story-words, --max-articles, "
               "--max-input-mb) or give the command more memory")
        return EXIT_INTERNAL
    except Exception as exc:  # a bug: one line and a way to see more, never a raw traceback
        if os.environ.get(DEBUG_ENV):
            import traceback

            traceback.print_exc()
        _error(f"internal error ({type(exc).__name__}: {str(exc)[:300]}); this is a bug in "
               f"newsfuse {__version__}: please report it with the input "
               f"(set {DEBUG_ENV}=1 to see the traceback)")
        return EXIT_INTERNAL


def _error(message: str) -> None:
    with contextlib.suppress(OSError, ValueError):  # stderr closed or gone
        print(f"newsfuse: error: {message}", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
