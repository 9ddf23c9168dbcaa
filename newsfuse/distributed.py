"""Scale-out batch: brief clusters in resumable parts, locally or on a Dask cluster.

Owns the parts + manifest output layout and everything that makes it resumable and exact:
finding inputs (files, glob patterns, directories; JSONL, ``.gz``, Parquet), splitting them
deterministically into parts by (input, record range), running one part (read its records,
brief each with :func:`newsfuse.batch.process_record`, write ``part-XXXXX.jsonl`` by atomic
rename), the manifest (``manifest.json``: inputs, settings, parts with counts and status,
totals, runs), skipping finished parts on a rerun, and the two engines that run the parts:
``local`` (this process, records spread over a process pool) and ``dask`` (one task per part
on a ``distributed`` cluster, rerun elsewhere when a worker dies).

Exactly once: parts cover disjoint record ranges that together cover every input record once;
a part's file only ever appears complete (temporary file renamed into place), so a task that a
worker death makes Dask run again just rewrites the same bytes. Concatenating the part files
in name order gives every input record once, in input order, whichever engine ran them.
"""

from __future__ import annotations

import contextlib
import glob
import hashlib
import json
import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from datetime import time as dtime
from pathlib import Path
from typing import Any

from . import __version__
from .batch import (
    atomic_writer,
    open_text,
    process_object,
    process_record,
    read_records,
    record_line,
    sweep_temporaries,
)
from .limits import Limits, current
from .model import InputError, NewsfuseError, ReadError
from .pipeline import DEFAULT_WORDS
from .terms import warm_up

MANIFEST = "manifest.json"
LAYOUT_VERSION = 1  # bump when part content for the same input and settings changes
DEFAULT_PART_SIZE = 250
TASK_RETRIES = 2
ERROR_SAMPLES = 5  # per part, shown on stderr; every error is in the part file
_DIR_SUFFIXES = (".jsonl", ".ndjson", ".parquet", ".pq")
_PARQUET_SUFFIXES = (".parquet", ".pq")


class PartFailed(NewsfuseError):
    """A part could not be computed (its input unreadable, its task failed on every try)."""


# ---------------------------------------------------------------------------------- inputs


@dataclass(frozen=True)
class InputFile:
    """One input file as found: ``path`` as the user named it, ``abspath`` for reading."""

    path: str
    abspath: str
    kind: str  # "jsonl" (optionally .gz) or "parquet"
    size: int
    mtime_ns: int


def _is_pattern(text: str) -> bool:
    return any(c in text for c in "*?[")


def _kind(path: str) -> str:
    if path.lower().endswith(_PARQUET_SUFFIXES):
        return "parquet"
    with open(path, "rb") as fh:
        return "parquet" if fh.read(4) == b"PAR1" else "jsonl"


def expand_inputs(names: Sequence[str]) -> list[InputFile]:
    """Files named by ``names`` in order: globs sorted, directories' data files sorted.

    A file named twice (say by a path and by a glob) is read once, where it first appears.
    """
    out: list[InputFile] = []
    seen: set[str] = set()
    for name in names:
        if name == "-":
            raise InputError("stdin cannot be split into resumable parts; give a file", name)
        if _is_pattern(name):
            found = sorted(p for p in glob.glob(name, recursive=True) if os.path.isfile(p))
            if not found:
                raise InputError("no file matches this pattern", name)
        elif os.path.isdir(name):
            found = sorted(str(p) for p in Path(name).iterdir()
                           if p.is_file() and not p.name.startswith(".")
                           and p.name.lower().removesuffix(".gz").endswith(_DIR_SUFFIXES))
            if not found:
                raise InputError("directory holds no .jsonl[.gz] or .parquet file", name)
        elif os.path.isfile(name):
            found = [name]
        else:
            raise ReadError("no such file", name)
        for path in found:
            real = os.path.realpath(path)
            if real in seen:
                continue
            seen.add(real)
            st = os.stat(real)
            out.append(InputFile(path, os.path.abspath(path), _kind(real), st.st_size,
                                 st.st_mtime_ns))
    return out


