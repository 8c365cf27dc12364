"""Agricola's Fences decision in the real page, in Chromium: the player taps the spaces of a
new pasture on the farm, sees its new fences, what they cost and what the pasture holds,
confirms with "Fence it", and then divides that pasture by tapping a space inside it (the
rulebook, "D - Raising animals"). On a touch phone a tap chooses a space at once and
"Fence it" builds at once (no second tap). The engine's game of the page's link is checked
after each confirm."""

from __future__ import annotations

import random

from e2e_support import (
    PHONE,
    SCREENS,
    TAKE_SCREENS,
    enabled_keys,
    open_hot_seat,
    open_link,
    render_count,
    screens,
    wait_render,
)
from playwright.sync_api import Browser, Page, expect

from agricola_core import Game, decode, new_game
from agricola_core.bots import greedy_move
from agricola_core.farm import cell_name

WIDE = {"width": 1400, "height": 900}
SIZES = (PHONE, WIDE)  # screenshots at both; the page is left at the desktop size
CONFIRM = "#decision .agri-fence-confirm"
SAID = "#decision .agri-picker-said"


def _fencing_game() -> Game:
    """Seed 1, 2 players: the greedy bot, but the Fences space once a player has 8 wood;
    up to that player's first Fences decision (round 4, 9 wood, no pasture yet)."""
    g, rng = new_game(2, 1), random.Random(1)
    while True:
        assert not g.is_over, "no pasture was ever offered"
        d = g.decision()
        assert d is not None
        if any(k.startswith("pasture:") for k in g.legal_moves()):
            return g
        fence = g.farmers[d.player].goods["wood"] >= 8 and d.option("space:fences")
        g.play("space:fences" if fence else greedy_move(g, rng))


def _open(page: Page, base_url: str, g: Game) -> None:
    """Open the game's link; every seat plays on this device; the picker is drawn."""
    open_hot_seat(page, f"{base_url}#g={g.encode()}", "#decision .agri-picker")


def _farm_shot(page: Page, seat: int, name: str) -> None:
    """The fencing player's boards at phone size, for a person to look at (not in CI)."""
    if not TAKE_SCREENS:
        return
    page.set_viewport_size(PHONE)
    page.locator(f"#mine .agri-player[data-el='player:{seat}']").screenshot(
        path=str(SCREENS / f"{name}-360-farm.png"))
    page.set_viewport_size(WIDE)


def _tap(page: Page, seat: int, *names: str) -> None:
    for name in names:
        c = next(c for c in range(15) if cell_name(c) == name)
        page.locator(f"#mine [data-pick='{c}'][data-pick-seat='{seat}']").click()


def _confirm(page: Page) -> Game:
    renders = render_count(page)
    page.locator(CONFIRM).click()
    wait_render(page, renders)
    return decode(page.get_attribute("#app", "data-link") or "")


def test_a_pasture_is_fenced_by_tapping_its_spaces_and_then_divided(
        app: Page, base_url: str) -> None:
    """The rulebook, "D - Raising animals": fences cost 1 wood each and enclose a pasture
    of 2 animals a space; "Existing pastures may be divided by fences". The pasture a4 a5
    (6 fences), then a5 cut out of it (1 more fence): two pastures, 7 fences, 2 wood left."""
    g = _fencing_game()
    d = g.decision()
    assert d is not None
    seat = d.player
    assert g.farmers[seat].goods["wood"] == 9
    app.set_viewport_size(WIDE)
    _open(app, base_url, g)
    expect(app.locator(CONFIRM)).to_be_disabled()
    expect(app.locator("#decision .agri-picker-have")).to_contain_text("You have 9 wood")
    screens(app, "agricola-fences-start", SIZES)
    _tap(app, seat, "a4")
    expect(app.locator(SAID)).to_have_text("a4: 4 new fences (4 wood), holds 2 animals")
    _tap(app, seat, "a5")
    expect(app.locator(SAID)).to_have_text("a4 a5: 6 new fences (6 wood), holds 4 animals")
    farm = f"#mine .agri-player[data-el='player:{seat}']"
    expect(app.locator(f"{farm} line.is-planned")).to_have_count(6)
    expect(app.locator(CONFIRM)).to_have_attribute("data-key", "pasture:a4-a5")
    screens(app, "agricola-fences-chosen", SIZES)
    _farm_shot(app, seat, "agricola-fences-chosen")
    played = _confirm(app)
    f = played.farmers[seat]
    assert played.moves[-1] == "pasture:a4-a5"
    assert (f.fence_count(), f.goods["wood"], len(f.pastures())) == (6, 3, 1)
    # The same action goes on: a space inside the pasture divides it.
    expect(app.locator("#decision .agri-picker")).to_be_visible()
    _tap(app, seat, "a5")
    expect(app.locator(SAID)).to_have_text("a5: 1 new fence (1 wood), holds 2 animals")
    expect(app.locator("#decision .agri-picker-divides")).to_have_text("Divides your pasture a4 a5")
    screens(app, "agricola-fences-divide", SIZES)
    _farm_shot(app, seat, "agricola-fences-divide")
    played = _confirm(app)
    f = played.farmers[seat]
    assert played.moves[-1] == "pasture:a5"
    assert (f.fence_count(), f.goods["wood"], len(f.pastures())) == (7, 2, 2)
    expect(app.locator(f".agri-player[data-el='player:{seat}'] line.is-built")).to_have_count(7)
    screens(app, "agricola-fences-divided", SIZES)


