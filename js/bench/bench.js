// The wasm's figures on the benchmark's workload (Sources/interaction-bench), in Node:
//   wasm_ns_per_event: the machine through the C ABI's plain calls, as a JavaScript host that keeps its
//     inputs as structs makes them: one `interaction_machine_send_at_reports` per input (the input, its
//     instant and where the reports are, in one call; no effects made), then its reports read from
//     the machine's memory (kind, phase reached, outcome), as interaction-bench's CountingSink reads them;
//   api_ns_per_event: the same through js/interaction.js, `Machine.send(object, ms)`: each report an
//     object whose transcript line is there to read (`text`, written by the core when first read), and
//     of each the same as above read (its kind, whether it decides an outcome);
//   api_text_ns_per_event: the same, with every report's `text` read as well;
//   api_floor_ns_per_event: the floor of that shape, with this module (measureShapeFloor): each input
//     encoded from its plain object, sent by the raw call, and its reports made into a new array of one
//     two-field object each, read as above; nothing checked, no effect kept;
//   api_view_floor_ns_per_event: the same with no report objects, the reports read where they lie (the
//     floor of any `send` of a plain object, whatever it returns).
// Best pass of several after a warm-up, like interaction-bench (wall time), with the best pass's CPU time
// beside it (process.cpuUsage: less disturbed by other tenants of a shared machine). Usage (scripts/bench-wasm runs it):
//   node js/bench/bench.js [--events N] [--passes N] [--api-passes N] [--json] [--wasm PATH]
// (--wasm: another build of the module, for A/B timing; js/interaction.wasm by default)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadSync } from "../interaction.js";
import { InputVerb } from "../vocabulary.js";
import { sceneText, workloadInputs } from "./workload.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const events = option("--events", 1_000_000);
const passes = option("--passes", 10);
const apiPasses = option("--api-passes", 3);
const json = args.includes("--json");

const wasmIndex = args.indexOf("--wasm");
const wasmPath = wasmIndex >= 0 ? path.resolve(args[wasmIndex + 1]) : path.join(root, "js/interaction.wasm");
const bytes = fs.readFileSync(wasmPath);
const stream = workloadInputs(events);
const passLength = stream[stream.length - 1][1] + 10_000; // ms, as interaction-bench shifts its passes

// The loops below read and write the C structs (include/interaction.h) at their offsets, written as
// numbers: an interaction_input is 32 bytes, its name index at 24 and its verb's number at 28; an
// interaction_report is 88, its kind at 72 (1 for a transition) and its outcome's kind at 76 (0 for
// none). Constants of the module's scope read inside a timed loop cost it 1.5 to 4 ns per input in
// Node 20 (measured on the floor's loop), which would move the figures these loops are for. The floor's
// and the API path's outcome counts are each compared with the raw loop's, and the API path reads the
// structs through js/interaction.js: an offset gone stale here stops the benchmark.

// -- the C ABI through wasm, called directly (no js/interaction.js in the loop)

/** A fresh instance of the module with the workload's machine: its exports, its memory, a scratch block
 * of 64 bytes, the machine's handle and the name indices of the workload's two menu items. */
function instantiate() {
  const { exports } = new WebAssembly.Instance(new WebAssembly.Module(bytes), {});
  const memory = () => exports.memory.buffer;
  const scratch = exports.malloc(64);
  const copyIn = (text) => {
    const utf8 = new TextEncoder().encode(text);
    const at = exports.malloc(utf8.length);
    new Uint8Array(memory(), at, utf8.length).set(utf8);
    return [at, utf8.length];
  };
  const [text, length] = copyIn(sceneText);
  if (exports.interaction_machine_new(text, BigInt(length), scratch, 0) !== 0) throw new Error("scene");
  exports.free(text);
  const handle = new DataView(memory()).getUint32(scratch, true);
  const nameOf = (id) => {
    const [at, count] = copyIn(id);
    if (exports.interaction_machine_find_name(handle, at, BigInt(count), scratch) !== 0) throw new Error(id);
    exports.free(at);
    return new DataView(memory()).getUint32(scratch, true);
  };
  const names = { favorite: nameOf("favorite"), share: nameOf("share") };
  return { exports, memory, scratch, handle, names };
}