# ----------------------------------------------------------------------------------- parts


@dataclass(frozen=True)
class Part:
    """A disjoint record range of one input: the unit of work, retry and resume.

    JSONL: reading starts at text-stream position ``offset`` (a ``tell()`` value), which is
    the start of line ``first``; the part is the next ``count`` non-empty lines, the last of
    them line ``last``. Parquet: rows ``first`` .. ``last`` (0-based, inclusive).
    ``key`` identifies the work (input identity, range, settings, newsfuse version): a rerun
    with the same inputs and settings maps to the same parts and keys.
    """

    index: int
    input: str
    abspath: str
    kind: str
    first: int
    last: int
    offset: int
    count: int
    key: str

    @property
    def name(self) -> str:
        return f"part-{self.index:05d}.jsonl"


def _scan_jsonl(path: str, part_size: int) -> list[tuple[int, int, int, int]]:
    """``(first line, last line, offset, count)`` of each part of a JSONL file.

    Records are what :func:`newsfuse.batch.read_records` reads: a truncated or corrupt gzip
    stream ends with one record that stands for what was lost (its error record).
    """
    ranges = []
    with open_text(path) as fh:
        offset, first, count, last = 0, 1, 0, 0
        for n, _item in read_records(fh):
            count += 1
            last = n
            if count == part_size:
                ranges.append((first, last, offset, count))
                first, count = n + 1, 0
                with contextlib.suppress(Exception):  # after a broken stream nothing follows
                    offset = fh.tell()
    if count:
        ranges.append((first, last, offset, count))
    return ranges


def _parquet_file(path: str) -> Any:
    try:
        import pyarrow.parquet as pq
    except ImportError:
        raise NewsfuseError("Parquet input needs pyarrow: pip install 'newsfuse[dask]'") from None
    try:
        return pq.ParquetFile(path)
    except Exception as exc:  # pyarrow raises its own types for damaged files
        raise InputError(f"cannot read Parquet: {exc}", path) from None


def _scan_parquet(path: str, part_size: int) -> list[tuple[int, int, int, int]]:
    pf = _parquet_file(path)
    if "documents" not in pf.schema_arrow.names:
        raise InputError(f"Parquet file has no 'documents' column (columns: "
                         f"{', '.join(pf.schema_arrow.names)})", path)
    rows = pf.metadata.num_rows
    return [(a, min(a + part_size, rows) - 1, 0, min(part_size, rows - a))
            for a in range(0, rows, part_size)]


def _part_key(f: InputFile, first: int, last: int, offset: int, count: int, words: int,
              quality: str, limits: Limits | None = None) -> str:
    ident: list[Any] = [LAYOUT_VERSION, __version__, f.abspath, f.size, f.mtime_ns, f.kind,
                        first, last, offset, count, words, quality]
    if limits is not None and limits != Limits():  # the default limits keep the old keys
        ident.append(limits.to_dict())
    return hashlib.sha256(json.dumps(ident).encode()).hexdigest()[:32]


def plan_parts(files: Sequence[InputFile], part_size: int, words: int = DEFAULT_WORDS,
               quality: str = "fast", limits: Limits | None = None) -> list[Part]:
    """Split the inputs into parts of at most ``part_size`` records, in input order."""
    if part_size < 1:
        raise NewsfuseError(f"part size must be at least 1, not {part_size}")
    parts: list[Part] = []
    for f in files:
        scan = _scan_parquet if f.kind == "parquet" else _scan_jsonl
        try:
            ranges = scan(f.abspath, part_size)
        except OSError as exc:
            raise ReadError(f"cannot read: {exc.strerror or exc}", f.path) from None
        for first, last, offset, count in ranges:
            parts.append(Part(len(parts), f.path, f.abspath, f.kind, first, last, offset, count,
                              _part_key(f, first, last, offset, count, words, quality,
                                        limits)))
    return parts


