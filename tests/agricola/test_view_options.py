"""The decision's options in the view model: the board element each places on, and what
it does (goods in and out, the score after it)."""

from __future__ import annotations

import random

from agricola_core import new_game
from agricola_core.game import FEEDING
from agricola_core.rules_text import section_for
from agricola_core.view import view

from .support import give, reveal


def _options(g: object) -> dict[str, dict[str, object]]:
    return {o["key"]: o for o in view(g)["decision"]["options"]}  # type: ignore[arg-type]


def test_a_space_option_targets_its_space_and_says_what_it_gives() -> None:
    """Rulebook, Phase 3 (work): a person on an accumulating space takes its pile."""
    g = new_game(2, 1, 0)
    o = _options(g)["space:wood3"]
    assert o["target"] == "space:wood3"
    assert o["goods"] == {"wood": 3} and o["goods_text"] == "+3 wood"
    grain = _options(g)["space:grain"]
    assert grain["score_delta"] == 2  # grain: -1 point without, +1 with 1 (appendix 1)
    assert grain["score_after"] == g.scores()[0]["total"] + 2


def test_a_room_option_targets_its_farm_space_and_shows_its_cost() -> None:
    """Rulebook, "Actions" (A, building rooms): 5 wood and 2 reed a wooden room."""
    g = new_game(2, 1, 0)
    give(g, wood=5, reed=2)
    g.play("space:build")
    o = _options(g)["room:a1"]
    assert o["target"] == "cell:0:a1" and o["cells"] == ["cell:0:a1"]
    assert o["goods_text"] == "−5 wood, −2 reed"


def test_sowing_targets_the_field_it_sows() -> None:
    """Rulebook, "C - Ploughing fields": 1 grain sown becomes 3 on the field."""
    g = new_game(2, 1, 0)
    give(g, grain=1)
    g.farmers[0].fields = {3: ("grain", 2), 7: ("", 0)}
    reveal(g, "sow_bake")
    g.play("space:sow_bake")
    o = _options(g)["sow:grain"]
    assert o["target"] == "cell:0:b3" and o["goods"] == {"grain": -1}


def test_a_major_option_targets_the_major() -> None:
    g = new_game(2, 1, 0)
    give(g, clay=2)
    reveal(g, "major")
    g.play("space:major")
    o = _options(g)["major:fireplace_2"]
    assert o["target"] == "major:fireplace_2" and o["score_delta"] == 1
    assert o["board_label"] == "Buy"


def test_a_hearth_for_a_returned_fireplace_says_so_on_the_card() -> None:
    """Rulebook, "Improvement cards": a Cooking Hearth may be had by returning a
    Fireplace; both ways are buttons on the same card, so they must differ."""
    g = new_game(2, 1, 0)
    give(g, clay=4)
    g.majors["fireplace_2"] = 0
    reveal(g, "major")
    g.play("space:major")
    options = _options(g)
    assert options["major:hearth_4"]["board_label"] == "Buy"
    returned = options["major:hearth_4+fireplace_2"]
    assert returned["target"] == "major:hearth_4"
    assert returned["board_label"] == "Buy: return Fireplace (2 clay)"


def test_feeding_options_belong_to_the_harvest_box() -> None:
    """Rulebook, Harvest phase 2 (feeding): grain may be eaten for 1 food."""
    g = new_game(2, 1, 0)
    while g.phase != FEEDING and not g.is_over:
        g.play(g.legal_moves()[0])
    d = g.decision()
    assert d is not None and d.kind == "feed"
    give(g, d.player, grain=1)
    options = _options(g)
    assert options["eat:grain"]["target"] == f"feeding:{d.player}"
    assert options["eat:grain"]["goods"] == {"grain": -1, "food": 1}


def test_paying_short_at_feeding_warns_of_the_begging_cards_and_what_would_spare_them() -> None:
    """Rulebook, Harvest phase 2: each food missing is a begging card, −3 points at the
    end; grain and vegetables may be eaten first (1 food each)."""
    g = new_game(2, 1, 0)
    while g.phase != FEEDING and not g.is_over:
        g.play(g.legal_moves()[0])
    d = g.decision()
    assert d is not None and d.kind == "feed"
    give(g, d.player, food=2, grain=1, vegetable=0)
    options = _options(g)
    assert options["pay"]["warning"] == \
        "2 begging cards: −6 points — turn goods into food first to need fewer"
    assert "warning" not in options["eat:grain"]
    give(g, d.player, food=3, grain=0)
    assert _options(g)["pay"]["warning"] == "1 begging card: −3 points"
    give(g, d.player, food=4)
    assert "warning" not in _options(g)["pay"]


def test_feeding_shows_what_the_harvest_needs_and_what_the_player_has() -> None:
    """Rulebook, Harvest phases 1 and 2: each sown field gives 1 crop, then each person
    eats 2 food."""
    g = new_game(2, 1, 0)
    give(g, 0, food=1, grain=2)
    g.farmers[0].fields = {0: ("grain", 3)}
    fed = view(g)["players"][0]["feeding"]
    assert (fed["round"], fed["need"], fed["food"], fed["crops"], fed["fields"]) == (4, 4, 1, 2, 1)
    assert fed["short"] == 0 and not fed["now"]
    give(g, 0, grain=0)
    assert view(g)["players"][0]["feeding"]["short"] == 2
    # a forecast, before the harvest: the rounds left can still bring food
    assert view(g)["players"][0]["feeding"]["label"].endswith(
        " If nothing changes, you will be 2 food short: 2 begging cards (−6 points).")


