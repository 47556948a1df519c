// The JavaScript surface as a host meets it: loading, a machine's calls, plain reports, milliseconds,
// errors with a place, free and use after free (interaction.d.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { load, loadSync, version, InteractionError, TraceError } from "../interaction.js";
import { ix, root, wasmBytes, wasmPath } from "./support.js";
import { sceneText, workloadInputs } from "../bench/workload.js";

const album = `trace 1
target album frame=20,40,350,160 preview=custom:album-card destination=album-page present=sheet size=280x360
  action pin "Pin" icon=pin off
  menu more "More"
    action copy "Copy"
at 0 down 195,120
at 0.6 up
at 1.0 select pin
expect 0.5 state lifting album
expect outcome 1 perform pin
expect outcomes 1
`;

/** A value as JSON gives it back (a report's `toJSON` includes its `text`). */
const plain = (value) => JSON.parse(JSON.stringify(value));

/** No BigInt: a value survives JSON, and a report's text comes with it. */
function assertPlain(value) {
  const json = plain(value);
  assert.deepEqual(plain(json), json);
  for (const [index, report] of (Array.isArray(value) ? value : [value]).entries()) {
    if (report.text !== undefined) assert.equal((Array.isArray(value) ? json[index] : json).text, report.text);
  }
}

test("load: from bytes, a Module, a file URL, a path string and by default; loadSync from bytes and a Module", async () => {
  const module = new WebAssembly.Module(wasmBytes);
  const instances = [
    await load(wasmBytes),
    await load(wasmBytes.buffer.slice(wasmBytes.byteOffset, wasmBytes.byteOffset + wasmBytes.byteLength)),
    await load(module),
    await load(pathToFileURL(wasmPath)),
    await load("./interaction.wasm"),
    await load(),
    await load(Promise.resolve(new Response(wasmBytes, { headers: { "content-type": "application/wasm" } }))),
    loadSync(wasmBytes),
    loadSync(module),
  ];
  for (const instance of instances) {
    assert.equal(instance.abiVersion, 3);
    assert.equal(instance.replay(album), ix.replay(album));
  }
});

test("load rejects what is not wasm with an InteractionError", async () => {
  await assert.rejects(load(42), (error) => error instanceof InteractionError && error.code === "argument");
  assert.throws(() => loadSync("bytes"), (error) => error instanceof InteractionError && error.code === "argument");
});

