// The web front end in real headless Chromium (Debian's), driven through the DevTools protocol:
//
//   node --experimental-websocket --test web/tests/browser.test.mjs     (scripts/test-web runs it)
//
// It serves the page with `scripts/serve-web --no-build` (port 0, 127.0.0.1): scripts/test-web builds
// the wasm first. It needs `interaction-sim` built
// (`.build/debug/interaction-sim`, or $INTERACTION_SIM) to check a recorded session. With
// UPDATE_WEB_PNG=1 the screenshots of the seeds (screens.mjs, taken into .build/web-test/screens/ and
// checked by their geometry, never their pixels) are also copied to docs/screens/, and three of them to
// docs/web.png, docs/web-desktop.png and docs/web-phone.png.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Browser, Keys, sleep } from "./cdp.mjs";
import { serveSite } from "./site.mjs";
import { takeScreens, DOCS } from "./screens.mjs";
import { withMemoryMaximum } from "../../js/test/wasm-sections.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const output = join(root, ".build", "web-test");
const simulator = process.env.INTERACTION_SIM ?? join(root, ".build", "debug", "interaction-sim");

let stopServer;
let base;
let browser;

before(async () => {
  rmSync(output, { recursive: true, force: true });
  mkdirSync(output, { recursive: true });
  ({ base, stop: stopServer } = await serveSite(root));
  browser = await Browser.launch();
});

after(async () => {
  await browser?.close();
  stopServer?.();
});

/** A page of the given kind: a desktop window, or a phone (390 × 844, touch). */
async function open(query, { phone = false, reducedMotion = false, size = { width: 1280, height: 900 } } = {}) {
  const page = await browser.newPage(phone ? { width: 390, height: 844, mobile: true, scale: 2 } : size);
  if (phone) await page.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 });
  if (reducedMotion) {
    await page.send("Emulation.setEmulatedMedia", { features: [{ name: "prefers-reduced-motion", value: "reduce" }] });
  }
  await page.goto(`${base}index.html${query}`);
  await page.waitUntil(`["ready", "error"].includes(document.body.dataset.state)`, { what: "the page to load" });
  return page;
}

async function close(page) {
  assert.deepEqual(page.errors, [], "no script error in the page");
  await page.send("Target.closeTarget", { targetId: page.targetId }).catch(() => {});
}

const phase = (page) => page.evaluate(`document.getElementById("screen").dataset.phase`);
const waitPhase = (page, value, timeout = 5000) =>
  page.waitUntil(`document.getElementById("screen").dataset.phase === ${JSON.stringify(value)}`, { timeout, what: `phase ${value}` });
const transcript = (page) => page.evaluate(`document.getElementById("transcript").textContent`);
const visible = (page, selector) =>
  page.evaluate(`(() => { const node = document.querySelector(${JSON.stringify(selector)}); if (!node) return false;
    const rect = node.getBoundingClientRect(); return !node.closest("[hidden]") && rect.width > 0 && rect.height > 0; })()`);

test("every shipped trace opened with ?trace= gives its golden transcript, byte for byte", async () => {
  const traces = readdirSync(join(root, "traces")).filter((name) => name.endsWith(".trace")).sort();
  assert.ok(traces.length >= 51, "the shipped traces are found");
  const page = await browser.newPage();
  for (const name of traces) {
    await page.goto(`${base}index.html?trace=traces/${name}`);
    await page.waitUntil(`["ready", "error"].includes(document.body.dataset.state)`, { what: `${name} to load` });
    const golden = readFileSync(join(root, "traces", name.replace(/\.trace$/, ".transcript")), "utf8");
    assert.equal(await transcript(page), golden, `${name}: the page's transcript is the golden one`);
    const failed = await page.evaluate(`document.querySelectorAll("#expectations li.failed").length`);
    const passed = await page.evaluate(`document.querySelectorAll("#expectations li.passed").length`);
    assert.equal(failed, 0, `${name}: every expectation passes`);
    assert.ok(passed > 0, `${name}: its expectations are listed`);
  }
  await close(page);
});

