// The context-menu machine in JavaScript: InteractionCore compiled to WebAssembly (scripts/build-wasm),
// reached through the plain C calls of include/interaction.h. No dependency, no DOM: Node, a page or a
// Worker. The API and its documentation: interaction.d.ts. The choices: docs/DECISIONS.md, "The
// JavaScript module".
//
// This module loads, marshals and types; the grammar is the core's. It spells no word of the machine:
// the words and what each carries come from vocabulary.js (generated from the core's tables by
// scripts/regenerate), an input's text is read by the core (`interaction_machine_parse_input`), and a
// report's transcript line is written by the core (`interaction_machine_report_text`) when `text` is
// first read, so that the per-input path makes no text at all.
//
// Time crosses into the core in one place (`nanoseconds`): milliseconds as a Number, or nanoseconds as
// a BigInt, range-checked; nothing wraps.

import * as V from "./vocabulary.js";

export { version } from "./vocabulary.js";

const { Status, InputVerb, InputOperand, Key, Phase, TimerName, EffectKind, EffectOperands, OutcomeKind,
  OutcomeOperands, CancelReason, DismissReason, Presentation, ItemState } = V;
const NO_NAME = 0xffffffff;
const ROOT_LEVEL = 0xfffffffe;
const REPORT_KIND_IGNORED = 2; // interaction_report_kind
const PREVIEW_KIND_CUSTOM = 2; // interaction_preview_kind
const TOO_LATE = V.IgnoreKind.indexOf("instant-too-late");

// Struct layouts (include/interaction.h; wasm32: 8-byte aligned int64). js/test/layout.test.js checks
// them against the header with clang.
const INPUT_SIZE = 32; // x@0 y@8 force@16 name@24 verb@28 key@29
const EFFECT_SIZE = 40; // width@0 height@8 opacity@16 name_a@24 name_b@28 kind@32 presentation@33
//                         item_state@34 preview@35 has_size@36 compact@37
const REPORT_SIZE = 88; // instant@0 input@8 reason_instant@40 interaction@48 target@52 effect_start@56
//                         effect_count@60 timer_name@64 outcome_name@68 kind@72 from@73 to@74 timer@75
//                         outcome@76 cancel_reason@77 dismiss_reason@78 presentation@79 ignore_reason@80

// The same structs as 32-bit words: a report's fields (R_), an input's within it (I_, from R_INPUT), an
// effect's (E_). Bytes are read from the word that holds them (little-endian: byte 0 is the low byte).
const REPORT_WORDS = REPORT_SIZE / 4;
const EFFECT_WORDS = EFFECT_SIZE / 4;
const R_INSTANT = 0;
const R_INPUT = 2;
const R_REASON_INSTANT = 10;
const R_INTERACTION = 12;
const R_TARGET = 13;
const R_EFFECT_START = 14;
const R_EFFECT_COUNT = 15;
const R_TIMER_NAME = 16;
const R_OUTCOME_NAME = 17;
const R_CODES = 18; // kind, from, to, timer
const R_OUTCOME_CODES = 19; // outcome, cancel_reason, dismiss_reason, presentation
const R_IGNORE = 20; // ignore_reason
const I_X = 0;
const I_Y = 2;
const I_FORCE = 4;
const I_NAME = 6;
const I_CODES = 7; // verb, key
const E_WIDTH = 0;
const E_HEIGHT = 2;
const E_OPACITY = 4;
const E_NAME_A = 6;
const E_NAME_B = 7;
const E_CODES = 8; // kind, presentation, item_state, preview
const E_FLAGS = 9; // has_size, compact
// What a report keeps of its effects: their packed codes (`interaction_effect_code`, opaque, 8 bytes
// each: two words), which the core makes structs of when `effects` or `text` is first read
// (`interaction_machine_decode_effects`).
const CODE_WORDS = 2;
const CODE_SIZE = 8;
/** A machine's reports' effect codes are copied into blocks of this many words (64 KiB), a new block
 * when one is full: one allocation every three thousand inputs or so, and a block lives as long as any
 * report whose effects are in it. */
const BLOCK_WORDS = 16384;

// The scratch block of an instance: out-parameters and the structs passed by pointer.
const SCRATCH_SIZE = 288;
const S_OUT_A = 0; // 8 bytes: a pointer, a handle, an i64 out-parameter
const S_OUT_B = 8; // 8 bytes
const S_OUT_C = 16; // 8 bytes
const S_INPUT = 32; // interaction_input
const S_APPEARANCE = 64; // interaction_appearance
const S_CHECK = 176; // interaction_check_result
const S_REPORT = 192; // interaction_report
const S_INSTANT = 280; // 8 bytes: the instant of interaction_machine_send_at_reports

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: false });
/** A table's words to their values (a table's index 0 is a hole: no word). */
const valuesOf = (table) => new Map(table.flatMap((word, value) => [[word, value]]));
const keys = valuesOf(V.Key);
// What an input's verb carries (InputOperand), as a number.
const OPERAND_NONE = 0;
const OPERAND_POINT = 1;
const OPERAND_FORCE = 2;
const OPERAND_ITEM_OR_NONE = 3;
const OPERAND_ITEM = 4;
const OPERAND_KEY = 5;
const OPERAND_TARGET = 6;
const operandCodes = new Map([["none", OPERAND_NONE], ["point", OPERAND_POINT], ["force", OPERAND_FORCE],
  ["item-or-none", OPERAND_ITEM_OR_NONE], ["item", OPERAND_ITEM], ["target", OPERAND_TARGET],
  ["key", OPERAND_KEY]]);
/** A verb's word to its value and what it carries, in one number: `value | operand << 8`. */
const verbCodes = new Map(V.InputVerb.flatMap((word, value) =>
  [[word, value | (operandCodes.get(InputOperand[value]) ?? OPERAND_NONE) << 8]]));

// ---------------------------------------------------------------------------------------------
// Errors

/** Every error this module throws; `code` says which kind (interaction.d.ts). `options.cause`: the
 * error it stands for (a trap of the wasm). */
