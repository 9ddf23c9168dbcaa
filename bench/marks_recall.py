"""Marks recall on a labelled set: the outlets strict blind readers found missing a mark.

    python bench/marks_recall.py labels            # re-read the readers' files into the set
    python bench/marks_recall.py run --out new.json [--seeds 37,53]
    PYTHONPATH=/work/main python bench/marks_recall.py run --out main.json   # main's code
    python bench/marks_recall.py diff main.json new.json [--seeds 11]

The strict blind readers of the judged samples (``readability_blind_seed37_after.md``,
``readability_blind_seed11.md``, ``readability_blind_seed53.md``, and those of seeds 89, 97,
101, and session 8's end readings of seeds 113, 127 and 131, each in its own layout) list, for
each brief sentence (``readability_sample_seed{37,11,53,89,97,101,113,127,131}_judged.md``),
every article that reports its main fact but was not marked (``**Missing [k]**``, article k
1-based). ``labels`` turns those notes into
``results/marks_recall_labels.json``: (seed, set, cluster, sentence, the marks then, the
articles missing). ``run`` rebuilds each cluster's story with the code on the path, finds each
labelled sentence among the story's sentences (its text without the brief's bracketed edits)
and asks for its marks as the brief would (``align.mark_paraphrases`` on that sentence alone,
whether or not today's brief still chooses it), so the set measures the marking rules, not
which sentences a brief happens to choose. ``diff`` reports per seed and set (Multi-News /
DUC) how many of the listed missing outlets (DUC: AP, NYT, Xinhua, marked once per outlet;
Multi-News: each article) and articles are marked now (and were on the baseline), and lists
every mark the new run has that the baseline had not and the readers did not list, with the
article's sentence, to be read: a wrong mark is worse than a missing one. Tune on some seeds,
check on another (``--seeds``). The later readings (seeds 317-353, ``FULL_LABELS``) label every
brief sentence, with the readers' borderline articles: ``diff --seeds 317,331,337,347,349,353``
also sorts an added mark as borderline, or as not listed by a reader who read every article
(likely wrong: a precision check, not only recall).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results"
SHARED = HERE.parents[1] / "shared"
LABELS = RESULTS / "marks_recall_labels.json"
# every brief sentence of the six fresh readings of sessions 21 and 22 (seeds 317, 331, 337,
# 347, 349, 353), each with the articles its reader counted missing and those the reader called
# borderline (a passing mention, part of the fact, other grounds): read out of the readers'
# files by a helper, each seed's and set's count matched to the reader's own totals. Sentences
# with nothing missing are kept: a mark added there on an article the reader read and did not
# list is likely wrong (``diff`` lists those apart).
FULL_LABELS = RESULTS / "marks_recall_labels_s23.json"
SAMPLES = {37: ("readability_blind_seed37_after.md", "readability_sample_seed37_judged.md"),
           11: ("readability_blind_seed11.md", "readability_sample_seed11_judged.md"),
           53: ("readability_blind_seed53.md", "readability_sample_seed53_judged.md"),
           89: ("readability_blind_seed89.md", "readability_sample_seed89_judged.md"),
           97: ("readability_blind_seed97.md", "readability_sample_seed97_judged.md"),
           101: ("readability_blind_seed101.md", "readability_sample_seed101_judged.md"),
           113: ("readability_blind_seed113.md", "readability_sample_seed113_judged.md"),
           127: ("readability_blind_seed127.md", "readability_sample_seed127_judged.md"),
           131: ("readability_blind_seed131.md", "readability_sample_seed131_judged.md"),
           137: ("readability_blind_seed137.md", "readability_sample_seed137_judged.md"),
           139: ("readability_blind_seed139.md", "readability_sample_seed139_judged.md"),
           149: ("readability_blind_seed149.md", "readability_sample_seed149_judged.md")}
SESSION6 = (97, 101, 139, 149)  # layouts read by ``_session6_missing``
SESSION8 = (113, 127, 131, 137)  # and by ``_session8_missing``


def _articles_missing(note: str) -> list[int]:
    """The article numbers in the bold parts of a reader's note from "**Missing" on
    ("**Missing [5]** (AP ...), **[6]**", "**Missing** (still) **[9–17]**")."""
    out: list[int] = []
    for seg in re.findall(r"\*\*(.*?)\*\*", note[note.index("**Missing"):]):
        for br in re.findall(r"\[([\d,\s–-]+)\]", seg):
            for part in (p.strip() for p in br.split(",")):
                if re.fullmatch(r"\d+\s*[–-]\s*\d+", part):
                    a, b = re.split(r"\s*[–-]\s*", part)
                    out += range(int(a), int(b) + 1)
                elif part.isdigit():
                    out.append(int(part))
    return out


_LEAD = re.compile(r"\s*(?:- )?(?:\*\*Missing[^*]*\*\*:?\s*)?((?:\[\d+\](?:,|/| and)?\s*)+)")


def _session5_missing(lines: list[str]) -> dict[int, list[int]]:
    """Session 5's layout (``**S1** ...``, then ``- **Missing:** [k] ...`` or a ``- **Missing:**``
    line with one bullet a listed article, ``[k] ...``; bullets that open on "Noted", and
    those under "none", are not counted): the articles listed per sentence."""
    out: dict[int, list[int]] = {}
    n = None
    inside = False
    for line in lines:
        m = re.match(r"\*\*S(\d+)\*\*", line)
        if m:
            n, inside = int(m.group(1)), False
            continue
        if n is None:
            continue
        if line.startswith("- **Missing"):
            inside = not re.match(r"- \*\*Missing:?\*\*:?\s*none", line)
        elif line.startswith(("- ", "#", "**")) or not line.strip():
            inside = False
            continue
        if not inside or line.strip().lstrip("- ").startswith(("Noted", "Note")):
            continue
        m = _LEAD.match(line)
        if m:
            out.setdefault(n, []).extend(int(x) for x in re.findall(r"\d+", m.group(1)))
    return out


_NUMBERED = re.compile(r"\[(\d+)\]")


def _session6_missing(lines: list[str]) -> dict[int, list[int]]:
    """Session 6's two layouts, the articles listed per sentence. Seed 97: ``**S1.** ...``
    then ``- Missing: 3 article(s) [3], [4], [5]; missing outlet(s): ...``. Seed 101: ``1. "..."
    [marks]`` then ``- **Missing [2]:** ...``, ``- **Missing [1]** (borderline): ...`` or
    ``- **Missing (9 AP ...):**`` with the articles inline or one a sub-bullet (``- [4] ...``);
    a listed article "noted, not counted" is left out."""
    out: dict[int, list[int]] = {}
    n = None
    inside = 0  # the indent of a "Missing (...):" bullet whose sub-bullets list articles
    for line in lines:
        m = re.match(r"\*\*S(\d+)\.\*\*|(\d+)\. ", line)
        if m:
            n, inside = int(m.group(1) or m.group(2)), 0
            continue
        if n is None:
            continue
        body = line.lstrip()
        indent = len(line) - len(body)
        if inside and indent > inside and body.replace("**", "").startswith("- ["):
            k = _NUMBERED.match(body.replace("**", "")[2:])  # seed 149: "- **[21]** (NYT)"
            if k:
                out.setdefault(n, []).append(int(k.group(1)))
            continue
        inside = 0
        if body.startswith("- Missing:"):  # seed 97
            m = re.match(r"- Missing: \d+ article\(s\) ([^;]*)", body)
            if m:
                out.setdefault(n, []).extend(int(x) for x in _NUMBERED.findall(m.group(1)))
            continue
        if not body.startswith("- **Missing") or "not counted" in body.split(":**")[0] or \
                re.match(r"- \*\*Missing:?\*\*:?\s*none", body):
            continue
        head, _, rest = body.partition("**")[2].partition("**")
        if "not counted" in rest[:200] and "counted it" not in rest:
            continue
        arts = [int(x) for x in _NUMBERED.findall(head)]
        if not arts:
            rest = rest.lstrip(":").strip()
            arts = [int(x) for x in _NUMBERED.findall(rest)] if rest else []
            if not arts:
                inside = indent
        out.setdefault(n, []).extend(arts)
    return out


def _session8_missing(lines: list[str]) -> dict[int, list[int]]:
    """Session 8's layouts (seeds 113, 127, 131), the articles listed per sentence:
    ``**S1**``, ``**S1.**`` or ``**s1**`` then ``- Missing (3 articles, 3 outlets):`` with one
    sub-bullet an article (``  - [3] "..."``), ``- Missing (1 article, 1 outlet): [5] "..."``
    or ``- Missing: **[1]** reports it: "..."``: the article numbers before the first quotation
    (``- Missing: none.`` and the "Noted, not counted" bullets are not counted)."""
    out: dict[int, list[int]] = {}
    n = None
    inside = False  # under a "Missing (...):" bullet whose sub-bullets list articles
    for line in lines:
        m = re.match(r"\*\*[Ss](\d+)\.?\*\*", line)
        if m:
            n, inside = int(m.group(1)), False
            continue
        if n is None:
            continue
        body = line.lstrip()
        if inside and len(line) > len(body) and body.startswith("- ["):
            k = _NUMBERED.match(body[2:])
            if k:
                out.setdefault(n, []).append(int(k.group(1)))
            continue
        inside = False
        body = body.replace("**", "")
        if not body.startswith("- Missing") or re.match(r"- Missing:?\s*none", body, re.I):
            continue
        head = re.split(r"[\"“]", body, maxsplit=1)[0]
        if "not counted" in head:
            continue
        arts = [int(x) for x in re.findall(r"\[(\d+)\]", head)]
        if not arts and head.rstrip().endswith(":"):
            inside = True
        out.setdefault(n, []).extend(arts)
    return out


def labels() -> list[dict[str, Any]]:
    out = []
    for seed, (reader, sample_file) in SAMPLES.items():
        sample: dict[str, dict[int, tuple[str, list[int]]]] = {}
        cur = None
        for line in (RESULTS / sample_file).read_text(encoding="utf-8").splitlines():
            m = re.match(r"## (\S+) (\S+)$", line)
            if m:
                cur = m.group(2)
                sample[cur] = {}
                continue
            m = re.match(r"(\d+)\. (.*) \[([\d,]*)\]$", line)
            if m and cur:
                sample[cur][int(m.group(1))] = \
                    (m.group(2), [int(x) for x in m.group(3).split(",") if x])
        cur = None
        lines = (RESULTS / reader).read_text(encoding="utf-8").splitlines()
        later = seed in SESSION6 + SESSION8
        if later or any(line.startswith("**S1**") for line in lines):  # or session 5's
            blocks: dict[str, list[str]] = {}
            head = r"### (?:\S+ )?(MN-\d+|multinews-[\w-]+\d|D\d{4}\w)" if later else r"### (\S+)"
            for line in lines:
                m = re.match(head, line)
                if m:
                    cur = re.sub(r"^MN-", "multinews-validation-", m.group(1))
                    blocks[cur] = []
                elif later and line.startswith("## "):
                    cur = None
                elif cur:
                    blocks[cur].append(line)
            listed = _session8_missing if seed in SESSION8 else \
                _session6_missing if later else _session5_missing
            for cur, block in blocks.items():
                for n, arts in sorted(listed(block).items()):
                    if n not in sample.get(cur, {}):
                        print(f"seed {seed} {cur} S{n}: not in {sample_file}", file=sys.stderr)
                        continue
                    text, marked = sample[cur][n]
                    missing = sorted(set(arts) - set(marked))
                    if missing:
                        out.append({"seed": seed, "set": "duc" if re.match(r"D\d{4}", cur)
                                    else "multi_news", "cluster": cur, "n": n, "text": text,
                                    "marked": marked, "missing": missing})
            continue
        for line in lines:
            m = re.match(r"### (\S+)", line)
            if m:
                cur = m.group(1)
                continue
            m = re.match(r"(\d+)\. ", line)
            if not (m and cur) or "**Missing" not in line:
                continue
            n = int(m.group(1))
            if n not in sample.get(cur, {}):
                print(f"seed {seed} {cur} S{n}: not in {sample_file}", file=sys.stderr)
                continue
            text, marked = sample[cur][n]
            missing = sorted(set(_articles_missing(line)) - set(marked))
            out.append({"seed": seed, "set": "duc" if re.match(r"D\d{4}", cur) else "multi_news",
                        "cluster": cur, "n": n, "text": text, "marked": marked,
                        "missing": missing})
    return out


def _clusters(needed: set[str]) -> dict[str, list[Any]]:
    out: dict[str, list[Any]] = {}
    for line in (SHARED / "data/multi_news/validation.jsonl").open(encoding="utf-8"):
        c = json.loads(line)
        if c["id"] in needed:
            out[c["id"]] = [d for d in c["documents"] if d.strip()]
    for line in (SHARED / "data/duc2007/dev.jsonl").open(encoding="utf-8"):
        t = json.loads(line)
        if t["id"] in needed:
            out[t["id"]] = [{"text": d["text"], "title": d["title"] or None,
                             "source": d["source"], "id": d["id"],
                             "published": d["published"]} for d in t["documents"]]
    return out


_EDIT = re.compile(r"\s?\[[^\]]*\]")


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def find_sentence(story: Any, text: str, article: int | None) -> int | None:
    """The id of the story sentence a brief sentence shows (bracketed edits left out): the
    one sharing most of its words, preferring the article it was marked with."""
    want = _words(_EDIT.sub("", text))
    if not want:
        return None
    ws = set(want)
    best, score = None, 0.0
    for s in story.sentences:
        have = set(_words(s.text))
        v = len(ws & have) / max(len(ws), len(have)) + (0.01 if s.article == article else 0)
        if v > score:
            best, score = s.id, v
    return best if score >= 0.6 else None


def _outlets(story: Any, row: dict[str, Any]) -> dict[str, str]:
    """Each article's outlet as the readers count them: DUC's agencies (AP, NYT, Xinhua: one
    outlet's articles are one, and a mark is given once per outlet), each Multi-News article
    its own."""
    from newsfuse.align import outlet_key

    return {str(i + 1): (outlet_key(a.outlet or f"#{i}") if row["set"] == "duc" else f"#{i}")
            for i, a in enumerate(story.articles)}


def run(rows: list[dict[str, Any]]) -> dict[str, Any]:
    from newsfuse.align import mark_paraphrases
    from newsfuse.pipeline import build_story

    arts = _clusters({r["cluster"] for r in rows})
    stories: dict[str, Any] = {}
    out = {}
    for r in rows:
        key = f"{r['seed']}/{r['cluster']}/S{r['n']}"
        if r["cluster"] not in stories:
            stories[r["cluster"]] = build_story(arts[r["cluster"]])
        story = stories[r["cluster"]]
        sid = find_sentence(story, r["text"], (r["marked"] or [0])[0] - 1)
        if sid is None:
            out[key] = {"found": False}
            continue
        marked = mark_paraphrases(story, [sid])
        s = story.sentences[sid]
        links = {a: marked.sentences[j].text for a, j, _ in marked.alignment.support[sid]}
        out[key] = {"found": True, "article": s.article + 1, "outlets": _outlets(story, r),
                    "marks": sorted({s.article + 1, *(a + 1 for a in links)}),
                    "wording": {str(a + 1): t for a, t in links.items()}}
    return out


def _tag(row: dict[str, Any], a: int) -> str:
    """What the reader of ``row`` said of article ``a``, newly marked on its sentence."""
    if a in row["missing"]:
        return "listed"
    if "borderline" not in row:  # (the older labels list only what was missing)
        return "NEW, read it"
    if a in row["borderline"]:
        return "borderline"
    return "NOT LISTED by a reader who read every article: likely wrong"


def diff(rows: list[dict[str, Any]], old: dict[str, Any], new: dict[str, Any],
         seeds: set[int]) -> None:
    table: dict[tuple[int, str], list[int]] = {}
    added = []
    lost = []
    for r in rows:
        if r["seed"] not in seeds:
            continue
        key = f"{r['seed']}/{r['cluster']}/S{r['n']}"
        o, n = old.get(key, {}), new.get(key, {})
        om, nm = set(o.get("marks", [])), set(n.get("marks", []))
        outlet = n.get("outlets") or o.get("outlets") or {}

        def of(arts: set[int] | list[int], outlet: dict[str, str] = outlet) -> set[str]:
            return {outlet.get(str(a), f"#{a}") for a in arts}

        want = of(r["missing"]) - of(r["marked"])  # outlets with no article marked then
        t = table.setdefault((r["seed"], r["set"]), [0, 0, 0, 0, 0, 0])
        t[0] += len(want)
        t[1] += len(want & of(om))
        t[2] += len(want & of(nm))
        t[3] += len(r["missing"])
        t[4] += len(set(r["missing"]) & om)
        t[5] += len(set(r["missing"]) & nm)
        for a in sorted(nm - om):
            added.append((key, r["text"], a, _tag(r, a), n.get("wording", {}).get(str(a), "")))
        for a in sorted(om - nm):
            lost.append((key, a))
    print("| seed | set | outlets missing (listed) | marked on baseline | marked now | "
          "articles missing (listed) | marked on baseline | marked now |")
    print("|---|---|---|---|---|---|---|---|")
    tot: dict[str, list[int]] = {}
    for (seed, name), v in sorted(table.items()):
        print(f"| {seed} | {name} | " + " | ".join(map(str, v)) + " |")
        acc = tot.setdefault(name, [0] * 6)
        for i, x in enumerate(v):
            acc[i] += x
    for name, v in sorted(tot.items()):
        print(f"| all | {name} | " + " | ".join(map(str, v)) + " |")
    tags = [x[3] for x in added]
    print(f"\n{len(added)} marks added ({tags.count('listed')} listed by the readers, "
          f"{tags.count('borderline')} borderline, "
          f"{sum(t.startswith('NOT LISTED') for t in tags)} not listed on fully labelled "
          f"sentences), {len(lost)} lost")
    for key, text, a, tag, wording in added:
        print(f"\n- {key} +[{a}] ({tag})\n  brief: {text}\n  [{a}]: {wording}")
    for key, a in lost:
        print(f"\n- {key} -[{a}] LOST")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("labels")
    r = sub.add_parser("run")
    r.add_argument("--out", required=True)
    d = sub.add_parser("diff")
    d.add_argument("old")
    d.add_argument("new")
    d.add_argument("--seeds", default="37,11,53")
    args = ap.parse_args()
    if args.cmd == "labels":
        rows = labels()
        LABELS.write_text(json.dumps(rows, indent=1, ensure_ascii=False) + "\n",
                          encoding="utf-8")
        print(f"{len(rows)} sentences, {sum(len(x['missing']) for x in rows)} missing marks "
              f"-> {LABELS}")
        return
    rows = json.loads(LABELS.read_text(encoding="utf-8")) + \
        json.loads(FULL_LABELS.read_text(encoding="utf-8"))
    if args.cmd == "run":
        Path(args.out).write_text(json.dumps(run(rows), indent=1, ensure_ascii=False) + "\n",
                                  encoding="utf-8")
    else:
        diff(rows, json.loads(Path(args.old).read_text(encoding="utf-8")),
             json.loads(Path(args.new).read_text(encoding="utf-8")),
             {int(x) for x in args.seeds.split(",")})


if __name__ == "__main__":
    main()
