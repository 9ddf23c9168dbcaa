"""Batch: brief every cluster of a JSONL file, in order, robustly.

Owns record-level processing (one input line -> one output record, a failure becoming an
``{"id", "error"}`` record that never stops the run; each record is briefed as if by a fresh
process, so its output does not depend on which worker briefs it or after what), parallel
execution in worker processes with order preserved, the progress bar, reading JSONL input
within the limits (gzip by content; a record over ``limits.input_bytes`` and a truncated or
corrupt compressed stream become error records, every readable record is kept), and atomic
output (a temporary file renamed into place, so an interrupted run never leaves a half-written
file; temporary files of killed runs are swept by the next write of the same file).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
import tempfile
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from .focus import record_query
from .ingest import GZIP_MAGIC, cluster_from_object, loads
from .limits import Limits, current, over
from .model import InputError, NewsfuseError, ReadError
from .pipeline import DEFAULT_WORDS, summarize
from .terms import warm_up

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX: no locks, temporaries are not swept
    fcntl = None  # type: ignore[assignment]


@dataclass
class BatchResult:
    total: int = 0
    failed: int = 0


@dataclass(frozen=True)
class Unreadable:
    """In place of a record that could not be read (over the input limit, or lost to a
    truncated or corrupt compressed stream): its error record says why."""

    reason: str


def process_record(line_no: int, line: str | Unreadable, words: int = DEFAULT_WORDS,
                   quality: str = "fast", where: str = "input",
                   limits: Limits | None = None) -> dict[str, Any]:
    """One JSONL line to one output record; never raises for bad input."""
    if isinstance(line, Unreadable):
        return {"id": None, "error": line.reason, "line": line_no}
    try:
        obj = loads(line, None)
    except InputError as exc:
        return {"id": None, "error": exc.reason, "line": line_no}
    return process_object(obj, line_no, words, quality, where, limits=limits)


def process_object(obj: Any, number: int, words: int = DEFAULT_WORDS, quality: str = "fast",
                   where: str = "input", key: str = "line",
                   limits: Limits | None = None) -> dict[str, Any]:
    """One parsed cluster object to one output record; never raises for bad input.

    A failure becomes ``{"id", "error", key: number}``; ``key`` is ``"line"`` for JSONL and
    ``"row"`` for Parquet. Messages name ``where:number`` for lines, ``where row N`` for rows.
    """
    # build_story gives each record its own vocabulary, so its brief is the same whichever
    # process briefs it, after whichever records
    return _process_object(obj, number, words, quality, where, key, current(limits))


def _process_object(obj: Any, number: int, words: int, quality: str, where: str,
                    key: str, limits: Limits) -> dict[str, Any]:
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
        seen = None
        if obj.get("seen") is not None:
            if not isinstance(obj["seen"], list):
                raise InputError("'seen' must be a list of strings or article objects")
            seen = cluster_from_object({"id": cid, "documents": obj["seen"]}, f"{loc} seen",
                                       at).articles if obj["seen"] else []
        brief = summarize(cluster.articles, words, quality=quality,  # type: ignore[arg-type]
                          query=query, seen=seen, limits=limits)
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


def _work(args: tuple[int, str | Unreadable, int, str, str, Limits]) -> dict[str, Any]:
    return process_record(*args)


def open_text(path: str) -> IO[str]:
    """A JSONL input (``-`` = stdin) as text: gzip-compressed or not by its first bytes (a
    file named .gz that is not compressed is read as it is), UTF-8 with bad bytes replaced,
    lines split as Python's text files split them. Stdin is never closed: detach it."""
    import gzip

    if path == "-":
        raw: Any = sys.stdin.buffer
        if hasattr(raw, "peek") and raw.peek(2)[:2] == GZIP_MAGIC:
            raw = gzip.GzipFile(fileobj=raw, mode="rb")
        return io.TextIOWrapper(raw, encoding="utf-8", errors="replace")
    with open(path, "rb") as fh:
        gz = fh.read(2) == GZIP_MAGIC
    if gz:
        return gzip.open(path, "rt", encoding="utf-8", errors="replace")
    return open(path, encoding="utf-8", errors="replace")


_STREAM_ERRORS = (EOFError, OSError, zlib.error)  # truncated or corrupt gzip, a failing disk


def stream_error(exc: BaseException, after: int) -> str:
    """What a read failure means for the records from line ``after + 1`` on."""
    if isinstance(exc, EOFError):
        what = "truncated compressed input (it ends before the end of the gzip stream)"
    elif isinstance(exc, zlib.error) or type(exc).__name__ == "BadGzipFile":
        what = f"corrupt compressed input ({exc})"
    else:
        what = f"cannot read the input ({getattr(exc, 'strerror', None) or exc})"
    return f"{what}: everything after line {after:,} is lost"