def test_on_a_touch_phone_a_tap_chooses_a_space_and_fence_it_builds(
        browser: Browser, base_url: str) -> None:
    """On a phone the spaces are the tap targets (no first tap that only shows): tapping
    a space chooses it, tapping it again takes it out, and "Fence it" builds at once."""
    g = _fencing_game()
    d = g.decision()
    assert d is not None
    seat = d.player
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)  # type: ignore[arg-type]
    page = context.new_page()
    page.set_default_timeout(60_000)
    try:
        _open(page, base_url, g)
        cell = page.locator("#mine [data-pick='4']")  # a5
        box = cell.bounding_box()
        assert box is not None and box["width"] >= 44 and box["height"] >= 44
        cell.tap()
        expect(cell).to_have_attribute("aria-pressed", "true")
        cell.tap()
        expect(cell).to_have_attribute("aria-pressed", "false")
        for c in (4, 9):  # a5, b5
            page.locator(f"#mine [data-pick='{c}']").tap()
        expect(page.locator(SAID)).to_contain_text("a5 b5: 6 new fences (6 wood)")
        renders = render_count(page)
        page.locator(CONFIRM).tap()
        wait_render(page, renders)
        played = decode(page.get_attribute("#app", "data-link") or "")
        assert played.moves[-1] == "pasture:a5-b5"
        assert played.farmers[seat].fence_count() == 6
    finally:
        context.close()


def test_a_device_of_another_seat_offers_no_pasture(app: Page, base_url: str) -> None:
    """Turn safety (docs/features.md, devices): a device that plays another seat shows the
    fencing player's farm but no picker and no space to tap, and no option at all."""
    g = _fencing_game()
    d = g.decision()
    assert d is not None
    other = 1 - d.player
    open_link(app, f"{base_url}#g={g.encode()}")
    seat = f"[data-action='seat'][data-id='{other}']"
    app.wait_for_selector(seat)
    renders = render_count(app)
    app.locator(seat).click()
    wait_render(app, renders)
    expect(app.locator(".agri-player")).to_have_count(2)
    assert app.locator("[data-pick], .agri-picker").count() == 0
    assert enabled_keys(app) == []


def test_the_fences_tip_goes_when_the_pointer_moves_on_over_the_options(
        app: Page, base_url: str) -> None:
    """On a desktop, the Fences picker's rules tip lies over the options below it: when the
    pointer leaves the picker across the tip (not to its "Rules…" link), the tip goes, and
    the options under it take the pointer."""
    app.set_viewport_size(WIDE)
    _open(app, base_url, _fencing_game())
    tip = app.locator("#help-tip")
    picker = app.locator("#decision .agri-picker")
    box = picker.bounding_box()
    assert box is not None
    app.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] - 4)
    expect(tip).to_be_visible()
    said = tip.inner_text()[:40]
    at = tip.bounding_box()
    assert at is not None
    app.mouse.move(at["x"] + 12, at["y"] + at["height"] / 2, steps=4)  # on the tip's words
    app.wait_for_function(  # gone, or the help of the option now under the pointer
        """said => { const tip = document.getElementById('help-tip');
          return tip.hidden || !tip.textContent.startsWith(said); }""", arg=said)
    screens(app, "agricola-fence-tip-gone", (WIDE,))
