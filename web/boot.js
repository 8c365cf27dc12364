// Boot progress and boot failures, before Python exists to report them.
// js/python.js calls arleBoot.stage("game") once Python runs, app/main.py then
// arleBoot.ready(); any failure on the way calls arleBoot.fail(text).
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

  // interpreter.mjs reports its steps as arle:progress events.
  addEventListener("arle:progress", ({ detail }) => {
    const d = String(detail);
    if (d === "start") stage("start"); // the wasm is compiled: CPython starts
    // The memory snapshot did not load; the normal (slower) boot follows.
    else if (/^Quick start failed/.test(d) && !finished)
      $("boot-stage").textContent = "Quick start failed: starting Python the slower way…";
  });

  // Failures js/python.js does not catch: a script error, a rejection elsewhere.
  addEventListener("unhandledrejection", (event) => {
    const r = event.reason;
    fail((r && (r.message || r.toString())) || "Loading failed.");
  });
  addEventListener("error", (event) => {
    if (event.message) fail(event.message);
  });

  window.arleBoot = { stage, ready, fail };
})();
