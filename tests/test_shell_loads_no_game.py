"""The shell (``web/app/*.py``) loads no game: importing every one of its modules in a
clean interpreter leaves no engine and no game's room (``web/app/<game>/``) in
``sys.modules``. ``test_public_faces.py`` reads import statements; this runs them, so an
engine reached through another module (a room the shell imports) is caught too. A game's
engine and room are imported only when that game is played (its registry entry names
them)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from gamekit.registry import games

ROOT = Path(__file__).resolve().parent.parent
# main.py is the page's DOM glue (it imports ``js``, which only the page has)
SHELL = sorted(f"app.{p.stem}" for p in (ROOT / "web" / "app").glob("*.py")
               if p.stem not in ("__init__", "main"))
GAME_MODULES = tuple({g.package for g in games()} | {f"app.{g.id}" for g in games()})


def loaded_after_importing(modules: list[str]) -> list[str]:
    """The modules of a game loaded by importing ``modules`` in a clean interpreter (the
    paths set as the tests set them)."""
    script = (
        "import importlib, json, sys\n"
        f"sys.path[:0] = [{str(ROOT)!r}, {str(ROOT / 'web')!r}]\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        f"games = {GAME_MODULES!r}\n"
        "print(json.dumps(sorted(m for m in sys.modules\n"
        "                       if any(m == g or m.startswith(g + '.') for g in games))))\n")
    out = subprocess.run([sys.executable, "-I", "-c", script], capture_output=True,
                         text=True, check=True, cwd=ROOT)
    return list(json.loads(out.stdout))


def test_the_shell_imports_no_game() -> None:
    assert SHELL and "app.session" in SHELL
    assert loaded_after_importing(SHELL) == []


def test_the_check_sees_a_game_loaded() -> None:
    loaded = loaded_after_importing(["app.session", "app.arle.coach"])
    assert "app.arle.coach" in loaded and "arle_core" in loaded
