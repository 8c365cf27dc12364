// The board, drawn from the engine's view model (arle_core/view.py), and nothing else.
// render(model, ui) redraws each region (web/js/board/*.js) whose part of the model
// changed; options are placed twice: in the decision panel and on the board element
// named by their `target` (board/options.js).
"use strict";

import { fill, h } from "./dom.js";
import { renderActionBoard } from "./board/actions.js";
import { renderBuildings } from "./board/buildings.js";
import { markOverflow, renderDecision } from "./board/decision.js";
import { renderEnd } from "./board/end.js";
import { renderReplay } from "./board/replay.js";
import { renderProof, renderRematch } from "./daily.js";
import { renderHistory } from "./board/history.js";
import { ownerOf, place } from "./board/options.js";
import { otherBoardsLinks, PLAYER_PARTS, playerShell } from "./board/player.js";
import { renderScores } from "./board/scores.js";
import { renderStatus, thinkingBar } from "./board/status.js";
import { highlight, renderStory } from "./board/story.js";
import { renderTurn } from "./board/turns.js";
import { renderSupply } from "./board/supply.js";

const $ = (id) => document.getElementById(id);

// A long list of options scrolls inside the decision: its hidden edge fades (markOverflow).
const OPTION_LIST = "#decision .decision-options";
const markAllOverflow = () => document.querySelectorAll(OPTION_LIST).forEach(markOverflow);
document.addEventListener("scroll", (event) => {
  if (event.target instanceof Element && event.target.matches(OPTION_LIST)) markOverflow(event.target);
}, { capture: true, passive: true });
addEventListener("resize", markAllOverflow, { passive: true });

// Sections are rebuilt only when their part of the model changed (or the options placed
// on them did): the key is the JSON of everything a section shows.
const drawn = new Map();

function update(id, parts, build) {
  const key = JSON.stringify(parts);
  if (drawn.get(id) === key) return;
  drawn.set(id, key);
  build();
}

/** A player's boards in ``box``: the frame once, then each part when its data (or the
 * options placed on it) changed. */
function updatePlayer(view, p, deciding, box, options) {
  const id = `player-${p.index}`;
  let node = document.getElementById(id);
  const setup = JSON.stringify(view.setup);
  if (!node || drawn.get(id) !== setup) {
    if (node) node.remove();
    node = playerShell(p);
    drawn.set(id, setup);
    for (const name in PLAYER_PARTS) drawn.delete(`${id}:${name}`);
  }
  if (node.parentElement !== box) box.append(node); // the deciding player's go beside the decision
  node.classList.toggle("is-deciding", deciding);
  for (const [name, part] of Object.entries(PLAYER_PARTS)) {
    const placed = part.kinds ? options.filter((o) => part.kinds.some((k) => o.target.startsWith(k))) : [];
    update(`${id}:${name}`, [view.setup, part.key(view, p, deciding), placed], () => {
      const slots = new Map();
      const drawnPart = part.draw(view, p, deciding, slots);
      drawnPart.setAttribute("data-part", name);
      place(slots, placed);
      node.querySelector(`[data-part="${CSS.escape(name)}"]`).replaceWith(drawnPart);
    });
  }
}

