"""The released engines: the engine that wrote each released link format, taken from git
(``git archive`` of its commit) under its own package name, ``arle_format<N>``, so it sits
beside today's ``arle_core``. Its package uses relative imports only, so the renamed folder
imports unchanged. The build ships each as a wheel (``oldengines.py``); the tests import it
to check that old games still read as their engine read them.
"""

from __future__ import annotations

import io
import subprocess
import tarfile

from .common import ROOT

# link format -> the commit of the engine that released it (the next format adds a row)
RELEASED: dict[int, str] = {2: "af6ef25"}
ENGINE_FOLDER = "arle_core"  # the engine's package folder at each released commit


def package_name(version: int) -> str:
    """The import name of the engine of link format ``version``."""
    return f"arle_format{version}"


def released_sources(version: int) -> dict[str, bytes] | None:
    """``{path: bytes}`` of the engine of link format ``version``, its package folder
    renamed to ``package_name(version)`` (None when this checkout lacks that commit: a
    shallow clone, or a tarball without git)."""
    try:
        archive = subprocess.run(["git", "archive", RELEASED[version], ENGINE_FOLDER],
                                 cwd=ROOT, capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    files = {}
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        for member in tar.getmembers():
            data = tar.extractfile(member) if member.isfile() else None
            if data is not None and "__pycache__" not in member.name:
                rest = member.name.removeprefix(ENGINE_FOLDER + "/")
                files[f"{package_name(version)}/{rest}"] = data.read()
    return files
