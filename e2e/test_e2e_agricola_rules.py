"""Agricola's Rules panel, tooltips and Hint in the page (real Chromium): the header's Rules
opens Agricola's sections (not Fields of Arle's, even after Arle's were shown) and its
search filters them; a tooltip on an action space, a farm space and a round card ends with
"Rules…", which opens the panel at that element's section; Hint asks the computer's worker
and marks one of the decision's own options. Screenshots at 1400×900 and 360×740:
e2e/artifacts/screens/agricola-rules-*.png and agricola-hint-*.png.
"""

from __future__ import annotations

import random

import pytest
from e2e_support import PHONE, SCREENS, answer_until_taken, open_link, wait_ready
from playwright.sync_api import Page, expect

from agricola_core import decode, new_game
from agricola_core.bots import greedy_move
from agricola_core.data import CATEGORIES, MAJORS
from agricola_core.game import SPACES
from agricola_core.rules_text import ordered_spaces
from agricola_core.view_text import CATEGORY_HELP, SPACE_HELP

DESKTOP = {"width": 1400, "height": 900}
PANEL = "#rules"
HINT_TIMEOUT_MS = 180_000  # the worker boots, installs Agricola's engine, thinks (strong)


def _link(players: int, seed: int, moves: int) -> str:
    """A game a few moves in (a person of the second seat or later to place)."""
    game = new_game(players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        game.play(greedy_move(game, rng))
    return game.encode()


LINK = _link(3, 21, 4)


def open_game(page: Page, base_url: str, link: str = LINK) -> None:
    """Open an Agricola game by its link, every seat played here; its board is drawn once
    its engine is in."""
    open_link(page, f"{base_url}#g={link}")
    options = page.locator("#decision button[data-key]").first
    answer_until_taken(page, page.get_by_role("button", name="We all play on this device"),
                       options)
    expect(options).to_be_visible()
    expect(page.locator("#agri-spaces .agri-space").first).to_be_visible()


def shoot(page: Page, name: str) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    stem = SCREENS / f"agricola-{name}-{page.viewport_size['width']}"  # type: ignore[index]
    page.screenshot(path=f"{stem}.png")
    page.screenshot(path=f"{stem}-full.png", full_page=True)


def open_rules(page: Page) -> None:
    page.get_by_role("button", name="Rules", exact=True).click()
    expect(page.locator(PANEL)).to_be_visible()


@pytest.fixture
def game(app: Page, base_url: str) -> Page:
    app.set_viewport_size(DESKTOP)
    open_game(app, base_url)
    return app


def test_the_rules_panel_is_agricolas_and_its_search_filters(app: Page, base_url: str) -> None:
    app.set_viewport_size(DESKTOP)
    app.goto(base_url)
    wait_ready(app)
    open_rules(app)  # no game open: Fields of Arle's rules
    panel = app.locator(PANEL)
    expect(panel.locator("[data-section='space:woodcutter']")).to_have_count(1)
    panel.get_by_role("button", name="Close the rules").click()
    app.evaluate("(code) => { location.hash = 'g=' + code; }", LINK)  # a link pasted in
    expect(app.locator("#agri-spaces .agri-space").first).to_be_visible(timeout=60_000)
    open_rules(app)
    expect(panel.locator("[data-section='space:woodcutter']")).to_have_count(0)
    spaces = ordered_spaces()
    assert len(spaces) == len(SPACES) == 32  # board 10, cards 4 + 4 more, round cards 14
    expect(panel.locator("[data-section^='space:']")).to_have_count(32)
    for s in spaces:
        expect(panel.locator(f"[data-section='space:{s.id}'] h4")).to_have_text(s.label)
    expect(panel.locator("[data-section^='major:']")).to_have_count(len(MAJORS))
    for heading in ("The game", "A round", "Action spaces", "The harvest", "Your farm",
                    "Major Improvements", "Scoring and the end"):
        expect(panel.locator(".rules-group h3", has_text=heading).first).to_be_visible()
    shoot(app, "rules")
    search = panel.locator(".rules-search")
    search.fill("begging")
    expect(panel.locator("[data-section='begging']")).to_be_visible()
    expect(panel.locator("[data-section='space:fishing']")).to_be_hidden()
    search.fill("cooking hearth bake")
    expect(panel.locator("[data-section='major:hearth_4']")).to_be_visible()
    expect(panel.locator("[data-section='begging']")).to_be_hidden()
    search.fill("xylophone")
    expect(panel.locator(".rules-none")).to_be_visible()
    panel.get_by_role("button", name="Close the rules").click()
    expect(panel).to_be_hidden()


def test_the_rules_panel_fits_a_phone(app: Page, base_url: str) -> None:
    app.set_viewport_size(PHONE)
    open_game(app, base_url)
    open_rules(app)
    box = app.locator(PANEL).bounding_box()
    assert box is not None and box["width"] <= PHONE["width"]
    shoot(app, "rules")
    app.locator(f"{PANEL} .rules-search").fill("pasture")
    expect(app.locator(f"{PANEL} [data-section='overview']")).to_be_hidden()
    expect(app.locator(f"{PANEL} [data-section='pastures']")).to_be_visible()
    shoot(app, "rules-search")


@pytest.mark.parametrize("element, section, words", [
    ("#agri-spaces [data-el~='space:fishing']", "space:fishing", SPACE_HELP["fishing"]),
    (".agri-farm [data-el~='room:0:b1']", "rooms", "A room of your house"),
    (".agri-round.is-current", None, None),
    (".agri-majors [data-el='major:well']", "major:well", "5 rounds"),
    ("#scores tr[data-el='score-row:wild boar'] th", "scoring", CATEGORY_HELP["wild boar"]),
])
def test_a_tooltip_opens_the_rules_at_its_section(
        game: Page, element: str, section: str | None, words: str | None) -> None:
    if section is None:  # the current round's card: its space's section and words
        key = game.locator(element).get_attribute("data-el") or ""
        space = key.split()[1].split(":")[1]
        section, words = f"space:{space}", SPACE_HELP[space]
    game.locator(element).first.hover()
    tip = game.locator("#help-tip")
    expect(tip).to_be_visible()
    expect(tip).to_contain_text(words)
    if section == "space:fishing":
        shoot(game, "tooltip")
    tip.locator(".help-rules").click()
    target = game.locator(f"{PANEL} [data-section='{section}']")
    expect(target).to_be_visible()
    expect(target).to_have_class("rules-section rules-target")
    expect(target).to_contain_text(words)


def test_the_score_sheet_explains_its_rows_by_tooltip_not_under_each(game: Page) -> None:
    """Every new farm is below zero in eight categories: no why-line under each row (the
    shell's score sheet), each row's help as its tooltip instead."""
    expect(game.locator("#scores th[data-help]")).to_have_count(len(CATEGORIES))
    expect(game.locator("#scores .score-why")).to_have_count(0)


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_hint_marks_one_of_the_decisions_options(app: Page, base_url: str,
                                                 size: dict[str, int]) -> None:
    app.set_viewport_size(size)
    open_game(app, base_url)
    link = app.locator("#app").get_attribute("data-link") or ""
    legal = decode(link).legal_moves()
    shown = app.locator("#decision button[data-key]").evaluate_all(
        "els => els.map(e => e.dataset.key)")
    assert set(shown) == set(legal)
    app.locator("#decision button[data-action='hint']").click()
    note = app.locator("#decision .hint-note")
    expect(note).to_be_visible(timeout=HINT_TIMEOUT_MS)
    expect(note).not_to_contain_text("No hint")
    hinted = app.locator("#decision button.hinted[data-key]")
    expect(hinted.first).to_be_visible()
    keys = set(hinted.evaluate_all("els => els.map(e => e.dataset.key)"))
    assert len(keys) == 1 and keys <= set(legal), keys
    label = decode(link).decision().option(keys.pop()).label
    expect(note.locator(".hint-head")).to_contain_text(label)
    assert app.locator("#app").get_attribute("data-link") == link  # the hint plays nothing
    shoot(app, "hint")


def test_the_link_holds_the_deal_and_the_page_never_shows_a_card_ahead(
        game: Page) -> None:
    """docs/features.md, "What a link reveals": the round cards ahead are drawn by stage
    only, never named, though the game number fixes them."""
    ahead = game.locator(".agri-round.is-ahead")
    expect(ahead.first).to_be_visible()
    hidden_cards = decode(LINK).cards[decode(LINK).round:]
    for text in ahead.all_inner_texts():
        assert not any(SPACES[c].label in text for c in hidden_cards), text
