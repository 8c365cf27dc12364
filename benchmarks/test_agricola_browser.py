"""A smoke test of the Agricola page benchmark's own logic (the browser parts run only in
``python -m benchmarks.agricola_browser``): the positions it opens and asks about, and how
it sorts a visit's requests."""

from __future__ import annotations

from agricola_core import decode

from .agricola_browser import (
    AI_SEEDS,
    FENCE_POSITIONS,
    LINK_ROUND,
    Requests,
    agricola_files,
    ai_positions,
    byte_difference,
    fence_positions,
    round_link,
)


def test_the_click_benchmark_opens_a_four_player_game_in_round_12() -> None:
    game = decode(round_link(4, 5, 12))
    assert (game.setup.players, game.round) == (4, 12)


def test_the_computer_is_asked_about_two_to_four_player_positions() -> None:
    players = sorted({decode(link).setup.players for link in ai_positions()})
    assert players == sorted(AI_SEEDS) == [2, 3, 4]


def test_requests_are_split_at_ready_and_agricola_files_found() -> None:
    log = Requests("http://x/")
    log.sent({"requestId": "1", "request": {"url": "http://x/js/games/arle/index.js?v=1"}})
    log.finished({"requestId": "1", "encodedDataLength": 10})
    log.ready = True
    log.sent({"requestId": "2", "request": {"url": "http://x/python/agricola_core-0.1.whl"}})
    log.finished({"requestId": "2", "encodedDataLength": 20})
    assert log.files(after_ready=False) == {"js/games/arle/index.js": 10}
    assert agricola_files(log.files(after_ready=True)) == ["python/agricola_core-0.1.whl"]


def test_the_byte_difference_names_new_files_and_ignores_build_hashes() -> None:
    now = {"python/app-0123456789abcdef.zip": 1000, "js/shell/end.js": 700, "index.html": 50}
    before = {"python/app-fedcba9876543210.zip": 400, "index.html": 60}
    diff = byte_difference(now, before)
    assert diff["value"] == 1290
    assert diff["only_now"] == ["js/shell/end.js"] and diff["only_before"] == []
    assert diff["changed"] == {"js/shell/end.js": 700, "python/app.zip": 600}


def test_the_fences_benchmark_opens_4_player_fences_turns_from_round_12() -> None:
    """Each position: a 4-player game from round 12 whose player may take the Fences space,
    and a pasture the Fences decision then offers; most are the largest decision (762)."""
    positions = fence_positions()
    assert len(positions) == FENCE_POSITIONS
    for link, key, offered in positions:
        game = decode(link)
        assert (game.setup.players, game.round >= LINK_ROUND) == (4, True)
        game.play("space:fences")
        assert key in game.legal_moves() and offered > 0
    assert max(n for _, _, n in positions) == 762
