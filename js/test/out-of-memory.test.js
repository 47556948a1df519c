// Running out of the wasm's memory: the module throws an `InteractionError` of code "memory", whose
// `cause` is the wasm's trap (a `WebAssembly.RuntimeError`), and the instance refuses every later call,
// its machines' too, while `free()` frees nothing and throws nothing (interaction.d.ts: "Errors").
//
// A real instance runs out at wasm32's 4 GiB, which no test can allocate: these load the module's own
// bytes with its memory section rewritten to declare a maximum of 1 MiB, so that a trace of a few
// thousand inputs runs it out (a few hundred inputs fit).
import { test } from "node:test";
import assert from "node:assert/strict";
import { InteractionError, load, loadSync } from "../interaction.js";
import { shippedTraces, wasmBytes } from "./support.js";
import { withMemoryMaximum } from "./wasm-sections.js";

/** The module, its memory limited to 1 MiB. */
const smallBytes = withMemoryMaximum(wasmBytes, 16);

const scene = `trace 1
target album frame=20,40,350,160
  action pin "Pin"
`;

/** A trace of `count` presses of the scene's target: 6,000 of them run the 1 MiB out inside the wasm
 * (in `machine`, `replay` and `check`), while their text (about 190 KB) is copied in whole. */
function pressing(count) {
  let text = scene;
  for (let index = 0; index < count; index++) text += `at ${index} down 100,100\nat ${index}.1 up\n`;
  return text;
}
const tooLarge = pressing(6_000);

/** The error of the call that ran the memory out: code "memory", the trap as its `cause`. */
const ranOut = (error) => {
  assert.ok(error instanceof InteractionError, `${error.name}: ${error.message}`);
  assert.equal(error.code, "memory", error.message);
  assert.ok(error.cause instanceof WebAssembly.RuntimeError, `its cause: ${error.cause}`);
  assert.match(error.message, /ran out of memory/);
  assert.match(error.message, /load the module again/);
  return true;
};

/** The error of any later call: code "memory" too. */
const refused = (error) => {
  assert.ok(error instanceof InteractionError, `${error.name}: ${error.message}`);
  assert.equal(error.code, "memory", error.message);
  assert.match(error.message, /load the module again/);
  return true;
};

/** Every later call that goes into the wasm refuses; what needs no wasm still answers; `free()` throws
 * nothing; and a module loaded afresh gives a shipped trace's golden bytes. */
function assertBroken(ix, before, reports) {
  assert.throws(() => ix.machine(scene), refused);
  assert.throws(() => ix.replay(scene), refused);
  assert.throws(() => ix.check(scene), refused);
  // A machine made before the trap: every call and getter that goes into the wasm.
  assert.throws(() => before.send({ verb: "down", x: 100, y: 100 }, 10), refused);
  assert.throws(() => before.send("up", 10), refused);
  assert.throws(() => before.advance(20), refused);
  assert.throws(() => before.appearance(20), refused);
  assert.throws(() => before.now, refused);
  assert.throws(() => before.nextDeadline, refused);
  assert.throws(() => before.phase, refused);
  assert.throws(() => before.inputs, refused);
  assert.throws(() => before.scene, refused);
  // Reports made before: what was read is kept, what the core would write refuses.
  assert.equal(reports.read.text, "0.000  idle --down 100,100--> pressing: highlight album");
  assert.throws(() => reports.unread.text, refused);
  assert.throws(() => reports.unread.effects, refused);
  // What needs no wasm: the session as a trace, to replay in a module loaded afresh.
  assert.equal(before.freed, false);
  assert.equal(before.record(), `${scene}at 0.000 down 100,100\nat 0.090 up\n`);
  assert.equal(typeof ix.abiVersion, "number");
  // `free()` frees nothing (the memory goes with the instance) and throws nothing, twice.
  before.free();
  before.free();
  assert.equal(before.freed, true);
  assert.throws(() => before.now, { code: "freed" });
  // A module loaded afresh works.
  const [name, trace, golden] = shippedTraces()[0];
  assert.equal(loadSync(wasmBytes).replay(trace), golden, `${name} in a fresh instance`);
}

/** A machine with an input sent and its reports, one of them read. */
function session(ix) {
  const machine = ix.machine(scene, { record: true });
  const [read] = machine.send({ verb: "down", x: 100, y: 100 }, 0);
  assert.equal(read.text, "0.000  idle --down 100,100--> pressing: highlight album");
  const [unread] = machine.send("up", 90);
  return { machine, reports: { read, unread } };
}

test("replay of a trace too large for the wasm's memory throws code memory, and the instance refuses every later call", () => {
  const ix = loadSync(smallBytes);
  const { machine, reports } = session(ix);
  assert.equal(ix.replay(pressing(100)).split("\n").length, 201, "a small trace replays in 1 MiB");
  assert.throws(() => ix.replay(tooLarge), ranOut);
  assertBroken(ix, machine, reports);
});

test("check of a trace too large for the wasm's memory throws code memory, and the instance refuses every later call", async () => {
  const ix = await load(smallBytes);
  const { machine, reports } = session(ix);
  assert.throws(() => ix.check(tooLarge), ranOut);
  assertBroken(ix, machine, reports);
});

