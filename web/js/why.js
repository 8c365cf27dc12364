// A hint and why, drawn from the data the AI worker sends (app/computer.py: the terms of
// arle_core.ai.explain with their VP, the later gain, the comparison). Only draws: every
// word comes from Python.
"use strict";

import { h } from "./dom.js";

/** A list of terms: "+3 Wood  +1.2 VP". */
export function termList(terms, cls = "hint-terms") {
  if (!terms || !terms.length) return null;
  return h("ul", { class: cls },
    terms.map((t) => h("li", { class: `term term-${t.kind}` },
      h("span", { class: "term-text" }, t.text), " ",
      h("span", { class: `term-vp${t.vp < 0 ? " minus" : ""}` }, t.vp_text))));
}

/** The reason of a hint as a few nodes: what it does, why not the best score now, the
 *  margin. Falls back to the one-line reason when the answer carries no data. */
export function whyNodes(hint) {
  const why = hint.why;
  if (!why) return [h("p", { class: "hint-reason" }, hint.reason)];
  const later = why.later;
  return [
    why.terms.length ? h("p", { class: "hint-does" }, "What it does:") : null,
    termList(why.terms),
    later ? h("p", { class: "hint-later" }, later.text) : null,
    later && later.terms.length ? h("details", { class: "hint-more" },
      h("summary", null, "What it leads to"), termList(later.terms, "hint-terms later-terms")) : null,
    h("p", { class: "hint-reason" }, why.comparison),
  ];
}

/** The hint note under the decision's buttons. */
export function hintBlock(hint) {
  return h("div", { class: "hint-note", role: "status" },
    h("p", { class: "hint-head" }, h("strong", null, "Hint: "), hint.label),
    whyNodes(hint));
}
