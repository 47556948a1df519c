// `interaction_machine_send_at_reports`, the one call per input that js/interaction.js makes, called
// through the wasm's exports: NULL arguments give NULL_ARGUMENT with nothing sent or written, and a call
// gives what `interaction_machine_send_at`, `interaction_machine_reports` and `interaction_machine_effects`
// give, one after the other.
import { test } from "node:test";
import assert from "node:assert/strict";
import { InputVerb, Status } from "../vocabulary.js";
import { ix } from "./support.js";
import { sceneText, workloadInputs } from "../bench/workload.js";

const exports = ix.exports;
const words = () => new Uint32Array(exports.memory.buffer);

/** A machine of the benchmark's scene, made through the plain calls: its handle. */
function machineOf(out) {
  const [text, length] = ix.copyIn(sceneText);
  const status = exports.interaction_machine_new(text, BigInt(length), out, 0);
  exports.free(text);
  assert.equal(status, Status.OK);
  return words()[out >> 2];
}

test("send_at_reports: a NULL argument gives NULL_ARGUMENT, nothing sent, nothing written", () => {
  const block = exports.malloc(128);
  const [input, instant, out] = [block, block + 32, block + 48]; // input, int64, four out-words
  const handle = machineOf(out);
  new Uint8Array(exports.memory.buffer, block, 128).fill(0);
  new Uint8Array(exports.memory.buffer)[input + 28] = 1; // down 0,0
  const outs = [out, out + 4, out + 8, out + 12];
  const calls = [
    [0, input, instant, ...outs],
    [handle, 0, instant, ...outs],
    [handle, input, 0, ...outs],
    [handle, input, instant, 0, out + 4, out + 8, out + 12],
    [handle, input, instant, out, 0, out + 8, out + 12],
    [handle, input, instant, out, out + 4, 0, out + 12], // one of the effects' pair alone
    [handle, input, instant, out, out + 4, out + 8, 0],
  ];
  for (const args of calls) {
    words().fill(0x5a5a5a5a, out >> 2, (out >> 2) + 4);
    assert.equal(exports.interaction_machine_send_at_reports(...args), Status.NULL_ARGUMENT, `${args}`);
    assert.deepEqual([...words().subarray(out >> 2, (out >> 2) + 4)], Array(4).fill(0x5a5a5a5a));
  }
  const now = block + 64;
  exports.interaction_machine_now(handle, now);
  assert.deepEqual([...words().subarray(now >> 2, (now >> 2) + 2)], [0, 0]); // nothing was sent
  exports.interaction_machine_free(handle);
  exports.free(block);
});

test("send_at_reports gives what send_at, reports and effects give (the benchmark's first inputs)", () => {
  const block = exports.malloc(256);
  const [instant, out, apart] = [block, block + 8, block + 32];
  const together = machineOf(out);
  const separate = machineOf(out);
  const names = { favorite: 0, share: 0 };
  for (const id of Object.keys(names)) {
    const [text, length] = ix.copyIn(id);
    assert.equal(exports.interaction_machine_find_name(together, text, BigInt(length), out), Status.OK);
    names[id] = words()[out >> 2];
    exports.free(text);
  }
  const input = block + 64;
  const bytes = (pointer, length) => [...new Uint8Array(exports.memory.buffer, pointer, length)];
  let effectsSeen = 0;
  for (const [index, [object, ms]] of workloadInputs(2_000).entries()) {
    const view = new DataView(exports.memory.buffer);
    for (let offset = 0; offset < 32; offset += 4) view.setUint32(input + offset, 0, true);
    view.setUint32(input + 24, object.id === undefined ? 0xffffffff : names[object.id], true);
    view.setUint8(input + 28, InputVerb.indexOf(object.verb));
    if (object.x !== undefined) {
      view.setBigInt64(input, BigInt(object.x * 1000), true);
      view.setBigInt64(input + 8, BigInt(object.y * 1000), true);
    }
    view.setBigInt64(instant, BigInt(ms * 1e6), true);
    const withEffects = index % 3 !== 0;
    const status = withEffects
      ? exports.interaction_machine_send_at_reports(together, input, instant, out, out + 4, out + 8, out + 12)
      : exports.interaction_machine_send_at_reports(together, input, instant, out, out + 4, 0, 0);
    const [reports, count, effects, effectCount] = words().subarray(out >> 2, (out >> 2) + 4);
    assert.equal(status, exports.interaction_machine_send_at(separate, input, instant));
    exports.interaction_machine_reports(separate, apart, apart + 4);
    exports.interaction_machine_effects(separate, apart + 8, apart + 12);
    const [expected, expectedCount, expectedEffects, expectedEffectCount] = words().subarray(apart >> 2, (apart >> 2) + 4);
    assert.equal(count, expectedCount);
    assert.deepEqual(bytes(reports, count * 88), bytes(expected, count * 88));
    if (withEffects) {
      assert.equal(effectCount, expectedEffectCount);
      assert.deepEqual(bytes(effects, effectCount * 40), bytes(expectedEffects, effectCount * 40));
      effectsSeen += effectCount;
    }
  }
  assert.ok(effectsSeen > 100, `${effectsSeen} effects`);
  exports.interaction_machine_free(together);
  exports.interaction_machine_free(separate);
  exports.free(block);
});
