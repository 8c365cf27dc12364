"""Whole Agricola games in the page, in Chromium, checked against ``agricola_core`` in
CPython: four people on one device clicking a game from the first move to the end screen,
one person against three computer seats to the end, and every golden link of every link
format opening on its score sheet.

The totals are checked against the engine's score of the game's own link (the page's
address decoded here), so the page cannot agree with itself alone; the score sheet's rows
are the rulebook's scoring categories ("Die Wertung", the appendix of the family game's
rulebook: fields, pastures, grain, vegetables, sheep, wild boar, cattle, unused spaces,
fenced stables, clay and stone rooms, family members, the points for cards (begging cards
and improvements) and bonus points). Screenshots: e2e/artifacts/screens/agricola-*.png.
"""

from __future__ import annotations

import json
import random
import statistics
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from e2e_support import (
    SAVE_PREFIX,
    a_save_played_in_cpython,
    address_code,
    fence_by_tapping,
    human_turn,
    is_over,
    page_record,
    preset_storage,
    render_count,
    screens,
    shown_scores,
    wait_ready,
    wait_render,
)
from playwright.sync_api import Page, expect

from agricola_core import Game, decode, new_game
from agricola_core.ai import choose

DESKTOP = {"width": 1400, "height": 900}
PHONE = {"width": 360, "height": 740}
GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "agricola" / "golden"
NAMES = ("Ada", "Ben", "Cyd", "Dee")
MAX_CLICKS = 900  # far above a 4-player game's: a stuck decision fails instead of looping
WAIT_MS = 120_000  # the computer's first question boots its worker

# The rulebook's scoring categories ("Die Wertung"), in the sheet's order, as the page
# names them; "points for cards" are two lines, begging cards and improvements.
CATEGORIES = [
    "Fields", "Pastures", "Grain", "Vegetables", "Sheep", "Wild boar", "Cattle",
    "Unused spaces", "Fenced stables", "Clay and stone rooms", "Family members",
    "Begging cards", "Improvements", "Bonus points",
]


def new_agricola_game(page: Page, seats: list[dict[str, str]], seed: int) -> None:
    """The home screen's form as a player fills it: Agricola, the player count, each
    seat's name and who plays it (``who`` "here", "link" or "computer" at ``level``)."""
    if page.locator("#setup").is_hidden():
        page.click("[data-action='open-setup']")
    page.check("input[name='game'][value='agricola']")
    page.check(f"input[name='players'][value='{len(seats)}']")
    for i, seat in enumerate(seats):
        page.fill(f"#name-{i}", seat.get("name", ""))
        page.select_option(f"#who-{i}", seat["who"])
        if seat["who"] == "computer":
            page.select_option(f"#level-{i}", seat["level"])
    page.fill("#seed", str(seed))
    renders = render_count(page)
    page.click("#start")
    wait_render(page, renders)
    # (the first time, the page installs Agricola's engine before the game opens)
    expect(page.locator("#decision .game-info")).to_contain_text(f"{len(seats)} players",
                                                                 timeout=60_000)


# One round trip picks what a player clicks next and where it is on the screen: "End turn"
# when the hot-seat turn is over, else an option (the ``pick`` share of the visible ones in
# the panel), on the board (a farm, the action spaces, the majors) when it is there and
# ``board`` is under the board share. The
# click itself is the mouse's (the browser's own hit test); the point is checked to hit
# that button first, so nothing covering it goes unnoticed.
AIM = """([pick, board, share]) => {
  const visible = (e) => e.checkVisibility();
  const end = document.querySelector("#decision [data-action='end_turn']");
  let target = end && visible(end) ? end : null, key = null;
  if (!target) {
    const keys = [...document.querySelectorAll("#decision button[data-key]")].filter(visible)
      .map((e) => e.dataset.key);
    if (!keys.length) return null;
    key = keys[Math.floor(pick * keys.length)];
    // On the board: the deciding player's farm (#mine) or the shared boards (#board).
    const at = (inPanel) => [...document.querySelectorAll("#app button[data-key]")]
      .find((e) => e.dataset.key === key && visible(e) && inPanel === !!e.closest("#decision"));
    target = (board < share && at(false)) || at(true);
  }
  target.scrollIntoView({ block: "center" });
  const r = target.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const turn = document.querySelector("#decision .turn, #decision .turn-ended .prompt");
  return { key, x, y, board: !target.closest("#decision"),
    hit: document.elementFromPoint(x, y)?.closest("button") === target,
    turn: turn ? turn.textContent : "",
    renders: Number(document.getElementById("app").dataset.renders || 0) };
}"""


