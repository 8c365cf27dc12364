"""Agricola's renderer (web/js/games/agricola/) drawing view models of real games in the
preview page (e2e/agricola_preview/): no console errors, the farm's fence positions as
SVG, options on their board elements, a pasture shown before the click, no sideways
scroll on a phone."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from agricola_preview.fixtures import MOMENTS, fixture
from agricola_preview.server import serving
from playwright.sync_api import Browser, Page

PHONE = {"width": 360, "height": 740}
DESKTOP = {"width": 1400, "height": 900}


@pytest.fixture(scope="module")
def preview() -> Iterator[str]:
    with serving() as url:
        yield url


def _open(browser: Browser, url: str, name: str, viewport: dict[str, int]
          ) -> tuple[Page, list[str]]:
    page = browser.new_page(viewport=viewport)  # type: ignore[arg-type]
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{url}/e2e/agricola_preview/index.html?f={name}")
    page.wait_for_selector(f"body[data-ready='{name}']")
    return page, errors


@pytest.mark.parametrize("name", list(MOMENTS))
def test_every_moment_draws_without_errors_and_fits_a_phone(
        browser: Browser, preview: str, name: str) -> None:
    view: dict[str, Any] = fixture(name)
    page, errors = _open(browser, preview, name, PHONE)
    players = len(view["players"])
    assert page.locator("svg.agri-fences line").count() == 38 * players
    built = sum(p["fences"] for p in view["players"])
    assert page.locator("svg.agri-fences line.is-built").count() == built
    assert page.locator(".agri-cell").count() == 15 * players
    hidden = page.locator(".agri-round.is-hidden").count()
    assert hidden == (0 if view["phase"] == "over" else 14 - view["round"])
    width = page.evaluate("document.scrollingElement.scrollWidth")
    assert width <= PHONE["width"], f"{name}: the page scrolls sideways ({width} px)"
    wide = page.evaluate("""() => [...document.querySelectorAll('.agri-board *')]
        .filter((n) => n.getBoundingClientRect().right > innerWidth + 0.5)
        .map((n) => n.className.baseVal ?? n.className).slice(0, 5)""")
    assert wide == [], f"{name}: drawn past the screen's edge: {wide}"
    assert errors == []
    page.close()


def test_space_options_are_clickable_on_their_spaces(browser: Browser, preview: str) -> None:
    view = fixture("four-start")
    page, errors = _open(browser, preview, "four-start", DESKTOP)
    keys = [o["key"] for o in view["decision"]["options"]]
    on_board = page.locator(".agri-space [data-key]")
    assert on_board.count() == len(keys)
    page.locator(".agri-space[data-target='space:wood3'] [data-key]").click()
    assert page.locator("#clicked").text_content() == "clicked: space:wood3"
    assert errors == []
    page.close()


def test_a_pasture_is_chosen_by_tapping_its_spaces_then_confirmed(
        browser: Browser, preview: str) -> None:
    """The rulebook, "D - Raising animals": a pasture is closed by fences, 1 wood each. The
    Fences decision's pastures (``fencing``) are narrowed by the spaces tapped on the farm;
    once they are one pasture, its new fences are marked and "Fence it" plays its key."""
    view = fixture("pasture")
    fencing = view["decision"]["fencing"]
    rows = [dict(zip(fencing["columns"], r, strict=True)) for r in fencing["pastures"]]
    row = next(r for r in rows if bin(r["cells"]).count("1") == 2)
    seat = fencing["seat"]
    page, errors = _open(browser, preview, "pasture", DESKTOP)
    confirm = page.locator("#mine .agri-fence-confirm")
    assert confirm.is_disabled() and page.locator(".agri-cell.is-picked").count() == 0
    cells = [c for c in range(15) if row["cells"] >> c & 1]
    for c in cells:
        page.locator(f"[data-pick='{c}'][data-pick-seat='{seat}']").click()
    assert page.locator(".agri-cell.is-picked").count() == 2
    planned = page.locator("line.is-planned").evaluate_all("ns => ns.map(n => n.dataset.edge)")
    assert sorted(map(int, planned)) == sorted(row["edges"]) and len(planned) == row["cost"]
    said = page.locator("#mine .agri-picker-said").text_content() or ""
    assert f"{row['cost']} new fences ({row['cost']} wood), holds {row['holds']}" in said
    confirm.click()
    assert page.locator("#clicked").text_content() == f"clicked: {row['key']}"
    page.locator(f"[data-pick='{cells[0]}'][data-pick-seat='{seat}']").click()  # taken out
    assert page.locator(".agri-cell.is-picked").count() == 1
    single = next((r for r in rows if r["cells"] == 1 << cells[1]), None)  # a pasture too?
    assert page.locator("line.is-planned").count() == (single["cost"] if single else 0)
    page.locator("#mine [data-pick-clear]").click()
    assert page.locator(".agri-cell.is-picked").count() == 0
    assert errors == []
    page.close()


def test_a_hint_on_a_pasture_taps_its_spaces(browser: Browser, preview: str) -> None:
    """A Hint that names a pasture (the computer's choice) chooses its spaces, so its
    "Fence it" is the button the shell marks as hinted."""
    fencing = fixture("pasture")["decision"]["fencing"]
    key, cells = fencing["pastures"][-1][0], fencing["pastures"][-1][1]
    page = browser.new_page(viewport=DESKTOP)  # type: ignore[arg-type]
    page.goto(f"{preview}/e2e/agricola_preview/index.html?f=pasture&hint={key}")
    page.wait_for_selector("body[data-ready='pasture']")
    assert page.locator("#mine .agri-cell.is-picked").count() == bin(cells).count("1")
    assert page.locator("#mine .agri-fence-confirm").get_attribute("data-key") == key
    page.close()


def test_feeding_options_sit_in_the_harvest_box(browser: Browser, preview: str) -> None:
    view = fixture("harvest")
    seat = view["decision"]["player"]
    page, errors = _open(browser, preview, "harvest", DESKTOP)
    box = page.locator(f"[data-target='feeding:{seat}']")
    assert box.locator("[data-key='pay']").count() == 1
    assert "food needed" in (box.text_content() or "")
    assert errors == []
    page.close()


def test_what_a_move_changed_can_be_found_on_the_board(browser: Browser, preview: str) -> None:
    """The shell marks a move's changed elements by the history's ids, found with
    [data-el~=id]: a room, a pile, the family, a fence count, a good are each drawn."""
    page, errors = _open(browser, preview, "round12", DESKTOP)
    for el in ("room:0:b1", "member:0", "fence:0", "good:0:wood", "stock:wood3:wood",
               "space:wood3", "start_player"):
        assert page.locator(f"[data-el~='{el}']").count() >= 1, el
    assert errors == []
    page.close()


def test_room_and_stable_options_sit_on_their_farm_spaces(
        browser: Browser, preview: str) -> None:
    view = fixture("building")
    seat = view["decision"]["player"]
    page, errors = _open(browser, preview, "building", PHONE)
    for o in view["decision"]["options"]:
        if o["key"].startswith(("room:", "stable:")):
            cell = page.locator(f".agri-cell[data-target='{o['target']}']")
            assert cell.locator(f"[data-key='{o['key']}']").count() == 1, o["key"]
    key = next(o["key"] for o in view["decision"]["options"] if o["key"].startswith("room:"))
    page.locator(f"#mine [data-key='{key}']").click()
    assert page.locator("#clicked").text_content() == f"clicked: {key}"
    assert page.locator(f"#mine .agri-player[data-el='player:{seat}']").count() == 1
    assert errors == []
    page.close()
