// "Review": the computer goes through one player's decisions of the open game (finished,
// or as far as it went) and says what it would have played and how many expected final
// points (VP) each move gave away, by its reckoning (the game's ``<engine>.ai.review``, run
// by app/reviewing.py).
//
// It runs in a Web Worker of its own (js/ai-worker.mjs, the computer's worker script), so
// the page never waits and Cancel stops only the review (the worker is terminated: see
// js/computer.js for why). The answer is handed to the session (app/reviews.py), which
// keeps it with the game and saves it: reopening the game shows it without working it out
// again. Each listed decision opens the Replay view (js/shell/replay.js) at the board
// before that move — a "moment": ← → step on, "Back to the game" returns to the review —
// and, while the replayed board is a reviewed decision's, this panel says what the player
// and the computer chose there, with "Play on from here with the computer's move" (a new
// game; the original never changes). ``showMoment(move)`` is the entry point.
"use strict";

import { fill, h } from "./dom.js";
import { namesOf } from "./shell/who.js";

const LEVEL = "strong"; // the page's review is always the strong level's
const $ = (id) => document.getElementById(id);

const moveLabel = (d) => `Move ${d.move + 1}`;
// Whole points: a tenth is the estimate's noise, nothing a player can act on. ``unit`` is
// the game's ("VP", "points"), and a difference of one is "1 point".
const one = (unit) => (unit === "points" ? "point" : unit);
const lossText = (loss, unit) => (loss >= 1.5 ? `−${Math.round(loss)} ${unit}`
  : loss >= 1 ? `−1 ${one(unit)}` : loss > 0 ? `under 1 ${one(unit)}` : `0 ${unit}`);
const unitOf = (model) => (model.game && model.game.unit) || "VP";
const differenceTitle = (unit) => `${unit === "VP" ? "VP" : "Points"} difference`;

/** The review panel, placed after the end screen (created once). */
function panel() {
  let box = $("review");
  if (!box) {
    box = h("section", { id: "review", class: "panel review-panel", "aria-label": "Review", hidden: true });
    $("end").after(box);
  }
  return box;
}

/**
 * The page's review. ``page`` gives the model (``model()``), plays a session action
 * (``act(action, arg)``) and redraws (``redraw()``).
 */