class Click(NamedTuple):
    key: str | None  # None: "End turn"
    on_board: bool


def click_next(page: Page, rng: random.Random, names: tuple[str, ...] = (),
               board_share: float = 0.3) -> Click:
    """Click what a player clicks next: "End turn" or an option chosen at random (seeded),
    in the panel or on the board. With ``names``, the question must say whose turn it is."""
    aim = page.evaluate(AIM, [rng.random(), rng.random(), board_share])
    if aim is None and page.locator("#decision .agri-picker").count():
        return Click(fence_by_tapping(page, rng), True)  # its spaces tapped on the farm
    assert aim is not None, "no option while the game is not over"
    assert aim["hit"], f"{aim['key'] or 'End turn'} is covered where it is drawn"
    if names:
        assert any(n in aim["turn"] for n in names), f"whose turn is not shown: {aim['turn']!r}"
    page.mouse.click(aim["x"], aim["y"])
    wait_render(page, aim["renders"])
    return Click(aim["key"], aim["board"])


def end_sheets(page: Page) -> list[dict[str, float]]:
    """The end screen's score sheets: {category: points} per player."""
    cells: list[list[str]] = page.locator("#end td[data-end-score]").evaluate_all(
        "els => els.map(e => [e.dataset.endScore, e.textContent])")
    sheets: dict[int, dict[str, float]] = {}
    for ident, text in cells:
        player, category = ident.split(":")
        sheets.setdefault(int(player), {})[category] = float(text)
    return [sheets[i] for i in sorted(sheets)]


def engine_sheets(game: Game) -> list[dict[str, float]]:
    return [{k: float(v) for k, v in s.items()} for s in game.scores()]


def check_the_end(page: Page, players: int) -> Game:
    """The end screen and the score sheet of a finished game equal the engine's score of
    the game's link, by the rulebook's categories, for every player; returns the game."""
    game = decode(address_code(page))
    assert game.is_over and game.setup.players == players
    assert page_record(page)["moves"] == game.moves
    expected = engine_sheets(game)
    assert len(expected) == players
    assert end_sheets(page) == expected
    assert shown_scores(page) == expected
    rows = page.locator("#end table.end-sheets tbody th[scope='row']").all_text_contents()
    assert rows == [*CATEGORIES, "Total"]
    expect(page.locator("#scores h2")).to_have_text("Final score sheet")
    expect(page.locator("#end svg.score-chart")).to_be_visible()
    assert overlapping_chart_labels(page) == [], "the chart's labels print over each other"
    return game


def overlapping_chart_labels(page: Page) -> list[list[str]]:
    """Pairs of the end chart's total labels whose boxes overlap (their texts)."""
    pairs: list[list[str]] = page.evaluate("""() => {
        const boxes = [...document.querySelectorAll('#end .chart-total')]
          .map((n) => [n.textContent, n.getBoundingClientRect()]);
        const out = [];
        boxes.forEach(([a, r], i) => boxes.slice(i + 1).forEach(([b, q]) => {
          if (r.left < q.right - 0.5 && q.left < r.right - 0.5
              && r.top < q.bottom - 0.5 && q.top < r.bottom - 0.5) out.push([a, b]);
        }));
        return out.slice(0, 5); }""")
    return pairs


