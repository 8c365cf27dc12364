"""Learn an evaluation's weights from self-play, whatever the game (a dev tool, not shipped:
it needs numpy and scipy, the ``train`` extra; the engines stay standard-library only).

The evaluation it fits is linear in named terms::

    value(position) = known(position) + sum(weight[k] * term[k](position))

``known`` is what the position already counts for sure (the live score sheet), each term
one feature as the evaluation scales it (a good held times the share of the game left, say).
Texel-style regression: every sampled position of a self-play game is labelled with that
player's final score, and the weights are the least-squares fit of ``final - known`` on the
terms. Each *bucket* (a time of the game: positions a search compares share one) gets its own
free intercept, the points any position then still gains whatever it holds; intercepts do
not change which option is best, so they are fitted and dropped. The fit is pulled toward
the current weights (ridge, ``ridge`` per sample) and kept within each weight's bounds.
Its figure is the held-out error: the final score predicted for games left out of the fit
(``folds`` splits by game), with the current weights and with the fitted ones.

A game brings an :class:`Adapter`: its weights (the prior), their bounds, the file they live
in, and ``play(seed, level) -> list[Sample]``, one self-play game's positions (a module-level
function: it runs in worker processes with ``--jobs``). :func:`main` is the command line:
it plays the seeds not yet in the samples file (so a cut run resumes), fits, prints the
figures and, with ``--write``, writes the weights into the file between :data:`BEGIN` and
:data:`END`. The core knows nothing of any game.
"""

from __future__ import annotations

import argparse
import json
import re
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np
from scipy.optimize import lsq_linear  # type: ignore[import-untyped]

BEGIN = "# BEGIN TUNED WEIGHTS"
END = "# END TUNED WEIGHTS"
RESULTS = Path(__file__).resolve().parent.parent / "results" / "train"


@dataclass(frozen=True, slots=True)
class Sample:
    """One position of one player in a self-play game: the game's seed, the time bucket,
    what the position counts for sure, the player's ``final`` score, and the terms."""

    game: int
    bucket: int
    known: float
    final: float
    terms: dict[str, float]


@dataclass(frozen=True, slots=True)
class Adapter:
    """What a game brings: ``name`` (the command line's), its current ``weights`` (the
    fit's prior and the order written), ``bounds`` (low, high) for the weights that have
    them, the Python file holding them, the assignment written before the table
    (``WEIGHTS: Mapping[str, float] = MappingProxyType``) and ``play(seed, level)``."""

    name: str
    weights: Mapping[str, float]
    weights_file: Path
    assignment: str
    play: Callable[[int, str], list[Sample]]
    bounds: Mapping[str, tuple[float, float]] = field(default_factory=dict)
    levels: Sequence[str] = ("good", "strong")
    # ``score(seed, level, weights)``: one game's final score with those weights, for
    # ``--check`` (games apart from the training's, old weights against fitted ones).
    score: Callable[[int, str, Mapping[str, float]], float] | None = None


@dataclass(frozen=True, slots=True)
class Fit:
    """A fit's weights, its held-out errors (RMSE of the final score predicted, in the
    game's points) with the prior's and the fitted weights, and its size."""

    weights: dict[str, float]
    rmse_prior: float
    rmse_fit: float
    samples: int
    games: int


def collect(play: Callable[[int, str], list[Sample]], seeds: Iterable[int], level: str,
            jobs: int = 1) -> Iterable[list[Sample]]:
    """Each seed's game, played at ``level`` (in ``jobs`` processes), as it finishes."""
    tasks = list(seeds)
    if jobs <= 1:
        for seed in tasks:
            yield play(seed, level)
        return
    with ProcessPoolExecutor(jobs) as pool:
        yield from pool.map(play, tasks, [level] * len(tasks))


