"""The decision-centred board: the question and the deciding player's own boards
on one screen at every decision, options that carry their consequences, the home board
with its animals in their holdings, a phone layout that starts with the decision.

Screenshots (1400×900 and 360×740, screen and full page) of the start, Inventorying,
vehicle loading and the end of a seeded solo game, and of a building decision (opened by
its link), go to e2e/artifacts/screens/board-*; the new-game form before it to solo-setup-*.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from e2e_support import (
    PANEL_OPTIONS,
    click_option,
    horizontal_overflow,
    is_over,
    open_link,
    screens,
    start_game,
    wait_ready,
)
from playwright.sync_api import Page, expect

from arle_core import Game, new_game
from arle_core.bots import greedy_move
from arle_core.data.buildings import BUILDINGS
from arle_core.view import view

WIDE = {"width": 1400, "height": 900}
PHONE = {"width": 360, "height": 740}
MAX_CLICKS = 600

# What must be on screen while deciding: the question with its options, and the deciding
# player's goods, animals and tools.
ON_SCREEN = ("#decision", "#decision .prompt", "#decision .decision-options",
             "#mine .player.is-deciding .goods", "#mine .player.is-deciding .animals",
             "#mine .player.is-deciding .tools")

BOXES_JS = """sels => sels.map(s => {
  const e = document.querySelector(s);
  if (!e) return [s, null];
  const r = e.getBoundingClientRect();
  return [s, [r.left, r.top, r.right, r.bottom]];
})"""


def off_screen(page: Page) -> list[str]:
    """The elements of ON_SCREEN that are missing or not wholly inside the viewport."""
    width, height = page.viewport_size["width"], page.viewport_size["height"]  # type: ignore[index]
    out = []
    for sel, box in page.evaluate(BOXES_JS, list(ON_SCREEN)):
        if box is None or box[0] < 0 or box[1] < 0 or box[2] > width + 0.5 or box[3] > height + 0.5:
            out.append(f"{sel} {box}")
    return out


def phone_order_ok(page: Page) -> None:
    """At 360 px: the decision first, then the own boards; nothing scrolls sideways."""
    page.set_viewport_size(PHONE)
    tops = page.evaluate("""() => ['#decision', '#mine', '.board']
        .map(s => document.querySelector(s).getBoundingClientRect().top + scrollY)""")
    assert tops[0] < tops[1] < tops[2], f"phone order {tops}"
    assert horizontal_overflow(page) == 0
    page.set_viewport_size(WIDE)


def test_the_decision_and_own_boards_are_on_screen_at_every_decision(
        app: Page, base_url: str) -> None:
    app.set_viewport_size(WIDE)
    app.goto(base_url)
    wait_ready(app)
    screens(app, "solo-setup", (PHONE, WIDE))
    start_game(app, players=1, seed=11)
    shots: dict[str, Callable[[], bool]] = {
        "inventory": lambda: "Inventorying" in (app.text_content("#status .half-year") or ""),
        "loading": lambda: app.locator("#decision [data-key^='load:']").count() > 0,
    }
    screens(app, "board-start", (PHONE, WIDE))
    phone_order_ok(app)
    rng = random.Random(11)
    decisions = 0
    while not is_over(app):
        assert decisions < MAX_CLICKS, "the game does not end"
        problems = off_screen(app)
        if problems:
            screens(app, "board-off-screen", (WIDE,))
        assert not problems, f"decision {decisions}: off screen: {problems}"
        for name, seen in list(shots.items()):
            if seen():
                screens(app, f"board-{name}", (PHONE, WIDE))
                phone_order_ok(app)
                del shots[name]
        decisions += 1
        click_option(app, rng)
    assert not shots, f"never seen: {list(shots)}"
    screens(app, "board-end", (PHONE, WIDE))


def _position(seeds: range, wanted: Callable[[Game], bool]) -> Game:
    """A position of a greedy game (CPython) where ``wanted`` holds and the page would ask
    (2+ options, not a payment it makes by itself)."""
    for seed in seeds:
        g = new_game(players=1, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            d = g.decision()
            if d is not None and len(d.options) > 1 and d.kind != "pay" and wanted(g):
                return g
            g.play(greedy_move(g, rng))
    raise AssertionError("no such position in these games")


def _open(app: Page, base_url: str, game: Game) -> None:
    app.set_viewport_size(WIDE)
    open_link(app, f"{base_url}#g={game.encode()}")
    expect(app.locator("#decision .prompt")).to_have_text(game.decision().prompt)  # type: ignore[union-attr]


def test_options_carry_their_consequences(app: Page, base_url: str) -> None:
    # Every option says what it gives and takes until the next question ("+3 Wood").
    g = new_game(players=1, seed=11)
    _open(app, base_url, g)
    wood = next(o for o in view(g)["decision"]["options"] if o["key"] == "space:woodcutter")
    assert re.fullmatch(r"\+\d+ Wood", wood["changes"])
    expect(app.locator(f"{PANEL_OPTIONS}[data-key='space:woodcutter']")).to_contain_text(wood["changes"])
    # Tool moves say the VP they add (rulebook "Tools": VP by the indicator's position).
    g = _position(range(5), lambda g: any(k.startswith("tool:") for k in g.legal_moves()))
    _open(app, base_url, g)
    tool = app.locator(f"{PANEL_OPTIONS}[data-key^='tool:']").first
    expect(tool).to_contain_text(re.compile(r"\+\d+ VP"))
    # The setting "show how each option changes my score now": the live score after it.
    app.click("#decision .settings summary")
    app.check("#decision [data-action='score_preview']")
    expect(tool).to_contain_text(re.compile(r"score now -?\d+(\.\d)? VP"))
    app.uncheck("#decision [data-action='score_preview']")
    expect(app.locator("#decision .opt-score")).to_have_count(0)
    # Building options carry the building's effect.
    g = _position(range(5), lambda g: any(k.startswith("build:") for k in g.legal_moves()))
    _open(app, base_url, g)
    build = app.locator(f"{PANEL_OPTIONS}[data-key^='build:']").first
    key = build.get_attribute("data-key") or ""
    expect(build).to_contain_text(BUILDINGS[key[6:]].text)
    screens(app, "board-building", (PHONE, WIDE))
    phone_order_ok(app)
    # An option that makes animals leave says so.
    def forces_release(g: Game) -> bool:
        for k in g.legal_moves():
            t = g.copy()
            n = len(t.state.log)
            t.play(k)
            d = t.decision()
            if any(x.endswith("(no room)") for _, x in t.state.log[n:]) or (
                    d is not None and d.kind == "release"):
                return True
        return False

    g = _position(range(5), lambda g: g.decision().kind != "release" and forces_release(g))  # type: ignore[union-attr]
    _open(app, base_url, g)
    warned = app.locator(f"{PANEL_OPTIONS}.forces-release").first
    expect(warned).to_contain_text(re.compile(r"no room: .+ must go"))


def test_the_home_board_shows_each_animal_in_a_holding_with_its_capacity(
        app: Page, base_url: str) -> None:
    g = _position(range(5), lambda g: sum(g.state.players[0].herd()) >= 6
                  and g.state.players[0].tiles.get("stall", 0) > 0)
    _open(app, base_url, g)
    home = app.locator("#mine .home")
    holdings = home.locator(".holding")
    shown = holdings.evaluate_all(
        "els => els.map(e => [e.dataset.holding, +e.dataset.count, +e.dataset.capacity,"
        " e.querySelectorAll('.holding-animals .icon').length,"
        " e.querySelector('.holding-cap').textContent])")
    herd = sum(g.state.players[0].herd())
    assert sum(count for _, count, _, _, _ in shown) == herd
    for kind, count, capacity, drawn, text in shown:
        assert drawn == count and text == f"{count}/{capacity}" and count <= capacity, kind
    capacities = {kind: capacity for kind, _, capacity, _, _ in shown}
    assert capacities["stall"] == 3 and capacities["dike"] == 1
    # Help on the tiles: a Stall says what it holds.
    stall = home.locator(".cell.tile-stall").first
    stall.focus()
    expect(app.locator("#help-tip")).to_contain_text("Holds 3 animals of one type")


def test_what_a_move_changed_is_highlighted_on_the_own_board(app: Page, base_url: str) -> None:
    """One mechanism for 'what just changed': the engine's record names
    the elements a move touched, and the board marks them until the next click."""
    app.set_viewport_size(WIDE)
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=1, seed=11)
    renders = int(app.get_attribute("#app", "data-renders") or 0)
    app.click("#decision [data-key='space:clay_worker']")
    app.wait_for_function(
        "n => Number(document.getElementById('app').dataset.renders || 0) > n", arg=renders)
    mine = app.locator("#mine")
    expect(app.locator("[data-el~='space:clay_worker'].changed").first).to_be_visible()
    expect(mine.locator("[data-el~='good:0:clay'].changed").first).to_be_visible()
    expect(mine.locator("[data-el~='good:0:wood'].changed")).to_have_count(0)