test("a malformed trace shows the CLI's LINE:COLUMN: error:, and a file that is not a trace its error, never a blank page", async () => {
  const malformed = join(root, "Tests", "InteractionCoreTests", "Malformed");
  const page = await open("?trace=traces/10-fruit-delete-then-remove.trace");
  const { root: documentNode } = await page.send("DOM.getDocument", {});
  const { nodeId } = await page.send("DOM.querySelector", { nodeId: documentNode.nodeId, selector: "#file" });
  const cases = readdirSync(malformed).filter((name) => name.endsWith(".trace")).sort();
  assert.ok(cases.length > 20);
  for (const name of cases) {
    // The catalogue's .error files hold the CLI's line, `NAME.trace:LINE:COLUMN: error: MESSAGE`.
    const expected = readFileSync(join(malformed, name.replace(/\.trace$/, ".error")), "utf8").trim().slice(name.length + 1);
    await page.evaluate(`document.body.dataset.state = "loading"`);
    await page.send("DOM.setFileInputFiles", { nodeId, files: [join(malformed, name)] });
    await page.waitUntil(`document.body.dataset.state === "error"`, { what: `${name} to fail` });
    const shown = (await transcript(page)).trimEnd();
    assert.equal(shown, expected, `${name}: the page shows the CLI's error`);
  }
  // Not a trace at all: a PNG.
  await page.evaluate(`document.body.dataset.state = "loading"`);
  const picture = join(output, "not-a-trace.png");
  writeFileSync(picture, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
  await page.send("DOM.setFileInputFiles", { nodeId, files: [picture] });
  await page.waitUntil(`document.body.dataset.state === "error"`);
  assert.equal((await transcript(page)).trimEnd(), "1:1: error: expected UTF-8 text, found the byte 0x89");
  assert.match(await page.evaluate(`document.getElementById("error").textContent`), /1:1: error: /);
  assert.ok(await visible(page, ".toolbar"), "the page is still there");
  await close(page);
});

test("a trace too large for the module's memory shows its error, and the next trace runs on a module loaded afresh", async () => {
  // The page's wasm served with a maximum of 1 MiB of memory (js/test/wasm-sections.js), every time it
  // is fetched: the shipped traces fit, a trace of 6,000 presses does not.
  const small = Buffer.from(withMemoryMaximum(readFileSync(join(root, "js", "interaction.wasm")), 16)).toString("base64");
  const page = await browser.newPage();
  let fetched = 0;
  const stop = browser.listen((message) => {
    if (message.sessionId !== page.sessionId || message.method !== "Fetch.requestPaused") return;
    fetched += 1;
    page.send("Fetch.fulfillRequest", {
      requestId: message.params.requestId, responseCode: 200,
      responseHeaders: [{ name: "Content-Type", value: "application/wasm" }], body: small,
    });
  });
  await page.send("Fetch.enable", { patterns: [{ urlPattern: "*/interaction.wasm*", requestStage: "Request" }] });
  const name = "10-fruit-delete-then-remove.trace";
  const golden = readFileSync(join(root, "traces", name.replace(/\.trace$/, ".transcript")), "utf8");
  await page.goto(`${base}index.html?trace=traces/${name}`);
  await page.waitUntil(`["ready", "error"].includes(document.body.dataset.state)`, { what: "the page to load" });
  assert.equal(await transcript(page), golden, "a shipped trace replays in 1 MiB");
  assert.equal(fetched, 1);
  const { root: documentNode } = await page.send("DOM.getDocument", {});
  const { nodeId } = await page.send("DOM.querySelector", { nodeId: documentNode.nodeId, selector: "#file" });
  let large = "trace 1\ntarget album frame=20,40,350,160\n  action pin \"Pin\"\n";
  for (let index = 0; index < 6000; index++) large += `at ${index} down 100,100\nat ${index}.1 up\n`;
  const file = join(output, "too-large.trace");
  writeFileSync(file, large);
  await page.evaluate(`document.body.dataset.state = "loading"`);
  await page.send("DOM.setFileInputFiles", { nodeId, files: [file] });
  await page.waitUntil(`document.body.dataset.state === "error"`, { what: "too-large.trace to fail" });
  const message = "error: the trace is too large for the machine's memory (a WebAssembly module holds at most 4 GiB); " +
    "the machine is loaded afresh for the next trace";
  assert.equal((await transcript(page)).trimEnd(), message);
  assert.equal(await page.evaluate(`document.getElementById("error").textContent`), `too-large.trace: ${message}`);
  // The next trace: on a module loaded afresh, its golden transcript.
  await page.evaluate(`document.body.dataset.state = "loading"`);
  await page.send("DOM.setFileInputFiles", { nodeId, files: [join(root, "traces", name)] });
  await page.waitUntil(`["ready", "error"].includes(document.body.dataset.state)`, { what: `${name} to load` });
  assert.equal(await transcript(page), golden, "the next trace, on a fresh module");
  assert.equal(fetched, 2, "the module was fetched again");
  stop();
  await close(page);
});

test("replay: the scrubber, step and play draw the same picture at every visit of an instant, the current line marked", async () => {
  const page = await open("?trace=traces/21-keyboard-submenu.trace");
  const scrub = (ms) => page.evaluate(`(() => { const s = document.getElementById("scrubber"); s.value = ${ms}; s.dispatchEvent(new Event("input")); })()`);
  // The screen's elements with their attributes in name order (the order they were set in is not the picture).
  const picture = () => page.evaluate(`(() => {
    const spell = (node) => node.nodeType === 3 ? JSON.stringify(node.textContent) : node.nodeType !== 1 ? "" :
      "<" + node.localName + [...node.attributes].map((a) => a.name + "=" + JSON.stringify(a.value)).sort().join(" ") + ">" +
      [...node.childNodes].map(spell).join("") + "</>";
    return spell(document.getElementById("screen")) + "|" + document.getElementById("values").textContent;
  })()`);
  const current = () => page.evaluate(`document.querySelector("#transcript .current")?.textContent ?? null`);
  const end = Number(await page.evaluate(`document.getElementById("scrubber").max`));
  assert.ok(end > 0);
  const seen = new Map();
  for (const ms of [0, Math.round(end / 3), Math.round(end / 2), end, Math.round(end / 3), 0, Math.round(end / 2)]) {
    await scrub(ms);
    const now = await picture();
    if (seen.has(ms)) assert.equal(now, seen.get(ms), `the picture at ${ms} ms is the same at every visit`);
    seen.set(ms, now);
    const line = await current();
    if (line) assert.ok(Number(line.split(" ")[0]) * 1000 <= ms + 1e-6, "the current line is at or before the instant");
  }
  await scrub(0);
  await page.evaluate(`document.getElementById("step").click()`);
  const stepped = await current();
  assert.ok(stepped, "a step reaches the first line");
  assert.equal(await page.evaluate(`document.querySelector("#transcript .current").getAttribute("aria-current")`), "true");
  await page.evaluate(`document.getElementById("playpause").click()`);
  await page.waitUntil(`Number(document.getElementById("scrubber").value) === ${end}`, { timeout: end + 5000, what: "the replay to play to its end" });
  const lines = await page.evaluate(`document.querySelectorAll("#transcript .line").length`);
  assert.equal(await page.evaluate(`[...document.querySelectorAll("#transcript .line")].indexOf(document.querySelector("#transcript .current"))`), lines - 1, "at the end the last line is current");
  assert.match(await page.evaluate(`document.getElementById("expectations-summary").textContent`), /^all \d+ passed$/);
  await close(page);
});

test("replay: playing, the scrubber reaches its end only with the replay, the last line current then (a frame 0.4 ms short of the end)", async () => {
  const page = await open("?trace=traces/21-keyboard-submenu.trace");
  const end = Number(await page.evaluate(`document.getElementById("scrubber").max`));
  assert.ok(end > 0);
  // The page's frames driven by hand: its clock and its requestAnimationFrame replaced before play.
  await page.evaluate(`(() => {
    window.fakeNow = 0;
    window.fakeFrames = [];
    performance.now = () => window.fakeNow;
    window.requestAnimationFrame = (callback) => window.fakeFrames.push(callback);
    window.runFrame = (now) => { window.fakeNow = now; const frames = window.fakeFrames.splice(0); for (const f of frames) f(now); };
  })()`);
  const atEnd = () => page.evaluate(`(() => {
    const lines = [...document.querySelectorAll("#transcript .line")];
    return { scrubber: Number(document.getElementById("scrubber").value), current: lines.indexOf(document.querySelector("#transcript .current")), last: lines.length - 1 };
  })()`);
  await page.evaluate(`document.getElementById("playpause").click()`);
  await page.evaluate(`runFrame(${end - 0.4})`);
  const short = await atEnd();
  assert.ok(short.scrubber < end, `0.4 ms before the end the scrubber is short of it (${short.scrubber} of ${end})`);
  assert.ok(short.current < short.last, "and the last line is not current yet");
  await page.evaluate(`runFrame(${end + 16})`);
  const done = await atEnd();
  assert.equal(done.scrubber, end, "a frame past the end puts the scrubber at its end");
  assert.equal(done.current, done.last, "with the last line current");
  await close(page);
});

test("ARIA: a menu of menuitem rows, radio rows in a single-selection menu with their checked state, mixed included", async () => {
  const page = await open("?trace=traces/40-single-selection.trace");
  const scrub = (ms) => page.evaluate(`(() => { const s = document.getElementById("scrubber"); s.value = ${ms}; s.dispatchEvent(new Event("input")); })()`);
  const rows = () => page.evaluate(`[...document.querySelectorAll('[role="menu"] [role^="menuitem"]')].map((node) =>
    [node.getAttribute("role"), node.querySelector(".title").textContent, node.getAttribute("aria-checked") ?? "-", node.getAttribute("aria-haspopup") ?? "-"].join(" "))`);
  await scrub(900);
  assert.deepEqual(await rows(), ["menuitem Sort - menu", "menuitem Refresh - -"]);
  assert.match(await page.evaluate(`document.querySelector('[data-target]').getAttribute("aria-expanded")`), /^true$/);
  await scrub(1050);
  assert.deepEqual(await rows(), [
    "menuitem Sort - -", "menuitemradio Name true -", "menuitemradio Date false -",
    "menuitemradio Size false -", "menuitemradio Kind mixed -",
  ]);
  await scrub(3050);
  assert.deepEqual((await rows()).slice(1), [
    "menuitemradio Name false -", "menuitemradio Date true -", "menuitemradio Size false -", "menuitemradio Kind false -",
  ], "the choice of 1.1 s persists (M2): Date on, every other off");
  await close(page);
});

test("a .trace dropped on the page opens", async () => {
  const page = await open("?play=traces/10-fruit-delete-then-remove.trace");
  const file = join(root, "traces", "18-bubble-delete.trace");
  const data = { items: [], files: [file], dragOperationsMask: 1 };
  for (const type of ["dragEnter", "dragOver", "drop"]) {
    await page.send("Input.dispatchDragEvent", { type, x: 400, y: 300, data });
  }
  await page.waitUntil(`document.querySelector('[data-target="outgoing"]') !== null`, { what: "the dropped scene" });
  assert.match(await page.evaluate(`document.getElementById("scene").selectedOptions[0].textContent`), /18-bubble-delete\.trace/);
  await close(page);
});

test("a touch long-press on a fruit row lifts the preview and shows the menu; Delete removes the row; the recording passes check", async () => {
  const page = await open("?play=traces/10-fruit-delete-then-remove.trace", { phone: true });
  assert.equal(await phase(page), "idle");
  const row = await page.centre('[data-target="peach"]');
  await page.touch("touchStart", row);
  await waitPhase(page, "pressing", 2000);
  await waitPhase(page, "lifting", 2000);
  assert.ok(await visible(page, ".preview"), "the preview is shown while lifting");
  await waitPhase(page, "presented", 2000);
  assert.ok(await visible(page, '[role="menu"]'), "the menu is shown");
  const items = await page.evaluate(`[...document.querySelectorAll('[role="menu"] [role^="menuitem"]')].map((node) => node.getAttribute("role") + ":" + node.querySelector(".title").textContent)`);
  assert.deepEqual(items, ["menuitemcheckbox:Favorite", "menuitem:Delete", "menuitem:Share"]);
  await page.touch("touchEnd", row);
  await sleep(100);
  assert.equal(await phase(page), "presented", "lifting the finger where it pressed keeps the menu (P6)");
  await page.screenshot(join(output, "phone-presented.png"));

  const remove = await page.centre('[data-item="delete"]');
  await page.touch("touchStart", remove);
  await page.touch("touchEnd", remove);
  await waitPhase(page, "dismissing", 2000);
  await waitPhase(page, "idle", 2000);
  await page.waitUntil(`document.querySelector('[data-target="peach"]').hidden`, { what: "the row to be removed" });
  assert.equal(await page.evaluate(`document.querySelector(".bottom-bar-count").textContent`), "3 Fruits", "the list counts the rows left");
  const text = await transcript(page);
  assert.match(text, /presented --select delete--> dismissing: perform peach delete/);
  assert.match(text, /idle --remove peach--> idle/);
  assert.match(await page.evaluate(`document.getElementById("outcomes").textContent`), /perform delete/);
  // The outcome is said by a screen reader: the polite live region outside the panel holds it.
  assert.equal(
    await page.evaluate(`(() => { const node = document.querySelector('[role="status"][aria-live="polite"]'); return node && !node.closest("#panel") ? node.textContent : null; })()`),
    "perform delete",
    "the live region says the latest outcome",
  );

  // Record: the download is a trace that interaction-sim check passes.
  const downloads = join(output, "downloads");
  mkdirSync(downloads, { recursive: true });
  await browser.send("Browser.setDownloadBehavior", { behavior: "allow", downloadPath: downloads, eventsEnabled: true });
  const done = browser.waitFor("Browser.downloadProgress", undefined, (event) => event.state === "completed", 10000);
  await page.evaluate(`document.getElementById("record").click()`);
  await done;
  const files = readdirSync(downloads).filter((name) => name.endsWith(".trace"));
  assert.equal(files.length, 1, "one trace downloaded");
  const recorded = join(downloads, files[0]);
  const recordedText = readFileSync(recorded, "utf8");
  assert.match(recordedText, /at [\d.]+ down /);
  assert.match(recordedText, /select delete/);
  assert.match(recordedText, /expect outcome 1 perform delete/);
  const check = spawnSync(simulator, ["check", recorded], { encoding: "utf8" });
  assert.equal(check.status, 0, `interaction-sim check passes the recording:\n${check.stdout}${check.stderr}\n${recordedText}`);
  assert.match(check.stdout, /1 passed, 0 failed/);
  // And it replays to the transcript the page showed.
  const replay = spawnSync(simulator, ["replay", recorded], { encoding: "utf8" });
  assert.ok(replay.stdout.startsWith(text), "the recording replays to what the page showed");
  await close(page);
});

test("a right click opens the compact menu, with no preview", async () => {
  const page = await open("?play=traces/10-fruit-delete-then-remove.trace");
  const row = await page.centre('[data-target="apple"]');
  await page.mouse("mousePressed", row, "right");
  await page.mouse("mouseReleased", row, "right");
  await waitPhase(page, "presented", 1000);
  assert.ok(await visible(page, '[role="menu"].compact'), "the compact menu is shown");
  assert.equal(await visible(page, ".preview"), false, "no preview (K1)");
  assert.match(await transcript(page), /idle --right-click [\d.]+,[\d.]+--> presented: show-menu apple compact/);
  // A click beside it, on the screen, dismisses it.
  const beside = await page.evaluate(`(() => { const r = document.getElementById("screen").getBoundingClientRect(); return { x: r.left + 20, y: r.bottom - 20 }; })()`);
  await page.mouse("mousePressed", beside);
  await page.mouse("mouseReleased", beside);
  await waitPhase(page, "dismissing", 1000);
  await waitPhase(page, "idle", 2000);
  await close(page);
});

test("the keyboard path: Tab to a target, the menu key opens its menu, arrows move, Return chooses", async () => {
  const page = await open("?play=traces/10-fruit-delete-then-remove.trace");
  for (let count = 0; count < 20; count += 1) {
    const focused = await page.evaluate(`document.activeElement?.dataset?.target ?? null`);
    if (focused) break;
    await page.key("Tab", Keys.Tab);
  }
  assert.equal(await page.evaluate(`document.activeElement.dataset.target`), "apple");
  assert.match(await transcript(page), /idle --focus apple--> idle: focus apple/);
  await page.key("Tab", Keys.Tab);
  assert.equal(await page.evaluate(`document.activeElement.dataset.target`), "banana");
  assert.ok(await page.evaluate(`getComputedStyle(document.activeElement).outlineStyle !== "none"`), "the focus is visible");
  await page.key("ContextMenu", Keys.ContextMenu);
  await waitPhase(page, "presented", 1000);
  assert.equal(await page.evaluate(`document.querySelector('[role="menu"]').getAttribute("aria-activedescendant")`), "menu-item-favorite");
  assert.equal(await page.evaluate(`document.activeElement.getAttribute("role")`), "menu", "the menu has the focus");
  await page.key("ArrowDown", Keys.ArrowDown);
  await page.waitUntil(`document.querySelector('[role="menu"]').getAttribute("aria-activedescendant") === "menu-item-delete"`);
  await page.key("ArrowDown", Keys.ArrowDown);
  await page.waitUntil(`document.querySelector('[role="menu"]').getAttribute("aria-activedescendant") === "menu-item-share"`);
  await page.key("ArrowUp", Keys.ArrowUp);
  await page.waitUntil(`document.querySelector('[role="menu"]').getAttribute("aria-activedescendant") === "menu-item-delete"`);
  await page.key("ArrowUp", Keys.ArrowUp);
  await page.key("Enter", Keys.Enter);
  await waitPhase(page, "dismissing", 1000);
  assert.match(await transcript(page), /presented --key return--> dismissing: set-state favorite on, perform banana favorite/);
  await waitPhase(page, "idle", 2000);
  assert.equal(await page.evaluate(`document.activeElement.dataset.target`), "banana", "the focus returns to the target");
  assert.equal(await page.evaluate(`getComputedStyle(document.querySelector('[data-target="banana"] .fruit-star')).visibility`), "visible", "the row shows its star");
  assert.equal(await page.evaluate(`getComputedStyle(document.querySelector('[data-target="apple"] .fruit-star')).visibility`), "hidden", "and no other row");
  // Favorite is on now: the next menu shows it checked.
  await page.key("ContextMenu", Keys.ContextMenu);
  await waitPhase(page, "presented", 1000);
  assert.equal(await page.evaluate(`document.querySelector('[data-item="favorite"]').getAttribute("aria-checked")`), "true");
  await page.key("Escape", Keys.Escape);
  await waitPhase(page, "dismissing", 1000);
  await close(page);
});

test("the keyboard keeps its place: Tab stays in the shown menu, and deleting the focused row leaves the focus in the scene", async () => {
  const page = await open("?play=traces/10-fruit-delete-then-remove.trace");
  for (let count = 0; count < 20; count += 1) {
    if (await page.evaluate(`document.activeElement?.dataset?.target ?? null`)) break;
    await page.key("Tab", Keys.Tab);
  }
  assert.equal(await page.evaluate(`document.activeElement.dataset.target`), "apple");
  await page.key("ContextMenu", Keys.ContextMenu);
  await waitPhase(page, "presented", 1000);
  await page.key("Tab", Keys.Tab);
  await sleep(100);
  assert.equal(await page.evaluate(`document.activeElement.getAttribute("role")`), "menu", "Tab leaves the focus in the shown menu");
  await page.key("ArrowDown", Keys.ArrowDown);
  await page.waitUntil(`document.querySelector('[role="menu"]').getAttribute("aria-activedescendant") === "menu-item-delete"`);
  await page.key("Enter", Keys.Enter);
  await waitPhase(page, "dismissing", 1000);
  await waitPhase(page, "idle", 2000);
  await page.waitUntil(`document.querySelector('[data-target="apple"]').hidden`, { what: "the apple row removed" });
  assert.equal(await page.evaluate(`(() => { const active = document.activeElement;
    return document.getElementById("screen").contains(active) && !active.closest("[hidden]"); })()`), true,
    "the focus stays in the scene when its row is removed");
  await page.key("Tab", Keys.Tab);
  assert.equal(await page.evaluate(`document.activeElement.dataset.target`), "banana", "Tab goes on to the next row");
  await close(page);
});

test("a tap on a preview with a different destination shows it as a sheet; its close control returns to idle", async () => {
  const page = await open("?play=traces/07-named-destination-sheet.trace");
  const target = await page.evaluate(`document.querySelector("[data-target]").dataset.target`);
  const point = await page.centre(`[data-target="${target}"]`);
  await page.mouse("mousePressed", point);
  await waitPhase(page, "lifting", 2000);
  await page.mouse("mouseReleased", point);
  await waitPhase(page, "presented", 2000);
  const preview = await page.centre(".preview");
  await page.mouse("mousePressed", preview);
  await page.mouse("mouseReleased", preview);
  await waitPhase(page, "committing", 1000);
  await waitPhase(page, "showingDestination", 2000);
  assert.ok(await visible(page, ".destination.sheet"), "the destination is a sheet");
  assert.ok(await page.evaluate(`document.querySelector(".destination").getAttribute("role") === "dialog"`));
  const closeButton = await page.centre(".destination .close");
  await page.mouse("mousePressed", closeButton);
  await page.mouse("mouseReleased", closeButton);
  await waitPhase(page, "idle", 1000);
  assert.match(await transcript(page), /showingDestination --closed--> idle/);
  await close(page);
});

test("slide to select: long-press, slide onto a row, lift there (M10 hover)", async () => {
  const page = await open("?play=traces/10-fruit-delete-then-remove.trace", { phone: true });
  const row = await page.centre('[data-target="apple"]');
  await page.touch("touchStart", row);
  await waitPhase(page, "presented", 3000);
  const favorite = await page.centre('[data-item="favorite"]');
  const steps = 6;
  for (let step = 1; step <= steps; step += 1) {
    await page.touch("touchMove", { x: row.x + ((favorite.x - row.x) * step) / steps, y: row.y + ((favorite.y - row.y) * step) / steps });
  }
  await page.waitUntil(`document.querySelector('[data-item="favorite"]').classList.contains("highlighted")`, { what: "the hovered row" });
  assert.match(await transcript(page), /presented --hover favorite--> presented: highlight-item favorite/);
  await page.touch("touchEnd", favorite);
  await waitPhase(page, "dismissing", 1000);
  assert.match(await transcript(page), /presented --up--> dismissing: set-state favorite on, perform apple favorite/);
  assert.match(await page.evaluate(`document.getElementById("outcomes").textContent`), /perform favorite/);
  await close(page);
});

test("a pen pressed hard peeks at once, and harder pops into the destination (force, P7)", async () => {
  const page = await open("?play=traces/08-component-actions-with-destination.trace");
  const point = await page.centre('[data-target="album"]');
  await page.pen("mousePressed", point, 0.3);
  await waitPhase(page, "pressing", 1000);
  await page.pen("mouseMoved", { x: point.x, y: point.y + 1 }, 0.6);
  await waitPhase(page, "lifting", 300);
  await page.pen("mouseMoved", { x: point.x, y: point.y + 2 }, 0.97);
  await waitPhase(page, "committing", 1000);
  await page.pen("mouseReleased", { x: point.x, y: point.y + 2 }, 0);
  await waitPhase(page, "showingDestination", 2000);
  const text = await transcript(page);
  assert.match(text, /pressing --force 0\.6--> lifting/);
  assert.match(text, /(lifting|presented) --force 0\.97--> committing: .*=> outcome 1: navigate album-page sheet/);
  await close(page);
});

test("the lifted album card has its preferred size; reduced motion draws it without movement", async () => {
  const page = await open("?play=traces/08-component-actions-with-destination.trace");
  const point = await page.centre('[data-target="album"]');
  await page.mouse("mousePressed", point);
  await waitPhase(page, "presented", 3000);
  await page.mouse("mouseReleased", point);
  await sleep(50);
  await page.screenshot(join(output, "web.png"));
  const size = await page.evaluate(`(() => { const r = document.querySelector(".preview").getBoundingClientRect(); const s = document.getElementById("screen").getBoundingClientRect().width / document.getElementById("screen").offsetWidth; return [Math.round(r.width / s), Math.round(r.height / s)]; })()`);
  assert.deepEqual(size, [280, 360], "the preview has its preferred size (size=280x360)");
  await close(page);

  const reduced = await open("?play=traces/08-component-actions-with-destination.trace", { reducedMotion: true });
  const album = await reduced.centre('[data-target="album"]');
  await reduced.mouse("mousePressed", album);
  await waitPhase(reduced, "lifting", 2000);
  const during = await reduced.evaluate(`(() => { const node = document.querySelector(".preview"); return [node.style.left, node.style.top, node.style.width, node.style.transform]; })()`);
  await waitPhase(reduced, "presented", 2000);
  const presented = await reduced.evaluate(`(() => { const node = document.querySelector(".preview"); return [node.style.left, node.style.top, node.style.width, node.style.transform]; })()`);
  assert.deepEqual(during, presented, "with reduced motion the preview does not move or scale while it lifts");
  await reduced.mouse("mouseReleased", album);
  await close(reduced);
});

test("the page loads with no failed request (the browser's favicon included) and no console error", async () => {
  const page = await browser.newPage();
  const failures = [];
  const stop = browser.listen((message) => {
    if (message.sessionId !== page.sessionId) return;
    if (message.method === "Network.responseReceived" && message.params.response.status >= 400) {
      failures.push(`${message.params.response.status} ${message.params.response.url}`);
    } else if (message.method === "Network.loadingFailed" && !message.params.canceled) {
      failures.push(`${message.params.errorText} ${message.params.requestId}`);
    } else if (message.method === "Log.entryAdded" && message.params.entry.level === "error") {
      failures.push(`${message.params.entry.text} ${message.params.entry.url ?? ""}`);
    }
  });
  await page.send("Network.enable");
  await page.send("Log.enable");
  await page.goto(`${base}index.html`);
  await page.waitUntil(`document.body.dataset.state === "ready"`, { what: "the page to load" });
  await sleep(500);
  stop();
  assert.deepEqual(failures, [], "every request the page makes succeeds");
  await close(page);
});

test("the page fits a phone's width and a desktop's", async () => {
  for (const phone of [true, false]) {
    const page = await open("?play=traces/18-bubble-delete.trace", { phone });
    const overflow = await page.evaluate(`document.scrollingElement.scrollWidth - innerWidth`);
    assert.ok(overflow <= 0, `no horizontal scrolling (${phone ? "phone" : "desktop"}): ${overflow}`);
    const fits = await page.evaluate(`document.getElementById("screen").getBoundingClientRect().right <= innerWidth`);
    assert.ok(fits, "the scene fits the width");
    await page.screenshot(join(output, phone ? "phone.png" : "desktop.png"));
    await close(page);
  }
});

test("a narrow desktop window: no horizontal scrolling, the phone whole beside the panel, the chooser usable", async () => {
  for (const query of ["", "?trace=traces/08-component-actions-with-destination.trace"]) {
    for (const width of [660, 760, 880]) {
      const what = `${width} px wide, ${query ? "replay" : "play"}`;
      const page = await open(query, { size: { width, height: 700 } });
      const layout = await page.evaluate(`(() => {
        const box = (selector) => document.querySelector(selector).getBoundingClientRect();
        const width = document.documentElement.clientWidth;
        const toolbar = [...document.querySelectorAll(".toolbar > *")].filter((node) => node.offsetParent)
          .map((node) => ({ name: node.id || node.className, left: node.getBoundingClientRect().left, right: node.getBoundingClientRect().right }));
        return { width, scrollWidth: document.scrollingElement.scrollWidth, viewport: box("#viewport").toJSON(), panel: box("#panel").toJSON(),
          transport: document.querySelector(".transport").offsetParent ? box(".transport").toJSON() : null,
          clock: document.querySelector("#clock").offsetParent ? box("#clock").toJSON() : null,
          chooser: box("#scene").width, toolbar };
      })()`);
      assert.ok(layout.scrollWidth <= layout.width, `${what}: no horizontal scrolling (${layout.scrollWidth} > ${layout.width})`);
      assert.ok(layout.viewport.left >= 0, `${what}: the phone's left edge shows (${layout.viewport.left})`);
      assert.ok(layout.viewport.right <= layout.panel.left, `${what}: the phone lies beside the panel, not under it (${layout.viewport.right} > ${layout.panel.left})`);
      if (layout.clock) assert.ok(layout.clock.right <= layout.panel.left, `${what}: the replay's clock lies beside the panel (${layout.clock.right} > ${layout.panel.left})`);
      assert.ok(layout.chooser >= 150, `${what}: the scene chooser is wide enough to read (${layout.chooser} px)`);
      for (const control of layout.toolbar) {
        assert.ok(control.left >= 0 && control.right <= layout.width, `${what}: ${control.name} lies in the window`);
      }
      await close(page);
    }
  }
});

test("the seeds as a person sees them at a phone's width and a desktop's: idle, the menu, a sheet (screenshots)", async () => {
  const folder = join(output, "screens");
  mkdirSync(folder, { recursive: true });
  const shots = await takeScreens(browser, base, folder);
  assert.equal(shots.length, 16, "3 scenes idle and with the menu, 2 sheets, at 2 widths");
  const inside = (box, window) => box && box.left >= -0.5 && box.top >= -0.5 && box.right <= window.width + 0.5 && box.bottom <= window.height + 0.5;
  for (const { name, kind, scene, state, geometry: g } of shots) {
    assert.equal(g.skin, scene, `${name}: the scene is drawn as its app`);
    assert.equal(g.toolbarRows, 1, `${name}: the toolbar is one line`);
    assert.equal(g.scroll.x, 0, `${name}: no horizontal scrolling`);
    assert.ok(inside(g.screen, g.window), `${name}: the whole screen is in the window: ${JSON.stringify(g.screen)}`);
    if (kind === "phone") {
      assert.ok(g.screen.left <= 0.5 && g.screen.right >= g.window.width - 0.5 && g.screen.bottom >= g.window.height - 1,
        `${name}: the scene fills the phone's window below the toolbar: ${JSON.stringify(g.screen)}`);
      assert.ok(g.screen.top <= g.toolbar.bottom + 0.5, `${name}: right below the toolbar`);
      assert.equal(g.panel, null, `${name}: the panel waits behind its button`);
    } else {
      assert.ok(inside(g.panelFirstLine, g.window), `${name}: the panel's first line is in view: ${JSON.stringify(g.panelFirstLine)}`);
      const gap = g.panel.left - g.screen.right;
      assert.ok(gap > 0 && gap <= 64, `${name}: the phone and the panel side by side, ${gap} px apart`);
    }
    if (state === "menu") {
      assert.equal(g.phase, "presented", name);
      assert.ok(inside(g.preview, g.window), `${name}: the preview is in the window: ${JSON.stringify(g.preview)}`);
      assert.ok(inside(g.menu, g.window), `${name}: the menu is in the window: ${JSON.stringify(g.menu)}`);
      const overlap = Math.min(g.preview.bottom, g.menu.bottom) - Math.max(g.preview.top, g.menu.top) > 0.5 &&
        Math.min(g.preview.right, g.menu.right) - Math.max(g.preview.left, g.menu.left) > 0.5;
      assert.ok(!overlap, `${name}: the menu does not cover the preview`);
      assert.equal(g.backdrop?.opacity, 1, `${name}: behind them the scene is dimmed`);
      assert.match(g.backdrop.filter, /blur\(/, `${name}: and blurred`);
      assert.equal(g.sourceOpacity, 0, `${name}: the lifted preview takes its source's place (nothing of it shows beside)`);
    } else if (state === "sheet") {
      assert.equal(g.phase, "showingDestination", name);
      assert.ok(inside(g.destination, g.window), `${name}: the sheet is in the window: ${JSON.stringify(g.destination)}`);
      assert.ok(g.destination.top > g.screen.top, `${name}: a sheet, the scene's top showing above it`);
    } else {
      assert.equal(g.phase, "idle", name);
      assert.equal(g.backdrop, null, `${name}: nothing dimmed`);
    }
  }
  if (process.env.UPDATE_WEB_PNG === "1") {
    mkdirSync(join(root, "docs", "screens"), { recursive: true });
    for (const { name, file } of shots) copyFileSync(file, join(root, "docs", "screens", `${name}.png`));
    for (const [picture, name] of Object.entries(DOCS)) copyFileSync(join(folder, `${name}.png`), join(root, "docs", picture));
  }
});

test("at a phone's width the panel is one tap away, as a sheet over the scene", async () => {
  const page = await open("?play=traces/10-fruit-delete-then-remove.trace", { phone: true });
  assert.equal(await visible(page, "#panel"), false, "the scene first");
  await page.touch("touchStart", await page.centre("#panel-toggle"));
  await page.touch("touchEnd", await page.centre("#panel-toggle"));
  await page.waitUntil(`document.body.dataset.panel === "open"`, { what: "the panel to open" });
  assert.ok(await visible(page, "#phase"), "the machine's phase is shown");
  const inView = await page.evaluate(`(() => { const r = document.getElementById("phase").getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })()`);
  assert.ok(inView, "in the window");
  assert.equal(await page.evaluate(`document.getElementById("panel-toggle").getAttribute("aria-expanded")`), "true");
  await page.touch("touchStart", await page.centre("#panel-close"));
  await page.touch("touchEnd", await page.centre("#panel-close"));
  await page.waitUntil(`document.body.dataset.panel === "closed"`, { what: "the panel to close" });
  assert.equal(await visible(page, "#panel"), false);
  await close(page);
});

test("replay names the trace that is loaded; a scene that is no seed's is drawn from its frames and ids", async () => {
  const chosen = (page) => page.evaluate(`document.getElementById("scene").selectedOptions[0].textContent`);
  const page = await open("?trace=traces/21-keyboard-submenu.trace");
  assert.equal(await chosen(page), "21-keyboard-submenu.trace");
  assert.ok(await visible(page, "#loaded"));
  assert.match(await page.evaluate(`document.getElementById("loaded").textContent`), /21-keyboard-submenu\.trace/);
  assert.equal(await page.evaluate(`document.getElementById("screen").dataset.skin ?? null`), null);
  assert.equal(await page.evaluate(`document.querySelector('[data-target="doc"] .target-name').textContent`), "Doc");
  await close(page);

  const played = await open("?play=traces/08-component-actions-with-destination.trace");
  assert.equal(await chosen(played), "Album card");
  await played.evaluate(`document.querySelector('input[name="mode"][value="replay"]').click()`);
  await played.waitUntil(`document.body.dataset.mode === "replay"`);
  assert.equal(await chosen(played), "08-component-actions-with-destination.trace", "the field names the trace, not the scene");
  assert.match(await played.evaluate(`document.getElementById("loaded").textContent`), /08-component-actions-with-destination\.trace/);
  assert.equal(await played.evaluate(`document.querySelector(".chooser-label").textContent`), "Trace");
  await played.evaluate(`document.querySelector('input[name="mode"][value="play"]').click()`);
  await played.waitUntil(`document.body.dataset.mode === "play"`);
  assert.equal(await chosen(played), "Album card");
  await close(played);
});
