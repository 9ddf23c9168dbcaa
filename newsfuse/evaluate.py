"""Evaluate: ROUGE against reference summaries, with baselines run in the same process.

Owns the scoring protocol (every summary and reference cut to N words; ROUGE-1/2/L F1 with
Porter stemming via rouge-score-rs, rougeL being whole-summary LCS as in the PEGASUS and PRIMERA
papers; beside them ROUGE-2 and ROUGE-SU4 recall as DUC and TAC report them, jackknifed over
the references, from ``rouge.py``; for update sets, the share of a summary's bigrams already in
the seen articles), the evaluation data (``{"id", "documents", "summaries"}`` per line, with an
optional ``query`` or ``topic: {"title", "narrative"}`` passed to newsfuse as the question and
an optional ``seen`` list of articles the reader already knows), the baselines (lead: first
sentences round-robin across articles; sumy's LexRank given a pysbd tokenizer, since NLTK
data cannot be downloaded) and throughput (clusters per second of summarising, scoring
excluded, one process, after one untimed warm-up call per system; measured in CPU seconds of
this process, every system single-threaded, so that other work on the machine does not move
the ratios).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .ingest import loads
from .model import InputError, NewsfuseError, ReadError

# a system: (documents, words, query, seen documents) -> summary
Summarizer = Callable[[list[Any], int, "str | None", "list[Any] | None"], str]
BASELINES = ("lead", "lexrank")


@dataclass
class Cluster:
    id: str
    documents: list[str]  # texts, for the baselines
    references: list[str]
    articles: list[Any] = field(default_factory=list)  # as given: strings or article objects
    query: str | None = None  # the question, or a topic's title and narrative
    seen: list[Any] | None = None  # articles the reader has already seen (update sets)


@dataclass
class SystemResult:
    system: str
    rouge1: float
    rouge2: float
    rougeL: float
    clusters: int
    seconds: float
    per_cluster: list[dict[str, float]] = field(default_factory=list, repr=False)
    rouge2_recall: float = 0.0  # DUC/TAC: jackknifed recall, stemmed, stopwords kept (x100)
    rouge_su4_recall: float = 0.0
    rouge2_recall_ci: tuple[float, float] = (0.0, 0.0)  # 95% bootstrap interval over clusters
    rouge_su4_recall_ci: tuple[float, float] = (0.0, 0.0)
    seen_bigram_share: float | None = None  # update sets: share of bigrams already seen (x100)

    @property
    def throughput(self) -> float:
        return self.clusters / self.seconds if self.seconds > 0 else float("inf")

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d.pop("per_cluster")
        if d["seen_bigram_share"] is None:
            d.pop("seen_bigram_share")
        for k in ("rouge2_recall_ci", "rouge_su4_recall_ci"):
            d[k] = [round(v, 2) for v in d[k]]
        d["clusters_per_second"] = round(self.throughput, 2)
        return d


def load_clusters(path: str, limit: int | None = None) -> list[Cluster]:
    """Clusters with references: ``{"id", "documents": [...], "summaries": [...]}`` per line."""
    out = []
    p = Path(path)
    if not p.is_file():
        raise ReadError("no such file", path)
    with p.open(encoding="utf-8", errors="replace") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            obj = loads(line, path, n)  # every way JSON can fail, an InputError
            docs = obj.get("documents") if isinstance(obj, dict) else None
            refs = obj.get("summaries") or ([obj["summary"]] if obj.get("summary") else None) \
                if isinstance(obj, dict) else None
            if not isinstance(docs, list) or not refs:
                raise InputError("expected {\"id\", \"documents\": [...], \"summaries\": [...]}",
                                 path, n)
            seen = obj.get("seen")
            if seen is not None and not isinstance(seen, list):
                raise InputError("'seen' must be a list of articles", path, n)
            out.append(Cluster(str(obj.get("id", n)), _texts(docs), [str(r) for r in refs],
                               list(docs), query_text(obj, path, n), seen))
            if limit and len(out) >= limit:
                break
    if not out:
        raise InputError("no clusters", path)
    return out


def _texts(docs: list[Any]) -> list[str]:
    return [d if isinstance(d, str) else str(d.get("text", "")) if isinstance(d, dict) else ""
            for d in docs]


def query_text(obj: dict[str, Any], where: str = "input", line: int | None = None
               ) -> str | None:
    """The question of a record (``query``, or a ``topic``), or None; errors name the line."""
    from .focus import record_query

    try:
        return record_query(obj)
    except ValueError as exc:
        raise InputError(str(exc), where, line) from None


def cut(text: str, words: int) -> str:
    return " ".join(text.split()[:words])


# ---------------------------------------------------------------------------------------------
# systems


def newsfuse_system(quality: str = "fast", generic: bool = False, **kwargs: Any) -> Summarizer:
    """newsfuse itself; its one-time set-up (word frequencies) happens here, not in the timing,
    as LexRank's and pysbd's set-up happens when their systems are built. It answers the
    cluster's question and briefs only what is new beside its seen articles, unless
    ``generic``."""
    from .pipeline import summarize
    from .terms import warm_up

    warm_up()

    def run(docs: list[Any], words: int, query: str | None = None,
            seen: list[Any] | None = None) -> str:
        arts = [d for d, t in zip(docs, _texts(docs)) if t.strip()]
        if not arts:
            return ""
        if generic:
            query = seen = None
        extra = dict(kwargs)
        if query is not None:
            extra["query"] = query
        if seen:
            extra["seen"] = [d for d, t in zip(seen, _texts(seen)) if t.strip()]
        return summarize(arts, words, quality=quality, **extra).summary  # type: ignore[arg-type]

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

    def run(docs: list[Any], words: int, query: str | None = None,
            seen: list[Any] | None = None) -> str:
        docs = _texts(docs)
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

    def run(docs: list[Any], words: int, query: str | None = None,
            seen: list[Any] | None = None) -> str:
        doc = PlaintextParser.from_string("\n\n".join(_texts(docs)), tok).document

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
    """A system by name: ``lead``, ``lexrank``, ``newsfuse-fast``, ``newsfuse-best``, and
    ``newsfuse-fast-generic`` / ``newsfuse-best-generic`` (ignoring any question or seen set)."""
    if name == "lead":
        return lead_system()
    if name == "lexrank":
        return lexrank_system()
    base, _, rest = name.partition("-generic")
    if rest or base not in ("newsfuse", "newsfuse-fast", "newsfuse-best"):
        raise NewsfuseError(f"unknown system {name!r}; baselines are {', '.join(BASELINES)}")
    return newsfuse_system("best" if base == "newsfuse-best" else "fast",
                           generic=name.endswith("-generic"))


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


def duc_score(predictions: Sequence[str], clusters: Sequence[Cluster], words: int
              ) -> list[dict[str, float]]:
    """Per cluster: ROUGE-2 and ROUGE-SU4 recall as DUC/TAC report them (x100, jackknifed over
    the references, every text cut to ``words``) and, for update sets, the share (x100) of
    the summary's bigrams already in the seen articles."""
    from .rouge import duc_scores, seen_bigram_share

    out = []
    for pred, c in zip(predictions, clusters):
        d = duc_scores(pred, c.references, words)
        row = {"rouge2_recall": 100 * d.rouge2, "rouge_su4_recall": 100 * d.su4}
        if c.seen:
            row["seen_bigram_share"] = 100 * seen_bigram_share(pred, _texts(c.seen), words)
        out.append(row)
    return out