export class InteractionError extends Error {
  constructor(code, message, options) {
    super(message, options);
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

/** A value as an error message names it: `the string "1"`, `the number NaN`, `undefined`. */
function describe(value) {
  switch (typeof value) {
    case "string": return `the string ${JSON.stringify(value)}`;
    case "number": return `the number ${value}`;
    case "bigint": return `the bigint ${value}n`;
    case "boolean": return `the boolean ${value}`;
    case "undefined": return "undefined";
    case "object": return value === null ? "null" : isArray(value) ? "an array" : "an object";
    default: return `a ${typeof value}`;
  }
}

/** A word the caller gave, as a message names it: a string quoted (`"Return"`), anything else described
 * (`the bigint 1n`); never JSON.stringify of the value itself, which throws for a BigInt or a cycle. */
function named(value) {
  return typeof value === "string" ? JSON.stringify(value) : describe(value);
}

/** `Array.isArray`, false for a revoked Proxy (for which it throws). */
function isArray(value) {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Time: the one door

const I64_MIN = -(2n ** 63n);
const I64_MAX = 2n ** 63n - 1n;

/** An instant or a duration as the core's integer nanoseconds: milliseconds as a finite Number
 * (rounded to the nearest nanosecond, exact while the result stays within ±2^53 ns, about 104 days; a
 * Number of nanoseconds, a safe integer), or nanoseconds as a BigInt within 64 bits (that BigInt). Anything else throws; nothing wraps. An instant
 * past the latest the machine accepts is not an error here: the core reports it ignored (T1). */
function nanoseconds(at, what) {
  if (typeof at === "number") {
    if (!Number.isFinite(at)) {
      throw new InteractionError("argument", `${what} must be a finite number of milliseconds, got ${describe(at)}`);
    }
    const ns = Math.round(at * 1e6);
    if (!Number.isSafeInteger(ns)) {
      throw new InteractionError("argument",
        `${what}: ${at} ms is past what a Number gives exactly in nanoseconds (±2^53 ns); pass a BigInt of nanoseconds`);
    }
    return ns;
  }
  if (typeof at === "bigint") {
    if (at < I64_MIN || at > I64_MAX) {
      throw new InteractionError("argument", `${what}: ${at} ns lies outside 64-bit nanoseconds`);
    }
    return at;
  }
  throw new InteractionError("argument",
    `${what} must be a finite number of milliseconds or a BigInt of nanoseconds, got ${describe(at)}`);
}

/** Nanoseconds from `nanoseconds` as an `int64_t` argument (a BigInt). */
function int64(ns) {
  return typeof ns === "bigint" ? ns : BigInt(ns);
}

/** Writes nanoseconds from `nanoseconds` as an `int64_t` at word `w` of `words`, with no BigInt made for
 * a Number. */
function setInt64(words, w, ns) {
  if (typeof ns === "bigint") {
    words[w] = Number(BigInt.asIntN(32, ns));
    words[w + 1] = Number(ns >> 32n);
  } else {
    words[w] = ns; // the low 32 bits (an Int32Array keeps the Number modulo 2^32)
    words[w + 1] = Math.floor(ns / 4294967296);
  }
}

/** An i64 of nanoseconds at `at` as time read back (`now`, `nextDeadline`, an input's `at`), so that
 * handing it back (`nanoseconds`) gives exactly that instant (SPEC T1, T4): milliseconds as a Number
 * where that Number converts back to the same nanoseconds (always within ±2^50 ns, about 13 days: the
 * division and the product each round by at most 2^-53 of it, under a quarter of a nanosecond), else
 * the nanoseconds as a BigInt. Past about 2^51 ns a Number of ms cannot hold every nanosecond: a
 * Number there would send an input a nanosecond off, or advance to a nanosecond before a deadline
 * forever. */
function time(dv, at) {
  const high = dv.getInt32(at + 4, true);
  const ms = (high * 4294967296 + dv.getUint32(at, true)) / 1e6;
  if (high >= -0x40000 && high < 0x40000) return ms; // within ±2^50 ns
  const ns = dv.getBigInt64(at, true);
  const back = Math.round(ms * 1e6);
  return Number.isSafeInteger(back) && BigInt(back) === ns ? ms : ns;
}


// ---------------------------------------------------------------------------------------------
// Loading

/** Loads the machine from bytes, a module, a URL or a response (default: interaction.wasm beside this
 * module). @param {import("./interaction.d.ts").WasmSource} [source] */
export async function load(source) {
  if (source === undefined) source = new URL("./interaction.wasm", import.meta.url);
  if (source && typeof source.then === "function") source = await source;
  if (source instanceof WebAssembly.Module) return new Interaction(await instantiate(source, "the module"));
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return new Interaction(await instantiate(bytesOf(source), "the bytes given"));
  }
  if (typeof source === "string") {
    try {
      source = new URL(source, import.meta.url);
    } catch (error) {
      throw new InteractionError("argument", `load: ${JSON.stringify(source)} is no URL: ${error.message}`);
    }
  }
  if (source instanceof URL) {
    const where = source.href;
    if (source.protocol === "file:" && typeof process === "object" && process.versions?.node) {
      const { readFile } = await import("node:fs/promises");
      let bytes;
      try {
        bytes = await readFile(source);
      } catch (error) {
        throw new InteractionError("load", `could not read the wasm at ${where}: ${error.code ?? error.message}`);
      }
      return new Interaction(await instantiate(bytes, where));
    }
    try {
      source = await fetch(source);
    } catch (error) {
      throw new InteractionError("load", `could not fetch the wasm at ${where}: ${error.message}`);
    }
  }
  if (typeof Response === "function" && source instanceof Response) {
    const where = source.url || "the response";
    if (!source.ok) throw new InteractionError("load", `could not load the wasm at ${where}: ${source.status}`);
    if (typeof WebAssembly.instantiateStreaming === "function" &&
        (source.headers.get("content-type") || "").startsWith("application/wasm")) {
      return new Interaction(await instantiate(source, where, true));
    }
    let bytes;
    try {
      bytes = await source.arrayBuffer();
    } catch (error) {
      // A body read already, or a stream that failed: as the streaming path says it.
      throw new InteractionError("load", `could not read the wasm at ${where}: ${error.message}`);
    }
    return new Interaction(await instantiate(bytes, where));
  }
  throw new InteractionError("argument",
    `load: expected bytes, a WebAssembly.Module, a URL or a Response, got ${describe(source)}`);
}

/** The instance of a module, bytes or a response; an InteractionError naming `where` when it is no
 * valid wasm. */
async function instantiate(source, where, streaming = false) {
  try {
    if (streaming) return (await WebAssembly.instantiateStreaming(source, {})).instance;
    const result = await WebAssembly.instantiate(source, {});
    return result.instance ?? result;
  } catch (error) {
    throw new InteractionError("load", `${where} is not a valid interaction wasm: ${error.message}`);
  }
}

/** Whether an ArrayBuffer (or a SharedArrayBuffer) was detached, by a transfer: no view of it can be made.
 * (`ArrayBuffer.prototype.detached` is not in every runtime this module supports.) */
function detached(buffer) {
  try {
    new Uint8Array(buffer, 0, 0);
    return false;
  } catch {
    return true;
  }
}

/** The bytes of a BufferSource as WebAssembly takes them: a DataView's as a Uint8Array over them. */
function bytesOf(source) {
  return source instanceof DataView ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength) : source;
}

/** Loads the machine synchronously from bytes or a compiled module.
 * @param {BufferSource | WebAssembly.Module} source */
export function loadSync(source) {
  let module = source;
  if (!(source instanceof WebAssembly.Module)) {
    if (!(source instanceof ArrayBuffer || ArrayBuffer.isView(source))) {
      throw new InteractionError("argument", `loadSync: expected bytes or a WebAssembly.Module, got ${describe(source)}`);
    }
    try {
      module = new WebAssembly.Module(bytesOf(source));
    } catch (error) {
      throw new InteractionError("load", `the bytes given are not a valid interaction wasm: ${error.message}`);
    }
  }
  let instance;
  try {
    instance = new WebAssembly.Instance(module, {});
  } catch (error) {
    const where = source instanceof WebAssembly.Module ? "the module" : "the bytes given";
    throw new InteractionError("load", `${where} is not a valid interaction wasm: ${error.message}`);
  }
  return new Interaction(instance);
}

// ---------------------------------------------------------------------------------------------
// An instance of the module

/** The wasm's functions this module calls (include/interaction.h, and the runtime's allocator). */
const REQUIRED_EXPORTS = ["interaction_abi_version", "interaction_min_compatible_abi_version", "malloc", "free",
  "interaction_check", "interaction_error_free", "interaction_error_position", "interaction_error_text",
  "interaction_machine_advance", "interaction_machine_appearance", "interaction_machine_decode_effects",
  "interaction_machine_effect_codes", "interaction_machine_free", "interaction_machine_input_text",
  "interaction_machine_name", "interaction_machine_name_count", "interaction_machine_new",
  "interaction_machine_next_deadline", "interaction_machine_now", "interaction_machine_parse_input",
  "interaction_machine_report_text", "interaction_machine_reports", "interaction_machine_scene",
  "interaction_machine_send_at_reports", "interaction_machine_send_fields", "interaction_machine_trace_input",
  "interaction_machine_trace_input_count", "interaction_replay"];

/** The exports that free what a handle or a pointer holds: on a broken instance they free nothing and
 * throw nothing, so that `free()`, a `finally` and the FinalizationRegistry stay quiet. */
const FREEING_EXPORTS = new Set(["free", "interaction_machine_free", "interaction_error_free",
  "interaction_scene_builder_free"]);

/** The exports on a machine's per-input path (`send`, `advance`) and on a report's `text` and `effects`,
 * called as they are: each call of them is guarded where it is made, by a `try` around that call alone,
 * which costs nothing measurable. Through `guard`, whose closures of one arity share their call of the
 * wasm (which the engine then inlines for none of them), `send` measured a few nanoseconds more. */
const UNGUARDED_EXPORTS = new Set(["interaction_machine_send_fields", "interaction_machine_send_at_reports",
  "interaction_machine_effect_codes", "interaction_machine_reports", "interaction_machine_report_text",
  "interaction_machine_decode_effects"]);

/** An export of the wasm as this module calls it: the same call, but a trap of the wasm (a
 * `WebAssembly.RuntimeError`) goes to `trapped(error, name)`, which breaks the instance at once, before
 * any code of this module runs on, and gives the error thrown instead. (The calls on a machine's
 * per-input path, UNGUARDED_EXPORTS, are guarded where they are made instead.) */
function guard(f, name, trapped) {
  return (...args) => {
    try {
      return f(...args);
    } catch (error) {
      throw trapped(error, name);
    }
  };
}

class Interaction {
  constructor(instance) {
    const exports = instance.exports;
    this.memory = exports.memory;
    /** The InteractionError (code "memory") of the trap that broke this instance, or null. */
    this.broken = null;
    // Every export this module calls, there before the first call: a wasm that lacks one (or traps in
    // its version calls) is no interaction wasm, a load error rather than a TypeError or a trap later.
    const missing = REQUIRED_EXPORTS.filter((name) => typeof exports[name] !== "function");
    if (!(exports.memory instanceof WebAssembly.Memory)) missing.push("memory");
    if (missing.length > 0) {
      const more = missing.length > 3 ? ` and ${missing.length - 3} more` : "";
      throw new InteractionError("load",
        `the wasm exports no ${missing.slice(0, 3).join(", ")}${more}: not an interaction wasm`);
    }
    let oldest;
    try {
      this.abiVersion = exports.interaction_abi_version();
      oldest = exports.interaction_min_compatible_abi_version();
    } catch (error) {
      throw new InteractionError("load", `the wasm's ABI version could not be read: ${error.message}`);
    }
    if (!(oldest <= V.ABI_VERSION && V.ABI_VERSION <= this.abiVersion)) {
      throw new InteractionError("abi",
        `the wasm serves ABI versions ${oldest} to ${this.abiVersion}; this module needs ${V.ABI_VERSION}`);
    }
    // Every call into the wasm goes through `this.exports`, read at the call: its functions guarded (those
    // of UNGUARDED_EXPORTS where they are called), then, once the instance is broken, replaced in place
    // by ones that refuse (`#break`).
    const trapped = (error, name) => this.trapped(error, name);
    // Made whole by Object.fromEntries: an object given its properties one by one (`object[name] =`) is
    // left in the engine's slow, dictionary mode past a few dozen, and every call then looks its
    // function up by hashing.
    this.exports = Object.fromEntries(Object.entries(exports).map(([name, value]) => [name,
      typeof value === "function" && !UNGUARDED_EXPORTS.has(name) ? guard(value, name, trapped) : value]));
    this.scratch = this.allocate(SCRATCH_SIZE);
    this.buffer = null;
    this.view = null;
    this.textBlock = 0; // a block for text out, grown as needed
    this.textCapacity = 0n; // its size, as the calls' uint64_t argument: a BigInt made once per block
    this.wordView = null;
    this.byteView = null;
    this.effectBlock = 0; // a block for effects passed back in
    this.effectCapacity = 0;
    // A callback that throws would be an uncaught error of the runtime: a trap in it breaks the
    // instance, and nothing more.
    this.registry = typeof FinalizationRegistry === "function"
      ? new FinalizationRegistry((handle) => {
        try {
          this.exports.interaction_machine_free(handle);
        } catch {
          // the instance is broken: nothing to free
        }
      })
      : null;
  }

