// Today's game (app/daily.py): the home screen's button, the daily games of this device
// (best score per date, the streak of days played), and the end screen's rematch buttons
// and, for a daily game, what its link proves.
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

/** The home screen's Today's game block (its button is beside the form's start buttons). */
export function renderDaily(ui) {
  const daily = ui.daily || { best: {}, days: [], streak: 0 };
  const day = today();
  const best = Object.entries(daily.best);
  const todayBest = daily.best[day];
  return [
    h("h2", { id: "daily-title" }, "Today's game: the same solo game for everyone"),
    h("p", { class: "intro" }, `On ${day} everyone gets the same game number and buildings. `
      + "Its end screen gives a link that proves your score."),
    h("p", { class: "daily-record" },
      todayBest !== undefined ? `Your best today: ${fmt(todayBest)} VP. ` : null,
      daily.streak ? `Streak: ${daily.streak} ${daily.streak === 1 ? "day" : "days"} in a row.`
        : "Play it on days in a row for a streak."),
    best.length ? h("details", { class: "daily-best" }, h("summary", null, "Best score per daily game"),
      h("ul", null, best.slice(0, 30).map(([d, total]) => h("li", null, `${d}: ${fmt(total)} VP`)))) : null,
  ];
}

/** A finished daily game's proof, for the top of the end screen (null: not one): the
 *  verified score, and a button that shares (or copies) a short line with the link;
 *  after a copy the link shows in a one-line box (``copied``: {link, ok}). */
export function renderProof(ui, copied) {
  const daily = ui.daily || {};
  if (!ui.end || ui.replay || !daily.verified) return null;
  const shown = copied && copied.link === ui.link ? copied : null;
  return h("div", { class: "daily-proof" },
    h("p", { class: "daily-verified" }, `✓ ${daily.verified}`),
    h("p", null, "Its link replays the whole game, so anyone who opens it sees the same score."),
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
