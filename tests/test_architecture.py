"""The package's shape: every module imports only downward (no import circles)."""

from __future__ import annotations

import ast
import pathlib

import newsfuse

ROOT = pathlib.Path(newsfuse.__file__).parent


def _imports() -> dict[str, set[str]]:
    """Each newsfuse module and the newsfuse modules it imports (lazy imports included)."""
    mods: dict[str, set[str]] = {}
    for f in ROOT.rglob("*.py"):
        parts = f.with_suffix("").relative_to(ROOT.parent).parts
        name = ".".join(parts).removesuffix(".__init__")
        package = name if f.name == "__init__.py" else name.rpartition(".")[0]
        deps: set[str] = set()
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    mod = ".".join(base + ([node.module] if node.module else []))
                else:
                    mod = node.module or ""
                if node.module is None:  # "from . import x": the submodules named
                    deps.update(f"{mod}.{a.name}" for a in node.names)
                else:
                    deps.add(mod)
            elif isinstance(node, ast.Import):
                deps.update(a.name for a in node.names)
        mods[name] = {d for d in deps if d.startswith("newsfuse") and d != name}
    return mods


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in graph:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for m in sorted(graph):
        if m not in index:
            visit(m)
    return out


def test_no_import_circles():
    graph = _imports()
    assert "newsfuse.pipeline" in graph and "newsfuse.model" in graph
    assert _cycles(graph) == []


def test_cycle_finder_sees_a_circle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_shells_are_not_imported_by_the_library():
    """cli (and `python -m newsfuse`), batch, the server and Dask are shells: no library
    module imports them."""
    shells = ("newsfuse.cli", "newsfuse.server", "newsfuse.distributed")
    for mod, deps in _imports().items():
        if mod.startswith(shells) or mod in ("newsfuse.batch", "newsfuse.__main__"):
            continue
        bad = sorted(d for d in deps if d.startswith(shells))
        assert not bad, f"{mod} imports shell module(s) {bad}"
