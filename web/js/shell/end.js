// The game-end summary (app/story.py end_summary), for any game and number of players: the
// winner and the tie-break when it decided, the score sheets side by side by category, for
// solo the rulebook's yardstick and the best score on this device, and a chart of each
// player's score after every round (Fields of Arle's half-year), drawn here as SVG (stacked
// by category, colours with labels; the players' bars in seat order).
"use strict";

import { fmt, h } from "../dom.js";
import { listed, markOf } from "./who.js";

const SVG = "http://www.w3.org/2000/svg";
// One colour per score category (presentation attributes: the CSP allows them): the
// game's own (its renderer's ``chartColours``), else by the category's place in the sheet.
// Colour is not all: every bar segment also carries its label in a <title>.
const PALETTE = ["#b5651d", "#6d6875", "#2a9d8f", "#e9c46a", "#f4a261", "#588157", "#a3b18a",
  "#c1121f", "#3f6e8c", "#8e5572", "#d4a373", "#4a4e69", "#90be6d", "#577590"];

function coloursOf(end, game) {
  const own = game.chartColours || {};
  return Object.fromEntries(end.categories.filter((c) => c.key !== "total")
    .map((c, i) => [c.key, own[c.key] || PALETTE[i % PALETTE.length]]));
}

function svg(tag, attrs, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, String(v));
  for (const c of children.flat()) {
    if (c === null || c === undefined) continue;
    node.append(typeof c === "string" ? document.createTextNode(c) : c);
  }
  return node;
}

/** Whether the chart is drawn for a narrow window: a phone draws it in fewer units, so
 * its labels stay readable (>= 11 px). The page redraws the chart when this changes. */
export function chartNarrow() {
  return window.innerWidth < 700;
}

const LEFT = 44, RIGHT = 10; // the chart's margins: the axis numbers, the last bar

function chartWidth() {
  return chartNarrow() ? 340 : 640;
}

function barWidth(end) {
  const slot = (chartWidth() - LEFT - RIGHT) / Math.max(end.chart.length, 1);
  return Math.min(24, (slot - 8) / end.names.length);
}

/** Whether each bar is wide enough to carry its total (else a line a player does). */
function carriesTotals(end) {
  return barWidth(end) >= 20;
}

/** Each player's score after every round: bars stacked by category, one per player in
 * seat order. ``round`` names a round (the renderer's word), or null. The seat order is
 * said under it in HTML (seatOrder), where four long names can wrap. */
export function scoreChart(end, round, colours) {
  const cats = end.categories.filter((c) => c.key !== "total");
  const rows = end.chart;
  const players = end.names.length;
  const narrow = chartNarrow();
  const W = chartWidth(), H = narrow ? 260 : 300, left = LEFT, right = RIGHT, top = 16, bottom = 40;
  const fs = narrow ? 13 : 11;
  let hi = 10, lo = 0;
  for (const row of rows) {
    for (const s of row.scores) {
      let up = 0, down = 0;
      for (const c of cats) (s[c.key] >= 0 ? (up += s[c.key]) : (down += s[c.key]));
      hi = Math.max(hi, up);
      lo = Math.min(lo, down);
    }
  }
  hi = Math.ceil(hi / 10) * 10;
  lo = Math.floor(lo / 10) * 10;
  const y = (v) => top + (hi - v) * (H - top - bottom) / (hi - lo);
  const slot = (W - left - right) / Math.max(rows.length, 1);
  const bar = barWidth(end);
  const nodes = [];
  // Each bar's total above it, where the bars are wide enough to carry it; narrower bars
  // (three or four players over fourteen rounds, or a phone) would print the labels over
  // each other: there each player's totals are a line in the seat's colour instead, the
  // numbers in the sheet beside.
  const labelled = carriesTotals(end);
  const lines = []; // per player, the points of its totals (when not labelled)
  for (let v = lo; v <= hi; v += 10) {
    nodes.push(svg("line", { x1: left, x2: W - right, y1: y(v), y2: y(v), class: v === 0 ? "axis" : "grid",
      stroke: v === 0 ? "#333" : "#ddd" }));
    nodes.push(svg("text", { x: left - 6, y: y(v) + 4, "text-anchor": "end", "font-size": fs }, String(v)));
  }
  rows.forEach((row, i) => {
    const x0 = left + i * slot + (slot - bar * players) / 2;
    nodes.push(svg("text", { x: left + i * slot + slot / 2, y: H - bottom + 16, "text-anchor": "middle",
      "font-size": fs }, String(roundOf(row))));
    row.scores.forEach((s, p) => {
      const x = x0 + p * bar;
      let up = 0, down = 0;
      for (const c of cats) {
        const v = s[c.key];
        if (!v) continue;
        const from = v > 0 ? up : down;
        const to = from + v;
        if (v > 0) up = to; else down = to;
        nodes.push(svg("rect", {
          x, width: bar - 2, y: y(Math.max(from, to)), height: Math.abs(y(from) - y(to)),
          fill: colours[c.key], "data-category": c.key, "data-player": p,
        }, svg("title", null, `${end.names[p]}, ${(round || "round").toLowerCase()} ${roundOf(row)}: ${c.label} ${fmt(v)}`)));
      }
      if (labelled) {
        nodes.push(svg("text", { x: x + (bar - 2) / 2, y: y(up) - 3, "text-anchor": "middle", "font-size": fs,
          class: "chart-total", "data-seat": p }, `${markOf(p)}${fmt(s.total)}`));
      } else {
        (lines[p] ||= []).push(`${(x + (bar - 2) / 2).toFixed(1)},${y(s.total).toFixed(1)}`);
      }
    });
  });
  lines.forEach((points, p) => nodes.push(svg("g", { class: "chart-line", "data-seat": p },
    svg("title", null, `${end.names[p]}: the total after each ${(round || "round").toLowerCase()}`),
    svg("polyline", { points: points.join(" "), fill: "none", stroke: "#fff", "stroke-width": 4 }),
    svg("polyline", { points: points.join(" "), fill: "none", "stroke-width": 2, class: "chart-line-total" }))));
  if (round) {
    nodes.push(svg("text", { x: left + (W - left - right) / 2, y: H - 6, "text-anchor": "middle", "font-size": fs },
      round));
  }
  return svg("svg", {
    class: "score-chart", viewBox: `0 0 ${W} ${H}`, role: "img",
    "aria-label": `Score after each ${(round || "round").toLowerCase()}, by category, for ${listed(end.names)}`,
  }, nodes);
}

