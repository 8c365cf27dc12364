"""The Rules panel: opened from the header ("Rules"), it names every action space and
building; a tooltip's "Rules…" link opens it at that element's section; the search box
filters the sections; on a phone it fits the screen and closes. Screenshots at 1400×900
and 360×740: e2e/artifacts/screens/rules-*.png.
"""

from __future__ import annotations

import pytest
from e2e_support import PHONE, SCREENS, start_game, wait_ready
from playwright.sync_api import Page, expect

from arle_core.data.buildings import BUILDING_ORDER, BUILDINGS
from arle_core.data.spaces import SPACE_ORDER, SPACES

DESKTOP = {"width": 1400, "height": 900}
PANEL = "#rules"


def open_rules(page: Page) -> None:
    page.get_by_role("button", name="Rules", exact=True).click()
    expect(page.locator(PANEL)).to_be_visible()


def shoot(page: Page, name: str) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    stem = SCREENS / f"rules-{name}-{page.viewport_size['width']}"  # type: ignore[index]
    page.screenshot(path=f"{stem}.png")
    page.screenshot(path=f"{stem}-full.png", full_page=True)


@pytest.fixture
def game(app: Page, base_url: str) -> Page:
    app.set_viewport_size(DESKTOP)
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=2, seed=11, buildings="random")
    return app


def test_the_rules_name_every_action_space_and_building(game: Page) -> None:
    open_rules(game)
    panel = game.locator(PANEL)
    assert len(SPACE_ORDER) == 30 and len(BUILDING_ORDER) == 31
    expect(panel.locator("[data-section^='space:']")).to_have_count(30)
    expect(panel.locator("[data-section^='building:']")).to_have_count(31)
    for key in SPACE_ORDER:
        expect(panel.locator(f"[data-section='space:{key}'] h4")).to_contain_text(SPACES[key].label)
    for key in BUILDING_ORDER:
        name = BUILDINGS[key].name
        expect(panel.locator(f"[data-section='building:{key}'] h4")).to_have_text(name)
    for heading in ("Course of the Game", "The Action Spaces", "Index of Building Tiles",
                    "The Solo Game Variant", "The End of the Game and the Winner"):
        expect(panel.locator(".rules-group h3", has_text=heading).first).to_be_visible()
    shoot(game, "open")
    panel.get_by_role("button", name="Close the rules").click()
    expect(panel).to_be_hidden()


@pytest.mark.parametrize("element, section", [
    ("#action-board [data-el='space:woodcutter']", "space:woodcutter"),
    ("#player-0 [data-el='tool:0:axes']", "tool:axes"),
])
def test_a_tooltip_opens_the_rules_at_its_section(game: Page, element: str, section: str) -> None:
    game.locator(element).first.hover()
    link = game.locator("#help-tip .help-rules")
    expect(link).to_be_visible()
    if section.startswith("space:"):
        shoot(game, "tooltip")
    link.click()
    target = game.locator(f"{PANEL} [data-section='{section}']")
    expect(target).to_have_class("rules-section rules-target")
    expect(target).to_be_in_viewport()
    expect(game.locator("#help-tip")).to_be_hidden()
    if section.startswith("space:"):
        shoot(game, "from-tooltip")


def test_a_building_tooltip_opens_its_own_section(game: Page) -> None:
    building = game.locator("#buildings [data-el^='building:'][data-help]").first
    key = building.get_attribute("data-el")
    building.scroll_into_view_if_needed()
    # The keyboard's way to a tip (hover is tested above): a key first, as a keyboard
    # user's Tab would be; the mouse's click on Start keeps tips quiet until then.
    game.keyboard.press("Shift")
    building.focus()
    link = game.locator("#help-tip .help-rules")
    expect(link).to_have_attribute("data-rules-section", str(key))
    link.click()
    expect(game.locator(f"{PANEL} [data-section='{key}']")).to_be_in_viewport()


def test_search_finds_a_section(game: Page) -> None:
    open_rules(game)
    panel = game.locator(PANEL)
    search = panel.get_by_role("searchbox", name="Search the rules")
    search.fill("Bremen")
    expect(panel.locator("[data-section='destination:bremen']")).to_be_visible()
    expect(panel.locator("[data-section='space:woodcutter']")).to_be_hidden()
    search.fill("supply bottlenecks")
    expect(panel.locator("[data-section='score-row:bottlenecks']")).to_be_visible()
    search.fill("no such word anywhere")
    expect(panel.locator(".rules-none")).to_be_visible()
    expect(panel.locator(".rules-section:visible")).to_have_count(0)


def test_on_a_phone_the_rules_fit_the_screen_and_close(game: Page) -> None:
    game.set_viewport_size(PHONE)
    game.locator("#action-board [data-el='space:fisherman']").first.hover()
    expect(game.locator("#help-tip .help-rules")).to_be_in_viewport()
    shoot(game, "tooltip")
    game.locator("#help-tip .help-rules").click()
    expect(game.locator(f"{PANEL} [data-section='space:fisherman']")).to_be_in_viewport()
    shoot(game, "from-tooltip")
    game.keyboard.press("Escape")
    open_rules(game)
    panel = game.locator(PANEL)
    box = panel.bounding_box()
    assert box is not None
    assert box["x"] >= 0 and box["y"] >= 0
    assert box["x"] + box["width"] <= PHONE["width"] and box["y"] + box["height"] <= PHONE["height"]
    body = panel.locator(".rules-body")
    assert body.evaluate("b => b.scrollWidth <= b.clientWidth"), "the rules scroll sideways"
    expect(panel.get_by_role("searchbox", name="Search the rules")).to_be_in_viewport()
    panel.get_by_role("searchbox", name="Search the rules").fill("Peat Boat")
    shoot(game, "search")
    panel.get_by_role("searchbox", name="Search the rules").fill("")
    shoot(game, "open")
    close = panel.get_by_role("button", name="Close the rules")
    expect(close).to_be_in_viewport()
    close.click()
    expect(panel).to_be_hidden()
    game.keyboard.press("Escape")
    open_rules(game)
    game.keyboard.press("Escape")
    expect(panel).to_be_hidden()


def test_a_paste_of_megabytes_into_the_search_is_cut_to_what_a_search_needs(game: Page) -> None:
    """A 5 MB paste froze the page for seconds (every word matched against every section):
    the search keeps at most 200 characters and still finds what they name."""
    open_rules(game)
    panel = game.locator(PANEL)
    search = panel.get_by_role("searchbox", name="Search the rules")
    search.focus()
    game.keyboard.insert_text("woodcutter " * 500_000)
    kept = search.evaluate("s => s.value.length")
    assert 0 < kept <= 200
    expect(panel.locator("[data-section='space:woodcutter']")).to_be_visible()
    expect(panel.locator("[data-section='destination:bremen']")).to_be_hidden()
