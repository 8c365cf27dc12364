// The game in the address: "#g=<link text>" (the fragment is never sent to a server).
// After every action the address is replaced (history.replaceState) by the current game,
// and "Send to …" / "Copy link" put the link on the clipboard, with a text box to copy
// from by hand where the browser does not allow that.
"use strict";

import { h } from "./dom.js";

/** The game link text in the address, or null when there is none. */
export function codeFromHash() {
  const params = new URLSearchParams(location.hash.replace(/^#/, ""));
  return params.has("g") ? params.get("g") : null;
}

/** The full address of a game. */
export function linkUrl(code) {
  return `${location.origin}${location.pathname}#g=${code}`;
}

/** Keep the address on the current game (no history entry per move). With no game,
 *  the address keeps a link that could not be opened (so it can be looked at). */
export function showInAddress(code, keepBadLink) {
  if (code) {
    if (codeFromHash() !== code) history.replaceState(history.state, "", `#g=${code}`);
  } else if (!keepBadLink && codeFromHash() !== null) {
    history.replaceState(history.state, "", location.pathname + location.search);
  }
}

/** Copy text to the clipboard; resolves true when the browser did. */
export async function copyText(text) {
  try {
    if (!navigator.clipboard || !window.isSecureContext) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** What a copy left to show: a line, a hint, and the link in a read-only box. */
export function copyResult(copied, url, hint) {
  return h("div", { class: "copy-result" },
    h("p", { class: `copy-status${copied.ok ? " ok" : ""}`, role: "status" },
      copied.ok ? "Link copied." : "Copy the link below: this browser did not let the page copy it."),
    hint ? h("p", { class: "copy-hint" }, hint) : null,
    h("input", {
      class: "link-box", readonly: true, value: url, "aria-label": "The game's link",
      spellcheck: "false",
    }));
}

/** Select the link in a copy box (so Ctrl+C / long-press copies it). */
export function selectLinkBox(root) {
  const box = root.querySelector(".link-box");
  if (box) {
    box.focus({ preventScroll: true });
    box.select();
  }
}

/** The decision panel's share block: "Copy link to this game". (Sending the game to the
 *  other player at the end of a turn is the waiting view's: board/turns.js.)
 *  `copied` is {link, ok}. */
export function shareBlock(view, ui, copied) {
  const shown = copied && copied.link === ui.link ? copied : null;
  return h("div", { class: "share" },
    h("button", { type: "button", class: "share-button", "data-action": "share" },
      "Copy link to this game"),
    shown ? copyResult(shown, linkUrl(ui.link),
      "It holds the whole game: keep it, or send it to someone.") : null);
}
