"""An old game keeps the engine it began with, in the page: with a test-only change that
makes today's engine refuse a golden format-2 game's move (applied through the page's
Python), the game opens and plays on with the released engine (installed only then), says
"This game uses the rules of version 2" and stays in format 2; against the computer, the
worker plays it with that engine too. Without the change, today's engine takes it over."""

from __future__ import annotations

import json
import random
import sys

from e2e_support import (
    ROOT,
    SAVE_PREFIX,
    address_code,
    page_record,
    play_clicks,
    saved_games,
    wait_ready,
)
from playwright.sync_api import Page, expect

GOLDEN = json.loads((ROOT / "tests" / "golden" / "format2" / "duo-printed-unfinished.json")
                    .read_text())
RULES_2 = "This game uses the rules of version 2."
# Today's engine refuses the golden game's 40th move (as a rules fix might).
REFUSE = f"""
from arle_core.decisions import IllegalMove
from arle_core.game import Game
_real = Game.play
def _play(self, key):
    if self.setup.names == {tuple(GOLDEN["names"])!r} and len(self.moves) == 39:
        raise IllegalMove("not allowed by today's rules")
    _real(self, key)
Game.play = _play
"""


def boot(page: Page, base_url: str) -> None:
    page.add_init_script("window.arleTestHooks = true")
    page.goto(base_url)
    wait_ready(page)


def installed_engines(page: Page) -> list[str]:
    names: list[str] = page.evaluate("() => window.arleRunPython("
                                     "'import sys; sorted(m for m in sys.modules"
                                     " if m.startswith(\"arle_format\") and \".\" not in m)')"
                                     ".toJs()")
    return names


def put_save(page: Page, name: str = "old", **extra: object) -> None:
    entry = {"format": 1, "id": name, "root": name, "code": GOLDEN["link"],
             "players": 2, "names": GOLDEN["names"], "variant": GOLDEN["variant"],
             "seed": 1, "half_year": 1, "of": 9, "over": False, "next": None,
             "moves": GOLDEN["moves"], "totals": [0, 0],
             "saved": "2026-01-01T00:00:00.000+00:00", **extra}
    page.evaluate("([k, v]) => localStorage.setItem(k, v)",
                  [SAVE_PREFIX + name, json.dumps(entry)])


def resume(page: Page, name: str = "old") -> None:
    # As another tab's save would be seen (the page lists it again).
    page.evaluate(f"() => window.dispatchEvent(new StorageEvent('storage', "
                  f"{{key: '{SAVE_PREFIX}{name}'}}))")
    page.click("#games-button")
    page.locator(f"#games [data-action='resume'][data-id='{name}']").click()


def test_an_old_game_today_s_engine_refuses_plays_on_with_its_own(app: Page, base_url: str) -> None:
    boot(app, base_url)
    assert installed_engines(app) == []  # not on a first visit
    app.evaluate("(code) => window.arleRunPython(code)", REFUSE)
    put_save(app, mode="hotseat")
    resume(app)
    app.wait_for_function("() => window.arlePy('view', '').includes('rules of version')")
    expect(app.locator(".rules-note")).to_have_text(RULES_2)
    assert installed_engines(app) == ["arle_format2"]
    assert len(page_record(app)["moves"]) == GOLDEN["moves"]  # type: ignore[arg-type]
    play_clicks(app, random.Random(3), 2)
    assert len(page_record(app)["moves"]) > GOLDEN["moves"]  # type: ignore[arg-type]
    assert address_code(app).startswith("2.")
    assert json.loads(saved_games(app)[SAVE_PREFIX + "old"])["code"].startswith("2.")
    expect(app.locator(".rules-note")).to_have_text(RULES_2)


def test_without_the_change_today_s_engine_takes_the_game_over(app: Page, base_url: str) -> None:
    boot(app, base_url)
    put_save(app, mode="hotseat")
    resume(app)
    expect(app.locator("#board, .board").first).to_be_visible()
    assert len(page_record(app)["moves"]) == GOLDEN["moves"]  # type: ignore[arg-type]
    assert address_code(app).startswith("3.")
    expect(app.locator(".rules-note")).to_have_count(0)


def test_the_computer_plays_an_old_engine_game_with_that_engine(
        app: Page, base_url: str) -> None:
    boot(app, base_url)
    app.evaluate("(code) => window.arleRunPython(code)", REFUSE)
    sys.path.insert(0, str(ROOT))
    from arle_core import decode

    computer = decode(GOLDEN["link"]).current_player
    assert computer is not None
    put_save(app, mode="computer", seat=1 - computer, level="casual")
    resume(app)
    expect(app.locator(".rules-note")).to_have_text(RULES_2)
    app.wait_for_function(f"() => Number(document.getElementById('app').dataset.moves)"
                          f" > {GOLDEN['moves']}", timeout=120_000)
    assert address_code(app).startswith("2.")


def test_a_page_without_the_old_engine_says_it_is_missing(app: Page, base_url: str) -> None:
    boot(app, base_url)
    # As a build from a checkout without the engine's commit: released.mjs says it lacks
    # it (a download that fails is not that: js/engines.js asks for it again later).
    app.evaluate("() => { window.arleLoadEngine = async () => { "
                 "throw Object.assign(new Error('none'), { missing: true }); }; }")
    put_save(app, mode="hotseat")
    resume(app)  # today's engine reads this one: it is played on, and the page says why
    expect(app.locator(".rules-note")).to_contain_text("engine is missing")
    assert address_code(app).startswith("3.")
    app.evaluate("(code) => window.arleRunPython(code)", REFUSE)
    put_save(app, "other", mode="hotseat")
    resume(app, "other")  # today's engine refuses it now: it cannot be played here, and is kept
    expect(app.locator("#link-problem")).to_contain_text("the old engine is missing")
    assert json.loads(saved_games(app)[SAVE_PREFIX + "other"])["code"] == GOLDEN["link"]
