"""The web pages with real data: load a store as a new user would, then time the pages.

Posts the first N Multi-News validation clusters (one request per cluster, documents as plain
strings, as a user pasting them through the API would) and the 15 DUC 2007 dev topics (one
request per topic, articles with title, source and date) to ``POST /api/articles`` of the app,
then times the pages in-process (FastAPI's TestClient, one request at a time): the home page
(cold: every story's snippet and outlets computed; warm: cached), a story page (cold and warm),
search. Prints the figures and checks what a reader would notice: a story listed twice on the
home page, a headline the benchmark's debris detector flags.

    python bench/pages_demo.py [--db FILE] [--clusters 60] [--json]
    newsfuse serve --db FILE        # then look at it
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from fastapi.testclient import TestClient  # noqa: E402
from headlines import DEBRIS_KINDS, problems  # noqa: E402

from newsfuse.server import create_app  # noqa: E402

MULTI_NEWS = ROOT.parent / "shared" / "data" / "multi_news" / "validation.jsonl"
DUC = ROOT.parent / "shared" / "data" / "duc2007" / "dev.jsonl"
QUERIES = ["airstrikes", "Supreme Court", "\"line-item veto\"", "Napster Metallica",
           "earthquake", "Trump lawyer"]


def load(client: TestClient, clusters: int) -> dict[str, int]:
    posted = 0
    with open(MULTI_NEWS, encoding="utf-8") as fh:
        for i, line in enumerate(fh):
            if i >= clusters:
                break
            docs = json.loads(line)["documents"]
            r = client.post("/api/articles", json={"articles": docs})
            assert r.status_code in (200, 201), r.text
            posted += len(docs)
    with open(DUC, encoding="utf-8") as fh:
        for line in fh:
            d = json.loads(line)
            arts = [{"text": x["text"], "title": x["title"] or None, "source": x["source"],
                     "published": x["published"], "id": x["id"]} for x in d["documents"]]
            r = client.post("/api/articles", json={"articles": arts})
            assert r.status_code in (200, 201), r.text
            posted += len(arts)
    return {"articles_posted": posted, **client.get("/api/health").json()}


def timed(client: TestClient, path: str) -> tuple[float, str]:
    t0 = time.perf_counter()
    r = client.get(path)
    ms = (time.perf_counter() - t0) * 1000
    assert r.status_code == 200, (path, r.status_code, r.text[:300])
    return ms, r.text


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--db", type=Path, help="store file (default: a temporary one)")
    ap.add_argument("--clusters", type=int, default=60)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    tmp = tempfile.TemporaryDirectory() if args.db is None else None
    db = args.db or Path(tmp.name) / "demo.db"
    res: dict = {}
    with TestClient(create_app(db)) as client:
        t0 = time.perf_counter()
        res["store"] = load(client, args.clusters)
        res["load_seconds"] = round(time.perf_counter() - t0, 1)
        cold = timed(client, "/")[0]
        warm = statistics.median(timed(client, "/")[0] for _ in range(5))
        res["home_ms"] = {"cold": round(cold), "warm": round(warm, 1)}
        stories = client.get("/api/stories", params={"limit": 500}).json()["stories"]
        listed = client.get("/api/stories", params={"limit": 30}).json()["stories"]
        heads = [s["headline"] for s in listed]
        res["home_page"] = {
            "stories": len(listed), "dated": sum(1 for s in listed if s["latest"]),
            "same_headline_twice": len(heads) - len({h.casefold() for h in heads}),
            "debris_headlines": [h for h in heads
                                 if any(k in DEBRIS_KINDS for k in problems(h))]}
        big = sorted(stories, key=lambda s: -s["size"])[:8]
        story_cold = [timed(client, f"/stories/{s['story']}")[0] for s in big]
        story_warm = [timed(client, f"/stories/{s['story']}")[0] for s in big]
        res["story_ms"] = {"cold_median": round(statistics.median(story_cold)),
                           "cold_max": round(max(story_cold)),
                           "warm_median": round(statistics.median(story_warm), 1),
                           "sizes": [s["size"] for s in big]}
        search = [timed(client, "/search?q=" + q)[0] for q in QUERIES]
        res["search_ms"] = {"median": round(statistics.median(search), 1),
                            "max": round(max(search), 1), "queries": QUERIES}
        res["all_stories"] = len(stories)
    if tmp is not None:
        tmp.cleanup()
    if args.json:
        print(json.dumps(res, indent=2, ensure_ascii=False))
        return
    s = res["store"]
    print(f"loaded {s['articles_posted']} articles -> {s['stories']} stories "
          f"({s['articles']} stored) in {res['load_seconds']} s")
    h = res["home_page"]
    print(f"home page: {h['stories']} stories ({h['dated']} dated), "
          f"{h['same_headline_twice']} listed twice, debris headlines: {h['debris_headlines']}")
    print(f"home page: cold {res['home_ms']['cold']} ms, warm {res['home_ms']['warm']} ms")
    st = res["story_ms"]
    print(f"story page ({st['sizes']} articles): cold median {st['cold_median']} ms "
          f"(max {st['cold_max']}), warm {st['warm_median']} ms")
    print(f"search: median {res['search_ms']['median']} ms, max {res['search_ms']['max']} ms")


if __name__ == "__main__":
    main()
