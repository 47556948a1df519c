// The wasm's memory stays flat: over one million inputs through one machine, and over 10,000 machines
// made and freed (the runtime's allocator really frees). `WebAssembly.Memory` only grows, so a leak shows
// as a larger buffer after the loop than after the warm-up.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadSync } from "../interaction.js";
import { wasmBytes } from "./support.js";
import { sceneText, workloadInputs } from "../bench/workload.js";

test("memory stays flat over one million inputs (the benchmark's workload)", () => {
  const ix = loadSync(wasmBytes);
  const stream = workloadInputs(1_000_000);
  const machine = ix.machine(sceneText);
  let reports = 0;
  const warmUp = 20_000;
  for (let index = 0; index < warmUp; index++) reports += machine.send(stream[index][0], stream[index][1]).length;
  const before = ix.memory.buffer.byteLength;
  for (let index = warmUp; index < stream.length; index++) {
    reports += machine.send(stream[index][0], stream[index][1]).length;
  }
  const after = ix.memory.buffer.byteLength;
  machine.free();
  assert.ok(reports >= stream.length, `${reports} reports`);
  assert.equal(after, before, `memory grew from ${before} to ${after} bytes`);
});

test("memory stays flat over 10,000 machines made and freed", () => {
  const ix = loadSync(wasmBytes);
  const cycle = () => {
    const machine = ix.machine(sceneText);
    machine.send({ verb: "down", x: 100, y: 20 }, 0);
    machine.send("up", 90);
    machine.free();
  };
  for (let index = 0; index < 100; index++) cycle();
  const before = ix.memory.buffer.byteLength;
  for (let index = 0; index < 10_000; index++) cycle();
  assert.equal(ix.memory.buffer.byteLength, before);
});

test("memory stays flat over 10,000 replays and checks", () => {
  const ix = loadSync(wasmBytes);
  const trace = sceneText + "at 0 down 100,20\nat 0.6 up\nat 1.2 select favorite\nexpect outcome 1 perform favorite\n";
  const cycle = () => {
    ix.replay(trace);
    ix.check(trace);
    assert.throws(() => ix.replay(trace + "at 0.1 up\n"));
  };
  for (let index = 0; index < 100; index++) cycle();
  const before = ix.memory.buffer.byteLength;
  for (let index = 0; index < 10_000; index++) cycle();
  assert.equal(ix.memory.buffer.byteLength, before);
});

test("a machine that is never freed is freed when it is collected (FinalizationRegistry)", { skip: typeof gc !== "function" && "needs node --expose-gc" }, async () => {
  const ix = loadSync(wasmBytes);
  const round = async () => {
    for (let index = 0; index < 2_000; index++) ix.machine(sceneText).send("down 100,20", 0);
    gc();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  for (let index = 0; index < 3; index++) await round();
  const before = ix.memory.buffer.byteLength;
  for (let index = 0; index < 10; index++) await round();
  assert.equal(ix.memory.buffer.byteLength, before);
});
