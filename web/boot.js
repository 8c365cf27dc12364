// Boot progress and boot failures, before Python exists to report them.
// Python (app/main.py) calls arleBoot.stage("game"), then arleBoot.ready() or arleBoot.fail(text).
"use strict";

(() => {
  const STAGES = {
    download: { text: "Downloading Python…", value: 10 },
    start: { text: "Starting…", value: 55 },
    game: { text: "Loading the game…", value: 85 },
  };
  const ORDER = ["download", "start", "game"];
  const SLOW_MS = 90_000; // then say so, but keep waiting: the connection may be slow
  let current = "download";
  let finished = false;

  const $ = (id) => document.getElementById(id);

  function stage(name) {
    if (finished || !(name in STAGES)) return;
    if (ORDER.indexOf(name) <= ORDER.indexOf(current)) return; // only forward
    current = name;
    const { text, value } = STAGES[name];
    $("boot-stage").textContent = text;
    const bar = $("boot-progress");
    bar.value = Math.max(bar.value, value);
    for (const li of document.querySelectorAll(".boot-steps li")) {
      const i = ORDER.indexOf(li.dataset.stage);
      li.classList.toggle("done", i < ORDER.indexOf(name));
      li.classList.toggle("current", i === ORDER.indexOf(name));
    }
  }

  function ready() {
    if (finished) return;
    finished = true;
    clearTimeout(slowTimer);
    $("boot-progress").value = 100;
    $("boot").hidden = true;
    $("app").hidden = false;
    document.body.dataset.ready = "1";
    performance.mark("arle:ready"); // time-to-ready, for benchmarks
  }

  function showError(text) {
    const lines = text.split("\n").filter((l) => l.trim());
    // Keep the end of a traceback: the line that says what went wrong.
    const tail = lines.length > 8 ? lines.slice(-6) : lines;
    $("boot-error-text").textContent = tail.join("\n");
    $("boot-error").hidden = false;
  }

  function fail(message) {
    if (finished) return;
    finished = true;
    clearTimeout(slowTimer);
    const text = String(message || "Unknown error").trim();
    $("boot-stage").textContent = "Stopped.";
    $("boot-progress").hidden = true;
    showError(text);
    document.body.dataset.bootError = "1";
    console.error("arle boot failed:", text);
  }

  // Some failures (a missing wasm file) never settle: tell the player after a while.
  const slowTimer = setTimeout(() => {
    showError(`Python has not started after ${SLOW_MS / 1000} seconds. A file may be missing, ` +
      "or the connection is slow: this page keeps waiting.");
  }, SLOW_MS);

  // PyScript reports its loading steps as py:progress events.
  addEventListener("py:progress", ({ detail }) => {
    const d = String(detail);
    if (/^Loaded interpreter/.test(d)) stage("start");
    else if (/^Loaded Pyodide/.test(d)) stage("game");
    // interpreter.mjs: the memory snapshot did not load; the normal (slower) boot follows.
    else if (/^Quick start failed/.test(d) && !finished)
      $("boot-stage").textContent = "Quick start failed: starting Python the slower way…";
  });

  // Failures before Python runs our code: a rejected load (a missing or broken
  // runtime file, a broken engine wheel) or a script error.
  addEventListener("unhandledrejection", (event) => {
    const r = event.reason;
    fail((r && (r.message || r.toString())) || "Loading failed.");
  });
  addEventListener("error", (event) => {
    if (event.message) fail(event.message);
  });

  // PyScript shows a broken config or an uncaught Python error as a .py-error
  // banner: during boot, that is a boot failure.
  new MutationObserver((records) => {
    for (const r of records)
      for (const node of r.addedNodes)
        if (node.classList && node.classList.contains("py-error")) fail(node.textContent);
  }).observe(document.documentElement, { childList: true, subtree: true });

  window.arleBoot = { stage, ready, fail };
})();
