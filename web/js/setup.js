// The new-game form, for any game of the registry (window.arlePy("registry")): the game,
// its setup options drawn from its schema (a choice, a flag, a seat such as Agricola's
// start player, or a grouped "pick" such as Fields of Arle's chosen buildings; a field
// with ``players`` shows for those player counts only), the number of players in the game's range, and per
// seat the name and who plays it (this device, another device by link, or the computer at
// a level), mixed freely; and the game number. setupFrom() is the "new" action's payload.
"use strict";

import { fill, h } from "./dom.js";

const $ = (id) => document.getElementById(id);

// The seats' names while empty: the colours of the seat palette (css/shell.css).
const PLACEHOLDERS = ["Red", "Blue", "Green", "Yellow", "Purple", "Teal"];
const WHO = [
  { value: "here", label: "plays on this device" },
  { value: "link", label: "plays on another device (by link)" },
  { value: "computer", label: "is the computer" },
];

// what the form shows; onGame: told the game chosen
const form = { games: [], game: null, players: 1, seats: [], onGame: () => {} };

const fieldName = (f) => (f.shown_when ? Object.keys(f.shown_when)[0] : f.name);

/** A choice: radio buttons, each with its help. */
function choiceField(f) {
  return h("fieldset", { class: "setup-field", "data-field": f.name, "data-help": f.help || null },
    h("legend", null, f.label),
    f.choices.map((c) => h("label", { "data-help": c.help || null },
      h("input", { type: "radio", name: f.name, value: c.value, checked: c.value === f.default }), " ", c.label)));
}

/** A switch, with its help said under it (the rules it changes are not obvious). */
function flagField(f) {
  return h("div", { class: "setup-field flag", "data-field": f.name },
    h("label", { "data-help": f.help || null },
      h("input", { type: "checkbox", name: f.name, checked: Boolean(f.default) }), " ", f.label),
    f.help ? h("p", { class: "field-help muted" }, f.help) : null);
}

/** A seat of the game (the start player): "at random", or one of the seats by name. */
function seatField(f) {
  return h("div", { class: "setup-field seat-field", "data-field": f.name },
    h("label", { "data-help": f.help || null }, `${f.label} `,
      h("select", { id: `field-${f.name}`, name: f.name })),
    f.help ? h("p", { class: "field-help muted" }, f.help) : null);
}

/** The seat fields' choices for the seats shown, under the names typed (or their
 * placeholders); the choice made stays while its seat does. */
function seatChoices() {
  for (const f of form.game.setup.filter((f) => f.kind === "seat")) {
    const select = $(`field-${f.name}`);
    const was = select.value || f.default;
    const seats = form.seats.slice(0, form.players).map((seat, i) => ({
      value: String(i), label: `Player ${i + 1}${seat.name.trim() ? `: ${seat.name.trim()}` : ""}` }));
    fill(select, [{ value: f.default, label: f.random }, ...seats].map((c) => h("option", {
      value: c.value, selected: c.value === was }, c.label)));
    if (![...select.options].some((o) => o.selected)) select.value = f.default;
  }
}

/** A field made for some player counts only (``players``: [min, max]) shows for them. */
function showForPlayers() {
  for (const f of form.game.setup.filter((f) => f.players)) {
    const node = $("game-options").querySelector(`[data-field="${CSS.escape(f.name)}"]`);
    node.hidden = form.players < f.players[0] || form.players > f.players[1];
  }
}

/** A grouped multi-choice (shown while its ``shown_when`` holds): a group of ``need``
 * ticks each, or a group that is always all in play (``need`` null). */
function pickField(f) {
  const group = (g) => (g.need === null
    ? h("div", { class: "pick-group always", "data-group": g.key },
      h("p", { class: "pick-always" }, h("strong", null, `${g.label}: `), "always in play — ",
        g.items.map((i) => i.label).join(", "), "."))
    : h("fieldset", { class: "pick-group", "data-group": g.key, "data-need": g.need },
      h("legend", null, g.label, " ", h("span", { class: "pick-count" }, "")),
      g.items.map((i) => h("label", { class: `pick ${i.class || ""}`.trim(), "data-help": i.help || null },
        h("input", { type: "checkbox", name: f.name, value: i.value, checked: Boolean(i.default) }),
        " ", i.label))));
  return h("div", { id: `pick-${f.name}`, class: "pick-field", "data-field": f.name, hidden: true },
    f.help ? h("p", { class: "intro" }, f.help) : null,
    f.groups.map(group));
}

