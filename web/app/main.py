"""DOM glue: start the engine, show the current decision, play the clicked option.

No rules here: everything the page shows comes from ``arle_core``. The DOM is
built from nodes with ``textContent`` (never ``innerHTML``), and one delegated
click handler on ``#app`` reads ``data-key`` (an option) or ``data-new`` (a
player count) from the clicked element.
"""

from __future__ import annotations

import random
import traceback
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import document, window

PLAYER_COUNTS = (1, 2)


def el(tag: str, text: str | None = None, cls: str | None = None, **attrs: str) -> Any:
    """A new element; ``data_key="x"`` becomes the attribute ``data-key="x"``."""
    node = document.createElement(tag)
    if text is not None:
        node.textContent = text
    if cls:
        node.className = cls
    for name, value in attrs.items():
        node.setAttribute(name.replace("_", "-"), value)
    return node


def option_button(option: Any) -> Any:
    """A button for one engine option; the click handler plays its ``data-key``."""
    return el("button", option.label, "option", type="button", data_key=option.key)


class Page:
    """The page's state: the current game (or none yet) and a notice line."""

    def __init__(self, root: Any) -> None:
        self.root = root
        self.game: Any = None
        self.players = 0
        self.seed = 0
        self.notice = ""

    # --- events ---------------------------------------------------------------

    def on_click(self, event: Any) -> None:
        target = event.target.closest("[data-key], [data-new]")
        if target is None or not self.root.contains(target):
            return
        try:
            if target.hasAttribute("data-new"):
                self.new_game(int(target.getAttribute("data-new")))
            else:
                self.play(target.getAttribute("data-key"))
        except Exception as exc:  # show it on the page, not only in the console
            traceback.print_exc()
            self.notice = f"Something went wrong: {exc}"
        self.render()

    def new_game(self, players: int) -> None:
        from arle_core import new_game

        self.seed = random.randrange(1, 1_000_000)
        self.game = new_game(players=players, seed=self.seed)
        self.players = players
        self.notice = ""

    def play(self, key: str) -> None:
        from arle_core import IllegalMove

        try:
            self.game.play(key)
            self.notice = ""
        except IllegalMove as exc:
            self.notice = str(exc)

    # --- rendering --------------------------------------------------------------

    def render(self) -> None:
        nodes = [self.toolbar()]
        if self.game is None:
            nodes.append(el("p", "Choose the number of players to start a game.", "intro"))
        else:
            nodes.append(self.board())
        if self.notice:
            nodes.append(el("p", self.notice, "notice", role="status"))
        self.root.replaceChildren(*nodes)

    def toolbar(self) -> Any:
        bar = el("nav", cls="toolbar")
        for n in PLAYER_COUNTS:
            label = f"New game · {n} player" + ("s" if n > 1 else "")
            bar.append(el("button", label, "new-game", type="button", data_new=str(n)))
        return bar

    def board(self) -> Any:
        game = self.game
        box = el("section", cls="decision")
        count = f"{self.players} player" + ("s" if self.players > 1 else "")
        box.append(el("p", f"{count} · game {self.seed}", "game-info"))
        decision = game.decision()
        if decision is None:
            box.append(el("h2", "Game over", "prompt"))
            box.append(self.scores())
        else:
            turn = f"Player {decision.player + 1} to decide"
            box.append(el("p", turn, "turn", data_player=str(decision.player)))
            box.append(el("h2", decision.prompt, "prompt"))
            for group, title in (("main", None), ("anytime", "Any time")):
                options = [o for o in decision.options if o.group == group]
                if not options:
                    continue
                if title:
                    box.append(el("h3", title, "group-title"))
                row = el("div", cls=f"options options-{group}")
                row.append(*(option_button(o) for o in options))
                box.append(row)
        box.append(el("p", f"Moves played: {len(game.moves)}", "moves"))
        return box

    def scores(self) -> Any:
        table = el("ul", cls="scores")
        for i, sheet in enumerate(self.game.scores()):
            table.append(el("li", f"Player {i + 1}: {sheet.get('total', '?')} points"))
        return table


def start() -> None:
    """Called once by index.html when Python and the engine wheel are ready."""
    boot = window.arleBoot
    boot.stage("game")
    try:
        import arle_core  # noqa: F401 - fail here, at boot, if the engine is broken

        page = Page(document.getElementById("app"))
        page.root.addEventListener("click", create_proxy(page.on_click))
        page.render()
    except Exception:
        boot.fail(traceback.format_exc())
        return
    boot.ready()
