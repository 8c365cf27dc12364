"""Training the computer players' evaluations by self-play (dev tool: the ``train`` extra).

``python -m benchmarks.train GAME ...``: :mod:`.core` is the game-independent part, each
other module of this package one game's adapter, named by the game (``arle``), exposing
``ADAPTER`` (a :class:`.core.Adapter`).
"""
