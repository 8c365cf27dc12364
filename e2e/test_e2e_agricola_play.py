"""Agricola in a real page game, in Chromium: its setup on the home screen, and a
harvest's feeding clicked in the harvest box (pastures: test_e2e_agricola_fences.py).

Each opens a link made with the engine (``#g=``: the link is the game record) at the
moment to test, plays it by clicking, and checks the engine's game of the page's link
after."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

from e2e_support import (
    css_string,
    end_turn_if_asked,
    fill_agricola_form,
    open_hot_seat,
    preset_storage,
    render_count,
    screens,
    wait_ready,
    wait_render,
)
from playwright.sync_api import Page, expect

from agricola_core import Game, decode, new_game
from agricola_core.bots import greedy_move

Stop = Callable[[Game], bool]


def _move(g: Game, rng: random.Random) -> str:
    """The greedy test bot, but one that fences and builds once it can (the greedy bot
    alone rarely does, and the moments below need a farm that fences)."""
    d = g.decision()
    assert d is not None
    goods = g.farmers[d.player].goods
    wants = ["space:fences"] if goods["wood"] >= 6 else []
    return next((k for k in wants if d.option(k) is not None), None) or greedy_move(g, rng)


def game_at(players: int, seed: int, stop: Stop) -> Game:
    """A game played from its seed to the first decision ``stop`` picks."""
    g, rng = new_game(players, seed), random.Random(seed)
    while not stop(g):
        assert not g.is_over, "the game never reached the moment asked for"
        g.play(_move(g, rng))
    return g


def _pastures(g: Game) -> bool:
    d = g.decision()
    return d is not None and sum(o.key.startswith("pasture:") for o in d.options) >= 3


def _short_at_feeding(g: Game) -> bool:
    d = g.decision()
    return (d is not None and d.kind == "feed" and d.option("eat:grain") is not None
            and g.farmers[d.player].goods["food"] < g.food_needed(d.player))


def page_game(app: Page) -> Game:
    return decode(app.get_attribute("#app", "data-link") or "")


def test_the_game_chooser_stops_saying_downloaded_once_the_engine_is_in(
        app: Page, base_url: str) -> None:
    """A page that has not played Agricola yet says it is downloaded when started; once
    a game of it started (its engine installed in this tab), the form says so no more."""
    app.goto(base_url)
    wait_ready(app)
    later = app.locator("#game-choice label", has_text="Agricola").locator(
        "span", has_text="downloaded when you start it")
    expect(later).to_be_visible()
    fill_agricola_form(app, 1, 7)
    renders = render_count(app)
    app.click("#start")
    wait_render(app, renders)
    expect(app.locator("#agri-spaces .agri-space").first).to_be_visible(timeout=60_000)
    app.click("[data-action='open-setup']")
    expect(app.locator("#game-choice label", has_text="Agricola")).to_be_visible()
    expect(later).to_have_count(0)


def test_the_home_screen_names_both_games_until_one_is_chosen_and_learning_follows_the_choice(
        app: Page, base_url: str) -> None:
    """A newcomer come for Agricola must not read "Fields of Arle" as the site's name: with
    no game open and none chosen, the header and the tab name both games; choosing one
    names it. "Learn to play" starts the game chosen in the form, so it comes after the
    choice, not above it."""
    app.goto(base_url)
    wait_ready(app)
    expect(app.locator("#site-title")).to_have_text("Fields of Arle · Agricola")
    assert app.title() == "Fields of Arle · Agricola"
    assert app.evaluate("""() => Boolean(document.getElementById('game-choice')
        .compareDocumentPosition(document.querySelector("[data-home='learn']"))
        & Node.DOCUMENT_POSITION_FOLLOWING)"""), "Learn to play stands above the game choice"
    app.check("input[name='game'][value='agricola']")
    expect(app.locator("#site-title")).to_have_text("Agricola")
    app.check("input[name='game'][value='arle']")
    expect(app.locator("#site-title")).to_have_text("Fields of Arle")


def test_the_home_screen_sets_up_agricola_with_its_start_player(app: Page, base_url: str) -> None:
    """The rulebook, "Spielvorbereitung": the start player begins; the 3-4 player card
    and the solo storehouse are asked only for the player counts they concern."""
    app.goto(base_url)
    wait_ready(app)
    expect(app.locator("[data-home='learn']")).to_be_visible()  # Fields of Arle's, first
    app.check("input[name='game'][value='agricola']")
    expect(app.locator("#site-title")).to_have_text("Agricola")
    expect(app.locator("[data-home='learn']")).to_be_visible()  # Agricola's guide too
    expect(app.locator("[data-home='learn']")).to_contain_text("against the computer")
    expect(app.locator("[data-home='daily']")).to_have_count(2)
    for node in app.locator("[data-home='daily']").all():  # Today's game: Agricola's own
        expect(node).to_be_visible()
    expect(app.locator("#daily-title")).to_contain_text("Today's game of Agricola")
    app.check("input[name='players'][value='1']")
    expect(app.locator("input[name='solo_storehouse']")).to_be_visible()
    expect(app.locator("select[name='start_player']")).to_be_hidden()
    app.check("input[name='players'][value='3']")
    expect(app.locator("input[name='solo_storehouse']")).to_be_hidden()
    expect(app.locator("input[name='two_resources']")).to_be_visible()
    for i, name in enumerate(["Ada", "Ben", "Cyd"]):
        app.fill(f"#name-{i}", name)
    app.select_option("select[name='start_player']", label="Player 3: Cyd")
    app.fill("#seed", "12")
    app.click("#start")
    app.wait_for_selector("#decision button[data-key]")
    g = page_game(app)
    assert (g.setup.players, g.setup.seed, g.setup.start_player) == (3, 12, 2)
    assert g.decision() is not None and g.decision().player == 2  # type: ignore[union-attr]
    expect(app.locator("#status .status-turn")).to_have_text("▲Cyd to play (player 3)")


def test_a_harvest_is_fed_by_clicking_in_the_harvest_box(app: Page, base_url: str) -> None:
    """The rulebook, "Harvest phase 2": each person eats 2 food; grain may be eaten for 1
    food; each food missing is a begging card (−3 points). With "Feed my family
    automatically" off (a setting kept on the device), the player feeds by clicking."""
    app.set_viewport_size({"width": 1400, "height": 900})
    preset_storage(app, base_url, {"arle.settings": json.dumps({"feed_auto": False})})
    g = game_at(3, 1, _short_at_feeding)
    d = g.decision()
    assert d is not None
    seat = d.player
    food, grain = g.farmers[seat].goods["food"], g.farmers[seat].goods["grain"]
    need = g.food_needed(seat)
    assert food < need <= food + grain  # short, unless the grain is eaten
    open_hot_seat(app, f"{base_url}#g={g.encode()}")
    box = app.locator(f"[data-target='feeding:{seat}']")
    expect(box).to_contain_text(f"{need} food needed")
    pay = box.locator("button[data-key='pay']")
    expect(pay).to_contain_text("1 begging card: −3 points")
    expect(app.locator("#decision button[data-key='pay']")).to_contain_text(
        "turn goods into food first")
    renders = render_count(app)
    box.locator("button[data-key='eat:grain']").click()
    wait_render(app, renders)
    fed = page_game(app)
    assert fed.moves[len(g.moves):len(g.moves) + 1] == ["eat:grain"]
    if fed.moves[len(g.moves) + 1:len(g.moves) + 2] != ["pay"]:  # not played for us
        renders = render_count(app)
        app.locator(f"[data-target='feeding:{seat}'] button[data-key='pay']").click()
        wait_render(app, renders)
        fed = page_game(app)
    assert fed.moves[len(g.moves):len(g.moves) + 2] == ["eat:grain", "pay"]
    farmer = fed.farmers[seat]
    assert farmer.begging == 0 and farmer.goods["grain"] == grain - 1
    assert farmer.goods["food"] == food + 1 - need


