// The decision panel: the question, its options (this season's, the Special Action's,
// the any-time ones), notes, sharing, undo and the autoplay setting.
"use strict";

import { fmt, h, plural } from "../dom.js";
import { shareBlock } from "../links.js";
import { hintBlock } from "../why.js";
import { optionButton, who } from "./options.js";

/** The decision panel: who decides and the question, the story of what happened as a
 * compact summary (``story``: before the options when it tells the other side's moves,
 * after them when it tells what your own click did, so options never move under the
 * pointer), then every option in one list that scrolls inside the panel, then the rest. */
export function renderDecision(view, ui, state, story, storyFirst) {
  const s = view.setup;
  const info = h("p", { class: "game-info" },
    `${plural(s.players, "player")} · ${s.variant_label} · game ${s.seed}`);
  const nodes = [info];
  const d = view.decision;
  if (d === null) {
    nodes.push(h("p", { class: "turn" }, "Game over"));
    nodes.push(h("h2", { class: "prompt", tabindex: "-1" }, resultLine(view)));
    if (view.tie_break) nodes.push(h("p", { class: "tie-break" }, tieBreakLine(view)));
  } else {
    const hotSeat = s.players > 1;
    nodes.push(h("p", { class: `turn p${d.player}`, "data-player": d.player },
      hotSeat ? `Player ${d.player + 1} · ` : "Player 1 · ", who(view, d.player),
      hotSeat && playsHere(ui, d.player) ? " — your turn" : " to decide"));
    // Before the question, not between it and its options: Tab from the question reaches
    // the first option.
    nodes.push(inventoryWarning(view, ui, d, state));
    nodes.push(h("h2", { class: "prompt", tabindex: "-1" }, d.prompt));
  }
  const told = story.length ? h("div", { class: `story${storyFirst ? "" : " just-now"}` }, story) : null;
  if (storyFirst) nodes.push(told);
  if (d !== null) nodes.push(h("div", { class: "decision-options" }, optionGroups(view, d, state)));
  if (!storyFirst) nodes.push(told);
  if (ui.auto_played.length) {
    nodes.push(h("p", { class: "auto-note" },
      `Played for you (the only option, or paying with the plain good): ${ui.auto_played.join("; ")}`));
  }
  if (ui.info) nodes.push(h("p", { class: "info-note", role: "status" }, ui.info));
  if (ui.notice) nodes.push(h("p", { class: "notice", role: "status" }, ui.notice));
  nodes.push(shareBlock(view, ui, state.copied));
  nodes.push(panelActions(s, d, ui, state));
  nodes.push(hintNote(ui, state));
  nodes.push(settings(ui, state));
  nodes.push(h("p", { class: "moves" }, `Moves played: ${ui.moves}`));
  return nodes;
}

/** Whether this device plays ``player``'s seat: both seats hot-seat, else its own seat
 * (never the computer's: a replayed board shows the computer's decisions too). */
function playsHere(ui, player) {
  if (ui.seat === null || ui.seat === undefined) return !(ui.computer && ui.computer.seat === player);
  return ui.seat === player;
}

/** The options, grouped: this half-year's; the spaces of the other season (the Special
 * Action), listed apart by space name, so that fifteen of them do not drown the spaces of
 * this half-year; the any-time actions; and the rare ones (``o.rare``, from the view
 * model: placing a worker nowhere) under "More". */
function optionGroups(view, d, state) {
  const nodes = [];
  const spaces = new Map(view.spaces.map((sp) => [sp.el, sp]));
  const otherSeason = (o) => o.group !== "anytime" && spaces.has(o.target)
    && spaces.get(o.target).season !== view.season;
  const main = d.options.filter((o) => o.group !== "anytime" && !o.rare && !otherSeason(o));
  const special = d.options.filter((o) => !o.rare && otherSeason(o));
  const any = d.options.filter((o) => o.group === "anytime" && !o.rare);
  const rare = d.options.filter((o) => o.rare);
  nodes.push(h("div", { class: "options options-main" }, main.map((o) => optionButton(o, false))));
  if (special.length) {
    nodes.push(h("h3", { class: "group-title special-title" },
      "Special Action: a space of the other season"));
    nodes.push(h("div", { class: "options options-special" }, special.map((o) =>
      h("button", {
        type: "button", class: "option special", "data-key": o.key, title: o.label, "data-help": o.help || null,
      }, h("span", { class: "opt-label" }, spaces.get(o.target).label),
      o.changes ? h("span", { class: "opt-changes" }, o.changes) : null))));
  }
  if (any.length) {
    nodes.push(h("details", { class: "anytime-group", open: state.anytimeOpen },
      h("summary", { class: "group-title" }, `Any-time actions (${any.length})`),
      h("div", { class: "options options-anytime" }, any.map((o) => optionButton(o, false)))));
  }
  if (rare.length) {
    nodes.push(h("details", { class: "more-group", "data-fold": "more", open: state.folds.more },
      h("summary", { class: "group-title" }, `More (${rare.length})`),
      h("div", { class: "options options-more" }, rare.map((o) => optionButton(o, false)))));
  }
  return nodes;
}

