"""Batch: brief every cluster of a JSONL file, in order, robustly.

Owns record-level processing (one input line -> one output record, a failure becoming an
``{"id", "error"}`` record that never stops the run; each record is briefed as if by a fresh
process, so its output does not depend on which worker briefs it or after what), parallel
execution in worker processes with order preserved, the progress bar, and atomic output (a
temporary file renamed into place, so an interrupted run never leaves a half-written file).
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from .focus import record_query
from .ingest import cluster_from_object
from .model import InputError, NewsfuseError
from .pipeline import DEFAULT_WORDS, summarize
from .terms import warm_up


@dataclass
class BatchResult:
    total: int = 0
    failed: int = 0


def process_record(line_no: int, line: str, words: int = DEFAULT_WORDS,
                   quality: str = "fast", where: str = "input") -> dict[str, Any]:
    """One JSONL line to one output record; never raises for bad input."""
    try:
        obj = json.loads(line)
    except json.JSONDecodeError as exc:
        return {"id": None, "error": f"malformed JSON: {exc.msg} (column {exc.colno})",
                "line": line_no}
    except (ValueError, RecursionError) as exc:  # e.g. an integer too long to convert
        return {"id": None, "error": str(exc), "line": line_no}
    return process_object(obj, line_no, words, quality, where)


def process_object(obj: Any, number: int, words: int = DEFAULT_WORDS, quality: str = "fast",
                   where: str = "input", key: str = "line") -> dict[str, Any]:
    """One parsed cluster object to one output record; never raises for bad input.

    A failure becomes ``{"id", "error", key: number}``; ``key`` is ``"line"`` for JSONL and
    ``"row"`` for Parquet. Messages name ``where:number`` for lines, ``where row N`` for rows.
    """
    # build_story gives each record its own vocabulary, so its brief is the same whichever
    # process briefs it, after whichever records
    return _process_object(obj, number, words, quality, where, key)


def _process_object(obj: Any, number: int, words: int, quality: str, where: str,
                    key: str) -> dict[str, Any]:
    cid = None
    loc, at = (where, number) if key == "line" else (f"{where} {key} {number}", None)
    try:
        if not isinstance(obj, dict):
            raise InputError(f"expected a JSON object, got {type(obj).__name__}")
        cid = obj.get("id")
        if "documents" not in obj:
            raise InputError("record has no 'documents' field")
        if not isinstance(obj["documents"], (list, str)):
            raise InputError("'documents' must be a list of strings or article objects")
        cluster = cluster_from_object(obj, loc, at)
        query = record_query(obj)
        brief = summarize(cluster.articles, words, quality=quality,  # type: ignore[arg-type]
                          query=query)
        rec = {"id": cid, **brief.to_dict()}
        rec.pop("removed", None)
        return rec
    except (NewsfuseError, ValueError, TypeError, RecursionError) as exc:
        return {"id": cid, "error": str(exc), key: number}
    except Exception as exc:  # a bug must not lose the rest of the batch
        return {"id": cid, "error": f"internal error: {type(exc).__name__}: {exc}",
                key: number}


def record_line(rec: dict[str, Any]) -> str:
    """One output record as a JSONL line. Strings holding lone surrogates (from JSON escapes
    such as ``"\\ud800"``), which UTF-8 cannot carry, make the line ASCII with ``\\u`` escapes."""
    text = json.dumps(rec, ensure_ascii=False, default=str)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = json.dumps(rec, ensure_ascii=True, default=str)
    return text + "\n"


def _work(args: tuple[int, str, int, str, str]) -> dict[str, Any]:
    return process_record(*args)


def iter_lines(path: str) -> Iterator[tuple[int, str]]:
    """Non-empty lines of a JSONL file (``-`` = stdin; .gz read transparently), numbered."""
    if path == "-":
        stream: IO[str] = sys.stdin
        close = False
    elif path.endswith(".gz"):
        import gzip

        stream = gzip.open(path, "rt", encoding="utf-8", errors="replace")  # noqa: SIM115
        close = True
    else:
        stream = open(path, encoding="utf-8", errors="replace")  # noqa: SIM115
        close = True
    try:
        for n, line in enumerate(stream, 1):
            if line.strip():
                yield n, line
    finally:
        if close:
            stream.close()


def run_records(lines: Iterable[tuple[int, str]], words: int, quality: str, workers: int,
                where: str) -> Iterator[dict[str, Any]]:
    """Output records in input order, computed in ``workers`` processes."""
    tasks = ((n, line, words, quality, where) for n, line in lines)
    if workers <= 1:
        warm_up()
        yield from map(_work, tasks)
        return
    import multiprocessing as mp

    ctx = mp.get_context("forkserver" if sys.platform != "win32" else "spawn")
    with ctx.Pool(workers, initializer=_init_worker) as pool:
        yield from pool.imap(_work, tasks, chunksize=4)


def _init_worker() -> None:
    from .runtime import limit_blas_threads

    limit_blas_threads()
    warm_up()


@contextlib.contextmanager
def atomic_writer(path: str) -> Iterator[IO[str]]:
    """Write to a temporary file beside ``path`` and rename it into place on success only."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            yield fh
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def count_lines(path: str) -> int | None:
    if path == "-" or path.endswith(".gz"):
        return None
    with open(path, "rb") as fh:
        return sum(1 for line in fh if line.strip())


def run_batch(in_path: str, out_path: str, words: int = DEFAULT_WORDS, workers: int = 1,
              quality: str = "fast", progress: bool = True) -> BatchResult:
    """Brief every cluster of ``in_path`` into ``out_path`` (JSONL, input order, atomic)."""
    if in_path != "-" and not Path(in_path).is_file():
        raise InputError("no such file", in_path)
    total = count_lines(in_path)
    result = BatchResult()
    records = run_records(iter_lines(in_path), words, quality, workers, in_path)
    bar = None
    if progress:
        from tqdm import tqdm

        bar = tqdm(total=total, unit="cluster", file=sys.stderr, dynamic_ncols=True,
                   desc="newsfuse batch")
    try:
        with atomic_writer(out_path) as fh:
            for rec in records:
                result.total += 1
                if "error" in rec:
                    result.failed += 1
                    if bar is not None:
                        bar.write(f"newsfuse: {in_path}:{rec.get('line')}: "
                                  f"{rec['error']} (id {rec.get('id')!r})", file=sys.stderr)
                fh.write(record_line(rec))
                if bar is not None:
                    bar.update(1)
    finally:
        if bar is not None:
            bar.close()
    return result
