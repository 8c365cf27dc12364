// The board, drawn from the engine's view model (arle_core/view.py), and nothing else.
// render(model, ui) rebuilds every section from the model; options are placed twice:
// in the decision panel and on the board element named by their `target`.
"use strict";

import { fill, fmt, h, plural } from "./dom.js";
import { shareBlock } from "./links.js";

const MARKS = ["●", "■"]; // player marks: a shape as well as a colour
const COLOUR_NAMES = {
  light_green: "light green", dark_green: "dark green", yellow: "yellow",
  orange: "orange", blue: "blue", red: "red",
};

const $ = (id) => document.getElementById(id);

/** A player's mark and name (the name is text, always). */
function who(view, player, withName = true) {
  if (player === null || player === undefined || player < 0) return null;
  const name = view.setup.names[player];
  return h("span", { class: `who p${player}` },
    h("span", { class: "mark", "aria-hidden": "true" }, MARKS[player] || "◆"),
    withName ? h("span", { class: "who-name" }, name) : null);
}

/** An option's button. On the board it may say less (its card already names it). */
function optionButton(o, onBoard) {
  const label = onBoard ? boardLabel(o) : o.label;
  return h("button", {
    type: "button", class: `option${o.group === "anytime" ? " anytime" : ""}`,
    "data-key": o.key, title: label === o.label ? null : o.label,
  }, label);
}

const BOARD_VERBS = {
  space: () => "Place worker",
  imitate: () => "Imitate this space",
  build: () => "Build this",
  vehicle: () => "Build one",
};

function boardLabel(o) {
  const verb = o.key.split(":", 1)[0];
  return BOARD_VERBS[verb] ? BOARD_VERBS[verb](o) : o.label;
}

/** A board element an option can target: its data-target, rules help, and a slot. */
function targetable(tag, attrs, target, help, children, slots) {
  const slot = h("div", { class: "target-options" });
  const node = h(tag, {
    ...attrs, "data-target": target, "data-help": help || null, tabindex: help ? "0" : null,
  }, children, slot);
  if (target) slots.set(target, { node, slot });
  return node;
}

// --- status line ---------------------------------------------------------------------

function renderStatus(view) {
  const cal = view.calendar;
  const halfYears = h("ol", { class: "half-years", "aria-label": "Half-years" },
    cal.half_years.map((hy) => h("li", {
      class: `hy ${hy.season}${hy.n === cal.half_year ? " is-current" : ""}${hy.n < cal.half_year ? " is-past" : ""}`,
      title: `Half-year ${hy.n}: ${hy.season === "summer" ? "Summer/Fall" : "Winter/Spring"}`,
      "aria-current": hy.n === cal.half_year ? "step" : null,
    }, `${hy.n}`, h("span", { class: "hy-season" }, hy.season === "summer" ? "S" : "W"))));
  const months = h("ol", { class: "months", "aria-label": "Months" },
    cal.months.map((m) => h("li", {
      class: `month${m.current ? " is-current" : ""}${m.inventory ? " inventory" : ""}`,
      "aria-current": m.current ? "step" : null,
    }, m.name.slice(0, 3), m.inventory ? h("span", { class: "sr-only" }, " (Inventorying)") : null)));
  const d = view.decision;
  const turn = view.over
    ? h("p", { class: "status-turn over" }, "Game over")
    : h("p", { class: `status-turn p${d.player}` }, who(view, d.player),
      view.setup.players > 1 ? ` to play (player ${d.player + 1})` : " to play");
  // On a phone the decision panel may be scrolled away: the status line repeats the question.
  const ask = d ? h("a", { class: "status-prompt", href: "#decision" }, d.prompt, " ↑") : null;
  return [
    h("div", { class: "calendar" },
      h("p", { class: "half-year" },
        h("strong", null, `Half-year ${cal.half_year} of ${cal.of}`),
        ` · ${cal.season_label} · ${view.over ? "Game over" : cal.phase}`),
      halfYears, months),
    turn,
    h("button", { type: "button", class: "open-setup", "data-action": "open-setup" }, "New game"),
    ask,
  ];
}

