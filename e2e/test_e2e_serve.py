"""serve.py: the static build, the dev server's answers, its errors, the compiled Python."""

from __future__ import annotations

import gzip
import hashlib
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
from types import ModuleType

import pytest
from e2e_support import ROOT, SERVE, RequestLog, start_server, stop, wait_ready
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
    page.click("[data-new='1']")
    page.locator(".options-main [data-key]").first.click()
    expect(page.locator(".moves")).to_have_text("Moves played: 1")
    assert log.foreign(static_url) == []

    for module, count in (("interpreter.mjs", 2), ("js/python.js", 1)):
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


def test_the_engine_and_the_page_code_ship_compiled(static_site: Path) -> None:
    """One sourceless, unchecked .pyc for every module of the engine and of the page code, in
    stored zips (the server compresses them whole), named by content."""
    sources = {
        "arle_core": {p.relative_to(ROOT).as_posix() for p in (ROOT / "arle_core").rglob("*.py")
                      if "__pycache__" not in p.parts},
        "app": {f"app/{p.name}" for p in (ROOT / "web" / "app").glob("*.py")},
    }
    for name, modules in sources.items():
        (path,) = static_site.glob(f"python/{name}-*.zip")
        with zipfile.ZipFile(path) as zf:
            assert {n.removesuffix("c") for n in zf.namelist()} == modules, name
            for info in zf.infolist():
                data = zf.read(info)
                assert info.compress_type == zipfile.ZIP_STORED, info.filename
                assert int.from_bytes(data[4:8], "little") == 0b01, "hash-based, unchecked"
                where = "/home/pyodide/" + info.filename.removesuffix("c")  # where it is unpacked
                assert where.encode() in data, "tracebacks name the module's own file"
        digest = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
        assert path.name == f"{name}-{digest}.zip", "named by content"
    assert not list(static_site.glob("app/*")), "the page code is in its zip only"


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
                                                   for p in static_site.glob("python/*.zip")]]
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


def test_the_traced_stdlib_lists_every_module_the_engine_and_the_page_import(
    serve_module: ModuleType,
) -> None:
    """A module the page imports but the trimmed standard library lacks fails only when that
    code runs; this catches a new import at once (run web/buildtime/trace_stdlib.py then)."""
    sys.path.insert(0, str(ROOT / "web" / "buildtime"))
    try:
        import trace_stdlib
    finally:
        sys.path.remove(str(ROOT / "web" / "buildtime"))
    source = serve_module.NODE_MODULES / "pyodide" / serve_module.STDLIB_ZIP
    imported = trace_stdlib.source_imports(trace_stdlib.zip_modules(source))
    assert "json" in imported  # the scan sees the page's imports
    listed = set(serve_module.stdlib_modules()) | trace_stdlib.FROZEN
    assert imported - listed == set()
