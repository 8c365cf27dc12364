"""The page's Python talks to the engine only through its public faces, so that seats,
saves, links, story, replay and review would serve another engine of the same family.

The check reads every import statement of ``web/app/*.py`` (deferred ones too): from
``arle_core`` itself only the names of its ``__all__``, and otherwise only the public
modules below (``docs/design.md``, "One game today"), never a private name.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import arle_core

ROOT = Path(__file__).resolve().parent.parent
PAGE = sorted((ROOT / "web" / "app").glob("*.py"))
ENGINE = "arle_core"
# The engine's public faces besides its package: the decision model (``decisions``), the
# link (``codec``, ``notation``), the record of each move (``history``), the view model
# (``view``, ``view_setup``), the rules text, the computer player (``ai``, ``ai.review``).
PUBLIC_MODULES = frozenset(f"{ENGINE}.{m}" for m in (
    "decisions", "codec", "notation", "history", "view", "view_setup", "setup_form",
    "rules_text", "faces",
    "ai", "ai.review"))


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


@pytest.mark.parametrize("path", PAGE, ids=lambda p: p.name)
def test_the_page_imports_only_public_names_of_the_engine(path: Path) -> None:
    problems = [f"{path.name}:{line}: {why}" for line, module, name in engine_imports(path)
                if (why := refusal(module, name)) is not None]
    assert not problems, "\n".join(problems)


def test_the_public_modules_exist() -> None:
    import importlib

    for module in PUBLIC_MODULES:
        importlib.import_module(module)
