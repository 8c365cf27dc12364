"""The warm device (docs/testing.md, "Warm pages and cold ones"): a returning player's
browser shared by a worker's tests, so it must hand each test a page with nothing of the
test before it but the service worker and its caches."""

from __future__ import annotations

from e2e_support import WarmDevice, cache_names, wait_ready

# Something in each kind of storage a page of the origin has (the page itself uses only
# localStorage); resolves once all of it is written.
STORE_SOMETHING = """() => new Promise((resolve, reject) => {
  localStorage.setItem("left", "by the test before");
  sessionStorage.setItem("left", "by the test before");
  document.cookie = "left=1; max-age=3600";
  const open = indexedDB.open("left", 1);
  open.onupgradeneeded = () => open.result.createObjectStore("things");
  open.onsuccess = () => { open.result.close(); resolve(); };
  open.onerror = () => reject(open.error);
})"""

WHAT_IS_STORED = """async () => ({
  local: localStorage.length,
  session: sessionStorage.length,
  cookie: document.cookie,
  databases: (await indexedDB.databases()).map((d) => d.name),
})"""

NOTHING = {"local": 0, "session": 0, "cookie": "", "databases": []}


def test_each_page_starts_with_nothing_stored_but_the_service_workers_cache(
    warm_device: WarmDevice, base_url: str
) -> None:
    before = warm_device.new_page()
    before.goto(base_url)
    wait_ready(before)
    before.evaluate(STORE_SOMETHING)
    assert before.evaluate(WHAT_IS_STORED) != NOTHING
    caches = cache_names(before)

    page = warm_device.new_page()
    assert before.is_closed(), "a page of the test before would see this one's saves"
    page.goto(base_url)
    wait_ready(page)
    assert page.evaluate(WHAT_IS_STORED) == NOTHING
    assert cache_names(page) == caches and page.get_attribute("body", "data-boot") == "snapshot"
    assert warm_device.boots == ["snapshot"]
    warm_device.close_pages()
