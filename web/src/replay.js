// Replay of a trace: its transcript (exactly `interaction-sim replay`'s bytes, from the module), its
// expectations checked, and the picture at any instant of its time line. The picture at instant t is
// the machine's after every input at or before t and every timer due by t: the same at every visit,
// however the scrubber got there (SPEC I3, I4).

import { sceneModel } from "./scene.js";
import { stage, screenSize, presentationOf } from "./layout.js";
import { Renderer } from "./render.js";
import { expectations } from "./engine.js";

/** The instant of a transcript line, in ms (`1.835  presented …` → 1835). */
export function lineInstant(line) {
  const text = line.slice(0, line.indexOf(" "));
  const [seconds, fraction = ""] = text.split(".");
  return Number(seconds) * 1000 + Number((fraction + "000000000").slice(0, 9)) / 1e6;
}

/** A loaded trace in replay. */
export class ReplaySession {
  /**
   * @param {import("../js/interaction.js").Interaction} ix
   * @param {string} text the trace
   * @param {{screen: HTMLElement, reducedMotion: () => boolean}} view
   */
  constructor(ix, text, view) {
    this.ix = ix;
    this.text = text;
    this.view = view;
    this.transcript = ix.replay(text);
    this.result = ix.check(text);
    this.expectations = expectations(text, this.result);
    this.lines = this.transcript.split("\n").slice(0, -1).map((line) => ({ text: line, at: lineInstant(line) }));
    this.machine = ix.machine(text);
    this.inputs = this.machine.inputs;
    this.scene = sceneModel(this.machine.scene);
    this.size = screenSize(this.scene);
    this.renderer = new Renderer(view.screen, this.scene, this.size);
    const last = Math.max(
      this.lines.length ? this.lines[this.lines.length - 1].at : 0,
      this.inputs.length ? this.inputs[this.inputs.length - 1].at : 0,
    );
    /** The end of the time line, in ms: the last report (the replay runs on until no timer is pending). */
    this.end = last;
    /** Every instant at which something happens, for stepping. */
    this.instants = [...new Set([0, ...this.lines.map((line) => line.at), ...this.inputs.map((input) => input.at)])]
      .sort((a, b) => a - b);
    this.clear();
    this.time = 0;
    this.seek(0);
  }

  /** What the host learns from reports, forgotten. */
  clear() {
    this.sent = 0;
    this.removed = new Set();
    this.focused = null;
    this.destinationPresentation = null;
  }

  /** A fresh machine, before the first input. */
  rewind() {
    this.machine.free();
    this.machine = this.ix.machine(this.text);
    this.clear();
  }

  absorb(reports) {
    for (const report of reports) {
      if (report.kind !== "transition") continue;
      if (report.trigger.kind === "input" && report.trigger.input.verb === "remove") this.removed.add(report.trigger.input.id);
      for (const effect of report.effects) {
        if (effect.kind === "show-destination") this.destinationPresentation = effect.presentation;
        else if (effect.kind === "focus") this.focused = effect.target;
        else if (effect.kind === "unfocus" && this.focused === effect.target) this.focused = null;
      }
    }
  }

  /** Moves to an instant (ms) and draws it. */
  seek(time) {
    time = Math.max(0, Math.min(time, this.end));
    if (time < this.machine.now) this.rewind();
    while (this.sent < this.inputs.length && this.inputs[this.sent].at <= time) {
      const { input, at } = this.inputs[this.sent];
      this.absorb(this.machine.send(input, at));
      this.sent += 1;
    }
    if (time > this.machine.now) this.absorb(this.machine.advance(time));
    this.time = time;
    this.draw();
  }

  /** The index of the transcript's line at the current instant (the last at or before it), or -1. */
  get currentLine() {
    let found = -1;
    for (let index = 0; index < this.lines.length && this.lines[index].at <= this.time; index += 1) found = index;
    return found;
  }

  /** The next (or, with `-1`, the previous) instant at which something happens. */
  step(direction) {
    if (direction > 0) return this.instants.find((instant) => instant > this.time) ?? this.end;
    const earlier = this.instants.filter((instant) => instant < this.time);
    return earlier.length ? earlier[earlier.length - 1] : 0;
  }

  draw() {
    const appearance = this.machine.appearance(this.time);
    const target = this.scene.targets.find((candidate) => candidate.id === appearance.target);
    const presentation = appearance.destination
      ? this.destinationPresentation ?? presentationOf(appearance.destination, target)
      : null;
    this.current = stage(appearance, this.scene, {
      reducedMotion: this.view.reducedMotion(), destinationPresentation: presentation,
    });
    this.renderer.draw(this.current, appearance, {
      removed: this.removed, focused: this.focused, reducedMotion: this.view.reducedMotion(), keyboardHighlight: false,
      itemState: (targetId, itemId) => {
        try {
          return this.machine.itemState(targetId, itemId) ?? undefined;
        } catch {
          return undefined;
        }
      },
    });
    this.appearance = appearance;
  }

  close() {
    this.machine.free();
  }
}
