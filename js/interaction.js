// The context-menu machine in JavaScript: InteractionCore compiled to WebAssembly (scripts/build-wasm),
// reached through the plain C calls of include/interaction.h. No dependency, no DOM: Node, a page or a
// Worker. The API and its documentation: interaction.d.ts. The choices: docs/DECISIONS.md, "The
// JavaScript module".
//
// Inside, time is the wasm's integer nanoseconds (an i64, a BigInt at the boundary); outside, it is
// milliseconds as numbers. Reports are read from the structs that the machine lends after each call
// and turned into plain objects, with the transcript line that `interaction-sim replay` prints.

import * as V from "./vocabulary.js";

/** The C ABI version this module is written against (INTERACTION_ABI_VERSION). */
const ABI_VERSION = 1;

// Statuses (interaction_status).
const OK = 0;
const BUFFER_TOO_SMALL = 6;
const PARSE_ERROR = 7;
const INVALID_SCENE = 8;
const TIME_WENT_BACKWARDS = 9;
const NO_DEADLINE = 10;
const STATUS_NAMES = [
  "ok", "a required pointer was NULL", "a value that is no word of its table", "bytes that are not UTF-8",
  "an unknown name", "a value out of range", "a buffer too small", "a parse error", "an invalid scene",
  "time went backwards", "no deadline",
];

const NO_NAME = 0xffffffff;
const ROOT_LEVEL = 0xfffffffe;

// Struct layouts (include/interaction.h; wasm32: 8-byte aligned int64). js/test/layout.test.js checks
// them against the header with clang.
const INPUT_SIZE = 32; // x@0 y@8 force@16 name@24 verb@28 key@29
const EFFECT_SIZE = 40; // width@0 height@8 opacity@16 name_a@24 name_b@28 kind@32 presentation@33
//                         item_state@34 preview@35 has_size@36 compact@37
const REPORT_SIZE = 88; // instant@0 input@8 reason_instant@40 interaction@48 target@52 effect_start@56
//                         effect_count@60 timer_name@64 outcome_name@68 kind@72 from@73 to@74 timer@75
//                         outcome@76 cancel_reason@77 dismiss_reason@78 presentation@79 ignore_reason@80
const APPEARANCE_SIZE = 104; // … has_preview_size@88 preview_presence@96
const CHECK_RESULT_SIZE = 16;

// The scratch block of an instance: out-parameters and the structs passed by pointer.
const SCRATCH_SIZE = 256;
const S_OUT_A = 0; // 8 bytes: a pointer, a handle, an i64 out-parameter
const S_OUT_B = 8; // 8 bytes
const S_OUT_C = 16; // 8 bytes
const S_INPUT = 32; // interaction_input
const S_APPEARANCE = 64; // interaction_appearance
const S_CHECK = 176; // interaction_check_result

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: false });

// ---------------------------------------------------------------------------------------------
// Errors

/** Every error this module throws; `code` says which kind (interaction.d.ts). */
export class InteractionError extends Error {
  constructor(code, message) {
    super(message);
    this.name = "InteractionError";
    this.code = code;
  }
}

/** A trace, or an input's text, that does not read: `message` is `LINE:COLUMN: error: REASON`. */
export class TraceError extends InteractionError {
  constructor(line, column, reason, text) {
    super("trace", text);
    this.name = "TraceError";
    this.line = line;
    this.column = column;
    this.reason = reason;
  }

  /** The CLI's line for a file: `FILE:LINE:COLUMN: error: REASON`. */
  format(file) {
    return `${file}:${this.message}`;
  }
}

function argumentError(message) {
  return new InteractionError("argument", message);
}

// ---------------------------------------------------------------------------------------------
// Loading

/** Loads the machine from bytes, a module, a URL or a response (default: interaction.wasm beside this
 * module). @param {import("./interaction.d.ts").WasmSource} [source] */
export async function load(source) {
  if (source === undefined) source = new URL("./interaction.wasm", import.meta.url);
  if (source && typeof source.then === "function") source = await source;
  if (source instanceof WebAssembly.Module) {
    return new Interaction(await WebAssembly.instantiate(source, {}));
  }
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    const { instance } = await WebAssembly.instantiate(source, {});
    return new Interaction(instance);
  }
  if (typeof source === "string") source = new URL(source, import.meta.url);
  if (source instanceof URL) {
    if (source.protocol === "file:" && typeof process === "object" && process.versions?.node) {
      const { readFile } = await import("node:fs/promises");
      return load(await readFile(source));
    }
    source = fetch(source);
  }
  if (source && typeof source.then === "function") source = await source;
  if (typeof Response === "function" && source instanceof Response) {
    if (!source.ok) throw argumentError(`could not load the wasm: ${source.status} ${source.url}`);
    if (typeof WebAssembly.instantiateStreaming === "function" &&
        (source.headers.get("content-type") || "").startsWith("application/wasm")) {
      const { instance } = await WebAssembly.instantiateStreaming(source, {});
      return new Interaction(instance);
    }
    return load(await source.arrayBuffer());
  }
  throw argumentError("load: expected bytes, a WebAssembly.Module, a URL or a Response");
}

