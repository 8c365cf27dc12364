"""The engine's wheel, ``NAME-VERSION-py3-none-any.whl``: the packages the root
``pyproject.toml`` lists for its wheel (``[tool.hatch.build.targets.wheel] packages``), with
the project's name and version, written with the standard library (the site's build needs no
build backend). The site ships it with bytecode in place of the sources (``python.py``);
``tests/test_package.py`` checks that with the sources it is the wheel hatchling builds."""

from __future__ import annotations

import base64
import hashlib
import io
import re
import tomllib
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .common import ROOT, zip_files


@dataclass(frozen=True)
class Project:
    """What the wheel is made of, as ``pyproject.toml`` says."""

    name: str
    version: str
    summary: str
    requires_python: str
    packages: tuple[str, ...]  # folders, relative to the project's root

    @property
    def dist(self) -> str:
        """The name as wheels spell it (``arle-core`` -> ``arle_core``)."""
        return re.sub(r"[-_.]+", "_", self.name).lower()

    @property
    def wheel_name(self) -> str:
        return f"{self.dist}-{self.version}-py3-none-any.whl"

    @property
    def lock_name(self) -> str:
        """The name as Pyodide's lock file keys it (``arle_core`` -> ``arle-core``)."""
        return re.sub(r"[-_.]+", "-", self.name).lower()

    @property
    def import_names(self) -> list[str]:
        return [Path(package).name for package in self.packages]


def read_project(root: Path = ROOT) -> Project:
    data: dict[str, Any] = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    project = data["project"]
    packages = data["tool"]["hatch"]["build"]["targets"]["wheel"]["packages"]
    return Project(project["name"], project["version"], project.get("description", ""),
                   project.get("requires-python", ""), tuple(packages))


def package_sources(project: Project, root: Path = ROOT) -> dict[str, bytes]:
    """``{path in the wheel: bytes}`` of every file of the project's packages."""
    files = {}
    for package in project.packages:
        folder = root / package
        for path in sorted(folder.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                name = (Path(folder.name) / path.relative_to(folder)).as_posix()
                files[name] = path.read_bytes()
    return files


def _record_hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return "sha256=" + digest.decode()


def dist_info(project: Project, files: dict[str, bytes]) -> dict[str, bytes]:
    """The wheel's ``.dist-info`` files (METADATA, WHEEL, RECORD) for ``files``."""
    folder = f"{project.dist}-{project.version}.dist-info"
    metadata = [("Metadata-Version", "2.1"), ("Name", project.name),
                ("Version", project.version), ("Summary", project.summary),
                ("Requires-Python", project.requires_python)]
    info = {
        f"{folder}/METADATA": "".join(f"{k}: {v}\n" for k, v in metadata if v).encode(),
        f"{folder}/WHEEL": (b"Wheel-Version: 1.0\nGenerator: sitebuild\n"
                            b"Root-Is-Purelib: true\nTag: py3-none-any\n"),
    }
    rows = [f"{name},{_record_hash(data)},{len(data)}" for name, data in {**files, **info}.items()]
    info[f"{folder}/RECORD"] = "\n".join([*rows, f"{folder}/RECORD,,", ""]).encode()
    return info


def wheel_bytes(project: Project, files: dict[str, bytes]) -> bytes:
    """A reproducible wheel of ``files`` (stored entries: a server compresses it whole)."""
    return zip_files({**files, **dist_info(project, files)})


def source_zip(project: Project, root: Path = ROOT) -> bytes:
    """The packages' files as a zip, for the bytecode compiler."""
    return zip_files(package_sources(project, root))


def wheel_of_zip(project: Project, packed: bytes) -> bytes:
    """The wheel of the files in the zip ``packed`` (``source_zip``, compiled or not)."""
    with zipfile.ZipFile(io.BytesIO(packed)) as zf:
        files = {info.filename: zf.read(info) for info in zf.infolist() if not info.is_dir()}
    return wheel_bytes(project, files)
