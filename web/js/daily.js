// Today's game (app/daily.py, each game's room: app/arle/daily.py, app/agricola/daily.py):
// the home screen's block for the game the form has chosen, the daily games of this device
// per game (best score per date, the streak of days played), the open daily game's date, and
// the end screen's rematch buttons and, for a daily game, what its link proves.
"use strict";

import { fmt, h } from "./dom.js";
import { copyResult, linkUrl } from "./links.js";

/** The player's calendar date, ISO; tests set it with the address's `?today=YYYY-MM-DD`. */
export function today() {
  const given = new URLSearchParams(location.search).get("today");
  if (given && /^\d{4}-\d{2}-\d{2}$/.test(given)) return given;
  const d = new Date();
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const NONE = { best: {}, days: [], streak: 0, proven: true };

/** One game's daily games on this device (``ui.daily.games``: none played, none listed). */
function recordOf(ui, id) {
  return (ui.daily && ui.daily.games && ui.daily.games[id]) || NONE;
}

function streakLine(record) {
  return record.streak ? `Streak: ${record.streak} ${record.streak === 1 ? "day" : "days"} in a row.`
    : "Play it on days in a row for a streak.";
}

/** The home screen's Today's game block for the game the form has chosen (its button is
 *  beside the form's start buttons, and starts that game's): the date, your best today
 *  and the streak, and the best score of each daily game of that game played here. */
export function renderDaily(ui, chosen) {
  if (!chosen || !(chosen.home || []).includes("daily")) return [];
  const record = recordOf(ui, chosen.id);
  const day = today();
  const unit = chosen.unit || "VP";
  const best = Object.entries(record.best);
  const todayBest = record.best[day];
  return [
    h("h2", { id: "daily-title" }, `Today's game of ${chosen.name}: `, h("span", { class: "daily-date" }, day)),
    h("p", { class: "intro" }, `The same solo deal of ${chosen.name} for everyone today. `
      + "Its end screen gives a link that proves your score."),
    h("p", { class: "daily-record" },
      todayBest !== undefined ? `Your best today: ${fmt(todayBest)} ${unit}. ` : null,
      streakLine(record)),
    // a score counts once its link is replayed, which needs the game's engine
    !record.proven && record.days.length ? h("p", { class: "daily-unproven muted" },
      `Your best scores show once ${chosen.name} has loaded: start or resume one of its games.`) : null,
    best.length ? h("details", { class: "daily-best" },
      h("summary", null, `Best score per daily game of ${chosen.name}`),
      h("ul", null, best.slice(0, 30).map(([d, total]) => h("li", null, `${d}: ${fmt(total)} ${unit}`)))) : null,
  ];
}

/** While a daily game is open: which date's it is (the status line). */
export function dailyNote(model) {
  const date = model.ui.daily && model.ui.daily.date;
  if (!date || !model.game) return null;
  return h("p", { class: "daily-note" }, date === today() ? "Today's game, " : "Daily game, ",
    h("span", { class: "daily-date" }, date),
    h("span", { class: "daily-note-more" }, ": the same deal for everyone"));
}

/** A finished daily game's proof, for the top of the end screen (null: not one): the
 *  verified score, and a button that shares (or copies) a short line with the link;
 *  after a copy the link shows in a one-line box (``copied``: {link, ok}). */
export function renderProof(model, copied) {
  const { ui } = model;
  const daily = ui.daily || {};
  if (!ui.end || ui.replay || !daily.verified) return null;
  const shown = copied && copied.link === ui.link ? copied : null;
  // this device's daily games of the game (none when the game was opened from a link)
  const record = recordOf(ui, model.game.id);
  const best = record.best[daily.date];
  return h("div", { class: "daily-proof" },
    h("p", { class: "daily-verified" }, `✓ ${daily.verified}`),
    h("p", null, "Its link replays the whole game, so anyone who opens it sees the same score."),
    record.days.includes(daily.date) ? h("p", { class: "daily-record" },
      best !== undefined ? `Your best on ${daily.date}: ${fmt(best)} ${model.game.unit}. ` : null,
      streakLine(record)) : null,
    h("button", { type: "button", class: "share-proof", "data-action": "share-proof" }, "Share my score"),
    shown ? copyResult(shown, linkUrl(ui.link), `Copied with the line “${daily.share}”.`) : null);
}

/** The end screen's own part: "Same deal again", "New deal", and a daily game's proof. */
export function renderRematch(model) {
  const { ui } = model;
  if (!ui.end || ui.replay) return [];
  return [
    h("div", { class: "panel-actions rematch" },
      h("button", { type: "button", class: "new-game", "data-action": "same_deal" }, "Same deal again"),
      h("button", { type: "button", "data-action": "new_deal" }, "New deal"),
      h("button", { type: "button", "data-action": "replay", "data-id": "0" }, "Replay the game")),
  ];
}
