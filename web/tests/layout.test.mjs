// The page's pure parts in Node (no browser, no wasm): the scene's menus as nodes, the rows a level
// draws, where the preview and the menu stand, what a point hits, and what the host keeps from reports.
//   node --test web/tests/layout.test.mjs

import { test } from "node:test";
import assert from "node:assert/strict";
import { sceneModel, ROOT, singleGroup } from "../src/scene.js";
import { menuRows, stage, hit, screenSize, MARGIN, GAP } from "../src/layout.js";
import { HostState } from "../src/host-state.js";
import { lineInstant } from "../src/replay.js";

const action = (id, extra = {}) => ({
  kind: "action", id, title: id[0].toUpperCase() + id.slice(1), icon: null, destructive: false, disabled: false,
  hidden: false, keep: false, state: null, destination: null, presentation: "push", ...extra,
});

const description = {
  configuration: {},
  targets: [
    {
      id: "album", frame: { x: 20, y: 40, width: 350, height: 160 }, shape: { kind: "rounded", radii: [12, 12, 12, 12] },
      preview: "custom:album-card", destination: "album-page", presentation: "sheet", size: { width: 280, height: 360 },
      primary: null,
      menu: [
        action("pin", { state: "off" }),
        { kind: "menu", id: "sort", title: "Sort by", inline: true, single: true, items: [
          action("name", { state: "on" }), action("date", { state: "off" }), action("size", { hidden: true }),
        ] },
        { kind: "deferred", id: "late", title: "Later", after: 2000, items: [action("copy")] },
        { kind: "deferred", id: "soon", title: "Soon", after: 1000, items: [] },
        { kind: "menu", id: "more", title: "More", inline: false, single: false, items: [action("rename")] },
        action("delete", { destructive: true }),
      ],
    },
    {
      id: "row", frame: { x: 0, y: 780, width: 390, height: 44 }, shape: { kind: "rect" }, preview: "source",
      destination: "none", presentation: "push", size: null, primary: "open-row", menu: [action("delete")],
    },
  ],
};

const appearance = (extra) => ({
  phase: "idle", target: null, sourceHighlighted: false, pressProgress: 0, liftProgress: 0, commitProgress: 0,
  fadeProgress: 0, previewPresence: 0, menuShown: false, compact: false, menuLevel: null, highlightedItem: null, loadedCount: 0,
  previewOpacity: 0, overlayOpacity: 0.05, previewSize: null, destination: null, ...extra,
});

test("a described menu becomes nodes with parents; deferred elements load by load time, ties in declaration order", () => {
  const scene = sceneModel(description);
  const menu = scene.targets[0].menu;
  assert.deepEqual(menu.nodes.map((node) => node.id), ["root", "pin", "sort", "name", "date", "size", "late", "copy", "soon", "more", "rename", "delete"]);
  assert.equal(menu.node("name").parent, menu.node("sort").index);
  assert.deepEqual(menu.deferredLoadOrder.map((index) => menu.nodes[index].id), ["soon", "late"]);
  assert.equal(singleGroup(menu, menu.node("date")).id, "sort");
  assert.equal(singleGroup(menu, menu.node("pin")), null);
  assert.deepEqual(scene.targets[0].preview, { kind: "custom", name: "album-card" });
  assert.equal(scene.targets[1].destination, null);
});

test("a level's rows: inline groups between separators with their titles, hidden items left out, placeholders while loading", () => {
  const menu = sceneModel(description).targets[0].menu;
  const spell = (rows) => rows.map((row) => (row.kind === "separator" ? `--${row.title}` : `${row.kind}:${row.node.id}`));
  assert.deepEqual(spell(menuRows(menu, ROOT, 0)), [
    "item:pin", "--Sort by", "item:name", "item:date", "--", "loading:late", "loading:soon", "item:more", "item:delete",
  ]);
  assert.deepEqual(spell(menuRows(menu, ROOT, 2)), ["item:pin", "--Sort by", "item:name", "item:date", "--", "item:copy", "item:more", "item:delete"]);
  assert.deepEqual(spell(menuRows(menu, menu.node("more").index, 0)), ["back:more", "--", "item:rename"]);
});

test("the preview lifts to its preferred size, centred, with the menu below it and on the screen", () => {
  const scene = sceneModel(description);
  const screen = screenSize(scene);
  const view = stage(appearance({ phase: "presented", target: "album", menuShown: true, menuLevel: "root", pressProgress: 1, liftProgress: 1, previewPresence: 1, previewOpacity: 1, previewSize: { width: 280, height: 360 } }), scene);
  assert.equal(view.preview.width, 280);
  assert.equal(view.preview.height, 360);
  assert.equal(view.preview.x, (screen.width - 280) / 2);
  assert.equal(view.menu.frame.y, view.preview.y + view.preview.height + GAP);
  assert.ok(view.menu.frame.y + view.menu.frame.height <= screen.height - MARGIN);
  assert.equal(view.backdrop, 1);
  // Half way through the lift, the preview lies between the source and its final frame.
  const lifting = stage(appearance({ phase: "lifting", target: "album", liftProgress: 0.5, pressProgress: 1, previewOpacity: 1 }), scene);
  assert.ok(lifting.preview.width > 280 && lifting.preview.width < 350);
  // With reduced motion it does not move: it is at its final frame, fading in.
  const reduced = stage(appearance({ phase: "lifting", target: "album", liftProgress: 0.5, pressProgress: 1, previewOpacity: 1 }), scene, { reducedMotion: true });
  assert.deepEqual(reduced.preview, view.preview);
  assert.equal(reduced.previewOpacity, 0.5);
});