/** Loads the machine synchronously from bytes or a compiled module.
 * @param {BufferSource | WebAssembly.Module} source */
export function loadSync(source) {
  let module = source;
  if (!(source instanceof WebAssembly.Module)) {
    if (!(source instanceof ArrayBuffer || ArrayBuffer.isView(source))) {
      throw argumentError("loadSync: expected bytes or a WebAssembly.Module");
    }
    module = new WebAssembly.Module(source);
  }
  return new Interaction(new WebAssembly.Instance(module, {}));
}

// ---------------------------------------------------------------------------------------------
// Exact decimal text (the transcript's spelling of instants, lengths and fractions)

const POWERS = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9];

/** `value / 10^scale` with trailing zeros removed down to `minimumDecimals` (as DecimalText.fixed).
 * `value` is an integer, a Number (exact below 2^53) or a BigInt. */
function fixed(value, scale, minimumDecimals) {
  if (typeof value === "bigint") {
    if (value >= -9007199254740991n && value <= 9007199254740991n) return fixed(Number(value), scale, minimumDecimals);
    return fixedBig(value, scale, minimumDecimals);
  }
  const negative = value < 0;
  const magnitude = negative ? -value : value;
  const divisor = POWERS[scale];
  let whole = Math.floor(magnitude / divisor);
  let fraction = magnitude - whole * divisor;
  if (fraction < 0) {
    // The quotient rounded up to the next integer: step back.
    whole -= 1;
    fraction += divisor;
  }
  let digits = scale;
  while (digits > minimumDecimals && fraction % 10 === 0 && digits > 0) {
    fraction /= 10;
    digits -= 1;
  }
  let text = (negative ? "-" : "") + whole;
  if (digits > 0) text += "." + String(fraction).padStart(digits, "0");
  return text;
}

/** `fixed` for a BigInt beyond 2^53. */
function fixedBig(value, scale, minimumDecimals) {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const divisor = 10n ** BigInt(scale);
  const whole = magnitude / divisor;
  let fraction = magnitude % divisor;
  let digits = scale;
  while (digits > minimumDecimals && fraction % 10n === 0n && digits > 0) {
    fraction /= 10n;
    digits -= 1;
  }
  let text = (negative ? "-" : "") + whole.toString();
  if (digits > 0) text += "." + fraction.toString().padStart(digits, "0");
  return text;
}

const secondsText = (ns) => fixed(ns, 9, 3);
const lengthText = (millipoints) => fixed(millipoints, 3, 0);
const fractionText = (millionths) => fixed(millionths, 6, 0);

/** Milliseconds (a finite number) to integer nanoseconds, rounded to the nearest. */
function nanoseconds(ms, what) {
  if (typeof ms !== "number" || !Number.isFinite(ms)) {
    throw argumentError(`${what}: expected a finite number of milliseconds, got ${String(ms)}`);
  }
  return BigInt(Math.round(ms * 1e6));
}

// ---------------------------------------------------------------------------------------------
// An instance of the module

class Interaction {
  constructor(instance) {
    const exports = instance.exports;
    this.exports = exports;
    this.memory = exports.memory;
    this.abiVersion = exports.interaction_abi_version();
    const oldest = exports.interaction_min_compatible_abi_version();
    if (!(oldest <= ABI_VERSION && ABI_VERSION <= this.abiVersion)) {
      throw new InteractionError("abi",
        `the wasm serves ABI versions ${oldest} to ${this.abiVersion}; this module needs ${ABI_VERSION}`);
    }
    this.scratch = exports.malloc(SCRATCH_SIZE);
    if (this.scratch === 0) throw new InteractionError("argument", "the wasm could not allocate");
    this.buffer = null;
    this.view = null;
    this.registry = typeof FinalizationRegistry === "function"
      ? new FinalizationRegistry((handle) => exports.interaction_machine_free(handle))
      : null;
  }

  /** A DataView of the memory as it is now (growing the memory replaces its buffer). */
  dv() {
    if (this.buffer !== this.memory.buffer) {
      this.buffer = this.memory.buffer;
      this.view = new DataView(this.buffer);
    }
    return this.view;
  }

  bytes(pointer, length) {
    this.dv();
    return new Uint8Array(this.buffer, pointer, length);
  }

  /** Copies UTF-8 text into a fresh block of wasm memory: [pointer, length]; free the pointer. */
  copyIn(text) {
    let utf8;
    if (typeof text === "string") utf8 = encoder.encode(text);
    else if (text instanceof Uint8Array) utf8 = text;
    else if (text instanceof ArrayBuffer) utf8 = new Uint8Array(text);
    else throw argumentError("expected a trace's text: a string, or its bytes as a Uint8Array");
    const pointer = this.exports.malloc(Math.max(utf8.length, 1));
    if (pointer === 0) throw new InteractionError("argument", "the wasm could not allocate");
    this.bytes(pointer, utf8.length).set(utf8);
    return [pointer, utf8.length];
  }

