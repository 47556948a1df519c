// Screenshots of the page as a person sees it, at a phone's width (390 × 844, touch) and a desktop's
// (1280 × 800, mouse): each seed scene idle, lifted with its menu, and a destination sheet, each with
// what a person would check measured in CSS pixels of the window (where the preview, the menu, the
// sheet and the panel's first line lie). Every picture is taken in a phase that does not move
// (idle, presented, showingDestination), so the same page gives the same geometry at every run.
//
// The browser tests (browser.test.mjs) take them into .build/web-test/screens/ and assert the
// geometry; they compare no pixels. `UPDATE_WEB_PNG=1 scripts/test-web` also copies them into docs/:
// every picture to docs/screens/NAME.png, and three of them to the names the README shows (DOCS).

import { join } from "node:path";
import { sleep } from "./cdp.mjs";

/** The two windows. */
export const WINDOWS = {
  phone: { width: 390, height: 844, mobile: true, scale: 2 },
  desktop: { width: 1280, height: 800 },
};

/** The seed scenes: the trace whose scene is played, the target long-pressed, and how its sheet opens
 * (a tap on the preview, or a menu row). */
export const SCENES = [
  { name: "album", path: "traces/08-component-actions-with-destination.trace", target: "album", sheet: { preview: true } },
  { name: "fruit", path: "traces/10-fruit-delete-then-remove.trace", target: "peach", sheet: { item: "share" } },
  { name: "messages", path: "traces/18-bubble-delete.trace", target: "outgoing", sheet: null },
];

/** The pictures the README shows, by the screenshot they are. */
export const DOCS = {
  "web.png": "desktop-album-menu",
  "web-desktop.png": "desktop-messages-menu",
  "web-phone.png": "phone-fruit-menu",
};

/** Where the things a person looks at lie, in CSS pixels of the window (null where not shown). */
const MEASURE = `(() => {
  const box = (selector) => {
    const node = document.querySelector(selector);
    if (!node || node.closest("[hidden]") || getComputedStyle(node).display === "none") return null;
    const r = node.getBoundingClientRect();
    return r.width > 0 && r.height > 0 ? { left: r.left, top: r.top, right: r.right, bottom: r.bottom } : null;
  };
  return {
    window: { width: innerWidth, height: innerHeight }, scroll: { x: scrollX, y: scrollY },
    phase: document.getElementById("screen").dataset.phase, skin: document.getElementById("screen").dataset.skin ?? null,
    screen: box("#screen"), preview: box(".preview"), menu: box(".menu"), destination: box(".destination"),
    panelFirstLine: box("#panel .now h2"), panel: box("#panel"), toolbar: box(".toolbar"),
    backdrop: (() => { const node = document.querySelector(".backdrop"); const style = getComputedStyle(node);
      return node.hidden ? null : { opacity: Number(style.opacity), filter: style.backdropFilter }; })(),
    sourceOpacity: (() => { const node = document.querySelector("[data-target].source"); return node ? Number(getComputedStyle(node).opacity) : null; })(),
    // The toolbar's rows: its controls' vertical centres, those within 8 px of each other on one row.
    toolbarRows: (() => {
      const centres = [...document.querySelectorAll(".toolbar > *")].map((node) => node.getBoundingClientRect())
        .filter((r) => r.width > 1 && r.height > 1).map((r) => r.top + r.height / 2).sort((a, b) => a - b);
      return centres.filter((centre, index) => index === 0 || centre - centres[index - 1] > 8).length;
    })(),
  };
})()`;

/** A press and release where a person would press: a finger on the phone, the mouse on a desktop. */
function press(page, kind, point, type) {
  if (kind === "phone") return page.touch(type === "down" ? "touchStart" : "touchEnd", point);
  return page.mouse(type === "down" ? "mousePressed" : "mouseReleased", point);
}

async function tap(page, kind, selector) {
  const point = await page.centre(selector);
  await press(page, kind, point, "down");
  await press(page, kind, point, "up");
}

const waitPhase = (page, value, timeout = 5000) =>
  page.waitUntil(`document.getElementById("screen").dataset.phase === ${JSON.stringify(value)}`, { timeout, what: `phase ${value}` });

/**
 * Takes every screenshot into `folder` (NAME.png) and returns each one's geometry.
 * @param {import("./cdp.mjs").Browser} browser
 * @param {string} base the page's base URL
 * @param {string} folder
 * @returns {Promise<{name: string, kind: string, scene: string, state: string, file: string, geometry: object}[]>}
 */
export async function takeScreens(browser, base, folder) {
  const shots = [];
  for (const [kind, window] of Object.entries(WINDOWS)) {
    const page = await browser.newPage(window);
    if (kind === "phone") await page.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 });
    const shoot = async (scene, state) => {
      await sleep(60); // a frame or two after the last change
      const name = `${kind}-${scene.name}-${state}`;
      const file = join(folder, `${name}.png`);
      await page.screenshot(file);
      shots.push({ name, kind, scene: scene.name, state, file, geometry: await page.evaluate(MEASURE) });
    };
    for (const scene of SCENES) {
      await page.goto(`${base}index.html?play=${scene.path}`);
      await page.waitUntil(`document.body.dataset.state === "ready"`, { what: `${scene.path} to load` });
      await shoot(scene, "idle");
      const point = await page.centre(`[data-target="${scene.target}"]`);
      await press(page, kind, point, "down");
      await waitPhase(page, "presented");
      await press(page, kind, point, "up");
      await shoot(scene, "menu");
      if (!scene.sheet) continue;
      await tap(page, kind, scene.sheet.preview ? ".preview" : `[data-item="${scene.sheet.item}"]`);
      await waitPhase(page, "showingDestination");
      await shoot(scene, "sheet");
    }
    if (page.errors.length) throw new Error(`script errors in the page: ${page.errors.join("; ")}`);
    await page.send("Target.closeTarget", { targetId: page.targetId }).catch(() => {});
  }
  return shots;
}
