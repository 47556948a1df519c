// The page's one door to the machine: issue 13's ES module over the WebAssembly build
// (`js/interaction.js`, served beside the page as `js/`). Everything the page knows of traces,
// transcripts and expectations comes through here; this file only loads the module once and turns a
// file's bytes into the text the module reads.

import { load, TraceError, InteractionError } from "../js/interaction.js";

export { TraceError, InteractionError };

let loading = null;

/**
 * The loaded module (one WebAssembly instance for the page).
 * @returns {Promise<import("../js/interaction.js").Interaction>}
 */
export function engine() {
  loading ??= load();
  return loading;
}

/** An error of the page itself, shown where a trace's error would be (`LINE:COLUMN: error: …`). */
export class PageTraceError extends Error {
  constructor(line, column, reason) {
    super(`${line}:${column}: error: ${reason}`);
    this.line = line;
    this.column = column;
    this.reason = reason;
  }
}

/**
 * A file's bytes as the text the module reads. Bytes that are not UTF-8 cannot reach the module (it
 * takes strings), so the first one is reported here, as `interaction-sim` reports it; lines before it
 * are read by the module first, so that an error there is still the module's own.
 * @param {ArrayBuffer} buffer
 * @param {import("../js/interaction.js").Interaction} ix
 * @returns {string}
 */
export function textOfBytes(buffer, ix) {
  const bytes = new Uint8Array(buffer);
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    const offset = firstInvalidByte(bytes);
    let lineStart = 0;
    let line = 1;
    for (let index = 0; index < offset; index += 1) {
      if (bytes[index] === 0x0a) { line += 1; lineStart = index + 1; }
    }
    const before = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.subarray(0, lineStart));
    ix.replay(before); // throws the module's own error for an earlier line
    const byte = bytes[offset].toString(16).toUpperCase().padStart(2, "0");
    throw new PageTraceError(line, offset - lineStart + 1, `expected UTF-8 text, found the byte 0x${byte}`);
  }
}

/** The offset of the first byte that does not belong to a well-formed UTF-8 sequence. */
function firstInvalidByte(bytes) {
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index];
    let length = byte < 0x80 ? 1 : byte >= 0xc2 && byte <= 0xdf ? 2 : byte >= 0xe0 && byte <= 0xef ? 3 : byte >= 0xf0 && byte <= 0xf4 ? 4 : 0;
    if (length === 0) return index;
    const slice = bytes.subarray(index, index + length);
    if (slice.length < length) return index;
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(slice);
    } catch {
      return index;
    }
    index += length;
  }
  return bytes.length;
}

/** The message to show for an error: a trace's `LINE:COLUMN: error: …`, or what went wrong. */
export function describe(error) {
  if (error instanceof TraceError || error instanceof PageTraceError) return error.message;
  if (error instanceof InteractionError) return `error: ${error.message}`;
  return `error: ${error?.message ?? String(error)}`;
}

/** The expectations of a trace's text, each with its line and whether it held. */
export function expectations(text, result) {
  const failed = new Map(result.failures.map((failure) => [failure.line, failure.message]));
  const list = [];
  text.split("\n").forEach((raw, offset) => {
    const line = raw.replace(/\r$/, "");
    if (!/^\s*expect[ \t]/.test(line)) return;
    const statement = line.replace(/\s+#.*$/, "").trim();
    const message = failed.get(offset + 1);
    list.push({ line: offset + 1, text: statement, passed: message === undefined, message: message ?? null });
  });
  return list;
}
