"""The engine is packaged as a wheel (pyproject.toml, hatchling): pure Python, standard
library only, every module in it, and it installs and plays with pip. The site's build writes
the same wheel itself (``sitebuild/wheel.py``, with bytecode in place of the sources, which
the e2e suite checks); here, with the sources, it matches hatchling's and plays."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
           "--disable-pip-version-check", "--quiet", "-w", str(out), str(ROOT)]
    subprocess.run(cmd, check=True, cwd=ROOT)
    (path,) = out.glob("arle_core-*.whl")
    return path


def test_the_wheel_holds_every_engine_module_and_needs_nothing(wheel: Path) -> None:
    assert wheel.name.endswith("-py3-none-any.whl")
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        (meta,) = [n for n in names if n.endswith(".dist-info/METADATA")]
        metadata = zf.read(meta).decode()
    packages = ("arle_core", "gamekit")  # the engine and the game-independent kit it uses
    modules = {p.relative_to(ROOT).as_posix() for package in packages
               for p in (ROOT / package).rglob("*.py")}
    assert modules <= names
    assert all(n.startswith((*(f"{p}/" for p in packages), "arle_core-")) for n in names)
    assert "Name: arle-core" in metadata
    requires = [line for line in metadata.splitlines() if line.startswith("Requires-Dist:")]
    assert all("; extra ==" in line for line in requires), "the engine needs only the stdlib"


@pytest.fixture(scope="module")
def site_wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site build's wheel, its files left as sources (no bytecode compiler)."""
    from sitebuild.wheel import read_project, source_zip, wheel_of_zip

    project = read_project()
    path = tmp_path_factory.mktemp("site") / project.wheel_name
    path.write_bytes(wheel_of_zip(project, source_zip(project)))
    return path


def test_the_site_build_writes_the_wheel_hatchling_builds(wheel: Path, site_wheel: Path
                                                          ) -> None:
    assert site_wheel.name == wheel.name
    with zipfile.ZipFile(wheel) as ours, zipfile.ZipFile(site_wheel) as theirs:
        assert ({n for n in ours.namelist() if ".dist-info/" not in n}
                == {n for n in theirs.namelist() if ".dist-info/" not in n})
        metadata = [zf.read(n).decode() for zf in (ours, theirs) for n in zf.namelist()
                    if n.endswith(".dist-info/METADATA")]
    fields = [{line.partition(":")[0]: line for line in text.splitlines()
               if line.startswith(("Name:", "Version:", "Requires-Python:"))}
              for text in metadata]
    assert fields[0] == fields[1]


@pytest.mark.parametrize("which", ["wheel", "site_wheel"])
def test_the_wheel_installs_with_pip_and_plays(which: str, request: pytest.FixtureRequest,
                                               tmp_path: Path) -> None:
    wheel: Path = request.getfixturevalue(which)
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--quiet",
                    "--disable-pip-version-check", "--target", str(target), str(wheel)],
                   check=True)
    code = ("import arle_core, random; g = arle_core.new_game(players=1, seed=3); "
            "r = random.Random(3)\nwhile not g.is_over: g.play(r.choice(g.legal_moves()))\n"
            "print(arle_core.__file__, g.scores()[0]['total'])")
    # -S: no site-packages, so the editable install of this checkout is out of the way.
    out = subprocess.run([sys.executable, "-S", "-c", code], check=True, capture_output=True,
                         text=True, env={"PYTHONPATH": str(target)}, cwd=tmp_path).stdout
    assert out.startswith(str(target))