  /** The error handle at the scratch's out-parameter as a TraceError; frees the handle. */
  takeError(status) {
    const exports = this.exports;
    const handle = this.dv().getUint32(this.scratch + S_OUT_B, true);
    if (status !== PARSE_ERROR && status !== INVALID_SCENE || handle === 0) {
      return new InteractionError("trace", `the trace was rejected: ${STATUS_NAMES[status] ?? status}`);
    }
    try {
      const out = this.scratch + S_OUT_C;
      exports.interaction_error_text(handle, 0, 0n, out);
      const length = Number(this.dv().getBigUint64(out, true));
      const buffer = exports.malloc(Math.max(length, 1));
      exports.interaction_error_text(handle, buffer, BigInt(length), out);
      const text = decoder.decode(this.bytes(buffer, length).slice());
      exports.free(buffer);
      exports.interaction_error_position(handle, this.scratch + S_OUT_A, this.scratch + S_OUT_A + 4,
        this.scratch + S_OUT_C);
      const line = this.dv().getUint32(this.scratch + S_OUT_A, true);
      const column = this.dv().getUint32(this.scratch + S_OUT_A + 4, true);
      const marker = text.indexOf("error: ");
      const reason = marker >= 0 ? text.slice(marker + 7) : text;
      return new TraceError(line, column, reason, text);
    } finally {
      exports.interaction_error_free(handle);
    }
  }

  /** A machine for a trace's scene and configuration. */
  machine(traceText, options = {}) {
    const handle = this.newHandle(traceText);
    const text = typeof traceText === "string" ? traceText : decoder.decode(traceText);
    return new Machine(this, handle, text, options);
  }

  newHandle(traceText) {
    const [text, length] = this.copyIn(traceText);
    try {
      this.dv().setUint32(this.scratch + S_OUT_B, 0, true);
      const status = this.exports.interaction_machine_new(text, BigInt(length), this.scratch + S_OUT_A,
        this.scratch + S_OUT_B);
      if (status !== OK) throw this.takeError(status);
      return this.dv().getUint32(this.scratch + S_OUT_A, true);
    } finally {
      this.exports.free(text);
    }
  }

  /** Calls `produce(text, length, buffer, capacity)` until the buffer is large enough; the text out. */
  textOut(traceText, produce, guess) {
    const [text, length] = this.copyIn(traceText);
    let capacity = guess(length);
    let buffer = 0;
    try {
      for (;;) {
        buffer = this.exports.malloc(Math.max(capacity, 1));
        if (buffer === 0) throw new InteractionError("argument", "the wasm could not allocate");
        this.dv().setUint32(this.scratch + S_OUT_B, 0, true);
        const status = produce(text, BigInt(length), buffer, BigInt(capacity));
        const needed = Number(this.dv().getBigUint64(this.scratch + S_OUT_C, true));
        if (status === BUFFER_TOO_SMALL) {
          this.exports.free(buffer);
          buffer = 0;
          capacity = needed;
          continue;
        }
        if (status !== OK) throw this.takeError(status);
        return decoder.decode(this.bytes(buffer, needed).slice());
      }
    } finally {
      if (buffer !== 0) this.exports.free(buffer);
      this.exports.free(text);
    }
  }

  /** The transcript of a trace: the bytes of `interaction-sim replay`. */
  replay(traceText) {
    const exports = this.exports;
    return this.textOut(traceText,
      (text, length, buffer, capacity) => exports.interaction_replay(text, length, buffer, capacity,
        this.scratch + S_OUT_C, this.scratch + S_OUT_B),
      (length) => length * 4 + 4096);
  }

  /** A trace's expectations checked, as `interaction-sim check` does. */
  check(traceText) {
    const exports = this.exports;
    const failuresText = this.textOut(traceText,
      (text, length, buffer, capacity) => exports.interaction_check(text, length, this.scratch + S_CHECK,
        buffer, capacity, this.scratch + S_OUT_C, this.scratch + S_OUT_B),
      (length) => length + 1024);
    const dv = this.dv();
    const at = this.scratch + S_CHECK;
    const failures = [];
    for (const text of failuresText.split("\n")) {
      if (text === "") continue;
      const colon = text.indexOf(":");
      const marker = ": expectation failed: ";
      const message = text.indexOf(marker) >= 0 ? text.slice(text.indexOf(marker) + marker.length) : text;
      failures.push({ line: Number(text.slice(0, colon)), message, text });
    }
    return {
      passed: failures.length === 0,
      inputs: dv.getUint32(at, true),
      expectations: dv.getUint32(at + 4, true),
      failures,
      interactions: dv.getUint32(at + 12, true),
    };
  }
}

