"""Accessibility, in Chromium: axe-core (``node_modules/axe-core``, pinned in package.json as
a dev dependency) finds no serious or critical violation on the home screen, on a 4-player
Agricola game in play and finished, and on a Fields of Arle game (two players) in play and
finished, each at 1400×900 and at 360×740. Each page opens once; the check runs at both sizes
in it (a resize relays it out: the phone's own rules of the CSS apply). Screenshots:
e2e/artifacts/screens/a11y-*.png."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from e2e_support import PHONE, click_and_wait, open_link, screens, settled, wait_ready
from playwright.sync_api import Page

import agricola_core
import arle_core
from agricola_core.bots import greedy_move as agricola_move
from arle_core.bots import greedy_move as arle_move

ROOT = Path(__file__).resolve().parent.parent
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
GOLDEN = ROOT / "tests" / "golden" / "duo-printed-starter-7.json"
DESKTOP = {"width": 1400, "height": 900}
SIZES = (DESKTOP, PHONE)
FAILING = ("serious", "critical")
HOT_SEAT = "[data-action='seat'][data-id='hotseat']"

# axe.run on the whole document; only violations are gathered (passes and the rest cost time
# and are not read). What the failure message needs of each: rule, impact, where, why.
RUN_AXE = """async () => {
  const result = await axe.run(document, { resultTypes: ["violations"] });
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => ({ impact: n.impact, target: n.target.join(" "),
                                 summary: n.failureSummary })),
  }));
}"""


def agricola_link(over: bool) -> str:
    """A 4-player Agricola game (seed 3, greedy players): in round 7 with people placed on
    the board (taken spaces, their owners named in the seat colours), or finished."""
    game, rng = agricola_core.new_game(4, 3), random.Random(3)
    while not game.is_over and (over or game.round < 7):
        game.play(agricola_move(game, rng))
    for _ in range(0 if over else 10):
        game.play(agricola_move(game, rng))
    return game.encode()


def agricola_fences_link() -> str:
    """A 4-player Agricola game (seed 1, greedy players) from round 12, at the first Fences
    decision its players meet: hundreds of pastures, chosen by tapping the farm."""
    game, rng = agricola_core.new_game(4, 1), random.Random(1)
    while game.round < 12 or "space:fences" not in game.legal_moves():
        game.play(agricola_move(game, rng))
    game.play("space:fences")
    assert any(k.startswith("pasture:") for k in game.legal_moves())
    return game.encode()


def arle_link(over: bool) -> str:
    """A 2-player Fields of Arle game: the golden one finished, or a greedy one at its
    hundredth move (summer of the second year or so: buildings, animals, goods out)."""
    if over:
        links = json.loads(GOLDEN.read_text())["link"]
        return str(links[max(links, key=int)])
    game, rng = arle_core.new_game(players=2, seed=7), random.Random(7)
    while len(game.moves) < 100:
        game.play(arle_move(game, rng))
    return game.encode()


PAGES = {
    "home": None,
    "agricola-mid": lambda: agricola_link(over=False),
    "agricola-over": lambda: agricola_link(over=True),
    "agricola-fences": agricola_fences_link,
    "arle-mid": lambda: arle_link(over=False),
    "arle-over": lambda: arle_link(over=True),
}


def open_page(app: Page, base_url: str, name: str) -> None:
    """The page ``name`` (PAGES), every seat of a game played on this device."""
    make = PAGES[name]
    if make is None:
        app.goto(base_url)
        wait_ready(app)
        return
    open_link(app, f"{base_url}#g={make()}")
    # A union's first match is what is waited on: each alternative visible, not just there.
    app.wait_for_selector(", ".join(f"{s}:visible" for s in (
        "#decision button[data-key]", "#decision .agri-picker", HOT_SEAT, "#end",
        ".solo-yardstick")), state="attached")
    if app.locator(HOT_SEAT).count():
        click_and_wait(app, HOT_SEAT)


def serious(violations: list[dict[str, Any]]) -> list[str]:
    """One line a failing node: size, rule, impact, target and axe-core's summary."""
    return [f"{v['id']} ({n['impact']}) {n['target']}: {v['help']}; "
            + " ".join((n["summary"] or "").split())
            for v in violations for n in v["nodes"] if n["impact"] in FAILING]


@pytest.mark.parametrize("name", list(PAGES))
def test_no_serious_accessibility_violations(app: Page, base_url: str, name: str) -> None:
    app.set_viewport_size(DESKTOP)
    open_page(app, base_url, name)
    # The page's policy refuses inline scripts (add_script_tag): axe-core is evaluated
    # through the DevTools protocol, which the policy does not govern.
    app.evaluate(AXE.read_text(encoding="utf-8"))
    found: list[str] = []
    for size in SIZES:
        app.set_viewport_size(size)
        settled(app)
        found += [f"{size['width']}×{size['height']} {line}"
                  for line in serious(app.evaluate(RUN_AXE))]
    screens(app, f"a11y-{name}", (PHONE, DESKTOP))  # the colours as they look now
    if found:
        pytest.fail(f"{name}: {len(found)} serious or critical nodes\n" + "\n".join(found),
                    pytrace=False)