def check(score: Callable[[int, str, Mapping[str, float]], float], seeds: Iterable[int],
          level: str, tables: Sequence[Mapping[str, float]], jobs: int = 1) -> list[float]:
    """Each weight table's mean score over the ``seeds`` at ``level`` (``jobs`` processes)."""
    tasks = [(seed, dict(table)) for table in tables for seed in seeds]
    seeds_, tables_ = [s for s, _ in tasks], [w for _, w in tasks]
    levels = [level] * len(tasks)
    if jobs <= 1:
        scores = list(map(score, seeds_, levels, tables_))
    else:
        with ProcessPoolExecutor(jobs) as pool:
            scores = list(pool.map(score, seeds_, levels, tables_))
    n = len(tasks) // len(tables)
    return [float(np.mean(scores[i * n:(i + 1) * n])) for i in range(len(tables))]


def save(path: Path, samples: Iterable[Sample]) -> None:
    """Append samples to a JSON-lines file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a") as f:
        for s in samples:
            f.write(json.dumps(asdict(s)) + "\n")


def load(path: Path) -> list[Sample]:
    if not path.exists():
        return []
    return [Sample(**json.loads(line)) for line in path.read_text().splitlines() if line]


@dataclass(frozen=True, slots=True)
class _Table:
    """Samples as arrays: the terms (one column a weight name), what is known, the final
    score, the bucket's index and the game of each row, in the samples' order."""

    names: tuple[str, ...]
    terms: np.ndarray
    known: np.ndarray
    final: np.ndarray
    bucket: np.ndarray
    game: np.ndarray
    buckets: int

    @classmethod
    def of(cls, samples: Sequence[Sample], names: Sequence[str]) -> _Table:
        index = {b: i for i, b in enumerate(sorted({s.bucket for s in samples}))}
        return cls(tuple(names),
                   np.array([[s.terms.get(k, 0.0) for k in names] for s in samples]),
                   np.array([s.known for s in samples]), np.array([s.final for s in samples]),
                   np.array([index[s.bucket] for s in samples]),
                   np.array([s.game for s in samples]), len(index))

    def rows(self, keep: np.ndarray) -> _Table:
        return _Table(self.names, self.terms[keep], self.known[keep], self.final[keep],
                      self.bucket[keep], self.game[keep], self.buckets)

    def ahead(self, horizon: int) -> np.ndarray:
        """Each row's index ``horizon`` rows on within its game, -1 past the game's end."""
        n = len(self.game)
        on = np.arange(n) + horizon
        inside = on < n
        inside[inside] = self.game[on[inside]] == self.game[inside]
        return np.where(inside, on, -1)


def _solve(data: _Table, target: np.ndarray, prior: Mapping[str, float], keys: Sequence[str],
           bounds: Mapping[str, tuple[float, float]], ridge: float) -> tuple[np.ndarray,
                                                                            np.ndarray]:
    """The weights (all of ``data.names``: those not in ``keys`` stay the prior's) and
    the buckets' intercepts that fit ``target``."""
    w = np.array([prior[k] for k in data.names])
    fit_cols = [data.names.index(k) for k in keys]
    fixed = np.ones(len(data.names), dtype=bool)
    fixed[fit_cols] = False
    y = target - data.known - data.terms[:, fixed] @ w[fixed]
    onehot = np.zeros((len(y), data.buckets))
    onehot[np.arange(len(y)), data.bucket] = 1.0
    a = np.hstack([data.terms[:, fit_cols], onehot])
    pull = np.sqrt(ridge * len(y))
    reg = np.hstack([pull * np.eye(len(keys)), np.zeros((len(keys), data.buckets))])
    a = np.vstack([a, reg])
    y = np.concatenate([y, pull * w[fit_cols]])
    inf = np.inf
    lo = np.array([bounds.get(k, (-inf, inf))[0] for k in keys] + [-inf] * data.buckets)
    hi = np.array([bounds.get(k, (-inf, inf))[1] for k in keys] + [inf] * data.buckets)
    x0 = np.concatenate([w[fit_cols], np.zeros(data.buckets)])
    x = lsq_linear(a, y, bounds=(np.minimum(lo, x0), np.maximum(hi, x0))).x  # a prior outside
    w[fit_cols] = x[:len(keys)]
    return w, np.asarray(x[len(keys):])


def _learn(data: _Table, prior: Mapping[str, float], keys: Sequence[str],
           bounds: Mapping[str, tuple[float, float]], ridge: float, horizon: int,
           rounds: int) -> np.ndarray:
    """The fitted weights: on the final scores, then with a ``horizon``, ``rounds`` times
    on each position's value ``horizon`` samples on in its game as the last fit reckons it
    (the final score past the game's end)."""
    w, c = _solve(data, data.final, prior, keys, bounds, ridge)
    if horizon:
        on = data.ahead(horizon)
        later = on >= 0
        for _ in range(rounds):
            target = data.final.copy()
            target[later] = (data.known[on[later]] + data.terms[on[later]] @ w
                             + c[data.bucket[on[later]]])
            w, c = _solve(data, target, prior, keys, bounds, ridge)
    return w


def _rmse(test: _Table, train: _Table, weights: np.ndarray) -> float:
    """The held-out error of ``weights`` on ``test``, intercepts fitted on ``train``."""
    prior = dict(zip(train.names, weights, strict=True))
    _, c = _solve(train, train.final, prior, [], {}, 0.0)
    predicted = test.known + test.terms @ weights + c[test.bucket]
    return float(np.sqrt(np.mean((predicted - test.final) ** 2)))


def fit(samples: Sequence[Sample], prior: Mapping[str, float], keys: Sequence[str] = (),
        bounds: Mapping[str, tuple[float, float]] | None = None, ridge: float = 0.01,
        folds: int = 5, horizon: int = 0, rounds: int = 5) -> Fit:
    """Fit the weights of ``keys`` (default: all of ``prior``) to ``samples`` (each game's
    in its order); the held-out errors of the prior and of the fit, over ``folds`` splits
    by game.

    ``horizon`` 0 fits the final scores (Texel); ``horizon`` n > 0 fits each position to
    the value of its game's position n samples on, as the weights fitted the round before
    reckon it (``rounds`` rounds, from the final-score fit): temporal differences, whose
    targets do not carry the luck of the rest of the game. Their held-out error is still
    against the final scores."""
    keys = list(keys or prior)
    bounds = bounds or {}
    data = _Table.of(samples, list(prior))
    games = np.unique(data.game)
    if len(games) < 2:
        raise ValueError("a fit needs the positions of at least 2 games")
    w0 = np.array(list(prior.values()))
    squares = {"prior": 0.0, "fit": 0.0}
    folds = min(folds, len(games))
    for f in range(folds):
        out = np.isin(data.game, games[f::folds])
        train, test = data.rows(~out), data.rows(out)
        fitted = _learn(train, prior, keys, bounds, ridge, horizon, rounds)
        for name, w in (("prior", w0), ("fit", fitted)):
            squares[name] += _rmse(test, train, w) ** 2 * out.sum()
    whole = _learn(data, prior, keys, bounds, ridge, horizon, rounds)
    n = len(samples)
    return Fit({k: round(float(v), 3) for k, v in zip(prior, whole, strict=True)},
               float(np.sqrt(squares["prior"] / n)), float(np.sqrt(squares["fit"] / n)),
               n, len(games))


def write_weights(path: Path, assignment: str, weights: Mapping[str, float], note: str) -> None:
    """Rewrite the table between :data:`BEGIN` and :data:`END` in ``path``: a note line,
    then ``{assignment}({...})`` with one weight a line."""
    body = "".join(f'    "{k}": {v!r},\n' for k, v in weights.items())
    table = f"{BEGIN}\n# {note}\n{assignment}({{\n{body}}})\n{END}"
    text = path.read_text()
    pattern = re.escape(BEGIN) + ".*" + re.escape(END)
    if not re.search(pattern, text, flags=re.S):
        raise ValueError(f"{path} has no table between {BEGIN!r} and {END!r}")
    path.write_text(re.sub(pattern, lambda _: table, text, flags=re.S))


def seed_range(text: str) -> range:
    """``"2000..2039"`` (both ends in) as a range."""
    lo, sep, hi = text.partition("..")
    if not sep or not lo.isdigit() or not hi.isdigit() or int(hi) < int(lo):
        raise argparse.ArgumentTypeError(f"seeds are FIRST..LAST, as 2000..2039: not {text!r}")
    return range(int(lo), int(hi) + 1)


def main(adapter: Adapter, argv: Sequence[str] | None = None) -> int:
    """``python -m benchmarks.train GAME [--seeds A..B] [--level L] [--write] ...``."""
    parser = argparse.ArgumentParser(prog=f"python -m benchmarks.train {adapter.name}")
    parser.add_argument("--seeds", type=seed_range, default=seed_range("2000..2039"),
                        help="self-play games, by seed (keep them apart from benchmark seeds)")
    parser.add_argument("--level", default=adapter.levels[0], choices=list(adapter.levels))
    parser.add_argument("--data", type=Path, default=None,
                        help="samples file (JSON lines; seeds already in it are not replayed)")
    parser.add_argument("--keys", default="", help="comma-separated weights to fit (all)")
    parser.add_argument("--ridge", type=float, default=0.01,
                        help="pull toward the current weights, per sample")
    parser.add_argument("--horizon", type=int, default=0,
                        help="fit to the value this many samples on (0: the final score)")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the games")
    parser.add_argument("--check", type=seed_range, default=None,
                        help="games (seeds apart from the training's) played with the current "
                        "and the fitted weights, their means compared")
    parser.add_argument("--check-level", default=None, choices=list(adapter.levels),
                        help="the level of --check's games (default: --level)")
    parser.add_argument("--write", action="store_true", help="write the fitted weights")
    args = parser.parse_args(argv)
    keys = [k for k in args.keys.split(",") if k]
    unknown = set(keys) - set(adapter.weights)
    if unknown:
        parser.error(f"unknown weights: {', '.join(sorted(unknown))}")
    data: Path = args.data or RESULTS / f"{adapter.name}-{args.level}.jsonl"
    samples = load(data)
    have = {s.game for s in samples}
    todo = [s for s in args.seeds if s not in have]
    t0, c0 = time.perf_counter(), time.process_time()
    for n, game in enumerate(collect(adapter.play, todo, args.level, args.jobs), 1):
        save(data, game)
        samples += game
        print(f"game {n}/{len(todo)}: {len(game)} positions, final "
              f"{game[0].final if game else '-'}", flush=True)
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    print(f"played {len(todo)} games in {wall:.0f} s wall ({cpu:.0f} s CPU in this process)")
    wanted = set(args.seeds)
    used = [s for s in samples if s.game in wanted]
    result = fit(used, adapter.weights, keys, adapter.bounds, args.ridge,
                 horizon=args.horizon)
    print(f"{result.samples} positions of {result.games} games; held-out RMSE of the final "
          f"score: current weights {result.rmse_prior:.2f}, fitted {result.rmse_fit:.2f}")
    for k, v in result.weights.items():
        old = adapter.weights[k]
        print(f"  {k:14} {old:8.3f} -> {v:8.3f}" + ("" if v == old else "  *"))
    if args.check is not None and adapter.score is not None:
        level = args.check_level or args.level
        t0, c0 = time.perf_counter(), time.process_time()
        old, new = check(adapter.score, args.check, level,
                         [adapter.weights, result.weights], args.jobs)
        print(f"check, {len(args.check)} {level} games (seeds {args.check[0]}.."
              f"{args.check[-1]}): mean {old:.2f} with the current weights, {new:.2f} fitted "
              f"({time.perf_counter() - t0:.0f} s wall, {time.process_time() - c0:.0f} s CPU)")
    if args.write:
        write_weights(adapter.weights_file, adapter.assignment, result.weights,
                      f"fitted: {result.games} {args.level} games (seeds {args.seeds[0]}.."
                      f"{args.seeds[-1]}), ridge {args.ridge}, horizon {args.horizon}, "
                      f"held-out RMSE {result.rmse_prior:.2f} -> {result.rmse_fit:.2f}")
        print(f"written to {adapter.weights_file}")
    return 0
