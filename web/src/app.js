// The page: a scene chooser, Play (a live session over a trace's scene, recorded), Replay (a trace's
// transcript, expectations and picture at any instant), and the panel that shows what the machine says.
//
// `index.html?trace=PATH` opens PATH (a URL relative to the page) in replay, and `#transcript` then
// holds the whole transcript, exactly `interaction-sim replay`'s bytes, or the trace's
// `LINE:COLUMN: error: …`. `?play=PATH` plays PATH's scene.

import { engine, describe, outOfMemory } from "./engine.js";
import { PlaySession } from "./play.js";
import { ReplaySession } from "./replay.js";
import { InputMapping } from "./input.js";

/** The scenes offered first: the seeds' album card, fruit list and message bubbles. */
const FEATURED = [
  { path: "traces/08-component-actions-with-destination.trace", title: "Album card" },
  { path: "traces/10-fruit-delete-then-remove.trace", title: "Fruit list" },
  { path: "traces/18-bubble-delete.trace", title: "Message bubbles" },
];

const $ = (id) => document.getElementById(id);
const screen = $("screen");
const reducedMotionQuery = matchMedia("(prefers-reduced-motion: reduce)");
/** The phone's layout (style.css's breakpoint): the scene fills the width, the panel is a sheet. */
const phoneQuery = matchMedia("(max-width: 640px)");
/** The group of the chooser that lists every shipped trace by its file name. */
const SHIPPED = "Every shipped trace";

const state = {
  ix: null,
  mode: "play",
  title: "",
  path: "", // the loaded trace's URL, or "" for a file opened from disk
  name: "", // the loaded trace's file name
  trace: null, // the chosen trace's bytes
  play: null,
  replay: null,
  playing: false,
  frame: null,
  focusHeld: false,
};

const view = {
  screen,
  reducedMotion: () => reducedMotionQuery.matches,
  room: () => screenRoom(),
  onReport: (report) => appendTranscript(report.text),
  onFrame: (appearance) => showAppearance(appearance),
};

const mapping = new InputMapping(screen, () => (state.mode === "play" ? state.play : null));

// ------------------------------------------------------------------------------------------------
// Errors

function showError(error) {
  const message = describe(error);
  $("error").textContent = state.title ? `${state.title}: ${message}` : message;
  $("error").hidden = false;
  $("transcript").textContent = message + "\n";
  document.body.dataset.state = "error";
}

/** Says that the module could not be loaded. */
function cannotLoad(error) {
  showError(new Error(`the machine (js/interaction.js and its wasm) could not be loaded: ${error.message}. Serve the page with scripts/serve-web.`));
}

function clearError() {
  $("error").hidden = true;
  $("error").textContent = "";
}

// ------------------------------------------------------------------------------------------------
// The panel

const VALUES = [
  ["target", "target"],
  ["sourceHighlighted", "source highlighted"],
  ["pressProgress", "press progress"],
  ["liftProgress", "lift progress"],
  ["menuShown", "menu shown"],
  ["compact", "compact"],
  ["menuLevel", "menu level"],
  ["highlightedItem", "highlighted item"],
  ["loadedCount", "loaded"],
  ["previewOpacity", "preview opacity"],
  ["overlayOpacity", "overlay opacity"],
  ["previewSize", "preview size"],
  ["fadeProgress", "fade progress"],
  ["commitProgress", "commit progress"],
  ["destination", "destination"],
];

function format(value) {
  if (value === null || value === undefined) return "—";
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : value.toFixed(3);
  if (typeof value === "object") return `${value.width}×${value.height}`;
  return String(value);
}

function buildValues() {
  const list = $("values");
  list.replaceChildren();
  for (const [key, name] of VALUES) {
    const term = document.createElement("dt");
    term.textContent = name;
    const definition = document.createElement("dd");
    definition.dataset.value = key;
    list.append(term, definition);
  }
}

function showAppearance(appearance) {
  $("phase").textContent = appearance.phase;
  for (const node of $("values").querySelectorAll("dd")) {
    const text = format(appearance[node.dataset.value]);
    if (node.textContent !== text) node.textContent = text;
  }
  keepFocus(appearance);
}

