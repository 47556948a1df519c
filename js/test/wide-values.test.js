// The C ABI's 32-bit fields and arguments at values past INT32_MAX, through the wasm's exports (where a
// Swift `Int` is 32 bits wide): each gives its status, as on a 64-bit host, and nothing traps.
import { test } from "node:test";
import assert from "node:assert/strict";
import { InputVerb, Status } from "../vocabulary.js";

const verb = (word) => InputVerb.indexOf(word);
import { ix } from "./support.js";

const exports = ix.exports;
const bytes = () => new Uint8Array(exports.memory.buffer);
const view = () => new DataView(exports.memory.buffer);
const scene = "target apple frame=0,0,390,44 preview=custom:apple-card destination=same\n  action copy \"Copy\"\n";
const wide = [0x80000000, 0xfffffffe, 0xffffffff];

/** A machine of the scene, and a zeroed block of `size` bytes; both released by `done`. */
function machine(size) {
  const block = exports.malloc(size);
  bytes().fill(0, block, block + size);
  const [text, length] = ix.copyIn(scene);
  assert.equal(exports.interaction_machine_new(text, BigInt(length), block, 0), Status.OK);
  exports.free(text);
  const handle = view().getUint32(block, true);
  return { handle, block, done: () => (exports.interaction_machine_free(handle), exports.free(block)) };
}

test("name and trace_input of an index past INT32_MAX: UNKNOWN_NAME and OUT_OF_RANGE", () => {
  const { handle, block, done } = machine(64);
  for (const index of wide) {
    assert.equal(exports.interaction_machine_name(handle, index, block, block + 8), Status.UNKNOWN_NAME, `${index}`);
    assert.equal(exports.interaction_machine_trace_input(handle, index, block, block + 16), Status.OUT_OF_RANGE);
  }
  done();
});

test("select, focus and remove of a name past INT32_MAX: UNKNOWN_NAME, nothing sent", () => {
  const { handle, block, done } = machine(128);
  for (const word of ["select", "focus", "remove", "hover"]) {
    for (const name of wide) {
      if (word === "hover" && name === 0xffffffff) continue; // `hover none`
      bytes().fill(0, block, block + 32);
      view().setUint32(block + 24, name, true);
      bytes()[block + 28] = verb(word);
      assert.equal(exports.interaction_machine_send(handle, block, 0n), Status.UNKNOWN_NAME, `${word} ${name}`);
      assert.equal(exports.interaction_machine_input_text(handle, block, 0, 0n, block + 64), Status.UNKNOWN_NAME);
      const status = exports.interaction_machine_send_fields(handle, verb(word), 0, 0, 0, 0, name, 0, block + 64,
        block + 68, block + 72, block + 76);
      assert.equal(status, Status.UNKNOWN_NAME, `send_fields ${word} ${name}`);
    }
  }
  done();
});

test("report_text of a report whose effect_start or effect_count is past INT32_MAX: OUT_OF_RANGE; its interaction: the line", () => {
  const { handle, block, done } = machine(256);
  // A machine's own transition: `down 100,20` at 0.
  bytes().fill(0, block, block + 32);
  view().setBigInt64(block, 100000n, true);
  view().setBigInt64(block + 8, 20000n, true);
  view().setUint32(block + 24, 0xffffffff, true);
  bytes()[block + 28] = verb("down");
  assert.equal(exports.interaction_machine_send_reports(handle, block, 0n, block + 32, block + 36), Status.OK);
  const reports = view().getUint32(block + 32, true);
  assert.equal(exports.interaction_machine_effects(handle, block + 40, block + 44), Status.OK);
  const [effects, effectCount] = [view().getUint32(block + 40, true), view().getUint32(block + 44, true)];
  const report = block + 64; // a copy, 88 bytes
  const line = () => exports.interaction_machine_report_text(handle, report, effects, effectCount, 0, 0n, block + 160);
  bytes().copyWithin(report, reports, reports + 88);
  assert.equal(line(), Status.BUFFER_TOO_SMALL); // the report as the machine made it has its line
  for (const field of [56, 60]) { // effect_start, effect_count
    for (const value of wide) {
      bytes().copyWithin(report, reports, reports + 88);
      view().setUint32(report + field, value, true);
      assert.equal(line(), Status.OUT_OF_RANGE, `field at ${field} = ${value}`);
    }
  }
  for (const value of wide) { // interaction: not part of the line
    bytes().copyWithin(report, reports, reports + 88);
    view().setUint32(report + 48, value, true);
    assert.equal(line(), Status.BUFFER_TOO_SMALL, `interaction ${value}`);
  }
  done();
});
