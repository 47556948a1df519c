// Draws one frame from the stage (layout.js), the appearance and what the host knows of the scene
// (removed targets, item states, the focus). Elements are made once per scene and updated in place;
// the menu is rebuilt only when what it shows changes, so that it keeps its focus between frames.

import { icon } from "./icons.js";
import { ROOT, singleGroup } from "./scene.js";
import { element, label } from "./dom.js";
import { skinOf } from "./seeds.js";

function place(node, frame) {
  node.style.left = `${frame.x}px`;
  node.style.top = `${frame.y}px`;
  node.style.width = `${frame.width}px`;
  node.style.height = `${frame.height}px`;
}

/** A shape's CSS border radius: SPEC's `rounded:TL,TR,BR,BL` is CSS's order too. */
function borderRadius(shape, frame) {
  const half = Math.min(frame.width, frame.height) / 2;
  switch (shape.kind) {
    case "rounded": return shape.radii.map((radius) => `${Math.min(radius, half)}px`).join(" ");
    case "capsule": return `${half}px`;
    case "circle": return "50%";
    default: return "0";
  }
}

/** Hides an element and forgets what it showed: the same hidden element whatever was shown before. */
function reset(node, className, attributes = []) {
  node.hidden = true;
  node.replaceChildren();
  node.className = className;
  node.removeAttribute("style");
  for (const name of attributes) node.removeAttribute(name);
}

/** What a target shows: as its seed's app draws it, else its name and its primary action. */
function targetContent(target, into, skin) {
  if (skin) {
    skin.target(target, into);
    return;
  }
  const name = element("span", "target-name");
  name.textContent = label(target.id);
  into.append(name);
  if (target.primary) {
    const detail = element("span", "target-detail");
    detail.textContent = `tap: ${target.primary}`;
    into.append(detail);
  }
}

/** The scene's renderer, over a screen element. */
export class Renderer {
  /**
   * @param {HTMLElement} screen the element the scene is drawn in
   * @param {object} scene from `readScene`
   * @param {{width:number,height:number}} size the screen's size in points
   */
  constructor(screen, scene, size) {
    this.screen = screen;
    this.scene = scene;
    this.skin = skinOf(scene);
    screen.replaceChildren();
    this.resize(size);
    if (this.skin) screen.dataset.skin = this.skin.name;
    else delete screen.dataset.skin;
    this.layer = element("div", "scene-layer");
    this.chrome = this.skin ? this.skin.chrome(scene) : [];
    this.layer.append(...this.chrome);
    this.targets = new Map();
    for (const target of scene.targets) {
      const node = element("div", `target shape-${target.shape.kind}`, {
        role: "button", tabindex: 0, "aria-haspopup": "menu", "data-target": target.id,
        "aria-label": `${label(target.id)}: long-press, right-click, or the menu key for its menu`,
      });
      place(node, target.frame);
      if (target.shape.kind === "circle") {
        const side = Math.min(target.frame.width, target.frame.height);
        const face = element("div", "target-face");
        face.style.width = face.style.height = `${side}px`;
        node.append(face);
        targetContent(target, face, this.skin);
      } else {
        node.style.borderRadius = borderRadius(target.shape, target.frame);
        targetContent(target, node, this.skin);
      }
      if (target.shape.kind === "rounded") node.classList.add(target.frame.x + target.frame.width / 2 > size.width / 2 ? "outgoing" : "incoming");
      const overlay = element("div", "target-overlay", { "aria-hidden": "true" });
      node.append(overlay);
      this.targets.set(target.id, node);
      this.layer.append(node);
    }
    this.backdrop = element("div", "backdrop", { "aria-hidden": "true" });
    this.preview = element("div", "preview", { "aria-hidden": "true" });
    this.menu = element("div", "menu", { role: "menu", tabindex: -1 });
    this.destination = element("div", "destination", { role: "dialog", "aria-modal": "true" });
    screen.append(this.layer, this.backdrop, this.preview, this.menu, this.destination);
    this.menuKey = "";
    this.previewKey = "";
    this.destinationKey = "";
  }

  /** Sizes the screen, in points. */
  resize(size) {
    this.screen.style.width = `${size.width}px`;
    this.screen.style.height = `${size.height}px`;
  }

