"""The released engines in the site: each as its wheel (bytecode, like today's engine),
listed in ``pyodide-lock.json`` and so precached by the service worker, but installed only
when an old game needs it (``released.mjs``: ``loadReleasedEngine``, stamped with the table
this step returns), never on a first visit. A checkout without a released engine's commit
builds without it, with a warning; the page then says the engine is missing when a game
needs it."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from gamekit.registry import GameInfo, games

from .bytecode import SITE_PREFIX, compiled
from .common import zip_files
from .python import lock_entry
from .released import RELEASED, package_name, released_sources
from .runtime import LOCK
from .wheel import Project, read_project, source_zip, wheel_of_zip


def released_project(version: int, today: Project) -> Project:
    """The wheel's project: named after its package, versioned by its link format."""
    return Project(package_name(version).replace("_", "-"), f"{version}.0.0",
                   f"The arle engine that wrote link format {version}",
                   today.requires_python, (package_name(version),))


def add_wheels(site: Path, projects: list[Project], sources: list[bytes]) -> None:
    """Compile each project's source zip, write it as its wheel beside today's and add it
    to the runtime's lock file (Pyodide installs a wheel by its lock entry)."""
    runtime = site / "vendor" / "pyodide"
    packed = compiled([(source, SITE_PREFIX) for source in sources])
    entries: dict[str, dict[str, Any]] = {}
    for project, engine_zip in zip(projects, packed, strict=True):
        wheel = site / "python" / project.wheel_name
        wheel.write_bytes(wheel_of_zip(project, engine_zip))
        entries[project.lock_name] = lock_entry(project, wheel, runtime)
    lock_path = runtime / LOCK
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    lock["packages"].update(entries)
    lock_path.write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def add_released_engines(site: Path) -> dict[str, str | None]:
    """Write each released engine's wheel beside today's and add it to the lock file;
    ``{format: its name in the lock file, or None when it is missing}``."""
    today = read_project()
    found: dict[int, dict[str, bytes]] = {}
    for version, commit in sorted(RELEASED.items()):
        sources = released_sources(version)
        if sources is None:
            print(f"WARNING: commit {commit} (the engine of link format {version}) is not in "
                  "this checkout (a shallow clone or a tarball?): the site is built without "
                  f"it, and games of format {version} whose moves today's engine reads "
                  "differently cannot be played on. Fetch the full history to include it.",
                  file=sys.stderr)
        else:
            found[version] = sources
    projects = [released_project(version, today) for version in found]
    add_wheels(site, projects, [zip_files(files) for files in found.values()])
    return {str(v): released_project(v, today).lock_name if v in found else None
            for v in RELEASED}


def game_project(info: GameInfo, today: Project) -> Project:
    """The wheel of a game whose engine is not in today's wheel: its package alone (the
    shared ``gamekit`` comes with today's wheel)."""
    return Project(info.wheel.replace("_", "-"), "0.1.0", f"The engine of {info.name}",
                   today.requires_python, (info.package,))


def on_demand_games(today: Project) -> list[GameInfo]:
    """The registered games whose engine today's wheel lacks: each loads when first played."""
    return [g for g in games() if g.package not in today.import_names]


def renderer_files(site: Path, game_id: str) -> list[str]:
    """A game's renderer and stylesheet in the site (``js/games/<id>/``, ``css/<id>.css``),
    relative to it: the page loads them when the game is first drawn (js/games/index.js)."""
    found = [p for p in (site / "js" / "games" / game_id).rglob("*") if p.is_file()]
    found += [p for p in [site / "css" / f"{game_id}.css"] if p.is_file()]
    return sorted(p.relative_to(site).as_posix() for p in found)


def add_game_engines(site: Path) -> tuple[dict[str, str], dict[str, str], list[str]]:
    """Write the wheel of each game loaded on demand beside today's and add it to the lock
    file; ``({game id: its name in the lock file}, {link tag: game id}, [the wheels' and
    the renderers' files, relative to site])``: the first two for ``released.mjs``, which
    installs it when the game is first played (``loadReleasedEngine``, the released
    engines' way), the files for the service worker, which leaves them out of what it
    precaches (a first visit that plays another game downloads none of them) and keeps
    each once it is fetched."""
    today = read_project()
    infos = on_demand_games(today)
    projects = [game_project(info, today) for info in infos]
    add_wheels(site, projects, [source_zip(project) for project in projects])
    return ({info.id: project.lock_name for info, project in zip(infos, projects, strict=True)},
            {tag: info.id for info in infos for tag in info.tags},
            [f"python/{project.wheel_name}" for project in projects]
            + [f for info in infos for f in renderer_files(site, info.id)])
