// Where things lie at one instant, in the scene's points: the source, the lifted preview, the menu and
// the destination, computed from the machine's appearance and the scene alone. The renderer draws it
// and the input mapping asks it what a pointer hits, as the terminal's `Stage` does.

import { ROOT } from "./scene.js";

/** The room between the screen's edges and what is lifted, in points. */
export const MARGIN = 16;
/** The gap between the preview and its menu. */
export const GAP = 12;
/** A menu's width when the screen allows it (UIKit's menus are about 250 pt wide). */
export const MENU_WIDTH = 250;
/** A menu row's height, a separator's, and a group title's. */
export const ROW_HEIGHT = 44;
export const SEPARATOR_HEIGHT = 8;
export const GROUP_TITLE_HEIGHT = 26;
/** Where a sheet's top edge lies. */
export const SHEET_TOP = 56;

/**
 * The screen that holds a scene: an iPhone's width (390 pt, wider where the scene is) and height
 * (844 pt), or, given the room of a window that the screen fills (CSS pixels), as tall as that room at
 * the scale that fills its width; never shorter than the scene.
 * @param {{width:number,height:number}|null} room
 */
export function screenSize(scene, room = null) {
  const width = Math.max(390, Math.ceil(scene.width));
  const height = room ? Math.floor((room.height * width) / room.width) : 844;
  return { width, height: Math.max(height, Math.ceil(scene.height) + 40) };
}

/** `a` moved towards `b` by `t` (0…1). */
export function interpolate(a, b, t) {
  return {
    x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t,
    width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t,
  };
}

function clamp(value, low, high) {
  return Math.max(low, Math.min(value, high));
}

/**
 * The rows of a menu level as drawn, top to bottom: the submenu's title to go back by, then its
 * entries (hidden ones left out), with a separator where an inline group begins or ends (and its title
 * where it has one).
 * @returns {{kind:"back"|"item"|"loading"|"separator", node?:object, title?:string, height:number}[]}
 */
export function menuRows(menu, level, loadedCount) {
  const rows = [];
  if (level !== ROOT) {
    rows.push({ kind: "back", node: menu.nodes[level], height: ROW_HEIGHT });
    rows.push({ kind: "separator", title: "", height: SEPARATOR_HEIGHT });
  }
  let group = null;
  let first = true;
  for (const entry of menu.entries(level, loadedCount)) {
    if (entry.node.hidden) continue;
    if (entry.group !== group || (first && entry.group)) {
      const title = entry.group?.title ?? "";
      if (!first || title) {
        if (rows.length && rows[rows.length - 1].kind === "separator") rows.pop();
        rows.push({ kind: "separator", title, height: title ? GROUP_TITLE_HEIGHT : SEPARATOR_HEIGHT });
      }
      group = entry.group;
    }
    first = false;
    rows.push({ kind: entry.kind, node: entry.node, height: ROW_HEIGHT });
  }
  return rows;
}

function rowsHeight(rows) {
  return rows.reduce((sum, row) => sum + row.height, 0);
}

/** The tallest level of a menu, at every count of loaded deferred elements: the preview keeps its
 * place as levels open and items load. */
function tallestMenu(menu) {
  let height = 0;
  const levels = menu.nodes.filter((node) => node.kind === "root" || (node.kind === "submenu" && !node.inline));
  for (let loaded = 0; loaded <= menu.deferredLoadOrder.length; loaded += 1) {
    for (const level of levels) height = Math.max(height, rowsHeight(menuRows(menu, level.index, loaded)));
  }
  return height;
}

/**
 * The stage at one instant.
 * @param {object} appearance the engine's appearance (SPEC section 7)
 * @param {object} scene from `readScene`
 * @param {{reducedMotion?: boolean, destinationPresentation?: string, screen?: {width:number,height:number}}} options
 *   `screen`: the screen's size (`screenSize(scene)` where not given)
 */
export function stage(appearance, scene, options = {}) {
  const screen = options.screen ?? screenSize(scene);
  const result = {
    screen, target: null, source: null, preview: null, previewOpacity: 0, previewScale: 1, menu: null,
    destination: null, backdrop: 0, pressProgress: 0, presence: 0,
  };
  const target = scene.targets.find((candidate) => candidate.id === appearance.target);
  if (appearance.phase === "showingDestination" && appearance.destination) {
    const presentation = options.destinationPresentation ?? presentationOf(appearance.destination, target);
    result.destination = destinationFrame(appearance.destination, presentation, screen);
    result.target = target ?? null;
    result.backdrop = presentation === "sheet" ? 1 : 0; // a sheet leaves the scene behind it, dimmed
    return result;
  }
  if (!target) return result;
  result.target = target;
  result.source = target.frame;
  const reduced = !!options.reducedMotion;
  const menuWidth = Math.min(MENU_WIDTH, screen.width - 2 * MARGIN);
  const menuHeight = tallestMenu(target.menu);
  const final = finalPreview(appearance, target, screen, menuHeight);
  const level = levelIndex(target.menu, appearance.menuLevel);
  // How far the preview stands lifted (the machine's previewPresence): the backdrop behind it, dimmed
  // and blurred, and the source it replaces fade with it.
  const presence = appearance.previewPresence ?? 0;
  result.presence = presence;
  switch (appearance.phase) {
    case "pressing":
      result.pressProgress = appearance.pressProgress;
      break;
    case "lifting":
      result.preview = reduced ? final : interpolate(target.frame, final, ease(appearance.liftProgress));
      result.previewOpacity = reduced ? appearance.liftProgress : appearance.previewOpacity;
      result.previewScale = reduced ? 1 : 1 + 0.04 * Math.sin(Math.PI * appearance.liftProgress);
      result.backdrop = presence;
      break;
    case "presented":
      if (appearance.compact) {
        result.menu = menuBox(target, level, appearance, target.frame, menuWidth, screen, true);
      } else {
        result.preview = final;
        result.previewOpacity = appearance.previewOpacity;
        result.backdrop = presence;
        result.menu = menuBox(target, level, appearance, final, menuWidth, screen, false);
      }
      break;
    case "committing": {
      const destinationName = target.destination === "same" ? target.preview.name : target.destination;
      const destination = destinationFrame(destinationName ?? target.id, target.present, screen);
      result.preview = reduced ? final : interpolate(final, destination.frame, ease(appearance.commitProgress));
      result.previewOpacity = reduced ? 1 - appearance.commitProgress : appearance.previewOpacity;
      result.backdrop = presence;
      if (reduced) {
        result.destination = { ...destination, opacity: appearance.commitProgress, entering: true };
      }
      break;
    }
    case "dismissing":
      if (appearance.compact) {
        const box = menuBox(target, ROOT, appearance, target.frame, menuWidth, screen, true);
        result.menu = { ...box, rows: [], fading: true, opacity: 1 - appearance.fadeProgress };
      } else {
        result.preview = reduced ? target.frame : interpolate(final, target.frame, ease(appearance.fadeProgress));
        result.previewOpacity = appearance.previewOpacity;
        result.backdrop = presence;
      }
      break;
    default:
      break;
  }
  return result;
}