/** Rebuild what changed in the game from the model. */
export function render(model, state) {
  const { view, ui } = model;
  $("game").hidden = view === null;
  if (view === null) return;
  $("game").classList.toggle("over", view.over);
  const d = view.decision;
  const options = d ? d.options.filter((o) => o.target) : [];
  const on = (prefix) => options.filter((o) => o.target.startsWith(prefix));
  const setup = view.setup;
  const turnClass = d && setup.players > 1 ? ` turn-p${d.player}` : "";

  const rules = ui.rules && h("p", { class: "rules-note" }, ui.rules); // an old game's rules
  fill($("status"), [renderStatus(view, ui), thinkingBar(ui, state), rules || null]);
  $("status").className = `status${turnClass}`;
  // The decision panel: this device's question; or, when it may not decide now, the turn
  // block (who are you / waiting for the other seat / end turn) with the whole story. The
  // story is a compact summary before the options when it tells the other side's moves,
  // after them when it tells what your own click did (the options never move under the
  // pointer).
  const turn = renderTurn(model, state);
  const mine = Boolean(ui.shown && ui.shown.kind === "move");
  fill($("decision"), turn ? [turn, h("div", { class: "story" }, renderStory(model, state, true)), notes(ui)]
    : renderDecision(view, ui, state, renderStory(model, state), !mine));
  // Hot-seat: when the device passes to the other player, the panel flashes once.
  const handover = d && setup.players > 1 && state.lastDecider !== undefined
    && state.lastDecider !== d.player;
  state.lastDecider = d ? d.player : undefined;
  $("decision").className = `decision panel${d ? turnClass : " over"}${handover ? " handover" : ""}`;
  update("scores", [setup, view.players.map((p) => p.score), view.over, view.winner, view.tie_break],
    () => fill($("scores"), renderScores(view)));
  // The history changes with every move (the link), and with the half-years opened.
  update("log", [setup, ui.link, [...(state.historyOpen || new Map())]],
    () => fill($("log"), renderHistory(model, state)));
  // Replay: its bar, and no end screen over a past board.
  $("replay").hidden = !ui.replay;
  update("replay", [ui.replay, setup], () => fill($("replay"), renderReplay(model)));
  $("end").hidden = !ui.end || Boolean(ui.replay);
  update("end", [ui.end, ui.daily && ui.daily.verified, ui.link, state.proofCopied],
    () => {
      fill($("end"), renderEnd(model));
      // Under the final score: a daily game's proof, then the rematch buttons.
      const winner = $("end").querySelector(".end-winner");
      if (winner) winner.after(...[renderProof(ui, state.proofCopied), ...renderRematch(model)].filter(Boolean));
    });
  const spaceOptions = on("space:");
  const work = view.stage === "work" || view.stage === "end_work";
  update("action-board", [setup, view.spaces, view.season, view.special_used_by, spaceOptions, work], () => {
    const slots = new Map();
    fill($("action-board"), renderActionBoard(view, slots, new Set(spaceOptions.map((o) => o.target)), state));
    place(slots, spaceOptions);
  });
  const buildOptions = on("building:");
  update("buildings", [setup, view.buildings, buildOptions], () => {
    const slots = new Map();
    fill($("buildings"), renderBuildings(view, slots));
    place(slots, buildOptions);
  });
  // The deciding player's boards sit next to the decision (#mine); the others' below.
  // A device waiting for the other seat shows its own boards there instead.
  const focus = ui.waiting && ui.seat !== null && ui.seat !== undefined ? ui.seat
    : d !== null ? d.player : 0;
  // Hot-seat: the next player decides once the device was handed over ("End turn").
  const deciding = d !== null && !(ui.mode === "hotseat" && ui.turn_ended);
  for (const p of view.players) {
    const mine = options.filter((o) => ownerOf(o.target, d.player) === p.index);
    updatePlayer(view, p, deciding && d.player === p.index, p.index === focus ? $("mine") : $("players"), mine);
  }
  for (const node of [...$("mine").children, ...$("players").children]) {
    if (!(Number(node.id.replace("player-", "")) < view.players.length)) node.remove();
  }
  const others = [...$("players").children];
  const ordered = [...others].sort((a, b) => a.id.localeCompare(b.id));
  if (ordered.some((n, i) => n !== others[i])) ordered.forEach((n) => $("players").append(n));
  update("other-boards", [setup, focus, view.players.map((p) => p.score.total)],
    () => fill($("other-boards"), [otherBoardsLinks(view, focus)]));
  const supplyOptions = on("supply:");
  update("supply", [setup, view.supply_board, view.equipment, supplyOptions], () => {
    const slots = new Map();
    fill($("supply"), renderSupply(view, slots));
    place(slots, supplyOptions);
  });
  // Scrolling last, after every DOM write: one layout per click, not one per region.
  $("decision").parentElement.scrollTop = 0; // the side panel (desktop): the new question shows
  keepQuestionInReach(ui, state, d !== null && turn === null && !ui.replay);
  markAllOverflow();
  highlight($("game"), model); // what the last click (or the other player's turn) changed
  const hint = state.hint && state.hint.link === ui.link ? state.hint : null;
  markHint($("game"), hint);
  showHinted(hint, state);
}