const FIELDS = { choice: choiceField, flag: flagField, pick: pickField, seat: seatField };

/** Count the ticks in each group: "3 of 4 chosen", marked when not the number needed. */
function count() {
  for (const set of document.querySelectorAll("#game-options fieldset.pick-group")) {
    const need = Number(set.dataset.need);
    const n = set.querySelectorAll("input:checked").length;
    set.querySelector(".pick-count").textContent = `(choose ${need}: ${n} chosen)`;
    set.classList.toggle("wrong", n !== need);
  }
}

/** Each pick is shown while the field it stands in for has its value. */
function showPicks() {
  for (const f of form.game.setup.filter((f) => f.shown_when)) {
    const [name, value] = Object.entries(f.shown_when)[0];
    const picked = $("setup-form").querySelector(`input[name="${CSS.escape(name)}"]:checked`);
    $(`pick-${f.name}`).hidden = !picked || picked.value !== value;
  }
}

/** The game chooser: one radio per registered game, the default first. */
function gameChoice() {
  fill($("game-choice"), [h("legend", null, "Game"), form.games.map((g) => h("label", { class: "game-pick" },
    h("input", { type: "radio", name: "game", value: g.id, checked: g.id === form.game.id }), " ",
    h("strong", null, g.name), g.blurb ? h("span", { class: "muted" }, ` — ${g.blurb}`) : null,
    // A game whose engine is not on this device yet is downloaded when it starts.
    g.installed === false ? h("span", { class: "muted" }, " (downloaded when you start it)") : null))]);
  $("game-choice").hidden = form.games.length < 2;
}

/** Keep what was typed and chosen per seat across redraws of the seat rows. */
function readSeats() {
  form.seats.forEach((seat, i) => {
    const name = $(`name-${i}`);
    if (!name) return;
    seat.name = name.value;
    if ($(`who-${i}`)) seat.who = $(`who-${i}`).value;
    if ($(`level-${i}`)) seat.level = $(`level-${i}`).value;
  });
}

function defaultLevel(game) {
  const level = (game.levels || []).find((l) => l.default) || (game.levels || [])[0];
  return level ? level.value : "good";
}

/** The player count (the game's range) and a row per seat: name, who plays it, level. */
function seatRows() {
  const g = form.game;
  const [lo, hi] = g.players;
  form.players = Math.min(hi, Math.max(lo, form.players));
  while (form.seats.length < hi) form.seats.push({ name: "", who: "here", level: defaultLevel(g) });
  const counts = [];
  for (let n = lo; n <= hi; n += 1) counts.push(n);
  const solo = form.players === 1;
  fill($("seats"), [
    h("legend", null, "Players"),
    h("div", { class: "player-count", role: "group", "aria-label": "How many players" },
      counts.map((n) => h("label", null,
        h("input", { type: "radio", name: "players", value: String(n), checked: n === form.players }),
        " ", n === 1 ? "Solo" : `${n} players`))),
    form.seats.slice(0, form.players).map((seat, i) => h("div", { class: "seat-row", "data-seat": i },
      h("label", { class: "seat-name" }, `Player ${i + 1} `,
        h("input", { id: `name-${i}`, maxlength: "40", spellcheck: "false", value: seat.name })),
      solo ? null : h("label", { class: "seat-who" }, h("span", { class: "sr-only" }, `Player ${i + 1} `),
        h("select", { id: `who-${i}`, name: `who-${i}` }, WHO.map((w) => h("option", {
          value: w.value, selected: w.value === seat.who }, w.label)))),
      solo ? null : h("label", { class: "seat-level", hidden: seat.who !== "computer" }, "playing ",
        h("select", { id: `level-${i}`, name: `level-${i}` }, (g.levels || []).map((l) => h("option", {
          value: l.value, selected: l.value === seat.level }, l.label)))))),
  ]);
  // A value attribute is only the default: set what was typed as the field's value.
  form.seats.slice(0, form.players).forEach((seat, i) => { $(`name-${i}`).value = seat.name; });
  seatNames();
  seatChoices();
  showForPlayers();
}

/** Names as typed; while empty, a colour ("Red") or "Computer". The start button says
 * what game starts. */
function seatNames() {
  const seats = form.seats.slice(0, form.players);
  seats.forEach((seat, i) => {
    $(`name-${i}`).placeholder = seat.who === "computer" ? "Computer" : PLACEHOLDERS[i % PLACEHOLDERS.length];
  });
  const computer = seats.some((s) => s.who === "computer");
  $("start").textContent = form.players === 1 ? "Start a solo game"
    : computer ? "Start a game against the computer" : `Start a ${form.players}-player game`;
}