def test_four_people_click_a_whole_game_on_one_device(app: Page, base_url: str) -> None:
    """A hot-seat game of four clicked from the form to the end screen: options chosen at
    random (seeded), mostly in the decision panel, sometimes on the board; each turn
    handed over with "End turn"; every question names the player whose turn it is."""
    app.set_viewport_size(DESKTOP)
    app.goto(base_url)
    wait_ready(app)
    new_agricola_game(app, [{"who": "here", "name": n} for n in NAMES], seed=5)
    # Every farm is headed by its player's name, as the form gave it.
    expect(app.locator(".agri-player-head .agri-who-name")).to_have_count(4)  # drawn
    heads = app.locator(".agri-player-head .agri-who-name").all_text_contents()
    assert sorted(heads) == sorted(NAMES), heads
    rng = random.Random(5)
    clicked: list[str] = []
    hand_overs = on_board = 0
    while not is_over(app):
        assert len(clicked) + hand_overs < MAX_CLICKS, "the game does not end"
        click = click_next(app, rng, NAMES)
        if click.key is None:
            hand_overs += 1
        else:
            clicked.append(click.key)
            on_board += click.on_board
    game = check_the_end(app, players=4)
    played = iter(game.moves)
    assert all(key in played for key in clicked), "a clicked option is not in the link"
    expect(app.locator("#end")).to_contain_text(NAMES[game.winners()[0]])
    screens(app, "agricola-hotseat-end", (PHONE, DESKTOP))
    assert on_board > len(clicked) // 10, f"only {on_board} options clicked on the board"
    assert hand_overs > 14 * 4, "fewer turns handed over than the players' first persons'"
    page_ms = app.evaluate("window.arlePerf.clicks")
    print(f"\nfour on one device: {len(clicked)} options and {hand_overs} hand-overs clicked, "
          f"{on_board} on the board, {len(game.moves)} moves; the page's click to board: "
          f"{sum(page_ms) / 1000:.1f} s in all, median {statistics.median(page_ms):.0f} ms")


LATE_ROUND = 12  # a saved game opens here: the page plays the last three rounds


def a_save_against_computers(players: int, seat: int, level: str, seed: int,
                             stop: Callable[[Game, bool], bool]) -> tuple[str, str]:
    """A game, ``seat`` played here by Ann and every other seat by the computer at
    ``level``, played in CPython until ``stop``."""
    who = ["computer"] * players
    who[seat] = "here"
    names = [""] * players
    names[seat] = "Ann"
    return a_save_played_in_cpython(
        lambda session: session.start("agricola", players, seed, {}, names, who,
                                      [level] * players),
        choose, level, seed, stop)


def a_save_near_the_end(seat: int, level: str, seed: int) -> tuple[str, str]:
    """A 4-player game against three computers at the person's first decision of round
    ``LATE_ROUND``."""
    return a_save_against_computers(
        4, seat, level, seed,
        lambda game, computer: game.round >= LATE_ROUND and not computer)


def resume(app: Page, base_url: str, key: str, text: str) -> None:
    """A fresh page of the device that holds the save, opened from "Your games"."""
    preset_storage(app, base_url, {key: text})
    app.goto(base_url)
    wait_ready(app)
    app.evaluate("window.arleComputer.settings.pace = 0")  # the test need not watch them
    app.click("#games-button")
    app.locator(f"#games [data-action='resume'][data-id='{key.removeprefix(SAVE_PREFIX)}']"
                ).click()


def test_one_person_plays_three_computer_seats_to_the_end(app: Page, base_url: str) -> None:
    """The person plays seat 2 by clicking; three computer seats (casual) play theirs by
    themselves, each choice the one the engine's AI makes in CPython; the end screen's
    totals are the engine's for the game's link. The game opens from "Your games" three
    rounds before its end (the form's computer seats: the playtest's hand-over test)."""
    seat = 2
    key, text = a_save_near_the_end(seat, "casual", seed=9)
    app.set_viewport_size(DESKTOP)
    resume(app, base_url, key, text)
    rng = random.Random(9)
    clicks = 0
    while True:
        human_turn(app, seat, WAIT_MS)
        if is_over(app):
            break
        assert clicks < MAX_CLICKS, "the game does not end"
        assert click_next(app, rng).key is not None, "a hand-over against the computer"
        clicks += 1
    assert clicks > 0, "the page played none of the game"
    game = check_the_end(app, players=4)
    expect(app.locator(f"#end .end-sheets thead th[data-seat='{seat}']")).to_contain_text("Ann")
    # Each of the computers' choices is the one agricola_core's AI makes in CPython.
    setup = game.setup
    replay = new_game(4, setup.seed, start_player=setup.start_player,
                      solo_storehouse=setup.solo_storehouse, two_resources=setup.two_resources)
    differ, asked = [], 0
    for n, key in enumerate(game.moves):
        d = replay.decision()
        assert d is not None
        if d.player != seat and len(d.options) > 1 and replay.round >= LATE_ROUND:
            asked += 1
            if choose(replay, "casual") != key:
                differ.append(n)
        replay.play(key)
    assert asked > 10 and differ == [], f"the page's computer chose otherwise at moves {differ}"
    print(f"\none against three computers: {clicks} options clicked, {len(game.moves)} moves")


