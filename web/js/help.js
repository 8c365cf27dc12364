// Rules help: hovering, long-pressing or focusing an element with data-help shows its
// rules text in one tooltip element (#help-tip), set with textContent; when the element
// has a section in the Rules panel (sectionOf), the tip ends with a "Rules…" link to it,
// and the pointer may move onto the tip to click it. Keyboard hints
// ("(Z)") show where a keyboard exists: a fine pointer (the stylesheet) or a first keydown
// (html.has-keyboard).
"use strict";

import { h } from "./dom.js";

const LONG_PRESS_MS = 450;
const HOVER_MS = 250;

export function installHelp(root, tip, sectionOf = () => null) {
  let shownFor = null;
  let timer = 0;

  function show(node) {
    const text = node.getAttribute("data-help");
    if (!text) return;
    if (shownFor && shownFor !== node) shownFor.removeAttribute("aria-describedby");
    shownFor = node;
    tip.textContent = text;
    const section = sectionOf(node);
    if (section) {
      tip.append(" ", h("button", { type: "button", class: "help-rules", "data-rules-section": section,
        "aria-label": "Rules: this element's section" }, "Rules…"));
    }
    tip.classList.toggle("has-link", Boolean(section));
    tip.hidden = false;
    node.setAttribute("aria-describedby", tip.id);
    const r = node.getBoundingClientRect();
    const width = Math.min(320, window.innerWidth - 16);
    tip.style.maxWidth = `${width}px`;
    const left = Math.max(8, Math.min(r.left, window.innerWidth - width - 8));
    const below = r.bottom + 6;
    const tipHeight = tip.offsetHeight;
    const top = below + tipHeight > window.innerHeight && r.top - tipHeight - 6 > 0
      ? r.top - tipHeight - 6 : below;
    tip.style.left = `${left}px`;
    tip.style.top = `${top}px`;
  }

  function hide() {
    clearTimeout(timer);
    if (shownFor) shownFor.removeAttribute("aria-describedby");
    shownFor = null;
    tip.hidden = true;
  }

  // After a click on an option the board is redrawn under the pointer: no tip until the
  // pointer moves on, so that no tip covers the next question's options.
  let quietAt = null;
  const QUIET_PX = 8;
  root.addEventListener("click", (e) => {
    if (!(e.target instanceof Element) || !e.target.closest("button[data-key], button[data-action]")) return;
    hide();
    quietAt = { x: e.clientX, y: e.clientY };
  }, { capture: true });
  root.addEventListener("mousemove", (e) => {
    if (!quietAt || Math.hypot(e.clientX - quietAt.x, e.clientY - quietAt.y) <= QUIET_PX) return;
    quietAt = null;
    // The pointer moved on: what it is on now shows its help (its mouseover came, and was
    // passed over, just before this move; e.g. a start button gives way to the board).
    const node = helpOf(e.target);
    if (!node || node === shownFor || inTip(e.target)) return;
    clearTimeout(timer);
    timer = setTimeout(() => show(node), HOVER_MS);
  }, { passive: true });

  const helpOf = (target) => (target instanceof Element ? target.closest("[data-help]") : null);
  const inTip = (target) => target instanceof Node && tip.contains(target);
  tip.addEventListener("click", (e) => { if (e.target instanceof Element && e.target.closest(".help-rules")) hide(); });

  root.addEventListener("focusin", (e) => {
    if (inTip(e.target) || quietAt) return;
    const node = helpOf(e.target);
    if (node) show(node); else hide();
  });
  root.addEventListener("focusout", (e) => { if (!inTip(e.relatedTarget)) hide(); });
  root.addEventListener("mouseover", (e) => {
    if (inTip(e.target)) { clearTimeout(timer); return; }
    const node = helpOf(e.target);
    if (node === shownFor || (node && quietAt)) return;
    clearTimeout(timer);
    // A moment's grace: the pointer may be on its way to the tip's "Rules…" link.
    if (!node) { if (shownFor) timer = setTimeout(hide, HOVER_MS); return; }
    timer = setTimeout(() => show(node), HOVER_MS);
  });
  root.addEventListener("mouseleave", () => hide());
  root.addEventListener("touchstart", (e) => {
    if (inTip(e.target)) return;
    const node = helpOf(e.target);
    clearTimeout(timer);
    if (!node) { hide(); return; }
    timer = setTimeout(() => show(node), LONG_PRESS_MS);
  }, { passive: true });
  for (const type of ["touchend", "touchmove", "touchcancel"]) {
    root.addEventListener(type, () => clearTimeout(timer), { passive: true });
  }
  // A long press opens the help, not the browser's context menu.
  root.addEventListener("contextmenu", (e) => { if (shownFor && helpOf(e.target)) e.preventDefault(); });
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape") hide();
    document.documentElement.classList.add("has-keyboard");
    quietAt = null; // the keyboard moves on: its focus shows help again
  });
  window.addEventListener("scroll", () => { if (shownFor && !shownFor.contains(document.activeElement)) hide(); },
    { passive: true });
  /** After a redraw: the tip follows its element's new node (same data-target), or goes. */
  function refresh() {
    if (!shownFor) return;
    const target = shownFor.getAttribute("data-target");
    const node = shownFor.isConnected ? shownFor
      : target ? root.querySelector(`[data-target="${CSS.escape(target)}"][data-help]`) : null;
    if (node) show(node); else hide();
  }

  return { hide, refresh, isShownFor: () => shownFor };
}
