"""serve.py: the static build, the dev server's answers, its errors, the compiled Python."""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import re
import socket
import subprocess
import sys
import urllib.error
import urllib.request
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from e2e_support import ROOT, SERVE, RequestLog, click_start, start_server, stop, wait_ready
from playwright.sync_api import Page, expect


@pytest.fixture(scope="module")
def static_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    site = tmp_path_factory.mktemp("static") / "site"
    done = subprocess.run(
        [sys.executable, str(SERVE), "--build", str(site)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    return site


@pytest.fixture(scope="module")
def static_url(static_site: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The built folder served by plain ``python -m http.server``, as any static host would."""
    log = tmp_path_factory.mktemp("http") / "http.log"
    cmd = [sys.executable, "-u", "-m", "http.server", "0", "--bind", "127.0.0.1"]
    cmd += ["--directory", str(static_site)]
    proc, port = start_server(cmd, r"port (\d+)", log)
    yield f"http://127.0.0.1:{port}/"
    stop(proc)


def test_static_build_works_under_plain_http_server(
    page: Page, static_url: str, static_site: Path
) -> None:
    log = RequestLog(page.context)
    page.goto(static_url)
    wait_ready(page)
    click_start(page, 1)
    page.locator(".options-main [data-key]").first.click()
    expect(page.locator(".moves")).to_have_text("Moves played: 1")
    assert log.foreign(static_url) == []

    for module, count in (("interpreter.mjs", 3), ("js/python.js", 0), ("js/ai-worker.mjs", 0)):
        stamped = re.findall(r'"url": "\./([^"]+)"', (static_site / module).read_text())
        assert len(stamped) == count and all((static_site / url).is_file() for url in stamped)
    assert not (static_site / "vendor" / "pyscript").exists(), "no PyScript"
    assert not list(static_site.rglob("*.map")), "source maps are not shipped"


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
    static_site: Path,
) -> None:
    """The engine: ``NAME-VERSION-py3-none-any.whl`` of every package pyproject lists for the
    wheel, bytecode inside, in the lock file Pyodide installs it from (its hash checked). The
    page code: one zip named by content."""
    sys.path.insert(0, str(ROOT))
    from sitebuild.wheel import read_project

    project = read_project()
    wheel = static_site / "python" / project.wheel_name
    assert wheel.name.endswith("-py3-none-any.whl")
    sources = {p.relative_to(ROOT).as_posix() for package in project.packages
               for p in (ROOT / package).rglob("*")
               if p.is_file() and "__pycache__" not in p.parts}  # py.typed too
    site_packages = "/lib/python3.14/site-packages/"
    names = compiled_entries(wheel.read_bytes(), site_packages)
    info = {n for n in names if ".dist-info/" in n}
    assert names - info == sources
    assert {n.rpartition("/")[2] for n in info} == {"METADATA", "WHEEL", "RECORD"}
    lock = json.loads((static_site / "vendor" / "pyodide" / "pyodide-lock.json").read_text())
    entry = lock["packages"][project.lock_name]
    assert (static_site / "vendor" / "pyodide" / entry["file_name"]).resolve() == wheel
    assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
    assert entry["imports"] == [Path(p).name for p in project.packages]

    (app,) = static_site.glob("python/app-*.zip")
    modules = {f"app/{p.name}" for p in (ROOT / "web" / "app").glob("*.py")}
    from sitebuild.dataclass_code import TABLE_NAME  # the dataclass code (app/precompiled.py)

    assert compiled_entries(app.read_bytes(), "/home/pyodide/") == {*modules, TABLE_NAME}
    assert app.name == f"app-{hashlib.sha256(app.read_bytes()).hexdigest()[:16]}.zip"
    assert not list(static_site.glob("app/*")), "the page code is in its zip only"
    from sitebuild.released import RELEASED

    released = [f"arle_format{v}-{v}.0.0-py3-none-any.whl" for v in RELEASED]
    assert sorted(p.name for p in (static_site / "python").iterdir()
                  if p.suffix in (".zip", ".whl")) == sorted([wheel.name, app.name, *released])


def test_each_released_engine_ships_compiled_listed_and_precached(static_site: Path) -> None:
    """The engine of each released link format: its own compiled wheel, in the lock file
    (installed only when an old game needs it) and in the service worker's list."""
    sys.path.insert(0, str(ROOT))
    from sitebuild.released import RELEASED

    lock = json.loads((static_site / "vendor" / "pyodide" / "pyodide-lock.json").read_text())
    sw = (static_site / "sw.js").read_text()
    for version in RELEASED:
        name = f"arle_format{version}"
        wheel = static_site / "python" / f"{name}-{version}.0.0-py3-none-any.whl"
        entry = lock["packages"][f"arle-format{version}"]
        assert (static_site / "vendor" / "pyodide" / entry["file_name"]).resolve() == wheel
        assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
        assert entry["imports"] == [name]
        names = compiled_entries(wheel.read_bytes(), "/lib/python3.14/site-packages/")
        assert f"{name}/codec.py" in names and f"{name}/ai/search.py" in names
        assert f'"python/{wheel.name}"' in sw
    stamped = (static_site / "released.mjs").read_text()
    table = {str(v): f"arle-format{v}" for v in RELEASED}
    assert f"const RELEASED = {json.dumps(table)};" in stamped


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
    base_url: str, accept: str | None, coding: str | None
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
        assert body == (ROOT / "_site" / (path + ".br")).read_bytes()


def test_the_build_writes_compressed_copies_and_precaches_the_rest(static_site: Path) -> None:
    names = ["index.html", "vendor/pyodide/pyodide.asm.wasm", "vendor/pyodide/pyodide.asm.mjs",
             "vendor/pyodide/python_stdlib.zip", *[p.relative_to(static_site).as_posix()
                                                   for p in static_site.glob("python/*")
                                                   if p.suffix in (".zip", ".whl")]]
    for name in names:
        packed = static_site / (name + ".gz")
        assert gzip.decompress(packed.read_bytes()) == (static_site / name).read_bytes(), name
        assert (static_site / (name + ".br")).stat().st_size < packed.stat().st_size, name
    assert not list(static_site.rglob("*.bin.*")), "the snapshot is gzip data already"
    stamped = re.search(r"const FILES = (\[.*?\]);", (static_site / "sw.js").read_text())
    assert stamped
    files = json.loads(stamped[1])
    assert not [f for f in files if f.endswith((".gz", ".br"))], "sent in their files' place"
    assert [f for f in files if f.startswith("snapshots/")], "later visits start from it"
    assert all((static_site / f).is_file() for f in files if f != "./")


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