export function reviewer(page) {
  let worker = null;
  let nextId = 1;
  // The review being worked out: {id, link, gameId, player, name, done, total}
  let running = null;
  let failure = null; // {link, text}: the last review failed
  let choosing = null; // the link of a game whose player to review is being chosen

  function spawn() {
    worker = new Worker(new URL("./ai-worker.mjs", import.meta.url), { type: "module" });
    worker.onmessage = (event) => onAnswer(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      fail(`the computer could not start: ${event.message || "worker error"}`);
    };
  }

  function stopWorker() {
    if (worker) worker.terminate();
    worker = null;
  }

  function fail(text) {
    if (!running) return;
    failure = { link: running.link, text };
    running = null;
    stopWorker();
    page.redraw();
  }

  function onAnswer(data) {
    if (!running || data.id !== running.id) return;
    if (data.progress) {
      [running.done, running.total] = data.progress;
      drawProgress();
      return;
    }
    if (data.error) {
      fail(String(data.error).trim().split("\n").pop());
      return;
    }
    const { gameId } = running;
    running = null;
    // Another game opened meanwhile: the session keeps a review only for its own game.
    if (page.model().ui.game_id === gameId) page.act("keep_review", data.review);
    else page.redraw();
  }

  /** Start the review of ``player``'s decisions in the open game as it is now. */
  function start(player) {
    const { ui, view } = page.model();
    if (running || !ui.link || !view || ui.review_unavailable) return;
    failure = choosing = null;
    if (!worker) spawn();
    const id = nextId++;
    running = { id, link: ui.link, gameId: ui.game_id, player, name: namesOf(page.model())[player], done: 0, total: 0 };
    // Tests may lower the nodes per look-ahead; the page's own budget is the review's.
    const budget = Number(window.arleReviewBudget) || null;
    worker.postMessage({ id, kind: "review", link: ui.link, level: LEVEL, player, budget });
    page.redraw();
  }

  function cancel() {
    running = null;
    stopWorker();
    page.redraw();
  }

  /** The Replay view at the board before reviewed move ``move`` (0-based). */
  function showMoment(move) {
    page.act("moment", String(move));
    $("replay").scrollIntoView({ block: "nearest" });
  }

  /** Leave the replay for the live game, back at the review. */
  function leaveMoment() {
    page.act("replay", "live");
    panel().scrollIntoView({ block: "nearest" });
  }

  /** "Review" in Your games: open the game, and show its review (or work it out). */
  function fromSaved(id) {
    const model = page.act("resume", id);
    if (!model.view || model.ui.problem) return;
    if (model.ui.review_unavailable) { // the panel says why
      choosing = model.ui.link;
      page.redraw();
      panel().scrollIntoView({ block: "nearest" });
    } else if (!model.ui.review) start(reviewedPlayer(model));
    else panel().scrollIntoView({ block: "start" });
  }

  function onAction(action, id) {
    if (action === "review") start(Number(id));
    else if (action === "review-choose") {
      choosing = page.model().ui.link;
      page.redraw();
      panel().scrollIntoView({ block: "nearest" });
    }
    else if (action === "review-cancel") cancel();
    else if (action === "review-moment") showMoment(Number(id));
    else if (action === "review-leave") leaveMoment();
    else if (action === "review-play-on") {
      page.act("play_on", id);
      window.scrollTo(0, 0);
    } else if (action === "review-saved") fromSaved(id);
    else return false;
    return true;
  }

  function drawProgress() {
    const bar = document.querySelector("#review progress");
    if (!bar || !running) return;
    bar.max = Math.max(1, running.total);
    bar.value = running.done;
    const text = document.querySelector("#review .review-progress-text");
    if (text) text.textContent = progressText(running);
  }

  /** Draw the review's part of the page for ``model`` (after the board is drawn). */
  function render(model) {
    const box = panel();
    const { view, ui } = model || {};
    if (running && (!ui || ui.game_id !== running.gameId)) cancel(); // another game
    if (!view) {
      box.hidden = true;
      return;
    }
    // Replaying: the panel shows only a review under way, or a reviewed decision's board.
    const parts = ui.moment ? momentParts(ui.moment, unitOf(model))
      : running ? runningParts(running)
        : ui.replay ? []
          : ui.review ? resultParts(ui.review, model)
            : view.over || failure || choosing === ui.link || ui.review_dropped
              ? startParts(model, failure && failure.link === ui.link ? failure.text : "")
              : [];
    box.hidden = parts.length === 0;
    box.classList.toggle("is-moment", Boolean(ui.moment));
    fill(box, parts);
    // A game on: the review of the game so far, beside "New game" in the status line.
    const status = $("status");
    if (!view.over && !ui.replay && !running && ui.moves > 0 && status && !ui.review_unavailable) {
      // On a phone "Review so far" (the long words hidden), in the row of "New game".
      // With several people on this device, the panel asks whose decisions (names are long).
      const text = ["Review", h("span", { class: "review-long" }, " the game"), " so far"];
      const both = peopleHere(model).length > 1;
      status.append(h("div", { class: "review-so-far" }, both
        ? h("button", { type: "button", class: "review-start", "data-action": "review-choose" }, text)
        : reviewButtons(model, text)));
    }
  }

  return { render, onAction, start, cancel, showMoment, busy: () => running !== null };
}

// The seats played on this device by a person: a review of a computer seat's decisions
// would only say that it chose as the computer chooses. (Saves from before seats: every
// seat.)
function peopleHere(model) {
  const seats = model.ui.seats || [];
  const here = seats.map((s, p) => (s.who === "here" ? p : null)).filter((p) => p !== null);
  return here.length ? here : namesOf(model).map((_, p) => p);
}

/** Whose decisions a review goes through: this device's seat, else its first person's. */
function reviewedPlayer(model) {
  const seat = model.ui.seat;
  return seat === null || seat === undefined ? peopleHere(model)[0] : seat;
}

/** "Review" — one button per person when several play on this device. */
function reviewButtons(model, text) {
  const { ui } = model;
  const names = namesOf(model);
  const people = peopleHere(model);
  const both = people.length > 1;
  const players = both ? people : [reviewedPlayer(model)];
  return players.map((p) => h("button", { type: "button", class: "review-start", "data-action": "review", "data-id": p },
    text, both ? `: ${names[p]}` : null));
}

function startParts(model, error) {
  const why = model.ui.review_unavailable;
  if (why) return [h("h2", null, "Review"), h("p", { class: "review-unavailable", role: "note" }, why)];
  // A review saved with the game that could not be read (app/reviews.py drops it).
  const dropped = model.ui.review_dropped;
  return [
    h("h2", null, "Review"),
    dropped ? h("p", { class: "review-older", role: "note" },
      "The review saved with this game could not be read, so it is not shown. Review again to see it.")
      : h("p", { class: "intro" }, "The computer (its strongest level) goes through your decisions: what it would have played, and how much each move cost by its reckoning."),
    h("div", { class: "review-actions" }, reviewButtons(model, dropped ? "Review again" : "Review")),
    error ? h("p", { class: "review-error", role: "alert" }, `The review stopped: ${error}`) : null,
  ];
}

