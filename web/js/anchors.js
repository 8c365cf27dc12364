// In-page links ("See Bo's board ↓", the status line's question) scroll by script: the
// address keeps "#g=<the game>", so a reload or a Back never loses or rewinds the game.
"use strict";

/** A click on <a href="#id"> scrolls to #id and moves the focus there; the address stays. */
export function installAnchors(root) {
  root.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[href^='#']") : null;
    if (link === null) return;
    const id = link.getAttribute("href").slice(1);
    if (id.startsWith("g=")) return; // a game's own link: the page opens it
    event.preventDefault();
    const target = id ? document.getElementById(id) : null;
    if (target === null) return;
    target.scrollIntoView({ block: "start" });
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  });
}
