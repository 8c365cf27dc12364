"""serve.py: the static build, the dev server's answers, its errors, the compiled Python."""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import re
import socket
import socketserver
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
import zipfile
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from e2e_support import ROOT, SERVE, RequestLog, click_start, start_server, stop, wait_ready
from playwright.sync_api import Page, expect


@pytest.fixture(scope="module")
def static_url(built_site: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The built folder served by plain ``python -m http.server``, as any static host would."""
    log = tmp_path_factory.mktemp("http") / "http.log"
    cmd = [sys.executable, "-u", "-m", "http.server", "0", "--bind", "127.0.0.1"]
    cmd += ["--directory", str(built_site)]
    proc, port = start_server(cmd, r"port (\d+)", log)
    yield f"http://127.0.0.1:{port}/"
    stop(proc)


def test_static_build_works_under_plain_http_server(
    page: Page, static_url: str, built_site: Path
) -> None:
    log = RequestLog(page.context)
    page.goto(static_url)
    wait_ready(page)
    click_start(page, 1)
    page.locator(".options-main [data-key]").first.click()
    expect(page.locator(".moves")).to_have_text("Moves played: 1")
    assert log.foreign(static_url) == []

    for module, count in (("interpreter.mjs", 3), ("js/python.js", 0), ("js/ai-worker.mjs", 0)):
        stamped = re.findall(r'"url": "\./([^"]+)"', (built_site / module).read_text())
        assert len(stamped) == count and all((built_site / url).is_file() for url in stamped)
    assert not (built_site / "vendor" / "pyscript").exists(), "no PyScript"
    assert not list(built_site.rglob("*.map")), "source maps are not shipped"


def test_busy_port_is_one_sentence_and_a_nonzero_exit() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(
            [sys.executable, str(SERVE), "--port", str(port)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and f"Port {port} is already in use" in lines[0], done.stderr


def test_serve_py_builds_into_site_then_serves_it_and_says_where(
    serve_module: ModuleType, built_site: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``python serve.py --port N``: takes the port, builds into ``_site/``, serves it there
    and prints the address. The build is stubbed: the session's build is the same one
    (``serve.py --build _site``), and building again would replace the folder the other
    tests are served from."""
    built: list[Path] = []
    servers: list[socketserver.BaseServer] = []
    bind = serve_module.bind
    monkeypatch.setattr(serve_module, "build_site", lambda site: built.append(site) or site)
    monkeypatch.setattr(serve_module, "bind",
                        lambda port: servers.append(bind(port)) or servers[-1])
    exits: list[int] = []
    main = threading.Thread(target=lambda: exits.append(serve_module.main(["--port", "0"])))
    main.start()
    try:
        deadline = time.monotonic() + 30
        while "Serving arle at" not in (said := capsys.readouterr().out):
            assert main.is_alive() and time.monotonic() < deadline, "serve.py did not serve"
            time.sleep(0.05)
        url = re.search(r"(http://127\.0\.0\.1:\d+/)", said)
        assert url and url[1].endswith(f":{servers[0].server_address[1]}/")
        headers, body = fetch(url[1])
        assert headers["content-type"].startswith("text/html")
        assert body == (built_site / "index.html").read_bytes()
    finally:
        if servers:
            servers[0].shutdown()
        main.join(timeout=10)
    assert built == [built_site.resolve()] and exits == [0]


def test_dev_server_types_and_cache_headers(base_url: str) -> None:
    wanted = {
        "vendor/pyodide/pyodide.asm.wasm": "application/wasm",
        "vendor/pyodide/pyodide.mjs": "text/javascript",
        "js/python.js": "text/javascript",
        "vendor/pyodide/pyodide-lock.json": "application/json",
        "vendor/pyodide/python_stdlib.zip": "application/zip",
    }
    for path, mime in wanted.items():
        with urllib.request.urlopen(base_url + path) as response:
            assert response.headers.get_content_type() == mime, path
            cache = response.headers.get("Cache-Control", "")
            assert "no-store" not in cache and "immutable" not in cache, path


def compiled_entries(data: bytes, prefix: str) -> set[str]:
    """The zip's entries, each checked: a stored, sourceless, unchecked .pyc whose code
    names its own file under ``prefix`` (tracebacks); returns the names, ``.pyc`` as ``.py``."""
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        for info in zf.infolist():
            assert info.compress_type == zipfile.ZIP_STORED, info.filename
            if info.filename.endswith(".pyc"):
                code = zf.read(info)
                assert int.from_bytes(code[4:8], "little") == 0b01, "hash-based, unchecked"
                where = prefix + info.filename.removesuffix("c")
                assert where.encode() in code, "tracebacks name the module's own file"
        return {n.removesuffix("c") for n in zf.namelist()}


def test_the_engine_ships_as_its_compiled_wheel_and_the_page_code_as_a_zip(
    built_site: Path,
) -> None:
    """The engine: ``NAME-VERSION-py3-none-any.whl`` of every package pyproject lists for the
    wheel, bytecode inside, in the lock file Pyodide installs it from (its hash checked). The
    page code: one zip named by content."""
    sys.path.insert(0, str(ROOT))
    from sitebuild.wheel import read_project

    project = read_project()
    wheel = built_site / "python" / project.wheel_name
    assert wheel.name.endswith("-py3-none-any.whl")
    sources = {p.relative_to(ROOT).as_posix() for package in project.packages
               for p in (ROOT / package).rglob("*")
               if p.is_file() and "__pycache__" not in p.parts}  # py.typed too
    site_packages = "/lib/python3.14/site-packages/"
    names = compiled_entries(wheel.read_bytes(), site_packages)
    info = {n for n in names if ".dist-info/" in n}
    assert names - info == sources
    assert {n.rpartition("/")[2] for n in info} == {"METADATA", "WHEEL", "RECORD"}
    lock = json.loads((built_site / "vendor" / "pyodide" / "pyodide-lock.json").read_text())
    entry = lock["packages"][project.lock_name]
    assert (built_site / "vendor" / "pyodide" / entry["file_name"]).resolve() == wheel
    assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
    assert entry["imports"] == [Path(p).name for p in project.packages]

    (app,) = built_site.glob("python/app-*.zip")
    modules = {f"app/{p.relative_to(ROOT / 'web' / 'app').as_posix()}"
               for p in (ROOT / "web" / "app").rglob("*.py")}
    from sitebuild.dataclass_code import TABLE_NAME  # the dataclass code (app/precompiled.py)

    assert compiled_entries(app.read_bytes(), "/home/pyodide/") == {*modules, TABLE_NAME}
    assert app.name == f"app-{hashlib.sha256(app.read_bytes()).hexdigest()[:16]}.zip"
    assert not list(built_site.glob("app/*")), "the page code is in its zip only"
    from sitebuild.oldengines import game_project, on_demand_games
    from sitebuild.released import RELEASED

    released = [f"arle_format{v}-{v}.0.0-py3-none-any.whl" for v in RELEASED]
    games = [game_project(g, project).wheel_name for g in on_demand_games(project)]
    assert games == ["agricola_core-0.1.0-py3-none-any.whl"]  # loaded when first played
    assert sorted(p.name for p in (built_site / "python").iterdir()
                  if p.suffix in (".zip", ".whl")) == sorted([wheel.name, app.name, *released,
                                                              *games])


def test_each_released_engine_ships_compiled_listed_and_precached(built_site: Path) -> None:
    """The engine of each released link format: its own compiled wheel, in the lock file
    (installed only when an old game needs it) and in the service worker's list."""
    sys.path.insert(0, str(ROOT))
    from sitebuild.released import RELEASED

    lock = json.loads((built_site / "vendor" / "pyodide" / "pyodide-lock.json").read_text())
    sw = (built_site / "sw.js").read_text()
    for version in RELEASED:
        name = f"arle_format{version}"
        wheel = built_site / "python" / f"{name}-{version}.0.0-py3-none-any.whl"
        entry = lock["packages"][f"arle-format{version}"]
        assert (built_site / "vendor" / "pyodide" / entry["file_name"]).resolve() == wheel
        assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
        assert entry["imports"] == [name]
        names = compiled_entries(wheel.read_bytes(), "/lib/python3.14/site-packages/")
        assert f"{name}/codec.py" in names and f"{name}/ai/search.py" in names
        assert f'"python/{wheel.name}"' in sw
    stamped = (built_site / "released.mjs").read_text()
    # with the engine of each game loaded when first played (Agricola's), by id and tags
    table = {**{str(v): f"arle-format{v}" for v in RELEASED}, "agricola": "agricola-core"}
    assert f"const RELEASED = {json.dumps(table)};" in stamped
    tags = {"A3.": "agricola", "A2.": "agricola", "A1.": "agricola"}
    assert f"const TAGS = {json.dumps(tags)};" in stamped
    assert '"python/agricola_core-0.1.0-py3-none-any.whl"' in sw  # kept for offline


def test_dev_server_lists_no_folder(base_url: str) -> None:
    """A folder without index.html is not found (no listing of the site's files); one with
    it is the page."""
    for path in ("icons/", "vendor/pyodide/", "python/", "js/"):
        with pytest.raises(urllib.error.HTTPError) as error:
            fetch(base_url + path)
        assert error.value.code == 404, path
    headers, body = fetch(base_url)
    assert headers["content-type"].startswith("text/html") and b"<title>" in body


def fetch(url: str, accept_encoding: str | None = None) -> tuple[dict[str, str], bytes]:
    request = urllib.request.Request(url)
    if accept_encoding is not None:
        request.add_header("Accept-Encoding", accept_encoding)
    with urllib.request.urlopen(request) as response:
        return {k.lower(): v for k, v in response.headers.items()}, response.read()


def test_dev_server_sends_the_page_policy_and_security_headers(base_url: str) -> None:
    """The CSP as a header (with frame-ancestors, which a meta tag cannot
    carry), no MIME sniffing, no referrer; the meta policy stays for other static hosts."""
    headers, body = fetch(base_url)
    meta = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', body.decode())
    assert meta, "index.html keeps its meta policy"
    assert headers["content-security-policy"] == meta.group(1) + "; frame-ancestors 'none'"
    assert "'unsafe-eval'" not in meta.group(1) and "'unsafe-inline'" not in meta.group(1)
    for path in ("", "sw.js", "vendor/pyodide/pyodide.asm.wasm", "no-such-file"):
        try:
            headers, _ = fetch(base_url + path)
        except urllib.error.HTTPError as error:  # a 404 carries them too
            headers = {k.lower(): v for k, v in error.headers.items()}
        assert headers["x-content-type-options"] == "nosniff", path
        assert headers["referrer-policy"] == "no-referrer", path
        assert "frame-ancestors 'none'" in headers["content-security-policy"], path


@pytest.mark.parametrize(("accept", "coding"), [
    ("gzip, deflate, br, zstd", "br"), ("br;q=1.0, gzip;q=0.8", "br"), ("gzip, deflate", "gzip"),
    ("br;q=0, gzip", "gzip"), (None, None), ("gzip;q=0", None),
])
def test_dev_server_sends_the_best_compressed_copy_the_browser_accepts(
    base_url: str, built_site: Path, accept: str | None, coding: str | None
) -> None:
    path = "vendor/pyodide/pyodide.asm.wasm"
    plain = (ROOT / "node_modules" / "pyodide" / "pyodide.asm.wasm").read_bytes()
    headers, body = fetch(base_url + path, accept)
    assert headers["content-type"] == "application/wasm"
    if coding is None:
        assert "content-encoding" not in headers and body == plain
        return
    assert headers["content-encoding"] == coding and "Accept-Encoding" in headers["vary"]
    assert int(headers["content-length"]) == len(body) < len(plain) * 2 // 5
    if coding == "gzip":
        assert gzip.decompress(body) == plain
    else:  # brotli: the build's own copy (the standard library cannot unpack it)
        assert body == (built_site / (path + ".br")).read_bytes()


def test_the_build_writes_compressed_copies_and_precaches_the_rest(built_site: Path) -> None:
    names = ["index.html", "vendor/pyodide/pyodide.asm.wasm", "vendor/pyodide/pyodide.asm.mjs",
             "vendor/pyodide/python_stdlib.zip", *[p.relative_to(built_site).as_posix()
                                                   for p in built_site.glob("python/*")
                                                   if p.suffix in (".zip", ".whl")]]
    for name in names:
        packed = built_site / (name + ".gz")
        assert gzip.decompress(packed.read_bytes()) == (built_site / name).read_bytes(), name
        assert (built_site / (name + ".br")).stat().st_size < packed.stat().st_size, name
    assert not list(built_site.rglob("*.bin.*")), "the snapshot is gzip data already"
    stamped = re.search(r"const FILES = (\[.*?\]);", (built_site / "sw.js").read_text())
    assert stamped
    files = json.loads(stamped[1])
    assert not [f for f in files if f.endswith((".gz", ".br"))], "sent in their files' place"
    assert [f for f in files if f.startswith("snapshots/")], "later visits start from it"
    assert all((built_site / f).is_file() for f in files if f != "./")


def test_the_traced_stdlib_lists_every_module_the_engine_and_the_page_import() -> None:
    """A module the page imports but the trimmed standard library lacks fails only when that
    code runs; this catches a new import at once (run web/buildtime/trace_stdlib.py then)."""
    sys.path.insert(0, str(ROOT / "web" / "buildtime"))
    try:
        import trace_stdlib
    finally:
        sys.path.remove(str(ROOT / "web" / "buildtime"))
    source = trace_stdlib.PYODIDE / trace_stdlib.STDLIB_ZIP
    imported = trace_stdlib.source_imports(trace_stdlib.zip_modules(source))
    assert "json" in imported  # the scan sees the page's imports
    listed = set(trace_stdlib.stdlib_modules()) | trace_stdlib.FROZEN
    assert imported - listed == set()
