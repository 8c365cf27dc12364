// Controls: the one delegated click handler, the new-game form, undo (button, Z, Ctrl+Z),
// the forced-move setting, the game link in the address, Your games, and the
// click-to-board timing.
//
// Python (app/main.py) exposes one function, window.arlePy(action, arg) -> JSON string;
// each action crosses the bridge once and the board is rebuilt from the model it returns.
"use strict";

import { BESIDE_GAME, placeStorageMessage, renderHome } from "./games.js";
import { installAnchors } from "./anchors.js";
import { installHelp } from "./help.js";
import { installRules, rulesFor, sectionFor } from "./rules.js";
import {
  codeFromHash, copyText, installBackForward, linkUrl, selectLinkBox, showInAddress,
} from "./links.js";
import { computerDriver } from "./computer.js";
import { coachSync, renderCoach } from "./coach.js";
import { reviewer } from "./review.js";
import { fill } from "./dom.js";
import { render } from "./render.js";
import { gameInstalled, installSetup, setupFrom } from "./setup.js";
import { namesOf } from "./shell/who.js";
import { onHistoryToggle } from "./shell/history.js";
import { replayKey } from "./shell/replay.js";
import { renderDaily, today } from "./daily.js";
import { sendLink } from "./shell/turns.js";
import { armsOnly, installArming, isArmed, markArmed } from "./shell/arming.js";
import { chartNarrow } from "./shell/end.js";

const $ = (id) => document.getElementById(id);
// UI state that is not the game's: open groups, a pending delete, the last copied link.
const state = {
  anytimeOpen: false, hasGame: false, confirmDelete: null, copied: null, copiedGame: null,
  copiedUnopened: null, // {code, ok}: a link that could not be opened, copied (js/games.js)
  folds: {}, // open/closed <details data-fold=NAME> (settings, the folded action board ...)
  // The AI worker (js/computer.js): what it is thinking about, whether the player stopped
  // the computer's move, the hint shown.
  thinking: null, paused: false, computerError: "", hint: null,
};
// Page settings: a checkbox with data-action=NAME calls the session's NAME action.
const SETTINGS = new Set(["autoplay", "ask_payment", "score_preview"]);
// Click-to-updated-board times (ms): total, Python's part, and the DOM's part.
const perf = { clicks: [], python: [], render: [], frame: [] };
window.arlePerf = perf;

let help = null;
let model = null; // the last model drawn
let games = []; // the registry: every game this page plays, the default first
let chosenGame = null; // the game the new-game form has chosen
let chosenByPlayer = false; // ... by the player (not the form's first game)
// The header and title with no game open and none chosen: every game's, as index.html's.
const SITE_NAME = "Fields of Arle · Agricola";
let busy = false; // a move is being applied: clicks on options are ignored meanwhile
// Actions after which the game is what the player wants to see.
const TO_THE_GAME = new Set(["play", "new", "undo", "step", "resume", "open", "seat", "end_turn", "learn",
  "replay", "same_deal", "new_deal", "daily"]);
// Actions whose game is a history entry of its own (js/links.js): a decision made here,
// or another game (the one before stays one Back away). The computer's moves, undo and the
// rest replace the entry they are on.
const NEW_ENTRY = new Set(["play", "new", "resume", "learn", "same_deal", "new_deal", "daily",
  "play_on"]);
// Problems of a link that did not open (yet): the link stays in the address.
const KEEP_LINK = new Set(["bad-link", "engine", "engine-wait"]);
// Problems of a link waiting for its game's engine (being installed, or offline): the
// address shows that link (``code``) even over an open game, and the header its game.
const WAITING_LINK = new Set(["engine", "engine-wait"]);
/** The link a problem keeps waiting to open (or null). */
function waitingLink(ui) {
  const p = ui.problem;
  return p && WAITING_LINK.has(p.kind) && p.code ? p.code : null;
}
// Another game: a computer's move the player stopped in the last one does not carry over.
const OTHER_GAME = new Set(["new", "resume", "open", "close", "delete", "learn", "same_deal",
  "new_deal", "daily"]);
// (record: the game's setup and moves as JSON text, which the worker plays on its own copy)
const computer = computerDriver({ model: () => model, act, redraw, record: () => call("record") },
  state);
