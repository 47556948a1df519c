// The module's ways of replaying agree on random traces, not only the shipped ones (I4, I9): `replay()`;
// a host loop sending each input as the object `inputs` gives, as a plain copy of it, as its text, and
// with its instant as a BigInt; and `record()` of the loop, replayed. A bad trace: `machine()` throws
// the same error as `replay()`. scripts/diff-hosts compares the CLI and the C ABI too.
import { test } from "node:test";
import assert from "node:assert/strict";
import { ix, shippedTraces } from "./support.js";
import { TraceError } from "../interaction.js";
import { generateTrace, hostLoop, mutateTrace, sendWays } from "./trace-generator.js";

/** The transcript of a host loop over `text`'s inputs, sent `how`, and what `record()` wrote. */
function recordedHostLoop(text, how) {
  const machine = ix.machine(text, { record: true });
  try {
    return { transcript: hostLoop(machine, how, 10_000), recorded: machine.record() };
  } finally {
    machine.free();
  }
}

const traces = [];
for (let seed = 1; seed <= 250; seed++) traces.push([`generated ${seed}`, generateTrace(seed)]);
let seed = 1_000;
for (const [name, bytes] of shippedTraces()) {
  for (let k = 0; k < 2; k++) traces.push([`${name} mutated ${seed}`, mutateTrace(bytes.toString(), seed++)]);
}

test(`${traces.length} random traces replay alike through every path of the module (I4, I9)`, () => {
  let valid = 0;
  for (const [name, text] of traces) {
    let golden;
    try {
      golden = ix.replay(text);
    } catch (error) {
      assert.ok(error instanceof TraceError, `${name}: ${error}`);
      assert.throws(() => ix.machine(text), (other) => other instanceof TraceError && other.message === error.message,
        name);
      continue;
    }
    valid++;
    for (const how of sendWays) {
      const { transcript, recorded } = recordedHostLoop(text, how);
      assert.equal(transcript, golden, `${name}: the host loop, each input sent as ${how}\n${text}`);
      assert.equal(ix.replay(recorded), golden, `${name}: record() replays (I9)\n${text}`);
    }
  }
  assert.ok(valid > traces.length / 2, `only ${valid} of ${traces.length} traces are valid`);
});
