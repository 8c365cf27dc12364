// The Rules panel: the sections Python writes (the open game's rules face: e.g.
// arle_core/rules_text.py, agricola_core/rules_text.py) drawn in a modal dialog, with a
// search box that filters them. Board elements open it at their own section: an element
// id minus its player and position numbers names an anchor (gamekit/rules_index.py:
// anchor_of / section_for; the same three steps here).
"use strict";

import { h } from "./dom.js";

let sections = null; // fetched from Python once, on first use
let index = null;    // anchor -> section id
let dialog = null;
let call = null;
let loadedFor = null; // the game (and rules version) whose sections these are

/** The open game, as its id and rules version: when it changes, the panel is built anew
 *  from that game's sections the next time it is used. */
export function rulesFor(key) {
  if (key === loadedFor) return;
  loadedFor = key;
  sections = null;
  index = null;
  if (dialog) {
    if (dialog.open) dialog.close();
    dialog.remove();
    dialog = null;
  }
}

function load() {
  if (sections) return;
  sections = JSON.parse(call("rules"));
  index = new Map();
  for (const s of sections) for (const a of s.anchors) if (!index.has(a)) index.set(a, s.id);
}

const anchorOf = (id) => id.split(":").filter((p) => p && !/^[0-9]+$/.test(p)).join(":");

/** The section that explains an element, from its data-el (space-separated ids), or null. */
export function sectionFor(elementIds) {
  if (!elementIds || !call) return null;
  load();
  const anchors = elementIds.split(/\s+/).filter(Boolean).map(anchorOf);
  const keys = [...anchors.filter((a) => a.includes(":")), ...anchors.map((a) => a.split(":")[0])];
  for (const key of keys) if (index.has(key)) return index.get(key);
  return null;
}

// The search reads at most this many characters (no section needs more to be found): a
// paste of megabytes is cut, never matched word by word against every section.
const MAX_QUERY = 200;
const SEARCH_PAUSE_MS = 120; // typing on: one filter after the last key, not one per key

function words(text) {
  return text.slice(0, MAX_QUERY).toLowerCase().split(/\s+/).filter(Boolean);
}

function build() {
  load();
  const search = h("input", {
    type: "search", class: "rules-search", placeholder: "Search the rules",
    "aria-label": "Search the rules", spellcheck: "false", autocomplete: "off",
    maxlength: String(MAX_QUERY),
  });
  const none = h("p", { class: "rules-none", hidden: true }, "No section matches your search.");
  const groups = [];
  let group = null;
  for (const s of sections) {
    if (!group || group.heading !== s.heading) {
      group = { heading: s.heading, node: h("section", { class: "rules-group" }, h("h3", null, s.heading)) };
      groups.push(group);
    }
    const article = h("article", { class: "rules-section", id: `rules-${s.id}`, "data-section": s.id, tabindex: "-1" },
      h("h4", null, s.title), s.text.map((p) => h("p", null, p)));
    article.searchText = [s.heading, s.title, ...s.text].join(" ").toLowerCase();
    group.node.append(article);
  }
  const body = h("div", { class: "rules-body" }, groups.map((g) => g.node), none);
  const close = h("button", { type: "button", class: "rules-close", "aria-label": "Close the rules" }, "Close");
  dialog = h("dialog", { id: "rules", class: "rules-dialog", "aria-labelledby": "rules-title" },
    h("div", { class: "rules-head" }, h("h2", { id: "rules-title" }, "Rules"), search, close),
    body);
  let pending = null;
  search.addEventListener("input", () => {
    clearTimeout(pending);
    pending = setTimeout(() => filter(search.value), SEARCH_PAUSE_MS);
  });
  close.addEventListener("click", () => dialog.close());
  // A click on the backdrop (outside the panel's box) closes it too.
  dialog.addEventListener("click", (e) => { if (e.target === dialog) dialog.close(); });
  document.body.append(dialog);

  function filter(query) {
    const want = words(query);
    let shown = 0;
    for (const g of groups) {
      let any = false;
      for (const a of g.node.querySelectorAll(".rules-section")) {
        const hit = want.every((w) => a.searchText.includes(w));
        a.hidden = !hit;
        any = any || hit;
        shown += hit ? 1 : 0;
      }
      g.node.hidden = !any;
    }
    none.hidden = shown > 0;
  }
  dialog.resetSearch = () => { clearTimeout(pending); search.value = ""; filter(""); };
  dialog.search = search;
}

/** Open the panel, at a section when given (the search is cleared so it shows). */
export function openRules(sectionId = null) {
  if (!dialog) build();
  dialog.resetSearch();
  for (const old of dialog.querySelectorAll(".rules-target")) old.classList.remove("rules-target");
  if (!dialog.open) dialog.showModal();
  const target = sectionId && dialog.querySelector(`[data-section="${CSS.escape(sectionId)}"]`);
  if (target) {
    target.classList.add("rules-target");
    target.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  } else {
    dialog.querySelector(".rules-body").scrollTop = 0;
    dialog.search.focus();
  }
}

/** The header's Rules button, and every "Rules…" link ([data-rules-section]) on the page. */
export function installRules(button, pythonCall) {
  call = pythonCall;
  button.hidden = false;
  button.addEventListener("click", () => openRules());
  document.addEventListener("click", (e) => {
    const link = e.target instanceof Element ? e.target.closest("[data-rules-section]") : null;
    if (link) openRules(link.getAttribute("data-rules-section"));
  });
  // Other regions (the Learn to play coach) open the panel at a board element's section.
  window.arleRules = { open: (elementIds) => openRules(sectionFor(elementIds)) };
}
