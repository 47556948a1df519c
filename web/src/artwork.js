// The pictures the seed scenes draw, as inline SVG made here (nothing is fetched): the album's artwork,
// the fruits' icons, and the few glyphs of their apps (play, shuffle, the share sheet's apps). Every
// picture is `aria-hidden`: the text beside it says what it is.

const SVG = "http://www.w3.org/2000/svg";

/** Gradient ids must be unique in the document: a hidden SVG's gradient draws nothing elsewhere. */
let serial = 0;

/** An SVG element over a view box, from its inner markup (ours, never the trace's). */
function svg(viewBox, markup, className) {
  const node = document.createElementNS(SVG, "svg");
  node.setAttribute("viewBox", viewBox);
  node.setAttribute("aria-hidden", "true");
  node.setAttribute("preserveAspectRatio", "xMidYMid slice");
  if (className) node.setAttribute("class", className);
  node.innerHTML = markup;
  return node;
}

/** The album's artwork: a sunset over the sea, square, filling its box. */
export function albumArtwork() {
  const id = `art${(serial += 1)}`;
  return svg("0 0 100 100", `
    <defs>
      <linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#231057"/><stop offset=".5" stop-color="#c2338f"/><stop offset=".72" stop-color="#ff7e4f"/>
      </linearGradient>
      <linearGradient id="${id}-sun" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#fff3b0"/><stop offset="1" stop-color="#ff8a3d"/>
      </linearGradient>
      <linearGradient id="${id}-sea" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#3a1a6b"/><stop offset="1" stop-color="#120a2e"/>
      </linearGradient>
    </defs>
    <rect width="100" height="100" fill="url(#${id}-sky)"/>
    <circle cx="50" cy="66" r="25" fill="url(#${id}-sun)"/>
    <g fill="#d2447f"><rect x="20" y="56" width="60" height="1.6"/><rect x="20" y="61" width="60" height="2.4"/><rect x="20" y="66.5" width="60" height="3.2"/></g>
    <rect y="72" width="100" height="28" fill="url(#${id}-sea)"/>
    <g stroke="#ffb37a" stroke-width="1.2" stroke-linecap="round" opacity=".85">
      <path d="M36 76h28M40 81h20M44 86h12M47 91h6"/>
    </g>
    <g fill="#fff" opacity=".8"><circle cx="18" cy="14" r=".8"/><circle cx="80" cy="10" r=".6"/><circle cx="66" cy="22" r=".5"/><circle cx="30" cy="26" r=".5"/></g>`, "artwork-picture");
}

/** The fruits the list seed knows, each with its colours and shape. */
const FRUITS = {
  apple: `<circle cx="16" cy="18" r="10" fill="#ff3b30"/><path d="M16 8c0-3 2-5 4-5" stroke="#6b3e1f" stroke-width="1.6" fill="none" stroke-linecap="round"/><path d="M17 7c3-3 7-2 8-1-2 3-6 3-8 1z" fill="#34c759"/><ellipse cx="12" cy="14" rx="2.5" ry="3.5" fill="#fff" opacity=".35"/>`,
  banana: `<path d="M6 8c-1 10 6 18 19 17 2 0 2-2 0-2-9-1-14-6-16-15 0-2-3-2-3 0z" fill="#ffd60a" stroke="#c9a100" stroke-width="1"/><path d="M5 8l1-3" stroke="#6b4e16" stroke-width="2" stroke-linecap="round"/>`,
  peach: `<circle cx="16" cy="18" r="10" fill="#ff9f68"/><path d="M16 9c-3 4-3 13 0 19" stroke="#f07a4a" stroke-width="1.2" fill="none"/><path d="M16 8c2-4 6-4 8-3-2 3-5 4-8 3z" fill="#34c759"/>`,
  pineapple: `<path d="M16 11l-4-8 4 4 0-6 2 6 4-4-3 8z" fill="#30b14c"/><ellipse cx="16" cy="20" rx="8" ry="10" fill="#ffc83d"/><path d="M10 14l12 12M22 14L10 26M9 20l7 7M23 20l-7 7M9 20l7-7M23 20l-7-7" stroke="#d18a00" stroke-width="1" fill="none"/>`,
};