def read_records(fh: IO[str], limits: Limits | None = None, first: int = 1
                 ) -> Iterator[tuple[int, str | Unreadable]]:
    """Numbered non-empty lines of ``fh`` from line ``first``: a line over
    ``limits.input_bytes`` is an Unreadable (and skipped without being kept in memory); a
    stream that fails (truncated gzip) ends with one Unreadable for the rest."""
    cap = current(limits).input_bytes
    n = first - 1
    while True:
        try:
            line = fh.readline(cap + 1)
            if len(line) > cap and not line.endswith(("\n", "\r")):
                while (rest := fh.readline(1 << 20)) and not rest.endswith(("\n", "\r")):
                    pass
                n += 1
                yield n, Unreadable(str(over("input_bytes", "record", current(limits))))
                continue
        except _STREAM_ERRORS as exc:
            yield n + 1, Unreadable(stream_error(exc, n))
            return
        if not line:
            return
        n += 1
        if line.strip():
            yield n, line


def iter_lines(path: str, limits: Limits | None = None
               ) -> Iterator[tuple[int, str | Unreadable]]:
    """Non-empty lines of a JSONL file (``-`` = stdin; gzip read transparently), numbered;
    see ``read_records``."""
    try:
        stream = open_text(path)
    except OSError as exc:
        raise ReadError(f"cannot read: {exc.strerror or exc}", path) from None
    try:
        yield from read_records(stream, limits)
    finally:
        if path == "-":
            with contextlib.suppress(ValueError, OSError):
                stream.detach()
        else:
            stream.close()


def run_records(lines: Iterable[tuple[int, str | Unreadable]], words: int, quality: str,
                workers: int, where: str, limits: Limits | None = None
                ) -> Iterator[dict[str, Any]]:
    """Output records in input order, computed in ``workers`` processes."""
    limits = current(limits)
    tasks = ((n, line, words, quality, where, limits) for n, line in lines)
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
    """Write to a temporary file beside ``path`` and rename it into place on success only.

    The temporary file is locked while it is written, so a later write of the same ``path``
    can tell the temporary files of killed runs (unlocked) from live ones, and removes them.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    sweep_temporaries(target.parent, f".{target.name}.")
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            if fcntl is not None:
                fcntl.flock(fd, fcntl.LOCK_EX)
            yield fh
            fh.flush()
            os.fsync(fh.fileno())
            os.replace(tmp, target)  # before the lock goes with the file's closing
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def sweep_temporaries(folder: str | Path, prefix: str) -> list[str]:
    """Remove ``folder/PREFIX*.tmp`` files that no live writer holds (their writer was
    killed); the names removed. Never follows a symbolic link."""
    removed: list[str] = []
    if fcntl is None:
        return removed
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not (entry.name.startswith(prefix) and entry.name.endswith(".tmp")):
            continue
        try:
            if entry.is_symlink():
                os.unlink(entry.path)
                removed.append(entry.name)
                continue
            fd = os.open(entry.path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        except OSError:
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            continue  # a live writer holds it
        else:
            with contextlib.suppress(OSError):
                os.unlink(entry.path)
                removed.append(entry.name)
        finally:
            os.close(fd)
    return removed


def count_lines(path: str) -> int | None:
    """Non-empty lines of a plain file (for the progress bar), read in bounded chunks."""
    if path == "-":
        return None
    with open(path, "rb") as fh:
        if fh.read(2) == GZIP_MAGIC:
            return None
        fh.seek(0)
        n, content = 0, False
        while chunk := fh.read(1 << 20):
            lines = chunk.split(b"\n")
            for i, part in enumerate(lines):
                content = content or bool(part.strip())
                if i < len(lines) - 1:
                    n += content
                    content = False
        return n + content


def run_batch(in_path: str, out_path: str, words: int = DEFAULT_WORDS, workers: int = 1,
              quality: str = "fast", progress: bool = True,
              limits: Limits | None = None) -> BatchResult:
    """Brief every cluster of ``in_path`` into ``out_path`` (JSONL, input order, atomic)."""
    if in_path != "-" and not Path(in_path).is_file():
        raise ReadError("no such file", in_path)
    try:
        total = count_lines(in_path)
    except OSError as exc:
        raise ReadError(f"cannot read: {exc.strerror or exc}", in_path) from None
    result = BatchResult()
    records = run_records(iter_lines(in_path, limits), words, quality, workers, in_path, limits)
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
