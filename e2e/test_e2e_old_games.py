"""Old games open forever, in the page: each golden game of link format 2 opens as a link
and as a save already in the browser, shows the score sheets its engine gave, and plays
on (saved again in today's format)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from e2e_support import (
    ROOT,
    SAVE_PREFIX,
    address_code,
    is_over,
    open_link,
    page_record,
    play_clicks,
    preset_storage,
    saved_games,
    shown_scores,
    wait_ready,
)
from playwright.sync_api import Page, expect

GOLDEN_2 = sorted((ROOT / "tests" / "golden" / "format2").glob("*.json"))


def _totals(sheets: list[dict[str, float]]) -> list[float]:
    return [sheet["total"] for sheet in sheets]


def _opened(page: Page, moves: int) -> None:
    """Wait for the game: it opens once the engine that wrote it is installed (the page
    reads a format-2 game with it first, after the page is ready)."""
    page.wait_for_selector(f"#app[data-moves='{moves}']", state="attached")


def _play_on(page: Page, data: dict[str, object]) -> None:
    """An unfinished game continues here (a 2-player link first asks who this is)."""
    if data["over"]:
        return
    seat = page.locator("[data-action='seat'][data-id='hotseat']")
    if seat.count():
        seat.click()
    moves = len(page_record(page)["moves"])  # type: ignore[arg-type]
    play_clicks(page, random.Random(7), 2)
    assert is_over(page) or len(page_record(page)["moves"]) > moves  # type: ignore[arg-type]
    assert address_code(page).startswith("3.")


@pytest.mark.parametrize("path", GOLDEN_2, ids=[p.stem for p in GOLDEN_2])
def test_a_format_2_link_opens_with_its_scores_and_plays_on(
        app: Page, base_url: str, path: Path) -> None:
    data = json.loads(path.read_text())
    open_link(app, f"{base_url}#g={data['link']}")
    _opened(app, int(data["moves"]))
    assert len(page_record(app)["moves"]) == data["moves"]  # type: ignore[arg-type]
    assert _totals(shown_scores(app)) == _totals(data["scores"])
    _play_on(app, data)


@pytest.mark.parametrize("path", GOLDEN_2, ids=[p.stem for p in GOLDEN_2])
def test_a_format_2_save_opens_from_your_games_and_plays_on(
        app: Page, base_url: str, path: Path) -> None:
    data = json.loads(path.read_text())
    entry = {"format": 1, "id": "old", "root": "old", "code": data["link"],
             "players": data["players"], "names": data["names"], "variant": data["variant"],
             "seed": 1, "half_year": 1, "of": 9, "over": data["over"], "next": None,
             "moves": data["moves"], "totals": _totals(data["scores"]),
             "saved": "2026-01-01T00:00:00.000+00:00"}
    preset_storage(app, base_url, {SAVE_PREFIX + "old": json.dumps(entry)})
    app.goto(base_url)
    wait_ready(app)
    app.click("#games-button")
    app.locator("#games [data-action='resume']").first.click()
    expect(app.locator("#board, .board").first).to_be_visible()
    _opened(app, int(data["moves"]))
    assert len(page_record(app)["moves"]) == data["moves"]  # type: ignore[arg-type]
    assert _totals(shown_scores(app)) == _totals(data["scores"])
    _play_on(app, data)
    if not data["over"]:  # saved again, in today's format, under its own id
        assert json.loads(saved_games(app)[SAVE_PREFIX + "old"])["code"].startswith("3.")
