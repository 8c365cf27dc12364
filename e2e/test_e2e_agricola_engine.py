"""Agricola's engine loads when the game is first played, in the page: a first visit has
no ``agricola_core``, the registry still lists the game (from its descriptor alone), and
starting it asks the page for the engine (problem "engine"), which the page installs from
its own wheel (``released.mjs``, as an old link format's engine) before asking again.

The page's Python is asked directly (``window.arlePy``): drawing an Agricola board is the
page's JS renderer's, not this test's."""

from __future__ import annotations

import json

from e2e_support import wait_ready
from playwright.sync_api import Page

NEW = {"game": "agricola", "players": 3, "names": ["Ada", "Ben", "Cyd"],
       "seats": [{"who": "here"}] * 3, "seed": "17", "options": {}}


def python_modules(page: Page, prefix: str) -> list[str]:
    names: list[str] = page.evaluate(
        "(p) => window.arleRunPython('import sys; sorted(m for m in sys.modules "
        "if m.split(\".\")[0] == ' + JSON.stringify(p) + ')').toJs()", prefix)
    return names


def ask(page: Page, action: str, arg: object = "") -> dict[str, object]:
    text = arg if isinstance(arg, str) else json.dumps(arg)
    answer: str = page.evaluate("([a, x]) => window.arlePy(a, x)", [action, text])
    out: dict[str, object] = json.loads(answer)
    return out


def test_agricola_loads_its_engine_when_first_played(app: Page, base_url: str) -> None:
    app.add_init_script("window.arleTestHooks = true")
    app.goto(base_url)
    wait_ready(app)
    assert python_modules(app, "agricola_core") == []  # not on a first visit
    listed = json.loads(app.evaluate("() => window.arlePy('registry', '')"))
    assert [(g["id"], g["installed"]) for g in listed] == [("arle", True), ("agricola", False)]
    problem = ask(app, "new", NEW)["ui"]["problem"]  # type: ignore[index]
    assert problem["kind"] == "engine" and problem["version"] == "agricola"  # type: ignore[index]
    assert python_modules(app, "agricola_core") == []
    app.evaluate("() => window.arleLoadEngine('agricola')")
    model = ask(app, "new", NEW)
    assert model["game"] == {"id": "agricola", "name": "Agricola", "tag": "A3.",
                             "unit": "points"}
    ui = model["ui"]
    assert ui["link"].startswith("A3.")  # type: ignore[index]
    assert [s["name"] for s in ui["seats"]] == ["Ada", "Ben", "Cyd"]  # type: ignore[index]
    assert "agricola_core.game" in python_modules(app, "agricola_core")
