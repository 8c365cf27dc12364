"""``python -m benchmarks.train GAME [options]``: train GAME's evaluation (``--help`` after
the game's name lists the options)."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

from .core import main

GAMES = sorted(p.stem for p in Path(__file__).parent.glob("*.py")
               if not p.stem.startswith("_") and p.stem != "core")


def run(argv: list[str]) -> int:
    if not argv or argv[0] not in GAMES:
        print(f"usage: python -m benchmarks.train {{{','.join(GAMES)}}} [options]",
              file=sys.stderr)
        return 2
    adapter = importlib.import_module(f"{__package__}.{argv[0]}").ADAPTER
    return main(adapter, argv[1:])


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
