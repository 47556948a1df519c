// The module's bytes with a small maximum of memory, for the tests of running out of it
// (js/test/out-of-memory.test.js, and the page's in web/tests/browser.test.mjs): a real instance runs
// out at wasm32's 4 GiB, which no test can allocate.
import assert from "node:assert/strict";

/** The module's bytes with its memory (section 5, defined, not imported: the module imports nothing)
 * limited to `pages` pages of 64 KiB: the limits' flag 0x01 (a maximum follows), its initial size kept,
 * then the maximum, each in unsigned LEB128. */
export function withMemoryMaximum(bytes, pages) {
  assert.deepEqual(WebAssembly.Module.imports(new WebAssembly.Module(bytes)), [], "the module imports nothing");
  const leb = (value) => {
    const out = [];
    do {
      const low = value & 0x7f;
      value >>>= 7;
      out.push(value !== 0 ? low | 0x80 : low);
    } while (value !== 0);
    return out;
  };
  let p = 8; // past the magic number and the version
  const readLeb = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[p++];
      value += (byte & 0x7f) * 2 ** shift;
      if ((byte & 0x80) === 0) return value;
    }
  };
  const parts = [bytes.subarray(0, 8)];
  let found = false;
  while (p < bytes.length) {
    const sectionStart = p;
    const id = bytes[p++];
    const size = readLeb();
    const end = p + size;
    if (id === 5) {
      const count = readLeb();
      assert.equal(count, 1, "one memory");
      const flags = bytes[p++];
      assert.equal(flags & ~1, 0, "a plain 32-bit memory, not shared");
      const initial = readLeb();
      assert.ok(initial <= pages, `the memory starts at ${initial} pages, within the maximum`);
      const body = [...leb(1), 0x01, ...leb(initial), ...leb(pages)];
      parts.push(Uint8Array.from([5, ...leb(body.length), ...body]));
      found = true;
    } else {
      parts.push(bytes.subarray(sectionStart, end));
    }
    p = end;
  }
  assert.ok(found, "the module defines its memory");
  return Buffer.concat(parts);
}