// --- decision panel ------------------------------------------------------------------

function renderDecision(view, ui, state) {
  const s = view.setup;
  const info = h("p", { class: "game-info" },
    `${plural(s.players, "player")} · ${s.variant_label} · game ${s.seed}`);
  const nodes = [info];
  const d = view.decision;
  if (d === null) {
    nodes.push(h("p", { class: "turn" }, "Game over"));
    nodes.push(h("h2", { class: "prompt", tabindex: "-1" }, resultLine(view)));
    if (view.tie_break) nodes.push(h("p", { class: "tie-break" }, tieBreakLine(view)));
  } else {
    const hotSeat = s.players > 1;
    nodes.push(h("p", { class: `turn p${d.player}`, "data-player": d.player },
      hotSeat ? `Player ${d.player + 1} · ` : "Player 1 · ", who(view, d.player),
      hotSeat ? " — your turn" : " to decide"));
    nodes.push(h("h2", { class: "prompt", tabindex: "-1" }, d.prompt));
    // Spaces of the other season (the Special Action) are listed apart, by space name,
    // so that fifteen of them do not drown the spaces of this half-year.
    const spaces = new Map(view.spaces.map((sp) => [`space:${sp.key}`, sp]));
    const otherSeason = (o) => o.group !== "anytime" && spaces.has(o.target)
      && spaces.get(o.target).season !== view.season;
    const main = d.options.filter((o) => o.group !== "anytime" && !otherSeason(o));
    const special = d.options.filter(otherSeason);
    const any = d.options.filter((o) => o.group === "anytime");
    nodes.push(h("div", { class: "options options-main" }, main.map((o) => optionButton(o, false))));
    if (special.length) {
      nodes.push(h("h3", { class: "group-title special-title" },
        "Special Action: a space of the other season"));
      nodes.push(h("div", { class: "options options-main options-special" }, special.map((o) =>
        h("button", {
          type: "button", class: "option special", "data-key": o.key, title: o.label,
        }, spaces.get(o.target).label))));
    }
    if (any.length) {
      nodes.push(h("details", { class: "anytime-group", open: state.anytimeOpen },
        h("summary", { class: "group-title" }, `Any-time actions (${any.length})`),
        h("div", { class: "options options-anytime" }, any.map((o) => optionButton(o, false)))));
    }
  }
  if (ui.auto_played.length) {
    nodes.push(h("p", { class: "auto-note" },
      `Played for you (the only option): ${ui.auto_played.join("; ")}`));
  }
  if (ui.info) nodes.push(h("p", { class: "info-note", role: "status" }, ui.info));
  if (ui.notice) nodes.push(h("p", { class: "notice", role: "status" }, ui.notice));
  nodes.push(shareBlock(view, ui, state.copied));
  nodes.push(h("div", { class: "panel-actions" },
    h("button", {
      type: "button", class: "undo", "data-action": "undo", disabled: !ui.can_undo,
      title: s.players > 1 ? "Back to the start of your turn, one step at a time (Z)" : "Undo (Z)",
    }, "↶ Undo", h("span", { class: "key-hint" }, " (Z)")),
    d === null
      ? h("button", { type: "button", class: "new-game", "data-action": "open-setup" }, "New game")
      : h("label", { class: "autoplay" },
        h("input", { type: "checkbox", "data-action": "autoplay", checked: ui.autoplay }),
        " Play forced moves automatically")));
  nodes.push(h("p", { class: "moves" }, `Moves played: ${ui.moves}`));
  return nodes;
}

function resultLine(view) {
  const totals = view.players.map((p) => p.score.total);
  if (view.setup.players === 1) return `Final score: ${fmt(totals[0])} VP`;
  const w = view.winner;
  if (view.tie_break) return `${view.setup.names[w]} wins the tie-break on ${fmt(totals[w])} VP`;
  return `${view.setup.names[w]} wins with ${fmt(totals[w])} VP to ${fmt(totals[1 - w])}`;
}

function tieBreakLine(view) {
  return "Both players have the same score. The tie goes to the player who would be the " +
    `starting player of a 10th half-year: ${view.setup.names[view.winner]}.`;
}