/** The menu takes the keyboard focus while it is shown (its rows are its active descendants), and a
 * destination's close control while it is shown; after them the focus goes back to the focused
 * target, or to the screen (never to a target the keyboard did not choose: that would be `focus`). */
function keepFocus(appearance) {
  const session = state.mode === "play" ? state.play : null;
  if (!session) return;
  const menu = screen.querySelector(".menu");
  const destination = screen.querySelector(".destination");
  const active = document.activeElement;
  if (appearance.menuShown && menu && !menu.hidden) {
    if (active !== menu) menu.focus({ preventScroll: true });
    state.focusHeld = true;
  } else if (appearance.destination && destination && !destination.hidden) {
    if (!destination.contains(active)) destination.querySelector(".close")?.focus({ preventScroll: true });
    state.focusHeld = true;
  } else if (state.focusHeld) {
    state.focusHeld = false;
    if (active === menu || destination?.contains(active) || !active || active === document.body) {
      const target = session.focused ? screen.querySelector(`[data-target="${CSS.escape(session.focused)}"]`) : null;
      (target && !target.hidden ? target : screen).focus({ preventScroll: true });
    }
  }
}

function appendTranscript(line) {
  const node = document.createElement("span");
  node.className = "line";
  node.textContent = line + "\n";
  const transcript = $("transcript");
  const atBottom = transcript.scrollTop + transcript.clientHeight >= transcript.scrollHeight - 4;
  transcript.append(node);
  if (atBottom) transcript.scrollTop = transcript.scrollHeight;
  showOutcomes();
}

function showOutcomes() {
  const outcomes = state.mode === "play"
    ? state.play?.outcomes ?? []
    : (state.replay?.outcomes ?? []).filter((outcome) => outcome.at <= state.replay.time);
  const list = $("outcomes");
  if (list.childElementCount === outcomes.length) return;
  // A new outcome is said by a screen reader (a polite live region, outside the panel, which a phone
  // hides): the latest only, as the list shows it. Rewinding a replay says nothing.
  if (outcomes.length > list.childElementCount) $("announcement").textContent = outcomes[outcomes.length - 1].text;
  list.replaceChildren(...outcomes.map(({ interaction, text }) => {
    const item = document.createElement("li");
    item.value = interaction;
    item.textContent = text;
    return item;
  }));
}

// ------------------------------------------------------------------------------------------------
// Sessions

function closeSessions() {
  stopPlayback();
  state.play?.close();
  state.replay?.close();
  state.play = null;
  state.replay = null;
  mapping.reset();
  $("transcript").replaceChildren();
  $("outcomes").replaceChildren();
  $("announcement").textContent = "";
  $("expectations").replaceChildren();
}

/** Starts the chosen mode over a trace's text (on a fresh module when the last one ran out of memory:
 * only then does it wait). */
async function start() {
  if (state.ix === null) {
    try {
      state.ix = await engine();
    } catch (error) {
      cannotLoad(error);
      return;
    }
  }
  closeSessions();
  clearError();
  document.body.dataset.mode = state.mode;
  showChoice();
  $("replay-controls").hidden = state.mode !== "replay";
  $("expectations-section").hidden = state.mode !== "replay";
  $("record").hidden = state.mode !== "play";
  if (state.trace === null) return;
  document.body.dataset.state = "loading";
  try {
    if (state.mode === "play") startPlay();
    else startReplay();
    document.body.dataset.state = "ready";
  } catch (error) {
    closeSessions();
    screen.replaceChildren();
    // A module that ran out of memory refuses every later call: the next start loads it afresh.
    if (outOfMemory(error)) state.ix = null;
    showError(error);
  }
  fit();
}

function startPlay() {
  state.play = new PlaySession(state.ix, state.trace, view);
  showOutcomes();
}