// ---------------------------------------------------------------------------------------------
// Reading the machine's structs

/** An i64 at `at` as a Number (exact below 2^53). */
function int64(dv, at) {
  return dv.getInt32(at + 4, true) * 4294967296 + dv.getUint32(at, true);
}

/** An i64 at `at` as a BigInt (for exact text). */
function bigint64(dv, at) {
  return dv.getBigInt64(at, true);
}

/** A point, force or length field of at most ±1e9: its low 32 bits, signed. */
function int32(dv, at) {
  return dv.getInt32(at, true);
}

// ---------------------------------------------------------------------------------------------
// The machine

class Machine {
  #ix;
  #handle;
  #names;
  #nameIndex;
  #declarations;
  #inputs = null;
  #scene = null;
  #recording;
  #parsedInputs = new Map();

  constructor(ix, handle, traceText, options) {
    this.#ix = ix;
    this.#handle = handle;
    this.#declarations = declarationsOf(traceText);
    this.#recording = options.record ? [] : null;
    const exports = ix.exports;
    const s = ix.scratch;
    exports.interaction_machine_name_count(handle, s + S_OUT_A);
    const count = ix.dv().getUint32(s + S_OUT_A, true);
    this.#names = new Array(count);
    this.#nameIndex = new Map();
    for (let index = 0; index < count; index++) {
      exports.interaction_machine_name(handle, index, s + S_OUT_A, s + S_OUT_B);
      const dv = ix.dv();
      const name = decoder.decode(ix.bytes(dv.getUint32(s + S_OUT_A, true), dv.getUint32(s + S_OUT_B, true)));
      this.#names[index] = name;
      if (!this.#nameIndex.has(name)) this.#nameIndex.set(name, index);
    }
    ix.registry?.register(this, handle, this);
  }

  #live() {
    if (this.#handle === 0) throw new InteractionError("freed", "this machine was freed");
    return this.#handle;
  }

  #name(index) {
    return index === NO_NAME ? null : this.#names[index];
  }

  get freed() {
    return this.#handle === 0;
  }

