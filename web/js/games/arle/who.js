// Fields of Arle's boards name players from the board's own setup (arle_core/view.py).
"use strict";

import { named } from "../../shell/who.js";

/** A player's mark and name (the name is text, always). */
export function who(view, player, withName = true) {
  return named(view.setup.names, player, withName);
}

/** Which player's boards an option target lies on (tools: the deciding player's). */
export function ownerOf(target, decider) {
  const [kind, player] = target.split(":");
  if (kind === "tool") return decider;
  if (kind === "vehicle" || kind === "destination") return Number(player);
  return null;
}