test("the module imports nothing and exports the header's functions", () => {
  const module = new WebAssembly.Module(wasmBytes);
  assert.deepEqual(WebAssembly.Module.imports(module), []);
  const header = fs.readFileSync(path.join(root, "include/interaction.h"), "utf8");
  const declared = [...new Set([...header.matchAll(/\b(interaction_[a-z0-9_]+)\(/g)].map((m) => m[1]))].sort();
  const exported = WebAssembly.Module.exports(module).map((e) => e.name);
  assert.deepEqual(exported.filter((name) => name.startsWith("interaction_")).sort(), declared);
  assert.deepEqual(exported.filter((name) => !name.startsWith("interaction_")).sort(), ["free", "malloc", "memory"]);
});

test("a host loop: send, nextDeadline, advance and appearance, in milliseconds (P1, P5, P6, M2)", () => {
  const machine = ix.machine(album);
  assert.equal(machine.nextDeadline, null);
  assert.equal(machine.now, 0);
  const down = machine.send({ verb: "down", x: 195, y: 120 }, 0);
  assert.equal(down.length, 1);
  assert.deepEqual(plain(down[0]), {
    kind: "transition", at: 0, from: "idle", to: "pressing",
    trigger: { kind: "input", input: { verb: "down", x: 195, y: 120 } },
    target: "album", interaction: 1,
    effects: [{ kind: "highlight", target: "album" }], outcome: null,
    text: "0.000  idle --down 195,120--> pressing: highlight album",
  });
  assert.equal(machine.nextDeadline, 500);
  const half = machine.appearance(250);
  assert.equal(half.phase, "pressing");
  assert.equal(half.pressProgress, 0.5);
  assert.equal(half.sourceHighlighted, true);
  assertPlain(half);
  const lift = machine.advance(500);
  assert.equal(lift[0].text, "0.500  pressing --timer hold--> lifting: unhighlight album, haptic, show-preview album custom:album-card 280x360");
  assert.deepEqual(lift[0].trigger, { kind: "timer", timer: "hold" });
  assert.deepEqual(lift[0].effects[2], { kind: "show-preview", target: "album", preview: "custom:album-card", size: { width: 280, height: 360 } });
  assert.equal(machine.now, 500);
  assert.equal(machine.nextDeadline, 835);
  machine.send("up", 600);
  const shown = machine.advance(835);
  assert.equal(shown[0].to, "presented");
  assert.equal(machine.phase, "presented");
  const menu = machine.appearance(835);
  assert.equal(menu.menuShown, true);
  assert.equal(menu.menuLevel, "root");
  assert.deepEqual(menu.previewSize, { width: 280, height: 360 });
  const chosen = machine.send({ verb: "select", id: "pin" }, 1000);
  assert.deepEqual(plain(chosen[0].outcome), { kind: "perform", action: "pin", text: "perform pin" });
  assert.deepEqual(chosen[0].effects[0], { kind: "set-state", item: "pin", state: "on" });
  assert.deepEqual(chosen[0].effects[3], { kind: "begin-fade", opacity: 0.05 });
  const fading = machine.appearance(1150);
  assert.equal(fading.fadeProgress, 0.5);
  assert.equal(fading.overlayOpacity, 0.05);
  assertPlain(chosen);
  machine.free();
});

test("appearance past nextDeadline draws every field after the timers due by then, without firing them (section 7, T2)", () => {
  const machine = ix.machine(album);
  machine.send({ verb: "down", x: 195, y: 120 }, 0);
  // A frame at 900 ms with no advance: the hold and the lift are due, so the menu is shown at its root.
  const menu = machine.appearance(900);
  assert.equal(menu.phase, "presented");
  assert.equal(menu.menuShown, true);
  assert.equal(menu.menuLevel, "root");
  assert.equal(menu.target, "album");
  assert.equal(machine.phase, "pressing");
  assert.equal(machine.nextDeadline, 500);
  machine.advance(900);
  machine.send("tap-preview", 1000);
  // The commit ends at 1335 ms: a frame at 1400 ms shows the destination it names.
  const shown = machine.appearance(1400);
  assert.equal(shown.phase, "showingDestination");
  assert.equal(shown.destination, "album-page");
  assert.equal(machine.phase, "committing");
  machine.advance(1400);
  machine.send("closed", 1500);
  machine.send({ verb: "right-click", x: 195, y: 120 }, 1600);
  machine.send("tap-outside", 1700);
  // The fade ends at 2000 ms: a frame at 2100 ms is idle, with no target.
  const idle = machine.appearance(2100);
  assert.equal(idle.phase, "idle");
  assert.equal(idle.target, null);
  assert.equal(idle.menuLevel, null);
  assert.equal(machine.phase, "dismissing");
  machine.free();
});

test("an ignored input is a report with its reason, in the phase it was ignored in (M9, P1)", () => {
  const machine = ix.machine(album);
  const [report] = machine.send("down 1,1", 0);
  assert.deepEqual(plain(report), {
    kind: "ignored", at: 0, phase: "idle", input: { verb: "down", x: 1, y: 1 }, reason: "no target hit",
    text: "0.000  idle: down 1,1 ignored (no target hit)",
  });
  machine.free();
});

test("time goes backwards: the input is ignored with the reason, never thrown (T1, I5)", () => {
  const machine = ix.machine(album);
  machine.send("down 195,120", 100);
  const [report] = machine.send("up", 50);
  assert.equal(report.kind, "ignored");
  assert.equal(report.reason, "time went backwards (now 0.100)");
  assert.deepEqual(machine.advance(10), []);
  machine.free();
});

test("milliseconds with a fraction are exact nanoseconds; instants print as the transcript does", () => {
  const machine = ix.machine(album);
  const [report] = machine.send("down 195,120", 0.000001);
  assert.equal(report.at, 0.000001);
  assert.equal(report.text.slice(0, 13), "0.000000001  ");
  assert.equal(machine.nextDeadline, 500.000001);
  machine.free();
});

test("inputs as objects and as trace text are the same input; text errors have a place", () => {
  const machine = ix.machine(album);
  assert.throws(() => machine.send("down 1,", 0), (error) => {
    assert.ok(error instanceof TraceError);
    assert.equal(error.line, 1);
    // The parser's own column in `at 0 down 1,`, less the `at 0 ` it was read after.
    assert.equal(error.column, 8);
    assert.match(error.message, /^1:8: error: /);
    return true;
  });
  assert.throws(() => machine.send("select nothing-here", 0), TraceError);
  assert.throws(() => machine.send("jump", 0), TraceError);
  assert.throws(() => machine.send({ verb: "jump" }, 0), (error) => error.code === "input");
  assert.throws(() => machine.send({ verb: "select", id: "nothing-here" }, 0), (error) => error.code === "unknown-id");
  assert.throws(() => machine.send({ verb: "key", key: "space" }, 0), (error) => error.code === "input");
  assert.throws(() => machine.send({ verb: "down", x: Number.NaN, y: 0 }, 0), (error) => error.code === "input");
  assert.throws(() => machine.send({ verb: "down", x: 2e9, y: 0 }, 0), (error) => error.code === "input");
  assert.throws(() => machine.send({ verb: "force", force: 2 }, 0), (error) => error.code === "input");
  assert.throws(() => machine.send("up", Number.POSITIVE_INFINITY), (error) => error.code === "argument");
  assert.throws(() => machine.send("up", 2n ** 63n), (error) => error.code === "argument");
  assert.throws(() => machine.send("up", "10"), (error) => error.code === "argument" && /got the string "10"/.test(error.message));
  assert.throws(() => machine.appearance("soon"), (error) => error.code === "argument");
  // Nothing was sent: the machine is still at 0 and idle.
  assert.equal(machine.now, 0);
  const fromText = machine.send("down 195.5,120.25", 0);
  const other = ix.machine(album);
  const fromObject = other.send({ verb: "down", x: 195.5, y: 120.25 }, 0);
  // A report's text is written by the core when first read: read it before `free()`.
  assert.deepEqual(plain(fromText), plain(fromObject));
  machine.free();
  other.free();
});

test("every input verb round-trips through the module (K2 keys, M7 remove)", () => {
  const machine = ix.machine(album);
  const inputs = [
    "focus album", "key menu", "key down", "key escape", "right-click 30,50",
    "tap-outside", "force 0.25", "move 1,2", "cancel", "tap-preview", "dismiss", "closed", "remove album", "tick",
  ];
  let at = 0;
  for (const text of inputs) {
    const reports = machine.send(text, (at += 1000));
    for (const report of reports) {
      const shown = report.kind === "ignored" ? report.input : report.trigger.input;
      if (shown) assert.ok(report.text.includes(text), `${report.text} names ${text}`);
      assertPlain(report);
    }
  }
  machine.free();
});

test("the trace's timed inputs, in milliseconds with their text", () => {
  const machine = ix.machine(album);
  assert.deepEqual(machine.inputs.map((input) => [input.at, input.text]), [
    [0, "down 195,120"], [600, "up"], [1000, "select pin"],
  ]);
  assert.deepEqual(machine.inputs[2].input, { verb: "select", id: "pin" });
  machine.free();
});

test("free is idempotent; a freed machine throws a clear error", () => {
  const machine = ix.machine(album);
  assert.equal(machine.freed, false);
  machine.free();
  machine.free();
  assert.equal(machine.freed, true);
  for (const use of [() => machine.send("up", 0), () => machine.advance(0), () => machine.nextDeadline,
    () => machine.appearance(0), () => machine.inputs, () => machine.now]) {
    assert.throws(use, (error) => error instanceof InteractionError && error.code === "freed" && /freed/.test(error.message));
  }
});

test("check: passing and failing expectations, as the CLI prints them", () => {
  const passing = ix.check(album);
  assert.deepEqual(passing, { passed: true, inputs: 3, expectations: 3, failures: [], interactions: 1 });
  const failing = ix.check(album + "expect 0.5 state idle\nexpect outcomes 2\n");
  assert.equal(failing.passed, false);
  assert.deepEqual(failing.failures, [
    { line: 12, message: "expected state idle at 0.500, got state lifting album", text: "12: expectation failed: expected state idle at 0.500, got state lifting album" },
    { line: 13, message: "expected outcomes 2, got outcomes 1", text: "13: expectation failed: expected outcomes 2, got outcomes 1" },
  ]);
});

test("record: the session replays to the reports it made (I9)", () => {
  const machine = ix.machine(album, { record: true });
  let transcript = "";
  const log = (reports) => { for (const report of reports) transcript += report.text + "\n"; };
  log(machine.send({ verb: "down", x: 195.0004, y: 120 }, 0));
  log(machine.advance(machine.nextDeadline));
  log(machine.send("up", 612.5));
  log(machine.advance(machine.nextDeadline));
  log(machine.send({ verb: "select", id: "pin" }, 1000));
  log(machine.send("down 1,1", 1001));
  while (machine.nextDeadline !== null) log(machine.advance(machine.nextDeadline));
  const recorded = machine.record();
  assert.match(recorded, /^at 0\.6125 up$/m);
  assert.equal(ix.replay(recorded), transcript);
  assert.throws(() => ix.machine(album).record(), (error) => error.code === "argument");
  machine.free();
});

test("the scene, described for drawing", () => {
  const machine = ix.machine(album);
  const [target] = machine.scene.targets;
  assert.equal(target.id, "album");
  assert.deepEqual(target.frame, { x: 20, y: 40, width: 350, height: 160 });
  assert.equal(target.preview, "custom:album-card");
  assert.equal(target.presentation, "sheet");
  assert.deepEqual(target.size, { width: 280, height: 360 });
  assert.equal(target.menu[0].title, "Pin");
  assert.equal(target.menu[0].state, "off");
  assert.equal(target.menu[1].kind, "menu");
  assert.equal(target.menu[1].items[0].id, "copy");
  assert.equal(machine.scene.configuration.hold, 500);
  machine.free();
});

test("bad trace text throws a TraceError with line and column, never a crash", () => {
  for (const text of ["", "trace 2\n", "target a frame=0,0,1,1\nat 1 up\nat 0 up\n", "\u0000", "target é frame=0,0,1,1\n"]) {
    try {
      ix.replay(text);
    } catch (error) {
      assert.ok(error instanceof TraceError, String(error));
      assert.ok(error.line >= 1 && error.column >= 1);
      continue;
    }
  }
  assert.throws(() => ix.replay(42), (error) => error.code === "argument");
});

test("time crosses in one place: ms as a Number, ns as a BigInt; past the latest instant, the core's `too late` (T1)", () => {
  const machine = ix.machine(album);
  const [down] = machine.send("down 195,120", 1n);
  assert.equal(down.text.slice(0, 13), "0.000000001  ");
  // Past the latest instant: ignored as Swift and C report it, nothing wraps.
  const [late] = machine.send({ verb: "down", x: 10, y: 10 }, 2n ** 63n - 1n);
  assert.equal(late.kind, "ignored");
  assert.match(late.reason, /^too late: its deadlines would overflow \(the latest instant is 9223372036\.\d+\)$/);
  assert.equal(machine.now, 0.000001);
  // A Number past what converts to exact nanoseconds (2^53 ns, about 104 days) is refused, not wrapped.
  for (const at of [2e13, 9.3e12, 1e20, -1e20, Number.NaN, Number.NEGATIVE_INFINITY]) {
    assert.throws(() => machine.send({ verb: "down", x: 10, y: 10 }, at), (error) => error instanceof InteractionError && error.code === "argument");
  }
  assert.throws(() => machine.advance(1.84e13), (error) => error.code === "argument");
  assert.equal(machine.now, 0.000001);
  machine.free();
});

test("type errors name the type given", () => {
  const machine = ix.machine(album);
  assert.throws(() => machine.send({ verb: "down", x: "1", y: 2 }, 0), (error) => error.code === "input" && error.message === 'send: x must be a finite number, got the string "1"');
  assert.throws(() => machine.send(42, 0), (error) => error.code === "input" && /got the number 42/.test(error.message));
  assert.throws(() => machine.advance(undefined), (error) => error.code === "argument" && /got undefined/.test(error.message));
  machine.free();
});

test("Symbol.dispose frees the machine, idempotent like free (using)", () => {
  const machine = ix.machine(album);
  machine[Symbol.dispose]();
  assert.equal(machine.freed, true);
  machine[Symbol.dispose]();
  machine.free();
  assert.throws(() => machine.now, (error) => error.code === "freed");
});

test("load names the path of a missing or invalid wasm", async () => {
  const missing = pathToFileURL(path.join(root, "js/no-such.wasm"));
  await assert.rejects(load(missing), (error) => error instanceof InteractionError && error.code === "load" && error.message.includes("no-such.wasm"));
  const notWasm = pathToFileURL(path.join(root, "js/interaction.js"));
  await assert.rejects(load(notWasm), (error) => error instanceof InteractionError && error.code === "load" && error.message.includes("interaction.js"));
  assert.throws(() => loadSync(new Uint8Array([1, 2, 3])), (error) => error.code === "load");
});

test("the module's version is the package's (PackageVersion, js/package.json)", () => {
  const packageJSON = JSON.parse(fs.readFileSync(path.join(root, "js/package.json"), "utf8"));
  assert.match(version, /^\d+\.\d+\.\d+$/);
  assert.equal(packageJSON.version, version);
  const header = fs.readFileSync(path.join(root, "include/interaction.h"), "utf8");
  assert.ok(header.includes(`#define INTERACTION_VERSION_STRING "${version}"`));
  // The licence, as npm reads it (an SPDX id): the package's LICENSE.
  assert.equal(packageJSON.license, "Apache-2.0");
  assert.match(fs.readFileSync(path.join(root, "LICENSE"), "utf8"), /^\s*Apache License\s+Version 2\.0,/);
});

test("a report's text is the core's, written when first read; a freed machine's unread text throws", () => {
  const machine = ix.machine(album);
  const [down] = machine.send("down 195,120", 0);
  const [lift] = machine.advance(500);
  // Read after a later call: the line is written from the report as it was.
  assert.equal(down.text, "0.000  idle --down 195,120--> pressing: highlight album");
  assert.equal(lift.text, "0.500  pressing --timer hold--> lifting: unhighlight album, haptic, show-preview album custom:album-card 280x360");
  const [up] = machine.send("up", 600);
  machine.free();
  assert.throws(() => up.text, (error) => error.code === "freed");
});

test("I4: a line longer than the first block for text (256 bytes) is read whole, as replay writes it", () => {
  // A fresh instance: its block for text starts at 256 bytes, and the select's line (an id of 300
  // bytes, twice) needs a larger one, made on the way.
  const fresh = loadSync(wasmBytes);
  const id = "a".repeat(300);
  const trace = album.replace('  menu more "More"', `  action ${id} "Long"\n  menu more "More"`)
    .replace("at 1.0 select pin", `at 1.0 select ${id}`).replace(/^expect.*\n/gm, "");
  const machine = fresh.machine(trace);
  const lines = [];
  const texts = (reports) => reports.map((report) => report.text);
  for (const { at, text } of machine.inputs) lines.push(...texts(machine.send(text, at)));
  while (machine.nextDeadline !== null) lines.push(...texts(machine.advance(machine.nextDeadline)));
  const longest = Math.max(...lines.map((line) => line.length));
  assert.ok(longest > 600, `the longest line has ${longest} bytes`);
  assert.equal(lines.join("\n") + "\n", fresh.replay(trace));
  machine.free();
});

test("reports kept across thousands of calls read as they were made: fields, effects, outcome, input and text", () => {
  // Two machines over the benchmark's workload: one reads every report at once, the other keeps them all
  // (past many blocks of copied structs) and reads them at the end.
  const prompt = ix.machine(sceneText);
  const later = ix.machine(sceneText);
  const now = [];
  const kept = [];
  for (const [input, at] of workloadInputs(6000)) {
    for (const report of prompt.send(input, at)) now.push(plain(report));
    kept.push(...later.send(input, at));
  }
  assert.ok(now.length > 6000);
  assert.deepEqual(kept.map(plain), now);
  assert.ok(now.some((report) => report.kind === "ignored") && now.some((report) => report.outcome !== null));
  prompt.free();
  later.free();
});

test("select finds an item by its id's bytes whatever its length: ids held in the string's words and ids allocated", () => {
  // In the wasm (32-bit) an id of up to 9 bytes made at run time is held in the string's words; longer
  // ones are allocated: each is found by a select, and an id that differs only past the ninth byte is not
  // taken for another.
  const ids = ["pin", "abcdefghi", "abcdefghij", "abcdefghijk", "abcdefghijklmnopqrstuvwxyz"];
  for (const id of ids) {
    const others = ids.filter((other) => other !== id).map((other) => `  action ${other} "${other}"\n`).join("");
    const text = `trace 1
target album frame=20,40,350,160
${others}  action ${id} "Chosen"
at 0 down 195,120
at 0.6 up
at 1.0 select ${id}
expect outcome 1 perform ${id}
expect outcomes 1
`;
    assert.deepEqual(ix.check(text), { passed: true, inputs: 3, expectations: 2, failures: [], interactions: 1 }, id);
  }
});

test("a point or force out of range is refused with the instant a BigInt too: it reaches the core whole, never wrapped", () => {
  const machine = ix.machine(album.split("at 0 ")[0]);
  // 2^32 thousandths of a point past x=195: as 32 bits, that wrapped to 195 and pressed the album.
  for (const input of [{ verb: "down", x: 4294967.296 + 195, y: 120 }, { verb: "down", x: -4294967.296 + 195, y: 120 }]) {
    for (const at of [0, 0n]) {
      assert.throws(() => machine.send(input, at), (error) => error.code === "input", `${input.x} at ${typeof at}`);
    }
  }
  assert.equal(machine.send({ verb: "down", x: 195, y: 120 }, 0n)[0].text, "0.000  idle --down 195,120--> pressing: highlight album");
  assert.throws(() => machine.send({ verb: "force", force: 4294.967296 + 0.5 }, 1n), (error) => error.code === "input");
  assert.equal(machine.send({ verb: "force", force: 0.25 }, 1n)[0].text.includes("force 0.25"), true);
  machine.free();
});

test("an input whose getter frees its machine: InteractionError freed, never a wasm trap", () => {
  const machine = ix.machine(album.split("at 0 ")[0]);
  const input = { verb: "move", get x() { machine.free(); for (let i = 0; i < 8; i++) ix.machine(album).free(); return 196; }, y: 120 };
  assert.throws(() => machine.send(input, 1), (error) => error.code === "freed");
  assert.throws(() => machine.send(input, 1n), (error) => error.code === "freed");
});

test("I9: an id of the wrong kind (a target to select, an item to focus, a preview's name) is unknown, as its text is; what is recorded replays", () => {
  const machine = ix.machine(album.split("at 0 ")[0], { record: true });
  for (const input of [{ verb: "select", id: "album" }, { verb: "hover", id: "album-card" }, { verb: "focus", id: "pin" },
    { verb: "remove", id: "more" }, { verb: "select", id: "album-page" }]) {
    assert.throws(() => machine.send(input, 0), (error) => error.code === "unknown-id", JSON.stringify(input));
    assert.throws(() => machine.send(`${input.verb} ${input.id}`, 0), TraceError, JSON.stringify(input));
  }
  machine.send({ verb: "down", x: 195, y: 120 }, 0);
  machine.send({ verb: "up" }, 600);
  machine.send({ verb: "hover", id: "copy" }, 900); // an item inside a submenu is an item
  machine.send({ verb: "select", id: "pin" }, 1000);
  machine.send({ verb: "focus", id: "album" }, 2000);
  const recorded = machine.record();
  assert.match(recorded, /at 0\.900 hover copy\nat 1\.000 select pin\nat 2\.000 focus album\n$/);
  assert.equal(ix.check(recorded).failures.length, 0);
  assert.equal(ix.replay(recorded).split("\n").filter((line) => line !== "").length > 4, true);
  machine.free();
});

test("load and loadSync take any BufferSource, a DataView included; options that are no object throw InteractionError", async () => {
  const view = new DataView(wasmBytes.buffer, wasmBytes.byteOffset, wasmBytes.byteLength);
  for (const loaded of [loadSync(view), await load(view)]) {
    const machine = loaded.machine(album);
    assert.equal(machine.send({ verb: "down", x: 195, y: 120 }, 0).length, 1);
    machine.free();
  }
  for (const options of [null, 1, "record"]) {
    assert.throws(() => ix.machine(album, options), (error) => error instanceof InteractionError && error.code === "argument");
  }
});

test("text holding a lone surrogate throws, rather than becoming U+FFFD; advance before now returns no report", () => {
  assert.throws(() => ix.machine(album.replace('"Copy"', '"Co\ud800py"')), (error) => error instanceof InteractionError && error.code === "argument");
  assert.throws(() => ix.replay("trace 1\n# \udc00\n"), (error) => error.code === "argument");
  const machine = ix.machine(album);
  machine.send({ verb: "down", x: 195, y: 120 }, 100);
  assert.deepEqual(machine.advance(50), []);
  machine.free();
});

test("time read back is handed back exactly: a host loop far from zero replays as the CLI (T1, T4, I4)", () => {
  // Past 2^51 ns (about 26 days) a Number of ms no longer gives every nanosecond back: `at` read from
  // `inputs` and `nextDeadline` must still be the machine's instants, or the loop sends an input 1 ns
  // early (8640005.970401467), never reaches a deadline (8589934.59877299: advance stops 1 ns short,
  // forever), or throws (past 2^53 ns, 9007199.254740993).
  for (const at of ["8640005.970401467", "8589934.098772990", "9007199.254740993", "9223372036.019775807"]) {
    const text = `target a frame=0,0,10,10\n  action b "B"\nat ${at} down 5,5\nat ${at} move 5,6\n`;
    const machine = ix.machine(text, { record: true });
    try {
      let transcript = "";
      for (const { at: instant, input } of machine.inputs) {
        for (const report of machine.send(input, instant)) transcript += report.text + "\n";
      }
      let steps = 0;
      for (let deadline = machine.nextDeadline; deadline !== null; deadline = machine.nextDeadline) {
        assert.ok(++steps < 100, `${at}: advance(nextDeadline) never reaches the deadline`);
        for (const report of machine.advance(deadline)) transcript += report.text + "\n";
      }
      assert.equal(transcript, ix.replay(text), at);
      assert.equal(ix.replay(machine.record()), transcript, `${at}: record() replays (I9)`);
      const now = machine.now;
      assert.equal(machine.advance(now).length, 0);
      assert.equal(machine.now, now);
    } finally {
      machine.free();
    }
  }
  // Below 2^50 ns time stays milliseconds as a Number.
  const machine = ix.machine(`target a frame=0,0,10,10\nat 1125899.906842623 down 5,5\n`);
  assert.equal(typeof machine.inputs[0].at, "number");
  machine.send(machine.inputs[0].input, machine.inputs[0].at);
  assert.equal(typeof machine.nextDeadline, "number");
  assert.equal(typeof machine.now, "number");
  machine.free();
});
