// "Your games" (every game saved in this browser: resume, copy link, delete with a
// confirmation), the message about a link that could not be opened, and the message
// when the browser cannot save. Drawn from the model's ui part; names are text, always.
// Beside the game, a bar at the foot of the screen says when the game could not be saved
// (and how to make room), or that another tab changed or deleted it (with the choices).
"use strict";

import { fill, fmt, h } from "./dom.js";
import { copyResult, linkUrl } from "./links.js";
import { renderSetupError } from "./setup.js";
import { listed, named } from "./shell/who.js";
import { today } from "./daily.js";

const $ = (id) => document.getElementById(id);

function names(entry) {
  const people = (entry.names || []).map((name, i, all) => named(all, i));
  return people.flatMap((p, i) => [i === 0 ? null : i === people.length - 1 ? " and " : ", ", p]);
}

function when(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

function status(entry) {
  if (entry.over) {
    const totals = (entry.totals || []).map(fmt).join(" : ");
    return `Finished · ${totals} ${entry.unit}`;
  }
  const next = entry.names && entry.next !== null && entry.next !== undefined ? entry.names[entry.next] : null;
  const turn = entry.players > 1 && next !== null ? ` · ${next} to play` : "";
  // The game's own words for how far it is (its faces: "Round 8 of 14 · …"); a save from
  // before games had them counts Fields of Arle's half-years.
  const progress = entry.progress || `Half-year ${entry.half_year} of ${entry.of}`;
  return `${progress}${turn}`;
}

/** Who plays where, from each seat's ``who`` (saves before seats: the mode and seat):
 *  "All on this device", "You play Ann (by link)", "Ann and Bo here, the computer plays
 *  Cy (casual) and Di (good)". */
function seatsLine(entry) {
  const names = entry.names;
  if (entry.players < 2 || !names) return null;
  const seats = entry.seats;
  if (!seats) {
    const seated = entry.seat !== null && entry.seat !== undefined;
    return entry.mode === "link" && seated ? `You play ${names[entry.seat]} (by link)`
      : entry.mode === "computer" && seated ? `You play ${names[entry.seat]} against the computer (${entry.level})`
        : entry.mode === "hotseat" ? (entry.players > 2 ? "All on this device" : "Both on this device") : null;
  }
  const here = names.filter((_, i) => seats[i].who === "here");
  const computers = names.map((n, i) => [n, seats[i]]).filter(([, s]) => s.who === "computer");
  if (here.length === entry.players) return entry.players > 2 ? "All on this device" : "Both on this device";
  const you = here.length === 1 ? `You play ${here[0]}` : here.length ? `${listed(here)} play here` : null;
  if (computers.length === entry.players - here.length && computers.length) {
    const levels = new Set(computers.map(([, s]) => s.level));
    const against = computers.length === 1 || levels.size === 1
      ? `against the computer (${computers[0][1].level})`
      : `against the computer: ${listed(computers.map(([n, s]) => `${n} (${s.level})`))}`;
    return you ? `${you} ${against}` : `The computer plays every seat`;
  }
  const parts = [you ? `${you} (by link)` : null,
    computers.length ? `the computer plays ${listed(computers.map(([n, s]) => `${n} (${s.level})`))}` : null];
  return parts.filter(Boolean).join("; ");
}

/** What a saved game's list entry tells: whose seat this device plays, the last move,
 *  and for copies of one game that went different ways, where it forked and which is ahead. */
function story(entry) {
  const seat = seatsLine(entry);
  const copies = entry.copies > 1
    ? [entry.forked_at !== null && entry.forked_at !== undefined ? `forked at move ${entry.forked_at + 1}` : null,
      entry.ahead ? `the copy furthest on (of ${entry.copies})` : `behind another copy (of ${entry.copies})`]
      .filter(Boolean).join(" · ")
    : null;
  return [
    seat || copies ? h("p", { class: "saved-seat" }, [seat, copies].filter(Boolean).join(" · ")) : null,
    entry.last ? h("p", { class: "saved-last" }, `Last move: ${entry.last}`) : null,
  ];
}

function gameItem(entry, ui, state) {
  const id = entry.id;
  const isOpen = ui.game_id === id && ui.link !== null;
  if (entry.broken) {
    return h("li", { class: "saved-game broken", "data-id": id },
      h("p", { class: "saved-title" }, entry.newer ? "A game saved by a newer version" : "A saved game that cannot be read"),
      h("p", { class: "saved-info" }, entry.reason || "It is kept until you delete it."),
      entry.text ? h("textarea", { class: "saved-text", readonly: "", rows: "2", "aria-label": "The saved game's text, to copy" }, entry.text) : null,
      actions(id, false, state, false));
  }
  const copied = state.copiedGame && state.copiedGame.id === id ? state.copiedGame : null;
  // The open game's latest moves could not be saved: this entry is behind it.
  const behind = isOpen && ui.unsaved ? Math.max(0, ui.moves - entry.moves) : 0;
  const stale = isOpen && ui.unsaved;
  return h("li", { class: `saved-game${isOpen ? " is-open" : ""}${stale ? " stale" : ""}`, "data-id": id },
    h("p", { class: "saved-title" }, names(entry),
      entry.players === 1 ? h("span", { class: "muted" }, " · solo") : null,
      isOpen ? h("span", { class: "badge now" }, "Open now") : null,
      stale ? h("span", { class: "badge stale-mark" }, "Not up to date") : null),
    h("p", { class: "saved-info" }, [entry.name, status(entry), entry.variant_label || entry.variant,
      // a daily game by its date (its number tells it), any other by its number
      entry.daily ? `${entry.daily === today() ? "Today's game" : "daily game"} of ${entry.daily}`
        : entry.seed !== undefined && entry.seed !== null ? `game ${entry.seed}` : null, `${entry.moves} moves`]
      .filter(Boolean).join(" · ")),
    story(entry),
    h("p", { class: "saved-date muted" }, `Saved ${when(entry.saved)}`),
    stale ? h("p", { class: "stale-text" }, behind
      ? `The last ${behind === 1 ? "move" : `${behind} moves`} could not be saved: this save is behind the open game.`
      : "The open game could not be saved: this save is behind it.") : null,
    actions(id, isOpen, state, true),
    copied ? copyResult(copied, linkUrl(entry.code), "It holds the whole game, as far as it was played.") : null);
}

function actions(id, isOpen, state, readable) {
  if (state.confirmDelete === id) {
    return h("div", { class: "saved-actions confirm", role: "group", "aria-label": "Confirm" },
      h("span", { class: "confirm-text" }, "Delete this game for good?"),
      h("button", { type: "button", class: "danger", "data-action": "delete-yes", "data-id": id }, "Delete"),
      h("button", { type: "button", "data-action": "delete-no", "data-id": id }, "Keep it"));
  }
  return h("div", { class: "saved-actions" },
    readable ? h("button", {
      type: "button", class: isOpen ? null : "resume", "data-action": "resume", "data-id": id,
    }, isOpen ? "Back to it" : "Resume") : null,
    readable ? h("button", { type: "button", "data-action": "export", "data-id": id }, "Copy link") : null,
    readable ? h("button", { type: "button", "data-action": "review-saved", "data-id": id }, "Review") : null,
    h("button", { type: "button", class: "delete", "data-action": "delete", "data-id": id }, "Delete…"));
}

let drawnGames = ""; // what the list shows now: it is rebuilt only when that changes

function renderGames(ui, state) {
  const games = ui.games || [];
  const box = $("games");
  box.hidden = games.length === 0;
  const key = JSON.stringify([games, ui.game_id, ui.link !== null, state.confirmDelete,
    state.copiedGame]);
  // Hidden behind the game (every move saves, so the list changes with every click):
  // drawn when it is shown.
  if (box.hidden || $("home").hidden || key === drawnGames) return;
  drawnGames = key;
  fill(box, [
    h("h2", { id: "games-title", tabindex: "-1" }, `Your games (${games.length})`),
    h("p", { class: "intro" }, "Saved in this browser after every move."),
    h("ul", { class: "saved-games" }, games.map((g) => gameItem(g, ui, state))),
  ]);
}

const PROBLEM_TITLES = {
  "bad-link": "This game link cannot be opened",
  "bad-save": "This saved game cannot be opened",
  older: "An earlier point of a game you have saved",
  engine: "Opening an old game", // (its engine is being installed)
};

/** A problem's title: its own (an engine that could not be had says which), else its kind's. */
function problemTitle(p) {
  if (p.title) return p.title;
  if (p.kind === "engine" && p.game) return p.text.replace(/…$/, "");
  return PROBLEM_TITLES[p.kind] || "Something is wrong";
}

// Problems about the open game's save, shown beside the game rather than above the home area.
export const BESIDE_GAME = new Set(["changed", "deleted"]);

function renderProblem(ui) {
  const p = ui.problem && !BESIDE_GAME.has(ui.problem.kind) ? ui.problem : null;
  const box = $("link-problem");
  box.hidden = !p;
  if (!p) return;
  box.className = `link-problem panel ${p.kind}`;
  box.setAttribute("role", p.kind === "older" ? "status" : "alert");
  const saved = (ui.games || []).filter((g) => !g.broken).length;
  const unchanged = `Nothing was changed${saved ? ": your saved games are below" : ""}.`;
  const advice = p.kind !== "bad-link" ? p.advice || null
    : p.newer ? `${unchanged} Reload the page: a newer version of it, when there is one, opens this link.`
      : `${unchanged} If someone sent you this link, ask them to send it again, all of it.`;
  fill(box, [
    h("h2", null, problemTitle(p)),
    h("p", { class: "problem-text" }, p.text),
    advice ? h("p", { class: "problem-advice" }, advice) : null,
    h("div", { class: "panel-actions" },
      p.kind === "engine-wait" && p.code ? h("button", {
        type: "button", class: "new-game", "data-action": "retry-link",
      }, "Try again") : null,
      p.saved ? h("button", {
        type: "button", class: "new-game", "data-action": "resume", "data-id": p.saved,
      }, "Continue the saved game") : null,
      h("button", { type: "button", "data-action": "dismiss" }, p.saved ? "Stay at this point" : "Dismiss")),
  ]);
}

const SAVE_TITLES = {
  changed: "Changed in another tab",
  deleted: "Deleted in another tab",
  failed: "Not saved",
};

/** The bar at the foot of the game: a save that failed, or another tab's change. */
function renderSaveBar(ui) {
  let bar = $("save-problem");
  if (!bar) {
    bar = h("section", { id: "save-problem", class: "save-problem", "aria-label": "Saving", hidden: true });
    $("game").append(bar);
  }
  const p = ui.problem && BESIDE_GAME.has(ui.problem.kind) ? ui.problem : null;
  const failed = ui.save_failure && ui.unsaved && !p;
  if (!p && !failed) {
    if (!bar.hidden) bar.hidden = true;
    return;
  }
  bar.hidden = false;
  const kind = p ? p.kind : "failed";
  // "save-changed", not "changed": that class marks a board element the last move changed
  // (position: relative), which took the bar out of its place at the foot of the screen.
  bar.className = `save-problem save-${kind}`;
  bar.setAttribute("role", "alert");
  const choices = p ? (p.choices || []).map((c) => h("button", {
    type: "button", "data-action": c.action, "data-id": c.id || null,
  }, c.label)) : [h("button", { type: "button", "data-action": "open-games" }, "Your games")];
  fill(bar, [
    h("p", { class: "save-problem-text" }, h("strong", null, `${SAVE_TITLES[kind]}: `),
      p ? p.text : ui.save_failure),
    h("div", { class: "panel-actions" }, choices),
  ]);
}

/** The storage message above the home area, unless the bar beside the board says it
 * (the game in view): not twice. */
export function placeStorageMessage(ui) {
  const bar = $("save-problem");
  const inBar = bar !== null && !bar.hidden && bar.classList.contains("failed");
  const hidden = !ui.storage || (inBar && $("home").hidden);
  if ($("storage-problem").hidden !== hidden) $("storage-problem").hidden = hidden;
}

let drawnUnopened = ""; // what the list of links that could not be opened shows now

/** Links that could not be opened, kept on this device with their reasons (app/unopened.py):
 *  each to open again, copy or let go. */
function renderUnopened(ui, state) {
  const entries = ui.unopened || [];
  const box = $("unopened");
  const key = JSON.stringify([entries, state.copiedUnopened]);
  if (key === drawnUnopened) return;
  drawnUnopened = key;
  box.hidden = entries.length === 0;
  if (box.hidden) {
    box.replaceChildren();
    return;
  }
  fill(box, [
    h("h2", { id: "unopened-title" }, `Links that could not be opened (${entries.length})`),
    h("p", { class: "intro" },
      "Kept in this browser, so that nothing you opened is lost. A link leaves the list once it opens."),
    h("ul", { class: "unopened-links" }, entries.map((entry, i) => {
      const copied = state.copiedUnopened && state.copiedUnopened.code === entry.code
        ? state.copiedUnopened : null;
      return h("li", { class: "unopened-link", "data-index": String(i) },
        h("p", { class: "unopened-reason" }, entry.reason || "It could not be opened."),
        // trying again on this page cannot help: only a newer version of it reads the link
        entry.newer ? h("p", { class: "unopened-advice" },
          "Trying again on this page cannot open it: reloading the page, once a newer version "
          + "of it is out, may.") : null,
        h("p", { class: "unopened-code muted" },
          h("code", null, entry.code.length > 48
            ? `${entry.code.slice(0, 44)}… (${entry.code.length} characters)` : entry.code),
          entry.at ? ` · tried ${when(entry.at)}` : null),
        h("div", { class: "saved-actions" },
          h("button", { type: "button", class: "resume", "data-action": "open-unopened", "data-id": String(i) }, "Try again"),
          h("button", { type: "button", "data-action": "copy-unopened", "data-id": String(i) }, "Copy link"),
          h("button", { type: "button", class: "delete", "data-action": "forget-unopened", "data-id": String(i) }, "Remove")),
        copied ? copyResult(copied, linkUrl(entry.code), "Keep it, or send it to whoever can open it.") : null);
    })),
  ]);
}

/** Draw Your games, the link problem, the links that could not be opened and the storage
 *  message. */
export function renderHome(model, state) {
  const { ui } = model;
  renderProblem(ui);
  renderUnopened(ui, state);
  renderSaveBar(ui);
  const storage = $("storage-problem");
  if (storage.textContent !== (ui.storage || "")) storage.textContent = ui.storage || "";
  placeStorageMessage(ui);
  renderGames(ui, state);
  renderSetupError(ui);
}
