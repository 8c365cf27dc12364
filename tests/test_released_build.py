"""The build ships each released engine as its own wheel (``sitebuild/oldengines.py``),
listed in the site's lock file (so precached, and installed only when asked for); a
checkout without its commit builds without it and says so."""

from __future__ import annotations

import hashlib
import json
import zipfile
from pathlib import Path

import pytest

import sitebuild.oldengines
from sitebuild.oldengines import add_released_engines
from sitebuild.released import RELEASED, released_sources

from .frozen_engine import released_engine_missing

TODAY_ENTRY = {"name": "arle-core", "file_name": "../../python/arle_core.whl"}


def empty_site(root: Path) -> Path:
    (root / "vendor" / "pyodide").mkdir(parents=True)
    (root / "python").mkdir()
    lock = {"info": {}, "packages": {"arle-core": TODAY_ENTRY}}
    (root / "vendor" / "pyodide" / "pyodide-lock.json").write_text(json.dumps(lock))
    return root


def lock_packages(site: Path) -> dict[str, dict[str, object]]:
    lock = json.loads((site / "vendor" / "pyodide" / "pyodide-lock.json").read_text())
    packages: dict[str, dict[str, object]] = lock["packages"]
    return packages


def test_each_released_engine_is_a_wheel_in_the_lock_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if released_sources(2) is None:
        released_engine_missing(2)
    # The sources as they are (the bytecode compiler runs in Node: the e2e build uses it).
    monkeypatch.setattr(sitebuild.oldengines, "compiled",
                        lambda jobs: [data for data, _ in jobs])
    site = empty_site(tmp_path)
    assert add_released_engines(site) == {"2": "arle-format2"}
    wheel = site / "python" / "arle_format2-2.0.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
    assert {"arle_format2/__init__.py", "arle_format2/codec.py"} <= names
    assert not any(n.startswith("arle_core/") for n in names)
    packages = lock_packages(site)
    assert packages["arle-core"] == TODAY_ENTRY
    entry = packages["arle-format2"]
    assert entry["file_name"] == "../../python/" + wheel.name
    assert entry["imports"] == ["arle_format2"]
    assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()


def test_a_checkout_without_the_commit_builds_without_it_and_warns(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
        ) -> None:
    monkeypatch.setattr(sitebuild.oldengines, "released_sources", lambda version: None)
    site = empty_site(tmp_path)
    assert add_released_engines(site) == {str(v): None for v in RELEASED}
    assert lock_packages(site) == {"arle-core": TODAY_ENTRY}
    assert list((site / "python").iterdir()) == []
    err = capsys.readouterr().err
    assert "WARNING" in err and RELEASED[2] in err and "shallow clone" in err


def test_a_missing_released_engine_skips_the_test_but_fails_it_in_ci(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A checkout without the released engine's commit cannot check old games: a developer's
    run skips those tests, CI's (``CI=true``) fails them, since a skip there goes unseen."""
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match=RELEASED[2]):
        released_engine_missing(2)
    monkeypatch.setenv("CI", "")
    with pytest.raises(pytest.skip.Exception, match=RELEASED[2]):
        released_engine_missing(2)


def test_a_game_loaded_on_demand_is_its_own_wheel_in_the_lock_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Agricola's engine is not in today's wheel: the build ships it apart (the service
    worker caches it once fetched, not before), and released.mjs learns its id and link
    tags."""
    from sitebuild.oldengines import add_game_engines

    monkeypatch.setattr(sitebuild.oldengines, "compiled",
                        lambda jobs: [data for data, _ in jobs])
    site = empty_site(tmp_path)
    assert add_game_engines(site) == ({"agricola": "agricola-core"},
                                      {"A3.": "agricola", "A2.": "agricola", "A1.": "agricola"},
                                      ["python/agricola_core-0.1.0-py3-none-any.whl"])
    wheel = site / "python" / "agricola_core-0.1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
    assert {"agricola_core/__init__.py", "agricola_core/faces.py"} <= names
    assert not any(n.startswith(("gamekit/", "arle_core/")) for n in names)
    entry = lock_packages(site)["agricola-core"]
    assert entry["imports"] == ["agricola_core"] and entry["depends"] == []


def test_the_service_worker_caches_a_games_wheel_when_fetched_not_before(
        tmp_path: Path) -> None:
    """A first visit that plays Fields of Arle downloads no other game's engine: its wheel
    is not in what the worker precaches (``FILES``) but in what it keeps once fetched."""
    from sitebuild.common import BuildError
    from sitebuild.offline import write_service_worker

    site = tmp_path / "site"
    (site / "python").mkdir(parents=True)
    later = "python/agricola_core-0.1.0-py3-none-any.whl"
    for rel in ("index.html", "python/arle_core-0.1.0-py3-none-any.whl", later):
        (site / rel).write_bytes(rel.encode())
    web = Path(__file__).resolve().parent.parent / "web"
    (site / "sw.js").write_text((web / "sw.js").read_text())
    write_service_worker(site, [later])
    text = (site / "sw.js").read_text()
    files = json.loads(text.split("const FILES = ", 1)[1].split(";", 1)[0])
    assert files == ["./", "index.html", "python/arle_core-0.1.0-py3-none-any.whl"]
    assert json.loads(text.split("const LATER = ", 1)[1].split(";", 1)[0]) == [later]
    with pytest.raises(BuildError, match="not in the build"):
        write_service_worker(site, ["python/missing.whl"])


def test_a_game_loaded_on_demand_brings_its_renderer_when_played_not_before(
        tmp_path: Path) -> None:
    """Its renderer and stylesheet are loaded when the game is first drawn
    (js/games/index.js): kept by the service worker then, like its wheel, and not
    precached by a first visit that plays Fields of Arle."""
    from sitebuild.oldengines import renderer_files

    site = tmp_path / "site"
    for rel in ("js/games/agricola/index.js", "js/games/agricola/farm.js",
                "js/games/arle/index.js", "css/agricola.css", "css/arle.css"):
        (site / rel).parent.mkdir(parents=True, exist_ok=True)
        (site / rel).write_text(rel)
    assert renderer_files(site, "agricola") == [
        "css/agricola.css", "js/games/agricola/farm.js", "js/games/agricola/index.js"]