def read_part(part: Part, limits: Limits | None = None) -> Iterator[tuple[int, Any]]:
    """The part's records: ``(line number, line)`` for JSONL (an Unreadable for a line over
    the input limit or lost to a broken stream), ``(row, object)`` for Parquet."""
    if part.kind == "parquet":
        yield from _read_parquet_rows(part)
        return
    with open_text(part.abspath) as fh:
        fh.seek(part.offset)
        left = part.count
        for n, item in read_records(fh, limits, part.first):
            if not left:
                break
            left -= 1
            yield n, item


def _plain(value: Any) -> Any:
    """Parquet values as JSON-like Python: dates and times become ISO strings."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, (datetime, date, dtime)):
        return value.isoformat()
    return value


def _read_parquet_rows(part: Part) -> Iterator[tuple[int, Any]]:
    pf = _parquet_file(part.abspath)
    names = pf.schema_arrow.names
    columns = [c for c in ("id", "documents") if c in names]
    start, groups, group_start = 0, [], None
    for g in range(pf.metadata.num_row_groups):
        n = pf.metadata.row_group(g).num_rows
        if start + n > part.first and start <= part.last:
            groups.append(g)
            group_start = start if group_start is None else group_start
        start += n
    row = group_start or 0
    for batch in pf.iter_batches(batch_size=64, row_groups=groups, columns=columns):
        for obj in batch.to_pylist():
            if part.first <= row <= part.last:
                yield row, {k: _plain(v) for k, v in obj.items()}
            row += 1
            if row > part.last:
                return


def brief_item(kind: str, where: str, number: int, item: Any, words: int,
               quality: str, limits: Limits | None = None) -> dict[str, Any]:
    """One record of a part to its output record; errors also name the input."""
    if kind == "parquet":
        rec = process_object(item, number, words, quality, where, key="row", limits=limits)
    else:
        rec = process_record(number, item, words, quality, where, limits)
    if "error" in rec:
        rec["input"] = where
    return rec


def _brief_task(args: tuple[str, str, int, Any, int, str, Limits | None]) -> dict[str, Any]:
    return brief_item(*args)


def _dumps(rec: dict[str, Any]) -> str:
    try:
        return record_line(rec)
    except (TypeError, ValueError):  # keys that are not strings, circular values
        return json.dumps({"id": str(rec.get("id")), "error": "unserialisable output record",
                           **{k: rec[k] for k in ("line", "row", "input") if k in rec}}) + "\n"


def write_part(part: Part, outdir: str, records: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """Write the part's records to ``outdir/part-XXXXX.jsonl`` atomically; its counts.

    Raises (leaving no file) when the input no longer holds the part's records, e.g. it
    changed since it was split.
    """
    t0 = time.perf_counter()
    digest = hashlib.sha256()
    n = errors = size = 0
    samples: list[dict[str, Any]] = []
    with atomic_writer(os.path.join(outdir, part.name)) as fh:
        for rec in records:
            text = _dumps(rec)
            data = text.encode("utf-8")
            fh.write(text)
            digest.update(data)
            size += len(data)
            n += 1
            if "error" in rec:
                errors += 1
                if len(samples) < ERROR_SAMPLES:
                    samples.append({k: rec.get(k) for k in ("id", "error", "line", "row")
                                    if k in rec})
        if n != part.count:
            raise PartFailed(f"{part.input}: expected {part.count} records from "
                             f"{_range(part)}, read {n}: did the input change?")
    return {"name": part.name, "key": part.key, "records": n, "errors": errors,
            "bytes": size, "sha256": digest.hexdigest(),
            "seconds": round(time.perf_counter() - t0, 3), "error_samples": samples}


def run_part(part: Part, outdir: str, words: int = DEFAULT_WORDS,
             quality: str = "fast", limits: Limits | None = None) -> dict[str, Any]:
    """Brief every record of one part into its part file. Idempotent: the Dask task."""
    warm_up()  # once per worker process
    limits = current(limits)  # here, or a remote worker would read its own environment
    records = (brief_item(part.kind, part.input, n, item, words, quality, limits)
               for n, item in read_part(part, limits))
    return write_part(part, outdir, records)


def _range(part: Part) -> str:
    unit = "rows" if part.kind == "parquet" else "lines"
    return f"{unit} {part.first}-{part.last}"


# -------------------------------------------------------------------------------- manifest


def file_digest(path: str) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        while chunk := fh.read(1 << 20):
            h.update(chunk)
    return h.hexdigest()


def _part_entry(part: Part) -> dict[str, Any]:
    unit = "rows" if part.kind == "parquet" else "lines"
    return {"name": part.name, "key": part.key, "input": part.input,
            unit: [part.first, part.last], "offset": part.offset, "count": part.count,
            "status": "pending"}


def _finished(old: dict[str, Any] | None, part: Part, outdir: str) -> bool:
    """Whether a previous run's entry is this part, done, and its file still intact."""
    if not old or old.get("status") != "done" or old.get("key") != part.key:
        return False
    path = os.path.join(outdir, part.name)
    try:
        if os.path.getsize(path) != old.get("bytes"):
            return False
        return file_digest(path) == old.get("sha256")
    except OSError:
        return False