function progressText(r) {
  return r.total ? `${r.done} of ${r.total} decisions` : "Starting the computer…";
}

function runningParts(r) {
  return [
    h("h2", null, "Review"),
    h("p", { class: "review-running", role: "status" }, `Reviewing ${r.name}'s decisions… `,
      h("span", { class: "review-progress-text" }, progressText(r))),
    h("div", { class: "review-bar" },
      h("progress", { max: String(Math.max(1, r.total)), value: String(r.done) }),
      h("button", { type: "button", "data-action": "review-cancel" }, "Cancel")),
  ];
}

function decisionRow(d, costly, unit) {
  return h("tr", { class: d.loss > 0 ? "lost" : null, "data-move": d.move },
    h("th", { scope: "row" }, h("span", { class: "review-move" }, moveLabel(d)), " ", h("span", { class: "review-prompt" }, d.prompt)),
    h("td", { "data-label": "Your move" }, d.label),
    h("td", { "data-label": "The computer's move" }, d.key === d.best ? "the same" : d.best_label),
    h("td", { class: "review-loss", "data-label": differenceTitle(unit) }, lossText(d.loss, unit)),
    costly ? h("td", { class: "review-why", "data-label": "Why" }, d.why || "") : null,
    h("td", null, h("button", {
      type: "button", "data-action": "review-moment", "data-id": d.move, class: costly ? "review-open" : null,
    }, "Show the board")));
}

function decisionTable(rows, costly, unit) {
  return h("table", { class: "review-table" },
    h("thead", null, h("tr", null,
      ["Decision", "Your move", "The computer's move", differenceTitle(unit), ...(costly ? ["Why"] : []), ""]
        .map((t) => h("th", { scope: "col" }, t)))),
    h("tbody", null, rows.map((d) => decisionRow(d, costly, unit))));
}

function resultParts(review, model) {
  const { ui, view } = model;
  const partial = review.moves < ui.moves || !view.over;
  const scope = partial ? `the first ${review.moves} moves` : "the whole game";
  const older = ui.review_older;
  const unit = unitOf(model);
  return [
    h("h2", null, `Review of ${review.name}'s decisions`),
    h("p", { class: "review-total" }, "Left on the table: ",
      h("strong", { class: "review-left" }, `about ${Math.round(review.left_on_table)} ${unit}`),
      ` over ${review.decisions.length} decisions (${scope}), by the computer's reckoning at its ${review.level} level.`),
    older ? null : h("p", { class: "review-how" },
      "Each cost counts only what the computer is sure of, so the total is a cautious estimate of what better play would have scored."),
    older ? h("p", { class: "review-older", role: "note" },
      "An older estimate: this review added up every decision's single look, which overstates the total. Review again for today's estimate.") : null,
    older ? h("div", { class: "review-actions" }, reviewButtons(model, "Review again")) : null,
    review.costliest.length
      ? [h("h3", null, `The ${review.costliest.length === 1 ? "costliest decision" : `${review.costliest.length} costliest decisions`}`),
        decisionTable(review.costliest, true, unit)]
      : h("p", null, "Every decision was the computer's own choice, or as good by its reckoning."),
    h("details", { class: "review-all" }, h("summary", null, `All ${review.decisions.length} decisions`),
      decisionTable(review.decisions, false, unit)),
    partial && !older ? h("div", { class: "review-actions" }, reviewButtons(model, "Review the game so far again")) : null,
  ];
}

function momentParts(d, unit) {
  return [
    h("h2", null, `Review of ${moveLabel(d).toLowerCase()}: the board before it`),
    h("p", { class: "review-moment-text" }, h("span", { class: "review-prompt" }, d.prompt)),
    h("dl", { class: "review-moment-moves" },
      h("dt", null, "Your move"), h("dd", null, d.label),
      h("dt", null, "The computer's move"), h("dd", null, d.key === d.best ? "the same" : d.best_label),
      h("dt", null, differenceTitle(unit)), h("dd", { class: "review-loss" }, lossText(d.loss, unit))),
    // Under the moves, the whole width: a sentence, too long for the list's second column.
    d.why ? h("p", { class: "review-why" }, h("strong", null, "Why: "), d.why) : null,
    h("div", { class: "review-actions" },
      h("button", { type: "button", class: "new-game", "data-action": "review-play-on", "data-id": d.move },
        "Play on from here with the computer's move"),
      h("button", { type: "button", "data-action": "review-leave" }, "Back to the review")),
  ];
}