// --- score sheet and log ---------------------------------------------------------------

function renderScores(view) {
  const final = view.over;
  const head = h("tr", null, h("th", { scope: "col" }, "Category"),
    view.players.map((p) => h("th", { scope: "col", class: `p${p.index}` }, who(view, p.index))));
  const rows = view.categories.map((c) => h("tr", null, h("th", { scope: "row" }, c.label),
    view.players.map((p) => h("td", { "data-score": `${p.index}:${c.key}` }, fmt(p.score[c.key])))));
  const total = h("tr", { class: "total" }, h("th", { scope: "row" }, "Total"),
    view.players.map((p) => h("td", {
      "data-score": `${p.index}:total`, class: final && view.winner === p.index ? "winner" : null,
    }, fmt(p.score.total), final && view.winner === p.index && view.players.length > 1 ? " ★" : "")));
  return [
    h("h2", null, final ? "Final score sheet" : "Score if the game ended now"),
    h("table", { class: `score-sheet${final ? " final" : ""}` },
      h("thead", null, head), h("tbody", null, rows, total)),
  ];
}

function renderLog(view) {
  const items = view.log.map((e) => h("li", { class: `p${e.player}` }, who(view, e.player), " ", e.text));
  return [
    h("h2", null, "Log"),
    items.length ? h("ol", { class: "log" }, items)
      : h("p", { class: "muted" }, "No moves yet."),
  ];
}

// --- action board ----------------------------------------------------------------------

function renderActionBoard(view, slots, optionTargets) {
  const seasons = ["summer", "winter"].map((season) => {
    const current = view.season === season;
    const spaces = view.spaces.filter((sp) => sp.season === season).map((sp) => {
      const key = `space:${sp.key}`;
      const offered = optionTargets.has(key);
      const special = offered && !current;
      const cls = ["space", sp.occupied_by !== null ? "occupied" : "free",
        current ? "this-season" : "other-season", offered ? "has-options" : "",
        special ? "special" : ""].filter(Boolean).join(" ");
      return targetable("li", { class: cls }, key, `${sp.label}: ${sp.text}`, [
        h("div", { class: "space-head" },
          h("span", { class: "space-name" }, sp.label),
          sp.food ? h("span", { class: "cost-chip" }, `pay ${sp.food} Food`) : null),
        special ? h("p", { class: "special-tag" }, "Special Action") : null,
        h("p", { class: "space-text" }, sp.text),
        sp.occupied_by !== null
          ? h("p", { class: "occupant" }, "Taken by ", who(view, sp.occupied_by)) : null,
      ], slots);
    });
    const title = season === "summer" ? "Summer/Fall: July–October" : "Winter/Spring: January–April";
    return h("div", { class: `season season-${season}${current ? " is-current" : ""}` },
      h("h3", null, title, current ? h("span", { class: "now-tag" }, "this half-year") : null),
      h("ul", { class: "spaces" }, spaces));
  });
  const special = view.setup.players === 1 ? "Solo game: no Special Action."
    : view.special_used_by === null
      ? "Special Action (one worker may use a space of the other season): still open this half-year."
      : null;
  return [
    h("h2", null, "Action board"),
    special ? h("p", { class: "special-note" }, special)
      : h("p", { class: "special-note" }, "Special Action used this half-year by ",
        who(view, view.special_used_by), "."),
    h("div", { class: "seasons" }, seasons),
  ];
}

// --- buildings ------------------------------------------------------------------------

function renderBuildings(view, slots) {
  const cards = view.buildings.map((b) => {
    const status = b.built_by !== null ? h("p", { class: "built" }, "Built by ", who(view, b.built_by))
      : b.available ? null : h("p", { class: "built" }, "Not available");
    return targetable("li", {
      class: `building ${b.colour}${b.built_by !== null ? " is-built" : ""}`,
    }, `building:${b.key}`, `${b.name} (${b.vp} VP; cost: ${b.cost}): ${b.text}`, [
      h("div", { class: "building-head" },
        h("span", { class: "building-name" }, b.name),
        h("span", { class: "vp" }, `${b.vp} VP`)),
      h("p", { class: "building-colour" }, h("span", { class: "swatch", "aria-hidden": "true" }),
        COLOUR_NAMES[b.colour] || b.colour),
      h("p", { class: "building-cost" }, "Cost: ", b.cost),
      h("p", { class: "building-text" }, b.text),
      status,
    ], slots);
  });
  return [h("h2", null, "Buildings in play"), h("ul", { class: "buildings" }, cards)];
}

