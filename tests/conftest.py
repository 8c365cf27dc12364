"""The released engines are installed for every test, as the page installs one when an old
game needs it (``web/app/engines.py``): sessions open old games as the page does."""

from __future__ import annotations

import pytest

from sitebuild.released import RELEASED

from .frozen_engine import frozen_engine


@pytest.fixture(scope="session", autouse=True)
def released_engines(tmp_path_factory: pytest.TempPathFactory) -> None:
    for version in RELEASED:
        frozen_engine(version, tmp_path_factory.mktemp(f"format{version}"))
