// Our own small SVG drawings for goods, animals, materials and equipment (no artwork from
// the published game). Each icon has its own shape, so it reads without colour, and always
// sits next to its name or number. Built with DOM APIs (createElementNS), never markup.
"use strict";

import { C, P, R, iconOf } from "../../shell/svg.js";

// Shapes on a 16×16 grid (shell/svg.js). Fill comes from the stylesheet (.icon-KEY).
const SHAPES = {
  food: [P("M3 9h10a5 5 0 0 1-10 0z"), R(2, 7, 12, 2, 1)], // a bowl
  grain: [P("M8 15V4"), P("M8 5c-3-1-3-4-3-4 2 0 3 2 3 4zM8 5c3-1 3-4 3-4-2 0-3 2-3 4z"),
    P("M8 9c-3-1-3-4-3-4 2 0 3 2 3 4zM8 9c3-1 3-4 3-4-2 0-3 2-3 4z")], // an ear
  flax: [P("M8 15V6"), C(8, 4, 2.5), C(4.5, 7, 1.5), C(11.5, 7, 1.5)], // a blue flower
  hide: [P("M3 3l3 2h4l3-2-1 5 1 5-3-1H6l-3 1 1-5z")], // a stretched hide
  wool: [C(5, 9, 3), C(9, 7, 3.5), C(11, 10, 3)], // a fleece
  wood: [R(1, 6, 14, 4, 2), C(14, 8, 1.5)], // a log
  clay: [P("M2 12l2-6h8l2 6z")], // a heap
  timber: [R(1, 3, 14, 3), R(1, 10, 14, 3)], // planks
  brick: [R(1, 3, 6, 4), R(9, 3, 6, 4), R(4, 9, 8, 4)], // bricks
  peat: [R(3, 3, 10, 10, 1), P("M3 7h10M3 10h10")], // a cut sod
  linen: [P("M3 2h10v12H3z"), P("M6 2v12M10 2v12")], // cloth, striped
  woolen: [P("M3 2h10v12H3z"), P("M3 6h10M3 10h10")], // cloth, checked
  leather: [P("M3 2h10l-1 12H4z")], // a leather piece
  summer_wear: [P("M5 2h6l3 3-2 2-1-1v8H5V6L4 7 2 5z")], // a shirt
  winter_wear: [P("M5 2h6l4 4-2 2-2-2v8H5V6L3 8 1 6z"), P("M5 10h6")], // a coat
  leather_wear: [P("M4 2h8l1 12h-4l-1-6-1 6H3z")], // trousers
  sheep: [C(6, 8, 4), C(10, 7, 4), R(4, 11, 1.5, 4), R(10, 11, 1.5, 4), C(14, 6, 2)],
  cattle: [R(2, 5, 10, 6, 2), R(3, 11, 1.5, 4), R(9, 11, 1.5, 4), R(12, 4, 3, 4, 1),
    P("M12 4l-1-3M15 4l1-3")], // horns
  horse: [R(2, 6, 9, 5, 2), R(3, 11, 1.5, 4), R(8, 11, 1.5, 4), P("M10 7l3-6 2 1-1 6z")], // a neck
  vehicle: [R(1, 5, 14, 5, 1), C(4, 12, 2.5), C(12, 12, 2.5)], // a cart
};

/** An icon for a good, an animal or equipment: an <svg> with a title for screen readers
 * left out (the text next to it names it). Unknown keys get no icon. */
export function icon(key, extraClass = "") {
  const shapes = SHAPES[key];
  if (!shapes) return null;
  return iconOf(shapes, `icon icon-${key}${extraClass ? " " + extraClass : ""}`);
}
