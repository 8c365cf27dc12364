"""The long ``slow`` runs of this folder run only when asked for (``-m slow``)."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "slow" in (config.getoption("-m") or ""):
        return
    skip = pytest.mark.skip(reason="a long run: ask for it with -m slow")
    for item in items:
        if "agricola" in item.nodeid and item.get_closest_marker("slow"):
            item.add_marker(skip)
