// Rules help: hovering, long-pressing or focusing an element with data-help shows its
// rules text in one tooltip element (#help-tip), set with textContent. Keyboard hints
// ("(Z)") show where a keyboard exists: a fine pointer (the stylesheet) or a first keydown
// (html.has-keyboard).
"use strict";

const LONG_PRESS_MS = 450;
const HOVER_MS = 250;

export function installHelp(root, tip) {
  let shownFor = null;
  let timer = 0;

  function show(node) {
    const text = node.getAttribute("data-help");
    if (!text) return;
    shownFor = node;
    tip.textContent = text;
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

  const helpOf = (target) => (target instanceof Element ? target.closest("[data-help]") : null);

  root.addEventListener("focusin", (e) => {
    const node = helpOf(e.target);
    if (node) show(node); else hide();
  });
  root.addEventListener("focusout", () => hide());
  root.addEventListener("mouseover", (e) => {
    const node = helpOf(e.target);
    if (node === shownFor) return;
    clearTimeout(timer);
    if (!node) { hide(); return; }
    timer = setTimeout(() => show(node), HOVER_MS);
  });
  root.addEventListener("mouseleave", () => hide());
  root.addEventListener("touchstart", (e) => {
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
  });
  window.addEventListener("scroll", () => { if (shownFor && !shownFor.contains(document.activeElement)) hide(); },
    { passive: true });
  return { hide, isShownFor: () => shownFor };
}
