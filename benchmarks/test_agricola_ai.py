"""The Agricola computer player's benchmark tools (:mod:`benchmarks.agricola_ai`)."""

from __future__ import annotations

import re

from benchmarks.agricola_ai import trace


def test_a_trace_has_a_line_a_round_with_each_placement_then_the_score_sheet() -> None:
    lines = trace(5001, "casual")
    rounds, sheet = lines[:-1], lines[-1]
    assert [line.split(":")[0] for line in rounds] == [str(r) for r in range(1, 15)]
    # Two people place in each round until the family grows (rulebook, "Phase 3: work
    # time": each family member takes exactly one action).
    spaces = [k for k in rounds[0].split(": ", 1)[1].split(" | ") if ":" not in k]
    assert len(spaces) == 2
    assert re.fullmatch(r"fields -?\d.*, total -?\d+; begging cards \d+", sheet)
