"""What the build writes into the copied page files: the URL and integrity of the files a
module loads (``const NAME = null; /* replaced by serve.py */``), and the preload links of
``index.html``'s head."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from .common import BuildError, subresource_integrity
from .runtime import STDLIB_ZIP


def file_ref(site: Path, file: Path) -> dict[str, str]:
    """``{url, integrity}`` of a file of the site, as a module of the site's root sees it."""
    return {"url": "./" + file.relative_to(site).as_posix(),
            "integrity": subresource_integrity(file)}


def stamp(site: Path, module: str, values: dict[str, Any]) -> None:
    """Write each value (as JSON) into the module's ``const NAME = null; /* replaced by
    serve.py */`` line."""
    path = site / module
    text = path.read_text()
    for name, value in values.items():
        line = f"const {name} = null; /* replaced by serve.py */"
        if text.count(line) != 1:
            raise BuildError(f"web/{module} lost its {name} line: cannot stamp the build.")
        text = text.replace(line, f"const {name} = {json.dumps(value)};")
    path.write_text(text)


PRELOAD_MARK = "<!-- preload: written by serve.py -->"
PAGE_MODULES_MARK = "<!-- preload page modules: written by serve.py -->"
MODULE_SCRIPT = re.compile(r'<script type="module" src="\./([\w/.-]+\.js)">')
STATIC_IMPORT = re.compile(r'^(?:import|export)\b[^";]*?"(\.{1,2}/[\w/.-]+\.m?js)";', re.MULTILINE)


def page_modules(site: Path) -> list[str]:
    """The page's own JS modules: the head's module scripts and what they import statically,
    in the order a browser would discover them (breadth first)."""
    order = MODULE_SCRIPT.findall((site / "index.html").read_text(encoding="utf-8"))
    seen = set(order)
    for rel in order:  # grows while it is walked
        for spec in STATIC_IMPORT.findall((site / rel).read_text(encoding="utf-8")):
            target = (site / rel).parent.joinpath(spec).resolve().relative_to(site.resolve())
            if (name := target.as_posix()) not in seen and name.startswith("js/"):
                seen.add(name)
                order.append(name)
    return order


def preload_links(site: Path) -> dict[str, list[str]]:
    """What the boot needs, announced in the page's head so that it downloads at once
    instead of each file after the module that asks for it (a chain of imports five deep is
    five round trips), by its mark in ``index.html``: first the wasm (Python's start waits
    for it), the standard library and Pyodide's JS; after the page's scripts, the page's own
    JS modules. Not the engine's wheel and the page code's zip: they are needed once CPython
    has started, and fetched when the wasm is compiled (``interpreter.mjs``), so they do not
    slow the wasm down."""
    fetches = ["./vendor/pyodide/pyodide.asm.wasm", "./vendor/pyodide/" + STDLIB_ZIP]
    runtime = ["./vendor/pyodide/pyodide.asm.mjs", "./interpreter.mjs",
               "./vendor/pyodide/pyodide.mjs"]
    page = [f"./{rel}" for rel in page_modules(site) if f'src="./{rel}"' not in
            (site / "index.html").read_text(encoding="utf-8")]
    return {
        PRELOAD_MARK: [f'<link rel="preload" href="{url}" as="fetch" crossorigin>'
                       for url in fetches] + [f'<link rel="modulepreload" href="{url}">'
                                              for url in runtime],
        PAGE_MODULES_MARK: [f'<link rel="modulepreload" href="{url}">' for url in page],
    }


def write_preloads(site: Path) -> None:
    path = site / "index.html"
    text = path.read_text(encoding="utf-8")
    for mark, links in preload_links(site).items():
        if text.count(mark) != 1:
            raise BuildError("web/index.html lost a preload line: cannot stamp the build.")
        text = text.replace(mark, "\n  ".join(links))
    path.write_text(text, encoding="utf-8")
