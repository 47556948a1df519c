// Every shipped trace gives its golden transcript through the wasm, byte for byte (I4): through
// `replay`, and through a JavaScript host loop of send, nextDeadline and advance.
import { test } from "node:test";
import assert from "node:assert/strict";
import { ix, shippedTraces, hostLoopTranscript } from "./support.js";

const traces = shippedTraces();

test("the shipped traces are there", () => {
  assert.ok(traces.length >= 51, `found ${traces.length} traces`);
});

for (const [name, bytes, golden] of traces) {
  test(`${name}: replay() gives the golden transcript (I4)`, () => {
    assert.equal(ix.replay(bytes), golden);
  });

  test(`${name}: a host loop of send and advance gives the golden transcript (T2, T4)`, () => {
    const machine = ix.machine(bytes);
    try {
      assert.equal(hostLoopTranscript(machine), golden);
    } finally {
      machine.free();
    }
  });

  test(`${name}: the same host loop with each input as its text and its instant as a BigInt (I4)`, () => {
    const machine = ix.machine(bytes);
    try {
      assert.equal(hostLoopTranscript(machine, { asText: true }), golden);
    } finally {
      machine.free();
    }
  });

  test(`${name}: check() passes its expectations`, () => {
    const result = ix.check(bytes);
    assert.deepEqual(result.failures, []);
    assert.equal(result.passed, true);
  });
}
