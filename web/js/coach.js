// Learn to play: the coach's box of a guided game (the game's guide, app/<game>/coach.py,
// gives its texts in ui.coach) and its suggestion — the strong level's hint, asked in the
// AI worker through js/computer.js as the Hint button does, so the page never waits for
// it. The box only draws what Python and the worker said (js/why.js draws the reason).
"use strict";

import { fill, h } from "./dom.js";
import { whyNodes } from "./why.js";

const BOX_ID = "coach";

/** The coach's box, made once, above the decision panel (kept short: see renderCoach). */
function box() {
  let node = document.getElementById(BOX_ID);
  if (!node) {
    node = h("section", { id: BOX_ID, class: "coach panel", "aria-label": "Learn to play" });
    // "Rules…" beside the suggestion: the Rules panel's own opener, when the page has one.
    node.addEventListener("click", (event) => {
      const link = event.target.closest("[data-rules]");
      if (link && window.arleRules && window.arleRules.open) window.arleRules.open(link.dataset.rules);
    });
    const decision = document.getElementById("decision");
    decision.parentElement.insertBefore(node, decision);
  }
  return node;
}

/** Whether the coach suggests for this model (a guided game, before its closing lessons,
 *  at a decision of the learner's: the guide says which, ``suggest``; not the computer's). */
export function coaching(model) {
  const c = model && model.view && model.ui.coach;
  return Boolean(c && !c.goodbye && !c.closing && c.suggest !== false);
}

export function renderCoach(model, state) {
  const c = model && model.view ? model.ui.coach : null;
  const node = box();
  node.hidden = !c;
  if (!c) {
    node.replaceChildren();
    return;
  }
  const head = h("h2", { class: "coach-title" }, "Learn to play");
  if (c.goodbye) {
    fill(node, [head, h("p", { class: "coach-phase" }, c.title), h("p", null, c.text),
      h("button", { type: "button", class: "coach-done", "data-action": "leave_guide" },
        c.done)]);
    return;
  }
  if (c.closing) {
    // The closing lessons, one page each: the game waits below, nothing is played here.
    fill(node, [
      h("p", { class: "coach-head" }, h("strong", { class: "coach-title" }, "Learn to play"), " ",
        h("span", { class: "coach-step muted" }, `Before you ${c.done.toLowerCase()} · ${c.page} of ${c.pages}`)),
      lessonNodes(c.lesson),
      h("p", { class: "coach-actions" },
        h("button", { type: "button", class: "coach-next", "data-action": "coach_next" }, "Next")),
    ]);
    return;
  }
  // Folded to a few lines above the decision, so the options stay in view: the step, the
  // lesson's title and the player's own numbers, the suggestion, and "more" (what the
  // phase and this decision are, why the suggestion).
  const fold = `coach:${c.step} ${c.phase}`;
  fill(node, [
    h("p", { class: "coach-head" },
      h("strong", { class: "coach-title" }, "Learn to play"), " ",
      h("span", { class: "coach-step muted" }, c.step), " ",
      h("button", { type: "button", class: "link-button coach-leave", "data-action": "leave_guide" },
        "Leave the guide")),
    c.lesson ? lessonFold(c.lesson, state) : null,
    c.suggest === false ? h("p", { class: "coach-suggestion muted" },
      "Not your move: a suggestion comes when it is.") : suggestion(model, state),
    h("details", { class: "coach-about", "data-fold": fold, open: Boolean(state.folds[fold]) },
      h("summary", null, h("span", { class: "coach-phase" }, c.phase),
        h("span", { class: "muted" }, " · more about it and this decision")),
      h("p", { class: "coach-text" }, c.phase_text),
      h("p", { class: "coach-decision" }, h("strong", null, "This decision: "), c.decision),
      h("p", { class: "coach-text" }, c.decision_text)),
  ]);
}

/** A lesson's title, its text and its lines (the player's own numbers). */
function lessonNodes(lesson) {
  return h("div", { class: `coach-lesson lesson-${lesson.key}`, "data-lesson": lesson.key },
    h("p", { class: "coach-lesson-title" }, lesson.title),
    h("p", { class: "coach-text" }, lesson.text),
    lesson.items ? h("ul", { class: "coach-lines coach-items" }, lesson.items.map((item) => h("li", null,
      h("strong", null, item.label), " · ", h("span", { class: "coach-item-vp" }, item.vp),
      h("span", { class: "coach-item-help" }, item.help))))
      : lesson.lines.length ? h("ul", { class: "coach-lines" }, lesson.lines.map((line) => h("li", null, line))) : null);
}

// Where the coach's box sits beside the board, in the side panel (shell.css): a lesson
// opened there leaves the board and the options in view; on a narrower screen it would
// push the options off screen.
const SIDE_PANEL = "(min-width: 1000px)";

/** A lesson during the game: its title and first line in view (the player's own
 *  numbers), then its other lines and its text one click away — open by itself when the
 *  player is short and the box is in the side panel, so the options stay in view. */
function lessonFold(lesson, state) {
  const fold = `coach-lesson:${lesson.title}`;
  const short = lesson.status === "short" && window.matchMedia(SIDE_PANEL).matches;
  const open = state.folds[fold] === undefined ? short : Boolean(state.folds[fold]);
  return h("details", { class: `coach-lesson lesson-${lesson.key}${lesson.status ? ` status-${lesson.status}` : ""}`,
    "data-lesson": lesson.key, "data-fold": fold, open },
  h("summary", null, h("span", { class: "coach-lesson-title" }, lesson.title),
    lesson.lines.length ? h("span", { class: "coach-lesson-first" }, ` · ${lesson.lines[0]}`) : null),
  lesson.lines.length > 1 ? h("ul", { class: "coach-lines" }, lesson.lines.slice(1).map((line) => h("li", null, line))) : null,
  h("p", { class: "coach-text" }, lesson.text));
}

/** The suggested option, and why behind "Why?", or that it is on its way. */
function suggestion(model, state) {
  const { ui } = model;
  const hint = state.hint && state.hint.link === ui.link ? state.hint : null;
  if (!hint) {
    const asking = state.thinking && state.thinking.kind === "hint";
    return h("p", { class: "coach-suggestion muted" },
      asking ? "Looking for a good option…" : "A suggestion comes when it is your move.");
  }
  if (hint.error) return h("p", { class: "coach-suggestion notice" }, `No suggestion: ${hint.error}`);
  return h("div", { class: "coach-suggestion hint-note" },
    h("p", { class: "hint-head" }, h("strong", null, "Suggested: "), hint.label,
      h("span", { class: "muted" }, " (marked Hint)"), rulesLink(model, hint.key)),
    h("details", { class: "coach-why", "data-fold": "coach-why", open: Boolean(state.folds["coach-why"]) },
      h("summary", null, "Why?"), whyNodes(hint)));
}

/** "Rules…" for the board element of the suggested option (its space, building, tool),
 *  only when the page has a Rules panel to open (window.arleRules). */
function rulesLink(model, key) {
  if (!window.arleRules || !window.arleRules.open) return null;
  const option = (model.view.decision?.options || []).find((o) => o.key === key);
  if (!option || !option.target) return null;
  return h("button", { type: "button", class: "link-button coach-rules", "data-rules": option.target },
    "Rules…");
}

/** After every action: in a guided game, ask for the suggestion of a new decision. */
export function coachSync(model, state, computer) {
  if (!coaching(model)) return;
  const { ui, view } = model;
  if (!view.decision || ui.held || state.thinking) return;
  if (state.hint && state.hint.link === ui.link) return;
  computer.hint("coach"); // among the question's own options (app/computer.py)
}