def test_an_option_says_what_it_does_once() -> None:
    """What the shell's option button shows: the label, then a detail only where neither
    the label nor the goods say it, the goods ("changes") and the points ("board")."""
    g = new_game(2, 1, 0)
    options = _options(g)
    assert options["space:wood3"]["changes"] == "+3 wood" and options["space:wood3"]["detail"] == ""
    assert options["space:plow"]["detail"].startswith("The first field goes")
    assert options["space:grain"]["board"] == "+2 points"


def test_the_harvest_box_says_which_young_will_be_born_and_which_find_no_room() -> None:
    """Rulebook, Harvest phase 3 (breeding): each kind with 2 or more animals gets one
    young, only if it can be housed; the player chooses when not all fit."""
    from agricola_core.game import Game

    from .support import spaces

    def breeding(sheep: int, boar: int, stables: tuple[str, ...]) -> str:
        g: Game = new_game(2, 1, 0)
        f = give(g, 0, sheep=sheep, boar=boar)
        f.stables = spaces(*stables) if stables else 0
        return str(view(g)["players"][0]["feeding"]["breeding"])

    assert breeding(1, 0, ()) == ""  # nothing can breed
    assert breeding(2, 0, ("a3", "a4")) == "Breeding: a young sheep."
    assert breeding(2, 0, ("a3",)) == "Breeding: no room for a young sheep."
    assert breeding(2, 2, ("a1", "a2", "a3", "a4")) == \
        "Breeding: room for a young sheep or a young wild boar, not all: you choose."
    assert breeding(2, 2, ("a1", "a2", "a3", "a4", "a5")) == \
        "Breeding: a young sheep and a young wild boar."


def _every_kind_of_option() -> dict[str, dict[str, object]]:
    """One option of each kind (its key's verb and the decision's kind) met in a few
    random games of 1 to 4 players."""
    found: dict[str, dict[str, object]] = {}
    for players in (1, 2, 3, 4):
        for seed in range(6):
            g = new_game(players, seed, 0)
            rng = random.Random(seed)
            while (d := g.decision()) is not None:
                kinds = {f"{d.kind} {o.key.partition(':')[0]}" for o in d.options}
                if not kinds <= set(found):  # the view model only where it shows a new kind
                    for o in view(g)["decision"]["options"]:
                        found.setdefault(f"{d.kind} {o['key'].partition(':')[0]}", o)
                g.play(rng.choice(d.options).key)
    return found


def test_every_kind_of_option_says_what_it_does_and_opens_its_rules_section() -> None:
    """Every option has rules help and a Rules section: rooms and stables (rulebook,
    "Actions" A), plowing and sowing (C), baking, feeding and breeding (the harvest),
    taking goods (the action spaces); pastures (D) are the Fences decision's picker
    (test_view_fencing.py)."""
    found = _every_kind_of_option()
    assert {"parts room", "parts plow", "parts sow", "parts done", "feed eat",
            "breed breed", "resource take"} <= set(found)
    for kind, o in found.items():
        assert o["help"], kind
        assert section_for(str(o["key"])), kind


def test_an_options_help_ends_with_what_this_choice_gives_takes_and_scores() -> None:
    """Rulebook, "Actions" (A): a wooden room costs 5 wood and 2 reed."""
    g = new_game(2, 1, 0)
    give(g, wood=5, reed=2)
    g.play("space:build")
    room = _options(g)["room:a1"]
    assert str(room["help"]).startswith("Build a room: 5 of your house's material")
    assert str(room["help"]).endswith("This choice: −5 wood, −2 reed; +1 point.")
    assert _options(new_game(2, 1, 0))["space:grain"]["help"].endswith(  # type: ignore[union-attr]
        "This choice: +1 grain; +2 points.")


def test_the_score_after_each_option_is_shown_only_when_asked() -> None:
    """The page's setting "Show how each option changes my score now" (off by default):
    without it no option carries a score after it, the crowding a phone met."""
    from agricola_core.faces import FACES

    g = new_game(2, 3)
    for preview in (False, True):
        options = FACES.view(g, preview, None)["decision"]["options"]
        assert all(("score_after" in o) is preview for o in options)


def test_finishing_an_action_is_marked_for_the_panel_to_list_first() -> None:
    """After a room (the rulebook, "Build rooms and/or stables": any number), "finish this
    action" stands beside every other room and stable: the panel lists it first."""
    g = new_game(1, 3)
    give(g, 0, wood=20, reed=4)
    g.play("space:build")
    g.play(next(k for k in g.legal_moves() if k.startswith("room:")))
    options = view(g)["decision"]["options"]
    assert [o["key"] for o in options if o["finish"]] == ["done"] and len(options) > 5
