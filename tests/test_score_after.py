"""The options' "score after" is exact: over random positions of every kind of game, the
score each option shows (the view model with the preview) is the decider's live score once
it is played, in the engine and in the page (which then plays the forced moves by itself).
Dikes included, by the rulebook: "Features of Your Home Board" (the 1st and 4th Dike give
land, the 5th, 6th and 7th each cover a top-row Tidal Flat Space) and "VP on Home Board"
(−1 VP for each Tidal Flat Space of the top row left)."""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app.arle.older_form import new_arle_game
from app.session import Session

from arle_core import Game, new_game
from arle_core.bots import random_move
from arle_core.view import view

from .support import fresh, me, place

POSITIONS = 600


def random_games() -> list[Game]:
    """Seeded games of all eight kinds (1–2 players, both rulesets, starter or random
    buildings), each played on at random to a random point."""
    out = []
    for seed in range(1, 25):
        game = new_game(1 + seed % 2, seed, variant=("printed", "yucata")[seed // 2 % 2],
                        buildings=("starter", "random")[seed // 4 % 2])
        rng = random.Random(seed)
        while not game.is_over:
            out.append(game.copy())
            game.play(random_move(game, rng))
    return out


def test_every_options_score_after_is_the_score_once_it_is_played() -> None:
    rng = random.Random(1)
    games = [g for g in random_games() if len(g.legal_moves()) > 1]
    kinds: Counter[str] = Counter()
    for game in rng.sample(games, POSITIONS):
        d = game.decision()
        assert d is not None
        for o in view(game, preview=True)["decision"]["options"]:
            trial = game.copy()
            trial.play(o["key"])
            assert o["score_after"] == trial.scores()[d.player]["total"], (d.kind, o["key"])
            kinds[d.kind] += 1
    assert len(kinds) >= 15, kinds


def test_in_the_page_the_score_after_is_the_score_the_click_shows() -> None:
    """The page plays forced moves (and the plain way to pay) by itself after a click: the
    option's score counts them (a Carpenter whose only use is a Stall, the end of a Work
    Phase with its Inventorying)."""
    checked = settled = 0
    for seed in range(1, 9):
        s = Session()
        s.call("score_preview", "1")
        new_arle_game(s, players=1 + seed % 2, seed=seed,
                      variant=("printed", "yucata")[seed % 3 == 0], buildings="random")
        rng = random.Random(seed)
        while s.game is not None and not s.game.is_over:
            model = json.loads(s.call("view"))
            d = model["view"]["decision"]
            if model["ui"]["turn_ended"]:  # hot-seat: the hand-over first
                s.call("end_turn")
                continue
            option = rng.choice(d["options"])
            alone = s.game.copy()
            alone.play(option["key"])
            after = json.loads(s.call("play", option["key"]))
            if "score_after" in option:
                checked += 1
                score = after["view"]["players"][d["player"]]["score"]["total"]
                assert option["score_after"] == score, (d["kind"], option["key"])
                settled += score != alone.scores()[d["player"]]["total"]
    assert checked > 500 and settled > 0


def test_the_fifth_to_seventh_dikes_each_show_one_vp_more() -> None:
    """Dike Builder with one pair of Shovels: the 1st–4th Dike give land and no VP, each
    of the 5th–7th covers a top-row Tidal Flat Space (+1 VP)."""
    shown = []
    for moves in range(7):
        g = fresh()
        me(g).dike_moves = moves
        place(g, "dike_builder")
        options = {o["key"]: o for o in view(g, preview=True)["decision"]["options"]}
        shown.append(options["dikes"]["score_delta"])
        trial = g.copy()
        trial.play("dikes")
        assert options["dikes"]["score_after"] == trial.scores()[0]["total"]
        assert me(trial).dike_moves == moves + 1
    assert shown == [0, 0, 0, 0, 1, 1, 1]