@dataclass
class JobResult:
    """What a parts run did; ``records``/``errors`` cover every part, done before or now."""

    outdir: str
    parts: int = 0
    computed: int = 0
    skipped: int = 0
    failed_parts: list[str] = field(default_factory=list)
    records: int = 0
    errors: int = 0

    @property
    def complete(self) -> bool:
        return not self.failed_parts

    @property
    def manifest(self) -> str:
        return os.path.join(self.outdir, MANIFEST)


class _Manifest:
    """The manifest of one output directory, rewritten atomically as parts finish."""

    def __init__(self, outdir: str, files: Sequence[InputFile], parts: Sequence[Part],
                 settings: dict[str, Any], run: dict[str, Any], runs: list[dict[str, Any]]):
        self.path = os.path.join(outdir, MANIFEST)
        self.files, self.settings, self.run, self.runs = files, settings, run, runs
        self.entries = [_part_entry(p) for p in parts]
        self._written = 0.0

    def data(self) -> dict[str, Any]:
        per_input: dict[str, dict[str, int]] = {}
        for e in self.entries:
            s = per_input.setdefault(e["input"], {"records": 0, "parts": 0})
            s["records"] += e["count"]
            s["parts"] += 1
        done = [e for e in self.entries if e["status"] == "done"]
        totals = {"inputs": len(self.files), "parts": len(self.entries), "done": len(done),
                  "pending": sum(e["status"] == "pending" for e in self.entries),
                  "failed": sum(e["status"] == "failed" for e in self.entries),
                  "records": sum(e["count"] for e in self.entries),
                  "records_done": sum(e["records"] for e in done),
                  "errors": sum(e["errors"] for e in done)}
        return {
            "newsfuse": __version__, "layout": LAYOUT_VERSION,
            "complete": totals["done"] == totals["parts"],
            "settings": self.settings,
            "inputs": [{"path": f.path, "format": f.kind, "size": f.size,
                        "mtime_ns": f.mtime_ns, **per_input.get(f.path, {"records": 0,
                                                                         "parts": 0})}
                       for f in self.files],
            "totals": totals,
            "runs": [*self.runs, self.run],
            "parts": self.entries,
        }

    def write(self, force: bool = True) -> None:
        now = time.monotonic()
        if not force and now - self._written < 1.0:
            return
        with atomic_writer(self.path) as fh:
            json.dump(self.data(), fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        self._written = now


def _load_manifest(outdir: str) -> dict[str, Any] | None:
    path = os.path.join(outdir, MANIFEST)
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        raise InputError(f"unreadable manifest ({exc}); move it away to start afresh",
                         path) from None
    if not isinstance(data, dict) or not isinstance(data.get("parts"), list):
        raise InputError("not a newsfuse manifest; move it away to start afresh", path)
    return data


@contextlib.contextmanager
def _locked(outdir: str) -> Iterator[None]:
    """One run per output directory at a time (an advisory lock the OS drops with us)."""
    try:
        import fcntl
    except ImportError:  # not POSIX: no lock
        yield
        return
    path = os.path.join(outdir, ".newsfuse.lock")
    try:  # never through a symbolic link, never truncating what is there
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o644)
    except OSError as exc:
        if os.path.islink(path):
            raise NewsfuseError(f"{path} is a symbolic link: refusing to open it; remove "
                                "it") from None
        raise ReadError(f"cannot create the lock file: {exc.strerror or exc}", path) from None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            raise NewsfuseError(f"{outdir}: another newsfuse batch is writing here") from None
        yield
    finally:
        os.close(fd)


