// Our own small SVG drawings for Agricola's goods, animals and farm pieces (no artwork from
// the published game). Each has its own shape, so it reads without colour, and always sits
// next to a number or a name. Built with createElementNS, never markup.
"use strict";

import { C, P, R, iconOf } from "../../shell/svg.js";

// Shapes on a 16×16 grid (shell/svg.js). Colours come from the stylesheet (.agri-icon-KEY).
const SHAPES = {
  wood: [R(1, 6, 14, 4, 2), C(14, 8, 1.5)], // a log
  clay: [P("M2 13l2-7h8l2 7z")], // a heap
  reed: [P("M4 15V3M8 15V1M12 15V4"), P("M3 5l1-3 1 3zM7 3l1-3 1 3zM11 6l1-3 1 3z")], // stalks
  stone: [P("M2 12l2-6 5-2 5 3 1 5z")], // a rock
  grain: [P("M8 15V4"), P("M8 5c-3-1-3-4-3-4 2 0 3 2 3 4zM8 5c3-1 3-4 3-4-2 0-3 2-3 4z"),
    P("M8 9c-3-1-3-4-3-4 2 0 3 2 3 4zM8 9c3-1 3-4 3-4-2 0-3 2-3 4z")], // an ear
  vegetable: [P("M8 15L4 6h8z"), P("M8 6l-3-5M8 6l0-5M8 6l3-5")], // a carrot
  food: [P("M3 9h10a5 5 0 0 1-10 0z"), R(2, 7, 12, 2, 1)], // a bowl
  sheep: [C(6, 8, 4), C(10, 7, 4), R(4, 11, 1.5, 4), R(10, 11, 1.5, 4), C(14, 6, 2)],
  boar: [P("M2 7a6 4 0 0 1 11-1l2 2-2 2a6 4 0 0 1-11-3z"), R(4, 11, 1.5, 4), R(10, 11, 1.5, 4),
    P("M5 4l2-2 1 3")], // a bristly back
  cattle: [R(2, 5, 10, 6, 2), R(3, 11, 1.5, 4), R(9, 11, 1.5, 4), R(12, 4, 3, 4, 1),
    P("M12 4l-1-3M15 4l1-3")], // horns
  person: [C(8, 4, 3), P("M3 15a5 6 0 0 1 10 0z")], // a meeple-like figure
  stable: [P("M2 8l6-5 6 5v7H2z"), R(6, 10, 4, 5)], // a hut with a door
  house: [P("M1 8l7-6 7 6h-2v7H3V8z")], // a house
  harvest: [P("M8 15V6M8 15L4 7M8 15l4-8"), C(8, 5, 2), C(4, 6, 1.6), C(12, 6, 1.6)], // a sheaf
  begging: [R(3, 1, 10, 14, 1), P("M5 5h6M5 8h6M5 11h4")], // a card
  start: [P("M8 1l2 5h5l-4 3 2 6-5-4-5 4 2-6-4-3h5z")], // a star
};

/** An icon: an aria-hidden <svg> (the text next to it names it); unknown keys: null. */
export function icon(key, extraClass = "") {
  const shapes = SHAPES[key];
  if (!shapes) return null;
  return iconOf(shapes, `agri-icon agri-icon-${key}${extraClass ? " " + extraClass : ""}`);
}

