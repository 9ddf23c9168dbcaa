"""ILP: the exact budgeted concept-coverage program behind ``quality="best"``.

Owns the integer program of Gillick and Favre (2009), extended with newsfuse's hard rules, and
its solution with HiGHS (through ``scipy.optimize.milp``):

    maximise   sum_c w_c z_c + sum_s b_s x_s
    subject to sum_s len_s x_s <= budget
               z_c <= sum_{s contains c} x_s            (a concept counts once, if covered)
               x_i + x_j <= 1 for conflicting i, j      (same fact, or too similar)
               x_i <= sum_{p in R_i} x_p                (a sentence only with one that resolves
                                                         its references: "He said ..." after its
                                                         source sentence; R_i empty: never)
               x_f = 1 for the opening fact f           (the story's main event, when given)
               x binary, 0 <= z <= 1
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator

import numpy as np
from scipy import sparse
from scipy.optimize import Bounds, LinearConstraint, milp

TIME_LIMIT = 2.0  # seconds; HiGHS returns its best solution so far when it runs out


@contextlib.contextmanager
def _stdout_to_stderr() -> Iterator[None]:
    """Send file descriptor 1 to 2 for a while, so a JSON brief on stdout stays parseable."""
    try:
        sys.stdout.flush()
        saved = os.dup(1)
        os.dup2(2, 1)
    except OSError:  # no real stdout (embedded interpreters): nothing to protect
        yield
        return
    try:
        yield
    finally:
        os.dup2(saved, 1)
        os.close(saved)


def solve(m: np.ndarray | sparse.csr_matrix, w: np.ndarray, bonus: np.ndarray, lengths: np.ndarray,
          budget: int, conflicts: np.ndarray, requires: dict[int, list[int]],
          first: int | None = None) -> list[int]:
    """Indices of the chosen sentences (by decreasing objective contribution)."""
    n = m.shape[0]
    keep = np.flatnonzero(w > 0)
    mc = sparse.csc_matrix(m[:, keep])
    k = len(keep)
    c = -np.concatenate([bonus, w[keep]])  # milp minimises
    rows = [sparse.hstack([sparse.csr_matrix(lengths.reshape(1, -1)),
                           sparse.csr_matrix((1, k))])]
    lb = [-np.inf]
    ub = [float(budget)]
    # z_c - sum_s x_s <= 0
    rows.append(sparse.hstack([-mc.T, sparse.identity(k, format="csr")]))
    lb += [-np.inf] * k
    ub += [0.0] * k
    pi, pj = np.nonzero(np.triu(conflicts, 1))
    pairs = list(zip(pi.tolist(), pj.tolist()))
    if pairs:
        r = np.repeat(np.arange(len(pairs)), 2)
        cidx = np.array(pairs).ravel()
        rows.append(sparse.hstack([sparse.csr_matrix((np.ones(len(r)), (r, cidx)),
                                                     shape=(len(pairs), n)),
                                   sparse.csr_matrix((len(pairs), k))]))
        lb += [-np.inf] * len(pairs)
        ub += [1.0] * len(pairs)
    upper = np.ones(n + k)
    lower = np.zeros(n + k)
    upper[np.flatnonzero(lengths > budget)] = 0.0
    if first is not None and lengths[first] <= budget:
        lower[first] = 1.0
    dep = []
    for i, ps in requires.items():
        ps = [p for p in ps if p is not None and p >= 0]
        if not ps:
            upper[i] = 0.0
        else:
            dep.append((i, ps))
    if dep:
        r, cidx, vals = [], [], []
        for row, (i, ps) in enumerate(dep):  # x_i - sum x_p <= 0
            r += [row] * (1 + len(ps))
            cidx += [i, *ps]
            vals += [1.0] + [-1.0] * len(ps)
        rows.append(sparse.hstack([sparse.csr_matrix((vals, (r, cidx)), shape=(len(dep), n)),
                                   sparse.csr_matrix((len(dep), k))]))
        lb += [-np.inf] * len(dep)
        ub += [0.0] * len(dep)
    a = sparse.vstack(rows, format="csr")
    integrality = np.concatenate([np.ones(n), np.zeros(k)])
    with _stdout_to_stderr():  # HiGHS prints some diagnostics on stdout whatever disp says
        res = milp(c, constraints=LinearConstraint(a, lb, ub), integrality=integrality,
                   bounds=Bounds(lower, upper),
                   options={"time_limit": TIME_LIMIT, "mip_rel_gap": 1e-4, "disp": False})
    if res.x is None:
        return []
    x = res.x[:n] > 0.5
    chosen = np.flatnonzero(x)
    value = bonus[chosen] + np.asarray(m[chosen] @ w).ravel()
    return [int(i) for i in chosen[np.argsort(-value)]]