  /**
   * Draws a frame.
   * @param {object} view the stage (layout.js)
   * @param {object} appearance the engine's appearance
   * @param {{removed:Set<string>, focused:string|null, itemState:(target:string,id:string)=>string|undefined,
   *   reducedMotion:boolean, keyboardHighlight:boolean}} host
   */
  draw(view, appearance, host) {
    this.screen.dataset.phase = appearance.phase;
    // The lifted preview takes its source's place (UIKit hides the view it lifts): the source fades
    // out as the preview rises and back in as it settles, with the preview's presence.
    const lifted = view.preview && view.source ? view.presence : 0;
    for (const [id, node] of this.targets) {
      const removed = host.removed.has(id);
      // A removed target that has the focus hands it to the screen (not to the page's top), so that Tab
      // goes on from the scene; focusing no other target, which would be `focus`.
      if (removed && !node.hidden && node.contains(document.activeElement)) this.screen.focus({ preventScroll: true });
      node.hidden = removed;
      node.tabIndex = removed ? -1 : 0;
      const pressed = appearance.sourceHighlighted && appearance.target === id;
      node.classList.toggle("pressed", pressed);
      node.style.setProperty("--press", pressed ? String(view.pressProgress) : "0");
      node.style.transform = pressed && !host.reducedMotion ? `scale(${1 - 0.04 * view.pressProgress})` : "";
      node.classList.toggle("focused", host.focused === id);
      node.classList.toggle("source", appearance.target === id && appearance.phase !== "idle");
      node.setAttribute("aria-expanded", String(appearance.menuShown && appearance.target === id));
      node.querySelector(".target-overlay").style.opacity = String(appearance.overlayOpacity ?? 0);
      const opacity = view.target?.id === id && lifted > 0 ? String(1 - lifted) : "";
      if (node.style.opacity !== opacity) node.style.opacity = opacity;
    }
    this.skin?.refresh?.(this, host);
    this.backdrop.style.opacity = String(view.backdrop);
    this.backdrop.hidden = view.backdrop <= 0;
    this.drawPreview(view, appearance);
    this.drawMenu(view, appearance, host);
    this.drawDestination(view);
  }

  drawPreview(view, appearance) {
    const node = this.preview;
    if (!view.preview || !view.target) {
      if (!node.hidden) reset(node, "preview", ["data-phase"]);
      this.previewKey = "";
      return;
    }
    node.hidden = false;
    const target = view.target;
    const key = target.id;
    if (key !== this.previewKey) {
      node.replaceChildren();
      node.className = `preview preview-${target.preview.kind} shape-${target.shape.kind}`;
      const custom = target.preview.kind === "custom" ? this.skin?.preview(target) : null;
      if (custom) {
        node.append(custom);
      } else if (target.preview.kind === "custom") {
        const card = element("div", "preview-card");
        const name = element("span", "preview-name");
        name.textContent = label(target.preview.name);
        const detail = element("span", "preview-detail");
        detail.textContent = `custom preview of ${target.id}`;
        card.append(name, detail);
        node.append(card);
      } else {
        // A snapshot of the source: its content at the source's size, scaled to the preview's frame.
        const snapshot = element("div", `snapshot target shape-${target.shape.kind}`);
        snapshot.style.width = `${target.frame.width}px`;
        snapshot.style.height = `${target.frame.height}px`;
        snapshot.style.borderRadius = borderRadius(target.shape, target.frame);
        targetContent(target, snapshot, this.skin);
        const source = this.targets.get(target.id);
        for (const name of ["outgoing", "incoming", "favorite"]) snapshot.classList.toggle(name, source.classList.contains(name));
        node.append(snapshot);
      }
      this.previewKey = key;
    }
    place(node, view.preview);
    const snapshot = node.querySelector(".snapshot");
    if (snapshot) {
      snapshot.style.transform = `scale(${view.preview.width / target.frame.width}, ${view.preview.height / target.frame.height})`;
    }
    // A snapshot keeps its content shape; a rectangle, which has none, and a custom preview are rounded
    // as the platform rounds a preview.
    const shaped = target.preview.kind === "source" && target.shape.kind !== "rect";
    node.style.borderRadius = shaped ? borderRadius(target.shape, view.preview) : target.preview.kind === "source" ? "12px" : "14px";
    node.style.opacity = String(view.previewOpacity);
    node.style.transform = view.previewScale !== 1 ? `scale(${view.previewScale})` : "";
    node.dataset.phase = appearance.phase;
  }

  drawMenu(view, appearance, host) {
    const node = this.menu;
    const box = view.menu;
    if (!box) {
      if (!node.hidden) reset(node, "menu", ["aria-activedescendant", "aria-label"]);
      this.menuKey = "";
      return;
    }
    node.hidden = false;
    const target = view.target;
    const highlighted = appearance.highlightedItem ?? null;
    const states = box.rows
      .filter((row) => row.node && row.kind === "item")
      .map((row) => host.itemState(target.id, row.node.id) ?? "")
      .join(",");
    const key = JSON.stringify([target.id, box.level, box.rows.map((row) => [row.kind, row.node?.id, row.frame.y]),
      highlighted, states, box.fading, box.frame, host.keyboardHighlight]);
    place(node, box.frame);
    node.style.opacity = String(box.opacity);
    node.classList.toggle("compact", box.compact);
    node.classList.toggle("fading", box.fading);
    if (key === this.menuKey) return;
    this.menuKey = key;
    const levelNode = target.menu.nodes[box.level];
    node.setAttribute("aria-label", box.level === ROOT ? `${label(target.id)} menu` : levelNode.title);
    node.replaceChildren();
    let active = null;
    for (const row of box.rows) {
      const rowNode = this.menuRow(row, target, host, highlighted);
      rowNode.style.height = `${row.height}px`;
      if (row.kind === "item" && row.node.id === highlighted) {
        rowNode.classList.add("highlighted");
        if (host.keyboardHighlight) rowNode.classList.add("keyboard");
        active = rowNode.id;
      }
      node.append(rowNode);
    }
    if (active) node.setAttribute("aria-activedescendant", active);
    else node.removeAttribute("aria-activedescendant");
  }