// --- a player's boards --------------------------------------------------------------------

function goodsChip(g) {
  return h("li", { class: `good good-${g.key}${g.count ? "" : " none"}` },
    h("span", { class: "good-label" }, g.label), " ", h("span", { class: "good-count" }, `${g.count}`));
}

function renderGoods(p) {
  const g = p.goods;
  const track = h("ul", { class: "goods-track" }, g.track.map((t) => h("li", { class: `track-good good-${t.key}` },
    h("span", { class: "good-label" }, t.label),
    h("span", { class: "bar", "aria-hidden": "true" },
      h("span", { class: "fill", style: `width:${Math.round(100 * t.count / t.cap)}%` })),
    h("span", { class: "good-count" }, `${t.count}`, h("span", { class: "cap" }, `/${t.cap}`)))));
  const chips = (title, list) => h("div", { class: "goods-row" },
    h("h4", null, title), h("ul", { class: "chips" }, list.map(goodsChip)));
  return h("section", { class: "goods" }, h("h3", null, "Goods"), track,
    chips("Building materials", g.materials), chips("Textiles", g.textiles),
    chips("Clothing", g.clothing), chips("Animals", g.animals));
}

function renderTools(p, deciding, slots) {
  const rows = p.tools.map((t) => {
    const cells = t.values.map((v, i) => h("li", {
      class: `tool-step${i === t.position ? " is-at" : ""}${i < t.position ? " passed" : ""}`,
      "aria-current": i === t.position ? "true" : null,
    }, `${v}`, t.vps[i] ? h("span", { class: "step-vp" }, `${t.vps[i]}VP`) : null));
    return targetable("li", { class: "tool" }, deciding ? `tool:${t.key}` : null, t.help, [
      h("span", { class: "tool-name" }, t.label, " ", h("span", { class: "tool-count" }, `×${t.count}`),
        h("span", { class: "tool-cost" }, t.max ? "at the end" : `step: ${t.cost_text}`)),
      h("ol", { class: "tool-track", "aria-label": `${t.label}: ${t.count}` }, cells),
    ], slots);
  });
  return h("section", { class: "tools" }, h("h3", null, "Tools"), h("ul", { class: "tool-list" }, rows));
}

const CELL_TEXT = {
  flat: (c) => ["Tidal flat", c.penalty ? h("span", { class: "cell-vp neg" }, "−1 VP") : null],
  land: () => ["Empty land"],
  tile: (c) => [c.label, c.vp ? h("span", { class: "cell-vp" }, `${c.vp} VP`) : null],
  building: (c) => [c.label, h("span", { class: "cell-vp" }, `${c.vp} VP`)],
  moor: (c) => [c.small ? "Small moor" : "Moor",
    h("span", { class: "cell-sub" }, c.dehydrated ? `dry · ${plural(c.peat, "Peat", "Peat")}` : "wet (−4 VP)")],
  moor_lower: () => [],
};

function renderHome(p) {
  const home = p.home;
  const rows = [];
  home.grid.forEach((row, r) => {
    const dikes = home.dike_gaps[String(r)];
    if (dikes) rows.push(h("div", { class: "dike", role: "presentation" }, `▬ Dike ×${dikes} ▬`));
    rows.push(h("div", { class: "home-row" }, row.map((c) => h("div", {
      class: `cell ${c.kind}${c.kind === "tile" ? " tile-" + c.key : ""}${c.dehydrated ? " dry" : ""}`,
    }, (CELL_TEXT[c.kind] || (() => [c.kind]))(c)))));
  });
  const animals = p.goods.animals.map((a) => `${a.count} ${a.label}`).join(", ");
  return h("section", { class: "home" },
    h("h3", null, "Home board"),
    h("p", { class: "home-summary" },
      `${home.empty_land} of ${home.land_spaces} land spaces empty · dikes moved ${home.dike_moves}/7 · animals: ${animals}`),
    h("div", { class: "home-grid" }, rows));
}