test("a machine of a trace too large for the wasm's memory throws code memory, and the instance refuses every later call", () => {
  const ix = loadSync(smallBytes);
  const { machine, reports } = session(ix);
  assert.throws(() => ix.machine(tooLarge), ranOut);
  assertBroken(ix, machine, reports);
});

test("a trap in the calls guarded where they are made (a machine's per-input path, a report's text and effects) breaks the instance too", () => {
  // No input runs the memory out there (they allocate nothing once a machine has reported its largest
  // call, or only what the calls before them took), so each export is made to throw the wasm's own
  // error, as a trap throws it.
  for (const [name, step] of [
    ["interaction_machine_send_fields", (machine) => machine.send({ verb: "down", x: 100, y: 100 }, 100)],
    ["interaction_machine_send_at_reports", (machine) => machine.send("down 100,100", 100)],
    ["interaction_machine_effect_codes", (machine) => machine.send("down 100,100", 100)],
    ["interaction_machine_reports", (machine) => machine.advance(600)],
    ["interaction_machine_decode_effects", (machine, reports) => reports.unread.effects],
    ["interaction_machine_report_text", (machine, reports) => reports.unread.text],
  ]) {
    const ix = loadSync(wasmBytes);
    const { machine, reports } = session(ix);
    const trap = new WebAssembly.RuntimeError("unreachable");
    ix.exports[name] = () => {
      throw trap;
    };
    assert.throws(() => step(machine, reports), (error) => ranOut(error) && error.cause === trap, name);
    assertBroken(ix, machine, reports);
  }
});

test("only the wasm's own trap breaks the instance: a RuntimeError that a caller's getter throws passes through", () => {
  const ix = loadSync(smallBytes);
  const machine = ix.machine(scene);
  const own = new WebAssembly.RuntimeError("the caller's own");
  const input = {
    get verb() {
      throw own;
    },
  };
  assert.throws(() => machine.send(input, 0), (error) => error === own);
  assert.equal(machine.send("down 100,100", 0)[0].text, "0.000  idle --down 100,100--> pressing: highlight album");
  machine.free();
});

/** The bytes at `pointer` of `ix`'s memory, `length` of them, all 0xab. */
const untouched = (ix, pointer, length) => new Uint8Array(ix.memory.buffer, pointer, length).every((byte) => byte === 0xab);

test("a block for effects that could not be allocated leaves none in use that was given back: a later read writes into no one else's block", () => {
  const ix = loadSync(smallBytes);
  const machine = ix.machine(scene);
  const [down] = machine.send({ verb: "down", x: 100, y: 100 }, 0);
  assert.equal(down.effects.length, 1); // the module's block for effects: one effect's struct and code
  const [lift] = machine.advance(500); // unhighlight, haptic, show-preview: a larger block
  // The memory filled, block by block, until not even the smallest is left.
  const held = [];
  for (let power = 30; power >= 5; power--) {
    for (let pointer = ix.exports.malloc(2 ** power - 16); pointer !== 0; pointer = ix.exports.malloc(2 ** power - 16)) {
      held.push([power, pointer]);
    }
  }
  // Reading three effects: the module gives its block back and cannot allocate a larger one.
  assert.throws(() => lift.effects, { code: "argument", message: "the wasm could not allocate" });
  // The block it gave back is the next one of its size handed out: someone else's now.
  const other = ix.exports.malloc(48);
  assert.notEqual(other, 0);
  new Uint8Array(ix.memory.buffer, other, 48).fill(0xab);
  // Room for the larger block (three effects' codes and structs, 3 × (8 + 40) bytes, and the allocator's
  // 16: a block of 2^8), and the effects read again: into that room, not into the other's block.
  ix.exports.free(held.splice(held.findIndex(([power]) => power === 8), 1)[0][1]);
  assert.deepEqual(lift.effects, [{ kind: "unhighlight", target: "album" }, { kind: "haptic" },
    { kind: "show-preview", target: "album", preview: "source", size: null }]);
  assert.ok(untouched(ix, other, 48), "the other block is as its owner wrote it");
});

test("a block for text out that could not be allocated leaves none in use that was given back: a later text writes into no one else's block", () => {
  const ix = loadSync(wasmBytes);
  const id = "a".repeat(300);
  const machine = ix.machine(`${scene}  action ${id} "Long"\nat 0 down 100,100\nat 1 select ${id}\n`);
  assert.ok(ix.replay(`${scene}at 0 down 100,100\n`).length < 256); // the block for text out: 256 bytes
  // The next allocation fails (as every one does past the 1 GiB that the wasm's allocator hands out at
  // most: a transcript that long): reading an input's 310 bytes of text needs a larger block.
  const malloc = ix.exports.malloc;
  ix.exports.malloc = () => 0;
  assert.throws(() => machine.inputs, { code: "argument", message: "the wasm could not allocate" });
  ix.exports.malloc = malloc;
  // The block given back is the next one of its size handed out: someone else's now.
  const other = ix.exports.malloc(256);
  new Uint8Array(ix.memory.buffer, other, 256).fill(0xab);
  assert.deepEqual(machine.inputs.map((input) => input.text), ["down 100,100", `select ${id}`]);
  assert.ok(untouched(ix, other, 256), "the other block is as its owner wrote it");
  machine.free();
});
