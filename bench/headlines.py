"""Story headlines: how many are captions, credits, timestamps, warnings, prompts or page debris.

Pools every document of ../shared/data/multi_news/validation.jsonl (read as a text file is
read: the first line is the title when it looks like one), groups them into stories as
``newsfuse cluster`` does, and checks every news story's headline with a detector written for
this benchmark (it shares no code with newsfuse's own filter, so it can catch what the filter
misses). Does the same for the DUC 2007 dev topics (agency copy with titles, sources and dates).

What the detector matches (a headline may match several):
  caption    photo/image/media captions: "Image copyright", "Media caption", "(Photo: ...)",
             "... /Getty Images", "file photo", "is shown in this", "poses for a photo", "pictured"
  credit     "By Name", "Copyright", "©", "contributed to this report", "Reporting by",
             "Staff Writer", a photographer credit at the end
  timestamp  "2 years ago", "Published ...", "Updated ...", "Posted ...", clock times, a line
             that is mostly a date
  warning    "WARNING", "graphic nature/content", "may find offensive/disturbing", "discretion"
  prompt     sign up / subscribe / newsletter / breaking news alerts / follow us / click /
             share / tweet / enable JavaScript / continue reading / advertisement / "Play ..."
  debris     "Media playback", "From Wikipedia", "The seed for", "Story highlights", "Most
             popular", ">>", pipes, URLs, e-mail addresses and handles, fewer than three words,
             a lead-in ending with ":", markup codes (&HT;), wire slugs ("URGENT")
Reported apart, not counted as debris: "truncated" (ends with "..." or a function word such as
"of"), "all caps", "quote only", "untitled" (no article had a title or a story sentence).

    python bench/headlines.py [--json] [--out bench/results/headlines.md]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from newsfuse.ingest import coerce_articles  # noqa: E402
from newsfuse.stories import cluster_articles  # noqa: E402

MULTI_NEWS = ROOT.parent / "shared" / "data" / "multi_news" / "validation.jsonl"
DUC = ROOT.parent / "shared" / "data" / "duc2007" / "dev.jsonl"

DEBRIS = {
    "caption": [
        r"\b(?:image|photo|picture|media) (?:copyright|caption|credit)\b",
        r"\((?:photo|photograph|image|picture|video)s?\b[^)]*\)", r"/getty images\b",
        r"\bgetty images\b\s*$", r"\b(?:ap|reuters|afp|epa) photo\b", r"\bfile photo\b",
        r"\bis (?:shown|seen|pictured) (?:in|at|here|during)\b", r"\bposes? for (?:a )?photo",
        r"\bpictured\b", r"^(?:photo|image|picture|caption)s?\s*:", r"\bphoto illustration\b",
        r"\((?:left|right|center|centre|front|back|top|bottom)\)",
        r"^(?:an? |the |this )?(?:photo|picture|image|screenshot|still)s? (?:of|from|shows?)\b",
    ],
    "credit": [
        r"^by [A-Z]", r"\bcopyright\b", "©", r"contributed to this (?:report|story)",
        r"^(?:additional )?reporting by\b", r"\bstaff (?:writer|reporter|sgt)\b",
        r"\b[A-Z][a-z]+ [A-Z][a-z]+/(?:AP|Reuters|AFP|Getty|The [A-Z]\w+)",
    ],
    "timestamp": [
        r"^\d+ (?:second|minute|hour|day|week|month|year)s? ago\b",
        r"^(?:published|posted|updated|last updated|update)\b", r"\|\s*updated\b",
        r"\b\d{1,2}:\d{2}\s*(?:a\.?m\.?|p\.?m\.?)?\s*(?:[ECMP][SD]?T|GMT|UTC)?\s*$",
    ],
    "warning": [r"^warning\b", r"\bgraphic (?:nature|content|images?|video)\b",
                r"\bmay find (?:it |this |them )?(?:offensive|disturbing|upsetting)",
                r"\bviewer discretion\b"],
    "prompt": [
        r"\bsign up\b", r"\bsubscribe\b", r"\bnewsletter\b", r"\bbreaking news (?:emails|alerts)",
        r"\bget (?:breaking )?news alerts\b", r"\bfollow (?:us|\S+ on)\b", r"\bclick (?:here|to)\b",
        r"^(?:share|tweet|email|print)\b", r"\benable javascript\b", r"\bcontinue reading\b",
        r"\badvertisement\b", r"\bwant more stories\b", r"^(?:play|watch|close)\s+(?:video|"
        r"facebook|twitter|[A-Z][a-z]+\s*$)", r"^CLOSE\b", r"\btweet with a location\b",
    ],
    "debris": [
        r"\bmedia playback\b", r"\bfrom wikipedia\b", r"\bthe seed for\b", r"^story highlights\b",
        r"^most popular\b", ">>", r"\|", r"https?://|www\.|\.com\b", r"\S@\S|(?:^|\s)@\w",
        r"&[A-Z]{2};", r"^(?:urgent|advisory|correction|bulletin|flash)\b",
        r"\bpage url\b|\bbookmark\b|\bpage (?:you requested|not found)\b",
        r"\bdelivered (?:daily|weekday|every|to your inbox)\b|\bweekday mornings\b",
        r"^this (?:story|article|post) (?:has been |was |is )?updated\b",
        r"\bplans? to move\b|^these are the stories\b",  # a wire service's budget line
        r"^\$|^adv\d",  # wire slugs
        r"^[\"“].{10,}[\"”]\s*,?\s+(?:said|says)\b",  # a pull quote with its attribution
        r":\s*$",
    ],
}
DEBRIS_RE = {k: [re.compile(p) if p.startswith(("^by", r"\b[A-Z]", "^CLOSE", "&[A-Z]",
                                                r"^(?:play"))
                 else re.compile(p, re.I) for p in ps] for k, ps in DEBRIS.items()}
_DATE_WORDS = re.compile(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|"
    r"\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?|\b\d{1,4}\b|\b[ap]\.?m\.?\b|\b[ECMP][SD]T\b|"
    r"\bGMT\b|\bUTC\b|,|:", re.I)
_FUNCTION_END = re.compile(
    r"(?:^|\s)(?:of|for|to|the|a|an|and|or|in|on|at|with|by|from|as|that|its|his|her|their|"
    r"who|which|is|are|was)\s*$|\w['’]s\s*$", re.I)


def problems(h: str) -> list[str]:
    """Every category a headline falls into (debris categories first)."""
    found = [k for k, pats in DEBRIS_RE.items() if any(p.search(h) for p in pats)]
    words = h.split()
    rest = _DATE_WORDS.sub(" ", h).split()
    if len(words) >= 2 and len(rest) <= 1 and "timestamp" not in found:
        found.append("timestamp")  # mostly a date: "Associated Press Tue Feb 19, 2013"
    if h.startswith("Untitled story ("):
        found.append("untitled")
    elif len([w for w in words if re.search(r"[A-Za-z]", w)]) < 3 and "debris" not in found:
        found.append("debris")  # a fragment: a name, a section label
    if h.rstrip().endswith(("...", "…")) or _FUNCTION_END.search(h):
        found.append("truncated")
    letters = [c for c in h if c.isalpha()]
    if len(letters) > 8 and sum(c.isupper() for c in letters) > 0.9 * len(letters):
        found.append("all caps")
    if re.fullmatch(r"\s*[\"“‘'].*[\"”’']\s*\.?", h):
        found.append("quote only")
    return found


DEBRIS_KINDS = tuple(DEBRIS)


def severity(found: list[str]) -> int:
    return 10 * sum(k in DEBRIS_KINDS for k in found) + len(found)


def multi_news_pool(path: Path, seed: int = 1) -> list:
    docs = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            d = json.loads(line)
            docs += [{"id": f"{d['id']}#{i}", "text": t} for i, t in enumerate(d["documents"])]
    random.Random(seed).shuffle(docs)
    return coerce_articles(docs)  # as `newsfuse cluster` reads a text: title from line one


def duc_pool(path: Path) -> list:
    docs = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            d = json.loads(line)
            docs += [{"id": x["id"], "text": x["text"], "title": x["title"] or None,
                      "source": x["source"], "published": x["published"]}
                     for x in d["documents"]]
    return coerce_articles(docs)


def check(name: str, arts: list) -> dict:
    t0 = time.perf_counter()
    groups = [g for g in cluster_articles(arts) if not g.boilerplate]
    secs = time.perf_counter() - t0
    rows = []
    for g in groups:
        found = problems(g.headline)
        rows.append({"story": g.id, "articles": len(g.articles), "headline": g.headline,
                     "problems": found})
    counts = {k: sum(k in r["problems"] for r in rows)
              for k in (*DEBRIS_KINDS, "truncated", "all caps", "quote only", "untitled")}
    bad = [r for r in rows if any(k in DEBRIS_KINDS for k in r["problems"])]
    worst = sorted(rows, key=lambda r: (-severity(r["problems"]), -r["articles"], r["story"]))
    words = [len(r["headline"].split()) for r in rows]
    return {"set": name, "articles": len(arts), "stories": len(rows), "debris": len(bad),
            "counts": counts, "mean_words": round(sum(words) / max(1, len(words)), 1),
            "max_words": max(words, default=0), "seconds": round(secs, 2),
            "worst": worst[:10]}


def markdown(results: list[dict]) -> str:
    out = ["# Story headlines: debris check", "",
           "Produced by `bench/headlines.py` (the detector is described in its docstring).", ""]
    out += ["| set | articles | news stories | debris headlines | caption | credit | timestamp "
            "| warning | prompt | debris | truncated | all caps | untitled | words (mean / max) |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        c = r["counts"]
        out.append(f"| {r['set']} | {r['articles']} | {r['stories']} | **{r['debris']}** | "
                   + " | ".join(str(c[k]) for k in (*DEBRIS_KINDS, "truncated", "all caps",
                                                 "untitled"))
                   + f" | {r['mean_words']} / {r['max_words']} |")
    for r in results:
        out += ["", f"## {r['set']}: the worst ten", "",
                "| # | articles | headline | flagged |", "|---|---|---|---|"]
        for i, w in enumerate(r["worst"], 1):
            h = w["headline"].replace("|", "\\|")
            out.append(f"| {i} | {w['articles']} | {h} | {', '.join(w['problems']) or '-'} |")
    return "\n".join(out) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--out", type=Path, help="also write the Markdown report here")
    args = ap.parse_args()
    results = [check("Multi-News validation (pooled)", multi_news_pool(MULTI_NEWS))]
    if DUC.exists():
        results.append(check("DUC 2007 dev (pooled)", duc_pool(DUC)))
    if args.json:
        print(json.dumps(results, indent=2, ensure_ascii=False))
    else:
        print(markdown(results))
    if args.out:
        args.out.write_text(markdown(results), encoding="utf-8")


if __name__ == "__main__":
    main()