const review = reviewer({ model: () => model, act, redraw }); // "Review" (js/review.js)

function call(action, arg = "") {
  if (typeof window.arlePy !== "function") throw new Error("Python is not ready yet");
  return window.arlePy(action, arg);
}

/** Draw the last model again (after a change of UI state only). */
// The end chart is drawn for the window's width (shell/end.js, chartNarrow): a resize that
// crosses it redraws once, and only the end region is rebuilt (render.js keys it on it).
let narrowChart = null;
addEventListener("resize", () => {
  if (!model || !model.ui.end || chartNarrow() === narrowChart) return;
  narrowChart = chartNarrow();
  redraw();
}, { passive: true });

function redraw() {
  if (!model) return; // (a boot that failed: its message is the boot screen's)
  narrowChart = chartNarrow();
  render(model, state, redraw);
  review.render(model);
  renderHome(model, state);
  renderCoach(model, state);
  fill($("daily"), renderDaily(model.ui, chosenGame));
  if (help) help.refresh(); // a tip open across a redraw (the worker got ready) stays
  markArmed(model.ui.moves);
}

/** Run one action through Python and redraw; returns the model. ``address: false``
 *  leaves the address to the caller (Back/Forward: installBackForward). */
function act(action, arg = "", { address = true } = {}) {
  const t0 = performance.now();
  busy = true;
  let text;
  try {
    text = call(action, arg);
  } catch (error) {
    // Python stopped outside its own guard. At the boot there is no page to keep: the boot
    // screen says "The game could not start" with Python's words. Later, the page stays as
    // it was drawn and says what went wrong.
    if (!model) throw error;
    console.error(error);
    model = { ...model, ui: { ...model.ui, notice: `Something went wrong: ${lastLine(error)}` } };
    redraw();
    return model;
  } finally {
    busy = false;
  }
  const t1 = performance.now();
  model = JSON.parse(text);
  const p = model.ui.problem; // an old game: its engine (and engines.js) is loaded only now
  if (p && p.kind === "engine") import("./engines.js").then((m) => m.install(p.version, act, action, arg));
  if (OTHER_GAME.has(action)) state.paused = false;
  const hadFocus = $("app").contains(document.activeElement);
  // The decision panel is drawn anew: a focused option in it, removed mid-redraw, would
  // make Chromium lay the whole page out to move the focus. Let go first, it costs
  // nothing; the new prompt takes the focus below.
  if (model.view && $("decision").contains(document.activeElement)) document.activeElement.blur();
  state.hasGame = model.view !== null;
  rulesFor(model.game ? `${model.game.id} ${model.ui.rules}` : ""); // the Rules panel's game
  state.confirmDelete = null;
  redraw();
  const { ui } = model;
  const saved = ui.games.length;
  $("games-button").textContent = saved ? `Your games (${saved})` : "Your games";
  const besideGame = ui.problem && (ui.problem.kind === "older" || BESIDE_GAME.has(ui.problem.kind));
  // (a wrong field of the new-game form is said under it: the form stays in view)
  if (!state.hasGame || (ui.problem && !besideGame) || ui.setup_error) showHome(true);
  else if (TO_THE_GAME.has(action)) showHome(false);
  else showHome(!$("home").hidden);
  if (address) {
    const waiting = waitingLink(ui);
    showInAddress(waiting || ui.link, {
      push: NEW_ENTRY.has(action), keepBadLink: ui.problem && KEEP_LINK.has(ui.problem.kind),
      game: waiting ? null : ui.game_id,
    });
  }
  document.title = title(model);
  const name = gameName(model);
  if ($("site-title").textContent !== name) $("site-title").textContent = name;
  const app = $("app");
  app.dataset.renders = String(Number(app.dataset.renders || 0) + 1);
  app.dataset.moves = String(ui.moves);
  app.dataset.over = model.view && model.view.over ? "1" : "0";
  app.dataset.link = ui.link || "";
  const d = model.view && model.view.decision;
  app.dataset.decider = d ? String(d.player) : "";
  app.dataset.waiting = ui.waiting ? "1" : "0";
  app.dataset.seat = ui.seat === null || ui.seat === undefined ? "" : String(ui.seat);
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
  computer.sync(); // the computer's turn, when it is its move
  coachSync(model, state, computer); // Learn to play: the suggestion for this decision
  return model;
}

