// The decision panel, for any game: the question, its options (the main ones, a group the
// game's renderer lists apart, the any-time ones, the rare ones), notes, sharing, undo,
// the autoplay setting and the game's settings.
"use strict";

import { fmt, h, plural } from "../dom.js";
import { shareBlock } from "../links.js";
import { hintBlock } from "../why.js";
import { optionButton } from "./options.js";
import { listed, named } from "./who.js";

/** The decision panel: who decides and the question, the story of what happened as a
 * compact summary (``story``: before the options when it tells the other side's moves,
 * after them when it tells what your own click did, so options never move under the
 * pointer), then every option in one list that scrolls inside the panel, then the rest. */
export function renderDecision(model, game, names, state, story, storyFirst) {
  const { view, ui } = model;
  const unit = model.game.unit;
  const s = view.setup || {};
  const many = names.length > 1;
  const info = h("p", { class: "game-info" },
    [plural(names.length, "player"), s.variant_label, s.seed !== undefined ? `game ${s.seed}` : null]
      .filter(Boolean).join(" · "));
  const nodes = [info];
  const d = view.decision;
  if (d === null) {
    nodes.push(h("p", { class: "turn" }, "Game over"));
    nodes.push(h("h2", { class: "prompt", tabindex: "-1" }, resultLine(view, names, unit)));
    // How a tie was broken, in the game's words (app/story.py: the end summary's).
    const tie = ui.end && ui.end.tie_break;
    if (tie) nodes.push(h("p", { class: "tie-break" }, tie));
  } else {
    const seat = ui.seats ? ui.seats[d.player] : null;
    // Which seat a chosen name plays, in Python's words ("player 2"), as the status line
    // says it; a seat still called "Player 2", or a solo player, needs no second name.
    nodes.push(h("p", { class: "turn", "data-seat": d.player, "data-player": d.player },
      named(names, d.player), many && seat && seat.aside ? ` (${seat.aside})` : null,
      many && playsHere(ui, d.player) ? " — your turn" : " to decide"));
    // The game's own word before the question (Fields of Arle: the Inventorying ahead), not
    // between it and its options: Tab from the question reaches the first option.
    nodes.push(game.beforeQuestion(view, ui, d, state));
    nodes.push(h("h2", { class: "prompt", tabindex: "-1" }, d.prompt));
    nodes.push(twoTaps(d));
  }
  const told = story.length ? h("div", { class: `story${storyFirst ? "" : " just-now"}` }, story) : null;
  if (storyFirst) nodes.push(told);
  // The hint's reason above the options it picks from (below eight of them it went unseen).
  nodes.push(hintNote(ui, state));
  // A game's own way to choose among many options (Agricola's pasture picker), first.
  const chooser = d !== null && game.chooser ? game.chooser(model, state) : null;
  if (d !== null) nodes.push(h("div", { class: "decision-options" }, chooser, optionGroups(view, game, d, state, unit)));
  if (!storyFirst) nodes.push(told);
  if (ui.auto_played.length) {
    nodes.push(h("p", { class: "auto-note" },
      `Played for you (${game.autoNote}): ${ui.auto_played.join("; ")}`));
  }
  if (ui.info) nodes.push(h("p", { class: "info-note", role: "status" }, ui.info));
  if (ui.notice) nodes.push(h("p", { class: "notice", role: "status" }, ui.notice));
  nodes.push(shareBlock(view, ui, state.copied));
  nodes.push(panelActions(many, d, ui, state, Boolean(chooser)));
  nodes.push(settings(game, ui, state));
  nodes.push(h("p", { class: "moves" }, `Moves played: ${ui.moves}`));
  return nodes;
}

/** On a touch screen an option that builds on the board takes two taps (shell/arming.js:
 * the first shows it), the others one: said before the first tap, so that neither comes
 * as a surprise. */
function twoTaps(d) {
  if (!d.options.some((o) => o.places) || !matchMedia("(any-pointer: coarse)").matches) return null;
  return h("p", { class: "two-taps" },
    "Tap once to see it on the board, again to choose it.");
}

/** Whether this device plays ``player``'s seat: every seat hot-seat, else its own seat
 * (never the computer's: a replayed board shows the computer's decisions too). */
function playsHere(ui, player) {
  if (ui.seat === null || ui.seat === undefined) return !(ui.computer && ui.computer.seat === player);
  return ui.seat === player;
}

/** The options, grouped: the main ones; those the game lists apart (Fields of Arle's
 * Special Action: the other season's spaces, by space name, so that fifteen of them do
 * not drown this half-year's); the any-time actions; and the rare ones (``o.rare``, from
 * the view model: placing a worker nowhere) under "More". */