  /** The error to throw for `error`, thrown by the export `name`: a trap of the wasm (a
   * `WebAssembly.RuntimeError`; the only ones left are an allocation that failed, wasm32's memory being
   * full at 4 GiB, and a stack run past its end, which lies below the data and so traps) as an InteractionError "memory", the instance broken; anything else as it is. A trap
   * unwinds nothing in the wasm (what the call allocated stays allocated, and its stack pointer stays
   * where the trap left it), so no call goes into it again. */
  trapped(error, name) {
    if (!(error instanceof WebAssembly.RuntimeError)) return error;
    return this.exhausted(`${name} trapped: ${error.message}`, error);
  }

  /** The InteractionError "memory" for a wasm that ran out of memory (`why`: the trap, or the allocation
   * refused; `cause`: the trap, if there was one), the instance broken at the first: whatever ran out,
   * "memory" always means that this instance is done, so a caller has one thing to do with it. */
  exhausted(why, cause) {
    if (this.broken === null) {
      this.broken = new InteractionError("memory", `the wasm ran out of memory (${why}); this instance ` +
        "cannot be used any more: load the module again", cause === undefined ? undefined : { cause });
      this.#break();
    }
    return this.broken;
  }

  /** Replaces every function of `this.exports` by one that refuses with a "memory" error (those that free
   * by one that does nothing): every later call of this instance and its machines, with no test on any
   * call's path. */
  #break() {
    const options = "cause" in this.broken ? { cause: this.broken.cause } : undefined;
    const refuse = () => {
      throw new InteractionError("memory",
        "this instance ran out of wasm memory earlier and cannot be used any more: load the module again",
        options);
    };
    const nothing = () => {};
    for (const name of Object.keys(this.exports)) {
      if (typeof this.exports[name] === "function") this.exports[name] = FREEING_EXPORTS.has(name) ? nothing : refuse;
    }
  }

  /** A block of `size` bytes of wasm memory: its pointer (give it back with `exports.free`). */
  allocate(size) {
    const pointer = this.exports.malloc(Math.max(size, 1));
    // Refused: past the 1 GiB that the wasm's allocator hands out at once, or the memory full. Nothing
    // trapped, but as where the module's Swift allocates and traps, the instance is done.
    if (pointer === 0) throw this.exhausted(`${size} bytes could not be allocated`);
    return pointer;
  }

  /** A DataView of the memory as it is now. Growing the memory detaches its old buffer, whose length
   * then reads 0: a test far cheaper than reading `memory.buffer` on every call. */
  dv() {
    if (this.buffer === null || this.buffer.byteLength === 0) {
      this.buffer = this.memory.buffer;
      this.view = new DataView(this.buffer);
      this.wordView = new Int32Array(this.buffer);
      this.byteView = new Uint8Array(this.buffer);
    }
    return this.view;
  }

