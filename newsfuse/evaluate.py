"""Evaluate: ROUGE against reference summaries, with baselines run in the same process.

Owns the scoring protocol (every summary and reference cut to N words; ROUGE-1/2/L F1 with
Porter stemming via rouge-score-rs, rougeL being whole-summary LCS as in the PEGASUS and PRIMERA
papers), the baselines (lead: first sentences round-robin across articles; sumy's LexRank given
a pysbd tokenizer, since NLTK data cannot be downloaded) and throughput (clusters per second of
summarising, scoring excluded, one process, after one untimed warm-up call per system;
measured in CPU seconds of this process, every system single-threaded, so that other work on
the machine does not move the ratios).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .model import InputError, NewsfuseError

Summarizer = Callable[[list[str], int], str]
BASELINES = ("lead", "lexrank")


@dataclass
class Cluster:
    id: str
    documents: list[str]
    references: list[str]


@dataclass
class SystemResult:
    system: str
    rouge1: float
    rouge2: float
    rougeL: float
    clusters: int
    seconds: float
    per_cluster: list[dict[str, float]] = field(default_factory=list, repr=False)

    @property
    def throughput(self) -> float:
        return self.clusters / self.seconds if self.seconds > 0 else float("inf")

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d.pop("per_cluster")
        d["clusters_per_second"] = round(self.throughput, 2)
        return d


def load_clusters(path: str, limit: int | None = None) -> list[Cluster]:
    """Clusters with references: ``{"id", "documents": [...], "summaries": [...]}`` per line."""
    out = []
    p = Path(path)
    if not p.is_file():
        raise InputError("no such file", path)
    with p.open(encoding="utf-8", errors="replace") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as exc:
                raise InputError(f"malformed JSON: {exc.msg}", path, n) from None
            docs = obj.get("documents") if isinstance(obj, dict) else None
            refs = obj.get("summaries") or ([obj["summary"]] if obj.get("summary") else None) \
                if isinstance(obj, dict) else None
            if not isinstance(docs, list) or not refs:
                raise InputError("expected {\"id\", \"documents\": [...], \"summaries\": [...]}",
                                 path, n)
            texts = [d if isinstance(d, str) else str(d.get("text", "")) for d in docs]
            out.append(Cluster(str(obj.get("id", n)), texts, [str(r) for r in refs]))
            if limit and len(out) >= limit:
                break
    if not out:
        raise InputError("no clusters", path)
    return out


def cut(text: str, words: int) -> str:
    return " ".join(text.split()[:words])


# ---------------------------------------------------------------------------------------------
# systems


def newsfuse_system(quality: str = "fast", **kwargs: Any) -> Summarizer:
    """newsfuse itself; its one-time set-up (word frequencies) happens here, not in the timing,
    as LexRank's and pysbd's set-up happens when their systems are built."""
    from .pipeline import summarize
    from .terms import warm_up

    warm_up()

    def run(docs: list[str], words: int) -> str:
        arts = [d for d in docs if d.strip()]
        if not arts:
            return ""
        return summarize(arts, words, quality=quality, **kwargs).summary  # type: ignore[arg-type]

    return run


def _pysbd() -> Any:
    try:
        import pysbd
    except ImportError:  # pragma: no cover - depends on the install
        raise NewsfuseError("the baselines need the 'eval' extra: pip install "
                            "'newsfuse[eval]'") from None
    return pysbd.Segmenter(language="en", clean=False)


def lead_system() -> Summarizer:
    """First sentences round-robin across the articles (pysbd sentences, no cleaning)."""
    seg = _pysbd()

    def run(docs: list[str], words: int) -> str:
        per = [[s.strip() for p in d.split("\n") if p.strip() for s in seg.segment(p)
                if s.strip()] for d in docs]
        out: list[str] = []
        n = i = 0
        while n < words and any(i < len(s) for s in per):
            for s in per:
                if i < len(s) and n < words:
                    out.append(s[i])
                    n += len(s[i].split())
            i += 1
        return " ".join(out)

    return run


def lexrank_system() -> Summarizer:
    """sumy's LexRank with a pysbd sentence splitter; best-rated sentences until N words."""
    seg = _pysbd()
    import re

    from sumy.nlp.stemmers import Stemmer
    from sumy.parsers.plaintext import PlaintextParser
    from sumy.summarizers.lex_rank import LexRankSummarizer
    from sumy.utils import get_stop_words

    word = re.compile(r"\w+(?:'\w+)?")

    class Tokenizer:
        language = "english"

        def to_sentences(self, paragraph: str) -> list[str]:
            return [s.strip() for s in seg.segment(paragraph) if s.strip()]

        def to_words(self, sentence: str) -> list[str]:
            return word.findall(sentence)

    tok = Tokenizer()
    summarizer = LexRankSummarizer(Stemmer("english"))
    summarizer.stop_words = get_stop_words("english")

    def run(docs: list[str], words: int) -> str:
        doc = PlaintextParser.from_string("\n\n".join(docs), tok).document

        def budget(infos: list[Any]) -> list[Any]:
            out, n = [], 0
            for info in infos:
                if n >= words:
                    break
                out.append(info)
                n += len(str(info.sentence).split())
            return out

        return " ".join(str(s) for s in summarizer(doc, budget))

    return run


