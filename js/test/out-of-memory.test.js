// Running out of the wasm's memory: the module throws an `InteractionError` of code "memory", whose
// `cause` is the wasm's trap (a `WebAssembly.RuntimeError`) when it trapped and is absent when the wasm's
// allocator refused a block without trapping, and in both cases the instance refuses every later call,
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

/** The error of an allocation that the wasm refused (the memory full, or past the 1 GiB that its
 * allocator hands out at once): code "memory" as for a trap, the size in the message, and no `cause`,
 * since nothing trapped. */
const refusedAllocation = (size) => (error) => {
  assert.ok(error instanceof InteractionError, `${error.name}: ${error.message}`);
  assert.equal(error.code, "memory", error.message);
  assert.equal(error.message, `the wasm ran out of memory (${size} bytes could not be allocated); ` +
    "this instance cannot be used any more: load the module again");
  assert.ok(!("cause" in error), "no trap, no cause");
  return true;
};

test("an allocation the wasm refuses because its memory is full throws code memory, and the instance refuses every later call", () => {
  const ix = loadSync(smallBytes);
  const { machine, reports } = session(ix);
  const lifting = ix.machine(scene);
  const [down] = lifting.send({ verb: "down", x: 100, y: 100 }, 0);
  assert.equal(down.effects.length, 1); // the module's block for effects: one effect's struct and code
  const [lift] = lifting.advance(500); // unhighlight, haptic, show-preview: a larger block
  // The memory filled, block by block, until not even the smallest is left.
  for (let power = 30; power >= 5; power--) {
    while (ix.exports.malloc(2 ** power - 16) !== 0);
  }
  // Reading three effects needs a larger block (3 × (8 + 40) bytes), which the wasm refuses.
  assert.throws(() => lift.effects, refusedAllocation(144));
  assertBroken(ix, machine, reports);
});

test("an allocation the wasm refuses as too large throws code memory, and the instance refuses every later call", () => {
  const ix = loadSync(wasmBytes);
  const id = "a".repeat(300);
  const { machine, reports } = session(ix);
  const long = ix.machine(`${scene}  action ${id} "Long"\nat 0 down 100,100\nat 1 select ${id}\n`);
  assert.ok(ix.replay(`${scene}at 0 down 100,100\n`).length < 256); // the block for text out: 256 bytes
  // The next allocation refused (as every one is past the 1 GiB that the wasm's allocator hands out at
  // once: a transcript that long): reading an input's 307 bytes of text needs a larger block.
  ix.exports.malloc = () => 0;
  assert.throws(() => long.inputs, refusedAllocation(307));
  assertBroken(ix, machine, reports);
});