  bytes(pointer, length) {
    this.dv();
    return new Uint8Array(this.buffer, pointer, length);
  }

  /** Copies UTF-8 text into a fresh block of wasm memory: [pointer, length]; free the pointer. */
  copyIn(text, what = "a trace's text") {
    let utf8;
    if (typeof text === "string") {
      // A lone surrogate is no Unicode: TextEncoder would make it U+FFFD, a text the caller never gave.
      if (!text.isWellFormed()) {
        throw new InteractionError("argument", `expected ${what} as well-formed Unicode: it holds a lone surrogate`);
      }
      utf8 = encoder.encode(text);
    }
    else if (text instanceof Uint8Array || text instanceof ArrayBuffer) {
      if (detached(text instanceof ArrayBuffer ? text : text.buffer)) {
        throw new InteractionError("argument", `expected ${what}: its ArrayBuffer was detached (transferred)`);
      }
      // A view of this instance's own memory is copied first: allocating may grow the memory, which
      // detaches it.
      utf8 = text instanceof ArrayBuffer ? new Uint8Array(text) : text.buffer === this.memory.buffer ? text.slice() : text;
    }
    else throw new InteractionError("argument", `expected ${what}: a string, or its bytes, got ${describe(text)}`);
    const pointer = this.allocate(utf8.length);
    this.bytes(pointer, utf8.length).set(utf8);
    return [pointer, utf8.length];
  }

  /** The text a call writes with (buffer, capacity, out_length), in a block that grows to fit. */
  text(call) {
    const out = this.scratch + S_OUT_C;
    for (;;) {
      const status = call(this.textBlock, this.textCapacity, out);
      const text = this.textWritten(status, out);
      if (text !== undefined) return text;
    }
  }

  /** A report's transcript line: `interaction_machine_report_text` of the report struct at byte `report`
   * and its `count` effects' structs at byte `effects`, as `text` calls it but with no closure made per
   * line. */
  reportText(handle, report, effects, count) {
    const out = this.scratch + S_OUT_C;
    for (;;) {
      let status;
      try {
        status = this.exports.interaction_machine_report_text(handle, report, effects, count, this.textBlock,
          this.textCapacity, out);
      } catch (error) {
        throw this.trapped(error, "interaction_machine_report_text");
      }
      const text = this.textWritten(status, out);
      if (text !== undefined) return text;
    }
  }

  /** What a call that wrote text into the text block said (`status`, its length at `out`): the text, or
   * the status when it failed, or undefined when the block was too small and has grown: call again. */
  textWritten(status, out) {
    // The length's two words (no BigInt made for it); the call may have grown the memory.
    const words = this.words();
    const length = (words[out >> 2] >>> 0) + (words[(out >> 2) + 1] >>> 0) * 4294967296;
    if (status === Status.OK) return decoder.decode(this.byteView.subarray(this.textBlock, this.textBlock + length));
    if (status !== Status.BUFFER_TOO_SMALL) return status;
    // The old block given back before the new one is asked for, and forgotten: an allocation that
    // fails leaves no block (and no capacity) that is no longer this module's.
    if (this.textBlock !== 0) this.exports.free(this.textBlock);
    this.textBlock = 0;
    this.textCapacity = 0n;
    const capacity = Math.max(length, 256);
    this.textBlock = this.allocate(capacity);
    this.textCapacity = BigInt(capacity);
    return undefined;
  }

  /** An Int32Array of the memory as it is now. */
  words() {
    const words = this.wordView;
    if (words !== null && words.length !== 0) return words;
    this.dv();
    return this.wordView;
  }

  /** A block of wasm memory of at least `size` bytes for effects passed back in, reused from call to
   * call. */
  effectBlockFor(size) {
    if (size > this.effectCapacity) {
      // As in `text`: no block kept that was given back, should the allocation fail.
      if (this.effectBlock !== 0) this.exports.free(this.effectBlock);
      this.effectBlock = 0;
      this.effectCapacity = 0;
      this.effectBlock = this.allocate(size);
      this.effectCapacity = size;
    }
    return this.effectBlock;
  }

  /** The error handle at the scratch's out-parameter as a TraceError; frees the handle. */
  takeError(status) {
    const exports = this.exports;
    const handle = this.dv().getUint32(this.scratch + S_OUT_B, true);
    if (status !== Status.PARSE_ERROR && status !== Status.INVALID_SCENE || handle === 0) {
      return new InteractionError("trace", `the trace was rejected: ${V.StatusPhrase[status] ?? status}`);
    }
    try {
      const text = this.text((buffer, capacity, out) => exports.interaction_error_text(handle, buffer, capacity, out));
      const s = this.scratch;
      exports.interaction_error_position(handle, s + S_OUT_A, s + S_OUT_A + 4, s + S_OUT_C);
      const line = this.dv().getUint32(s + S_OUT_A, true);
      const column = this.dv().getUint32(s + S_OUT_A + 4, true);
      const marker = text.indexOf("error: ");
      return new TraceError(line, column, marker >= 0 ? text.slice(marker + 7) : text, text);
    } finally {
      exports.interaction_error_free(handle);
    }
  }

  /** A machine for a trace's scene and configuration. */
  machine(traceText, options = {}) {
    if (options === null || typeof options !== "object") {
      throw new InteractionError("argument", `machine: expected options as an object, got ${describe(options)}`);
    }
    // Everything of the caller's read before the machine is made: a getter that throws (or a Proxy) then
    // leaves nothing behind in the wasm's memory.
    const record = Boolean(options.record);
    const [text, length] = this.copyIn(traceText);
    let handle;
    let source = traceText;
    try {
      this.dv().setUint32(this.scratch + S_OUT_B, 0, true);
      const status = this.exports.interaction_machine_new(text, BigInt(length), this.scratch + S_OUT_A,
        this.scratch + S_OUT_B);
      if (status !== Status.OK) throw this.takeError(status);
      handle = this.dv().getUint32(this.scratch + S_OUT_A, true);
      // Bytes decoded from the copy (a view of a SharedArrayBuffer is no TextDecoder's in a browser).
      if (typeof source !== "string") source = decoder.decode(this.bytes(text, length));
    } finally {
      this.exports.free(text);
    }
    try {
      return new Machine(this, handle, source, record);
    } catch (error) {
      this.exports.interaction_machine_free(handle);
      throw error;
    }
  }

  /** Calls `produce(text, length, buffer, capacity, out_length)` over a trace's text; the text out. */
  textOut(traceText, produce) {
    const [text, length] = this.copyIn(traceText);
    try {
      this.dv().setUint32(this.scratch + S_OUT_B, 0, true);
      const result = this.text((buffer, capacity, out) => produce(text, BigInt(length), buffer, capacity, out));
      if (typeof result === "number") throw this.takeError(result);
      return result;
    } finally {
      this.exports.free(text);
    }
  }

  /** The transcript of a trace: the bytes of `interaction-sim replay`. */
  replay(traceText) {
    const exports = this.exports;
    return this.textOut(traceText, (text, length, buffer, capacity, out) =>
      exports.interaction_replay(text, length, buffer, capacity, out, this.scratch + S_OUT_B));
  }