function startReplay() {
  const session = new ReplaySession(state.ix, state.trace, view);
  state.replay = session;
  const transcript = $("transcript");
  transcript.replaceChildren(...session.lines.map((line) => {
    const node = document.createElement("span");
    node.className = "line";
    node.textContent = line.text + "\n";
    return node;
  }));
  const list = $("expectations");
  list.replaceChildren(...session.expectations.map((expectation) => {
    const item = document.createElement("li");
    item.className = expectation.passed ? "passed" : "failed";
    item.dataset.line = expectation.line;
    const mark = document.createElement("span");
    mark.className = "mark";
    mark.textContent = expectation.passed ? "✓ passed" : "✗ failed";
    const text = document.createElement("code");
    text.textContent = `${expectation.line}: ${expectation.text}`;
    item.append(mark, " ", text);
    if (expectation.message) {
      const detail = document.createElement("div");
      detail.className = "detail";
      detail.textContent = expectation.message;
      item.append(detail);
    }
    return item;
  }));
  const failed = session.expectations.filter((expectation) => !expectation.passed).length;
  $("expectations-summary").textContent = session.expectations.length
    ? failed ? `${failed} of ${session.expectations.length} failed` : `all ${session.expectations.length} passed`
    : "none";
  const scrubber = $("scrubber");
  scrubber.max = String(Math.ceil(session.end));
  seek(0);
  showOutcomes();
}

function seek(time) {
  const session = state.replay;
  if (!session) return;
  session.seek(time);
  // The scrubber never runs ahead of the picture: it shows its end only once the replay is there (a
  // frame 0.4 ms short of the end, rounded, showed the end with the last line not yet current).
  const scrubber = $("scrubber");
  scrubber.value = session.time >= session.end ? scrubber.max : String(Math.floor(session.time));
  $("clock").textContent = `${(session.time / 1000).toFixed(3)} s`;
  showAppearance(session.appearance);
  showOutcomes();
  const current = session.currentLine;
  const lines = $("transcript").children;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const isCurrent = index === current;
    if (isCurrent !== line.classList.contains("current")) {
      line.classList.toggle("current", isCurrent);
      if (isCurrent) line.setAttribute("aria-current", "true");
      else line.removeAttribute("aria-current");
    }
    line.classList.toggle("future", index > current);
  }
  // Keep the current line in view inside the transcript, without scrolling the page.
  const line = lines[current];
  const transcript = $("transcript");
  if (line && (line.offsetTop < transcript.scrollTop || line.offsetTop + line.offsetHeight > transcript.scrollTop + transcript.clientHeight)) {
    transcript.scrollTop = Math.max(0, line.offsetTop - transcript.clientHeight / 3);
  }
}

function stopPlayback() {
  state.playing = false;
  if (state.frame !== null) cancelAnimationFrame(state.frame);
  state.frame = null;
  $("playpause").textContent = "▶";
  $("playpause").setAttribute("aria-label", "Play");
}

function startPlayback() {
  const session = state.replay;
  if (!session) return;
  if (session.time >= session.end) seek(0);
  state.playing = true;
  $("playpause").textContent = "⏸";
  $("playpause").setAttribute("aria-label", "Pause");
  let last = performance.now();
  const frame = (now) => {
    if (!state.playing || state.replay !== session) return;
    seek(session.time + (now - last));
    last = now;
    if (session.time >= session.end) stopPlayback();
    else state.frame = requestAnimationFrame(frame);
  };
  state.frame = requestAnimationFrame(frame);
}

/** The chooser shows what is loaded: in Replay the trace's file name (its option among every shipped
 * trace), in Play the scene's; above the replayed picture, the trace's name. */
function showChoice() {
  const select = $("scene");
  const replay = state.mode === "replay";
  const options = [...select.options].filter((option) => option.value === state.path);
  const chosen = (replay ? options.find((option) => option.parentElement.label === SHIPPED) : null) ?? options[0];
  if (chosen) chosen.selected = true;
  document.querySelector(".chooser-label").textContent = replay ? "Trace" : "Scene";
  const loaded = $("loaded");
  const name = document.createElement("strong");
  name.textContent = state.name;
  loaded.replaceChildren("Replaying ", name);
  loaded.title = chosen?.title ?? "";
}

