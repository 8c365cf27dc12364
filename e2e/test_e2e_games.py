"""One page for every game (the JS half of the registry contract): the home screen draws
each game's setup form from ``window.arlePy("registry")`` and Start sends the contract's
"new" payload; the shell (decision panel, score sheet, story, end screen) draws a 3–4
player Agricola model with every seat named and coloured, its boards by its own renderer.

The page's Python is wrapped here (an init script): "registry" answers with Fields of
Arle's entry and an Agricola entry of 1–4 players, and "new" for Agricola answers with a
real model whose board is agricola_core's view of a game in CPython. Screenshots go to
e2e/artifacts/screens/games-*.
"""

from __future__ import annotations

import json
import random
from typing import Any

from e2e_support import DESKTOP, PHONE, screens, wait_ready
from playwright.sync_api import Page, expect

from agricola_core import new_game
from agricola_core.bots import random_move
from agricola_core.view import view

AGRICOLA = {
    "id": "agricola", "name": "Agricola", "tag": "A3.", "players": [1, 4], "default": False,
    "installed": False, "blurb": "the family game, 1–4 players",
    "setup": [{"name": "two_resources", "label": "Take 2 different building resources",
               "kind": "flag", "default": True, "help": "An action space of the family game."}],
    "levels": [{"value": "casual", "label": "casually"},
               {"value": "good", "label": "well", "default": True},
               {"value": "strong", "label": "its strongest (thinks longer)"}],
}
NAMES = ["Ann", "Bo", "Cy", "Di"]

# Wraps the page's Python once python.js sets window.arlePy: "registry" gets the games
# the page's Python lists (Agricola's added if missing); every "new" payload is kept in
# window.__new; a "new" for a 3- or 4-player Agricola game answers with the page's own
# model (its ui) with that game's board, seats, story and end screen.
WRAP = """
([agricola, models]) => {
  window.__new = [];
  let real;
  Object.defineProperty(window, "arlePy", {
    configurable: true,
    get() { return real && wrapped; },
    set(fn) { real = fn; },
  });
  function wrapped(action, arg = "") {
    if (action === "registry") {
      const games = JSON.parse(real("registry"));
      const listed = games.some((g) => g.id === agricola.id); // the registry's own entry
      return JSON.stringify(listed ? games : [...games, agricola]);
    }
    if (action === "new") {
      const payload = JSON.parse(arg);
      window.__new.push(payload);
      const agricolaModel = models[String(payload.players)];
      if (payload.game === "agricola" && agricolaModel) {
        const model = JSON.parse(real("view"));
        const { ui, ...board } = agricolaModel;
        return JSON.stringify({ ...model, ...board, ui: { ...model.ui, ...ui } });
      }
    }
    return real(action, arg);
  }
}
"""


def agricola_model(players: int, moves: int, over: bool = False) -> dict[str, Any]:
    """What the page's Python sends for an Agricola game: the game, the seats, the board
    as agricola_core's view writes it, and the shell's story and end screen."""
    g = new_game(players, 7)
    rng = random.Random(7)
    for _ in range(moves):
        if g.is_over:
            break
        g.play(random_move(g, rng))
    while over and not g.is_over:
        g.play(random_move(g, rng))
    v = view(g)
    names = NAMES[:players]
    sheets = g.scores()
    categories = v["categories"]
    end = {"winner": v["winner"], "names": names, "tie_break": None, "categories": categories,
           "unit": "points",
           "sheets": sheets, "chart": [{"round": r, "scores": [dict(s) for s in sheets]}
                                       for r in (13, 14)]} if over else None
    decider = (v["decision"] or {}).get("player")
    return {
        "game": {"id": "agricola", "name": "Agricola", "tag": "A3.", "unit": "points"},
        "view": v,
        "ui": {
            "seats": [{"name": n, "who": "here", "level": None, "to_move": i == decider}
                      for i, n in enumerate(names)],
            "end": end, "history": [], "link": None, "moves": moves,
            "shown": {"kind": "story", "from": 1, "earlier": 0, "elements": [],
                      "lines": [{"player": p, "move": p + 1, "text": f"took wood ({p})"}
                                for p in range(players)]},
        },
    }


def _models() -> dict[str, dict[str, Any]]:
    return {str(players): agricola_model(players, 5) for players in (3, 4)}


def _open(page: Page, base_url: str, models: dict[str, Any]) -> None:
    page.add_init_script(script=f"({WRAP})({json.dumps([AGRICOLA, models])})")
    page.goto(base_url)
    wait_ready(page)


