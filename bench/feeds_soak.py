"""Soak test of `newsfuse watch` on loopback: 20 feeds x 50 items, polled 3 times, items
changing between polls. Checks that every item is stored exactly once and none is lost, and
reports the time of each poll and the process's memory after it.

Twenty outlets, each its own web server on its own loopback address (127.0.0.2 .. 127.0.0.21,
so the per-host politeness works as it would on the web), serve one RSS feed of 50 items each,
plus robots.txt and article pages. Half the feeds carry each article's full text; the other
half only a 40-word teaser, so newsfuse fetches and reads (trafilatura) each new article's
page. The texts are real news: the Multi-News and DUC 2007 articles in ../shared (one
article per item, exact repeats dropped); Multi-News clusters are spread over different feeds,
so stories form across outlets as they would.

Between polls every feed changes: 10 new items at the top and the 10 oldest dropped; 5 kept
items re-titled with a new teaser (same URL: an update, stored once); and among the 10 new
items, 2 cross-posts of another feed's items (same URL), 1 old item back with a tracking
parameter (?utm_source=...), 1 earlier article republished under a new URL (same text, same
outlet). So of 10 new items 6 are new articles. Expected stored: 20 x (50 + 6 + 6) = 1,240.

Checks after the run: the store holds exactly the expected articles, each once (by URL),
every listed URL (variants included) is known to the store and maps to its article; each
feed's state is ok with no errors. Nothing here reaches beyond 127.0.0.0/8, every request has
a timeout and the run ends by itself.

Then (steady state) the unchanged feeds are sent in full five more times (a new ETag each
time): nothing may be stored, and the memory after each shows whether it stays flat.

    python bench/feeds_soak.py [--polls 3] [--idle-polls 5] [--delay 0.02] [--workers 4]

Results: a table on stdout and bench/results/feeds_soak.json.
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import json
import os
import sys
import tempfile
import threading
import time
from html import escape
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("NEWSFUSE_SHARED", ROOT.parent / "shared"))
RESULTS = ROOT / "bench" / "results"
FEEDS, ITEMS, SHIFT, EDITS = 20, 50, 10, 5
CROSS, TRACKED, REPUBLISHED = 2, 1, 1
NEW_PER_POLL = SHIFT - CROSS - TRACKED - REPUBLISHED  # new articles per feed per poll


def corpus(needed: int) -> list[tuple[str, str]]:
    """(title, text) of real articles, cluster members next to each other, exact repeats
    dropped."""
    from newsfuse.dedup import content_fingerprint

    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    files = [SHARED / "data" / "multi_news" / "validation.jsonl",
             SHARED / "data" / "multi_news" / "train.jsonl",
             SHARED / "data" / "duc2007" / "dev.jsonl"]
    for f in files:
        if not f.exists():
            sys.exit(f"{f} is missing: the soak reads real articles from ../shared")
        for line in f.open(encoding="utf-8"):
            for d in json.loads(line)["documents"]:
                title, text = (d.get("title"), d["text"]) if isinstance(d, dict) else (None, d)
                fp = content_fingerprint(text)
                if fp is None or fp in seen or len(text.split()) < 60:
                    continue
                seen.add(fp)
                first = " ".join(text.split()[:12])
                out.append((title or first, text))
    if len(out) < needed:
        sys.exit(f"only {len(out)} distinct articles in ../shared; the soak needs {needed}")
    return out


class World:
    """What every feed lists at each poll, and what the store must hold in the end."""

    def __init__(self, polls: int, port: int):
        self.polls = polls
        self.port = port
        per_feed = ITEMS + NEW_PER_POLL * (polls - 1)
        docs = corpus(FEEDS * per_feed)
        # article (feed k, n) -> a document; consecutive documents (one cluster) go to
        # different feeds
        self.doc = {(k, n): docs[n * FEEDS + k] for k in range(FEEDS) for n in range(per_feed)}
        self.listing: list[list[list[dict]]] = []  # [poll][feed] -> items
        self.expected: dict[str, tuple[int, int]] = {}  # canonical URL -> article (k, n)
        self.variants: dict[str, tuple[int, int]] = {}  # every listed URL -> article
        self._build()

    def host(self, k: int) -> str:
        return f"127.0.0.{k + 2}"

    def url(self, k: int, n: int, suffix: str = "") -> str:
        return f"http://{self.host(k)}:{self.port}/news/{n}{suffix}"

    def _item(self, k: int, n: int, poll: int, url: str | None = None,
              edited: bool = False, kind: str = "new") -> dict:
        title, text = self.doc[(k, n)]
        words = text.split()
        teaser = " ".join(words[(5 if edited else 0):(45 if edited else 40)])
        return {"k": k, "n": n, "url": url or self.url(k, n), "kind": kind,
                "title": (f"UPDATED: {title}" if edited else title), "teaser": teaser,
                "full": text, "date": f"Wed, {1 + n % 28:02d} May 2024 "
                                      f"{n % 24:02d}:{k:02d}:00 GMT"}

    def _build(self) -> None:
        from newsfuse.dedup import canonical_url

        for p in range(self.polls):
            feeds = []
            for k in range(FEEDS):
                top = ITEMS + NEW_PER_POLL * p  # this feed's articles 0 .. top-1 exist now
                own = list(range(top - 1, -1, -1))[: ITEMS - (SHIFT - NEW_PER_POLL) * (p > 0)]
                edited = set(own[NEW_PER_POLL::8][:EDITS]) if p > 0 else set()
                items = [self._item(k, n, p, edited=n in edited) for n in own]
                if p > 0:
                    extra = []
                    j = (k - 1) % FEEDS  # cross-posts of the neighbour's newest articles
                    for c in range(CROSS):
                        extra.append(self._item(j, ITEMS + NEW_PER_POLL * p - 1 - c, p,
                                                kind="cross-post"))
                    old = (7 * p + k) % ITEMS  # an old article back with a tracking parameter
                    extra.append(self._item(k, old, p, url=self.url(k, old, "?utm_source=rss"
                                                                  f"&utm_campaign=p{p}"),
                                            kind="tracking"))
                    re_n = (13 * p + k) % ITEMS  # an old article republished at a new URL
                    extra.append(self._item(k, re_n, p, url=self.url(k, re_n, f"-copy{p}"),
                                            kind="republished"))
                    items = items[:NEW_PER_POLL] + extra + items[NEW_PER_POLL:]
                    items = items[:ITEMS]
                feeds.append(items)
                for it in items:
                    self.variants[it["url"]] = (it["k"], it["n"])
                    if it["kind"] in ("new", "cross-post"):
                        self.expected[canonical_url(self.url(it["k"], it["n"]))] = \
                            (it["k"], it["n"])
            self.listing.append(feeds)

    def feed_xml(self, poll: int, k: int) -> bytes:
        full = k % 2 == 0
        parts = []
        for it in self.listing[poll][k]:
            body = ""
            if full:
                html = "".join(f"<p>{escape(p)}</p>" for p in it["full"].split("\n") if p)
                body = f"<content:encoded><![CDATA[{html}]]></content:encoded>"
            parts.append(f"<item><title>{escape(it['title'])}</title>"
                         f"<link>{escape(it['url'])}</link><pubDate>{it['date']}</pubDate>"
                         f"<description>{escape(it['teaser'])}</description>{body}</item>")
        return ('<?xml version="1.0" encoding="utf-8"?><rss version="2.0" '
                'xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>'
                f"<title>Outlet {k} - World news</title><link>http://{self.host(k)}/</link>"
                f"<description>news</description>{''.join(parts)}</channel></rss>"
                ).encode()

    def page(self, k: int, n: int) -> bytes:
        title, text = self.doc[(k, n)]
        paras = "".join(f"<p>{escape(p)}</p>" for p in text.split("\n") if p.strip())
        return (f"<!doctype html><html><head><title>{escape(title)}</title>"
                f'<meta property="og:site_name" content="Outlet {k}"></head><body>'
                f"<nav><a href='/'>Home</a></nav><main><article><h1>{escape(title)}</h1>"
                f"{paras}</article></main><footer>(c) Outlet {k}</footer></body></html>"
                ).encode()


def serve(world: World, state: dict) -> list[ThreadingHTTPServer]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: object) -> None:
            pass

        def do_GET(self) -> None:
            k = int(self.server.server_address[0].rsplit(".", 1)[1]) - 2
            path = self.path.split("?", 1)[0]
            state["requests"] += 1
            ctype = "text/html; charset=utf-8"
            if path == "/robots.txt":
                body, ctype = b"User-agent: *\nDisallow: /private/\n", "text/plain"
            elif path == "/feed.xml":
                body = world.feed_xml(state["poll"], k)
                etag = '"' + hashlib.sha1(body).hexdigest()[:16] + f'-{state["salt"]}"'
                if self.headers.get("If-None-Match") == etag:
                    self.send_response(304)
                    self.send_header("ETag", etag)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                state["feeds"] += 1
                self.send_response(200)
                self.send_header("Content-Type", "application/rss+xml")
                self.send_header("ETag", etag)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return
            elif path.startswith("/news/"):
                name = path.rsplit("/", 1)[1]
                n = int(name.split("-copy")[0])
                body = world.page(k, n)
                state["pages"] += 1
            else:
                self.send_error(404)
                return
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    servers = []
    for k in range(FEEDS):
        srv = ThreadingHTTPServer((world.host(k), world.port), Handler)
        srv.daemon_threads = True
        threading.Thread(target=srv.serve_forever, daemon=True).start()
        servers.append(srv)
    return servers


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def free_port() -> int:
    import socket

    for _ in range(50):
        with socket.socket() as s:
            s.bind(("127.0.0.2", 0))
            port = s.getsockname()[1]
        try:  # the same port must be free on every outlet's address
            socks = []
            for k in range(FEEDS):
                t = socket.socket()
                socks.append(t)
                t.bind((f"127.0.0.{k + 2}", port))
            return port
        except OSError:
            continue
        finally:
            for t in socks:
                t.close()
    sys.exit("no free port on the loopback addresses")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--polls", type=int, default=3)
    ap.add_argument("--delay", type=float, default=0.02,
                    help="seconds between requests to one outlet (default 0.02)")
    ap.add_argument("--workers", type=int, default=4, help="feeds polled at once")
    ap.add_argument("--idle-polls", type=int, default=5,
                    help="then polls of unchanged feeds sent in full (memory in steady state)")
    ap.add_argument("--out", default=str(RESULTS / "feeds_soak.json"))
    args = ap.parse_args()

    from newsfuse.dedup import canonical_url
    from newsfuse.feeds import FeedSource, Watcher, WatchOptions
    from newsfuse.fetch import Fetcher, FetchOptions
    from newsfuse.runtime import limit_blas_threads
    from newsfuse.store import StoryStore
    from newsfuse.terms import warm_up

    limit_blas_threads()
    warm_up()
    world = World(args.polls, free_port())
    state = {"poll": 0, "requests": 0, "feeds": 0, "pages": 0, "salt": 0}
    servers = serve(world, state)
    rows = []
    gc.collect()
    base_rss = rss_mb()
    with tempfile.TemporaryDirectory(prefix="newsfuse-soak-") as tmp:
        db = Path(tmp) / "soak.db"
        sources = [FeedSource(f"http://{world.host(k)}:{world.port}/feed.xml")
                   for k in range(FEEDS)]
        opts = FetchOptions(delay=args.delay, read_timeout=20, deadline=60)
        with StoryStore(db) as store, Fetcher(opts) as fetcher:
            watcher = Watcher(store, sources, WatchOptions(every=900, workers=args.workers),
                              fetcher)
            for p in range(args.polls):
                state.update(poll=p, requests=0, feeds=0, pages=0)
                t = time.perf_counter()
                summary = watcher.poll(once=True)
                secs = time.perf_counter() - t
                gc.collect()
                n_art, n_story = store.count()
                row = {"poll": p + 1, "seconds": round(secs, 2),
                       "feeds_ok": summary.count("ok"), "failed": summary.failed,
                       "items_listed": sum(o.items for o in summary.outcomes),
                       "new_articles": summary.added,
                       "already_stored": sum(o.duplicates for o in summary.outcomes),
                       "pages_fetched": state["pages"], "requests": state["requests"],
                       "articles": n_art, "stories": n_story, "rss_mb": round(rss_mb(), 1)}
                rows.append(row)
                print(f"poll {p + 1}: {summary.line()}; RSS {row['rss_mb']} MB", flush=True)
            # a last poll with nothing changed: every feed answers 304 Not Modified
            state.update(requests=0)
            t = time.perf_counter()
            unchanged = watcher.poll(once=True)
            unchanged_s = time.perf_counter() - t
            # steady state: the same feeds re-sent in full (a new ETag each time), so every
            # poll parses 1,000 items and checks each against the store
            idle = []
            for i in range(args.idle_polls):
                state.update(salt=i + 1, requests=0)
                t = time.perf_counter()
                s = watcher.poll(once=True)
                gc.collect()
                idle.append({"seconds": round(time.perf_counter() - t, 2), "new": s.added,
                             "rss_mb": round(rss_mb(), 1)})
                print(f"steady poll {i + 1}: {s.line()}; RSS {idle[-1]['rss_mb']} MB",
                      flush=True)
            # checks
            n_art, _ = store.count()
            stored_urls: dict[str, int] = {}
            for g in store.groups():
                for a in g.articles:
                    c = canonical_url(a.url)
                    stored_urls[c] = stored_urls.get(c, 0) + 1
            expected = set(world.expected)
            missing = sorted(expected - set(stored_urls))
            extra = sorted(set(stored_urls) - expected)
            twice = sorted(u for u, c in stored_urls.items() if c > 1)
            known = store.known_urls(list(world.variants))
            unknown_variants = [u for u in world.variants if u not in known]
            feeds_bad = [f.url for f in store.feeds()
                         if f.errors or f.status not in ("ok", "not-modified")]
            watcher.close()
    for s in servers:
        s.shutdown()
    growth = rows[-1]["rss_mb"] - rows[1]["rss_mb"] if len(rows) > 1 else 0.0
    result = {
        "feeds": FEEDS, "items_per_feed": ITEMS, "polls": args.polls,
        "delay_s": args.delay, "workers": args.workers,
        "expected_articles": len(world.expected), "stored_articles": n_art,
        "missing": len(missing), "extra": len(extra), "stored_twice": len(twice),
        "listed_urls_unknown": len(unknown_variants), "feeds_with_errors": len(feeds_bad),
        "unchanged_poll": {"seconds": round(unchanged_s, 2),
                           "not_modified": unchanged.count("not-modified"),
                           "requests": state["requests"]},
        "steady_polls": idle,
        "rss_mb_before": round(base_rss, 1), "rss_growth_mb_poll2_to_last": round(growth, 1),
        "polls_detail": rows,
    }
    ok = not (missing or extra or twice or unknown_variants or feeds_bad) and \
        n_art == len(world.expected)
    result["ok"] = ok
    print()
    print("| poll | seconds | items listed | new articles | already stored | pages fetched | "
          "requests | articles | stories | RSS MB |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r['poll']} | {r['seconds']:.2f} | {r['items_listed']} | {r['new_articles']} "
              f"| {r['already_stored']} | {r['pages_fetched']} | {r['requests']} | "
              f"{r['articles']} | {r['stories']} | {r['rss_mb']} |")
    print(f"\nexpected {len(world.expected)} articles, stored {n_art}: {len(missing)} missing, "
          f"{len(extra)} unexpected, {len(twice)} stored twice; {len(unknown_variants)} listed "
          f"URLs unknown to the store; {len(feeds_bad)} feeds with errors")
    print(f"unchanged feeds: {unchanged.count('not-modified')} of {FEEDS} answered 304 in "
          f"{unchanged_s:.2f} s ({state['requests']} requests)")
    print(f"RSS: {base_rss:.1f} MB before, {rows[0]['rss_mb']} after poll 1, "
          f"{rows[-1]['rss_mb']} after poll {len(rows)} ({growth:+.1f} MB from poll 2)")
    if idle:
        print(f"steady state: {len(idle)} full re-polls of unchanged feeds, "
              f"{sum(x['new'] for x in idle)} new articles, "
              f"{min(x['seconds'] for x in idle):.2f}-{max(x['seconds'] for x in idle):.2f} s "
              f"each; RSS " + ", ".join(f"{x['rss_mb']}" for x in idle) + " MB")
        ok = ok and not any(x["new"] for x in idle)
    print("OK" if ok else "FAILED")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(result, indent=2) + "\n")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
