// Random calls of the module's whole surface (random-calls.js): never a trap or an error of another kind than
// the documented ones, a call that threw changes nothing, a session's record() replays (SPEC I9), and the wasm's
// memory stays flat. A few fixed seeds here, in a few seconds; for a long run, the seeds and the steps of each:
//
//   INTERACTION_RANDOM_SEEDS=1-500 INTERACTION_RANDOM_STEPS=20000 node --test js/test/random-calls.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadSync } from "../interaction.js";
import { shippedTraces, wasmBytes } from "./support.js";
import { runRandomCalls } from "./random-calls.js";

/** The runtime's first byte never handed out (wasm/runtime/runtime.c), to the byte: the block a `malloc` of
 * the size class 2^`power` gets while that class's free list is empty (no call of the module allocates a block
 * that large), freed again. A block that a run leaks is one the next run of the same calls takes from there. */
function heapTop(ix, power) {
  const pointer = ix.exports.malloc(2 ** (power - 1) + 1);
  ix.exports.free(pointer);
  return pointer;
}

const traces = shippedTraces().map(([name, bytes]) => [name, bytes.toString()]);
const range = process.env.INTERACTION_RANDOM_SEEDS;
const longSteps = Number(process.env.INTERACTION_RANDOM_STEPS ?? 20_000);
/** `interaction-sim` (a path), to replay every session's record() with it too. */
const cli = process.env.INTERACTION_RANDOM_CLI ?? null;

if (range === undefined) {
  test("random calls, seeds 1 to 6: documented errors only, nothing changed by a refused call, record() replays (I9)", async () => {
    const ix = loadSync(wasmBytes);
    for (let seed = 1; seed <= 6; seed++) {
      const stats = await runRandomCalls({ ix, seed, steps: 2_000, wasmBytes, traces });
      assert.ok(stats.threw > stats.calls / 20, `seed ${seed}: only ${stats.threw} of ${stats.calls} calls threw`);
      assert.ok(stats.replays >= 10, `seed ${seed}: only ${stats.replays} sessions replayed`);
    }
  });

  // The first run grows the instance's own blocks (for text out, for effects passed back in) once, so the blocks
  // the second run needs are not all there; the third run's are.
  test("random calls leave nothing behind: the same seed a third time takes no byte of new memory", async () => {
    const ix = loadSync(wasmBytes);
    const run = () => runRandomCalls({ ix, seed: 11, steps: 1_500, wasmBytes, traces });
    await run();
    await run();
    const before = ix.memory.buffer.byteLength;
    const top = heapTop(ix, 20);
    await run();
    assert.equal(heapTop(ix, 21) - top, 2 ** 20, "the run took new memory: something it allocated was not freed");
    assert.equal(ix.memory.buffer.byteLength, before + 2 ** 20 + 2 ** 21);
  });
} else {
  const [from, to = from] = range.split("-").map(Number);
  test(`random calls, seeds ${from} to ${to}, ${longSteps} steps each`, async (t) => {
    const module = new WebAssembly.Module(wasmBytes);
    const total = { calls: 0, threw: 0, sessions: 0, replays: 0, steps: 0 };
    for (let seed = from; seed <= to; seed++) {
      // An instance of its own for each seed. Then its first calls twice: the second time they take no new memory
      // (the first time they may: the instance's own blocks, grown once, are then already there).
      const ix = loadSync(module);
      const stats = await runRandomCalls({ ix, seed, steps: longSteps, wasmBytes, traces, cli });
      for (const key of Object.keys(total)) total[key] += stats[key];
      const again = () => runRandomCalls({ ix, seed, steps: Math.min(longSteps, 3_000), wasmBytes, traces });
      await again();
      const top = heapTop(ix, 20);
      await again();
      assert.equal(heapTop(ix, 21) - top, 2 ** 20, `seed ${seed}: its first calls, a third time, took new memory`);
      if ((seed - from) % 10 === 9 || seed === to) {
        process.stderr.write(`random calls: seeds ${from}-${seed}: ${total.steps} steps, ${total.calls} calls, ` +
          `${total.threw} threw, ${total.sessions} machines, ${total.replays} replayed\n`);
      }
    }
    t.diagnostic(`seeds ${from}-${to}: ${total.steps} steps, ${total.calls} calls, ${total.threw} threw, ` +
      `${total.sessions} machines, ${total.replays} replayed`);
  });
}
