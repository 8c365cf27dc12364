// Replay (app/replay.py): the board as it was after move N, drawn by the same regions as
// the live game from the view model Python rebuilt; this bar steps through the moves
// (buttons, the ← → keys, a slider), tells the story of move N, and leads back to the live
// game. A move played on the replayed board starts a new game (Python forks it).
"use strict";

import { h } from "../dom.js";
import { named } from "./who.js";

/** The replay bar, or nothing while the live game shows. */
export function renderReplay(model, names) {
  const { view, ui } = model;
  const r = ui.replay;
  if (!view || !r) return [];
  const story = r.story ? r.story.lines : [];
  return [
    h("h2", { class: "replay-title" }, `Replay: the board after move ${r.at} of ${r.of}`),
    h("div", { class: "replay-controls", role: "group", "aria-label": "Replay" },
      h("button", { type: "button", "data-action": "replay", "data-id": String(r.at - 1),
        disabled: r.at <= 0, "aria-label": "Previous move", title: "Previous move (←)" }, "← Previous"),
      h("input", { type: "range", class: "replay-slider", min: "0", max: String(r.of), value: String(r.at),
        "data-action": "replay-slider", "aria-label": "Move" }),
      h("button", { type: "button", "data-action": "replay", "data-id": String(r.at + 1),
        disabled: r.at >= r.of, "aria-label": "Next move", title: "Next move (→)" }, "Next →"),
      h("button", { type: "button", class: "replay-leave", "data-action": "replay", "data-id": "live" },
        "Back to the game")),
    story.length ? h("ol", { class: "replay-story" }, story.map((line) =>
      h("li", { class: "story-line", "data-seat": line.player }, named(names, line.player), " ", line.text)))
      : h("p", { class: "muted" }, r.at === 0 ? "The game as it was set up." : "This move changed nothing on the board."),
    h("p", { class: "replay-note muted" },
      "A move chosen here starts a new game from this point; this game stays as it is."),
  ];
}

/** ← and → step through a replay, Escape leaves it; the move count to show, "live", or null. */
export function replayKey(event, ui) {
  const r = ui && ui.replay;
  if (!r) return null;
  if (event.key === "ArrowLeft" && r.at > 0) return String(r.at - 1);
  if (event.key === "ArrowRight" && r.at < r.of) return String(r.at + 1);
  if (event.key === "Escape") return "live";
  return null;
}