test("a snapshot of the source lifts at the source's own size, over its side of the screen; a full-width row is brought within the margins (P5)", () => {
  const bubble = {
    id: "outgoing", frame: { x: 174, y: 110, width: 200, height: 40 }, shape: { kind: "rounded", radii: [20, 20, 4, 20] },
    preview: "source", destination: "none", presentation: "push", size: null, primary: null, menu: [action("copy")],
  };
  const scene = sceneModel({ ...description, targets: [bubble, description.targets[1]] });
  const lifted = stage(appearance({ phase: "presented", target: "outgoing", menuShown: true, menuLevel: "root", previewPresence: 1, previewOpacity: 1 }), scene);
  assert.deepEqual(lifted.preview, { x: 174, y: 110, width: 200, height: 40 });
  assert.equal(lifted.menu.frame.x + lifted.menu.frame.width, 374, "the menu on the bubble's side");
  const row = stage(appearance({ phase: "presented", target: "row", menuShown: true, menuLevel: "root", previewPresence: 1, previewOpacity: 1 }), scene);
  assert.equal(row.preview.x, MARGIN);
  assert.equal(row.preview.width, screenSize(scene).width - 2 * MARGIN);
});

test("the backdrop behind the preview fades with the machine's preview presence, the overlay's opacity left alone (M5)", () => {
  const scene = sceneModel(description);
  const lifting = stage(appearance({ phase: "lifting", target: "album", liftProgress: 0.4, previewPresence: 0.4, pressProgress: 1, previewOpacity: 1 }), scene);
  assert.equal(lifting.backdrop, 0.4);
  assert.equal(lifting.presence, 0.4);
  // A fade that began before the lift had ended falls from where the preview stood (previewPresence).
  const fading = stage(appearance({ phase: "dismissing", target: "album", fadeProgress: 0.5, previewPresence: 0.3, previewOpacity: 0.525, overlayOpacity: 0.05 }), scene);
  assert.equal(fading.backdrop, 0.3);
  assert.equal(fading.previewOpacity, 0.525, "the preview settles into the overlay's opacity as the machine says");
  // A compact menu has no preview: nothing behind it is dimmed.
  const compact = stage(appearance({ phase: "presented", target: "row", menuShown: true, compact: true, menuLevel: "root" }), scene);
  assert.equal(compact.backdrop, 0);
});

test("a compact menu stands by its source, above it where it does not fit below; a fading one has no rows", () => {
  const scene = sceneModel(description);
  const view = stage(appearance({ phase: "presented", target: "row", menuShown: true, compact: true, menuLevel: "root" }), scene);
  assert.equal(view.preview, null);
  assert.equal(view.menu.frame.y + view.menu.frame.height + GAP, 780, "above the row at the bottom");
  const fading = stage(appearance({ phase: "dismissing", target: "row", compact: true, fadeProgress: 0.25 }), scene);
  assert.deepEqual(fading.menu.rows, []);
  assert.equal(fading.menu.opacity, 0.75);
});

test("a point hits a menu row, the preview, or outside", () => {
  const scene = sceneModel(description);
  const view = stage(appearance({ phase: "presented", target: "album", menuShown: true, menuLevel: "root", previewOpacity: 1, previewSize: { width: 280, height: 360 } }), scene);
  const first = view.menu.rows[0].frame;
  assert.equal(hit(view, { x: first.x + 10, y: first.y + 10 }).row.node.id, "pin");
  assert.equal(hit(view, { x: view.preview.x + 5, y: view.preview.y + 5 }).kind, "preview");
  assert.equal(hit(view, { x: 1, y: 1 }).kind, "outside");
});

test("the host keeps item states (set-state, clear-selection), removals, the focus and the outcomes", () => {
  const scene = sceneModel(description);
  const host = new HostState(scene);
  assert.equal(host.itemState("album", "name"), "on");
  assert.equal(host.itemState("album", "delete"), undefined);
  host.absorb([
    { kind: "transition", target: "album", interaction: 1, trigger: { kind: "input", input: { verb: "select", id: "date" } },
      effects: [{ kind: "set-state", item: "date", state: "on" }, { kind: "clear-selection", menu: "sort", except: "date" }],
      outcome: { kind: "perform", action: "date", text: "perform date" }, to: "dismissing" },
    { kind: "transition", target: null, interaction: 1, trigger: { kind: "input", input: { verb: "remove", id: "row" } },
      effects: [{ kind: "focus", target: "album" }], outcome: null, to: "idle" },
    { kind: "ignored", input: { verb: "up" }, reason: "finger not down" },
  ]);
  assert.equal(host.itemState("album", "date"), "on");
  assert.equal(host.itemState("album", "name"), "off");
  assert.equal(host.itemState("album", "pin"), "off", "outside the single-selection menu: unchanged");
  assert.ok(host.removed.has("row"));
  assert.equal(host.focused, "album");
  assert.deepEqual(host.outcomes, [{ interaction: 1, text: "perform date" }]);
});

test("a transcript line's instant, in ms, exactly as the module counts it", () => {
  assert.equal(lineInstant("1.835  presented --select pin--> dismissing"), 1835);
  assert.equal(lineInstant("0.000  idle --down 1,1--> pressing"), 0);
  assert.equal(lineInstant("0.499999999  pressing --up--> idle"), 499999999 / 1e6);
});
