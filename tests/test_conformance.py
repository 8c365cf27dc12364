"""One conformance suite for every registered game (``gamekit.registry``): what the page's
game-independent Python relies on of an engine, checked the same way for each.

Random legal playouts end and keep the decision model's invariants after every move; the
link replays to the same game; a copy is independent; an illegal key is refused and leaves
the game unchanged; the view model is JSON with the decision's options; the faces agree
with the engine's own API (link text, items, records, progress).
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from typing import Any

import pytest

import tests.toygame  # noqa: F401 (Nim's engine, installed as a page installs one)
from gamekit.history import NO_ONE
from gamekit.registry import Faces, GameInfo, game, game_of_link, games, registered
from keyharvest_core.info import KEYHARVEST
from tests.toygame.info import NIM

# the games registered for their tests only: a third one on paper (``tests/toygame``) and
# Key Harvest, whose engine is here before its page (not in ``GAMES`` until it has one)
TEST_ONLY = (NIM, KEYHARVEST)
# the shipped games, and those
GAMES = (*games(), *TEST_ONLY)
SEEDS = (1, 2)
MAX_MOVES = 5_000


@pytest.fixture(autouse=True)
def _registered(request: pytest.FixtureRequest) -> Any:
    """A test-only game registered for the time of each of its tests (never beside the
    others)."""
    spec = getattr(request.node, "callspec", None)
    case = spec.params.get("case", spec.params.get("info")) if spec is not None else None
    info = case[0] if isinstance(case, tuple) else case
    if info in TEST_ONLY:
        with registered(info):
            yield
    else:
        yield


def cases() -> list[tuple[GameInfo, int, int]]:
    low, high = 0, 0
    out = []
    for info in GAMES:
        low, high = info.players
        out += [(info, n, seed) for n in range(low, high + 1) for seed in SEEDS]
    return out


CASES = cases()


def _id(case: tuple[GameInfo, int, int]) -> str:
    info, players, seed = case
    return f"{info.id}-{players}p-seed{seed}"


def play_out(faces: Faces, players: int, seed: int, check: Any = None) -> Any:
    g = faces.new_game(players, seed, None, {})
    rng = random.Random(seed)
    for _ in range(MAX_MOVES):
        if check is not None:
            check(g)
        if g.is_over:
            return g
        g.play(rng.choice(g.legal_moves()))
    raise AssertionError(f"{faces.info.name}: no end after {MAX_MOVES} random moves")


def invariants(g: Any) -> None:
    """The decision model: a decision exactly while the game goes on; its options are the
    legal moves, distinct, in its order; its player is a seat."""
    d = g.decision()
    keys = g.legal_moves()
    assert (d is None) == g.is_over == (keys == [])
    if d is not None:
        assert [o.key for o in d.options] == keys
        assert len(set(keys)) == len(keys)
        assert 0 <= d.player < g.setup.players
    assert len(g.scores()) == g.setup.players
    assert all("total" in sheet for sheet in g.scores())


@pytest.mark.parametrize("case", CASES, ids=_id)
def test_random_playouts_end_and_keep_the_invariants(case: tuple[GameInfo, int, int]) -> None:
    info, players, seed = case
    g = play_out(info.faces(), players, seed, invariants)
    assert g.is_over and g.moves


@pytest.mark.parametrize("case", CASES, ids=_id)
def test_the_link_replays_the_game(case: tuple[GameInfo, int, int]) -> None:
    info, players, seed = case
    faces = info.faces()
    g = play_out(faces, players, seed)
    code = g.encode()
    assert code.startswith(info.tag) and game_of_link(code) is info
    back = faces.decode(code)
    assert back.moves == g.moves and back.scores() == g.scores() and back.encode() == code
    assert faces.link(g, faces.offered(g)) == code
    setup, items = faces.read(code)
    assert setup == g.setup
    assert [i for i in items if i != faces.break_item] == [
        i for key in g.moves for i in faces.items_of(key)]


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_a_bad_link_is_refused_in_words(info: GameInfo) -> None:
    faces = info.faces()
    with pytest.raises(faces.bad_code):
        faces.decode(info.tag + "not-a-game")
    with pytest.raises(faces.bad_code):
        faces.decode(faces.new_game(info.players[0], 3, None, {}).encode()[:-3] + "$$$")


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_a_copy_is_independent(info: GameInfo) -> None:
    faces = info.faces()
    g = faces.new_game(info.players[1], 5, None, {})
    rng = random.Random(5)
    for _ in range(20):
        g.play(rng.choice(g.legal_moves()))
    before, scores = list(g.moves), g.scores()
    c = g.copy()
    for _ in range(30):
        if c.is_over:
            break
        c.play(rng.choice(c.legal_moves()))
    assert g.moves == before and g.scores() == scores
    assert faces.decode(g.encode()).moves == before


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_an_illegal_key_is_refused_and_changes_nothing(info: GameInfo) -> None:
    faces = info.faces()
    g = faces.new_game(info.players[1], 8, None, {})
    rng = random.Random(8)
    for _ in range(15):
        g.play(rng.choice(g.legal_moves()))
        code, moves = g.encode(), list(g.moves)
        for bad in ("no-such-key", "", "space:nowhere"):
            with pytest.raises(faces.illegal_move) as raised:
                g.play(bad)
            assert str(raised.value)
            assert isinstance(raised.value, ValueError)
            assert g.moves == moves and g.encode() == code


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_the_view_model_is_json_with_the_decision(info: GameInfo) -> None:
    faces = info.faces()
    for players in range(info.players[0], info.players[1] + 1):
        g = faces.new_game(players, 4, None, {})
        model = faces.view(g, False, None)
        json.dumps(model)
        assert len(model["players"]) == players
        d = model["decision"]
        assert [o["key"] for o in d["options"]] == g.legal_moves()
        assert d["player"] == g.decision().player
        done = play_out(faces, players, 4)
        assert faces.view(done, False, None)["decision"] is None


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_the_faces_tell_every_move_and_the_course(info: GameInfo) -> None:
    faces = info.faces()
    players = info.players[1]
    g = faces.new_game(players, 6, None, {})
    chronicle = faces.chronicle(g)
    rng = random.Random(6)
    while not g.is_over:
        chronicle.play(rng.choice(g.legal_moves()))
    assert [r.number for r in chronicle.records] == list(range(1, len(g.moves) + 1))
    lines = [ln for r in chronicle.records for ln in faces.tell(r)]
    # a line is a seat's, or the game's own news (NO_ONE: a new round begins)
    assert lines and all(NO_ONE <= ln.player < players and ln.text for ln in lines)
    assert faces.score_course(chronicle)[-1] == [dict(s) for s in g.scores()]
    json.dumps(faces.history(chronicle.records, players))
    assert faces.winners(g) and all(0 <= w < players for w in faces.winners(g))
    keys = [c["key"] for c in faces.categories(g)]
    assert set(keys) <= set(g.scores()[0]) and "total" not in keys
    assert faces.progress(g).startswith("Game over")
    cut = chronicle.cut(faces.decode(g.encode()), len(g.moves))
    assert len(cut.records) == len(g.moves)


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_the_setup_form_starts_a_game_from_its_defaults(info: GameInfo) -> None:
    faces = info.faces()
    fields = faces.setup_fields()
    assert [f["name"] for f in fields] == [f["name"] for f in info.setup]
    options = {f["name"]: f["default"] for f in fields if "default" in f}
    g = faces.new_game(info.players[0], 11, None, options)
    assert g.setup.players == info.players[0] and g.setup.seed == 11
    for f in fields:
        assert f["kind"] in ("choice", "flag", "pick", "seat")
        if f["kind"] == "choice":
            assert f["default"] in [c["value"] for c in f["choices"]]
        if f["kind"] == "pick":
            assert f["groups"] and all(g["items"] for g in f["groups"])
    json.dumps(faces.rules())


def test_the_registry_names_both_engines_and_their_tags() -> None:
    assert [(g.id, g.name, g.tag, g.players) for g in games()] == [
        ("arle", "Fields of Arle", "3.", (1, 2)), ("agricola", "Agricola", "A3.", (1, 4))]
    assert [g.default for g in games()] == [True, False]
    assert game("agricola").faces().info is game("agricola")
    assert all(g.seeds == g.faces().seed_range for g in games())  # declared twice: they agree
    assert game_of_link("A1.xyz").id == "agricola" and game_of_link("2.abc").id == "arle"
    with pytest.raises(ValueError, match="no game"):
        game("chess")


def test_the_light_descriptors_import_no_engine() -> None:
    """The page lists the games before Agricola's wheel is installed."""
    code = ("import sys, json; from gamekit.registry import games; "
            "json.dumps([g.as_json() for g in games()]); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('arle_core', 'agricola_core')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"