/** A game's engine is on this device now (installed in this tab): the chooser stops
 *  saying it is downloaded when started. Another engine (an old link format's) is none
 *  of the form's. */
export function gameInstalled(id) {
  const game = form.games.find((g) => g.id === id);
  if (!game || game.installed !== false) return;
  game.installed = true;
  gameChoice();
}

/** Draw the chosen game's form: its options and its seats (``byPlayer``: the player
 *  chose it, not the form's first game). */
function showGame(id, byPlayer = false) {
  readSeats();
  form.game = form.games.find((g) => g.id === id) || form.games[0];
  gameChoice();
  // Learn to play and Today's game, for the games that have them
  const extras = new Set(form.game.home || []);
  for (const node of document.querySelectorAll("[data-home]")) node.hidden = !extras.has(node.dataset.home);
  $("learn-blurb").textContent = form.game.learn || "";
  fill($("game-options"), form.game.setup.map((f) => FIELDS[f.kind](f)));
  seatRows();
  count();
  showPicks();
  form.onGame(form.game, byPlayer);
}

/** Build the form from the registry and keep it in step with the player's choices;
 * ``onGame(game, byPlayer)`` hears which game it would start, and whether the player
 * chose it. */
export function installSetup(games, onGame = () => {}) {
  form.games = games;
  form.onGame = onGame;
  const first = games.find((g) => g.default) || games[0];
  form.players = Math.min(2, first.players[1]); // both seats' rows show, as they always did
  $("setup-form").addEventListener("change", (e) => {
    const t = e.target;
    if (t.name === "game") showGame(t.value, true);
    else if (t.name === "players") {
      readSeats();
      form.players = Number(t.value);
      seatRows();
    } else if (t.id && /^(who|level)-\d+$/.test(t.id)) {
      readSeats();
      seatRows();
      $(t.id).focus({ preventScroll: true });
    } else if (t.closest(".pick-field")) count();
    showPicks();
  });
  $("setup-form").addEventListener("input", (e) => {
    if (/^name-\d+$/.test(e.target.id)) {
      readSeats();
      seatChoices();
    }
  });
  showGame(first.id);
}

/** A message about the form from Python: next to the field it is about (the game
 * number), or under the start buttons. */
export function renderSetupError(ui) {
  let seedError = $("seed-error");
  if (!seedError) {
    seedError = h("p", { id: "seed-error", class: "field-error", role: "alert", hidden: true });
    $("seed").closest("label").after(seedError);
    $("seed").setAttribute("aria-describedby", "seed-error");
  }
  const onSeed = Boolean(ui.setup_error) && ui.setup_field === "seed";
  show(seedError, onSeed ? ui.setup_error : "");
  if ($("seed").hasAttribute("aria-invalid") !== onSeed) $("seed").toggleAttribute("aria-invalid", onSeed);
  show($("setup-error"), onSeed ? "" : ui.setup_error || "");
}

/** A message element showing text, hidden when there is none (touched only on a change:
 * this runs on every click). */
function show(node, text) {
  if (node.textContent !== text) node.textContent = text;
  if (node.hidden !== !text) node.hidden = !text;
}

/** The game's options as the form has them: each choice's value, each flag's, and a
 * shown pick's ticked values in place of the field it stands in for. */
function options() {
  const el = $("setup-form").elements;
  const out = {};
  for (const f of form.game.setup) {
    const shown = !$("game-options").querySelector(`[data-field="${CSS.escape(f.name)}"]`).hidden;
    if (f.kind === "pick") continue;
    if (!shown) out[f.name] = f.default; // not for this player count: as if left alone
    else if (f.kind === "flag") out[f.name] = el[f.name].checked;
    else out[f.name] = el[f.name].value;
  }
  for (const f of form.game.setup.filter((f) => f.kind === "pick" && !$(`pick-${f.name}`).hidden)) {
    out[fieldName(f)] = [...$(`pick-${f.name}`).querySelectorAll("input:checked")].map((i) => i.value);
  }
  return out;
}

/** The form as Python's "new" action takes it (the contract's payload). */
export function setupFrom() {
  readSeats();
  const seats = form.seats.slice(0, form.players);
  const seed = $("seed").value.trim();
  return {
    game: form.game.id,
    players: form.players,
    names: seats.map((s) => s.name),
    seats: seats.map((s) => ({ who: form.players === 1 ? "here" : s.who, level: s.level })),
    seed: seed === "" ? null : seed,
    options: options(),
  };
}
