// The page's one door to the machine: issue 13's ES module over the WebAssembly build
// (`js/interaction.js`, served beside the page as `js/`). Everything the page knows of traces,
// transcripts and expectations comes through here. A trace is handed over as the file's bytes, so
// that bytes that are not UTF-8 get the CLI's own error.

import { load, TraceError, InteractionError } from "../js/interaction.js";

export { TraceError, InteractionError };

let loading = null;

/**
 * The loaded module (one WebAssembly instance for the page; a fresh one after `outOfMemory`).
 * @returns {Promise<import("../js/interaction.js").Interaction>}
 */
export function engine() {
  loading ??= load();
  return loading;
}

/**
 * Whether `error` says that the module ran out of memory (code "memory": its instance refuses every
 * later call). If so, the module is forgotten: the next `engine()` loads it afresh.
 * @returns {boolean}
 */
export function outOfMemory(error) {
  if (!(error instanceof InteractionError && error.code === "memory")) return false;
  loading = null;
  return true;
}

/** The message to show for an error: a trace's `LINE:COLUMN: error: …`, or what went wrong. */
export function describe(error) {
  if (error instanceof TraceError) return error.message;
  if (error instanceof InteractionError && error.code === "memory") {
    return "error: the trace is too large for the machine's memory (a WebAssembly module holds at most 4 GiB); " +
      "the machine is loaded afresh for the next trace";
  }
  if (error instanceof InteractionError) return `error: ${error.message}`;
  return `error: ${error?.message ?? String(error)}`;
}
