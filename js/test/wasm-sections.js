// Reading and rewriting a built module's sections, for tests that check the module's layout or load a
// copy of it with one value changed: its stack cut short (js/test/stack.test.js), its memory given a small
// maximum (js/test/out-of-memory.test.js and the page's test in web/tests/browser.test.mjs: a real
// instance runs out at wasm32's 4 GiB, which no test can allocate). The WebAssembly binary format: a
// section is its id, its size in unsigned LEB128 and its body.
import assert from "node:assert/strict";

/** An LEB128 at `at`: [its bits as an unsigned value, the offset after it, how many bits it holds,
 * whether its last byte's sign bit is set]. */
function readLEB128(bytes, at) {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, at, shift, (byte & 0x40) !== 0];
}

/** An unsigned LEB128 at `at`: [value, the offset after it]. */
export function readUnsigned(bytes, at) {
  const [value, after] = readLEB128(bytes, at);
  return [value, after];
}

/** A signed LEB128 at `at` (two's complement over its bits): [value, the offset after it]. */
export function readSigned(bytes, at) {
  const [bits, after, width, negative] = readLEB128(bytes, at);
  return [negative ? bits - 2 ** width : bits, after];
}

/** `value` as an unsigned LEB128. */
export function unsigned(value) {
  const out = [];
  do {
    const byte = value % 128;
    value = Math.floor(value / 128);
    out.push(value > 0 ? byte | 0x80 : byte);
  } while (value > 0);
  return out;
}

/** `value` (32 bits) as a signed LEB128. */
export function signed(value) {
  const out = [];
  for (;;) {
    const byte = value & 0x7f;
    value >>= 7;
    if ((value === 0 && !(byte & 0x40)) || (value === -1 && byte & 0x40)) return [...out, byte];
    out.push(byte | 0x80);
  }
}

/** The module's sections in order: { id, start (of the id byte), body, end }. */
export function sections(bytes) {
  const list = [];
  let at = 8; // the magic number and the version
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, body] = readUnsigned(bytes, at + 1);
    list.push({ id, start: at, body, end: body + size });
    at = body + size;
  }
  return list;
}

/** The module with the body of its first section of `id` replaced. */
export function withSection(bytes, id, body) {
  const section = sections(bytes).find((s) => s.id === id);
  if (!section) throw new Error(`the module has no section ${id}`);
  return new Uint8Array([
    ...bytes.subarray(0, section.start), id, ...unsigned(body.length), ...body, ...bytes.subarray(section.end),
  ]);
}

const GLOBAL = 6;
const DATA = 11;
const I32_CONST = 0x41;

/** The module's first global (the linker's stack pointer: mutable, i32, set by an `i32.const`):
 * { value, at (of the constant), end (after it), section }. */
export function stackPointer(bytes) {
  const section = sections(bytes).find((s) => s.id === GLOBAL);
  if (!section) throw new Error("the module has no globals");
  const [count, first] = readUnsigned(bytes, section.body);
  const [type, mutable, opcode] = bytes.subarray(first, first + 3);
  if (count < 1 || type !== 0x7f || mutable !== 1 || opcode !== I32_CONST) {
    throw new Error("the module's first global is not a stack pointer");
  }
  const [value, end] = readSigned(bytes, first + 3);
  return { value, at: first + 3, end, section };
}

/** The module with its stack pointer starting at `value` instead: a stack of `value` bytes when the stack
 * comes first in the memory. */
export function withStackPointer(bytes, value) {
  const { at, end, section } = stackPointer(bytes);
  const body = [...bytes.subarray(section.body, at), ...signed(value), ...bytes.subarray(end, section.end)];
  return withSection(bytes, GLOBAL, body);
}

/** Where the module's active data segments of memory 0 begin, each set by an `i32.const`. */
export function dataOffsets(bytes) {
  const section = sections(bytes).find((s) => s.id === DATA);
  if (!section) return [];
  let [count, at] = readUnsigned(bytes, section.body);
  const offsets = [];
  for (let index = 0; index < count; index++) {
    const [flags, next] = readUnsigned(bytes, at);
    if (flags !== 0 || bytes[next] !== I32_CONST) throw new Error(`data segment ${index} is not active in memory 0`);
    const [offset, afterOffset] = readSigned(bytes, next + 1);
    const [size, content] = readUnsigned(bytes, afterOffset + 1); // after the `end` opcode
    offsets.push(offset);
    at = content + size;
  }
  return offsets;
}

const MEMORY = 5;

/** The module's bytes with its memory (section 5, defined, not imported: the module imports nothing)
 * limited to `pages` pages of 64 KiB: the limits' flag 0x01 (a maximum follows), its initial size kept,
 * then the maximum, each in unsigned LEB128. */
export function withMemoryMaximum(bytes, pages) {
  assert.deepEqual(WebAssembly.Module.imports(new WebAssembly.Module(bytes)), [], "the module imports nothing");
  const section = sections(bytes).find((s) => s.id === MEMORY);
  assert.ok(section, "the module defines its memory");
  const [count, flagsAt] = readUnsigned(bytes, section.body);
  assert.equal(count, 1, "one memory");
  const flags = bytes[flagsAt];
  assert.equal(flags & ~1, 0, "a plain 32-bit memory, not shared");
  const [initial] = readUnsigned(bytes, flagsAt + 1);
  assert.ok(initial <= pages, `the memory starts at ${initial} pages, within the maximum`);
  return withSection(bytes, MEMORY, [...unsigned(1), 0x01, ...unsigned(initial), ...unsigned(pages)]);
}