def run_system(name: str, fn: Summarizer, clusters: Sequence[Cluster], words: int,
               progress: Callable[[str, int], None] | None = None) -> SystemResult:
    from .rouge import confidence

    preds = []
    elapsed = 0.0
    if clusters:  # one untimed run first, for every system alike: imports, caches, first calls
        c = clusters[0]
        fn(c.articles or c.documents, words, c.query, c.seen)
    for i, c in enumerate(clusters):
        t = time.process_time()  # CPU time: other load on the machine does not distort it
        preds.append(fn(c.articles or c.documents, words, c.query, c.seen))
        elapsed += time.process_time() - t
        if progress:
            progress(name, i + 1)
    per = score(preds, [c.references for c in clusters], words)
    for row, duc in zip(per, duc_score(preds, clusters, words)):
        row.update(duc)
    mean = {m: sum(p[m] for p in per) / len(per)
            for m in ("rouge1", "rouge2", "rougeL", "rouge2_recall", "rouge_su4_recall")}
    seen = [p["seen_bigram_share"] for p in per if "seen_bigram_share" in p]
    return SystemResult(name, mean["rouge1"], mean["rouge2"], mean["rougeL"], len(clusters),
                        elapsed, per, mean["rouge2_recall"], mean["rouge_su4_recall"],
                        confidence([p["rouge2_recall"] for p in per]),
                        confidence([p["rouge_su4_recall"] for p in per]),
                        sum(seen) / len(seen) if seen else None)


def evaluate(clusters: Sequence[Cluster], words: int, systems: Sequence[str],
             progress: Callable[[str, int], None] | None = None) -> list[SystemResult]:
    """Every system on every cluster, in one process, same cut and scorer."""
    return [run_system(name, system(name), clusters, words, progress) for name in systems]


def table(results: Sequence[SystemResult], words: int, reference: str = "lexrank") -> str:
    """A Markdown table; speed also relative to ``reference`` when it was run."""
    ref = next((r for r in results if r.system == reference), None)
    seen = any(r.seen_bigram_share is not None for r in results)
    head = ("| system | R1 | R2 | RL | R2 recall | SU4 recall |" + (" seen bigrams |" if seen
                                                                      else "") +
            " clusters/s |" + (f" x {reference} |" if ref else ""))
    sep = "|---" * (head.count("|") - 1) + "|"
    rows = [f"ROUGE-1/2/L F1 (rouge-score, stemmed, best reference) and ROUGE-2 / ROUGE-SU4 "
            f"recall as DUC/TAC report them (ROUGE-1.5.5 -n 2 -m -2 4 -u -f A, jackknifed "
            f"over the references); every summary and reference cut to {words} words", "",
            head, sep]
    for r in results:
        row = (f"| {r.system} | {r.rouge1:.2f} | {r.rouge2:.2f} | {r.rougeL:.2f} | "
               f"{r.rouge2_recall:.2f} | {r.rouge_su4_recall:.2f} |")
        if seen:
            row += (f" {r.seen_bigram_share:.1f}% |" if r.seen_bigram_share is not None
                    else " |")
        row += f" {r.throughput:.1f} |"
        if ref:
            row += f" {r.throughput / ref.throughput:.1f} |"
        rows.append(row)
    return "\n".join(rows)
