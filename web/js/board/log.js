// The move log.
"use strict";

import { h } from "../dom.js";
import { who } from "./options.js";

export function renderLog(view) {
  const items = view.log.map((e) => h("li", { class: `p${e.player}` }, who(view, e.player), " ", e.text));
  return [
    h("h2", null, "Log"),
    items.length ? h("ol", { class: "log" }, items)
      : h("p", { class: "muted" }, "No moves yet."),
  ];
}