  menuRow(row, target, host) {
    if (row.kind === "separator") {
      const separator = element("div", row.title ? "separator titled" : "separator", { role: "separator" });
      if (row.title) separator.textContent = row.title;
      return separator;
    }
    const item = row.node;
    if (row.kind === "back") {
      const back = element("div", "row back", { role: "menuitem", id: `menu-back-${item.id}`, "data-back": item.id });
      const chevron = element("span", "chevron");
      chevron.textContent = "‹";
      const title = element("span", "title");
      title.textContent = item.title;
      back.append(chevron, title);
      return back;
    }
    if (row.kind === "loading") {
      const loading = element("div", "row loading", {
        role: "menuitem", "aria-disabled": "true", "aria-busy": "true", id: `menu-loading-${item.id}`,
        "data-loading": item.id,
      });
      const spinner = element("span", "spinner", { "aria-hidden": "true" });
      const title = element("span", "title");
      title.textContent = item.title || "Loading…";
      loading.append(spinner, title);
      return loading;
    }
    const state = item.kind === "action" ? host.itemState(target.id, item.id) : undefined;
    const single = item.kind === "action" && singleSelection(target.menu, item);
    const role = state === undefined ? "menuitem" : single ? "menuitemradio" : "menuitemcheckbox";
    const node = element("div", "row", {
      role, id: `menu-item-${item.id}`, "data-item": item.id,
      "aria-checked": state === undefined ? null : state === "on" ? "true" : state === "mixed" ? "mixed" : "false",
      "aria-disabled": item.disabled ? "true" : null,
      "aria-haspopup": item.kind === "submenu" ? "menu" : null,
    });
    node.classList.toggle("destructive", !!item.destructive);
    node.classList.toggle("disabled", !!item.disabled);
    const mark = element("span", "mark", { "aria-hidden": "true" });
    mark.textContent = state === "on" ? "✓" : state === "mixed" ? "–" : "";
    const title = element("span", "title");
    title.textContent = item.title;
    node.append(mark, title);
    if (item.icon) node.append(icon(item.icon));
    if (item.kind === "submenu") {
      const chevron = element("span", "chevron", { "aria-hidden": "true" });
      chevron.textContent = "›";
      node.append(chevron);
    }
    return node;
  }

  drawDestination(view) {
    const node = this.destination;
    const destination = view.destination;
    if (!destination) {
      if (!node.hidden) reset(node, "destination", ["aria-label"]);
      this.destinationKey = "";
      return;
    }
    node.hidden = false;
    place(node, destination.frame);
    node.style.opacity = String(destination.opacity ?? 1);
    const key = `${destination.name}/${destination.presentation}/${!!destination.entering}`;
    if (key === this.destinationKey) return;
    this.destinationKey = key;
    node.className = `destination ${destination.presentation}`;
    node.setAttribute("aria-label", label(destination.name));
    node.replaceChildren();
    const drawn = this.skin?.destination(destination.name, destination.presentation, view.target) ?? null;
    const bar = element("div", "bar");
    const title = element("span", "bar-title");
    title.textContent = drawn?.title ?? label(destination.name);
    const close = element("button", "close", { type: "button", "data-close": "", disabled: destination.entering ? "" : null });
    close.textContent = destination.presentation === "sheet" ? "Close" : "‹ Back";
    if (destination.presentation === "sheet") bar.append(element("span", "grabber"), title, close);
    else bar.append(close, title);
    const body = element("div", "body");
    if (drawn) {
      body.classList.add("drawn");
      body.append(drawn.body);
    } else {
      const name = element("p", "destination-name");
      name.textContent = label(destination.name);
      const detail = element("p", "destination-detail");
      detail.textContent = destination.presentation === "sheet" ? "shown as a sheet" : "pushed";
      body.append(name, detail);
    }
    node.append(bar, body);
  }
}

/** Whether an action lies in a single-selection menu (SPEC M2). */
function singleSelection(menu, item) {
  return !!singleGroup(menu, item)?.single;
}
