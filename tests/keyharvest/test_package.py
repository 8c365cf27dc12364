"""The Key Harvest engine is packaged as its own wheel (``packaging/keyharvest``): keyharvest_core
and gamekit, every module, standard library only; it installs and plays."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROJECT = ROOT / "packaging" / "keyharvest"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
           "--disable-pip-version-check", "--quiet", "-w", str(out), str(PROJECT)]
    subprocess.run(cmd, check=True, cwd=ROOT)
    (path,) = out.glob("keyharvest_core-*.whl")
    return path


def test_the_wheel_holds_both_packages_and_needs_nothing(wheel: Path) -> None:
    assert wheel.name.endswith("-py3-none-any.whl")
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        (meta,) = [n for n in names if n.endswith(".dist-info/METADATA")]
        metadata = zf.read(meta).decode()
    modules = {p.relative_to(ROOT).as_posix() for package in ("keyharvest_core", "gamekit")
               for p in (ROOT / package).rglob("*.py")}
    assert modules <= names
    assert all(n.startswith(("keyharvest_core/", "gamekit/", "keyharvest_core-")) for n in names)
    assert not any("__pycache__" in n for n in names)
    assert "Name: keyharvest-core" in metadata
    assert not [line for line in metadata.splitlines() if line.startswith("Requires-Dist:")]


def test_the_wheel_installs_and_plays(wheel: Path, tmp_path: Path) -> None:
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--quiet",
                    "--disable-pip-version-check", "--target", str(target), str(wheel)],
                   check=True)
    code = ("import keyharvest_core, random; g = keyharvest_core.new_game(3, 3); "
            "r = random.Random(3)\nwhile not g.is_over: g.play(r.choice(g.legal_moves()))\n"
            "print(keyharvest_core.__file__, "
            "keyharvest_core.decode(g.encode()).scores()[0]['total'])")
    # -S: no site-packages, and the checkout is not the working directory.
    out = subprocess.run([sys.executable, "-S", "-c", code], check=True, capture_output=True,
                         text=True, env={"PYTHONPATH": str(target)}, cwd=tmp_path).stdout
    assert out.startswith(str(target))
