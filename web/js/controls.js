// Controls: the one delegated click handler, the new-game form, undo (button, Z, Ctrl+Z),
// the forced-move setting, and the click-to-board timing.
//
// Python (app/main.py) exposes one function, window.arlePy(action, arg) -> JSON string;
// each action crosses the bridge once and the board is rebuilt from the model it returns.
"use strict";

import { installHelp } from "./help.js";
import { render } from "./render.js";

const $ = (id) => document.getElementById(id);
const state = { anytimeOpen: false, hasGame: false };
// Click-to-updated-board times (ms): total, Python's part, and the DOM's part.
const perf = { clicks: [], python: [], render: [], frame: [] };
window.arlePerf = perf;

let help = null;

function call(action, arg = "") {
  if (typeof window.arlePy !== "function") throw new Error("Python is not ready yet");
  return window.arlePy(action, arg);
}

/** Run one action through Python and redraw; returns the model. */
function act(action, arg = "") {
  const t0 = performance.now();
  const text = call(action, arg);
  const t1 = performance.now();
  const model = JSON.parse(text);
  const hadFocus = $("app").contains(document.activeElement);
  if (help) help.hide();
  state.hasGame = model.view !== null;
  render(model, state);
  showSetup(!state.hasGame);
  const app = $("app");
  app.dataset.renders = String(Number(app.dataset.renders || 0) + 1);
  app.dataset.moves = String(model.ui.moves);
  app.dataset.over = model.view && model.view.over ? "1" : "0";
  // Focus was on a node that is gone now: continue from the new prompt.
  if (hadFocus && !app.contains(document.activeElement)) {
    const prompt = app.querySelector(".prompt");
    if (prompt) prompt.focus({ preventScroll: true });
  }
  const t2 = performance.now();
  if (action === "play") {
    perf.clicks.push(t2 - t0);
    perf.python.push(t1 - t0);
    perf.render.push(t2 - t1);
    // And until the frame after the update (rAF runs before that frame's paint).
    requestAnimationFrame(() => setTimeout(() => perf.frame.push(performance.now() - t0), 0));
  }
  return model;
}

function showSetup(open) {
  $("setup").hidden = !open;
  $("close-setup").hidden = !state.hasGame;
}

function setupFrom(players) {
  const form = $("setup-form");
  const names = [$("name-0").value, $("name-1").value].slice(0, players);
  const seed = $("seed").value.trim();
  return {
    players,
    names,
    variant: form.elements.variant.value,
    buildings: form.elements.buildings.value,
    seed: seed === "" ? null : seed,
  };
}

function onClick(event) {
  const target = event.target.closest("[data-key], [data-new], [data-action]");
  if (target === null || !$("app").contains(target) || target.disabled) return;
  if (target.hasAttribute("data-key")) {
    act("play", target.getAttribute("data-key"));
  } else if (target.hasAttribute("data-new")) {
    for (const list of Object.values(perf)) list.length = 0;
    act("new", JSON.stringify(setupFrom(Number(target.getAttribute("data-new")))));
    const prompt = document.querySelector("#decision .prompt");
    if (prompt) prompt.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  } else {
    const action = target.getAttribute("data-action");
    if (action === "undo") act("undo");
    else if (action === "open-setup") {
      showSetup(true);
      $("setup").scrollIntoView({ block: "start" });
      $("name-0").focus({ preventScroll: true });
    } else if (action === "close-setup") showSetup(false);
  }
}

function onChange(event) {
  const target = event.target;
  if (target.matches("[data-action='autoplay']")) act("autoplay", target.checked ? "1" : "0");
}

function onKeydown(event) {
  if (event.key !== "z" && event.key !== "Z") return;
  if (event.altKey || event.metaKey || !state.hasGame) return;
  const t = event.target;
  if (t instanceof Element && t.closest("input, textarea, select, [contenteditable]")) return;
  const undo = document.querySelector("#decision [data-action='undo']");
  if (undo && !undo.disabled) {
    event.preventDefault();
    act("undo");
  }
}

function connect() {
  if (connect.done || typeof window.arlePy !== "function") return;
  connect.done = true;
  const app = $("app");
  app.addEventListener("click", onClick);
  app.addEventListener("change", onChange);
  app.addEventListener("toggle", (e) => {
    if (e.target.matches && e.target.matches("details.anytime-group")) state.anytimeOpen = e.target.open;
  }, true);
  $("setup-form").addEventListener("submit", (e) => e.preventDefault());
  document.addEventListener("keydown", onKeydown);
  help = installHelp(app, $("help-tip"));
  act("view");
}

// For tests and benchmarks: the setup and every move, as the engine recorded them.
window.arleRecord = () => JSON.parse(call("record"));
window.arleUI = { connect };
connect(); // Python may already be waiting
