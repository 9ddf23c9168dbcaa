"""Speed work measured by a count the machine's load does not change: instructions of a run of
default briefs, counted by valgrind's callgrind.

    python bench/speed_instructions.py [--limit 40] [--words 250] [--against OTHER_CHECKOUT]
    python bench/speed_instructions.py --warm [--clear refs.needs --clear claims ...]

Each checkout's code (by ``PYTHONPATH``, as ``bench/speed_stages.py --against`` does) runs in a
fresh process under ``valgrind --tool=callgrind --instr-atstart=no``: ``terms.warm_up`` and one
untimed brief uncounted, then counting switched on (``callgrind_control -i on``) around one
``summarize`` (``--quality fast``, generic) of each of the first ``--limit`` Multi-News
validation clusters. Prints the instructions (Ir) of each checkout and the change. On the
shared 2-core machine end-to-end timings swing by 5% with the load; this count repeats to
0.2%. It is not time (a regular-expression scan and a dict look-up cost different cycles per
instruction), so confirm a change with ``bench/speed_stages.py --against`` when the machine is
quiet. Needs valgrind (Debian ``valgrind``); a run takes about a minute for 40 clusters.

``--warm`` briefs the clusters once more before the counted pass, so every cache that holds
per text (what a sentence needs, its claim parts, a word's lemmas) is full: the difference from
the plain count is what a brief spends analysing sentence text it meets for the first time,
which ``newsfuse eval`` pays for every cluster. ``--clear NAME`` (with ``--warm``) empties
caches again after the warm pass: of one cached function (``refs.needs``) or of every cached
function a module of newsfuse holds (``claims``: its own and those it imports); the count rises
by what that analysis costs when its text is new.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data" / "multi_news" / "validation.jsonl"


def clear_caches(names: list[str]) -> None:
    """Empty the per-text caches (``functools.lru_cache``) of each named module or function."""
    import importlib

    for name in names:
        mod, _, fn = name.partition(".")
        module = importlib.import_module(f"newsfuse.{mod}")
        targets = [getattr(module, fn)] if fn else list(vars(module).values())
        for f in targets:
            if hasattr(f, "cache_clear"):
                f.cache_clear()


def inner(data: str, limit: int, words: int, warm: bool = False,
          clear: list[str] | None = None) -> None:
    """The counted run (in this process, under callgrind)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from speed_stages import load

    from newsfuse import summarize
    from newsfuse.runtime import limit_blas_threads
    from newsfuse.terms import warm_up

    limit_blas_threads()
    warm_up()
    clusters = load(Path(data), limit)
    summarize(clusters[0], words)
    if warm:
        for docs in clusters:
            summarize(docs, words)
        clear_caches(clear or [])
    control = ["callgrind_control", "-i"]
    subprocess.run([*control, "on", str(os.getpid())], check=True, capture_output=True)
    for docs in clusters:
        summarize(docs, words)
    subprocess.run([*control, "off", str(os.getpid())], check=True, capture_output=True)


def count(code: Path, args: argparse.Namespace) -> int:
    """Instructions of the counted run of ``code``'s newsfuse."""
    env = dict(os.environ, PYTHONPATH=str(code), PYTHONHASHSEED="0", OMP_NUM_THREADS="1",
               OPENBLAS_NUM_THREADS="1", MKL_NUM_THREADS="1")
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        cmd = ["valgrind", "--tool=callgrind", "--instr-atstart=no",
               f"--callgrind-out-file={out}", sys.executable, __file__, "--inner",
               "--data", args.data, "--limit", str(args.limit), "--words", str(args.words),
               *(["--warm"] if args.warm else []), *(x for c in args.clear for x in ("--clear", c))]
        subprocess.run(cmd, env=env, check=True, capture_output=True)
        for line in out.read_text().splitlines():
            if line.startswith("totals:"):
                return int(line.split()[1])
    raise RuntimeError(f"callgrind wrote no totals for {code}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", default=str(DATA))
    ap.add_argument("--limit", type=int, default=40)
    ap.add_argument("--words", type=int, default=250)
    ap.add_argument("--against", default=None, help="another checkout to count beside this one")
    ap.add_argument("--warm", action="store_true",
                    help="count a second pass over the clusters (per-text caches full)")
    ap.add_argument("--clear", action="append", default=[], metavar="NAME",
                    help="with --warm: empty this module's or function's caches before counting")
    ap.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.inner:
        inner(args.data, args.limit, args.words, args.warm, args.clear)
        return
    missing = [t for t in ("valgrind", "callgrind_control") if shutil.which(t) is None]
    if missing:
        sys.exit(f"speed_instructions: {', '.join(missing)} not found (Debian package valgrind)")
    codes = [ROOT] + ([Path(args.against).resolve()] if args.against else [])
    counts = {code: count(code, args) for code in codes}
    what = "" if not args.warm else " (second pass" + (
        f", caches of {', '.join(args.clear)} emptied)" if args.clear else ")")
    print(f"{args.limit} clusters of {Path(args.data).name}, {args.words} words{what}: "
          "instructions")
    for code, n in counts.items():
        print(f"  {code!s:40s} {n:>15,d}  {n / args.limit / 1e6:8.1f} M a cluster")
    if args.against:
        a, b = counts[codes[0]], counts[codes[1]]
        print(f"  this checkout against the other: {100 * (a - b) / b:+.2f}%")


if __name__ == "__main__":
    main()