function renderBarn(p, slots) {
  const items = p.barn.map((e) => {
    const used = e.load.reduce((n, l) => n + l.size, 0);
    const free = e.spaces.reduce((n, s) => n + s, 0) - used;
    const load = e.spaces.length ? h("ul", { class: "load" },
      e.load.map((l) => h("li", { class: "load-item" }, l.label)),
      Array.from({ length: Math.max(0, free) }, () => h("li", { class: "load-free" }, "empty")))
      : null;
    return targetable("li", { class: `vehicle ${e.category}` }, e.target,
      `${e.label} (${e.vp} VP)${e.spaces.length ? `: ${e.spaces.length} load space(s)` : ""}`, [
        h("div", { class: "vehicle-head" }, h("span", { class: "vehicle-name" }, e.label),
          h("span", { class: "vp" }, `${e.vp} VP`)),
        load,
      ], slots);
  });
  return h("section", { class: "barn" }, h("h3", null, "Barn"),
    items.length ? h("ul", { class: "barn-list" }, items) : h("p", { class: "muted" }, "No equipment yet."));
}

function renderTravel(p, slots) {
  const dests = p.destinations.map((d) => targetable("li", { class: "destination" }, d.target, d.help, [
    h("span", { class: "dest-name" }, d.name), " ", h("span", { class: "dest-size" }, `(${d.size})`),
  ], slots));
  const travelled = p.travel.length ? p.travel.map((t) => t.name).join(", ") : "nowhere yet";
  return h("section", { class: "travel" },
    h("h3", null, "Travel"),
    h("h4", null, "Destinations left"),
    dests.length ? h("ul", { class: "chips destinations" }, dests) : h("p", { class: "muted" }, "None left."),
    h("p", { class: "travel-track" },
      `Travelled: ${travelled} · ${plural(p.travel_spaces, "space")} on the travel track = ${p.travel_vp} VP`));
}

function renderPlayer(view, p, slots) {
  const d = view.decision;
  const deciding = d !== null && d.player === p.index;
  const badges = [
    p.is_start ? h("span", { class: "badge" }, "Start player") : null,
    view.stage === "work" || view.stage === "end_work" ? h("span", { class: "badge" }, `Workers left: ${p.workers_left}`) : null,
    deciding && view.setup.players > 1 ? h("span", { class: "badge now" }, "Deciding now") : null,
    h("span", { class: "badge score" }, `${fmt(p.score.total)} VP`),
  ];
  return h("section", {
    class: `player p${p.index}${deciding ? " is-deciding" : ""}`, "aria-label": `${p.name}'s boards`,
  },
  h("header", { class: "player-head" }, h("h2", null, who(view, p.index)), h("div", { class: "badges" }, badges)),
  h("div", { class: "player-body" },
    h("div", { class: "player-col" }, renderGoods(p), renderTools(p, deciding, slots)),
    h("div", { class: "player-col" }, renderHome(p), renderBarn(p, slots), renderTravel(p, slots))));
}

// --- supply -----------------------------------------------------------------------------

function renderSupply(view, slots) {
  const tiles = view.supply_board.map((s) => h("li", { class: "supply-item" },
    h("span", { class: "supply-label" }, s.label), " ", h("span", { class: "supply-count" }, `${s.count} left`)));
  const equipment = view.equipment.map((e) => targetable("li", { class: `equipment ${e.category}` }, e.target, e.help, [
    h("div", { class: "vehicle-head" }, h("span", { class: "vehicle-name" }, e.label), h("span", { class: "vp" }, `${e.vp} VP`)),
    h("p", { class: "equipment-cost" }, `Cost: ${e.cost}`),
    e.spaces.length ? h("p", { class: "equipment-spaces" }, `Load spaces: ${e.spaces.join(" + ")}`) : null,
    h("p", { class: "equipment-left" }, `${e.left} left`),
  ], slots));
  return [
    h("h2", null, "Supply"),
    h("ul", { class: "chips supply-tiles" }, tiles),
    h("ul", { class: "equipment-list" }, equipment),
  ];
}

