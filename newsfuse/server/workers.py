"""Worker processes for the web service's CPU-bound work (briefs, adds to the store).

Owns running that work outside the server process: bounded lanes of worker processes, each
running one job at a time, with a bounded queue in front (a full queue is ``Busy``, answered
503 before the request body is even read); a job's time limit counts from when it was queued
(past it: ``TimedOut``, 504); a job whose client went away is cancelled. Cancelling a running job
kills its worker process (SIGKILL, so the CPU is free at once; a store write in progress rolls
back, SQLite's transaction guarantees it) and a fresh worker takes its place. A worker whose
memory passes its cap is killed the same way (``TooMuchMemory``).

Workers are started from a fork server that has imported newsfuse and loaded its word
statistics once, so a replacement is ready in milliseconds. Lanes are managed by threads, not by
an event loop: any thread or event loop may submit a job and wait for it (``Job.future`` is a
``concurrent.futures.Future``; ``wait_job`` waits for it in an async handler while watching for
the client's disconnect).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing as mp
import os
import queue
import signal
import sys
import threading
import time
import traceback
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..model import NewsfuseError

log = logging.getLogger("newsfuse.server")

POLL = 0.05  # seconds between checks of a running job (cancelled? past its time? memory?)


class PoolError(Exception):
    """A job the pool could not run to the end; ``status`` is the HTTP answer."""

    status = 503
    headers: ClassVar[dict[str, str]] = {}


class Busy(PoolError):
    status = 503
    headers: ClassVar[dict[str, str]] = {"retry-after": "5"}


class TimedOut(PoolError):
    status = 504


class TooMuchMemory(PoolError):
    status = 503


class ClientGone(PoolError):
    status = 499  # never sent: nobody is listening


class WorkerFailed(PoolError):
    status = 500


@dataclass(frozen=True)
class PoolConfig:
    """How much CPU work the service runs at once, and for how long.

    ``brief_workers`` processes brief articles given in requests (``POST /api/summarize``, the
    paste form); ``story_workers`` processes brief stored stories and add to the store, so a
    flood of posted briefs never delays the story pages. ``queue`` jobs may wait per lane;
    ``timeout`` seconds is the most one request may take, waiting included; a worker using
    more than ``memory_mb`` MiB is stopped.
    """

    brief_workers: int = 1
    story_workers: int = 1
    queue: int = 32
    timeout: float = 60.0
    memory_mb: int = 2048

    def __post_init__(self) -> None:
        if self.brief_workers < 1 or self.story_workers < 1 or self.queue < 0:
            raise NewsfuseError("the worker pool needs at least one worker per lane and a "
                                "queue of 0 or more")
        if not self.timeout > 0 or not self.memory_mb > 0:
            raise NewsfuseError("the request time limit and worker memory must be positive")


# ------------------------------------------------------------------------------------ workers


def _serve(conn: Any) -> None:
    """A worker process: run jobs from ``conn`` one at a time, until the pipe closes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the server's to handle
    from ..runtime import limit_blas_threads
    from ..terms import warm_up

    limit_blas_threads()
    warm_up()  # a no-op when the fork server did it
    while True:
        try:
            fn, args, kwargs = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        try:
            reply: tuple[Any, ...] = ("ok", fn(*args, **kwargs))
        except NewsfuseError as exc:
            reply = ("newsfuse", type(exc).__name__, str(exc))
        except MemoryError:
            reply = ("memory", "out of memory")
        except Exception as exc:  # an HTTPException from the service, or a bug
            status = getattr(exc, "status_code", None)
            if isinstance(status, int):
                reply = ("http", status, str(getattr(exc, "detail", exc)))
            else:
                traceback.print_exc(file=sys.stderr)  # the server log
                reply = ("internal", f"{type(exc).__name__}: {exc}")
        try:
            conn.send(reply)
        except Exception as exc:  # an unpicklable result: a bug
            conn.send(("internal", f"cannot send the result back ({type(exc).__name__})"))


_context: Any = None
_context_lock = threading.Lock()


def _mp_context() -> Any:
    global _context
    with _context_lock:
        if _context is None:
            if sys.platform == "win32":  # pragma: no cover
                _context = mp.get_context("spawn")
            else:
                _context = mp.get_context("forkserver")
                _context.set_forkserver_preload([f"{__package__}.worker_boot"])
        return _context