function panelActions(s, d, ui, state) {
  const asking = state.thinking && state.thinking.kind === "hint" && state.thinking.link === ui.link;
  return h("div", { class: "panel-actions" },
    d !== null && d.options.length ? h("button", {
      type: "button", class: "hint", "data-action": "hint", disabled: asking || Boolean(state.thinking),
    }, "Hint") : null,
    h("button", {
      type: "button", class: "undo", "data-action": "undo", disabled: !ui.can_undo,
      title: s.players > 1 ? "Back to the start of your turn, one step at a time (Z)" : "Undo (Z)",
    }, "↶ Undo", h("span", { class: "key-hint" }, " (Z)")),
    d === null
      ? h("button", { type: "button", class: "new-game", "data-action": "open-setup" }, "New game")
      : h("label", { class: "autoplay" },
        h("input", { type: "checkbox", "data-action": "autoplay", checked: ui.autoplay }),
        " Play forced moves automatically"));
}

/** The deciding player's warning before the Inventorying that ends the half-year
 * (arle_core/view_inventory.py): one line in view — what it takes and what is short —
 * and the rest behind it. Not while the guide's own lesson says the same. */
function inventoryWarning(view, ui, d, state) {
  const w = (view.inventory || [])[d.player];
  const lesson = ui.coach && ui.coach.lesson;
  if (!w || (lesson && lesson.key === "inventory_ahead")) return null;
  return h("details", { class: `inventory-warning status-${w.status}`, "data-fold": "inventory",
    open: Boolean(state.folds.inventory) },
  h("summary", null, h("strong", { class: "inventory-title" }, w.title), " ",
    h("span", { class: "inventory-summary" }, w.summary)),
  h("ul", { class: "inventory-lines" }, w.lines.map((line) => h("li", null, line))));
}

/** The hint asked for this decision (js/computer.js): the option and why (js/why.js). */
function hintNote(ui, state) {
  const hint = state.hint;
  if (!hint || hint.link !== ui.link) return null;
  if (ui.coach && !ui.coach.goodbye && !ui.coach.closing) return null; // the coach's box shows it (js/coach.js)
  if (hint.error) return h("p", { class: "notice hint-note", role: "status" }, `No hint: ${hint.error}`);
  return hintBlock(hint);
}

// Page settings (web/app/session.py keeps them): what the page decides by itself and what
// each option shows. The engine keeps every choice; these only change who makes it.
const SETTINGS = [
  ["ask_payment", "Ask me how to pay",
    "Off: when the only difference between ways to pay is Timber for Wood or Brick for Clay, " +
    "the page pays with the plain good (Timber and Brick score at the end; Wood and Clay do not)."],
  ["score_preview", "Show how each option changes my score now",
    "Each option shows your score if the game ended right after it."],
];

function settings(ui, state) {
  return h("details", { class: "settings", "data-fold": "settings", open: state.folds.settings },
    h("summary", { class: "group-title" }, "Settings"),
    SETTINGS.map(([key, text, help]) => h("label", { class: "setting", "data-help": help },
      h("input", { type: "checkbox", "data-action": key, checked: ui[key] }), " ", text)));
}

function resultLine(view) {
  const totals = view.players.map((p) => p.score.total);
  if (view.setup.players === 1) return `Final score: ${fmt(totals[0])} VP`;
  const w = view.winner;
  if (view.tie_break) return `${view.setup.names[w]} wins the tie-break on ${fmt(totals[w])} VP`;
  return `${view.setup.names[w]} wins with ${fmt(totals[w])} VP to ${fmt(totals[1 - w])}`;
}

function tieBreakLine(view) {
  return "Both players have the same score. The tie goes to the player who would be the " +
    `starting player of a 10th half-year: ${view.setup.names[view.winner]}.`;
}

/** A scrolling list of options says at which edge more of it is hidden ("below",
 * "above", "both" or ""): the stylesheet fades that edge, so a long list reads as one. */
export function markOverflow(list) {
  const hidden = list.scrollHeight - list.clientHeight;
  const above = hidden > 1 && list.scrollTop > 1;
  const below = hidden > 1 && list.scrollTop < hidden - 1;
  const more = above && below ? "both" : above ? "above" : below ? "below" : "";
  if (list.dataset.more !== more) list.dataset.more = more;
}
