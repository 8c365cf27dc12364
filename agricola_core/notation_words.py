"""The word tables of Agricola's link notation (``agricola_core.notation``).

Frozen: a word's number is part of every link written with it, so words are only ever
appended, never removed or reordered. A fact of ``FACTS`` is written as one number (the
126 first in one byte); any other fact (most new pastures) as its tokens, each a word of
``TOKENS`` or written out in full. Both lists were drawn up from the facts of many games,
most frequent first, then every other key the rules can offer except pastures.
"""

from __future__ import annotations

FACTS: tuple[str, ...] = (
    'pay', 'space:grain', 'eat:grain', 'space:wood3', 'space:fishing', 'release:sheep',
    'space:sheep', 'space:starting_player', 'space:reed1', 'space:day_laborer', 'space:clay1',
    'space:vegetable', 'space:wood2', 'eat:vegetable', 'space:plow', 'cook:sheep',
    'space:boar', 'space:stone_a', 'space:reed_stone_food', 'space:two_resources',
    'release:boar', 'space:stable_bake', 'space:cattle', 'space:clay2',
    'space:renovation_major', 'space:build', 'space:major', 'space:traveling_players',
    'take:reed', 'take:stone', 'space:wood1', 'space:fences', 'space:clay1b', 'cook:boar',
    'take:clay', 'release:cattle', 'done', 'take:wood', 'space:urgent_growth',
    'space:one_resource', 'cook:cattle', 'space:stone_b', 'space:sow_bake',
    'major:fireplace_2', 'craft:wood', 'sow:grain', 'stable:b3', 'major:fireplace_3',
    'stable:c2', 'stable:a4', 'stable:a2', 'craft:reed', 'stable:b4', 'craft:clay',
    'stable:c3', 'take:wood+reed', 'plow:a3', 'stable:a5', 'stable:a3', 'stable:c5', 'plow:a5',
    'take:wood+clay', 'plow:b3', 'take:reed+stone', 'plow:b5', 'stable:b5', 'plow:a4',
    'space:plow_sow', 'stable:c4', 'bake:1', 'stable:b2', 'stable:a1', 'take:clay+reed',
    'major:joinery', 'plow:a2', 'take:clay+stone', 'take:wood+stone', 'major:clay_oven',
    'plow:b4', 'plow:c4', 'plow:b2', 'plow:c5', 'sow:vegetable', 'plow:a1',
    'major:basketmaker', 'plow:c3', 'major:pottery', 'room:a1', 'major:hearth_4', 'plow:c2',
    'major:well', 'space:family_growth', 'pasture:b3', 'pasture:c2', 'space:renovation_fences',
    'major:hearth_5', 'room:b2', 'pasture:a5', 'pasture:a2', 'pasture:b2',
    'major:hearth_5+fireplace_3', 'pasture:b5', 'pasture:b4', 'room:c2',
    'major:hearth_5+fireplace_2', 'major:stone_oven', 'major:hearth_4+fireplace_3',
    'pasture:c5', 'pasture:b3-b4', 'pasture:c3', 'pasture:a3', 'room:a2', 'pasture:a2-b2',
    'pasture:a4', 'major:hearth_4+fireplace_2', 'pasture:c4', 'pasture:b4-c4', 'pasture:b2-c2',
    'bake:2', 'pasture:b5-c5', 'pasture:c2-c3', 'pasture:a4-a5', 'pasture:a1', 'pasture:a5-b5',
    'room:b3', 'pasture:c4-c5', 'pasture:b3-b4-c3', 'pasture:a1-a2', 'pasture:b3-c3',
    'breed:cattle', 'breed:boar', 'bake:3', 'room:a3', 'room:a4', 'room:a5', 'room:b1',
    'room:b4', 'room:b5', 'room:c1', 'room:c3', 'room:c4', 'room:c5', 'stable:b1', 'stable:c1',
    'plow:b1', 'plow:c1', 'bake:4', 'bake:5', 'bake:6', 'bake:7', 'bake:8', 'breed:sheep',
    'breed:sheep+boar', 'breed:sheep+cattle', 'breed:boar+cattle', 'breed:sheep+boar+cattle',
)

TOKENS: tuple[str, ...] = (
    ':', 'space', 'pay', 'grain', 'sheep', 'wood', '1', '3', 'eat', 'clay', '2', 'release',
    'reed', 'vegetable', 'take', 'plow', 'b', 'boar', 'fishing', 'a', 'starting_player',
    'cook', 'stable', 'major', 'day_laborer', 'c', 'cattle', '4', '5', '-', 'stone', 'stone_a',
    'pasture', '+', 'reed_stone_food', 'two_resources', 'stable_bake', 'renovation_major',
    'build', 'traveling_players', 'craft', 'fireplace_', 'fences', 'done', 'urgent_growth',
    'one_resource', 'stone_b', 'sow', 'sow_bake', 'hearth_', 'room', 'bake', 'plow_sow',
    'joinery', 'clay_oven', 'basketmaker', 'pottery', 'well', 'family_growth',
    'renovation_fences', 'stone_oven', 'breed', '10', '11', '12', '13', '14', '15', '16', '17',
    '18', '19', '6', '7', '8', '9', 'a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'b2', 'b3', 'b4', 'b5',
    'c1', 'c2', 'c3', 'c4', 'c5', 'clay1', 'clay1b', 'clay2', 'fireplace_2', 'fireplace_3',
    'food', 'hearth_4', 'hearth_5', 'reed1', 'wood1', 'wood2', 'wood3',
)