// --- the whole page ---------------------------------------------------------------------

// Sections are rebuilt only when their part of the model changed (or the options placed
// on them did): the key is the JSON of everything a section shows.
const drawn = new Map();

function update(id, parts, build) {
  const key = JSON.stringify(parts);
  if (drawn.get(id) === key) return;
  drawn.set(id, key);
  build();
}

/** Put each option's button on the board element it targets (a second way to click it). */
function place(slots, options) {
  for (const o of options) {
    const spot = slots.get(o.target);
    if (!spot) continue;
    spot.slot.append(optionButton(o, true));
    spot.node.classList.add("has-options");
  }
}

/** Which player's boards an option target lies on (tools: the deciding player's). */
function ownerOf(target, decider) {
  const [kind, who] = target.split(":");
  if (kind === "tool") return decider;
  if (kind === "vehicle" || kind === "destination") return Number(who);
  return null;
}

/** Rebuild what changed in the game from the model. */
export function render(model, state) {
  const { view, ui } = model;
  $("game").hidden = view === null;
  if (view === null) return;
  $("game").classList.toggle("over", view.over);
  const d = view.decision;
  const options = d ? d.options.filter((o) => o.target) : [];
  const on = (prefix) => options.filter((o) => o.target.startsWith(prefix));
  const setup = view.setup;
  const turnClass = d && setup.players > 1 ? ` turn-p${d.player}` : "";

  fill($("status"), renderStatus(view));
  $("status").className = `status${turnClass}`;
  fill($("decision"), renderDecision(view, ui, state));
  $("decision").parentElement.scrollTop = 0; // the side panel (desktop): the new question shows
  // Hot-seat: when the device passes to the other player, the panel flashes once.
  const handover = d && setup.players > 1 && state.lastDecider !== undefined
    && state.lastDecider !== d.player;
  state.lastDecider = d ? d.player : undefined;
  $("decision").className = `decision panel${d ? turnClass : " over"}${handover ? " handover" : ""}`;
  update("scores", [setup, view.players.map((p) => p.score), view.over, view.winner, view.tie_break],
    () => fill($("scores"), renderScores(view)));
  update("log", [setup, view.log], () => {
    fill($("log"), renderLog(view));
    const log = $("log").querySelector(".log");
    if (log) log.scrollTop = log.scrollHeight;
  });
  const spaceOptions = on("space:");
  update("action-board", [setup, view.spaces, view.season, view.special_used_by, spaceOptions], () => {
    const slots = new Map();
    fill($("action-board"), renderActionBoard(view, slots, new Set(spaceOptions.map((o) => o.target))));
    place(slots, spaceOptions);
  });
  const buildOptions = on("building:");
  update("buildings", [setup, view.buildings, buildOptions], () => {
    const slots = new Map();
    fill($("buildings"), renderBuildings(view, slots));
    place(slots, buildOptions);
  });
  const box = $("players");
  while (box.children.length > view.players.length) box.lastElementChild.remove();
  for (const p of view.players) {
    if (!box.children[p.index]) drawn.delete(`player${p.index}`); // removed with an earlier game
    const mine = options.filter((o) => ownerOf(o.target, d.player) === p.index);
    const deciding = d !== null && d.player === p.index;
    update(`player${p.index}`, [setup, p, deciding, view.stage, mine], () => {
      const slots = new Map();
      const node = renderPlayer(view, p, slots);
      place(slots, mine);
      const old = box.children[p.index];
      if (old) old.replaceWith(node); else box.append(node);
    });
  }
  const supplyOptions = on("supply:");
  update("supply", [setup, view.supply_board, view.equipment, supplyOptions], () => {
    const slots = new Map();
    fill($("supply"), renderSupply(view, slots));
    place(slots, supplyOptions);
  });
}