/** Which bar is whose, in seat order, and what the lines are when the bars carry no
 * totals (the chart's own test: ``labelled``); a paragraph, so that it wraps. */
function seatOrder(end) {
  if (end.names.length < 2) return null;
  const lines = !carriesTotals(end);
  // each seat's mark stays with its name when the line wraps
  return h("p", { class: "chart-seats" }, "Bars in seat order: ",
    end.names.map((n, p) => [p ? ", " : null, h("span", { class: "chart-seat" }, `${markOf(p)} ${n}`)]),
    lines ? "; lines: their totals." : ".");
}

function legend(end, colours) {
  return h("ul", { class: "chart-legend" }, end.categories.filter((c) => c.key !== "total").map((c) =>
    h("li", null, h("span", { class: "swatch", "data-category": c.key, "aria-hidden": "true" },
      svg("svg", { viewBox: "0 0 12 12", width: 12, height: 12 },
        svg("rect", { width: 12, height: 12, fill: colours[c.key] }))), " ", c.label)));
}

function sheets(end) {
  const total = (p) => end.sheets[p].total;
  return h("table", { class: "end-sheets" },
    h("thead", null, h("tr", null, h("th", { scope: "col" }, "Category"),
      end.names.map((n, p) => h("th", { scope: "col", "data-seat": p }, `${markOf(p)} ${n}`)))),
    h("tbody", null,
      end.categories.filter((c) => c.key !== "total").map((c) => h("tr", null,
        h("th", { scope: "row" }, c.label),
        end.names.map((_, p) => h("td", { "data-end-score": `${p}:${c.key}` }, fmt(end.sheets[p][c.key]))))),
      h("tr", { class: "total" }, h("th", { scope: "row" }, "Total"),
        end.names.map((_, p) => h("td", {
          "data-end-score": `${p}:total`, class: end.winner === p && end.names.length > 1 ? "winner" : null,
        }, fmt(total(p)))))));
}

function headline(end) {
  const totals = end.sheets.map((s) => s.total);
  const unit = end.unit;
  if (end.names.length === 1) return `Final score: ${fmt(totals[0])} ${unit}`;
  const w = end.winner;
  if (w === null || w === undefined) {
    const best = Math.max(...totals);
    return `${listed(end.names.filter((_, p) => totals[p] === best))} share the win with ${fmt(best)} ${unit}`;
  }
  const rest = totals.filter((_, p) => p !== w).sort((a, b) => b - a).map(fmt);
  return `${end.names[w]} wins with ${fmt(totals[w])} ${unit} to ${listed(rest)}`;
}

/** A chart row's round number (Fields of Arle's rows count half-years). */
function roundOf(row) {
  return row.round ?? row.half_year;
}

function solo(end) {
  const s = end.solo;
  if (!s) return null;
  const best = s.best_before === null ? "Your first finished solo game on this device."
    : s.new_best ? `A new best on this device (before: ${fmt(s.best_before)} ${end.unit}).`
      : `Your best on this device: ${fmt(s.best_before)} ${end.unit}.`;
  // A game without a solo yardstick (Agricola's family game has none) says the total alone.
  const total = s.remarkable ? `${fmt(s.total)} ${end.unit}: a remarkable score.`
    : s.yardstick === null ? `${fmt(s.total)} ${end.unit}.`
      : `${fmt(s.total)} of ${s.yardstick} ${end.unit}.`;
  return h("div", { class: "solo-yardstick" },
    s.quote ? h("blockquote", null, s.quote) : null,
    h("p", null, total, " ", best));
}

/** The end screen, or nothing while the game runs. */
export function renderEnd(model, game) {
  const end = model.ui && model.ui.end;
  if (!end) return [];
  const colours = coloursOf(end, game);
  return [
    h("h2", { class: "end-title" }, "Game over"),
    h("p", { class: "end-winner" }, headline(end)),
    end.tie_break ? h("p", { class: "end-tie" }, end.tie_break) : null,
    solo(end),
    h("div", { class: "end-body" },
      sheets(end),
      h("figure", { class: "end-chart" }, scoreChart(end, game.round, colours), seatOrder(end),
        h("figcaption", null, `Score after each ${(game.round || "round").toLowerCase()}, by category`), legend(end, colours))),
  ];
}
