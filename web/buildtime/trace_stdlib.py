"""Trace the standard library modules the real page imports; write ``stdlib.txt``.

    python web/buildtime/trace_stdlib.py            # rewrite web/buildtime/stdlib.txt
    python web/buildtime/trace_stdlib.py --check    # exit 1 if the page imports more

The site is built with Pyodide's whole standard library, served by serve.py's handler and
opened in Chromium (the e2e browser), with service workers blocked so the page always boots
the normal way (installing the engine's wheel with loadPackage included; the snapshot is
made from the same imports: the build lists them). It plays a
seeded game by clicking, opens the games list and a broken link; then Python in the page plays
whole games in both rule sets, round-trips their links, formats tracebacks, and reports what
it loaded from the standard library zip. Those modules go to ``stdlib.txt``, with the ones the
engine and the page code import anywhere (``ast``: lazy imports too) and what those import in
turn, except the optional ones (``OPTIONAL``). The build ships only these
(``sitebuild/python.py``), compiled to bytecode; the e2e suite runs on that library.
"""

from __future__ import annotations

import argparse
import ast
import random
import sys
import tempfile
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "e2e"))
from e2e_support import click_option, start_game  # noqa: E402
from playwright.sync_api import Page, Route, sync_playwright  # noqa: E402

import serve  # noqa: E402
from sitebuild import build_site  # noqa: E402
from sitebuild.common import PYODIDE, WEB  # noqa: E402
from sitebuild.runtime import STDLIB_LIST, STDLIB_ZIP, stdlib_member, stdlib_modules  # noqa: E402
from sitebuild.wheel import read_project  # noqa: E402

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run"]
HEADER = "# The standard library modules the page imports: written by trace_stdlib.py.\n"

# Exposes the page's Pyodide (only in the traced copy of interpreter.mjs).
EXPOSE = ("  return pyodide;\n}", "  globalThis.__arleTrace = pyodide;\n  return pyodide;\n}")

EXERCISE = """
import random, sys, traceback
from arle_core import new_game, decode
for players, variant, buildings in [(1, "printed", "starter"), (2, "yucata", "random"),
                                    (2, "printed", "starter"), (1, "yucata", "random")]:
    rng = random.Random(players * 7 + len(variant))
    g = new_game(players=players, seed=rng.randrange(10**6), variant=variant,
                 buildings=buildings)
    while not g.is_over:
        g.play(rng.choice(g.legal_moves()))
        g.decision()
    decode(g.encode())
    g.scores()
    g.winner()
try:
    decode("1.broken")
except Exception:
    traceback.format_exc()
try:
    1 / 0
except ZeroDivisionError:
    "".join(traceback.format_exception(*sys.exc_info()))
FROM_ZIP
"""

# The modules loaded from the standard library zip (not the built-in ones, nor the frozen
# ones, which have a __file__ in the zip too but are part of the wasm).
FROM_ZIP = """sorted(name for name, module in list(sys.modules.items())
       if (getattr(module, "__file__", None) or "").startswith("/lib/python3")
       and getattr(module.__spec__, "origin", None) != "frozen")"""


# Frozen into Pyodide's wasm (314.0.7): importable without the zip, so not listed.
FROZEN = frozenset({
    "_collections_abc", "_sitebuiltins", "abc", "codecs", "collections.abc", "genericpath",
    "importlib._bootstrap", "importlib._bootstrap_external", "importlib.machinery",
    "importlib.util", "io", "ntpath", "os", "os.path", "posixpath", "site", "stat", "zipimport",
})


# Imported by the standard library only inside `try: ... except ImportError` (asyncio: ssl;
# shutil and zipfile: bz2, lzma, compression.zstd) for features the page never uses (TLS,
# those archive formats): left out, they are not imported at all, which saves start-up time
# in the page as well as bytes.
OPTIONAL = ("ssl", "_ssl", "bz2", "lzma", "compression")


def optional(module: str) -> bool:
    return module.split(".")[0] in OPTIONAL


def zip_modules(stdlib: Path) -> set[str]:
    with zipfile.ZipFile(stdlib) as zf:
        return {stdlib_member(n) for n in zf.namelist() if n.endswith(".py")}


def source_imports(zipped: set[str]) -> set[str]:
    """Standard library modules named by any import in the engine or the page code (not
    the engine's command line, ``__main__.py``, which the page never runs)."""
    names: set[str] = set()
    packages = [ROOT / package for package in read_project().packages]
    files = [*(p for package in packages for p in package.rglob("*.py")),
             *(WEB / "app").rglob("*.py")]
    files = [path for path in files if path.name != "__main__.py"]
    for path in files:
        for node in ast.walk(ast.parse(path.read_bytes())):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names.add(node.module)
                names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {n for n in names if n in zipped}


@contextmanager
def full_stdlib_site() -> Iterator[Path]:
    """The site built with every module of Pyodide's standard library."""
    with tempfile.TemporaryDirectory() as tmp:
        every = sorted(zip_modules(PYODIDE / STDLIB_ZIP))
        yield build_site(Path(tmp) / "site", stdlib=every)


def expose(route: Route) -> None:
    text = route.fetch().text()
    assert EXPOSE[0] in text, "interpreter.mjs changed: update EXPOSE"
    route.fulfill(body=text.replace(EXPOSE[0], EXPOSE[1]),
                  headers={"Content-Type": "text/javascript"})


def page_modules(page: Page, url: str) -> set[str]:
    page.route("**/interpreter.mjs", expose)
    page.goto(url)
    page.wait_for_selector('body[data-ready="1"]', timeout=120_000)
    rng = random.Random(5)
    start_game(page, players=2, seed=5)
    for _ in range(40):
        click_option(page, rng)
    page.click("#games-button")
    page.goto(url + "#g=1.broken")
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=120_000)
    code = EXERCISE.replace("FROM_ZIP", FROM_ZIP)
    modules: list[str] = page.evaluate("code => __arleTrace.runPython(code).toJs()", code)
    return set(modules)


def trace() -> set[str]:
    with (full_stdlib_site() as site, serve.serving_in_background(site) as url,
          sync_playwright() as pw):
        zipped = zip_modules(PYODIDE / STDLIB_ZIP)
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        page = browser.new_context(service_workers="block").new_page()
        page.set_default_timeout(120_000)
        imported = page_modules(page, url)
        # The engine's and the page's own imports, and what those import in turn.
        roots = sorted(source_imports(zipped))
        code = f"import importlib, sys\nfor m in {roots!r}: importlib.import_module(m)\n"
        imported |= set(page.evaluate("code => __arleTrace.runPython(code).toJs()",
                                      code + FROM_ZIP))
        browser.close()
    return {module for module in imported & zipped if not optional(module)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="only check that stdlib.txt lists every traced module")
    args = parser.parse_args(argv)
    modules = trace()
    if args.check:
        missing = modules - set(stdlib_modules())
        print("missing from stdlib.txt:", ", ".join(sorted(missing)) or "nothing")
        return 1 if missing else 0
    STDLIB_LIST.write_text(HEADER + "".join(f"{m}\n" for m in sorted(modules)))
    print(f"{len(modules)} modules -> {STDLIB_LIST.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] if len(sys.argv) > 1 else None))