/** The line of an error that says what went wrong (a Python traceback's last). */
function lastLine(error) {
  const lines = String((error && error.message) || error).split("\n").filter((l) => l.trim());
  return lines.length ? lines[lines.length - 1].trim() : "an unknown error";
}

/** The game of a link waiting for its engine (it is in the address, over any open game);
 *  else the open game's name (the model's); else the game whose engine the form waits
 *  for; else the one the player chose in the form; else every game's. */
function gameName(m) {
  const wanted = m && m.ui.problem && games.find((g) => g.id === m.ui.problem.game);
  if (wanted && waitingLink(m.ui)) return wanted.name;
  if (m && m.game) return m.game.name;
  if (wanted) return wanted.name;
  // No game open: the one the player chose in the form, else every game's (the form's
  // first game is not the site's: a newcomer come for Agricola reads "Fields of Arle").
  if (chosenGame && chosenByPlayer) return chosenGame.name;
  return SITE_NAME;
}

function title(m) {
  const name = gameName(m);
  const { view } = m;
  if (!view || waitingLink(m.ui)) return name;
  if (view.over) return `Game over — ${name}`;
  const names = namesOf(m);
  return names.length > 1 ? `${names[view.decision.player]} to play — ${name}` : name;
}

/** The home area: Your games and the new-game form, above the game. */
function showHome(open) {
  const opening = open && $("home").hidden;
  $("home").hidden = !open;
  $("close-setup").hidden = !state.hasGame;
  if (opening) renderHome(model, state);
  else placeStorageMessage(model.ui);
}

/** By link, the turn is over: share the link (or copy it); once it left the page, the
 *  turn is sent and can no longer be undone. */
async function send() {
  const link = model.ui.link;
  const w = model.ui.waiting;
  const result = await sendLink(linkUrl(link), `${gameName(model)} — ${w ? w.name : ""}, your turn`, copyText);
  if (result.aborted) return;
  state.copied = result.shared ? null : { link, ok: result.ok };
  if (result.shared) state.shared = link;
  if (result.ok) act("sent");
  else redraw();
  selectLinkBox($("decision"));
}

async function share() {
  const link = model.ui.link;
  const ok = await copyText(linkUrl(link));
  state.copied = { link, ok };
  redraw();
  selectLinkBox($("decision"));
}

/** A daily game's proof: share a short line with the link, or copy both. */
async function shareProof() {
  const { link, daily } = model.ui;
  const result = await sendLink(linkUrl(link), daily.share, (url) => copyText(`${daily.share}\n${url}`));
  if (result.aborted) return;
  state.proofCopied = result.shared ? null : { link, ok: result.ok };
  redraw();
  selectLinkBox($("end"));
}

async function exportGame(id) {
  const entry = model.ui.games.find((g) => g.id === id);
  if (!entry) return;
  const ok = await copyText(linkUrl(entry.code));
  state.copiedGame = { id, ok };
  state.confirmDelete = null;
  redraw();
  selectLinkBox(document.querySelector(`#games [data-id="${CSS.escape(id)}"]`));
}

function onClick(event) {
  if (!model) return;
  const target = event.target.closest("[data-key], [data-action]");
  if (target === null || !$("app").contains(target) || target.disabled) return;
  if (target.hasAttribute("data-key")) {
    // A double-click plays one move: its second click (detail 2) would land on whatever
    // option the new board put under the pointer; but a quick second tap on an armed
    // option confirms it (no move came between). And never while a move applies.
    const key = target.getAttribute("data-key");
    if (busy || (event.detail > 1 && !isArmed(key, model.ui.moves))) return;
    const d = model.view && model.view.decision;
    // its button already says what it costs and gives; a tip would cover the next option
    if (d && armsOnly(key, d.options, model.ui.moves)) return;
    act("play", key);
  } else {
    onAction(target.getAttribute("data-action"), target.getAttribute("data-id"));
  }
}

