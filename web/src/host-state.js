// What a host learns from the machine's reports and keeps for drawing, beside the appearance: the
// targets removed, the focused target, the item states (declared, then changed by `set-state` and
// `clear-selection`, SPEC M2), the shown destination's presentation, the outcomes, and whether the
// highlight was last moved by a key. Play and Replay keep one each.

import { singleGroup } from "./scene.js";

export class HostState {
  /** @param {{targets: object[]}} scene from `sceneModel` */
  constructor(scene) {
    this.scene = scene;
    this.removed = new Set();
    this.focused = null;
    this.destinationPresentation = null;
    this.keyboardHighlight = false;
    /** @type {{interaction: number, text: string}[]} */
    this.outcomes = [];
    /** @type {Map<string, string>} `TARGET\nITEM` → on, off or mixed */
    this.states = new Map();
    for (const target of scene.targets) {
      for (const node of target.menu.nodes) {
        if (node.kind === "action" && node.state) this.states.set(`${target.id}\n${node.id}`, node.state);
      }
    }
  }

  /** An item's state, or `undefined` when it has none. */
  itemState(target, item) {
    return this.states.get(`${target}\n${item}`);
  }

  /** Takes in the reports of one call. */
  absorb(reports) {
    for (const report of reports) {
      if (report.kind !== "transition") continue;
      if (report.trigger.kind === "input" && report.trigger.input.verb === "remove") {
        this.removed.add(report.trigger.input.id);
      }
      const target = this.scene.targets.find((candidate) => candidate.id === report.target);
      for (const effect of report.effects) {
        switch (effect.kind) {
          case "focus": this.focused = effect.target; break;
          case "unfocus": if (this.focused === effect.target) this.focused = null; break;
          case "show-destination": this.destinationPresentation = effect.presentation; break;
          case "highlight-item":
            this.keyboardHighlight = report.trigger.kind === "input" && report.trigger.input.verb === "key";
            break;
          case "set-state":
            if (target) this.states.set(`${target.id}\n${effect.item}`, effect.state);
            break;
          case "clear-selection": {
            if (!target) break;
            const group = target.menu.node(effect.menu);
            for (const node of target.menu.nodes) {
              if (node.kind !== "action" || node.id === effect.except || singleGroup(target.menu, node) !== group) continue;
              const key = `${target.id}\n${node.id}`;
              if (this.states.has(key)) this.states.set(key, "off");
            }
            break;
          }
          default: break;
        }
      }
      if (report.outcome) this.outcomes.push({ interaction: report.interaction, text: report.outcome.text });
    }
  }
}
