// The new-game form: names, ruleset, buildings (starter, random, or chosen by the
// players from Python's catalog: app/choices.py), game number.
"use strict";

import { fill, h } from "./dom.js";

const $ = (id) => document.getElementById(id);

function group(g) {
  if (g.need === null) {
    return h("div", { class: `pick-group always`, "data-group": g.key },
      h("p", { class: "pick-always" }, h("strong", null, `${g.label}: `), "always in play — ",
        g.buildings.map((b) => b.name).join(", "), "."));
  }
  return h("fieldset", { class: "pick-group", "data-group": g.key, "data-need": g.need },
    h("legend", null, g.label, " ", h("span", { class: "pick-count" }, "")),
    g.buildings.map((b) => h("label", {
      class: `pick ${b.colour}`, "data-help": `${b.name} (${b.vp} VP): ${b.text}`,
    },
    h("input", { type: "checkbox", name: "building", value: b.key, checked: b.default }),
    " ", b.name)));
}

/** Count the ticks in each group: "3 of 4 chosen", marked when not the number needed. */
function count() {
  for (const set of document.querySelectorAll("#building-picker fieldset.pick-group")) {
    const need = Number(set.dataset.need);
    const n = set.querySelectorAll("input:checked").length;
    const label = set.querySelector(".pick-count");
    label.textContent = `(choose ${need}: ${n} chosen)`;
    set.classList.toggle("wrong", n !== need);
  }
}

function showPicker() {
  const chosen = $("setup-form").elements.buildings.value === "chosen";
  $("building-picker").hidden = !chosen;
}

/** Build the picker from the catalog (once) and keep it in step with the form. */
export function installSetup(catalog) {
  const picker = $("building-picker");
  fill(picker, [
    h("p", { class: "intro" }, "Choose the buildings in play. Hover or long-press a name for its text."),
    catalog.map(group),
  ]);
  picker.addEventListener("change", count);
  $("setup-form").addEventListener("change", (e) => {
    if (e.target.name === "buildings") showPicker();
    if (e.target.name === "mode") showSeat();
    if (e.target.name === "seat") seatNames();
  });
  $("setup-form").addEventListener("input", seatNames);
  count();
  showPicker();
  showSeat();
  seatNames();
}

const PLACEHOLDERS = ["Red", "Blue"];

/** "I play …": when each plays on their own device, or against the computer (with its
 * level; its seat is named "Computer" unless named). */
function showSeat() {
  const mode = $("setup-form").elements.mode.value;
  $("seat").closest(".seat-pick").hidden = mode !== "link" && mode !== "computer";
  $("level").closest(".level-pick").hidden = mode !== "computer";
  document.querySelector("[data-new='2']").textContent =
    mode === "computer" ? "Start a game against the computer" : "Start a 2-player game";
  seatNames();
}

/** The seat choice names the players as typed ("Red", or "Computer", while empty). */
function seatNames() {
  const computer = $("setup-form").elements.mode.value === "computer";
  const mine = Number($("seat").value);
  for (const [i, input] of [$("name-0"), $("name-1")].entries()) {
    input.placeholder = computer && i !== mine ? "Computer" : PLACEHOLDERS[i];
    const name = input.value.trim() || input.placeholder || `Player ${i + 1}`;
    $("seat").options[i].textContent = name;
  }
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

/** The form as the setup Python's "new" action takes. */
export function setupFrom(players) {
  const form = $("setup-form");
  const names = [$("name-0").value, $("name-1").value].slice(0, players);
  const seed = $("seed").value.trim();
  const kind = form.elements.buildings.value;
  const buildings = kind === "chosen"
    ? [...document.querySelectorAll("#building-picker input[name='building']:checked")].map((i) => i.value)
    : kind;
  const mode = players > 1 ? form.elements.mode.value : "solo";
  return {
    players, names, variant: form.elements.variant.value, buildings, seed: seed === "" ? null : seed,
    mode: players > 1 ? mode : undefined,
    seat: mode === "link" || mode === "computer" ? Number($("seat").value) : undefined,
    level: mode === "computer" ? $("level").value : undefined,
  };
}