def _rss_mb(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/statm") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1024 / 1024
    except (OSError, ValueError, IndexError):
        return 0.0


class _Worker:
    def __init__(self, name: str):
        self.name = name
        self.proc: Any = None
        self.conn: Any = None
        self.peak_mb = 0.0

    def alive(self) -> bool:
        return self.proc is not None and self.proc.is_alive()

    def start(self) -> None:
        ctx = _mp_context()
        parent, child = ctx.Pipe()
        proc = ctx.Process(target=_serve, args=(child,), name=self.name, daemon=True)
        proc.start()
        child.close()
        self.proc, self.conn = proc, parent

    def stop(self, kill: bool = True) -> None:
        if self.proc is None:
            return
        with contextlib.suppress(Exception):
            if kill:
                self.proc.kill()
            else:
                self.conn.close()
            self.proc.join(5)
            if self.proc.is_alive():
                self.proc.kill()
                self.proc.join(5)
        with contextlib.suppress(Exception):
            self.conn.close()
        self.proc = self.conn = None


# --------------------------------------------------------------------------------------- jobs


@dataclass(eq=False)
class Job:
    """One piece of work: ``fn(*args)`` in a worker process, by ``deadline`` (monotonic)."""

    fn: Callable[..., Any]
    args: tuple[Any, ...]
    deadline: float
    future: Future = field(default_factory=Future)
    cancelled: threading.Event = field(default_factory=threading.Event)
    waiters: int = 0
    started: float | None = None

    def cancel(self) -> None:
        """Stop the job: dropped if it waits, its worker killed if it runs."""
        self.cancelled.set()
        if not self.future.running():
            self.future.cancel()

    def result(self) -> Any:
        return _unpack(self.future.result())


def _unpack(reply: tuple[Any, ...]) -> Any:
    kind = reply[0]
    if kind == "ok":
        return reply[1]
    if kind == "newsfuse":
        from .. import model

        cls = getattr(model, reply[1], None)
        if not (isinstance(cls, type) and issubclass(cls, NewsfuseError)):
            cls = NewsfuseError
        raise cls(reply[2])
    if kind == "http":
        from fastapi import HTTPException

        raise HTTPException(reply[1], reply[2])
    if kind == "memory":
        raise TooMuchMemory("the work needed more memory than this server has")
    raise WorkerFailed(reply[1])


class Lane:
    """``size`` worker processes taking jobs from one queue of at most ``limit`` waiting."""

    def __init__(self, name: str, size: int, limit: int, memory_mb: int):
        self.name = name
        self.limit = limit
        self.memory_mb = memory_mb
        self._queue: queue.Queue[Job | None] = queue.Queue()
        self._waiting = 0
        self._lock = threading.Lock()
        self._workers = [_Worker(f"newsfuse-{name}-{i}") for i in range(size)]
        self._threads: list[threading.Thread] = []
        self._closed = False
        self.stats = {"done": 0, "failed": 0, "timed_out": 0, "cancelled": 0, "busy": 0,
                      "killed": 0, "memory": 0}

    def start(self) -> None:
        with self._lock:
            if self._threads or self._closed:
                return
            for w in self._workers:
                w.start()
                t = threading.Thread(target=self._run, args=(w,), name=f"{w.name}-runner",
                                     daemon=True)
                t.start()
                self._threads.append(t)

    def busy(self) -> bool:
        """Whether a new job would be refused now (every worker busy and the queue full)."""
        with self._lock:
            return self._waiting >= self.limit + len(self._workers)

    def submit(self, fn: Callable[..., Any], args: tuple[Any, ...], timeout: float) -> Job:
        self.start()
        with self._lock:
            if self._closed:
                raise Busy("the server is shutting down")
            if self._waiting >= self.limit + len(self._workers):
                self.stats["busy"] += 1
                raise Busy(f"the server is busy ({self._waiting} {self.name} jobs running or "
                           "waiting): try again in a few seconds")
            self._waiting += 1
        job = Job(fn, args, time.monotonic() + timeout)
        self._queue.put(job)
        return job

    def _finish(self, job: Job, key: str) -> None:
        with self._lock:
            self._waiting -= 1
            self.stats[key] += 1

    def _run(self, worker: _Worker) -> None:
        while True:
            job = self._queue.get()
            if job is None:
                return
            try:
                self._one(worker, job)
            except Exception as exc:  # pragma: no cover - a bug here must not stop the lane
                log.exception("worker lane %s failed on a job", self.name)
                if not job.future.done():
                    with contextlib.suppress(Exception):
                        job.future.set_exception(WorkerFailed(str(exc)))
                worker.stop()

    def _one(self, worker: _Worker, job: Job) -> None:
        if job.cancelled.is_set() or not job.future.set_running_or_notify_cancel():
            self._finish(job, "cancelled")
            return
        if time.monotonic() >= job.deadline:
            self._finish(job, "timed_out")
            job.future.set_exception(Busy("the server was too busy to start this work within "
                                          "the time limit of one request: try again later"))
            return
        if not worker.alive():
            worker.stop()
            worker.start()
        job.started = time.monotonic()
        try:
            worker.conn.send((job.fn, job.args, {}))
        except (OSError, ValueError) as exc:
            worker.stop()
            worker.start()
            self._finish(job, "failed")
            job.future.set_exception(WorkerFailed(f"cannot hand the work to a worker ({exc})"))
            return
        last_memory = 0.0
        while True:
            try:
                ready = worker.conn.poll(POLL)
            except (OSError, EOFError):
                ready = True
            if ready:
                try:
                    reply = worker.conn.recv()
                except (EOFError, OSError):
                    code = worker.proc.exitcode if worker.proc else None
                    worker.stop()
                    worker.start()
                    self._finish(job, "failed")
                    job.future.set_exception(WorkerFailed(
                        f"the worker process died (exit code {code})"))
                    return
                self._finish(job, "done")
                job.future.set_result(reply)
                return
            now = time.monotonic()
            why = None
            if job.cancelled.is_set():
                why, exc, key = "cancelled", ClientGone("the client went away"), "cancelled"
            elif now >= job.deadline:
                why, key = "timed out", "timed_out"
                exc = TimedOut("the work took longer than the time limit of one request")
            elif now - last_memory >= 0.2:
                last_memory = now
                rss = _rss_mb(worker.proc.pid)
                worker.peak_mb = max(worker.peak_mb, rss)
                if rss > self.memory_mb:
                    why, key = f"over {self.memory_mb} MiB", "memory"
                    exc = TooMuchMemory(f"the work needed more than the {self.memory_mb:,} "
                                        "MiB of memory a worker may use")
            if why is not None:
                log.warning("%s: stopping a job (%s) after %.1f s", worker.name, why,
                            now - (job.started or now))
                worker.stop(kill=True)  # SIGKILL: the CPU is free now, not later
                self.stats["killed"] += 1
                worker.start()  # before answering: the lane is whole again when the client
                self._finish(job, key)  # hears of it
                job.future.set_exception(exc)
                return

    def close(self) -> None:
        with self._lock:
            self._closed = True
            threads, self._threads = self._threads, []
        for _ in threads:
            self._queue.put(None)
        for w in self._workers:
            w.stop(kill=True)
        for t in threads:
            t.join(5)

    def pids(self) -> list[int]:
        return [w.proc.pid for w in self._workers if w.proc is not None]


class Pool:
    """The service's lanes: ``brief`` for briefs of articles in requests, ``story`` for
    stored stories and store writes."""

    def __init__(self, config: PoolConfig | None = None):
        self.config = config or PoolConfig()
        c = self.config
        self.lanes = {"brief": Lane("brief", c.brief_workers, c.queue, c.memory_mb),
                      "story": Lane("story", c.story_workers, c.queue, c.memory_mb)}

    def start(self) -> None:
        for lane in self.lanes.values():
            lane.start()

    def submit(self, lane: str, fn: Callable[..., Any], *args: Any) -> Job:
        return self.lanes[lane].submit(fn, args, self.config.timeout)

    def run(self, lane: str, fn: Callable[..., Any], *args: Any) -> Any:
        """Run ``fn(*args)`` in a worker and wait (for callers without a client to watch)."""
        job = self.submit(lane, fn, *args)
        try:
            job.future.result(self.config.timeout + 30)
        finally:
            job.cancel()
        return job.result()

    def close(self) -> None:
        for lane in self.lanes.values():
            lane.close()

    def pids(self) -> list[int]:
        return [p for lane in self.lanes.values() for p in lane.pids()]


async def wait_job(job: Job, receive: Callable[[], Any] | None) -> Any:
    """The job's result, waited for without blocking the event loop; cancelled (its worker
    killed) when the client disconnects (seen through ASGI ``receive``) or this coroutine is
    cancelled. Shared jobs (``job.waiters``) are cancelled when their last waiter leaves."""
    job.waiters += 1
    done = asyncio.wrap_future(job.future)
    done.add_done_callback(lambda f: f.cancelled() or f.exception())  # retrieved: no warning
    watcher = asyncio.ensure_future(_disconnected(receive)) if receive is not None else None
    try:
        waits = {done} if watcher is None else {done, watcher}
        finished, _ = await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        if done not in finished:
            raise ClientGone("the client went away")
    finally:
        job.waiters -= 1
        if watcher is not None:
            watcher.cancel()
        if not job.future.done() and job.waiters <= 0:
            job.cancel()
    return job.result()


async def _disconnected(receive: Callable[[], Any]) -> None:
    while True:
        msg = await receive()
        if msg.get("type") == "http.disconnect":
            return
