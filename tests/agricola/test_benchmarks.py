"""The benchmark figures are well formed (their values are measured, never asserted)."""

from __future__ import annotations

from benchmarks import agricola


def test_games_per_second_plays_whole_games() -> None:
    rate, moves = agricola.games_per_second(1, games=2, runs=1)
    assert rate > 0 and 30 < moves < 300


def test_run_names_its_figures() -> None:
    figures = list(agricola.run(quick=True))
    names = [f["name"] for f in figures]
    assert names[:4] == [f"agricola.random_games_per_s_{p}p" for p in (1, 2, 3, 4)]
    assert "agricola.link_chars_median_4p" in names
    assert all(isinstance(f["value"], (int, float)) and f["value"] > 0 for f in figures)


def test_the_targets_count_a_level_s_own_games_and_decisions() -> None:
    from benchmarks import agricola_ai
    out = agricola_ai.targets(solo=1, duels=2, multi=1, level="casual", opponents=("good",))
    solo, duels = out["solo"], out["2p_vs_good"]
    assert isinstance(solo, dict) and isinstance(duels, dict)
    assert (solo["games"], duels["games"]) == (1, 2) and "fitted" not in str(out)
    cpu = out["cpu_a_decision"]
    assert isinstance(cpu, dict) and set(cpu) == {"1p", "2p", "3p", "4p"}
    assert cpu["2p"]["decisions"] > 30
    assert 0 <= cpu["2p"]["median_s"] <= cpu["2p"]["p95_s"] <= cpu["2p"]["max_s"]
    assert isinstance(solo["begging_cards"], int) and solo["begging_cards"] >= 0


def test_view_costs_cover_every_decision_of_a_game() -> None:
    from benchmarks import agricola_view

    ms, size = agricola_view.view_costs(1, seed=1)
    assert len(ms) == len(size) > 30 and min(size) > 1000
