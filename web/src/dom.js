// The one helper the drawing modules share: an element with its class, attributes and text.

/** The element of a tag with a class, attributes (those null, undefined or false left out) and text. */
export function element(tag, className, attributes = {}, text = undefined) {
  const result = document.createElement(tag);
  if (className) result.className = className;
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== null && value !== false) result.setAttribute(name, String(value));
  }
  if (text !== undefined) result.textContent = text;
  return result;
}

/** A readable label for an id: `open-apple` → `Open apple`. */
export function label(id) {
  const words = id.replace(/[-_.]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
