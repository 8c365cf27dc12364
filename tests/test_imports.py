"""No import cycle in any package: an engine's modules form layers, each importing only
those below.

The check reads every ``import`` statement of each package (both engines, ``gamekit``
and the page's Python) — at module level and inside
functions alike (an import deferred into a function still ties two modules together) —
and looks for a cycle in that graph. A deferred import may be a named exception, for its
reason; an exception that no longer exists fails too, so the list stays true.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = (ROOT / "arle_core", ROOT / "agricola_core", ROOT / "keyharvest_core", ROOT / "gamekit",
            ROOT / "web" / "app")

# (importer, imported) -> why the importer reaches up from inside a function.
DEFERRED_BY_DESIGN: Mapping[tuple[str, str], str] = {}

Graph = dict[str, set[str]]


def module_names(root: Path) -> dict[str, Path]:
    """Dotted module name -> file, for every module of the package at ``root``."""
    out = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root.parent).with_suffix("").parts
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST, top: bool = True) -> Iterable[tuple[ast.Import | ast.ImportFrom, bool]]:
    """Every import statement with whether it runs at module level (``top``)."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and _is_type_checking(node):
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node, top
        inner = top and not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
        yield from _imports(node, inner)


def import_graph(root: Path) -> tuple[Graph, Graph]:
    """The package's modules and whom each imports: (all imports, the deferred ones)."""
    modules = module_names(root)
    package = root.name
    every: Graph = {name: set() for name in modules}
    deferred: Graph = {name: set() for name in modules}
    for name, path in modules.items():
        here = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        for node, top in _imports(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = here[:len(here) - node.level + 1] if node.level else []
                stem = ".".join([*base, *([node.module] if node.module else [])])
                targets = [f"{stem}.{a.name}" if f"{stem}.{a.name}" in modules else stem
                           for a in node.names]
            for target in targets:
                if target.startswith(package) and target in modules and target != name:
                    every[name].add(target)
                    if not top:
                        deferred[name].add(target)
    return every, deferred


def _allowed(importer: str, imported: str, deferred: Graph) -> bool:
    return (importer, imported) in DEFERRED_BY_DESIGN and imported in deferred[importer]


def cycles(graph: Graph) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(found)


@pytest.mark.parametrize("root", PACKAGES, ids=lambda p: p.name)
def test_the_package_has_no_import_cycle(root: Path) -> None:
    every, deferred = import_graph(root)
    kept = {a: {b for b in targets if not _allowed(a, b, deferred)}
            for a, targets in every.items()}
    assert cycles(kept) == []


def test_every_named_exception_is_still_a_deferred_import() -> None:
    deferred: Graph = {}
    for root in PACKAGES:
        deferred.update(import_graph(root)[1])
    for importer, imported in DEFERRED_BY_DESIGN:
        assert _allowed(importer, imported, deferred), (importer, imported)


def test_the_check_finds_a_cycle_through_a_deferred_import(tmp_path: Path) -> None:
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from .sub import b\n")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "sub" / "b.py").write_text("def f():\n    from ..a import x\n")
    (pkg / "c.py").write_text("from typing import TYPE_CHECKING\n"
                              "if TYPE_CHECKING:\n    from . import a\n")
    every, deferred = import_graph(pkg)
    assert every["pkg.a"] == {"pkg.sub.b"} and deferred["pkg.sub.b"] == {"pkg.a"}
    assert every["pkg.c"] == set()  # imports for the type checker only are no tie
    assert cycles(every) == [["pkg.a", "pkg.sub.b"]]