def test_the_computers_turn_is_headed_by_whose_lines_it_tells(app: Page, base_url: str) -> None:
    """The computer's move that ends round 4 sets off the harvest, in which the page feeds
    the person's family by itself: the story then tells more than the computer's moves
    and is headed "Since your last move"; a turn of the computer's moves alone is headed
    by its name (seed 2: the person's seeded random moves, the computer's 22nd move)."""
    key, text = a_save_against_computers(
        2, 0, "casual", 2, lambda game, computer: computer and len(game.moves) == 21)
    app.set_viewport_size(DESKTOP)
    resume(app, base_url, key, text)
    human_turn(app, 0, WAIT_MS)
    title, lines = app.locator("#decision .story-title"), app.locator("#decision .story-line")
    expect(title).to_have_text("Since your last move")
    seats = {line.get_attribute("data-seat") for line in lines.all()}
    assert {"0", "1"} <= seats, seats
    rng = random.Random(2)
    while True:  # on to a turn of the computer that tells its own moves only
        click_next(app, rng)
        human_turn(app, 0, WAIT_MS)
        assert not is_over(app), "no turn of the computer's own moves alone"
        seats = {line.get_attribute("data-seat") for line in lines.all()}
        if seats == {"1"}:
            break
    expect(title).to_have_text("What Computer did")


def test_three_computers_turns_are_each_told_under_its_own_name(app: Page, base_url: str) -> None:
    """Ann's first move of a 4-player game against three computers, the save made as the
    computers are to move: once they have, the story is headed by all three names, each
    computer's moves under its own; every computer seat's board says its level, Ann's
    none."""
    chose: list[bool] = []

    def after_anns_move(game: Game, computer: bool) -> bool:
        chose.append(not computer)
        return computer and len(chose) > 1 and chose[-2]

    key, text = a_save_against_computers(4, 0, "casual", 5, after_anns_move)
    app.set_viewport_size(DESKTOP)
    resume(app, base_url, key, text)
    human_turn(app, 0, WAIT_MS)
    title = app.locator("#decision .story-title")
    expect(title).to_have_text("What Computer 1, Computer 2 and Computer 3 did")
    app.click("#decision .story-fold")
    runs = app.locator("#decision .story-run")
    expect(runs).to_have_count(3)
    for seat in (1, 2, 3):
        run = app.locator(f"#decision .story-run[data-seat='{seat}']")
        expect(run.locator(".story-run-title .who-name")).to_have_text(f"Computer {seat}")
        assert {line.get_attribute("data-seat") for line in run.locator(".story-line").all()} \
            == {str(seat)}
    for seat in (1, 2, 3):
        expect(app.locator(f".agri-player.agri-seat-{seat} .agri-player-head .seat-computer")
               ).to_have_text("casual computer")
    expect(app.locator(".agri-player.agri-seat-0 .seat-computer")).to_have_count(0)
    screens(app, "agricola-three-computers")


GOLDEN_LINKS = sorted(GOLDEN.glob("format*/*.json"))


def test_every_golden_link_opens_on_its_score_sheet(app: Page, base_url: str) -> None:
    """Each golden game of each link format (A1., A2., A3.) opens in one page, one after
    another as links pasted into its address: the end screen with the engine's sheets."""
    app.set_viewport_size(DESKTOP)
    app.goto(base_url)
    wait_ready(app)
    formats = set()
    for path in GOLDEN_LINKS:
        record = json.loads(path.read_text(encoding="utf-8"))
        link = record["link"]
        formats.add(link[:3])
        renders = render_count(app)
        app.evaluate("url => { location.href = url; }", f"{base_url}#g={link}")
        wait_render(app, renders)
        expect(app.locator("#app")).to_have_attribute("data-over", "1")
        game = check_the_end(app, players=record["players"])
        assert engine_sheets(game) == [{k: float(v) for k, v in s.items()}
                                       for s in record["scores"]], path.name
    assert formats == {"A1.", "A2.", "A3."}
    assert len(GOLDEN_LINKS) >= 12
