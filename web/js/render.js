// The game screen, drawn from the model Python returns, and nothing else: the shell's
// regions (status line, decision panel, score sheet, history, replay bar, end screen:
// web/js/shell/) for any game and any number of players, and the boards by the renderer
// of the model's game (web/js/games/). render(model, state) redraws each region whose
// part of the model changed; options are placed twice: in the decision panel and on the
// board element named by their `target` (shell/options.js).
"use strict";

import { fill, h } from "./dom.js";
import { markOverflow, renderDecision } from "./shell/decision.js";
import { chartNarrow, renderEnd } from "./shell/end.js";
import { renderReplay } from "./shell/replay.js";
import { dailyNote, renderProof, renderRematch } from "./daily.js";
import { renderHistory } from "./shell/history.js";
import { renderScores } from "./shell/scores.js";
import { renderStatus, thinkingBar } from "./shell/status.js";
import { highlight, renderStory } from "./shell/story.js";
import { renderTurn } from "./shell/turns.js";
import { namesOf } from "./shell/who.js";
import { rendererFor } from "./games/index.js";

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
let drawnGame; // the renderer whose boards #board and #mine hold

function update(id, parts, build) {
  const key = JSON.stringify(parts);
  if (drawn.get(id) === key) return;
  drawn.set(id, key);
  build();
}

/** A seat's colour on a region (the stylesheet's seat palette), or none. */
function seatOn(node, seat) {
  const value = seat === null ? null : String(seat);
  if (value === null) node.removeAttribute("data-seat");
  else if (node.getAttribute("data-seat") !== value) node.setAttribute("data-seat", value);
}

let latest = null; // the last model drawn, with its UI state and the page's whole redraw

/** Rebuild what changed in the game from the model: the shell's regions here, the
 * boards by the game's renderer (js/games/). ``again`` is the page's whole redraw, which
 * runs once a game's renderer has loaded: this one alone would refill the status line
 * without what the page's other parts add to it (the review's "Review so far"). */
export function render(model, state, again = null) {
  latest = [model, state, again];
  const { view, ui } = model;
  $("game").hidden = view === null;
  if (view === null) return;
  const game = rendererFor(model, () => (latest[2] ? latest[2]() : render(...latest))); // the boards, once it has loaded
  if (drawnGame !== game) { // another game: its renderer starts from empty boards
    drawnGame = game;
    drawn.clear();
    $("board").replaceChildren();
    $("mine").replaceChildren();
  }
  const names = namesOf(model);
  const many = names.length > 1;
  $("game").classList.toggle("over", view.over);
  const d = view.decision;
  const options = d ? d.options.filter((o) => o.target) : [];

  const rules = ui.rules && h("p", { class: "rules-note" }, ui.rules); // an old game's rules
  fill($("status"), [renderStatus(model, game, names), thinkingBar(ui, state), rules || null,
    dailyNote(model)]);
  seatOn($("status"), d && many ? d.player : null);
  // The decision panel: this device's question; or, when it may not decide now, the turn
  // block (who are you / waiting for another seat / end turn) with the whole story. The
  // story is a compact summary before the options when it tells the others' moves,
  // after them when it tells what your own click did (the options never move under the
  // pointer).
  const turn = renderTurn(model, state, names);
  const mine = Boolean(ui.shown && ui.shown.kind === "move");
  fill($("decision"), turn ? [turn, h("div", { class: "story" }, renderStory(model, state, names, true)), notes(ui, game)]
    : renderDecision(model, game, names, state, renderStory(model, state, names), !mine));
  // Hot-seat: when the device passes to another player, the panel flashes once.
  const handover = d && many && state.lastDecider !== undefined && state.lastDecider !== d.player;
  state.lastDecider = d ? d.player : undefined;
  $("decision").className = `decision panel${d ? "" : " over"}${handover ? " handover" : ""}`;
  seatOn($("decision"), d && many ? d.player : null);
  update("scores", [names, view.categories, view.players.map((p) => p.score), view.over, view.winner,
    view.tie_break], () => fill($("scores"), renderScores(view, names, game)));
  // The history changes with every move (the link), and with the rounds opened.
  update("log", [names, ui.link, [...(state.historyOpen || new Map())]],
    () => fill($("log"), renderHistory(model, state, names)));
  // Replay: its bar, and no end screen over a past board.
  $("replay").hidden = !ui.replay;
  update("replay", [ui.replay, names], () => fill($("replay"), renderReplay(model, names)));
  $("end").hidden = !ui.end || Boolean(ui.replay);
  update("end", [ui.end, ui.daily, ui.link, state.proofCopied, chartNarrow()],
    () => {
      fill($("end"), renderEnd(model, game));
      // Under the final score: a daily game's proof, then the rematch buttons.
      const winner = $("end").querySelector(".end-winner");
      if (winner) winner.after(...[renderProof(model, state.proofCopied), ...renderRematch(model)].filter(Boolean));
    });
  game.draw(model, state, { update, drawn, options, names, seats: ui.seats || [], board: $("board"), mine: $("mine") });
  highlight($("game"), model); // what the last click (or another player's turn) changed
  const hint = state.hint && state.hint.link === ui.link ? state.hint : null;
  markHint($("game"), hint);
  // Scrolling last, after every DOM write: one layout per click, not one per region.
  $("decision").parentElement.scrollTop = 0; // the side panel (desktop): the new question shows
  keepQuestionInReach(ui, state, d !== null && turn === null && !ui.replay);
  markAllOverflow();
  showHinted(hint, state);
}

/** The hinted option in view in the decision's list, which scrolls by itself (a long list
 * may hide it below its edge), and on the page while the player looks at the decision
 * panel (where Hint was clicked; not for the coach's suggestion); a player who scrolled
 * away to look elsewhere stays there. Once per hint. */
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
  // The coach's suggestion stays where it is: its box names the option (scrolling to it
  // would scroll the box, with the lesson and the reason, out of view).
  if (hint.asked === "coach") return;
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
function notes(ui, game) {
  return [
    ui.auto_played.length ? h("p", { class: "auto-note" },
      `Played for you (${game.autoNote}): ${ui.auto_played.join("; ")}`) : null,
    ui.info ? h("p", { class: "info-note", role: "status" }, ui.info) : null,
    ui.notice ? h("p", { class: "notice", role: "status" }, ui.notice) : null,
    h("p", { class: "moves" }, `Moves played: ${ui.moves}`),
  ];
}