def _remove_temporaries(outdir: str) -> None:
    """Temporary files that killed workers or runs left (those a live writer still holds
    stay: it renames them into place or removes them itself)."""
    sweep_temporaries(outdir, ".part-")
    sweep_temporaries(outdir, f".{MANIFEST}.")


def _tidy(outdir: str, names: set[str], have_manifest: bool) -> None:
    """Remove temporary files of killed runs and part files that are not in this plan."""
    _remove_temporaries(outdir)
    stale = []
    for entry in os.scandir(outdir):
        n = entry.name
        if n.startswith("part-") and n.endswith(".jsonl") and n not in names:
            stale.append(entry.path)
    if stale and not have_manifest:
        raise NewsfuseError(f"{outdir} holds part files but no {MANIFEST}: not a newsfuse "
                            "output directory; choose an empty or new one")
    for path in stale:
        os.unlink(path)


# --------------------------------------------------------------------------------- engines


ProgressHook = Callable[[dict[str, Any]], None]


def run_parts(inputs: Sequence[str], outdir: str, *, words: int = DEFAULT_WORDS,
              quality: str = "fast", part_size: int = DEFAULT_PART_SIZE,
              engine: str = "local", workers: int | None = None,
              scheduler: str | None = None,
              client: Any = None, progress: bool = True,
              on_part: ProgressHook | None = None, limits: Limits | None = None) -> JobResult:
    """Brief every cluster of ``inputs`` into parts + manifest in ``outdir``, resumably.

    ``engine="local"`` runs the parts here, records spread over ``workers`` processes
    (default 1); ``engine="dask"`` runs one task per part on ``client`` if given, else on the
    cluster at
    ``scheduler`` (``tcp://host:port``) or on a new LocalCluster (``local`` or ``local:N``
    worker processes; ``local`` alone means ``workers`` of them). Parts that a previous run
    finished, and whose file still matches its checksum, are skipped. ``on_part`` is called
    with each computed part's counts as it finishes. A KeyboardInterrupt leaves the finished
    parts recorded in the manifest and propagates.
    """
    if engine not in ("local", "dask"):
        raise NewsfuseError(f"engine must be 'local' or 'dask', not {engine!r}")
    address, n_local = None, None
    if engine == "dask" and client is None:
        address, n_local = parse_scheduler(scheduler, workers)
        scheduler = address if address != "local" else f"local:{n_local}"
    elif engine == "dask":
        scheduler = getattr(getattr(client, "scheduler", None), "address", None)
    files = expand_inputs(inputs)
    limits = current(limits)
    parts = plan_parts(files, part_size, words, quality, limits)
    if os.path.exists(outdir) and not os.path.isdir(outdir):
        raise InputError("the output for parts must be a directory, and this is a file", outdir)
    os.makedirs(outdir, exist_ok=True)
    outdir = os.path.abspath(outdir)
    result = JobResult(outdir=outdir, parts=len(parts))
    with _locked(outdir):
        old = _load_manifest(outdir)
        _tidy(outdir, {p.name for p in parts}, old is not None)
        old_entries = {e.get("name"): e for e in (old or {}).get("parts", [])
                       if isinstance(e, dict)}
        run = {"engine": engine, "scheduler": scheduler if engine == "dask" else None,
               "started": _now(), "finished": None, "computed": 0, "skipped": 0,
               "failed": 0, "interrupted": False}
        settings: dict[str, Any] = {"words": words, "quality": quality, "part_size": part_size}
        if limits != Limits():
            settings["limits"] = limits.to_dict()
        if old is not None and old.get("settings") != settings:
            print(f"newsfuse: warning: {outdir} was written with {old.get('settings')}; "
                  f"recomputing its parts with {settings}", file=sys.stderr)
        manifest = _Manifest(outdir, files, parts, settings, run, (old or {}).get("runs", []))
        pending = []
        for part, entry in zip(parts, manifest.entries):
            prev = old_entries.get(part.name)
            if _finished(prev, part, outdir):
                entry.update({k: prev[k] for k in ("records", "errors", "bytes", "sha256",
                                                    "seconds") if k in prev},
                             status="done", run=prev.get("run", 0))
                result.skipped += 1
            else:
                pending.append(part)
        run["skipped"] = result.skipped
        run_no = len(manifest.runs) + 1
        manifest.write()

        bar = None
        if progress:
            from tqdm import tqdm

            total = sum(p.count for p in parts)
            bar = tqdm(total=total, initial=total - sum(p.count for p in pending),
                       unit="cluster", file=sys.stderr, dynamic_ncols=True,
                       desc="newsfuse batch")
        by_name = {p.name: (p, e) for p, e in zip(parts, manifest.entries)}

        def finished(res: dict[str, Any]) -> None:
            part, entry = by_name[res["name"]]
            entry.update({k: res[k] for k in ("records", "errors", "bytes", "sha256",
                                               "seconds")}, status="done", run=run_no)
            entry.pop("error", None)
            result.computed += 1
            run["computed"] = result.computed
            manifest.write(force=False)
            if bar is not None:
                for s in res["error_samples"]:
                    at = f":{s['line']}" if "line" in s else f" row {s.get('row')}"
                    bar.write(f"newsfuse: {part.input}{at}: {s['error']} (id {s.get('id')!r})",
                              file=sys.stderr)
                if res["errors"] > len(res["error_samples"]):
                    bar.write(f"newsfuse: ... {res['errors']} failed record(s) in {part.name}",
                              file=sys.stderr)
                bar.update(part.count)
            if on_part is not None:
                on_part(res)

        def failed(part: Part, exc: BaseException) -> None:
            entry = by_name[part.name][1]
            entry.update(status="failed", error=f"{type(exc).__name__}: {exc}")
            result.failed_parts.append(part.name)
            run["failed"] = len(result.failed_parts)
            manifest.write(force=False)
            msg = f"newsfuse: {part.name} ({part.input} {_range(part)}) failed: {exc}"
            if bar is not None:
                bar.write(msg, file=sys.stderr)
            else:
                print(msg, file=sys.stderr)

        try:
            if engine == "local":
                _run_local(pending, outdir, words, quality, workers or 1, finished, failed,
                           limits)
            else:
                _run_dask(pending, outdir, words, quality, limits, address, n_local, client,
                          finished, failed)
        except BaseException:
            run["interrupted"] = True
            raise
        finally:
            if bar is not None:
                bar.close()
            run["finished"] = _now()
            manifest.write()
        totals = manifest.data()["totals"]
        result.records, result.errors = totals["records_done"], totals["errors"]
        if totals["done"] == totals["parts"]:
            _remove_temporaries(outdir)  # e.g. a worker killed while writing its part
    return result


