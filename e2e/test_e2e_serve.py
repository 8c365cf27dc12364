"""serve.py: the static build, the dev server's answers, its errors, the wheel."""

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
from base64 import urlsafe_b64encode
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

    config = json.loads((static_site / "pyscript.json").read_text())
    assert config["interpreter"] == "./interpreter.mjs"
    assert "packages" not in config, "interpreter.mjs installs the engine wheel itself"
    stamped = re.findall(r'"url": "\./([^"]+)"', (static_site / "interpreter.mjs").read_text())
    assert len(stamped) == 2 and all((static_site / url).is_file() for url in stamped)
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
        "vendor/pyscript/core.js": "text/javascript",
        "pyscript.json": "application/json",
    }
    for path, mime in wanted.items():
        with urllib.request.urlopen(base_url + path) as response:
            assert response.headers.get_content_type() == mime, path
            cache = response.headers.get("Cache-Control", "")
            assert "no-store" not in cache and "immutable" not in cache, path


def test_engine_wheel_is_valid_and_reproducible(serve_module: ModuleType, tmp_path: Path) -> None:
    first = serve_module.build_wheel(tmp_path / "a")
    second = serve_module.build_wheel(tmp_path / "b")
    assert first.read_bytes() == second.read_bytes()
    assert first.name.startswith("arle_core-") and first.name.endswith("-py3-none-any.whl")

    with zipfile.ZipFile(first) as zf:
        names = zf.namelist()
        assert "arle_core/__init__.py" in names
        assert all(n.startswith(("arle_core/", "arle_core-")) for n in names)
        assert not any("__pycache__" in n or n.endswith(".pyc") for n in names)
        (record_name,) = [n for n in names if n.endswith(".dist-info/RECORD")]
        record = zf.read(record_name).decode().splitlines()
        assert len(record) == len(names)
        for line in record:
            name, digest, size = line.rsplit(",", 2)
            if name == record_name:
                continue
            data = zf.read(name)
            sha = urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert digest == f"sha256={sha}" and int(size) == len(data), name
        wheel_meta = zf.read(record_name.replace("RECORD", "WHEEL")).decode()
        assert "Root-Is-Purelib: true" in wheel_meta and "Tag: py3-none-any" in wheel_meta


def test_engine_wheel_installs_with_pip(serve_module: ModuleType, tmp_path: Path) -> None:
    wheel = serve_module.build_wheel(tmp_path / "dist")
    target = tmp_path / "site"
    cmd = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index"]
    cmd += ["--disable-pip-version-check", "--target", str(target), str(wheel)]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert (target / "arle_core" / "__init__.py").is_file()


def fetch(url: str, accept_encoding: str | None = None) -> tuple[dict[str, str], bytes]:
    request = urllib.request.Request(url)
    if accept_encoding is not None:
        request.add_header("Accept-Encoding", accept_encoding)
    with urllib.request.urlopen(request) as response:
        return {k.lower(): v for k, v in response.headers.items()}, response.read()


def test_dev_server_sends_the_page_policy_and_security_headers(base_url: str) -> None:
    """Issue 13, point 9: the CSP as a header (with frame-ancestors, which a meta tag cannot
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


@pytest.mark.parametrize(("accept", "packed"), [
    ("gzip, deflate, br", True), ("br;q=1.0, gzip;q=0.8", True), (None, False), ("gzip;q=0", False),
])
def test_dev_server_sends_the_gzip_copy_to_a_browser_that_accepts_it(
    base_url: str, accept: str | None, packed: bool
) -> None:
    path = "vendor/pyodide/pyodide.asm.wasm"
    plain = (ROOT / "node_modules" / "pyodide" / "pyodide.asm.wasm").read_bytes()
    headers, body = fetch(base_url + path, accept)
    assert headers["content-type"] == "application/wasm"
    if packed:
        assert headers["content-encoding"] == "gzip" and "Accept-Encoding" in headers["vary"]
        assert int(headers["content-length"]) == len(body) < len(plain) // 2
        assert gzip.decompress(body) == plain
    else:
        assert "content-encoding" not in headers and body == plain


def test_the_build_writes_gzip_copies_and_precaches_only_what_the_page_loads(
    static_site: Path,
) -> None:
    for name in ("index.html", "vendor/pyodide/pyodide.asm.wasm", "vendor/pyodide/pyodide.asm.mjs"):
        packed = static_site / (name + ".gz")
        assert gzip.decompress(packed.read_bytes()) == (static_site / name).read_bytes(), name
    assert not list(static_site.rglob("*.bin.gz")) and not list(static_site.rglob("*.zip.gz"))
    stamped = re.search(r"const FILES = (\[.*?\]);", (static_site / "sw.js").read_text())
    assert stamped
    files = json.loads(stamped[1])
    assert not [f for f in files if f.endswith(".gz")], "the server sends them in their place"
    assert not [f for f in files if "codemirror" in f or "xterm" in f]
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
