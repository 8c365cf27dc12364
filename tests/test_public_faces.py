"""The page's Python talks to games only through the registry (``gamekit.registry``), so
that seats, saves, links, story, replay and review serve every registered game.

The check reads every import statement (deferred ones too). The shell's modules
(``web/app/*.py``) import no engine package at all; a game's own room (``web/app/<game
id>/``) imports only its own engine, and of it only the public modules below, never a
private name.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import arle_core
from gamekit.registry import games

ROOT = Path(__file__).resolve().parent.parent
PAGE = sorted((ROOT / "web" / "app").glob("*.py"))
ROOMS = sorted((ROOT / "web" / "app").glob("*/*.py"))
ENGINE = "arle_core"
ENGINES = frozenset({g.package for g in games()} | {"arle_format2"})
# The engine's public faces besides its package: the decision model (``decisions``), the
# link (``codec``, ``notation``), the record of each move (``history``), the view model
# (``view``, ``view_setup``, ``view_inventory``: the warning before an Inventorying), the
# rules text, the computer player (``ai``, ``ai.review``).
PUBLIC_MODULES = frozenset(f"{ENGINE}.{m}" for m in (
    "decisions", "codec", "notation", "history", "view", "view_setup", "view_inventory",
    "setup_form",
    "rules_text", "faces",
    "ai", "ai.review"))


def imported_packages(path: Path) -> set[str]:
    """The top-level packages a file imports (absolute imports, deferred ones too)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.add(node.module.split(".")[0])
    return out


@pytest.mark.parametrize("path", PAGE, ids=lambda p: p.name)
def test_the_shell_imports_no_engine(path: Path) -> None:
    """What every game shares (seats, saves, links, story ...) reaches a game through the
    registry only: an engine named here would tie the page to that game."""
    assert imported_packages(path) & ENGINES == set()


@pytest.mark.parametrize("path", ROOMS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_game_room_imports_only_its_own_engine(path: Path) -> None:
    own = next(g.package for g in games() if g.id == path.parent.name)
    assert imported_packages(path) & ENGINES <= {own, "arle_format2"}


def engine_imports(path: Path) -> list[tuple[int, str, str | None]]:
    """(line, module, name) of each import of the engine in a file; name None: the module
    itself is imported."""
    out: list[tuple[int, str, str | None]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name, None) for a in node.names
                    if a.name.split(".")[0] == ENGINE]
        elif (isinstance(node, ast.ImportFrom) and node.level == 0 and node.module
              and node.module.split(".")[0] == ENGINE):
            out += [(node.lineno, node.module, a.name) for a in node.names]
    return out


def refusal(module: str, name: str | None) -> str | None:
    """Why an import reaches behind the engine's public faces (None: it does not)."""
    if module == ENGINE:
        if name is None or name in arle_core.__all__:
            return None
        if f"{ENGINE}.{name}" in PUBLIC_MODULES:
            return None
        return f"{name} is not in arle_core.__all__"
    if module not in PUBLIC_MODULES:
        return f"{module} is not one of the engine's public faces"
    if name is not None and name.startswith("_"):
        return f"{name} is private to {module}"
    return None


def test_the_check_refuses_what_reaches_behind_the_faces() -> None:
    assert refusal("arle_core.data.board", "SUBSTITUTE") is not None
    assert refusal("arle_core.scoring", "CATEGORIES") is not None
    assert refusal("arle_core", "state") is not None
    assert refusal("arle_core.view", "_calendar") is not None
    assert refusal("arle_core", "Game") is None
    assert refusal("arle_core", "codec") is None
    assert refusal("arle_core.view", "view") is None


@pytest.mark.parametrize("path", ROOMS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_room_imports_only_public_names_of_the_engine(path: Path) -> None:
    problems = [f"{path.name}:{line}: {why}" for line, module, name in engine_imports(path)
                if (why := refusal(module, name)) is not None]
    assert not problems, "\n".join(problems)


def test_the_public_modules_exist() -> None:
    import importlib

    for module in PUBLIC_MODULES:
        importlib.import_module(module)