function optionGroups(view, game, d, state, unit) {
  const nodes = [];
  const apart = game.apart(view, d);
  const aside = new Set(apart ? apart.options : []);
  // An option that finishes the action (``o.finish``, from the view model) leads the list.
  const main = d.options.filter((o) => o.group !== "anytime" && !o.rare && !aside.has(o))
    .sort((a, b) => Boolean(b.finish) - Boolean(a.finish));
  const any = d.options.filter((o) => o.group === "anytime" && !o.rare);
  const rare = d.options.filter((o) => o.rare);
  nodes.push(h("div", { class: "options options-main" }, main.map((o) => optionButton(o, false, unit))));
  if (apart) {
    nodes.push(h("h3", { class: `group-title ${apart.kind}-title` }, apart.title));
    nodes.push(h("div", { class: `options options-${apart.kind}` }, apart.options.map((o) =>
      h("button", {
        type: "button", class: `option ${apart.kind}`, "data-key": o.key, title: o.label, "data-help": o.help || null,
      }, h("span", { class: "opt-label" }, apart.label(o)),
      o.changes ? h("span", { class: "opt-changes" }, o.changes) : null))));
  }
  if (any.length) {
    nodes.push(h("details", { class: "anytime-group", open: state.anytimeOpen },
      h("summary", { class: "group-title" }, `Any-time actions (${any.length})`),
      h("div", { class: "options options-anytime" }, any.map((o) => optionButton(o, false, unit)))));
  }
  if (rare.length) {
    nodes.push(h("details", { class: "more-group", "data-fold": "more", open: state.folds.more },
      h("summary", { class: "group-title" }, `More (${rare.length})`),
      h("div", { class: "options options-more" }, rare.map((o) => optionButton(o, false, unit)))));
  }
  return nodes;
}

function panelActions(many, d, ui, state, choosing) {
  const asking = state.thinking && state.thinking.kind === "hint" && state.thinking.link === ui.link;
  return h("div", { class: "panel-actions" },
    d !== null && (d.options.length || choosing) ? h("button", {
      type: "button", class: "hint", "data-action": "hint", disabled: asking || Boolean(state.thinking),
    }, "Hint") : null,
    h("button", {
      type: "button", class: "undo", "data-action": "undo", disabled: !ui.can_undo,
      title: many ? "Back to the start of your turn, one step at a time (Z)" : "Undo (Z)",
    }, "↶ Undo", h("span", { class: "key-hint" }, " (Z)")),
    d === null
      ? h("button", { type: "button", class: "new-game", "data-action": "open-setup" }, "New game")
      : h("label", { class: "autoplay" },
        h("input", { type: "checkbox", "data-action": "autoplay", checked: ui.autoplay }),
        " Play forced moves automatically"));
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
// each option shows. The engine keeps every choice; these only change who makes it. A
// game's renderer adds its own (Fields of Arle: how to pay).
const SETTINGS = [
  ["score_preview", "Show how each option changes my score now",
    "Each option shows your score if the game ended right after it."],
];

function settings(game, ui, state) {
  // The open game's automatic choices (its faces' auto_choices: Agricola's feeding), each
  // with its own setting, from the model: the JS names none of them.
  const auto = (ui.auto_choices || []).map((c) => h("label", { class: "setting", "data-help": c.help },
    h("input", { type: "checkbox", "data-action": "auto_choice", "data-id": c.setting, checked: c.on }), " ", c.label));
  return h("details", { class: "settings", "data-fold": "settings", open: state.folds.settings },
    h("summary", { class: "group-title" }, "Settings"),
    [...game.settings, ...SETTINGS].map(([key, text, help]) => h("label", { class: "setting", "data-help": help },
      h("input", { type: "checkbox", "data-action": key, checked: ui[key] }), " ", text)),
    auto);
}

/** The result: the winner's score and everyone else's, best first ("Blue wins with 61 VP
 * to 46"), in the game's unit; a shared win names those who share it. */
function resultLine(view, names, unit) {
  const totals = view.players.map((p) => p.score.total);
  if (names.length === 1) return `Final score: ${fmt(totals[0])} ${unit}`;
  const w = view.winner;
  if (w === null || w === undefined) {
    const best = Math.max(...totals);
    const sharing = names.filter((_, p) => totals[p] === best);
    return `${listed(sharing)} share the win with ${fmt(best)} ${unit}`;
  }
  if (view.tie_break) return `${names[w]} wins the tie-break on ${fmt(totals[w])} ${unit}`;
  const rest = totals.filter((_, p) => p !== w).sort((a, b) => b - a).map(fmt);
  return `${names[w]} wins with ${fmt(totals[w])} ${unit} to ${listed(rest)}`;
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