def _before_a_short_feeding(players: int, seed: int) -> tuple[Game, str]:
    """A game one move before a feeding where a player is short unless goods are turned
    into food, and that move."""
    g, rng = new_game(players, seed), random.Random(seed)
    while True:
        assert not g.is_over, "no feeding short of food"
        placing = g.decision().kind == "place" and len(g.legal_moves()) > 1  # type: ignore[union-attr]
        before, key = g.copy(), _move(g, rng)
        g.play(key)
        after = g.copy()
        while len(after.legal_moves()) == 1 and not _short_at_feeding(after):
            after.play(after.legal_moves()[0])  # forced: the page plays them by itself
        if placing and _short_at_feeding(after):
            return before, key


def test_a_harvest_feeds_the_family_by_itself_the_way_that_loses_fewest_points(
        app: Page, base_url: str) -> None:
    """"Feed my family automatically" (on unless turned off): the last move before a
    harvest plays its feeding the way that loses the fewest points (the engine's
    ``automatic_feeding``), said under the decision; the setting is in the panel."""
    from agricola_core.feeding import automatic_feeding

    app.set_viewport_size({"width": 1400, "height": 900})
    g, last = _before_a_short_feeding(2, 1)
    expected = g.copy()
    expected.play(last)
    seat = expected.decision().player  # type: ignore[union-attr]
    while (key := automatic_feeding(expected)) is not None:
        expected.play(key)
    assert any(k.startswith(("eat:", "cook:", "craft:")) for k in expected.moves[len(g.moves):])
    open_hot_seat(app, f"{base_url}#g={g.encode()}")
    renders = render_count(app)
    app.locator(f"#decision button[data-key={css_string(last)}]").click()
    wait_render(app, renders)
    fed = page_game(app)
    assert fed.moves[:len(expected.moves)] == expected.moves
    assert fed.farmers[seat].begging == 0
    expect(app.locator("#decision .auto-note")).to_contain_text("into")
    expect(app.locator("#decision .auto-note")).to_contain_text(
        "feeding your family as the settings say")
    screens(app, "agricola-auto-feeding")
    end_turn_if_asked(app)
    app.click("#decision .settings summary")
    box = app.locator("#decision [data-action='auto_choice'][data-id='feed_auto']")
    expect(box).to_be_checked()
    renders = render_count(app)
    box.uncheck()
    wait_render(app, renders)
    assert app.evaluate("JSON.parse(localStorage.getItem('arle.settings')).feed_auto") is False
