// The module's stack: it comes first in the memory, below the data and the heap, so that a stack run past
// its end traps instead of writing over the module's tables and texts; and the deepest scene the rules
// allow (items nested 64 levels deep) needs a quarter of it.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { InteractionError, loadSync } from "../interaction.js";
import { root, shippedTraces, wasmBytes } from "./support.js";
import { dataOffsets, stackPointer, withStackPointer } from "./wasm-sections.js";

const STACK_SIZE = 64 * 1024; // scripts/build-wasm: -z stack-size=65536
const embeddingPath = path.join(root, ".build/wasm/interaction-embedding.wasm");

/** A trace whose one target's menu nests `depth` levels deep, opened to its deepest item by the keyboard
 * (K2, K3: `key right` opens a submenu, `key return` performs the highlighted action). */
function deepTrace(depth) {
  let text = "trace 1\n\ntarget doc frame=0,0,390,200 preview=custom:doc-preview destination=doc-page\n";
  for (let level = 1; level < depth; level++) text += `${"  ".repeat(level)}menu m${level} "Level ${level}"\n`;
  text += `${"  ".repeat(depth)}action leaf "The \\"deepest\\" item"\n\nat 0 focus doc\nat 0.1 key menu\n`;
  for (let level = 1; level < depth; level++) text += `at ${(0.1 + level / 100).toFixed(2)} key right\n`;
  return text + "at 2 key return\nexpect 1.9 highlight leaf\nexpect outcome 1 perform leaf\n";
}

for (const [name, bytes] of [["the module", () => wasmBytes], ["the embedding module", () => fs.readFileSync(embeddingPath)]]) {
  test(`${name}: the stack comes first, below every data segment`, { skip: name !== "the module" &&
    !fs.existsSync(embeddingPath) && "scripts/build-wasm --embedding has not run" }, () => {
    const module = bytes();
    assert.equal(stackPointer(module).value, STACK_SIZE, "the stack pointer starts at the stack's size");
    const lowest = Math.min(...dataOffsets(module));
    assert.ok(lowest >= STACK_SIZE, `the data begins at ${lowest}, inside the stack's ${STACK_SIZE} bytes`);
  });
}

test("a stack cut to 2 KiB: a replay runs it out and throws \"memory\", and the instance refuses the next", () => {
  const cut = loadSync(withStackPointer(wasmBytes, 2048));
  const [[name, trace]] = shippedTraces();
  assert.throws(() => cut.replay(trace), (error) => {
    assert.ok(error instanceof InteractionError, `${name}: ${error.name}: ${error.message}`);
    assert.equal(error.code, "memory");
    assert.ok(error.cause instanceof WebAssembly.RuntimeError, `its cause: ${error.cause}`);
    return true;
  });
  assert.throws(() => cut.replay(trace), { code: "memory" });
});

test("items nested 64 levels deep, the most the rules allow: replayed, checked and made in a quarter of the stack", () => {
  const whole = loadSync(wasmBytes);
  const quarter = loadSync(withStackPointer(wasmBytes, STACK_SIZE / 4));
  const trace = deepTrace(64);
  const transcript = whole.replay(trace);
  assert.match(transcript, /--key return--> dismissing: perform doc leaf, .* => outcome 1: perform leaf\n/);
  assert.equal(quarter.replay(trace), transcript);
  assert.deepEqual(quarter.check(trace), whole.check(trace));
  assert.equal(quarter.check(trace).passed, true);
  const machine = quarter.machine(trace);
  try {
    assert.deepEqual(machine.scene, whole.machine(trace).scene);
    assert.equal(machine.send("key menu", 3).length > 0, true);
  } finally {
    machine.free();
  }
  assert.throws(() => quarter.replay(deepTrace(65)), /nested at most 64 levels deep/);
});
