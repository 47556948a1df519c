// Pointer Events and keys to the machine's inputs, as a touch screen's host would send them; the
// page's counterpart of the terminal's `InputMapping.swift`. Mouse, touch and pen arrive alike as
// pointer events.
//
// - The primary button (a finger, the pen's tip, the left button) pressed on the scene is `down X,Y`;
//   its motion `move X,Y`, its release `up`, and the system taking it away (`pointercancel`) `cancel`.
// - While the menu is shown, the finger that long-pressed sliding over the menu's rows says which row
//   it is over (`hover ID`, `hover none`: SPEC M10); lifting it there selects that row (the machine
//   does, on `up`). A mouse or pen moving over the rows with no button says the same.
// - While the preview or the menu is shown, another press is a tap, resolved where it is released, on
//   what it was pressed on: a row is `select ID`, the open submenu's title `key left`, the preview
//   `tap-preview`, anywhere else `tap-outside` (a `down` there would be ignored, SPEC M9).
// - A pen pressed hard is `force F` (SPEC P7), once it reaches `peek` while pressing and `pop` once
//   the preview is up.
// - The secondary button is `right-click X,Y` (SPEC K1).
// - Tab and Shift-Tab move the page's focus over the targets, and a target that gets it is `focus ID`;
//   the menu key (or Shift-F10) is `key menu`; the arrows, Return and Escape are those keys (Escape
//   closes a shown destination, `closed`, as does its ‹ Back or Close button). Tab does not leave the
//   shown menu or a destination.

import { hit } from "./layout.js";

/** A point of the scene from a pointer event, in points, to a tenth of a point. */
function scenePoint(event, screen) {
  const rect = screen.getBoundingClientRect();
  const scale = rect.width / screen.offsetWidth || 1;
  const round = (value) => Math.round(value * 10) / 10;
  return { x: round((event.clientX - rect.left) / scale), y: round((event.clientY - rect.top) / scale) };
}

function pointText(point) {
  return `${point.x},${point.y}`;
}

/** What a hit means as a tap, or null for nothing (a separator, the menu's padding). */
function tapInput(target) {
  if (!target) return null;
  if (target.kind === "preview") return "tap-preview";
  if (target.kind === "outside") return "tap-outside";
  const row = target.row;
  if (!row) return null;
  if (row.kind === "item" || row.kind === "loading") return `select ${row.node.id}`;
  if (row.kind === "back") return "key left";
  return null;
}

/** The same thing hit twice (a tap stays on what it pressed). */
function sameHit(a, b) {
  if (!a || !b || a.kind !== b.kind) return false;
  if (a.kind !== "menu") return true;
  return a.row?.kind === b.row?.kind && a.row?.node?.id === b.row?.node?.id;
}

/** Connects a screen element's events to the session that `current()` returns. */
export class InputMapping {
  /**
   * @param {HTMLElement} screen
   * @param {() => (import("./play.js").PlaySession|null)} current
   */
  constructor(screen, current) {
    this.screen = screen;
    this.current = current;
    this.press = null; // { pointerId, point } of the pointer handed to the machine as `down`
    this.tap = null; // { pointerId, hit } of a tap on the lifted preview, the menu or beside them
    this.hovered = null; // the row id under the pointer, last said with `hover`
    screen.addEventListener("pointerdown", (event) => this.pointerDown(event));
    screen.addEventListener("pointermove", (event) => this.pointerMove(event));
    screen.addEventListener("pointerup", (event) => this.pointerUp(event));
    screen.addEventListener("pointercancel", (event) => this.pointerCancel(event));
    screen.addEventListener("contextmenu", (event) => event.preventDefault());
    screen.addEventListener("focusin", (event) => this.focusIn(event));
    screen.addEventListener("click", (event) => this.click(event));
    document.addEventListener("keydown", (event) => this.keyDown(event));
  }

  /** Forgets the pointers of the session before (a new scene). */
  reset() {
    this.press = null;
    this.tap = null;
    this.hovered = null;
  }

  pointerDown(event) {
    const session = this.current();
    if (!session || event.target.closest("button")) return;
    event.preventDefault(); // no text selection, no focus change by pointer (focus is the keyboard's)
    const point = scenePoint(event, this.screen);
    if (event.button === 2) {
      session.send(`right-click ${pointText(point)}`);
      return;
    }
    if (event.button !== 0) return;
    const phase = session.phase;
    if ((phase === "lifting" || phase === "presented") && this.press?.pointerId !== event.pointerId) {
      this.tap = { pointerId: event.pointerId, hit: hit(session.current, point) };
      this.screen.setPointerCapture?.(event.pointerId);
      return;
    }
    if (this.press && this.press.pointerId !== event.pointerId) {
      session.send(`down ${pointText(point)}`); // another finger: the machine cancels (P4)
      return;
    }
    this.press = { pointerId: event.pointerId, point };
    this.hovered = null;
    try {
      this.screen.setPointerCapture(event.pointerId);
    } catch {}
    session.send(`down ${pointText(point)}`);
    this.force(session, event);
  }

