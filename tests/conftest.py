"""The released engines are installed for every test, as the page installs one when an old
game needs it (``web/app/engines.py``): sessions open old games as the page does."""

from __future__ import annotations

from types import ModuleType

import pytest

from sitebuild.released import RELEASED

from .frozen_engine import frozen_engine, released_engine_missing


@pytest.fixture(scope="session", autouse=True)
def released_engines(tmp_path_factory: pytest.TempPathFactory) -> None:
    for version in RELEASED:
        frozen_engine(version, tmp_path_factory.mktemp(f"format{version}"))


@pytest.fixture(scope="session")
def engine_2(tmp_path_factory: pytest.TempPathFactory) -> ModuleType:
    """The released engine of link format 2 (skips where git history cannot give it, and
    fails so in CI)."""
    engine = frozen_engine(2, tmp_path_factory.mktemp("format2"))
    if engine is None:
        released_engine_missing(2)
    return engine
