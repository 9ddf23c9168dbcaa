"""Runtime: process set-up shared by every shell (CLI, batch workers, Dask workers, the server).

Owns what a process does once before briefing: keeping BLAS to one thread.
"""

from __future__ import annotations


def limit_blas_threads() -> None:
    """newsfuse's matrices are small: BLAS threads only add overhead, and under load (a busy
    machine, worker processes) their spinning makes every story several times slower."""
    try:
        from threadpoolctl import threadpool_limits

        threadpool_limits(limits=1, user_api="blas")
    except Exception:  # pragma: no cover - a missing or odd BLAS must not stop the command
        pass
