"""The build's dataclass code table (``web/app/precompiled.py``): ``dataclasses`` runs the
table's code for the texts it holds, and compiles any other text as before."""

from __future__ import annotations

import dataclasses
import marshal
import sys
from pathlib import Path
from types import CodeType

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app import precompiled


def recorded_table() -> dict[bytes, CodeType]:
    """What the build records: the code of each text ``dataclasses`` compiles, by the
    text's key."""
    table: dict[bytes, CodeType] = {}

    def record(source: str, globals: dict[str, object] | None = None,
               locals: dict[str, object] | None = None) -> None:
        code = table[precompiled.key(source)] = precompiled.compile_text(source)
        exec(code, globals, locals)

    dataclasses.exec = record  # type: ignore[attr-defined]
    try:
        @dataclasses.dataclass(frozen=True)
        class Point:
            x: int
            y: int = 0
    finally:
        del dataclasses.exec  # type: ignore[attr-defined]
    return table


def test_a_class_made_with_the_table_runs_its_code(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table = recorded_table()
    assert table  # one text per class in Python 3.13+, one per method before
    path = tmp_path / "dataclass_code.bin"
    path.write_bytes(marshal.dumps(table))
    monkeypatch.setattr(dataclasses, "exec", None, raising=False)
    assert precompiled.install(path) == len(table)
    ran: list[str] = []
    compile_text = precompiled.compile_text

    def compiling(source: str) -> CodeType:
        ran.append(source)
        return compile_text(source)

    monkeypatch.setattr(precompiled, "compile_text", compiling)

    @dataclasses.dataclass(frozen=True)
    class Point:
        x: int
        y: int = 0

    assert ran == []  # not compiled: the table's code ran
    assert Point(1) == Point(1, 0) and repr(Point(2, 3)) == (
        "test_a_class_made_with_the_table_runs_its_code.<locals>.Point(x=2, y=3)")
    with pytest.raises(dataclasses.FrozenInstanceError):
        Point(1).x = 2  # type: ignore[misc]

    @dataclasses.dataclass
    class Other:  # a text the table does not hold: compiled as before
        name: str

    assert Other("a").name == "a" and ran


def test_without_a_table_nothing_changes(tmp_path: Path) -> None:
    assert precompiled.install(tmp_path / "missing.bin") == 0
    assert "exec" not in vars(dataclasses)