/** A fruit's icon, or a coloured disc with its initial where the fruit is not one of ours. */
export function fruitIcon(id) {
  const known = FRUITS[id];
  if (known) return svg("0 0 32 32", known, "fruit-picture");
  const initial = (id[0] ?? "?").toUpperCase().replace(/[^A-Z0-9]/, "?");
  return svg("0 0 32 32", `<circle cx="16" cy="16" r="12" fill="#34c759"/><text x="16" y="21" text-anchor="middle" font-size="14" font-family="system-ui, sans-serif" fill="#fff">${initial}</text>`, "fruit-picture");
}

/** Small glyphs of the apps' own controls, in the current colour. */
const GLYPHS = {
  play: `<path d="M7 4.5v15l12-7.5z" fill="currentColor"/>`,
  shuffle: `<path d="M3 7h3c5 0 7 10 12 10h3M3 17h3c2 0 3.5-1.6 4.8-3.6M13.2 9.6C14.5 8.1 16 7 18 7h3M18 4l3 3-3 3M18 14l3 3-3 3" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`,
  star: `<path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" fill="currentColor"/>`,
  plus: `<path d="M12 5v14M5 12h14" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>`,
  mic: `<path d="M12 3a3 3 0 013 3v5a3 3 0 01-6 0V6a3 3 0 013-3zM6 11a6 6 0 0012 0M12 17v3" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>`,
  compose: `<path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/>`,
  airdrop: `<circle cx="12" cy="12" r="2" fill="currentColor"/><path d="M8 16a5.6 5.6 0 118 0M5 19a9.8 9.8 0 1114 0" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>`,
  bubble: `<path d="M12 4c5 0 9 3 9 7s-4 7-9 7c-1 0-2 0-3-.3L5 20l1-3.6C4 15 3 13 3 11c0-4 4-7 9-7z" fill="currentColor"/>`,
  mail: `<path d="M3 6h18v12H3zM3 6l9 7 9-7" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/>`,
  note: `<path d="M6 3h12v18H6zM9 8h6M9 12h6M9 16h4" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>`,
  list: `<circle cx="5" cy="7" r="1.6" fill="currentColor"/><circle cx="5" cy="12" r="1.6" fill="currentColor"/><circle cx="5" cy="17" r="1.6" fill="currentColor"/><path d="M9 7h11M9 12h11M9 17h11" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>`,
  forward: `<path d="M3 6v12l8-6zM12 6v12l8-6z" fill="currentColor"/>`,
  listen: `<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M10 8.5v7l6-3.5z" fill="currentColor"/>`,
  browse: `<path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" fill="currentColor"/>`,
  radio: `<circle cx="12" cy="12" r="2" fill="currentColor"/><path d="M8.5 8.5a5 5 0 000 7M15.5 8.5a5 5 0 010 7M5.6 5.6a9 9 0 000 12.8M18.4 5.6a9 9 0 010 12.8" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>`,
  library: `<path d="M4 8h16v12H4zM6 5h12M8 2.5h8" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/><path d="M13 10.5v6.2a1.8 1.8 0 11-1.5-1.8V11l3-.5" fill="currentColor"/>`,
  search: `<circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" stroke-width="2"/><path d="M15 15l5 5" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`,
  copy: `<path d="M8 8h11v13H8zM5 16V3h11" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/>`,
};

/** A glyph by name (24-unit box, the current colour). */
export function glyph(name, className = "glyph") {
  const node = svg("0 0 24 24", GLYPHS[name], className);
  node.setAttribute("preserveAspectRatio", "xMidYMid meet");
  return node;
}