def test_the_form_is_each_games_schema_and_start_sends_the_contracts_payload(
        app: Page, base_url: str) -> None:
    _open(app, base_url, _models())
    games = app.locator("#game-choice input[name='game']")
    expect(games).to_have_count(2)
    expect(app.locator("#game-choice input[value='arle']")).to_be_checked()  # the default first
    expect(app.locator("input[name='players']")).to_have_count(2)  # Fields of Arle: 1–2
    expect(app.locator("input[name='variant']")).to_have_count(2)

    app.check("#game-choice input[value='agricola']")
    expect(app.locator("input[name='players']")).to_have_count(4)
    expect(app.locator("input[name='variant']")).to_have_count(0)
    expect(app.locator("input[name='two_resources']")).to_be_checked()
    app.check("input[name='players'][value='4']")
    expect(app.locator(".seat-row")).to_have_count(4)
    for i, name in enumerate(NAMES):
        app.fill(f"#name-{i}", name)
    app.select_option("#who-1", "link")
    app.select_option("#who-2", "computer")
    expect(app.locator("#level-2")).to_have_value("good")
    app.select_option("#level-2", "strong")
    app.uncheck("input[name='two_resources']")
    app.fill("#seed", "12")
    expect(app.locator("#start")).to_have_text("Start a game against the computer")
    screens(app, "games-form", (PHONE, DESKTOP))
    app.click("#start")
    sent = app.evaluate("window.__new")[-1]
    assert sent == {
        "game": "agricola", "players": 4, "names": NAMES, "seed": "12",
        "seats": [{"who": "here", "level": "good"}, {"who": "link", "level": "good"},
                  {"who": "computer", "level": "strong"}, {"who": "here", "level": "good"}],
        "options": {"start_player": "random", "two_resources": False, "solo_storehouse": False},
    }


def test_fields_of_arles_pick_is_sent_in_place_of_its_field(app: Page, base_url: str) -> None:
    _open(app, base_url, {})
    app.check("input[name='players'][value='1']")
    app.check("input[name='buildings'][value='chosen']")
    expect(app.locator("#pick-buildings_chosen")).to_be_visible()
    app.click("#start")
    sent = app.evaluate("window.__new")[-1]
    assert sent["game"] == "arle" and sent["players"] == 1 and sent["seats"] == [
        {"who": "here", "level": "good"}]
    assert sent["options"]["variant"] == "printed"
    # The ticked houses (4 green, 2 yellow, 3 inns): orange and red are always in play.
    assert isinstance(sent["options"]["buildings"], list) and len(sent["options"]["buildings"]) == 9
    expect(app.locator("#buildings .building")).to_have_count(18)


def test_the_shell_draws_a_three_and_a_four_player_agricola_game(app: Page, base_url: str) -> None:
    errors: list[str] = []
    app.on("pageerror", lambda exc: errors.append(str(exc)))
    models = _models()
    models["4"] = agricola_model(4, 0, over=True)
    _open(app, base_url, models)
    app.check("#game-choice input[value='agricola']")

    app.check("input[name='players'][value='3']")
    app.click("#start")
    expect(app.locator("#game")).to_be_visible()
    assert errors == []
    three = models["3"]["view"]
    expect(app.locator("#decision .prompt")).to_have_text(three["decision"]["prompt"])
    decider = three["decision"]["player"]
    expect(app.locator("#decision .options-main [data-key]")).to_have_count(
        len(three["decision"]["options"]))
    expect(app.locator("#decision .turn")).to_contain_text(NAMES[decider])
    expect(app.locator("#decision")).to_have_attribute("data-seat", str(decider))
    expect(app.locator("#scores thead th[data-seat]")).to_have_count(3)
    expect(app.locator("#scores tbody tr")).to_have_count(len(three["categories"]) + 1)
    assert app.locator("#scores td[data-score='2:total']").text_content() == str(
        three["players"][2]["score"]["total"])
    expect(app.locator("#decision .story-lines li[data-seat]")).to_have_count(3)
    expect(app.locator("#agri-rounds")).to_be_visible()  # Agricola's renderer, loaded now
    assert app.title().endswith("— Agricola")
    colours = app.locator("#scores thead th[data-seat] .mark").evaluate_all(
        "els => els.map((e) => getComputedStyle(e).color)")
    assert len(set(colours)) == 3, colours
    screens(app, "games-agricola-3", (PHONE, DESKTOP))

    app.click("[data-action='open-setup']")
    app.check("input[name='players'][value='4']")
    app.click("#start")
    four = models["4"]
    expect(app.locator("#end")).to_be_visible()
    totals = [s["total"] for s in four["ui"]["end"]["sheets"]]
    winner = four["view"]["winner"]
    headline = app.locator("#end .end-winner").text_content() or ""
    if winner is None:
        assert "share the win" in headline
    else:
        assert headline.startswith(f"{NAMES[winner]} wins with {totals[winner]} points to ")
    expect(app.locator("#end .end-sheets thead th[data-seat]")).to_have_count(4)
    expect(app.locator("#end .chart-total")).to_have_count(8)  # 4 bars in each of 2 rounds
    seats = app.locator("#end .chart-seats").text_content() or ""
    assert "left" not in seats and all(n in seats for n in NAMES), seats
    screens(app, "games-agricola-end", (PHONE, DESKTOP))
    assert errors == []