  /** A trace's expectations checked, as `interaction-sim check` does. */
  check(traceText) {
    const exports = this.exports;
    const failuresText = this.textOut(traceText, (text, length, buffer, capacity, out) =>
      exports.interaction_check(text, length, this.scratch + S_CHECK, buffer, capacity, out, this.scratch + S_OUT_B));
    const dv = this.dv();
    const at = this.scratch + S_CHECK;
    const failures = [];
    const marker = ": expectation failed: ";
    for (const text of failuresText.split("\n")) {
      if (text === "") continue;
      const found = text.indexOf(marker);
      failures.push({ line: Number(text.slice(0, text.indexOf(":"))), message: text.slice(found + marker.length), text });
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
// The machine

class Machine {
  #ix;
  #handle;
  #names;
  #nameIndex;
  /** The name indices of the scene's menu items and of its targets, by id (`#namesOfKind`). */
  #itemNames = null;
  #targetNames = null;
  #declarations;
  #inputs = null;
  #scene = null;
  #recording;
  #parsedInputs = new Map();
  /** The block of words the reports' effects are copied into, and how much of it is used. */
  #block = new Int32Array(BLOCK_WORDS);
  #used = 0;

  constructor(ix, handle, traceText, record) {
    this.#ix = ix;
    this.#handle = handle;
    this.#declarations = declarationsOf(traceText);
    this.#recording = record ? [] : null;
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

  [Symbol.dispose]() {
    this.free();
  }

  get now() {
    const handle = this.#live();
    const ix = this.#ix;
    ix.exports.interaction_machine_now(handle, ix.scratch + S_OUT_A);
    return time(ix.dv(), ix.scratch + S_OUT_A);
  }

  get nextDeadline() {
    const handle = this.#live();
    const ix = this.#ix;
    const status = ix.exports.interaction_machine_next_deadline(handle, ix.scratch + S_OUT_A);
    if (status === Status.NO_DEADLINE) return null;
    return time(ix.dv(), ix.scratch + S_OUT_A);
  }

  get phase() {
    const handle = this.#live();
    const ix = this.#ix;
    ix.exports.interaction_machine_now(handle, ix.scratch + S_OUT_A);
    const now = ix.dv().getBigInt64(ix.scratch + S_OUT_A, true);
    ix.exports.interaction_machine_appearance(handle, now, ix.scratch + S_APPEARANCE);
    return V.Phase[ix.dv().getUint8(ix.scratch + S_APPEARANCE + 84)];
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
      const at = time(dv, s + S_OUT_A);
      const words = ix.words();
      const w = (s + S_INPUT) >> 2;
      const input = this.#readInput(words[w + I_CODES], words[w + I_X], words[w + I_Y], words[w + I_FORCE], words[w + I_NAME]);
      inputs[index] = Object.freeze({ at, input, text: this.#inputText(s + S_INPUT) });
    }
    this.#inputs = Object.freeze(inputs);
    return this.#inputs;
  }

  get scene() {
    const handle = this.#live();
    if (!this.#scene) {
      const ix = this.#ix;
      this.#scene = JSON.parse(ix.text((buffer, capacity, out) =>
        ix.exports.interaction_machine_scene(handle, buffer, capacity, out)));
    }
    return this.#scene;
  }

  send(input, at) {
    const ix = this.#ix;
    const s = ix.scratch;
    const ns = nanoseconds(at, "send");
    // An input object read first: its getters may run code (and free this machine); the handle after,
    // once per input.
    let call = typeof input === "string" ? undefined : this.#encodeInput(input);
    const handle = this.#live();
    let status;
    if (typeof ns === "number" && call !== undefined) {
      // The common case, with nothing written to the wasm's memory: the input's fields and the instant
      // (nanoseconds, a whole Number) as the call's arguments.
      try {
        status = ix.exports.interaction_machine_send_fields(handle, call.codes & 0xff, call.codes >> 8, call.x,
          call.y, call.force, call.name, ns, s + S_OUT_A, s + S_OUT_A + 4, s + S_OUT_B, s + S_OUT_B + 4);
      } catch (error) {
        throw ix.trapped(error, "interaction_machine_send_fields");
      }
    } else {
      // An input's text, or an instant as a BigInt: the input's struct and the instant in memory.
      const pointer = s + S_INPUT;
      if (call === undefined) this.#parseInput(input, pointer);
      else writeInput(ix.words(), pointer >> 2, call);
      const memory = ix.words(); // reading an input's text may grow the memory
      setInt64(memory, (s + S_INSTANT) >> 2, ns);
      if (call === undefined) {
        const w = pointer >> 2;
        call = new Call(this.#reader, memory[w + I_X], memory[w + I_Y], memory[w + I_FORCE], memory[w + I_NAME],
          memory[w + I_CODES]);
      }
      try {
        status = ix.exports.interaction_machine_send_at_reports(handle, pointer, s + S_INSTANT, s + S_OUT_A,
          s + S_OUT_A + 4, 0, 0);
        ix.exports.interaction_machine_effect_codes(handle, s + S_OUT_B, s + S_OUT_B + 4);
      } catch (error) {
        throw ix.trapped(error, "interaction_machine_send_at_reports");
      }
    }
    if (status !== Status.OK && status !== Status.TIME_WENT_BACKWARDS) {
      throw new InteractionError("input", `send: ${V.StatusPhrase[status] ?? "status " + status}`);
    }
    const reports = this.#reportsOf(ix.words(), call); // ix.words(): the call may have grown the memory
    if (this.#recording && status === Status.OK && !this.#refusedTooLate()) {
      const pointer = s + S_INPUT;
      writeInput(ix.words(), pointer >> 2, call);
      this.#recording.push([int64(ns), this.#inputText(pointer)]);
    }
    return reports;
  }

  /** Whether the last call's input was refused as too late (T1): a trace would refuse it too. */
  #refusedTooLate() {
    const ix = this.#ix;
    const s = ix.scratch;
    try {
      ix.exports.interaction_machine_reports(this.#handle, s + S_OUT_A, s + S_OUT_B);
    } catch (error) {
      throw ix.trapped(error, "interaction_machine_reports");
    }
    const dv = ix.dv();
    const count = dv.getUint32(s + S_OUT_B, true);
    if (count === 0) return false;
    const last = dv.getUint32(s + S_OUT_A, true) + (count - 1) * REPORT_SIZE;
    return dv.getUint8(last + 72) === REPORT_KIND_IGNORED && dv.getUint8(last + 80) === TOO_LATE;
  }

  advance(to) {
    const handle = this.#live();
    const status = this.#ix.exports.interaction_machine_advance(handle, int64(nanoseconds(to, "advance")));
    if (status === Status.TIME_WENT_BACKWARDS) return [];
    if (status !== Status.OK) throw new InteractionError("argument", `advance: ${V.StatusPhrase[status] ?? status}`);
    return this.#reports();
  }

  appearance(at) {
    const handle = this.#live();
    const ix = this.#ix;
    const p = ix.scratch + S_APPEARANCE;
    const status = ix.exports.interaction_machine_appearance(handle, int64(nanoseconds(at, "appearance")), p);
    if (status !== Status.OK) throw new InteractionError("argument", `appearance: ${V.StatusPhrase[status] ?? status}`);
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
        ? { width: dv.getInt32(p + 48, true) / 1000, height: dv.getInt32(p + 56, true) / 1000 }
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

  /** An input object as the words of its struct (a `Call`), as its verb's operand says (InputOperand).
   * Points round to the nearest thousandth of a point, forces to the nearest millionth. */
  #encodeInput(input) {
    if (input === null || typeof input !== "object") {
      throw new InteractionError("input", `send: expected an input object or its trace text, got ${describe(input)}`);
    }
    // Each field read once: a getter's value is the one used and the one an error names.
    const verb = input.verb;
    const code = verbCodes.get(verb);
    if (code === undefined) throw new InteractionError("input", `send: unknown verb ${named(verb)}`);
    let name = NO_NAME, key = 0, x = 0, y = 0, force = 0;
    switch (code >> 8) {
      case OPERAND_POINT:
        x = scaled(input.x, 1000, "x");
        y = scaled(input.y, 1000, "y");
        break;
      case OPERAND_FORCE:
        force = scaled(input.force, 1e6, "force");
        break;
      case OPERAND_ITEM_OR_NONE: {
        const id = input.id;
        if (id !== null && id !== undefined) name = this.#nameOf(id, "item");
        break;
      }
      case OPERAND_ITEM:
        name = this.#nameOf(input.id, "item");
        break;
      case OPERAND_TARGET:
        name = this.#nameOf(input.id, "target");
        break;
      case OPERAND_KEY: {
        const word = input.key;
        key = keys.get(word) ?? 0;
        if (key === 0) throw new InteractionError("input", `send: unknown key ${named(word)}`);
        break;
      }
    }
    return new Call(this.#reader, x, y, force, name, code & 0xff | key << 8);
  }

  /** The name index of `id`, a menu item (`kind` "item": an element of a target's menu, at any depth)
   * or a target of the scene, as a trace's input names it: another name of the scene (a target for an
   * item, a preview's name) is no input a trace can hold, so none a recording could replay (SPEC I9). */
  #nameOf(id, kind) {
    const index = typeof id === "string" ? this.#namesOfKind(kind).get(id) : undefined;
    if (index === undefined) {
      const what = kind === "item" ? "menu item" : "target";
      throw new InteractionError("unknown-id", typeof id === "string"
        ? `send: no ${what} ${JSON.stringify(id)} in this scene`
        : `send: the id of a ${what} must be a string, got ${describe(id)}`);
    }
    return index;
  }

  /** The name indices of the scene's menu items (`kind` "item") or targets, by id: made once, from the
   * scene the core declares. */
  #namesOfKind(kind) {
    if (this.#itemNames === null) {
      const items = new Map(), targets = new Map();
      const add = (elements) => {
        for (const element of elements) {
          items.set(element.id, this.#nameIndex.get(element.id));
          if (element.items) add(element.items);
        }
      };
      for (const target of this.scene.targets) {
        targets.set(target.id, this.#nameIndex.get(target.id));
        add(target.menu);
      }
      this.#itemNames = items;
      this.#targetNames = targets;
    }
    return kind === "item" ? this.#itemNames : this.#targetNames;
  }

  /** Reads an input's trace text (`down 100,20`) by the core's own reader, against the scene. */
  #parseInput(text, p) {
    let input = this.#parsedInputs.get(text);
    if (!input) {
      const ix = this.#ix;
      const [bytes, length] = ix.copyIn(text, "an input's text");
      try {
        ix.dv().setUint32(ix.scratch + S_OUT_B, 0, true);
        const status = ix.exports.interaction_machine_parse_input(this.#handle, bytes, BigInt(length), p,
          ix.scratch + S_OUT_B);
        if (status !== Status.OK) throw ix.takeError(status);
      } finally {
        ix.exports.free(bytes);
      }
      input = ix.bytes(p, INPUT_SIZE).slice();
      if (this.#parsedInputs.size >= 256) this.#parsedInputs.clear();
      this.#parsedInputs.set(text, input);
    }
    this.#ix.bytes(p, INPUT_SIZE).set(input);
  }

  /** An input as an object, from its struct's words (the verb and key's word, the point, the force, the
   * name), as its verb's operand says (InputOperand). */
  #readInput(codes, x, y, force, name) {
    const value = codes & 0xff;
    const verb = InputVerb[value];
    switch (InputOperand[value]) {
      case "point": return { verb, x: x / 1000, y: y / 1000 };
      case "force": return { verb, force: force / 1e6 };
      case "item":
      case "item-or-none":
      case "target": return { verb, id: this.#name(name >>> 0) };
      case "key": return { verb, key: Key[codes >> 8 & 0xff] };
      default: return { verb };
    }
  }

  /** The trace text of the input struct at `p`, written by the core. */
  #inputText(p) {
    const ix = this.#ix;
    const handle = this.#handle;
    return ix.text((buffer, capacity, out) =>
      ix.exports.interaction_machine_input_text(handle, p, buffer, capacity, out));
  }

  // -- reports

  /** The last call's reports as objects (`advance`: no input under way). */
  #reports() {
    const ix = this.#ix;
    const exports = ix.exports;
    const s = ix.scratch;
    try {
      exports.interaction_machine_reports(this.#handle, s + S_OUT_A, s + S_OUT_A + 4);
      exports.interaction_machine_effect_codes(this.#handle, s + S_OUT_B, s + S_OUT_B + 4);
    } catch (error) {
      throw ix.trapped(error, "interaction_machine_reports");
    }
    return this.#reportsOf(ix.words(), new Call(this.#reader, 0, 0, 0, 0, 0)); // `advance`: the zeroed input
  }

  /** The last call's reports as objects, from the words of `memory` whose place the scratch's
   * out-parameters hold: each report reads its own words into its fields when made, and shares the
   * call's input (`call`). Their effects' packed codes are copied into the machine's current block of
   * words (`#block`), a new block when one is full, which `call` keeps. */
  #reportsOf(memory, call) {
    const w = this.#ix.scratch >> 2;
    const base = memory[w + (S_OUT_A >> 2)] >> 2;
    const count = memory[w + (S_OUT_A >> 2) + 1];
    if (count === 0) return [];
    const codeWords = memory[w + (S_OUT_B >> 2) + 1] * CODE_WORDS;
    let effects = 0;
    if (codeWords > 0) {
      if (this.#used + codeWords > this.#block.length) {
        this.#block = new Int32Array(Math.max(BLOCK_WORDS, codeWords));
        this.#used = 0;
      }
      const block = this.#block;
      effects = this.#used;
      this.#used += codeWords;
      for (let index = 0, m = memory[w + (S_OUT_B >> 2)] >> 2; index < codeWords; index++) {
        block[effects + index] = memory[m + index];
      }
      call.block = block;
    }
    const reports = count === 1 ? null : new Array(count);
    for (let index = 0, m = base; index < count; index++, m += REPORT_WORDS) {
      const report = (memory[m + R_CODES] & 0xff) === REPORT_KIND_IGNORED
        ? new IgnoredReport(call, memory, m)
        : new TransitionReport(call, memory, m,
          (effects + memory[m + R_EFFECT_START] * CODE_WORDS) * 8 + memory[m + R_EFFECT_COUNT]);
      if (reports === null) return [report];
      reports[index] = report;
    }
    return reports;
  }

  /** What a report reads its lazy fields and its line through: this machine's names and the core. */
  #reader = {
    name: (index) => this.#name(index),
    /** The wasm's memory as words, as it is now. */
    words: () => this.#ix.words(),
    /** The input of a call (Call) as an object. */
    input: (call) => this.#readInput(call.codes, call.x, call.y, call.force, call.name),
    /** The structs of `count` effects whose codes are at word `e` of `block`, made by the core in the
     * wasm's memory: the word of the memory where they start (read it through `ix.words()`, now). */
    effects: (block, e, count) => {
      const handle = this.#live();
      const ix = this.#ix;
      const codes = ix.effectBlockFor(count * (CODE_SIZE + EFFECT_SIZE));
      const memory = ix.words();
      for (let index = 0; index < count * CODE_WORDS; index++) memory[(codes >> 2) + index] = block[e + index];
      const structs = codes + count * CODE_SIZE;
      let status;
      try {
        status = ix.exports.interaction_machine_decode_effects(handle, codes, count, structs);
      } catch (error) {
        throw ix.trapped(error, "interaction_machine_decode_effects");
      }
      if (status !== Status.OK) throw new InteractionError("input", `effects: ${V.StatusPhrase[status] ?? status}`);
      return structs >> 2;
    },
    /** The transcript line of a report, written by the core: `write(memory, w)` writes its struct at
     * word `w` of `memory`; the codes of its `count` effects are at word `e` of `block`. */
    line: (write, block, e, count) => {
      const handle = this.#live();
      const ix = this.#ix;
      const effects = count > 0 ? this.#reader.effects(block, e, count) << 2 : 0;
      const memory = ix.words();
      const report = (ix.scratch + S_REPORT) >> 2;
      write(memory, report);
      memory[report + R_EFFECT_START] = 0; // its own effects, made alone
      memory[report + R_EFFECT_COUNT] = count;
      const text = ix.reportText(handle, report << 2, effects, count);
      if (typeof text === "number") throw new InteractionError("input", `text: ${V.StatusPhrase[text] ?? text}`);
      return text;
    },
  };
}

/** A call as its reports keep it: what they read their names and lines through (the machine's reader),
 * the call's input, its struct's words (the core keeps a point and a force within 32 bits, so their
 * low words), and the block of words its effects' codes were copied into; one per call, shared by its
 * reports. */
class Call {
  constructor(reader, x, y, force, name, codes) {
    this.reader = reader;
    this.block = null;
    this.x = x;
    this.y = y;
    this.force = force;
    this.name = name;
    this.codes = codes;
  }
}

/** The input a timer's report carries in its struct. */
const TIMER_INPUT = new Call(null, 0, 0, 0, NO_NAME, 0);

/** Writes a whole number (within +-2^53) as an int64 at word `w` of `memory`: its low 32 bits, then
 * its high ones, so that a point or force out of range reaches the core whole (and is refused there)
 * instead of wrapping to one in range. */
function setWide(memory, w, value) {
  memory[w] = value;
  memory[w + 1] = Math.floor(value / 4294967296);
}

/** Writes an input's words into its struct at word `w` of `memory`. */
function writeInput(memory, w, input) {
  setWide(memory, w + I_X, input.x);
  setWide(memory, w + I_Y, input.y);
  setWide(memory, w + I_FORCE, input.force);
  memory[w + I_NAME] = input.name;
  memory[w + I_CODES] = input.codes;
}

// ---------------------------------------------------------------------------------------------
// Reports: objects of a fixed shape, holding their struct's words as numbers (read once when made; no
// copy into a block, no allocation but the object) and the call's input, shared. Every field is a getter
// on the prototype: the plain ones (kind, instant, phases, target, interaction) read their number each
// time (no allocation made for a field nobody reads: a report's `at` would be a heap number); the rest
// (trigger, effects, outcome, an ignored input and its reason) are made when first read and kept, and
// `text` is written by the core then. `toJSON()` gives every field.
//
// An instant (int64 nanoseconds) is held as two numbers that stay small integers for any instant below
// 2^60 ns: its low 30 bits, and the rest (`hi * 4 + (lo >>> 30)`), so that no heap number is made.

export class TransitionReport {
  #call;
  #codes;
  #outcomeCodes;
  #at0;
  #at1;
  #target;
  #interaction;
  #timerName;
  #outcomeName;
  /** Where its effects lie in its call's block and how many: `word * 8 + count` (a transition carries
   * at most six). */
  #effects;
  /** What was read once and kept (trigger, effects, outcome, text), made when first needed. */
  #kept;

  constructor(call, memory, m, effects) {
    const lo = memory[m + R_INSTANT];
    this.#call = call;
    this.#codes = memory[m + R_CODES];
    this.#outcomeCodes = memory[m + R_OUTCOME_CODES];
    this.#at0 = lo & 0x3fffffff;
    this.#at1 = memory[m + R_INSTANT + 1] * 4 + (lo >>> 30);
    this.#target = memory[m + R_TARGET];
    this.#interaction = memory[m + R_INTERACTION];
    this.#timerName = memory[m + R_TIMER_NAME];
    this.#outcomeName = memory[m + R_OUTCOME_NAME];
    this.#effects = effects;
    this.#kept = null;
  }

  get kind() {
    return "transition";
  }

  get at() {
    return (this.#at1 * 1073741824 + this.#at0) / 1e6;
  }

  get from() {
    return Phase[this.#codes >> 8 & 0xff];
  }

  get to() {
    return Phase[this.#codes >> 16 & 0xff];
  }

  get target() {
    return this.#call.reader.name(this.#target >>> 0);
  }

  get interaction() {
    return this.#interaction >>> 0;
  }

  /** A timer, or the input that caused it. */
  get trigger() {
    const kept = (this.#kept ??= new Kept());
    if (kept.trigger === undefined) {
      const timer = this.#codes >>> 24;
      const reader = this.#call.reader;
      if (timer !== 0) {
        const id = reader.name(this.#timerName >>> 0);
        kept.trigger = id === null ? { kind: "timer", timer: TimerName[timer] } : { kind: "timer", timer: TimerName[timer], id };
      } else {
        kept.trigger = { kind: "input", input: reader.input(this.#call) };
      }
    }
    return kept.trigger;
  }

  /** Its effects, in order, as their kinds' operands say (EffectOperands). */
  get effects() {
    const kept = (this.#kept ??= new Kept());
    if (kept.effects === undefined) {
      const count = this.#effects & 7;
      const first = (this.#effects - count) / 8;
      const effects = new Array(count);
      const reader = this.#call.reader;
      if (count > 0) {
        const structs = reader.effects(this.#call.block, first, count);
        const memory = reader.words();
        for (let index = 0; index < count; index++) {
          effects[index] = effectOf(reader, memory, structs + index * EFFECT_WORDS);
        }
      }
      kept.effects = effects;
    }
    return kept.effects;
  }

  /** The outcome it decides, or null. */
  get outcome() {
    const codes = this.#outcomeCodes;
    const kind = codes & 0xff;
    if (kind === 0) return null; // most reports: nothing kept
    const kept = (this.#kept ??= new Kept());
    if (kept.outcome === undefined) {
      const outcome = new Outcome(this, OutcomeKind[kind]);
      // Each operand stored by its own name where the field is known (a store whose name varies is
      // far slower than one whose name is written here).
      for (const operand of OutcomeOperands[kind]) {
        switch (operand) {
          case "reason": {
            const cancel = codes >> 8 & 0xff;
            outcome.reason = cancel !== 0 ? CancelReason[cancel] : DismissReason[codes >> 16 & 0xff];
            break;
          }
          case "presentation": outcome.presentation = Presentation[codes >>> 24]; break;
          case "target": outcome.target = this.#call.reader.name(this.#outcomeName >>> 0); break;
          case "action": outcome.action = this.#call.reader.name(this.#outcomeName >>> 0); break;
          case "destination": outcome.destination = this.#call.reader.name(this.#outcomeName >>> 0); break;
          default: outcome[operand] = this.#call.reader.name(this.#outcomeName >>> 0);
        }
      }
      kept.outcome = outcome;
    }
    return kept.outcome;
  }

  /** The line `interaction-sim replay` prints for it, without the newline. */
  get text() {
    const kept = (this.#kept ??= new Kept());
    if (kept.text === undefined) {
      const count = this.#effects & 7;
      // Its struct (but for where its effects lie) at word `w` of `memory`.
      const write = (memory, w) => {
        memory[w + R_INSTANT] = (this.#at1 & 3) << 30 | this.#at0;
        memory[w + R_INSTANT + 1] = Math.floor(this.#at1 / 4);
        writeInput(memory, w + R_INPUT, this.#codes >>> 24 !== 0 ? TIMER_INPUT : this.#call);
        memory[w + R_REASON_INSTANT] = 0;
        memory[w + R_REASON_INSTANT + 1] = 0;
        memory[w + R_INTERACTION] = this.#interaction;
        memory[w + R_TARGET] = this.#target;
        memory[w + R_TIMER_NAME] = this.#timerName;
        memory[w + R_OUTCOME_NAME] = this.#outcomeName;
        memory[w + R_CODES] = this.#codes;
        memory[w + R_OUTCOME_CODES] = this.#outcomeCodes;
        memory[w + R_IGNORE] = 0;
        memory[w + R_IGNORE + 1] = 0;
      };
      kept.text = this.#call.reader.line(write, this.#call.block, (this.#effects - count) / 8, count);
    }
    return kept.text;
  }

  toJSON() {
    return {
      kind: this.kind, at: this.at, from: this.from, to: this.to, trigger: this.trigger, target: this.target,
      interaction: this.interaction, effects: this.effects, outcome: this.outcome?.toJSON() ?? null, text: this.text,
    };
  }
}

/** What a transition's report made once and keeps. */
class Kept {
  trigger = undefined;
  effects = undefined;
  outcome = undefined;
  text = undefined;
}

export class IgnoredReport {
  #call;
  #codes;
  #at0;
  #at1;
  #reason0;
  #reason1;
  #ignore;
  #input;
  #text;

  constructor(call, memory, m) {
    const lo = memory[m + R_INSTANT];
    const reasonLo = memory[m + R_REASON_INSTANT];
    this.#call = call;
    this.#codes = memory[m + R_CODES];
    this.#at0 = lo & 0x3fffffff;
    this.#at1 = memory[m + R_INSTANT + 1] * 4 + (lo >>> 30);
    this.#reason0 = reasonLo & 0x3fffffff;
    this.#reason1 = memory[m + R_REASON_INSTANT + 1] * 4 + (reasonLo >>> 30);
    this.#ignore = memory[m + R_IGNORE];
    this.#input = undefined;
    this.#text = undefined;
  }

  get kind() {
    return "ignored";
  }

  get at() {
    return (this.#at1 * 1073741824 + this.#at0) / 1e6;
  }

  get phase() {
    return Phase[this.#codes >> 8 & 0xff];
  }

  /** The input ignored. */
  get input() {
    return (this.#input ??= this.#call.reader.input(this.#call));
  }

  get text() {
    if (this.#text === undefined) {
      // Its struct at word `w` of `memory`.
      const write = (memory, w) => {
        memory[w + R_INSTANT] = (this.#at1 & 3) << 30 | this.#at0;
        memory[w + R_INSTANT + 1] = Math.floor(this.#at1 / 4);
        writeInput(memory, w + R_INPUT, this.#call);
        memory[w + R_REASON_INSTANT] = (this.#reason1 & 3) << 30 | this.#reason0;
        memory[w + R_REASON_INSTANT + 1] = Math.floor(this.#reason1 / 4);
        memory[w + R_INTERACTION] = 0;
        memory[w + R_TARGET] = NO_NAME;
        memory[w + R_TIMER_NAME] = NO_NAME;
        memory[w + R_OUTCOME_NAME] = NO_NAME;
        memory[w + R_CODES] = this.#codes;
        memory[w + R_OUTCOME_CODES] = 0;
        memory[w + R_IGNORE] = this.#ignore;
        memory[w + R_IGNORE + 1] = 0;
      };
      this.#text = this.#call.reader.line(write, null, 0, 0);
    }
    return this.#text;
  }

  /** The reason, as the transcript writes it: what the line holds in its last parentheses. */
  get reason() {
    const text = this.text;
    return text.slice(text.indexOf(" ignored (") + 10, -1);
  }

  toJSON() {
    return { kind: this.kind, at: this.at, phase: this.phase, input: this.input, reason: this.reason, text: this.text };
  }
}

export class Outcome {
  #report;

  constructor(report, kind) {
    this.#report = report;
    this.kind = kind;
  }

  /** The outcome's trace spelling (`perform pin`): what its report's line says after ` => outcome N: `. */
  get text() {
    const line = this.#report.text;
    return line.slice(line.indexOf(": ", line.lastIndexOf(" => outcome ") + 12) + 2);
  }

  toJSON() {
    return { ...this, text: this.text };
  }
}

/** The effect whose struct is at word `e` of `words` as an object, as its kind's operands say
 * (EffectOperands): names from name_a, then name_b, in order. */
function effectOf(reader, words, e) {
  const codes = words[e + E_CODES];
  const kind = codes & 0xff;
  const effect = { kind: EffectKind[kind] };
  let name = e + E_NAME_A;
  for (const operand of EffectOperands[kind]) {
    switch (operand) {
      case "preview":
        effect.preview = codes >>> 24 === PREVIEW_KIND_CUSTOM
          ? "custom:" + reader.name(words[e + E_NAME_B] >>> 0) : "source";
        break;
      case "size":
        effect.size = (words[e + E_FLAGS] & 0xff) !== 0
          ? { width: words[e + E_WIDTH] / 1000, height: words[e + E_HEIGHT] / 1000 } : null;
        break;
      case "compact": effect.compact = (words[e + E_FLAGS] >> 8 & 0xff) !== 0; break;
      case "state": effect.state = ItemState[codes >> 16 & 0xff]; break;
      case "opacity": effect.opacity = words[e + E_OPACITY] / 1e6; break;
      case "presentation": effect.presentation = Presentation[codes >> 8 & 0xff]; break;
      default:
        effect[operand] = reader.name(words[name] >>> 0);
        name += 1;
    }
  }
  return effect;
}

/** A coordinate or a force in the core's integer units (`scale` per unit), range-checked. */
function scaled(value, scale, what) {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new InteractionError("input", `send: ${what} must be a finite number, got ${describe(value)}`);
  }
  const units = Math.round(value * scale);
  if (!Number.isSafeInteger(units)) throw new InteractionError("input", `send: ${what} ${value} is out of range`);
  return units;
}

/** Nanoseconds (a BigInt) as the trace's seconds: at least three decimals, no trailing zero past them. */
function secondsText(ns) {
  const negative = ns < 0n;
  const magnitude = negative ? -ns : ns;
  let fraction = (magnitude % 1000000000n).toString().padStart(9, "0");
  while (fraction.length > 3 && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  return `${negative ? "-" : ""}${magnitude / 1000000000n}.${fraction}`;
}

/** The trace's lines before its first input, without expectations: the header, `set`, targets and
 * menus, comments (what `record()` starts from, as the trace wrote them). */
function declarationsOf(text) {
  const kept = [];
  for (const line of text.split("\n")) {
    const word = line.replace(/\r$/, "").trimStart().split(/[ \t]/, 1)[0];
    if (word === "at") break;
    if (word !== "expect") kept.push(line);
  }
  while (kept.length > 0 && kept[kept.length - 1].trim() === "") kept.pop();
  return kept.length === 0 ? "" : kept.join("\n") + "\n";
}