/** Start the game the form describes (the "new" action); a field that is wrong says so. */
function start() {
  for (const list of Object.values(perf)) list.length = 0;
  const payload = setupFrom();
  act("new", JSON.stringify(payload));
  if (model.ui.setup_error) {
    if (model.ui.setup_field === "seed") $("seed").focus({ preventScroll: true });
    return;
  }
  const prompt = document.querySelector("#decision .prompt");
  if (prompt) prompt.focus({ preventScroll: true });
  window.scrollTo(0, 0);
}

/** The link at place ``id`` of the list of links that could not be opened (or null). */
function unopened(id) {
  const entry = (model.ui.unopened || [])[Number(id)];
  return entry ? entry.code : null;
}

/** Open a link that could not be opened before (a kept one, or the one in the address). */
function retryLink(code) {
  if (!code) return;
  act("open", code);
  if (model.view && !model.ui.problem) window.scrollTo(0, 0);
}

async function copyUnopened(code) {
  if (code === null) return;
  const ok = await copyText(linkUrl(code));
  state.copiedUnopened = { code, ok };
  redraw();
  selectLinkBox($("unopened"));
}

function onAction(action, id) {
  if (review.onAction(action, id)) return;
  if (action === "start") start();
  else if (action === "undo") act("undo");
  else if (action === "share") share();
  else if (action === "share-proof") shareProof();
  else if (action === "send") send();
  else if (action === "seat") act("seat", id);
  else if (action === "end_turn") act("end_turn");
  else if (action === "sent") act("sent");
  else if (action === "hint") computer.hint();
  else if (action === "learn") {
    act("learn", chosenGame ? chosenGame.id : ""); // the game the form has chosen
    window.scrollTo(0, 0);
  } else if (action === "leave_guide") act("leave_guide");
  else if (action === "coach_next") act("coach_next");
  else if (action === "stop-thinking") computer.stop();
  else if (action === "computer-resume") computer.resume();
  else if (action === "open-setup" || action === "open-games") {
    showHome(true);
    const games = action === "open-games" && !$("games").hidden;
    (games ? $("games") : $("setup")).scrollIntoView({ block: "start" });
    if (games) $("games").querySelector("h2").focus({ preventScroll: true });
    else $("name-0").focus({ preventScroll: true });
  } else if (action === "close-setup") showHome(false);
  else if (action === "fold") {
    state.folds[id] = !state.folds[id];
    redraw();
  }
  else if (action === "resume") {
    act("resume", id);
    if (model.view && !model.ui.problem) window.scrollTo(0, 0);
  } else if (action === "export") exportGame(id);
  else if (action === "delete") {
    state.confirmDelete = id;
    redraw();
    $("games").querySelector("[data-action='delete-no']")?.focus();
  } else if (action === "delete-no") {
    state.confirmDelete = null;
    redraw();
  } else if (action === "delete-yes") act("delete", id);
  // (dismissing a link's problem leaves the link in the address: nothing pasted is lost)
  else if (action === "dismiss") act(action, "", { address: false });
  else if (action === "keep" || action === "close") act(action);
  // Links that could not be opened (js/games.js): by their place in the list
  else if (action === "retry-link") retryLink(model.ui.problem && model.ui.problem.code);
  else if (action === "open-unopened") retryLink(unopened(id));
  else if (action === "copy-unopened") copyUnopened(unopened(id));
  else if (action === "forget-unopened") {
    if (unopened(id) !== null) act("forget_link", unopened(id), { address: false });
  }
  // Replay, rematch and Today's game (js/shell/replay.js, js/daily.js)
  else if (action === "replay") {
    act("replay", id);
    if (id !== "live") $("replay").scrollIntoView({ block: "nearest" });
  } else if (action === "same_deal" || action === "new_deal") {
    act(action);
    window.scrollTo(0, 0);
  } else if (action === "daily") { // the game the form has chosen, on the player's date
    act("daily", `${chosenGame.id} ${today()}`);
    window.scrollTo(0, 0);
  }
}

function onChange(event) {
  if (!model) return;
  const target = event.target;
  const setting = target.getAttribute("data-action");
  if (target.matches("input[type='checkbox']") && SETTINGS.has(setting)) {
    act(setting, target.checked ? "1" : "0");
  } else if (target.matches("input[type='checkbox']") && setting === "auto_choice") {
    act("auto_choice", `${target.getAttribute("data-id")}=${target.checked ? "1" : "0"}`);
  } else if (setting === "replay-slider") act("replay", target.value);
}