/** A menu level's node index, from the appearance's `"root"` or submenu id. */
export function levelIndex(menu, id) {
  if (!id || id === "root") return ROOT;
  return menu.node(id)?.index ?? ROOT;
}

/** The ease-out curve of UIKit's springs, roughly: monotonic, so progress never goes backwards. */
function ease(t) {
  return 1 - (1 - t) ** 3;
}

/**
 * The preview's final frame: its preferred size where the target gives one; else a snapshot of the
 * source at the source's own size (a row already fills the width, a bubble stays a bubble), and a
 * custom preview filling the width available at the source's proportions (SPEC P5); made smaller where
 * the screen is. A preferred or custom preview is centred horizontally; a snapshot stays over its
 * source. Placed at the source, moved as little as it takes for the menu to fit below it.
 */
function finalPreview(appearance, target, screen, menuHeight) {
  const size = appearance.previewSize ?? target.size;
  const frame = target.frame;
  const snapshot = !size && target.preview.kind === "source";
  let width;
  let height;
  if (size) {
    ({ width, height } = size);
  } else if (snapshot) {
    ({ width, height } = frame);
  } else {
    width = screen.width - 2 * MARGIN;
    height = frame.width > 0 ? (frame.height * width) / frame.width : frame.height;
  }
  const maxWidth = screen.width - 2 * MARGIN;
  const maxHeight = Math.max(80, screen.height - 2 * MARGIN - GAP - menuHeight);
  const shrink = Math.min(1, maxWidth / Math.max(width, 1), maxHeight / Math.max(height, 1));
  width *= shrink;
  height *= shrink;
  const centre = frame.x + frame.width / 2;
  const x = snapshot ? clamp(centre - width / 2, MARGIN, screen.width - MARGIN - width) : (screen.width - width) / 2;
  const y = clamp(frame.y, MARGIN, Math.max(MARGIN, screen.height - MARGIN - menuHeight - GAP - height));
  return { x, y, width, height };
}

/** The menu box of a level, below the anchor (above where it does not fit), its rows laid out. */
function menuBox(target, level, appearance, anchor, width, screen, compact) {
  const rows = menuRows(target.menu, level, appearance.loadedCount ?? 0);
  const height = rowsHeight(rows);
  const leading = anchor.x + anchor.width / 2 <= screen.width / 2;
  let x = compact ? anchor.x : leading ? anchor.x : anchor.x + anchor.width - width;
  x = clamp(x, MARGIN, screen.width - MARGIN - width);
  let y = anchor.y + anchor.height + GAP;
  if (y + height > screen.height - MARGIN) {
    const above = anchor.y - GAP - height;
    y = above >= MARGIN ? above : Math.max(MARGIN, screen.height - MARGIN - height);
  }
  let top = y;
  const laidOut = rows.map((row) => {
    const placed = { ...row, frame: { x, y: top, width, height: row.height } };
    top += row.height;
    return placed;
  });
  return { level, frame: { x, y, width, height }, rows: laidOut, compact, fading: false, opacity: 1 };
}

/** How a destination is shown: as the target's commit where it is that one, else as the menu action that names it. */
export function presentationOf(name, target) {
  if (!target) return "push";
  const committed = target.destination === "same" ? target.preview.name : target.destination;
  if (committed === name) return target.present;
  const action = target.menu.nodes.find((node) => node.destination === name);
  return action?.present ?? "push";
}

/** A destination's frame: the whole screen when pushed, below the top edge when a sheet. */
export function destinationFrame(name, presentation, screen) {
  const top = presentation === "sheet" ? SHEET_TOP : 0;
  return { name, presentation, frame: { x: 0, y: top, width: screen.width, height: screen.height - top }, opacity: 1 };
}

/** What a point hits on a stage: a menu row, the preview, the close control, or nothing. */
export function hit(stageValue, point) {
  const inside = (frame) =>
    frame && point.x >= frame.x && point.x <= frame.x + frame.width && point.y >= frame.y &&
    point.y <= frame.y + frame.height;
  if (stageValue.menu && inside(stageValue.menu.frame)) {
    const row = stageValue.menu.rows.find((candidate) => inside(candidate.frame));
    return { kind: "menu", row: row ?? null };
  }
  if (stageValue.preview && inside(stageValue.preview)) return { kind: "preview" };
  return { kind: "outside" };
}
