"""A game's moves written as the rule facts they apply, never as option positions.

A move is its option's key (``space:fishing``, ``cut:2,3``): the engine's text for a rule
action. A key is split into its *facts*, the finest grain the rules give it
(:meth:`Notation.facts`): one fact per key, except for the verbs of ``split_verbs``, whose
arguments are separate facts. A game is the stream of its moves' facts.

Reading a stream needs no option list of the engine that wrote it: at each decision the
reader plays the option whose facts are the longest run of the stream from here. Where that
greedy reading would go wrong for the game as played (an option covering more than the move
played), the writer puts a ``BREAK`` right after the move. ``grouping`` numbers the way an
engine groups rule facts into questions: a stream of the engine's own grouping is read
strictly (exactly as written, so a game has one text); a stream of an earlier grouping is
read tolerantly, so an engine that asks the same rule action as one question or as several,
or in another order, reads the same game.

Bytes: the grouping, the item count, then each item as a varint: 1 is a ``BREAK``, ``2 + i``
the fact ``facts[i]`` of the engine's word table, 0 a fact spelled out: its count of tokens
(:data:`TOKEN`), then each token as a varint, ``1 + i`` for the word ``tokens[i]`` or 0
followed by its UTF-8 length and bytes. Word tables are append-only: a word's number is part
of every link written with it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from .decisions import BadGameCode
from .linkcodec import Reader, varint

BREAK = "|"  # an item of the stream that is no fact: the move before it ends there
TOKEN = re.compile(r"[A-Za-z_]+|[0-9]+|[^A-Za-z0-9_]")
MAX_CLOSED = 20  # questions closed in a row by a tolerant reading
MAX_LITERAL = 200  # bytes of a token written out in full
MAX_TOKENS = 64  # tokens of a fact spelled out
MAX_REMEMBERED = 50_000  # option keys whose facts a notation keeps (far above a game's)
SPELLED, BREAK_CODE, FIRST_FACT = 0, 1, 2  # an item's first number
LITERAL, FIRST_TOKEN = 0, 1  # a spelled token's number

Legal = Callable[[], list[str]]
Play = Callable[[str], None]


@dataclass(frozen=True)
class Notation:
    """One engine's notation: its word tables and how it splits keys into facts.

    ``facts_table`` and ``tokens``: the append-only word tables. ``split_verbs``: verb ->
    separator of arguments that are separate rule facts. ``closing``: facts that close a
    question ("no more"), which an earlier grouping may ask where this one does not.
    ``grouping``: raised whenever the engine's option lists change their grouping;
    ``first_grouping``: the lowest one ever written."""

    facts_table: tuple[str, ...]
    tokens: tuple[str, ...]
    split_verbs: Mapping[str, str] = field(default_factory=dict)
    closing: frozenset[str] = frozenset()
    grouping: int = 1
    first_grouping: int = 1
    _fact_code: dict[str, int] = field(init=False, repr=False, compare=False)
    _token_code: dict[str, int] = field(init=False, repr=False, compare=False)
    _facts: dict[str, tuple[str, ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        fact_code = {w: FIRST_FACT + i for i, w in enumerate(self.facts_table)}
        token_code = {w: FIRST_TOKEN + i for i, w in enumerate(self.tokens)}
        if len(fact_code) != len(self.facts_table) or len(token_code) != len(self.tokens):
            raise ValueError("a word table holds a word twice")
        object.__setattr__(self, "_fact_code", fact_code)
        object.__setattr__(self, "_token_code", token_code)
        object.__setattr__(self, "_facts", {})

    # ----- facts and matching ------------------------------------------------------------

    def facts(self, key: str) -> tuple[str, ...]:
        """The rule facts of one option key, in order (``cut:2,3`` -> ``cut:2``, ``cut:3``).
        Remembered: writing a link asks it of every option of every decision of the game."""
        known = self._facts.get(key)
        if known is None:
            if len(self._facts) >= MAX_REMEMBERED:
                self._facts.clear()
            known = self._facts[key] = self._split(key)
        return known

    def _split(self, key: str) -> tuple[str, ...]:
        verb, colon, args = key.partition(":")
        sep = self.split_verbs.get(verb)
        if colon and sep:
            return tuple(f"{verb}:{arg}" for arg in args.split(sep))
        return (key,)

    def choose(self, keys: Sequence[str], rest: Sequence[str], start: int = 0,
               stop: int | None = None) -> str | None:
        """The option whose facts are the longest run that starts ``rest[start:stop]``
        (None: none). ``start`` and ``stop`` spare the caller a copy of the stream's rest at
        every move: a game's link is written and read in time linear in its length."""
        best, best_n = None, 0
        room = (len(rest) if stop is None else stop) - start
        for key in keys:
            f = self.facts(key)
            n = len(f)
            if best_n < n <= room and (rest[start] == f[0] if n == 1
                                       else tuple(rest[start:start + n]) == f):
                best, best_n = key, n
        return best

    # ----- the stream --------------------------------------------------------------------

    def write(self, offered: Sequence[Sequence[str]], moves: Sequence[str]) -> list[str]:
        """The stream of a game: its facts, and a BREAK after each move a reader would
        otherwise read as another option; ``offered[i]``: the keys ``moves[i]`` chose from."""
        plain = [f for m in moves for f in self.facts(m)]
        items: list[str] = []
        pos = 0
        for i, move in enumerate(moves):
            n = len(self.facts(move))
            items += self.facts(move)
            if self.choose(offered[i], plain, pos) != move:
                items.append(BREAK)
            pos += n
        return items

    def replay(self, legal: Legal, play: Play, items: Sequence[str],
               grouping: int | None = None, engine_grouping: int | None = None) -> None:
        """Play a stream of ``grouping`` through a game of ``engine_grouping`` (both this
        notation's grouping unless given; ``legal``: the game's option keys now, ``play``:
        play one). The same grouping is read strictly: BadGameCode for any stream
        :meth:`write` would not give for the game it describes. An earlier one is read
        tolerantly: breaks only end a match where an option ends there, a closing fact no
        option takes is passed over, and a closing option is played where no option takes
        the next fact."""
        grouping = self.grouping if grouping is None else grouping
        engine = self.grouping if engine_grouping is None else engine_grouping
        if grouping > engine:
            raise BadGameCode("this game link was made by a newer version of the game")
        if grouping < engine:
            self._replay_tolerant(legal, play, items)
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
            key = self.choose(keys, items, pos, end)
            if key is None:
                raise BadGameCode(f"item {pos + 1} of the game link's moves is not legal there")
            # The writer breaks after a move exactly when reading on without a break would
            # play another option: a break anywhere else is not the engine's writing.
            needs_break = self.choose(keys, plain, plain_at[pos]) != key
            pos += len(self.facts(key))
            if needs_break != (pos == end < len(items)):
                raise BadGameCode("the game link's moves are not written the engine's way "
                                  "(a break)")
            pos += needs_break
            play(key)

    def _replay_tolerant(self, legal: Legal, play: Play, items: Sequence[str]) -> None:
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
            fitting = [k for k in keys
                       if tuple(plain[pos:pos + len(self.facts(k))]) == self.facts(k)]
            # The longest option that does not run over a break, else the longest.
            inside = [k for k in fitting
                      if not any(pos < e < pos + len(self.facts(k)) for e in ends)]
            key = max(inside or fitting, key=lambda k: len(self.facts(k)), default=None)
            if key is None and plain[pos] in self.closing:
                pos += 1  # this engine does not ask the question the fact closed
                continue
            if key is None:
                closing = [k for k in keys if k in self.closing]
                if len(closing) != 1:
                    raise BadGameCode(f"fact {pos + 1} of the game link's moves is not "
                                      f"legal there")
                key = closing[0]  # a question this engine asks where the writer's did not
                closed += 1
                if closed > MAX_CLOSED:
                    raise BadGameCode("the game link's moves do not fit this version's rules")
            else:
                pos += len(self.facts(key))
                closed = 0
            play(key)

    # ----- bytes -------------------------------------------------------------------------

    def pack_items(self, items: Sequence[str], grouping: int | None = None) -> bytes:
        """The bytes of a stream (see the module's docstring)."""
        fact_code, token_code = self._fact_code, self._token_code
        out = bytearray(varint(self.grouping if grouping is None else grouping)
                        + varint(len(items)))
        for item in items:
            if item == BREAK:
                out += varint(BREAK_CODE)
            elif item in fact_code:
                out += varint(fact_code[item])
            else:
                tokens = TOKEN.findall(item)
                out += varint(SPELLED) + varint(len(tokens))
                for token in tokens:
                    if token in token_code:
                        out += varint(token_code[token])
                    else:
                        raw = token.encode("utf-8")
                        out += varint(LITERAL) + varint(len(raw)) + raw
        return bytes(out)

    def read_items(self, r: Reader, max_items: int) -> tuple[int, list[str]]:
        """A stream's grouping and items as :meth:`pack_items` wrote them; BadGameCode for
        any other writing."""
        grouping = r.varint()
        if grouping > self.grouping:
            raise BadGameCode("this game link was made by a newer version of the game")
        if grouping < self.first_grouping:
            raise BadGameCode("the game link's moves are of no known grouping")
        n = r.varint()
        if n > max_items:
            raise BadGameCode(f"the game link holds too many moves ({n})")
        return grouping, [self._read_item(r) for _ in range(n)]

    def _read_item(self, r: Reader) -> str:
        fact_code, token_code = self._fact_code, self._token_code
        code = r.varint()
        if code == BREAK_CODE:
            return BREAK
        if code != SPELLED:
            if code - FIRST_FACT >= len(self.facts_table):
                raise BadGameCode("the game link holds a move this page does not know (made "
                                  "by a newer version?)")
            return self.facts_table[code - FIRST_FACT]
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
                if not TOKEN.fullmatch(token) or token in token_code:
                    raise BadGameCode("the game link holds a move not written the short way")
            elif code - FIRST_TOKEN < len(self.tokens):
                token = self.tokens[code - FIRST_TOKEN]
            else:
                raise BadGameCode("the game link holds a word this page does not know (made "
                                  "by a newer version?)")
            tokens.append(token)
        item = "".join(tokens)
        if item in fact_code or item == BREAK or TOKEN.findall(item) != tokens:
            raise BadGameCode("the game link holds a move not written the short way")
        return item
