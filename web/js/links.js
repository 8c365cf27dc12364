// The game in the address: "#g=<link text>" (the fragment is never sent to a server).
// Each decision a player makes here is a history entry of its own, so the browser's Back
// and Forward walk through the points of the game (the page treats them as undo and redo:
// app/back_forward.py); every other action replaces the entry it is on. "Send to …" /
// "Copy link" put the link on the clipboard, with a text box to copy from by hand where
// the browser does not allow that.
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

// Every entry this page writes carries its place in the tab's history and the id of the
// saved game it shows ({arle: n, game: id}): a popstate says which way the player went,
// and whether it is still the same game (a rematch shares the setup, not the game); a
// reload keeps them (history.state survives).
const indexOf = (state) => (state && Number.isInteger(state.arle) && state.arle >= 0
  ? state.arle : null);
const gameOf = (state) => (state && typeof state.game === "string" ? state.game : null);
export const entries = { here: indexOf(history.state) ?? 0 };

/** Keep the address on the current game (``game``: its save's id, or null): ``push``
 *  makes it a new history entry (a decision, or another game, when the address holds a
 *  game already: the game before stays one Back away); otherwise the entry is replaced.
 *  With no game, the address keeps a link that could not be opened (so it can be looked
 *  at). */
export function showInAddress(code, { push = false, keepBadLink = false, game = null } = {}) {
  const state = () => ({ arle: entries.here, game });
  if (code) {
    const shown = codeFromHash();
    const now = history.state;
    if (shown === code && indexOf(now) === entries.here && gameOf(now) === game) return;
    if (push && shown !== null && shown !== code) {
      entries.here += 1;
      history.pushState(state(), "", `#g=${code}`);
    } else history.replaceState(state(), "", `#g=${code}`);
  } else if (!keepBadLink && codeFromHash() !== null) {
    history.replaceState(state(), "", location.pathname + location.search);
  }
}

/**
 * The browser went Back or Forward (or a link was typed into the address). ``current()``
 * gives the open game's {link, game_id}; ``step(code, game)`` runs the page's "step"
 * action for an entry this page wrote and ``open(code)`` opens a link typed or pasted
 * there, both returning the new {link, game_id}. When the step was refused (the game is
 * unchanged, the address shows another point), the address is put back where it was; an
 * entry holding the very point on the board (left behind by Undo) is passed over.
 */
export function installBackForward({ current, step, open }) {
  // The entry a refused step goes back to: its popstate is the page's own. Any other
  // popstate is the player's (the way back may not exist when an entry's index was not
  // ours), so it is never swallowed.
  let restoring = null;
  addEventListener("popstate", (event) => {
    const to = indexOf(event.state);
    const from = entries.here;
    const code = codeFromHash();
    const expected = restoring;
    restoring = null;
    if (expected !== null && to === expected) {
      entries.here = to;
      return;
    }
    if (to === null) { // a link typed or pasted: a new entry after the one we were on
      entries.here = from + 1;
      if (code !== null && code !== current().link) open(code);
      return;
    }
    entries.here = to;
    const before = current();
    if (code === null || to === from) return;
    if (code === before.link) {
      history.go(to < from ? -1 : 1); // the same point: one entry further that way
      return;
    }
    const after = step(code, gameOf(event.state));
    if (after.link === code) {
      if (after.game_id !== gameOf(event.state)) showInAddress(code, { game: after.game_id });
    } else if (after.link === before.link && after.game_id === before.game_id) {
      restoring = from; // refused: back to the entry the game is at
      entries.here = from;
      history.go(from - to);
    } else showInAddress(after.link, { game: after.game_id });
  });
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
 *  other player at the end of a turn is the waiting view's: shell/turns.js.)
 *  `copied` is {link, ok}. */
export function shareBlock(view, ui, copied) {
  const shown = copied && copied.link === ui.link ? copied : null;
  return h("div", { class: "share" },
    h("button", { type: "button", class: "share-button", "data-action": "share" },
      "Copy link to this game"),
    shown ? copyResult(shown, linkUrl(ui.link),
      "It holds the whole game: keep it, or send it to someone.") : null);
}
