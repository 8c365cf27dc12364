// Building DOM nodes safely: text always goes in as text (textContent / Text nodes),
// never through innerHTML, so names and labels from players or links stay data.
"use strict";

/**
 * h("li", {class: "space", "data-key": key}, "text", child, [children]...)
 * Attribute values null/undefined/false are skipped; true sets an empty attribute.
 */
export function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  if (attrs) {
    for (const name in attrs) {
      const value = attrs[name];
      if (value === null || value === undefined || value === false) continue;
      if (name === "class") node.className = value;
      else if (name === "text") node.textContent = value;
      // Through the CSSOM: a style attribute would be refused by the page's CSP.
      else if (name === "style") node.style.cssText = value;
      else node.setAttribute(name, value === true ? "" : String(value));
    }
  }
  append(node, children);
  return node;
}

function append(node, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(node, child);
    else node.append(child); // a string becomes a Text node
  }
}

/** Replace a node's children, skipping null/false entries (which DOM methods would print). */
export function fill(node, children) {
  node.replaceChildren();
  append(node, children);
}

/** A number as the score pad writes it: 3, -1, 2.5. */
export function fmt(n) {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

export function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many || one + "s"}`;
}
