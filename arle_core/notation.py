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

Bytes: the grouping, the item count, then each item as a varint: 1 is a ``BREAK``,
``2 + i`` the fact ``FACTS[i]`` (``arle_core.notation_words``), 0 a fact spelled out:
its count of tokens (:data:`TOKEN`), then each token as a varint, ``1 + i`` for the word
``TOKENS[i]`` or 0 followed by its UTF-8 length and bytes.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gamekit.linkcodec import Reader, varint

from .decisions import BadGameCode
from .notation_words import FACTS, TOKENS

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
MAX_TOKENS = 64  # tokens of a fact spelled out
SPELLED, BREAK_CODE, FIRST_FACT = 0, 1, 2  # an item's first number
LITERAL, FIRST_TOKEN = 0, 1  # a spelled token's number
_FACT_CODE = {w: FIRST_FACT + i for i, w in enumerate(FACTS)}
_TOKEN_CODE = {w: FIRST_TOKEN + i for i, w in enumerate(TOKENS)}
assert len(_FACT_CODE) == len(FACTS) and len(_TOKEN_CODE) == len(TOKENS), "a word twice"


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
            out += varint(BREAK_CODE)
        elif item in _FACT_CODE:
            out += varint(_FACT_CODE[item])
        else:
            tokens = TOKEN.findall(item)
            out += varint(SPELLED) + varint(len(tokens))
            for token in tokens:
                if token in _TOKEN_CODE:
                    out += varint(_TOKEN_CODE[token])
                else:
                    raw = token.encode("utf-8")
                    out += varint(LITERAL) + varint(len(raw)) + raw
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
    return grouping, [_read_item(r) for _ in range(n)]


def _read_item(r: Reader) -> str:
    code = r.varint()
    if code == BREAK_CODE:
        return BREAK
    if code != SPELLED:
        if code - FIRST_FACT >= len(FACTS):
            raise BadGameCode("the game link holds a move this page does not know (made by "
                              "a newer version?)")
        return FACTS[code - FIRST_FACT]
    n = r.varint()
    if not 1 <= n <= MAX_TOKENS:
        raise BadGameCode("the game link holds a damaged move")
    tokens = []
    for _ in range(n):
        code = r.varint()
        if code == LITERAL:
            size = r.varint()
            if size > MAX_LITERAL:
                raise BadGameCode("the game link holds a move that is far too long")
            try:
                token = r.bytes(size).decode("utf-8")
            except UnicodeDecodeError as exc:
                raise BadGameCode("the game link holds a move that is not text") from exc
            if not TOKEN.fullmatch(token) or token in _TOKEN_CODE:
                raise BadGameCode("the game link holds a move not written the short way")
        elif code - FIRST_TOKEN < len(TOKENS):
            token = TOKENS[code - FIRST_TOKEN]
        else:
            raise BadGameCode("the game link holds a word this page does not know (made by "
                              "a newer version?)")
        tokens.append(token)
    item = "".join(tokens)
    if item in _FACT_CODE or item == BREAK or TOKEN.findall(item) != tokens:
        raise BadGameCode("the game link holds a move not written the short way")
    return item
