// Small SVG drawings built with createElementNS, never markup: the shapes each game's
// icons are drawn from (on a 16×16 grid, colours from the stylesheet), and the icon itself.
"use strict";

const NS = "http://www.w3.org/2000/svg";

/** Shapes as [tag, attributes]: a circle, a rectangle, a path. */
export const C = (cx, cy, r) => ["circle", { cx, cy, r }];
export const R = (x, y, width, height, rx = 0) => ["rect", { x, y, width, height, rx }];
export const P = (d) => ["path", { d }];

/** An SVG element with attributes (null and undefined ones left out). */
export function svg(tag, attrs) {
  const node = document.createElementNS(NS, tag);
  for (const name in attrs) {
    if (attrs[name] !== null && attrs[name] !== undefined) node.setAttribute(name, String(attrs[name]));
  }
  return node;
}

/** An icon drawn from ``shapes``: an aria-hidden <svg> (the text next to it names it),
 * classed ``classes``. */
export function iconOf(shapes, classes) {
  const root = svg("svg", { viewBox: "0 0 16 16", class: classes, "aria-hidden": "true",
    focusable: "false" });
  for (const [tag, attrs] of shapes) root.append(svg(tag, attrs));
  return root;
}