  pointerMove(event) {
    const session = this.current();
    if (!session) return;
    const point = scenePoint(event, this.screen);
    if (this.press?.pointerId === event.pointerId) {
      if (point.x !== this.press.point.x || point.y !== this.press.point.y) {
        this.press.point = point;
        session.send(`move ${pointText(point)}`);
      }
      this.force(session, event);
      this.hover(session, point);
    } else if (!this.press && !this.tap && event.pointerType !== "touch") {
      this.hover(session, point);
    }
  }

  /**
   * A pen's pressure as `force F` (SPEC P7), sent when it first reaches the scene's `peek` while
   * pressing, or its `pop` while the preview is up: the pen is the one pointer whose pressure is
   * measured (a mouse reports 0.5 whenever a button is down, and most touch screens report nothing).
   */
  force(session, event) {
    if (event.pointerType !== "pen" || !(event.pressure > 0)) return;
    const { peek, pop } = session.scene.configuration;
    const phase = session.phase;
    const threshold = phase === "pressing" ? peek : phase === "lifting" || phase === "presented" ? pop : null;
    if (threshold === null || event.pressure < threshold || this.press.forced === phase) return;
    this.press.forced = phase;
    session.send(`force ${Math.round(event.pressure * 1e6) / 1e6}`);
  }

  /** Says which menu row the pointer is over, when that changed (SPEC M10). */
  hover(session, point) {
    if (session.phase !== "presented") {
      this.hovered = null;
      return;
    }
    const target = hit(session.current, point);
    const id = target.kind === "menu" && target.row?.kind === "item" ? target.row.node.id : null;
    if (id === this.hovered) return;
    this.hovered = id;
    session.send(`hover ${id ?? "none"}`);
  }

  pointerUp(event) {
    const session = this.current();
    if (!session) return;
    if (this.press?.pointerId === event.pointerId) {
      this.press = null;
      session.send("up"); // on a hovered row, the machine selects it (M10)
      this.hovered = null;
      return;
    }
    if (this.tap?.pointerId === event.pointerId) {
      const pressed = this.tap.hit;
      this.tap = null;
      const released = hit(session.current, scenePoint(event, this.screen));
      const input = sameHit(pressed, released) ? tapInput(released) : null;
      if (input) session.send(input);
    }
  }

  pointerCancel(event) {
    const session = this.current();
    if (!session) return;
    if (this.press?.pointerId === event.pointerId) {
      this.press = null;
      session.send("cancel");
    }
    if (this.tap?.pointerId === event.pointerId) this.tap = null;
  }

  focusIn(event) {
    const session = this.current();
    const element = event.target.closest?.("[data-target]");
    if (!session || !element) return;
    const id = element.dataset.target;
    if (session.focused !== id) session.send(`focus ${id}`);
  }

  click(event) {
    const session = this.current();
    if (session && event.target.closest("[data-close]")) session.send("closed");
  }

  keyDown(event) {
    const session = this.current();
    if (!session || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const inScreen = this.screen.contains(document.activeElement);
    // The shown menu and a destination are modal, over a dimmed scene: Tab keeps the focus in them (their
    // rows are the arrows'; Escape, Return or ‹ Back / Close leave them), as a modal dialog keeps it.
    if (event.key === "Tab" && inScreen && document.activeElement.closest(".menu, .destination")) {
      event.preventDefault();
      return;
    }
    const busy = session.phase !== "idle";
    if (!inScreen && !busy) return;
    if (document.activeElement?.closest?.("button") && (event.key === "Enter" || event.key === " ")) return;
    let input = null;
    switch (event.key) {
      case "ContextMenu": input = "key menu"; break;
      case "F10": input = event.shiftKey ? "key menu" : null; break;
      case "ArrowUp": input = "key up"; break;
      case "ArrowDown": input = "key down"; break;
      case "ArrowLeft": input = "key left"; break;
      case "ArrowRight": input = "key right"; break;
      case "Enter": input = "key return"; break;
      case "Escape": input = session.phase === "showingDestination" ? "closed" : "key escape"; break;
      default: break;
    }
    if (!input) return;
    event.preventDefault();
    session.send(input);
  }
}