/** The hinted option in view in the decision's list, which scrolls by itself (a long list
 * may hide it below its edge), and on the page while the player looks at the decision
 * panel (where Hint was clicked); a player who scrolled away to look elsewhere stays
 * there. Once per hint. */
function showHinted(hint, state) {
  const shown = hint && hint.key ? `${hint.link} ${hint.key}` : null;
  if (!shown || state.hintShown === shown) return;
  state.hintShown = shown;
  const button = document.querySelector(`#decision .decision-options button.hinted`);
  if (!button) return;
  const list = button.closest(".decision-options");
  const r = button.getBoundingClientRect();
  const box = list.getBoundingClientRect();
  if (r.top < box.top || r.bottom > box.bottom) {
    list.scrollTop += r.top - box.top - Math.max(0, (box.height - r.height) / 2);
    markOverflow(list);
  }
  const after = button.getBoundingClientRect();
  const top = $("status").getBoundingClientRect().bottom;
  const panel = $("decision").getBoundingClientRect();
  const looking = panel.bottom > top && panel.top < window.innerHeight;
  if (looking && (after.top < top || after.bottom > window.innerHeight)) button.scrollIntoView({ block: "center" });
}

/** A new question for this device with none of its options on screen: bring the decision
 * panel up, below the status line. On one column (a phone) the click before may have been
 * far down a long list or a board, and the question it led to is at the top of the page.
 * Only once per question: a player who then scrolls away to look stays there. Looked at in
 * the next frame, once whatever else this click redraws (the status line's buttons) is
 * drawn too. */
function keepQuestionInReach(ui, state, deciding) {
  const fresh = deciding && state.askedAt !== ui.link;
  state.askedAt = deciding ? ui.link : undefined;
  if (!fresh) return;
  requestAnimationFrame(() => {
    if (state.askedAt !== ui.link) return; // another question since
    const top = $("status").getBoundingClientRect().bottom;
    const inView = [...$("game").querySelectorAll("button[data-key]")].some((button) => {
      const r = button.getBoundingClientRect(); // in reach: its centre on screen, below the status
      const y = (r.top + r.bottom) / 2;
      return r.height > 0 && y > top && y < window.innerHeight;
    });
    if (!inView) $("decision").scrollIntoView({ block: "start" });
  });
}

/** The hint's option, in the decision panel and on the board element it belongs to
 * (found again after each render: board regions are not always rebuilt). */
function markHint(root, hint) {
  for (const node of root.querySelectorAll(".hinted")) node.classList.remove("hinted");
  for (const node of root.querySelectorAll(".hint-badge")) node.remove();
  if (!hint || !hint.key) return;
  for (const button of root.querySelectorAll(`button[data-key="${CSS.escape(hint.key)}"]`)) {
    button.classList.add("hinted");
    button.prepend(h("span", { class: "hint-badge", title: hint.reason }, "Hint"));
    const group = button.closest("details");
    if (group && !group.open) group.open = true;
    const element = button.closest("[data-target]");
    if (element) element.classList.add("hinted");
  }
}

/** What the turn block must not hide: forced moves played, info, problems, the count. */
function notes(ui) {
  return [
    ui.auto_played.length ? h("p", { class: "auto-note" },
      `Played for you (the only option): ${ui.auto_played.join("; ")}`) : null,
    ui.info ? h("p", { class: "info-note", role: "status" }, ui.info) : null,
    ui.notice ? h("p", { class: "notice", role: "status" }, ui.notice) : null,
    h("p", { class: "moves" }, `Moves played: ${ui.moves}`),
  ];
}