def _now() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


def _run_local(parts: Sequence[Part], outdir: str, words: int, quality: str, workers: int,
               finished: ProgressHook, failed: Callable[[Part, BaseException], None],
               limits: Limits) -> None:
    pool = None
    if workers > 1 and parts:
        import multiprocessing as mp

        ctx = mp.get_context("forkserver" if sys.platform != "win32" else "spawn")
        pool = ctx.Pool(workers, initializer=warm_up)
    else:
        warm_up()
    try:
        for part in parts:
            tasks = ((part.kind, part.input, n, item, words, quality, limits)
                     for n, item in read_part(part, limits))
            records = pool.imap(_brief_task, tasks, chunksize=4) if pool else \
                map(_brief_task, tasks)
            try:
                res = write_part(part, outdir, records)
            except Exception as exc:  # unreadable input, damaged Parquet: this part only
                failed(part, exc)
                continue
            finished(res)
    finally:
        if pool is not None:
            pool.terminate()
            pool.join()


def parse_scheduler(scheduler: str | None, workers: int | None) -> tuple[str, int | None]:
    """``("local", N)`` for ``local``/``local:N``, or ``(address, None)`` for a cluster."""
    if scheduler is None:
        try:
            import dask

            scheduler = dask.config.get("scheduler-address", None) or "local"
        except ImportError:
            scheduler = "local"
    if scheduler == "local" or scheduler.startswith("local:"):
        n_text = scheduler.partition(":")[2]
        if n_text:
            if not n_text.isdigit() or int(n_text) < 1:
                raise NewsfuseError(f"--scheduler local:N needs a whole number N >= 1, "
                                    f"not {n_text!r}")
            if workers is not None and workers != int(n_text):
                raise NewsfuseError("give the number of local workers once: --scheduler "
                                    "local:N or --workers N")
            return "local", int(n_text)
        return "local", workers or os.cpu_count() or 1
    if "://" not in scheduler:
        raise NewsfuseError(f"--scheduler must be tcp://HOST:PORT (or another Dask address) "
                            f"or local[:N], not {scheduler!r}")
    if workers is not None:
        raise NewsfuseError("--workers is for the local engine and --scheduler local; a "
                            "cluster's workers are set where it is started")
    return scheduler, None


