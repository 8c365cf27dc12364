"""The move notation of format 3: each move written as what it does in the rules.

A move is its option's key (``space:woodcutter``, ``cut:2,3``, ``pay:clay+grain``): the
engine's text for a rule action, which names the space, the goods, the moor each Peat
comes from, never a position in a list. A key is split into its *facts*, the finest
grain the rules give it (:func:`facts`): one fact per key, except for the verbs of
``SPLIT_VERBS``, whose arguments are separate facts (each Peat cut is one). The game is
the stream of its moves' facts.

Reading a stream needs no option list of the engine that wrote it: at each decision the
reader plays the option whose facts are the longest run of the stream from here. Where
that greedy reading would go wrong for the game as played (an option covering more than
the move played), the writer puts a ``BREAK`` right after the move. ``GROUPING`` numbers
the way this engine groups rule facts into questions: a stream of the current grouping
is read strictly (exactly as written, so a link has one text); a stream of an earlier
grouping is read tolerantly (:func:`replay`), so an engine that asks the same rule action
as one question or as several, or in another order, reads the same game.
``docs/notation.md`` is the specification; this module is its reference.

Bytes: the grouping, the item count, then each item as its tokens (:data:`TOKEN`), each
a varint ``2 * code + last`` (``last``: the item's last token): code 0 is a literal (its
UTF-8 length and bytes follow), code 1 a ``BREAK`` (an item by itself), code ``2 + i``
the word ``WORDS[i]``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from .decisions import BadGameCode
from .packing import Reader, varint

BREAK = "|"  # an item of the stream that is no fact: the move before it ends there
SPLIT_VERBS = {"cut": ","}  # verb -> separator of arguments that are separate rule facts
# Facts that close a question ("no more"): an earlier grouping may ask a question this
# one does not, or the other way round.
CLOSING = frozenset({"done"})
# The grouping of rule facts into questions: raised whenever an option list changes its
# grouping (one question instead of several, or the other way round), never lowered.
GROUPING = 1
FIRST_GROUPING = 1
TOKEN = re.compile(r"[A-Za-z_]+|[0-9]+|[^A-Za-z0-9_]")
MAX_CLOSED = 20  # questions closed in a row by a tolerant reading
MAX_LITERAL = 200  # bytes of a token written out in full
LITERAL, BREAK_CODE, FIRST_WORD = 0, 1, 2

# The words of format 3, most frequent first (a word below 62 takes one byte). Frozen:
# a word's number is part of every link; new words are only ever appended.
WORDS: tuple[str, ...] = (
    ':', 'space', 'end', '1', '0', ',', 'convert', 'tool', '+', 'wood', 'pay', 'horse', '2',
    'pass', 'grain', 'use', 'cattle', 'load', 'build', 'flip', 'cut', 'clay', 'done',
    'moor', 'skip', 'sheep', 'stall', 'summer_carpenter', 'handcart', 'peat_cutter',
    'builder', 'warden', 'return', 'fisherman', 'timber', 'dike_builder', 'wainwright',
    'colonist', 'woolen_weaver', 'woodcutter', 'summer_grocer', 'field', 'summer_master',
    'farmer', 'tanner', 'winter_grocer', 'winter_master', 'clay_worker', 'butcher', 'wagon',
    'winter_carpenter', 'baker', 'dike_warden', 'potter', 'linen_weaver', 'cattle_trader',
    'peat_boatman', 'slaughter', 'dest', 'wood_trader', 'brick', 'builders_merchant',
    'breed', 'forester', 'plow', 'peat_boat', '3', 'vehicle', 'eat', 'peatboat', 'dikes',
    'flax', 'schnapps_distillery', 'plow_makers_workshop', 'novices_hut', 'sell',
    'workshop', 'pottery_wheels', 'slaughtering_tables', 'winter_laborer', 'fish_traps',
    'summer_laborer', 'workbenches', 'axes', 'imitate', 'farmers_house', 'cart', 'spades',
    'fleshing_beams', 'shovels', 'forest', 'weaving_looms', 'keep', 'carriage', 'hage',
    'food', 'beemoor', 'weaving_parlor', 'wood_trader_house', '4', 'hide',
    'colonists_house', 'litter_storage', 'carpenters_workshop', 'droshky',
    'loading_station', '9', '5', 'leather', 'ovens', 'feed', 'animal', 'horse_cart',
    'potters_inn', 'emden', 'farmers_inn', 'wool', 'aurich', 'esens', 'norden', '6',
    'any_animal', '7', '8', 'bakehouse', 'mill', 'replace', 'stable', 'bremen', 'cooperage',
    'grain_field', 'junk_dealers_inn', 'leer', 'milk_house_inn', 'sluice_yard_inn',
    'woolen', 'animal_pair', 'clothes', 'dehydrated', 'dornum', 'finish', 'flax_field',
    'gulf_house_inn', 'hydrated', 'linen', 'peat', 'saddlery', 'smithy', 'summer_wear',
    'turnery', 'weaving_mill', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19',
    '20', 'smokehouse', 'textile_house', 'joinery', 'waterfront_house', 'village_church',
    'lutetsburg_castle', 'berum_castle', 'winter_wear', 'leather_wear'
)
_WORD_CODE = {w: FIRST_WORD + i for i, w in enumerate(WORDS)}
assert len(_WORD_CODE) == len(WORDS), "WORDS holds a word twice"


def facts(key: str) -> tuple[str, ...]:
    """The rule facts of one option key, in order (``cut:2,3`` -> ``cut:2``, ``cut:3``)."""
    verb, colon, args = key.partition(":")
    sep = SPLIT_VERBS.get(verb)
    if colon and sep:
        return tuple(f"{verb}:{arg}" for arg in args.split(sep))
    return (key,)


def choose(keys: Sequence[str], rest: Sequence[str]) -> str | None:
    """The option whose facts are the longest run that starts ``rest`` (None: no option's)."""
    best, best_n = None, 0
    for key in keys:
        f = facts(key)
        if len(f) > best_n and len(f) <= len(rest) and tuple(rest[:len(f)]) == f:
            best, best_n = key, len(f)
    return best


def write(offered: Sequence[Sequence[str]], moves: Sequence[str]) -> list[str]:
    """The stream of a game: its facts, and a BREAK after each move a reader would
    otherwise read as another option; ``offered[i]``: the keys ``moves[i]`` chose from."""
    plain = [f for m in moves for f in facts(m)]
    items: list[str] = []
    pos = 0
    for i, move in enumerate(moves):
        n = len(facts(move))
        items += facts(move)
        if choose(offered[i], plain[pos:]) != move:
            items.append(BREAK)
        pos += n
    return items


def replay(legal: Callable[[], list[str]], play: Callable[[str], None],
           items: Sequence[str], grouping: int = GROUPING,
           engine_grouping: int = GROUPING) -> None:
    """Play a stream of ``grouping`` through a game of ``engine_grouping`` (``legal``: its
    option keys now, ``play``: play one). The same grouping is read strictly: BadGameCode
    for any stream ``write`` would not give for the game it describes. An earlier one is
    read tolerantly: breaks only end a match where an option ends there, a closing fact
    no option takes is passed over, and a closing option is played where no option takes
    the next fact."""
    if grouping > engine_grouping:
        raise BadGameCode("this game link was made by a newer version of the game")
    if grouping < engine_grouping:
        _replay_tolerant(legal, play, items)
        return
    plain_at = []  # each item's index in the stream without its BREAKs
    plain: list[str] = []
    for item in items:
        plain_at.append(len(plain))
        if item != BREAK:
            plain.append(item)
    plain_at.append(len(plain))
    next_break = [len(items)] * (len(items) + 1)
    for i in range(len(items) - 1, -1, -1):
        next_break[i] = i if items[i] == BREAK else next_break[i + 1]
    pos = 0
    while pos < len(items):
        end = next_break[pos]
        keys = legal()
        key = choose(keys, items[pos:end])
        if key is None:
            raise BadGameCode(f"item {pos + 1} of the game link's moves is not legal there")
        # The writer breaks after a move exactly when reading on without a break would
        # play another option: a break anywhere else is not the engine's writing.
        needs_break = choose(keys, plain[plain_at[pos]:]) != key
        pos += len(facts(key))
        if needs_break != (pos == end < len(items)):
            raise BadGameCode("the game link's moves are not written the engine's way "
                              "(a break)")
        pos += needs_break
        play(key)


def _replay_tolerant(legal: Callable[[], list[str]], play: Callable[[str], None],
                     items: Sequence[str]) -> None:
    plain = [i for i in items if i != BREAK]
    ends = set()  # positions in ``plain`` where the writer's moves ended at a break
    n = 0
    for item in items:
        if item == BREAK:
            ends.add(n)
        else:
            n += 1
    pos = closed = 0
    while pos < len(plain):
        keys = legal()
        fitting = [k for k in keys if tuple(plain[pos:pos + len(facts(k))]) == facts(k)]
        # The longest option that does not run over a break, else the longest.
        inside = [k for k in fitting
                  if not any(pos < e < pos + len(facts(k)) for e in ends)]
        key = max(inside or fitting, key=lambda k: len(facts(k)), default=None)
        if key is None and plain[pos] in CLOSING:
            pos += 1  # this engine does not ask the question the fact closed
            continue
        if key is None:
            closing = [k for k in keys if k in CLOSING]
            if len(closing) != 1:
                raise BadGameCode(f"fact {pos + 1} of the game link's moves is not "
                                  f"legal there")
            key = closing[0]  # a question this engine asks where the writer's did not
            closed += 1
            if closed > MAX_CLOSED:
                raise BadGameCode("the game link's moves do not fit this version's rules")
        else:
            pos += len(facts(key))
            closed = 0
        play(key)


def pack_items(items: Sequence[str], grouping: int = GROUPING) -> bytes:
    """The bytes of a stream (see the module's docstring)."""
    out = bytearray(varint(grouping) + varint(len(items)))
    for item in items:
        if item == BREAK:
            out += varint(2 * BREAK_CODE + 1)
            continue
        tokens = TOKEN.findall(item)
        for i, token in enumerate(tokens):
            last = int(i == len(tokens) - 1)
            code = _WORD_CODE.get(token)
            if code is not None:
                out += varint(2 * code + last)
            else:
                raw = token.encode("utf-8")
                out += varint(2 * LITERAL + last) + varint(len(raw)) + raw
    return bytes(out)


def read_items(r: Reader, max_items: int) -> tuple[int, list[str]]:
    """A stream's grouping and items as ``pack_items`` wrote them; BadGameCode for any
    other writing."""
    grouping = r.varint()
    if grouping > GROUPING:
        raise BadGameCode("this game link was made by a newer version of the game")
    if grouping < FIRST_GROUPING:
        raise BadGameCode("the game link's moves are of no known grouping")
    n = r.varint()
    if n > max_items:
        raise BadGameCode(f"the game link holds too many moves ({n})")
    items = []
    for _ in range(n):
        tokens: list[str] = []
        while True:
            v = r.varint()
            code, last = v >> 1, v & 1
            if code == BREAK_CODE:
                if tokens or not last:
                    raise BadGameCode("the game link holds a damaged move")
                tokens.append(BREAK)
            elif code == LITERAL:
                size = r.varint()
                if size > MAX_LITERAL:
                    raise BadGameCode("the game link holds a move that is far too long")
                try:
                    token = r.bytes(size).decode("utf-8")
                except UnicodeDecodeError as exc:
                    raise BadGameCode("the game link holds a move that is not text") from exc
                if not TOKEN.fullmatch(token) or token in _WORD_CODE or token == BREAK:
                    raise BadGameCode("the game link holds a move not written the short way")
                tokens.append(token)
            elif code - FIRST_WORD < len(WORDS):
                tokens.append(WORDS[code - FIRST_WORD])
            else:
                raise BadGameCode("the game link holds a word this page does not know (made by a "
                                  "newer version?)")
            if last:
                break
        item = "".join(tokens)
        if item != BREAK and TOKEN.findall(item) != tokens:
            raise BadGameCode("the game link holds a move not written the short way")
        items.append(item)
    return grouping, items
