"""``python -m benchmarks [--quick]``: print the project's figures, one JSON object per line.

``--quick`` runs the engine and link figures only (both engines, under a minute); the full
run adds the browser and site figures (it builds the site and drives Chromium);
``--browser`` runs only those. ``--ai`` runs only the computer player's figures (long:
``--ai-games N`` bounds each to N games).
"""

from __future__ import annotations

import argparse
import json
import sys

from . import agricola, engine, ux


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks")
    parser.add_argument("--quick", action="store_true",
                        help="engine and link figures only, short runs")
    parser.add_argument("--browser", action="store_true",
                        help="only the site and browser figures (builds the site)")
    parser.add_argument("--ai", action="store_true",
                        help="only the computer player's figures (slow)")
    parser.add_argument("--ai-games", type=int, default=None,
                        help="with --ai: N games per figure instead of the full counts")
    args = parser.parse_args()
    if args.ai:
        from . import ai

        for fig in ai.run(args.ai_games):
            print(json.dumps({k: v for k, v in fig.items() if v is not None}), flush=True)
        return 0
    if not args.browser:
        for fig in [*engine.run(args.quick), *ux.run(args.quick),
                    *agricola.run(args.quick)]:
            print(json.dumps({k: v for k, v in fig.items() if v is not None}), flush=True)
    if not args.quick:
        try:
            from . import browser
        except ImportError as exc:  # pragma: no cover - depends on the e2e extras
            print(f"browser figures skipped: {exc}", file=sys.stderr)
            return 1
        for fig in browser.run():
            print(json.dumps(fig), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