def system(name: str) -> Summarizer:
    if name == "lead":
        return lead_system()
    if name == "lexrank":
        return lexrank_system()
    if name in ("newsfuse", "newsfuse-fast"):
        return newsfuse_system("fast")
    if name == "newsfuse-best":
        return newsfuse_system("best")
    raise NewsfuseError(f"unknown system {name!r}; baselines are {', '.join(BASELINES)}")


# ---------------------------------------------------------------------------------------------
# scoring


def score(predictions: Sequence[str], references: Sequence[Sequence[str]], words: int
          ) -> list[dict[str, float]]:
    """ROUGE-1/2/L F1 (x100) per cluster, both sides cut to ``words``; best over references."""
    from rouge_score_rs import rouge_scorer

    scorer = rouge_scorer.RougeScorer(["rouge1", "rouge2", "rougeL"], use_stemmer=True)
    out: list[dict[str, float]] = [{} for _ in predictions]
    nref = max(len(r) for r in references)
    for k in range(nref):
        idx = [i for i, r in enumerate(references) if k < len(r)]
        res = scorer.score_batch([cut(references[i][k], words) for i in idx],
                                 [cut(predictions[i], words) for i in idx])
        for i, r in zip(idx, res):
            cur = {m: 100 * r[m].fmeasure for m in ("rouge1", "rouge2", "rougeL")}
            if not out[i] or cur["rouge2"] > out[i]["rouge2"]:
                out[i] = cur
    return out


def run_system(name: str, fn: Summarizer, clusters: Sequence[Cluster], words: int,
               progress: Callable[[str, int], None] | None = None) -> SystemResult:
    preds = []
    elapsed = 0.0
    if clusters:  # one untimed run first, for every system alike: imports, caches, first calls
        fn(clusters[0].documents, words)
    for i, c in enumerate(clusters):
        t = time.process_time()  # CPU time: other load on the machine does not distort it
        preds.append(fn(c.documents, words))
        elapsed += time.process_time() - t
        if progress:
            progress(name, i + 1)
    per = score(preds, [c.references for c in clusters], words)
    mean = {m: sum(p[m] for p in per) / len(per) for m in ("rouge1", "rouge2", "rougeL")}
    return SystemResult(name, mean["rouge1"], mean["rouge2"], mean["rougeL"], len(clusters),
                        elapsed, per)


def evaluate(clusters: Sequence[Cluster], words: int, systems: Sequence[str],
             progress: Callable[[str, int], None] | None = None) -> list[SystemResult]:
    """Every system on every cluster, in one process, same cut and scorer."""
    return [run_system(name, system(name), clusters, words, progress) for name in systems]


def table(results: Sequence[SystemResult], words: int, reference: str = "lexrank") -> str:
    """A Markdown table; speed also relative to ``reference`` when it was run."""
    ref = next((r for r in results if r.system == reference), None)
    head = "| system | R1 | R2 | RL | clusters/s |" + (f" x {reference} |" if ref else "")
    sep = "|---|---|---|---|---|" + ("---|" if ref else "")
    rows = [f"ROUGE F1, stemmed, every summary and reference cut to {words} words", "", head, sep]
    for r in results:
        row = (f"| {r.system} | {r.rouge1:.2f} | {r.rouge2:.2f} | {r.rougeL:.2f} | "
               f"{r.throughput:.1f} |")
        if ref:
            row += f" {r.throughput / ref.throughput:.1f} |"
        rows.append(row)
    return "\n".join(rows)