function measureCalls() {
  const { exports, memory, scratch, handle, names } = instantiate();
  // The stream, encoded once as interaction_input structs in wasm memory.
  const structs = exports.malloc(stream.length * 32);
  const dv = new DataView(memory());
  stream.forEach(([input], index) => {
    const p = structs + index * 32;
    for (let offset = 0; offset < 32; offset += 4) dv.setUint32(p + offset, 0, true);
    dv.setUint32(p + 24, 0xffffffff, true);
    dv.setUint8(p + 28, InputVerb.indexOf(input.verb)); // the verb's number, from the generated table
    if (input.x !== undefined) {
      dv.setBigInt64(p, BigInt(input.x * 1000), true);
      dv.setBigInt64(p + 8, BigInt(input.y * 1000), true);
    }
    if (input.id !== undefined) dv.setUint32(p + 24, names[input.id], true);
  });
  const instants = exports.malloc(stream.length * 8); // int64_t, read by the call through a pointer
  const send = exports.interaction_machine_send_at_reports;
  let best = Infinity;
  let bestCPU = Infinity;
  const counts = { transitions: 0, ignored: 0, outcomes: 0 };
  for (let pass = 0; pass <= passes; pass++) {
    const offset = pass * passLength;
    const times = new BigInt64Array(memory(), instants, stream.length);
    for (let index = 0; index < stream.length; index++) times[index] = BigInt((stream[index][1] + offset) * 1e6);
    let transitions = 0, ignored = 0, outcomes = 0;
    let u8 = new Uint8Array(memory());
    let u32 = new Uint32Array(memory());
    const cpuStart = process.cpuUsage();
    const start = process.hrtime.bigint();
    for (let index = 0; index < stream.length; index++) {
      send(handle, structs + index * 32, instants + index * 8, scratch, scratch + 4, 0, 0);
      // Growing the memory detaches the old buffer (its views' length becomes 0): a test as cheap as
      // the call's own, where reading `memory.buffer` would cost about 15 ns per input.
      if (u8.length === 0) {
        u8 = new Uint8Array(memory());
        u32 = new Uint32Array(memory());
      }
      const base = u32[scratch >> 2];
      const count = u32[(scratch + 4) >> 2];
      for (let r = 0; r < count; r++) {
        const report = base + r * 88;
        if (u8[report + 72] === 1) {
          transitions++;
          if (u8[report + 76] !== 0) outcomes++;
        } else {
          ignored++;
        }
      }
    }
    const elapsed = Number(process.hrtime.bigint() - start);
    const cpu = process.cpuUsage(cpuStart);
    if (pass > 0) {
      best = Math.min(best, elapsed);
      bestCPU = Math.min(bestCPU, (cpu.user + cpu.system) * 1000);
    }
    Object.assign(counts, { transitions, ignored, outcomes });
  }
  const memoryBytes = memory().byteLength;
  exports.interaction_machine_free(handle);
  return { nsPerEvent: best / stream.length, cpuNsPerEvent: bestCPU / stream.length, counts, memoryBytes };
}

// -- the floor of the API's shape: what any `send` of a plain object that returns a new array of report
// objects costs at least, with the module as it is. Each input is encoded from its plain object into the
// input struct (the verb's number from a Map, the point rounded to millipoints, the item's name index
// from a Map; nothing checked), sent with the raw call, and its reports made into a new array of one
// two-field object each (the kind and the outcome), which the loop then reads as the API path's does.
// No effect is kept, no other field is read, no error is possible: the API path does all of that on top.
// With `objects` false, the reports are read where they lie, as a view over the machine's buffer would.

function measureShapeFloor(objects) {
  const { exports, memory, scratch, handle, names } = instantiate();
  const verbs = new Map();
  for (let index = 0; index < InputVerb.length; index++) verbs.set(InputVerb[index], index);
  const nameIndex = new Map(Object.entries(names));
  const input = exports.malloc(32);
  const instant = exports.malloc(8);
  const w = input >> 2; // the input struct's first word
  const send = exports.interaction_machine_send_at_reports;
  class Report {
    constructor(kind, outcome) {
      this.kind = kind;
      this.outcome = outcome;
    }
  }
  let best = Infinity;
  let outcomes = 0;
  for (let pass = 0; pass <= passes; pass++) {
    const offset = pass * passLength;
    let words = new Uint32Array(memory());
    let u8 = new Uint8Array(memory());
    outcomes = 0;
    const start = process.hrtime.bigint();
    for (let index = 0; index < stream.length; index++) {
      const object = stream[index][0];
      let x = 0, y = 0, name = 0xffffffff;
      if (object.x !== undefined) {
        x = Math.round(object.x * 1000);
        y = Math.round(object.y * 1000);
      }
      if (object.id !== undefined) name = nameIndex.get(object.id);
      // x, y and force: an int64 each, its low word then its high one; then the name and the verb.
      words[w] = x;
      words[w + 1] = x < 0 ? 0xffffffff : 0;
      words[w + 2] = y;
      words[w + 3] = y < 0 ? 0xffffffff : 0;
      words[w + 4] = 0;
      words[w + 5] = 0;
      words[w + 6] = name;
      words[w + 7] = verbs.get(object.verb);
      // The instant: a whole number of nanoseconds, written as two words (no BigInt made).
      const ns = (stream[index][1] + offset) * 1e6;
      const high = Math.floor(ns / 4294967296);
      words[instant >> 2] = ns - high * 4294967296;
      words[(instant >> 2) + 1] = high;
      send(handle, input, instant, scratch, scratch + 4, 0, 0);
      if (u8.length === 0) {
        words = new Uint32Array(memory());
        u8 = new Uint8Array(memory());
      }
      const base = words[scratch >> 2];
      const count = words[(scratch + 4) >> 2];
      if (objects) {
        const reports = new Array(count);
        for (let r = 0; r < count; r++) reports[r] = new Report(u8[base + r * 88 + 72], u8[base + r * 88 + 76]);
        for (const report of reports) if (report.kind === 1 && report.outcome !== 0) outcomes++;
      } else {
        for (let r = 0; r < count; r++) if (u8[base + r * 88 + 72] === 1 && u8[base + r * 88 + 76] !== 0) outcomes++;
      }
    }
    const elapsed = Number(process.hrtime.bigint() - start);
    if (pass > 0) best = Math.min(best, elapsed);
  }
  exports.interaction_machine_free(handle);
  if (outcomes !== calls.counts.outcomes) throw new Error(`the shape's floor saw ${outcomes} outcomes, the calls ${calls.counts.outcomes}`);
  return { nsPerEvent: best / stream.length };
}