// ------------------------------------------------------------------------------------------------
// Loading traces

async function loadPath(path, title = path) {
  state.title = title;
  state.path = path;
  state.name = path.replace(/^.*\//, "");
  try {
    const response = await fetch(path, { cache: "no-store" });
    if (!response.ok) throw new Error(`could not load ${path}: ${response.status} ${response.statusText}`);
    state.trace = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    state.trace = null;
    closeSessions();
    screen.replaceChildren();
    showError(error);
    return;
  }
  start();
}

async function loadFile(file) {
  state.title = file.name;
  state.path = "";
  state.name = file.name;
  const option = $("scene").querySelector("option[data-file]") ?? document.createElement("option");
  option.dataset.file = "";
  option.value = "";
  option.textContent = `${file.name} (opened)`;
  $("scene").prepend(option);
  $("scene").value = "";
  try {
    state.trace = new Uint8Array(await file.arrayBuffer());
  } catch (error) {
    state.trace = null;
    closeSessions();
    screen.replaceChildren();
    showError(error);
    return;
  }
  start();
}

async function sceneList() {
  let shipped = [];
  try {
    const response = await fetch("traces.json", { cache: "no-store" });
    if (response.ok) shipped = await response.json();
  } catch {}
  const select = $("scene");
  const group = (name, scenes) => {
    const node = document.createElement("optgroup");
    node.label = name;
    for (const scene of scenes) {
      const option = document.createElement("option");
      option.value = scene.path;
      option.textContent = scene.title;
      if (scene.description) option.title = scene.description;
      node.append(option);
    }
    select.append(node);
  };
  group("Scenes", FEATURED);
  group(SHIPPED, shipped.map((scene) => ({
    path: scene.path, title: scene.path.replace(/^traces\//, ""), description: scene.title,
  })));
}

// ------------------------------------------------------------------------------------------------
// Layout: the screen scaled to the space available

/** Scales the screen to show whole: at a phone's width it fills the width below the toolbar; wider, it
 * stands in a phone's frame beside the panel, as tall as the window allows. */
function fit() {
  const viewport = $("viewport");
  const width = screen.offsetWidth || 390;
  const height = screen.offsetHeight || 844;
  const phone = phoneQuery.matches;
  viewport.classList.toggle("device", !phone);
  const border = phone ? 0 : 22; // the phone frame's, both sides
  // Wider than a phone the panel may be as narrow as 320 px (style.css's grid), beside the layout's
  // padding and gap; the window's width is its client width (without a scroll bar).
  const room = screenRoom() ?? {
    width: document.documentElement.clientWidth - 48 - 28 - 320 - border,
    height: innerHeight - (viewport.getBoundingClientRect().top + window.scrollY) - 16 - border,
  };
  const scale = phone ? room.width / width : Math.max(0.4, Math.min(1, room.width / width, room.height / height));
  screen.style.transform = `scale(${scale})`;
  viewport.style.width = `${Math.floor(width * scale) + border}px`;
  viewport.style.height = `${Math.floor(height * scale) + border}px`;
  // The grid's first column is at least the phone's width, so that the panel beside it takes what is
  // left and never lies under it (the column's own minimum is 0, for the replay's long names).
  viewport.parentElement.style.minWidth = phone ? "" : viewport.style.width;
}

/** At a phone's width, the room the screen fills: the window's width, and its height below the
 * toolbar (and the replay's controls), in CSS pixels; null wider, where the screen is a phone's. */
function screenRoom() {
  if (!phoneQuery.matches) return null;
  const top = $("viewport").getBoundingClientRect().top + window.scrollY;
  return { width: document.documentElement.clientWidth, height: Math.max(200, innerHeight - top) };
}

/** Fits the screen to the window: the session's screen (its height at a phone's width), then its scale. */
function refit() {
  state.play?.resize();
  state.replay?.resize();
  fit();
}

/** Opens or closes the panel's sheet (at a phone's width; wider, the panel is always shown). */
function showPanel(open) {
  document.body.dataset.panel = open ? "open" : "closed";
  $("panel-toggle").setAttribute("aria-expanded", String(open));
  if (open && phoneQuery.matches) $("panel-close").focus({ preventScroll: true });
  else if (!open && document.activeElement?.closest?.("#panel")) $("panel-toggle").focus({ preventScroll: true });
}

// ------------------------------------------------------------------------------------------------
// Wiring

function download(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

function wire() {
  for (const radio of document.querySelectorAll('input[name="mode"]')) {
    radio.addEventListener("change", () => {
      state.mode = radio.value;
      start();
    });
  }
  $("scene").addEventListener("change", () => {
    const path = $("scene").value;
    if (path) loadPath(path, $("scene").selectedOptions[0]?.textContent ?? path);
  });
  $("file").addEventListener("change", () => {
    const file = $("file").files[0];
    if (file) loadFile(file);
    $("file").value = "";
  });
  $("restart").addEventListener("click", () => start());
  $("record").addEventListener("click", () => {
    if (!state.play) return;
    const base = (state.title || "session").replace(/\.trace$/, "").replace(/[^A-Za-z0-9._-]+/g, "-");
    download(`${base}-session.trace`, state.play.record(state.title));
  });
  $("playpause").addEventListener("click", () => (state.playing ? stopPlayback() : startPlayback()));
  $("step").addEventListener("click", () => {
    stopPlayback();
    if (state.replay) seek(state.replay.step(1));
  });
  $("back").addEventListener("click", () => {
    stopPlayback();
    if (state.replay) seek(state.replay.step(-1));
  });
  $("scrubber").addEventListener("input", () => {
    stopPlayback();
    seek(Number($("scrubber").value));
  });
  // Drop a .trace anywhere.
  let depth = 0;
  document.addEventListener("dragenter", (event) => {
    if (![...(event.dataTransfer?.types ?? [])].includes("Files")) return;
    depth += 1;
    $("drop").hidden = false;
  });
  document.addEventListener("dragleave", () => {
    depth = Math.max(0, depth - 1);
    if (depth === 0) $("drop").hidden = true;
  });
  document.addEventListener("dragover", (event) => event.preventDefault());
  document.addEventListener("drop", (event) => {
    event.preventDefault();
    depth = 0;
    $("drop").hidden = true;
    const file = event.dataTransfer?.files?.[0];
    if (file) loadFile(file);
  });
  // The page moves the focus itself to a sheet's close control and the panel's Done: their focus ring
  // is drawn when the keyboard was used last, not after a tap (style.css).
  addEventListener("keydown", () => { document.body.dataset.input = "keyboard"; }, true);
  addEventListener("pointerdown", () => { document.body.dataset.input = "pointer"; }, true);
  addEventListener("resize", refit);
  phoneQuery.addEventListener?.("change", refit);
  $("panel-toggle").addEventListener("click", () => showPanel(document.body.dataset.panel !== "open"));
  $("panel-close").addEventListener("click", () => showPanel(false));
  reducedMotionQuery.addEventListener?.("change", () => {
    state.play?.draw(state.play.now());
    if (state.replay) seek(state.replay.time);
  });
}

async function main() {
  buildValues();
  wire();
  document.body.dataset.state = "loading";
  try {
    state.ix = await engine();
  } catch (error) {
    cannotLoad(error);
    return;
  }
  await sceneList();
  const parameters = new URLSearchParams(location.search);
  const trace = parameters.get("trace");
  const play = parameters.get("play");
  const path = trace ?? play ?? FEATURED[0].path;
  state.mode = trace ? "replay" : "play";
  document.querySelector(`input[name="mode"][value="${state.mode}"]`).checked = true;
  const select = $("scene");
  if ([...select.options].some((option) => option.value === path)) select.value = path;
  else {
    const option = document.createElement("option");
    option.value = path;
    option.textContent = path;
    select.prepend(option);
    select.value = path;
  }
  await loadPath(path, FEATURED.find((scene) => scene.path === path)?.title ?? path);
}

main();
