// The SF Symbols that the shipped traces name, drawn as small inline SVG (24-unit boxes, stroked in the
// current colour). An icon we do not know is drawn as a dot, with its name as the tooltip.

const paths = {
  star: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z",
  trash: "M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6",
  "square.and.arrow.up": "M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1",
  "square.and.arrow.down": "M12 3v12M8 11l4 4 4-4M6 11H5v10h14V11h-1",
  pin: "M9 3h6l-1 6 4 4H6l4-4zM12 13v8",
  "doc.on.doc": "M8 8h10v13H8zM6 16H4V3h10v2",
  "arrowshape.turn.up.left": "M10 5L3 11l7 6v-4c5 0 8 1 11 6-1-6-4-10-11-10z",
  link: "M10 14a4 4 0 006 0l3-3a4 4 0 00-6-6l-1 1M14 10a4 4 0 00-6 0l-3 3a4 4 0 006 6l1-1",
  eyeglasses: "M3 14a3.5 3.5 0 107 0 3.5 3.5 0 10-7 0M14 14a3.5 3.5 0 107 0 3.5 3.5 0 10-7 0M10 14h4M3 13l2-6M21 13l-2-6",
};

/** An SVG element for an icon name (`aria-hidden`: the row's title names the item). */
export function icon(name) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  svg.classList.add("icon");
  const path = document.createElementNS("http://www.w3.org/2000/svg", "path");
  path.setAttribute("d", paths[name] ?? "M12 9a3 3 0 100 6 3 3 0 100-6");
  svg.append(path);
  const title = document.createElementNS("http://www.w3.org/2000/svg", "title");
  title.textContent = name;
  svg.append(title);
  return svg;
}
