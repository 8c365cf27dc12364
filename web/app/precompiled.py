"""Dataclass methods the build compiled: ``dataclasses`` writes each class's ``__init__``,
``__eq__``, ``__repr__`` ... as source text and compiles it while the module imports. In the
browser that compiling was most of the engine's import time on a first visit (the rest of
the page's Python arrives as bytecode, and the compiler's wasm ran only for it). The build
imports the engine and the page code once in the same Pyodide and keeps the code object of
every such text under the text's hash (``dataclass_code.bin`` beside this module, made by
``web/buildtime/dataclass_code.mjs``); ``install`` lets ``dataclasses`` run those code
objects for the same texts. A text not in the table (a class the build did not see) is
compiled as before, so the table can only save time."""

from __future__ import annotations

import dataclasses
import hashlib
import marshal
from pathlib import Path
from types import CodeType
from typing import Any

TABLE = Path(__file__).with_name("dataclass_code.bin")
KEY_BYTES = 16  # of a text's SHA-256: its key in the table (the build writes it so)
missed: list[str] = []  # the texts compiled here, the table lacking them (the tests look)


def key(source: str) -> bytes:
    return hashlib.sha256(source.encode()).digest()[:KEY_BYTES]


def compile_text(source: str) -> CodeType:
    """The code of a text as ``dataclasses``' own ``exec`` compiles it (no future flags:
    ``dataclasses`` has none to pass on, this module has)."""
    return compile(source, "<string>", "exec", dont_inherit=True)


def compiled_exec(table: dict[bytes, CodeType]) -> Any:
    """``exec`` as ``dataclasses`` calls it, with the code of a text the table holds."""

    def run(source: str, globals: dict[str, Any] | None = None,
            locals: dict[str, Any] | None = None) -> None:
        code = table.get(key(source))
        if code is None:
            missed.append(source)
            code = compile_text(source)
        exec(code, globals, locals)

    return run


def install(path: Path = TABLE) -> int:
    """Let ``dataclasses`` use the build's code table (when the build wrote one); returns
    how many texts it holds."""
    if not path.is_file():
        return 0
    table = marshal.loads(path.read_bytes())
    dataclasses.exec = compiled_exec(table)  # type: ignore[attr-defined]
    return len(table)
