// Replay of a trace: its transcript (exactly `interaction-sim replay`'s bytes, from the module), its
// expectations checked, and the picture at any instant of its time line. The picture at instant t is
// the machine's after every input at or before t and every timer due by t: the same at every visit,
// however the scrubber got there (SPEC I3, I4).

import { sceneModel } from "./scene.js";
import { stage, screenSize, presentationOf } from "./layout.js";
import { Renderer } from "./render.js";
import { HostState } from "./host-state.js";

/** An input's instant as the time line's milliseconds: a BigInt of ns (time read back past about 13
 * days, where a Number of ms is not exact) as the nearest Number; the input is still sent at its
 * exact instant. */
const msOf = (at) => (typeof at === "bigint" ? Number(at) / 1e6 : at);

/** The instant of a transcript line, in ms (`1.835  presented …` → 1835), computed as the module
 * computes its instants: whole nanoseconds divided by 10^6. */
export function lineInstant(line) {
  const text = line.slice(0, line.indexOf(" "));
  const [seconds, fraction = ""] = text.split(".");
  return Number(BigInt(seconds) * 1_000_000_000n + BigInt((fraction + "000000000").slice(0, 9))) / 1e6;
}

/** The expectations of a trace (its bytes, which the module read), each with its line and whether it held. */
export function expectations(bytes, result) {
  const text = new TextDecoder().decode(bytes);
  const failed = new Map(result.failures.map((failure) => [failure.line, failure.message]));
  const list = [];
  text.split("\n").forEach((raw, offset) => {
    const line = raw.replace(/\r$/, "");
    if (!/^\s*expect[ \t]/.test(line)) return;
    const statement = line.replace(/\s+#.*$/, "").trim();
    const message = failed.get(offset + 1);
    list.push({ line: offset + 1, text: statement, passed: message === undefined, message: message ?? null });
  });
  return list;
}

/** A loaded trace in replay. */
export class ReplaySession {
  /**
   * @param {import("../js/interaction.js").Interaction} ix
   * @param {Uint8Array} trace the trace's bytes
   * @param {{screen: HTMLElement, reducedMotion: () => boolean, room?: () => ({width:number,height:number}|null)}} view
   */
  constructor(ix, trace, view) {
    this.ix = ix;
    this.trace = trace;
    this.view = view;
    this.transcript = ix.replay(trace);
    this.result = ix.check(trace);
    this.expectations = expectations(trace, this.result);
    this.lines = this.transcript.split("\n").slice(0, -1).map((line) => ({ text: line, at: lineInstant(line) }));
    /** Every outcome, from the transcript (` => outcome N: TEXT`), with its instant. */
    this.outcomes = this.lines.flatMap((line) => {
      const match = / => outcome (\d+): (.*)$/.exec(line.text);
      return match ? [{ interaction: Number(match[1]), text: match[2], at: line.at }] : [];
    });
    this.machine = ix.machine(trace);
    this.inputs = this.machine.inputs;
    this.scene = sceneModel(this.machine.scene);
    this.size = screenSize(this.scene, view.room?.() ?? null);
    this.renderer = new Renderer(view.screen, this.scene, this.size);
    const last = Math.max(
      this.lines.length ? this.lines[this.lines.length - 1].at : 0,
      this.inputs.length ? msOf(this.inputs[this.inputs.length - 1].at) : 0,
    );
    /** The end of the time line, in ms: the last report (the replay runs on until no timer is pending). */
    this.end = last;
    /** Every instant at which something happens, for stepping. */
    this.instants = [...new Set([0, ...this.lines.map((line) => line.at), ...this.inputs.map((input) => msOf(input.at))])]
      .sort((a, b) => a - b);
    this.clear();
    this.time = 0;
    this.seek(0);
  }

  /** What the host learns from reports, forgotten. */
  clear() {
    this.sent = 0;
    this.host = new HostState(this.scene);
  }

  /** A fresh machine, before the first input. */
  rewind() {
    this.machine.free();
    this.machine = this.ix.machine(this.trace);
    this.clear();
  }

  /** Moves to an instant (ms) and draws it. */
  seek(time) {
    time = Math.max(0, Math.min(time, this.end));
    if (time < this.machine.now) this.rewind();
    while (this.sent < this.inputs.length && this.inputs[this.sent].at <= time) {
      const { input, at } = this.inputs[this.sent];
      this.host.absorb(this.machine.send(input, at));
      this.sent += 1;
    }
    if (time > this.machine.now) this.host.absorb(this.machine.advance(time));
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
  }

  /** Fits the screen to the window's room again (app.js calls it when the window changes). */
  resize() {
    const size = screenSize(this.scene, this.view.room?.() ?? null);
    if (size.width === this.size.width && size.height === this.size.height) return;
    this.size = size;
    this.renderer.resize(size);
    this.draw();
  }

  close() {
    this.machine.free();
  }
}
