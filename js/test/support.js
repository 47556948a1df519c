// What the node tests share: the repository's paths, the built module, the traces and the catalogue.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadSync } from "../interaction.js";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const wasmPath = path.join(root, "js/interaction.wasm");

if (!fs.existsSync(wasmPath)) {
  throw new Error(`${wasmPath} is missing: run scripts/build-wasm first`);
}

/** The module's bytes, and one instance shared by a test file. */
export const wasmBytes = fs.readFileSync(wasmPath);
export const ix = loadSync(wasmBytes);

/** Every shipped trace with its golden transcript: [name, trace bytes, golden text]. */
export function shippedTraces() {
  const dir = path.join(root, "traces");
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".trace"))
    .sort()
    .map((name) => [
      name,
      fs.readFileSync(path.join(dir, name)),
      fs.readFileSync(path.join(dir, name.replace(/\.trace$/, ".transcript")), "utf8"),
    ]);
}

/** Every file of the malformed catalogue (Tests/*\/Malformed): [name, trace bytes, the CLI's error line]. */
export function malformedTraces() {
  const result = [];
  const tests = path.join(root, "Tests");
  for (const target of fs.readdirSync(tests).sort()) {
    const dir = path.join(tests, target, "Malformed");
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).filter((n) => n.endsWith(".trace")).sort()) {
      result.push([
        name,
        fs.readFileSync(path.join(dir, name)),
        fs.readFileSync(path.join(dir, name.replace(/\.trace$/, ".error")), "utf8").replace(/\n$/, ""),
      ]);
    }
  }
  return result;
}

/** A host loop, as a front end runs one: each input at its instant, then time until nothing is pending.
 * Returns the transcript made of the reports' lines. */
export function hostLoopTranscript(machine, { asText = false } = {}) {
  let text = "";
  for (const { at, input, text: inputText } of machine.inputs) {
    // Each input as an object and its instant in ms (the fields passed as the call's arguments), or
    // as its trace text and its instant as a BigInt of ns (the input's struct written to memory).
    const reports = asText ? machine.send(inputText, typeof at === "bigint" ? at : BigInt(Math.round(at * 1e6))) : machine.send(input, at);
    for (const report of reports) text += report.text + "\n";
  }
  for (let deadline = machine.nextDeadline; deadline !== null; deadline = machine.nextDeadline) {
    for (const report of machine.advance(deadline)) text += report.text + "\n";
  }
  return text;
}
