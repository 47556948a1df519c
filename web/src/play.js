// The page's host loop, the same as the terminal's (`Sources/interaction-sim/Play/HostLoop.swift`):
// the clock is `performance.now()` (whole microseconds since the session began); every input is handed
// to the machine with the instant it happened; a timer wakes the page at the machine's next deadline,
// when the due timers are handed their time (a `tick`, so that the recording holds it); and animation
// frames run only while something animates (pressing, lifting, committing, dismissing). Each frame is
// drawn from `appearance(now)` alone.

import { sceneModel } from "./scene.js";
import { stage, screenSize, presentationOf } from "./layout.js";
import { Renderer } from "./render.js";
import { HostState } from "./host-state.js";

/** The phases in which something moves on screen, so frames are drawn. */
const ANIMATING = new Set(["pressing", "lifting", "committing", "dismissing"]);

/** A played session: one machine over one scene, its clock, its drawing and its log. */
export class PlaySession {
  /**
   * @param {import("../js/interaction.js").Interaction} ix the module
   * @param {Uint8Array} trace a trace's bytes: its scene and configuration are played, its inputs are not
   * @param {{screen: HTMLElement, onReport: (report: object) => void, onFrame: (appearance: object) => void,
   *   reducedMotion: () => boolean, clock?: () => number, room?: () => ({width:number,height:number}|null)}} view
   *   `room`: the window's room that the screen fills, if it does (`screenSize`)
   */
  constructor(ix, trace, view) {
    this.machine = ix.machine(trace, { record: true });
    this.scene = sceneModel(this.machine.scene);
    this.host = new HostState(this.scene);
    this.size = screenSize(this.scene, view.room?.() ?? null);
    this.view = view;
    this.renderer = new Renderer(view.screen, this.scene, this.size);
    this.clock = view.clock ?? (() => performance.now());
    this.origin = this.clock();
    this.lastPerformed = null;
    this.timer = null;
    this.frameRequest = null;
    this.current = null;
    this.closed = false;
    this.draw(0);
    this.schedule(0);
  }

  /** Now, in ms since the session began, in whole microseconds (so a recording's times are exact). */
  now() {
    return Math.max(0, Math.round((this.clock() - this.origin) * 1000)) / 1000;
  }

  /** The machine's phase. */
  get phase() {
    return this.machine.phase;
  }

  /**
   * Hands the machine an input now, then draws and schedules the next wake.
   * @param {string|object} input an input of the module (`"down 100,20"`, `{verb: "up"}`)
   * @returns {object[]} the reports
   */
  send(input) {
    if (this.closed) return [];
    const at = Math.max(this.now(), this.machine.now);
    const reports = this.machine.send(input, at);
    this.absorb(reports, at);
    this.draw(at);
    this.schedule(at);
    return reports;
  }

  /** The focused target's id, as the machine's effects said. */
  get focused() {
    return this.host.focused;
  }

  /** The outcomes so far. */
  get outcomes() {
    return this.host.outcomes;
  }

  /** Takes in reports: the log, what the host keeps for drawing, and what the app does in answer. */
  absorb(reports, at) {
    this.host.absorb(reports);
    const follow = [];
    for (const report of reports) {
      this.view.onReport(report);
      if (report.kind !== "transition") continue;
      for (const effect of report.effects) {
        if (effect.kind === "perform") this.lastPerformed = { target: effect.target, action: effect.action };
      }
      // The app's answer to Delete, as the fruit list's and the conversation's apps do: when the fade
      // ends, the row is removed (`remove ID`, SPEC M7).
      if (report.to === "idle" && report.trigger.kind === "timer" && report.trigger.timer === "fade" &&
          this.lastPerformed?.action === "delete" && !this.host.removed.has(this.lastPerformed.target)) {
        follow.push(`remove ${this.lastPerformed.target}`);
      }
      if (report.to === "idle" || report.to === "pressing") this.lastPerformed = null;
    }
    for (const input of follow) this.absorb(this.machine.send(input, at), at);
  }

  /** Wakes at a deadline or a frame: hands the machine the time once a deadline has come, draws. */
  wake() {
    this.timer = null;
    this.frameRequest = null;
    if (this.closed) return;
    const at = Math.max(this.now(), this.machine.now);
    const deadline = this.machine.nextDeadline;
    if (deadline !== null && deadline <= at) this.absorb(this.machine.send("tick", at), at);
    this.draw(at);
    this.schedule(at);
  }

  /** A timer for the next deadline, and an animation frame while something animates. */
  schedule(at) {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const deadline = this.machine.nextDeadline;
    if (deadline !== null) {
      this.timer = setTimeout(() => this.wake(), Math.max(0, Math.ceil(deadline - at)));
    }
    if (ANIMATING.has(this.machine.phase) && this.frameRequest === null) {
      this.frameRequest = requestAnimationFrame(() => {
        this.frameRequest = null;
        this.wake();
      });
    }
  }

  /** Draws the frame of an instant (at or before the next deadline). */
  draw(at) {
    const appearance = this.machine.appearance(at);
    const target = this.scene.targets.find((candidate) => candidate.id === appearance.target);
    const presentation = appearance.destination
      ? this.host.destinationPresentation ?? presentationOf(appearance.destination, target)
      : null;
    this.current = stage(appearance, this.scene, {
      reducedMotion: this.view.reducedMotion(), destinationPresentation: presentation, screen: this.size,
    });
    this.renderer.draw(this.current, appearance, {
      removed: this.host.removed, focused: this.host.focused, reducedMotion: this.view.reducedMotion(),
      keyboardHighlight: this.host.keyboardHighlight,
      itemState: (targetId, itemId) => this.host.itemState(targetId, itemId),
    });
    this.appearance = appearance;
    this.view.onFrame(appearance, at);
  }

  /** Fits the screen to the window's room again (app.js calls it when the window changes). */
  resize() {
    const size = screenSize(this.scene, this.view.room?.() ?? null);
    if (size.width === this.size.width && size.height === this.size.height) return;
    this.size = size;
    this.renderer.resize(size);
    this.draw(Math.max(this.now(), this.machine.now));
  }

  /**
   * The session as a trace that `interaction-sim check` passes: the module's recording (the scene,
   * then every input with its instant), and an expectation for every outcome so far and their count,
   * as `interaction-sim play --record` writes.
   */
  record(title) {
    let text = `# Recorded in the web page from ${title}.\n` + this.machine.record();
    if (!text.endsWith("\n")) text += "\n";
    for (const { interaction, text: outcome } of this.outcomes) text += `expect outcome ${interaction} ${outcome}\n`;
    text += `expect outcomes ${this.outcomes.length}\n`;
    return text;
  }

  /** Stops the clock and frees the machine. */
  close() {
    this.closed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    if (this.frameRequest !== null) cancelAnimationFrame(this.frameRequest);
    this.machine.free();
  }
}