function onKeydown(event) {
  const step = model && !event.altKey && !event.ctrlKey && !event.metaKey
    && !(event.target instanceof Element && event.target.closest("input:not([type='range']), textarea, select"))
    ? replayKey(event, model.ui) : null;
  if (step !== null) {
    event.preventDefault();
    act("replay", step);
    return;
  }
  if (event.key !== "z" && event.key !== "Z") return;
  if (event.altKey || event.metaKey || !state.hasGame) return;
  const t = event.target;
  if (t instanceof Element && t.closest("input, textarea, select, [contenteditable], dialog")) return;
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
    if (!e.target.matches) return;
    if (e.target.matches("details.anytime-group")) state.anytimeOpen = e.target.open;
    if (e.target.matches("details[data-fold]")) state.folds[e.target.dataset.fold] = e.target.open;
    if (onHistoryToggle(e, state)) redraw();
  }, true);
  $("setup-form").addEventListener("submit", (e) => e.preventDefault());
  document.addEventListener("keydown", onKeydown);
  installAnchors(document);
  // Back/Forward between points of the game are its undo and redo (app/back_forward.py);
  // a link pasted into the address bar opens (the page does not reload for that).
  const where = (m) => ({ link: m ? m.ui.link : null, game_id: m ? m.ui.game_id : null });
  installBackForward({
    current: () => where(model),
    step: (code, game) => where(act("step", JSON.stringify({ code, game }), { address: false })),
    open: (code) => where(act("open", code)),
  });
  // Another tab saved or deleted a game: list it as it is now, and when it is the open
  // game, Python offers the choice (app/session.py, Session.sync).
  window.addEventListener("storage", (e) => {
    if (e.key === null || e.key.startsWith("arle.game.")) act("sync", e.key || "");
    else if (e.key === "arle.unopened") act("view", "", { address: false });
  });
  // Back online: a link kept because its game's engine could not be downloaded opens now
  // (a second later: the service worker's network may come back after the page's).
  // Looked at every 15 s too, a few times a link: the event may not come, and a download
  // tried at once may fail yet.
  const tries = new Map(); // link -> automatic tries in this tab
  const backOnline = () => {
    const p = model && model.ui.problem;
    if (!p || p.kind !== "engine-wait" || !p.code || !navigator.onLine) return;
    const n = tries.get(p.code) || 0;
    if (n >= 8) return;
    tries.set(p.code, n + 1);
    retryLink(p.code);
  };
  window.addEventListener("online", () => setTimeout(backOnline, 1000));
  setInterval(backOnline, 15_000);
  const gamesButton = $("games-button");
  gamesButton.hidden = false;
  gamesButton.addEventListener("click", () => onAction("open-games"));
  installRules($("rules-button"), call);
  // A tip's "Rules…" link: the section of the option it explains or of its board element.
  installArming(app);
  help = installHelp(app, $("help-tip"), (node) => sectionFor(
    [node.getAttribute("data-key"), node.closest("[data-el]")?.getAttribute("data-el")].filter(Boolean).join(" ")));
  games = JSON.parse(call("registry")); // the games and their setup forms
  window.addEventListener("arle-engine-installed", (e) => gameInstalled(e.detail));
  installSetup(games, (chosen, byPlayer) => {
    chosenGame = chosen;
    chosenByPlayer = chosenByPlayer || byPlayer;
    if (model) fill($("daily"), renderDaily(model.ui, chosen)); // Today's game of that game
    if (state.hasGame) return; // the header names the game being played
    document.title = gameName(model);
    $("site-title").textContent = gameName(model);
  });
  call("today", today()); // the streak of daily games counts up to the player's date
  const code = codeFromHash();
  if (code !== null) act("open", code);
  else act("view");
}

// For tests and benchmarks: the setup and every move, as the engine recorded them.
window.arleRecord = () => JSON.parse(call("record"));
window.arleUI = { connect };
// For tests and benchmarks: the computer's pace (ms between its moves) and the worker.
window.arleComputer = computer;
window.arleReview = review; // for tests, and a replay view: review.showMoment(move)
connect(); // Python may already be waiting
