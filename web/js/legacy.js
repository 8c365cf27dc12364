// Until the page's Python answers "registry" (gamekit registry, web/app/bridge.py), the
// page still works with the Python that does not: Fields of Arle only, its form built from
// the "catalog" action, and the "new" payload translated to the older one (players, names,
// variant, buildings, seed, mode, seat, level). Remove this module once every bridge the
// page runs with answers "registry".
"use strict";

const LEVELS = [
  { value: "casual", label: "casually" },
  { value: "good", label: "well", default: true },
  { value: "strong", label: "its strongest (thinks longer)" },
];

/** The registry as the older Python would describe Fields of Arle. */
export function legacyRegistry(catalog) {
  return [{
    id: "arle", name: "Fields of Arle", tag: "3.", players: [1, 2], default: true, installed: true,
    blurb: "", levels: LEVELS,
    setup: [
      { name: "variant", label: "Rules", kind: "choice", default: "printed", choices: [
        { value: "printed", label: "Printed rulebook" }, { value: "yucata", label: "Yucata" }] },
      { name: "buildings", label: "Buildings", kind: "choice", default: "starter", choices: [
        { value: "starter", label: "Starter set" }, { value: "random", label: "Random" },
        { value: "chosen", label: "I choose" }] },
      { name: "buildings_chosen", label: "Buildings in play", kind: "pick", shown_when: { buildings: "chosen" },
        help: "Choose the buildings in play. Hover or long-press a name for its text.",
        groups: catalog.map((g) => ({ key: g.key, label: g.label, need: g.need, items: g.buildings.map((b) => ({
          value: b.key, label: b.name, help: `${b.name} (${b.vp} VP): ${b.text}`, class: b.colour,
          default: b.default })) })) },
    ],
  }];
}

/** The contract's "new" payload as the older Python takes it; null when it cannot say it
 * (a mix of seats the older Python does not know). */
export function legacyPayload(p) {
  const base = { players: p.players, names: p.names, seed: p.seed, ...p.options };
  if (p.players === 1) return base;
  const here = p.seats.map((s, i) => (s.who === "here" ? i : -1)).filter((i) => i >= 0);
  const others = p.seats.filter((s) => s.who !== "here").map((s) => s.who);
  if (others.length === 0) return { ...base, mode: "hotseat" };
  if (here.length !== 1 || others.length !== 1) return null;
  const mode = others[0];
  return { ...base, mode, seat: here[0], level: mode === "computer" ? p.seats[1 - here[0]].level : undefined };
}