// -- the JavaScript API

function measureAPI(readText) {
  const ix = loadSync(bytes);
  const machine = ix.machine(sceneText);
  let best = Infinity;
  let bestCPU = Infinity;
  let reports = 0;
  let outcomes = 0;
  let characters = 0;
  for (let pass = 0; pass <= apiPasses; pass++) {
    const offset = pass * passLength;
    reports = 0;
    outcomes = 0;
    characters = 0;
    const cpuStart = process.cpuUsage();
    const start = process.hrtime.bigint();
    for (let index = 0; index < stream.length; index++) {
      for (const report of machine.send(stream[index][0], stream[index][1] + offset)) {
        reports++;
        if (report.kind === "transition" && report.outcome !== null) outcomes++;
        if (readText) characters += report.text.length;
      }
    }
    const elapsed = Number(process.hrtime.bigint() - start);
    const cpu = process.cpuUsage(cpuStart);
    if (pass > 0) {
      best = Math.min(best, elapsed);
      bestCPU = Math.min(bestCPU, (cpu.user + cpu.system) * 1000);
    }
  }
  machine.free();
  if (outcomes !== calls.counts.outcomes) throw new Error(`the API path saw ${outcomes} outcomes, the calls ${calls.counts.outcomes}`);
  return { nsPerEvent: best / stream.length, cpuNsPerEvent: bestCPU / stream.length, reports, characters };
}

const calls = measureCalls();
const none = { nsPerEvent: NaN, cpuNsPerEvent: NaN, reports: 0 };
const shapeFloor = apiPasses > 0 ? measureShapeFloor(true) : none;
const viewFloor = apiPasses > 0 ? measureShapeFloor(false) : none;
const api = apiPasses > 0 ? measureAPI(false) : none;
const apiText = apiPasses > 0 ? measureAPI(true) : none;
const raw = fs.statSync(wasmPath).size;
const fixed = (value) => value.toFixed(2);
if (json) {
  console.log(JSON.stringify({
    wasm_ns_per_event: Number(fixed(calls.nsPerEvent)),
    wasm_cpu_ns_per_event: Number(fixed(calls.cpuNsPerEvent)),
    api_floor_ns_per_event: Number(fixed(shapeFloor.nsPerEvent)),
    api_view_floor_ns_per_event: Number(fixed(viewFloor.nsPerEvent)),
    api_ns_per_event: Number(fixed(api.nsPerEvent)),
    api_cpu_ns_per_event: Number(fixed(api.cpuNsPerEvent)),
    api_text_ns_per_event: Number(fixed(apiText.nsPerEvent)),
    api_text_cpu_ns_per_event: Number(fixed(apiText.cpuNsPerEvent)),
    events: stream.length,
    transitions: calls.counts.transitions,
    ignored: calls.counts.ignored,
    outcomes: calls.counts.outcomes,
    memory_bytes: calls.memoryBytes,
    wasm_bytes: raw,
  }));
} else {
  console.log(`wasm (C ABI calls from JavaScript): ${fixed(calls.nsPerEvent)} ns/event (CPU ${fixed(calls.cpuNsPerEvent)}), best of ${passes} passes`);
  console.log(`js/interaction.js Machine.send:     ${fixed(api.nsPerEvent)} ns/event (CPU ${fixed(api.cpuNsPerEvent)}), best of ${apiPasses} passes`);
  console.log(`... reading every report's text:    ${fixed(apiText.nsPerEvent)} ns/event (CPU ${fixed(apiText.cpuNsPerEvent)}), best of ${apiPasses} passes`);
  console.log(`... the floor of that shape:        ${fixed(shapeFloor.nsPerEvent)} ns/event, best of ${passes} passes (no checks, no effects kept)`);
  console.log(`... and with no report objects:     ${fixed(viewFloor.nsPerEvent)} ns/event, best of ${passes} passes (the reports read in place)`);
  console.log(`${stream.length} inputs, ${calls.counts.transitions} transitions (${calls.counts.outcomes} outcomes), ` +
    `${calls.counts.ignored} ignored per pass; memory ${calls.memoryBytes} bytes`);
}