  free() {
    if (this.#handle === 0) return;
    this.#ix.registry?.unregister(this);
    this.#ix.exports.interaction_machine_free(this.#handle);
    this.#handle = 0;
  }

  get now() {
    const handle = this.#live();
    const ix = this.#ix;
    ix.exports.interaction_machine_now(handle, ix.scratch + S_OUT_A);
    return int64(ix.dv(), ix.scratch + S_OUT_A) / 1e6;
  }

  get nextDeadline() {
    const handle = this.#live();
    const ix = this.#ix;
    const status = ix.exports.interaction_machine_next_deadline(handle, ix.scratch + S_OUT_A);
    if (status === NO_DEADLINE) return null;
    return int64(ix.dv(), ix.scratch + S_OUT_A) / 1e6;
  }

  get phase() {
    return this.appearance(this.now).phase;
  }

  get inputs() {
    const handle = this.#live();
    if (this.#inputs) return this.#inputs;
    const ix = this.#ix;
    const s = ix.scratch;
    ix.exports.interaction_machine_trace_input_count(handle, s + S_OUT_A);
    const count = ix.dv().getUint32(s + S_OUT_A, true);
    const inputs = new Array(count);
    for (let index = 0; index < count; index++) {
      ix.exports.interaction_machine_trace_input(handle, index, s + S_OUT_A, s + S_INPUT);
      const dv = ix.dv();
      const input = this.#readInput(dv, s + S_INPUT);
      inputs[index] = Object.freeze({ at: int64(dv, s + S_OUT_A) / 1e6, input, text: this.#inputText(dv, s + S_INPUT) });
    }
    this.#inputs = Object.freeze(inputs);
    return this.#inputs;
  }

  get scene() {
    this.#live();
    if (!this.#scene) this.#scene = describeScene(this.#declarations);
    return this.#scene;
  }

  send(input, at) {
    const handle = this.#live();
    const ns = nanoseconds(at, "send");
    const ix = this.#ix;
    const pointer = ix.scratch + S_INPUT;
    if (typeof input === "string") {
      this.#parseInput(input, pointer);
    } else {
      this.#encodeInput(input, pointer);
    }
    const status = ix.exports.interaction_machine_send(handle, pointer, ns);
    if (status !== OK && status !== TIME_WENT_BACKWARDS) {
      throw new InteractionError("input", `send: ${STATUS_NAMES[status] ?? "status " + status}`);
    }
    const reports = this.#reports();
    if (this.#recording && status === OK) {
      // An input whose instant is too late (T1) is refused, as a trace would refuse it.
      const last = reports[reports.length - 1];
      const refused = last !== undefined && last.kind === "ignored" && last.reason.startsWith("too late:");
      if (!refused) this.#recording.push([ns, this.#inputText(ix.dv(), pointer)]);
    }
    return reports;
  }

  advance(to) {
    const handle = this.#live();
    const status = this.#ix.exports.interaction_machine_advance(handle, nanoseconds(to, "advance"));
    if (status === TIME_WENT_BACKWARDS) return [];
    if (status !== OK) throw new InteractionError("argument", `advance: ${STATUS_NAMES[status] ?? status}`);
    return this.#reports();
  }

  appearance(at) {
    const handle = this.#live();
    const ix = this.#ix;
    const p = ix.scratch + S_APPEARANCE;
    const status = ix.exports.interaction_machine_appearance(handle, nanoseconds(at, "appearance"), p);
    if (status !== OK) throw new InteractionError("argument", `appearance: ${STATUS_NAMES[status] ?? status}`);
    const dv = ix.dv();
    const level = dv.getUint32(p + 68, true);
    return {
      phase: V.Phase[dv.getUint8(p + 84)],
      target: this.#name(dv.getUint32(p + 64, true)),
      sourceHighlighted: dv.getUint8(p + 85) !== 0,
      pressProgress: dv.getFloat64(p, true),
      liftProgress: dv.getFloat64(p + 8, true),
      commitProgress: dv.getFloat64(p + 16, true),
      fadeProgress: dv.getFloat64(p + 24, true),
      menuShown: dv.getUint8(p + 86) !== 0,
      compact: dv.getUint8(p + 87) !== 0,
      menuLevel: level === ROOT_LEVEL ? "root" : this.#name(level),
      highlightedItem: this.#name(dv.getUint32(p + 72, true)),
      loadedCount: dv.getUint32(p + 76, true),
      previewOpacity: dv.getFloat64(p + 32, true),
      previewPresence: dv.getFloat64(p + 96, true),
      overlayOpacity: dv.getFloat64(p + 40, true),
      previewSize: dv.getUint8(p + 88) !== 0
        ? { width: int32(dv, p + 48) / 1000, height: int32(dv, p + 56) / 1000 }
        : null,
      destination: this.#name(dv.getUint32(p + 80, true)),
    };
  }

  record() {
    this.#live();
    if (!this.#recording) {
      throw new InteractionError("argument", "record: make the machine with { record: true }");
    }
    let text = this.#declarations;
    if (text.length > 0 && !text.endsWith("\n")) text += "\n";
    for (const [ns, input] of this.#recording) text += `at ${secondsText(ns)} ${input}\n`;
    return text;
  }

  // -- inputs

  /** Writes an input object into the struct at `p`. Points round to the nearest thousandth of a point,
   * forces to the nearest millionth. */
  #encodeInput(input, p) {
    if (input === null || typeof input !== "object") {
      throw new InteractionError("input", "send: expected an input object or its trace text");
    }
    const verb = V.InputVerb.indexOf(input.verb);
    if (verb <= 0) throw new InteractionError("input", `send: unknown verb ${JSON.stringify(input.verb)}`);
    const dv = this.#ix.dv();
    for (let offset = 0; offset < INPUT_SIZE; offset += 4) dv.setUint32(p + offset, 0, true);
    dv.setUint32(p + 24, NO_NAME, true);
    dv.setUint8(p + 28, verb);
    switch (input.verb) {
      case "down":
      case "move":
      case "right-click":
        dv.setBigInt64(p, BigInt(Math.round(coordinate(input.x, "x") * 1000)), true);
        dv.setBigInt64(p + 8, BigInt(Math.round(coordinate(input.y, "y") * 1000)), true);
        break;
      case "force":
        dv.setBigInt64(p + 16, BigInt(Math.round(coordinate(input.force, "force") * 1e6)), true);
        break;
      case "select":
      case "focus":
      case "remove":
        dv.setUint32(p + 24, this.#nameOf(input.id), true);
        break;
      case "hover":
        dv.setUint32(p + 24, input.id === null || input.id === undefined ? NO_NAME : this.#nameOf(input.id), true);
        break;
      case "key": {
        const key = V.Key.indexOf(input.key);
        if (key <= 0) throw new InteractionError("input", `send: unknown key ${JSON.stringify(input.key)}`);
        dv.setUint8(p + 29, key);
        break;
      }
    }
  }

  #nameOf(id) {
    const index = typeof id === "string" ? this.#nameIndex.get(id) : undefined;
    if (index === undefined) {
      throw new InteractionError("unknown-id", `send: no target or item ${JSON.stringify(id)} in this scene`);
    }
    return index;
  }

  /** Reads an input's trace text exactly as a trace line would (`down 100,20`), by the machine's own
   * parser: the scene's declarations and `at 0 TEXT` make a trace whose one input is copied. */
  #parseInput(text, p) {
    let input = this.#parsedInputs.get(text);
    if (!input) {
      if (/[\r\n]/.test(text)) {
        const column = text.search(/[\r\n]/) + 1;
        throw new TraceError(1, column, "an input is one line", `1:${column}: error: an input is one line`);
      }
      const prefix = "at 0 ";
      const declarations = this.#declarations + (this.#declarations.endsWith("\n") || this.#declarations === "" ? "" : "\n");
      const line = declarations === "" ? 1 : declarations.split("\n").length;
      let handle;
      try {
        handle = this.#ix.newHandle(declarations + prefix + text + "\n");
      } catch (error) {
        if (error instanceof TraceError && error.line === line) {
          const column = Math.max(1, error.column - prefix.length);
          throw new TraceError(1, column, error.reason, `1:${column}: error: ${error.reason}`);
        }
        throw error;
      }
      const ix = this.#ix;
      try {
        ix.exports.interaction_machine_trace_input(handle, 0, ix.scratch + S_OUT_A, p);
        input = ix.bytes(p, INPUT_SIZE).slice();
      } finally {
        ix.exports.interaction_machine_free(handle);
      }
      if (this.#parsedInputs.size >= 256) this.#parsedInputs.clear();
      this.#parsedInputs.set(text, input);
    }
    this.#ix.bytes(p, INPUT_SIZE).set(input);
  }

  #readInput(dv, p) {
    const verb = V.InputVerb[dv.getUint8(p + 28)];
    switch (verb) {
      case "down":
      case "move":
      case "right-click":
        return { verb, x: int32(dv, p) / 1000, y: int32(dv, p + 8) / 1000 };
      case "force":
        return { verb, force: int32(dv, p + 16) / 1e6 };
      case "select":
      case "focus":
      case "remove":
        return { verb, id: this.#name(dv.getUint32(p + 24, true)) };
      case "hover":
        return { verb, id: this.#name(dv.getUint32(p + 24, true)) };
      case "key":
        return { verb, key: V.Key[dv.getUint8(p + 29)] };
      default:
        return { verb };
    }
  }

  #inputText(dv, p) {
    const verb = V.InputVerb[dv.getUint8(p + 28)];
    switch (verb) {
      case "down":
      case "move":
      case "right-click":
        return `${verb} ${lengthText(int32(dv, p))},${lengthText(int32(dv, p + 8))}`;
      case "force":
        return `force ${fractionText(int32(dv, p + 16))}`;
      case "select":
      case "focus":
      case "remove":
        return `${verb} ${this.#name(dv.getUint32(p + 24, true))}`;
      case "hover":
        return `hover ${this.#name(dv.getUint32(p + 24, true)) ?? "none"}`;
      case "key":
        return `key ${V.Key[dv.getUint8(p + 29)]}`;
      default:
        return verb;
    }
  }

  // -- reports

  #reports() {
    const ix = this.#ix;
    const exports = ix.exports;
    const s = ix.scratch;
    exports.interaction_machine_reports(this.#handle, s + S_OUT_A, s + S_OUT_B);
    let dv = ix.dv();
    const base = dv.getUint32(s + S_OUT_A, true);
    const count = dv.getUint32(s + S_OUT_B, true);
    if (count === 0) return [];
    exports.interaction_machine_effects(this.#handle, s + S_OUT_A, s + S_OUT_B);
    dv = ix.dv();
    const effects = dv.getUint32(s + S_OUT_A, true);
    const reports = new Array(count);
    for (let index = 0; index < count; index++) {
      reports[index] = this.#report(dv, base + index * REPORT_SIZE, effects);
    }
    return reports;
  }

  #report(dv, r, effectBase) {
    const ns = int64(dv, r);
    const instant = Number.isSafeInteger(ns) ? ns : bigint64(dv, r);
    const at = ns / 1e6;
    const kind = dv.getUint8(r + 72);
    const from = V.Phase[dv.getUint8(r + 73)];
    if (kind === 2) {
      const input = this.#readInput(dv, r + 8);
      const inputText = this.#inputText(dv, r + 8);
      const reasonKind = dv.getUint8(r + 80);
      const phrase = V.IgnorePhrase[reasonKind] ?? `reason ${reasonKind}`;
      const reason = phrase
        .replace("{id}", this.#name(dv.getUint32(r + 8 + 24, true)) ?? "")
        .replace("{detail}", () => secondsText(bigint64(dv, r + 40)));

      return {
        kind: "ignored",
        at,
        phase: from,
        input,
        reason,
        text: `${secondsText(instant)}  ${from}: ${inputText} ignored (${reason})`,
      };
    }
    const to = V.Phase[dv.getUint8(r + 74)];
    const timer = dv.getUint8(r + 75);
    let trigger, triggerText;
    if (timer !== 0) {
      const name = V.TimerName[timer];
      const id = this.#name(dv.getUint32(r + 64, true));
      trigger = id === null ? { kind: "timer", timer: name } : { kind: "timer", timer: name, id };
      triggerText = id === null ? `timer ${name}` : `timer ${name} ${id}`;
    } else {
      trigger = { kind: "input", input: this.#readInput(dv, r + 8) };
      triggerText = this.#inputText(dv, r + 8);
    }
    const effectStart = dv.getUint32(r + 56, true);
    const effectCount = dv.getUint32(r + 60, true);
    const effects = new Array(effectCount);
    let text = `${secondsText(instant)}  ${from} --${triggerText}--> ${to}`;
    for (let index = 0; index < effectCount; index++) {
      const [effect, effectText] = this.#effect(dv, effectBase + (effectStart + index) * EFFECT_SIZE);
      effects[index] = effect;
      text += (index === 0 ? ": " : ", ") + effectText;
    }
    const interaction = dv.getUint32(r + 48, true);
    let outcome = null;
    const outcomeKind = dv.getUint8(r + 76);
    if (outcomeKind !== 0) {
      outcome = this.#outcome(dv, r, outcomeKind);
      text += ` => outcome ${interaction}: ${outcome.text}`;
    }
    return {
      kind: "transition",
      at,
      from,
      to,
      trigger,
      target: this.#name(dv.getUint32(r + 52, true)),
      interaction,
      effects,
      outcome,
      text,
    };
  }

  #outcome(dv, r, kind) {
    const name = this.#name(dv.getUint32(r + 68, true));
    switch (V.OutcomeKind[kind]) {
      case "tap":
        return { kind: "tap", target: name, text: `tap ${name}` };
      case "cancel": {
        const reason = V.CancelReason[dv.getUint8(r + 77)];
        return { kind: "cancel", reason, text: `cancel ${reason}` };
      }
      case "dismiss": {
        const reason = V.DismissReason[dv.getUint8(r + 78)];
        return { kind: "dismiss", reason, text: `dismiss ${reason}` };
      }
      case "perform":
        return { kind: "perform", action: name, text: `perform ${name}` };
      default: {
        const presentation = V.Presentation[dv.getUint8(r + 79)];
        return {
          kind: "navigate", destination: name, presentation, text: `navigate ${name} ${presentation}`,
        };
      }
    }
  }

  /** One effect as [object, transcript text]. */
  #effect(dv, e) {
    const kind = V.EffectKind[dv.getUint8(e + 32)];
    const a = this.#name(dv.getUint32(e + 24, true));
    const b = this.#name(dv.getUint32(e + 28, true));
    switch (kind) {
      case "highlight":
      case "unhighlight":
      case "focus":
      case "unfocus":
        return [{ kind, target: a }, `${kind} ${a}`];
      case "primary":
      case "perform":
        return [{ kind, target: a, action: b }, `${kind} ${a} ${b}`];
      case "show-preview": {
        const preview = dv.getUint8(e + 35) === 2 ? `custom:${b}` : "source";
        const hasSize = dv.getUint8(e + 36) !== 0;
        const size = hasSize ? { width: int32(dv, e) / 1000, height: int32(dv, e + 8) / 1000 } : null;
        const sizeText = hasSize ? `${lengthText(int32(dv, e))}x${lengthText(int32(dv, e + 8))}` : "fill";
        return [{ kind, target: a, preview, size }, `show-preview ${a} ${preview} ${sizeText}`];
      }
      case "show-menu": {
        const compact = dv.getUint8(e + 37) !== 0;
        return [{ kind, target: a, compact }, `show-menu ${a}${compact ? " compact" : ""}`];
      }
      case "open-submenu":
      case "close-submenu":
      case "show-loaded":
        return [{ kind, id: a }, `${kind} ${a}`];
      case "highlight-item":
        return [{ kind, id: a }, `highlight-item ${a ?? "none"}`];
      case "set-state": {
        const state = V.ItemState[dv.getUint8(e + 34)];
        return [{ kind, item: a, state }, `set-state ${a} ${state}`];
      }
      case "clear-selection":
        return [{ kind, menu: a, except: b }, `clear-selection ${a} except ${b}`];
      case "begin-fade": {
        const millionths = int32(dv, e + 16);
        return [{ kind, opacity: millionths / 1e6 }, `begin-fade ${fractionText(millionths)}`];
      }
      case "begin-commit":
      case "close-destination":
        return [{ kind, destination: a }, `${kind} ${a}`];
      case "show-destination": {
        const presentation = V.Presentation[dv.getUint8(e + 33)];
        return [{ kind, destination: a, presentation }, `show-destination ${a} ${presentation}`];
      }
      default:
        return [{ kind }, kind];
    }
  }
}

function coordinate(value, what) {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new InteractionError("input", `send: ${what} must be a finite number, got ${String(value)}`);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// The trace's declarations (for record() and for reading an input's text)

/** The trace's lines before its first input, without expectations: the header, `set`, targets and
 * menus, comments. */
function declarationsOf(text) {
  const lines = text.split("\n");
  const kept = [];
  for (const line of lines) {
    const word = line.replace(/\r$/, "").trimStart().split(/[ \t]/, 1)[0];
    if (word === "at") break;
    if (word === "expect") continue;
    kept.push(line);
  }
  while (kept.length > 0 && kept[kept.length - 1].trim() === "") kept.pop();
  return kept.length === 0 ? "" : kept.join("\n") + "\n";
}

// ---------------------------------------------------------------------------------------------
// The scene, described from the declarations of a trace that the machine accepted

const DEFAULT_CONFIGURATION = {
  hold: 500, slop: 10, lift: 335, commit: 335, fade: 300, overlay: 0.05, peek: 0.5, pop: 0.95,
};

/** Splits a declaration line into tokens: words, `"titles"` (unescaped), up to a `#` comment. */
function tokens(line) {
  const result = [];
  let i = 0;
  while (i < line.length) {
    const c = line[i];
    if (c === " " || c === "\t" || c === "\r") { i++; continue; }
    if (c === "#") break;
    let token = "";
    let quoted = false;
    while (i < line.length && line[i] !== " " && line[i] !== "\t" && line[i] !== "\r") {
      if (line[i] === '"') {
        quoted = true;
        i++;
        while (i < line.length && line[i] !== '"') {
          if (line[i] === "\\" && i + 1 < line.length) i++;
          token += line[i++];
        }
        i++;
      } else {
        token += line[i++];
      }
    }
    result.push(quoted ? { title: token } : token);
  }
  return result;
}

/** A duration literal (`500ms`, `0.6s`, `0.6`) in milliseconds. */
function durationMs(text) {
  if (text.endsWith("ms")) return Number(text.slice(0, -2));
  if (text.endsWith("s")) return Number(text.slice(0, -1)) * 1000;
  return Number(text) * 1000;
}

function describeScene(declarations) {
  const configuration = { ...DEFAULT_CONFIGURATION };
  const targets = [];
  // The open containers by indentation: [indent, items array].
  let stack = [];
  for (const raw of declarations.split("\n")) {
    const indent = raw.length - raw.replace(/^ +/, "").length;
    const words = tokens(raw);
    if (words.length === 0) continue;
    const [keyword, ...rest] = words;
    const attributes = new Map();
    const flags = new Set();
    let id = null;
    let title = null;
    for (const word of rest) {
      if (typeof word === "object") title = word.title;
      else if (word.includes("=")) attributes.set(word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1));
      else if (id === null && keyword !== "set" && keyword !== "trace") id = word;
      else flags.add(word);
    }
    if (keyword === "set") {
      for (const [name, value] of attributes) {
        configuration[name] = ["hold", "lift", "commit", "fade"].includes(name) ? durationMs(value) : Number(value);
      }
    } else if (keyword === "target") {
      const [x, y, width, height] = (attributes.get("frame") ?? "0,0,0,0").split(",").map(Number);
      const shapeText = attributes.get("shape") ?? "rect";
      let shape;
      if (shapeText.startsWith("rounded:")) {
        const radii = shapeText.slice(8).split(",").map(Number);
        shape = { kind: "rounded", radii: radii.length === 1 ? [radii[0], radii[0], radii[0], radii[0]] : radii };
      } else {
        shape = { kind: shapeText };
      }
      const size = attributes.get("size");
      const menu = [];
      targets.push({
        id,
        frame: { x, y, width, height },
        shape,
        preview: attributes.get("preview") ?? "source",
        destination: attributes.get("destination") ?? "none",
        presentation: attributes.get("present") ?? "push",
        size: size ? { width: Number(size.split("x")[0]), height: Number(size.split("x")[1]) } : null,
        primary: attributes.get("primary") ?? null,
        menu,
      });
      stack = [[0, menu]];
    } else if (keyword === "action" || keyword === "menu" || keyword === "deferred") {
      while (stack.length > 1 && stack[stack.length - 1][0] >= indent) stack.pop();
      const items = stack[stack.length - 1][1];
      let item;
      if (keyword === "action") {
        item = {
          kind: "action", id, title: title ?? "", icon: attributes.get("icon") ?? null,
          destructive: flags.has("destructive"), disabled: flags.has("disabled"), hidden: flags.has("hidden"),
          keep: flags.has("keep"),
          state: flags.has("on") ? "on" : flags.has("off") ? "off" : flags.has("mixed") ? "mixed" : null,
          destination: attributes.get("destination") ?? null, presentation: attributes.get("present") ?? "push",
        };
      } else if (keyword === "menu") {
        item = { kind: "menu", id, title: title ?? "", inline: flags.has("inline"), single: flags.has("single"), items: [] };
      } else {
        item = { kind: "deferred", id, title: title ?? "", after: durationMs(attributes.get("after") ?? "0"), items: [] };
      }
      items.push(item);
      if (item.items) stack.push([indent, item.items]);
    }
  }
  return { configuration, targets };
}
