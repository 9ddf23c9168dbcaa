"""Speed work must not change a single output: a fixed set of briefs to compare byte for byte.

    python bench/speed_check.py save REF.jsonl.gz     # briefs of this checkout's code
    python bench/speed_check.py check REF.jsonl.gz    # "identical", or the first difference
    python bench/speed_check.py check REF --reverse   # same, run in reverse order (no brief
                                                      # may depend on what the process did before)

The set (each record the complete ``Brief.to_dict()`` as JSON):
  * every Multi-News validation cluster (260) and every DUC 2007 dev topic (15, documents as
    article objects), generic ``--quality fast`` briefs at 120 and 250 words;
  * ``--quality best`` at 120 and 250 words on every 8th Multi-News cluster and 5 DUC topics
    (the solver's time limit raised to 60 s: its 2 s would make a loaded machine's briefs differ);
  * DUC dev briefs answering the topic (250 words) and update briefs (100 words: the first 10
    articles by date seen), so the question and update paths are held too;
  * ``newsfuse summarize --report`` of the kobani example as JSON, Markdown and HTML.

``--only mn,duc,best,focus,update,kobani`` limits the check while iterating; ``--limit N``
takes the first N clusters of each data set.
"""

from __future__ import annotations

import argparse
import gzip
import json
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
MN = SHARED / "data" / "multi_news" / "validation.jsonl"
DUC = SHARED / "data" / "duc2007" / "dev.jsonl"
KOBANI = SHARED / "examples" / "kobani"
PARTS = ("mn", "duc", "best", "focus", "update", "kobani")


def _lines(path: Path, limit: int | None) -> list[dict[str, Any]]:
    out = []
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                out.append(json.loads(line))
                if limit and len(out) >= limit:
                    break
    return out


def _docs(rec: dict[str, Any]) -> list[Any]:
    """The documents as ``newsfuse eval`` passes them (empty texts left out)."""
    docs = rec["documents"]
    return [d for d in docs if (d if isinstance(d, str) else d.get("text", "")).strip()]


def cases(parts: set[str], limit: int | None) -> Iterator[tuple[str, dict[str, Any]]]:
    """(name, summarize keyword arguments) of every brief in the set, in a fixed order."""
    mn = _lines(MN, limit) if parts & {"mn", "best"} else []
    duc = _lines(DUC, limit) if parts & {"duc", "best", "focus", "update"} else []
    for words in (120, 250):
        if "mn" in parts:
            for rec in mn:
                yield f"mn/{rec['id']}/{words}", {"articles": _docs(rec), "words": words}
        if "duc" in parts:
            for rec in duc:
                yield f"duc/{rec['id']}/{words}", {"articles": _docs(rec), "words": words}
        if "best" in parts:
            for rec in mn[::8] + duc[:5]:
                yield f"best/{rec['id']}/{words}", {"articles": _docs(rec), "words": words,
                                                    "quality": "best"}
    if "focus" in parts:
        from newsfuse.evaluate import query_text

        for rec in duc:
            yield f"focus/{rec['id']}", {"articles": _docs(rec), "words": 250,
                                         "query": query_text(rec)}
    if "update" in parts:
        for rec in duc:
            docs = sorted(_docs(rec), key=lambda d: (d.get("published") or "", d.get("id", "")))
            yield f"update/{rec['id']}", {"articles": docs[10:], "seen": docs[:10], "words": 100}


def kobani() -> Iterator[tuple[str, str]]:
    for fmt in ("json", "markdown", "html"):
        cmd = [sys.executable, "-m", "newsfuse.cli", "summarize", str(KOBANI), "--report",
               "--format", fmt]
        # run outside the checkout: "-m" puts the working directory first on the path, and
        # the code under test is whichever newsfuse the environment (PYTHONPATH) gives
        yield f"kobani/{fmt}", subprocess.run(cmd, check=True, capture_output=True, text=True,
                                              cwd=tempfile.gettempdir()).stdout


def briefs(parts: set[str], limit: int | None, reverse: bool = False
           ) -> Iterator[tuple[str, str]]:
    from newsfuse import ilp, summarize
    from newsfuse.terms import warm_up

    # the exact solver stops at a time limit with its best solution so far: on a loaded machine
    # a hard story can come out differently. Held to the same outputs, it gets all it needs.
    ilp.TIME_LIMIT = 60.0
    warm_up()
    todo = list(cases(parts, limit))
    if reverse:
        todo.reverse()
    for name, kw in todo:
        yield name, json.dumps(summarize(**kw).to_dict(), ensure_ascii=False)
    if "kobani" in parts:
        yield from kobani()


def first_difference(a: Any, b: Any, path: str = "") -> str:
    """Where two JSON values first differ, as a path and both values."""
    if type(a) is not type(b):
        return f"{path or '.'}: {a!r:.300} != {b!r:.300}"
    if isinstance(a, dict):
        for k in list(a) + [k for k in b if k not in a]:
            if k not in a or k not in b:
                return f"{path}.{k}: only in {'reference' if k in a else 'this run'}"
            if a[k] != b[k]:
                return first_difference(a[k], b[k], f"{path}.{k}")
        return f"{path}: key order differs"
    if isinstance(a, list):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return first_difference(x, y, f"{path}[{i}]")
        return f"{path}: {len(a)} items != {len(b)}"
    return f"{path or '.'}: {a!r:.300} != {b!r:.300}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("mode", choices=("save", "check"))
    ap.add_argument("ref", help="reference file (.jsonl or .jsonl.gz)")
    ap.add_argument("--only", default=",".join(PARTS), help="parts: " + ",".join(PARTS))
    ap.add_argument("--limit", type=int, default=None, help="first N clusters of each set")
    ap.add_argument("--reverse", action="store_true", help="run the briefs in reverse order")
    args = ap.parse_args()
    parts = set(args.only.split(","))
    if parts - set(PARTS):
        ap.error(f"unknown parts {parts - set(PARTS)}")
    ref = Path(args.ref)
    t0 = time.time()
    if args.mode == "save":
        with gzip.open(ref, "wt", encoding="utf-8") if ref.suffix == ".gz" else \
                ref.open("w", encoding="utf-8") as fh:
            n = 0
            for name, out in briefs(parts, args.limit):
                fh.write(json.dumps({"name": name, "out": out}, ensure_ascii=False) + "\n")
                n += 1
        print(f"saved {n} outputs to {ref} ({time.time() - t0:.0f} s)")
        return
    with gzip.open(ref, "rt", encoding="utf-8") if ref.suffix == ".gz" else \
            ref.open(encoding="utf-8") as fh:
        want = {r["name"]: r["out"] for r in map(json.loads, fh)}
    n = differ = 0
    for name, out in briefs(parts, args.limit, args.reverse):
        n += 1
        if name not in want:
            print(f"{name}: not in the reference")
            differ += 1
        elif out != want[name]:
            differ += 1
            if differ <= 3:
                try:
                    where = first_difference(json.loads(want[name]), json.loads(out))
                except json.JSONDecodeError:  # Markdown / HTML
                    i = next(k for k, (x, y) in enumerate(zip(want[name], out)) if x != y) \
                        if any(x != y for x, y in zip(want[name], out)) else \
                        min(len(want[name]), len(out))
                    where = f"char {i}: {want[name][i - 60:i + 60]!r} != {out[i - 60:i + 60]!r}"
                print(f"DIFFERENT {name}: {where}")
    if differ:
        print(f"{differ} of {n} outputs differ ({time.time() - t0:.0f} s)")
        sys.exit(1)
    print(f"identical: {n} outputs ({time.time() - t0:.0f} s)")


if __name__ == "__main__":
    main()