def _run_dask(parts: Sequence[Part], outdir: str, words: int, quality: str, limits: Limits,
              address: str | None, n_local: int | None, client: Any, finished: ProgressHook,
              failed: Callable[[Part, BaseException], None]) -> None:
    """One task per part on ``client``, or on a client of ``address`` (``"local"``: a new
    LocalCluster of ``n_local`` single-threaded worker processes)."""
    try:
        from distributed import Client, LocalCluster, as_completed
    except ImportError:
        raise NewsfuseError("the dask engine needs dask.distributed: "
                            "pip install 'newsfuse[dask]'") from None
    if not parts:
        return
    cluster = None
    own_client = client is None
    if own_client:
        if address == "local":
            cluster = LocalCluster(n_workers=n_local, threads_per_worker=1, processes=True,
                                   dashboard_address=None)
            client = Client(cluster)
        else:
            try:
                client = Client(address, timeout="30s")
            except OSError as exc:
                raise NewsfuseError(f"cannot reach the Dask scheduler at {address}: "
                                    f"{exc}") from None
    try:
        keys = [f"newsfuse-{p.name.removesuffix('.jsonl')}-{p.key[:16]}" for p in parts]
        futures = client.map(run_part, parts, outdir=outdir, words=words, quality=quality,
                             limits=limits,
                             key=keys, retries=TASK_RETRIES)
        part_of = {f.key: p for f, p in zip(futures, parts)}
        for fut in as_completed(futures):
            part = part_of[fut.key]
            try:
                res = fut.result()
            except Exception as exc:  # the task failed on every try, or killed its workers
                failed(part, exc)
            else:
                finished(res)
            fut.release()
    finally:
        if own_client:
            client.close()
            if cluster is not None:
                cluster.close()


def part_paths(outdir: str) -> list[str]:
    """The part files of a finished run, in order: concatenated, they are the output."""
    data = _load_manifest(outdir)
    if data is None:
        raise InputError(f"no {MANIFEST}", outdir)
    return [os.path.join(outdir, e["name"]) for e in data["parts"]]


__all__ = ["DEFAULT_PART_SIZE", "MANIFEST", "InputFile", "JobResult", "Part", "PartFailed",
           "expand_inputs", "part_paths", "plan_parts", "read_part", "run_part", "run_parts",
           "write_part"]
