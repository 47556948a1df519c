// What the random calls found (random-calls.test.js), one story each: the module throws its own
// `InteractionError` for what is not an argument it takes, never a TypeError, a LinkError or a trap of the
// wasm (interaction.d.ts: "Errors"), and a call that throws leaves nothing behind in the wasm's memory.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { InteractionError, load, loadSync } from "../interaction.js";
import { ix, root, wasmBytes } from "./support.js";
import { foreignModules } from "./random-calls.js";

const scene = `trace 1
target album frame=20,40,350,160
  action pin "Pin"
  menu more "More"
    action copy "Copy"
`;

/** An InteractionError of `code`, and no other kind of error. */
const refused = (code) => (error) => {
  assert.ok(error instanceof InteractionError, `${error.name}: ${error.message}`);
  assert.equal(error.code, code, error.message);
  return true;
};

/** A revoked Proxy: anything done with it but `typeof` throws a TypeError. */
function revokedProxy() {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

test("a verb, a key or an id that JSON cannot write (a BigInt, a cycle) is an InteractionError that names it", () => {
  const machine = ix.machine(scene);
  const cycle = {};
  cycle.self = cycle;
  assert.throws(() => machine.send({ verb: 1n }, 0), refused("input"));
  assert.throws(() => machine.send({ verb: cycle }, 0), refused("input"));
  assert.throws(() => machine.send({ verb: "key", key: 6n }, 0), refused("input"));
  assert.throws(() => machine.send({ verb: "key", key: cycle }, 0), refused("input"));
  assert.throws(() => machine.send({ verb: "select", id: 1n }, 0), refused("unknown-id"));
  assert.throws(() => machine.send({ verb: "hover", id: cycle }, 0), refused("unknown-id"));
  assert.throws(() => machine.send({ verb: 1n }, 0), { message: "send: unknown verb the bigint 1n" });
  assert.throws(() => machine.send({ verb: "key", key: "Return" }, 0), { message: 'send: unknown key "Return"' });
  assert.throws(() => machine.send({ verb: "select", id: 1n }, 0),
    { message: "send: the id of a menu item must be a string, got the bigint 1n" });
  assert.equal(machine.now, 0);
  machine.free();
});

test("an instant that is a revoked Proxy is an InteractionError (argument), like any object", () => {
  const machine = ix.machine(scene);
  assert.throws(() => machine.send({ verb: "up" }, revokedProxy()), refused("argument"));
  assert.throws(() => machine.advance(revokedProxy()), refused("argument"));
  assert.throws(() => machine.appearance(revokedProxy()), refused("argument"));
  machine.free();
});

test("a trace's bytes in a detached (transferred) ArrayBuffer are an InteractionError, not a TypeError", () => {
  const bytes = new TextEncoder().encode(scene);
  const buffer = bytes.buffer;
  structuredClone(buffer, { transfer: [buffer] });
  for (const text of [buffer, bytes]) {
    assert.throws(() => ix.machine(text), refused("argument"));
    assert.throws(() => ix.replay(text), refused("argument"));
    assert.throws(() => ix.check(text), refused("argument"));
  }
});

test("a trace's bytes in the module's own memory are read as they were, even when reading them grows the memory", () => {
  const own = loadSync(wasmBytes);
  // A trace larger than the memory left, written into a block of the module's own memory.
  const text = scene + `# ${"x".repeat(300_000)}\nat 0 down 100,100\nat 0.6 up\n`;
  const bytes = new TextEncoder().encode(text);
  const pointer = own.exports.malloc(bytes.length);
  new Uint8Array(own.memory.buffer, pointer, bytes.length).set(bytes);
  const before = own.memory.buffer.byteLength;
  const transcript = own.replay(new Uint8Array(own.memory.buffer, pointer, bytes.length));
  assert.ok(own.memory.buffer.byteLength > before, "the memory grew while the trace was copied in");
  assert.equal(transcript, own.replay(text));
  own.exports.free(pointer);
});

test("machine(): options whose getter throws leave no machine behind (10,000 tries, the memory stays flat)", () => {
  const own = loadSync(wasmBytes);
  const options = {
    get record() {
      throw new Error("the caller's own");
    },
  };
  const tryOnce = () => assert.throws(() => own.machine(scene, options), { message: "the caller's own" });
  for (let index = 0; index < 100; index++) tryOnce();
  const before = own.memory.buffer.byteLength;
  for (let index = 0; index < 10_000; index++) tryOnce();
  assert.equal(own.memory.buffer.byteLength, before);
});

for (const [label, bytes] of Object.entries(foreignModules)) {
  test(`load and loadSync of ${label}: an InteractionError (load), not a LinkError, a trap or a TypeError`, async () => {
    assert.throws(() => loadSync(bytes), refused("load"));
    assert.throws(() => loadSync(new WebAssembly.Module(bytes)), refused("load"));
    await assert.rejects(load(bytes), refused("load"));
    await assert.rejects(load(new WebAssembly.Module(bytes)), refused("load"));
  });
}

test("load of a response whose body was read, or whose stream fails: an InteractionError (load) either way", async () => {
  for (const headers of [{}, { "content-type": "application/wasm" }]) {
    const read = new Response(wasmBytes, { headers });
    await read.arrayBuffer();
    await assert.rejects(load(read), refused("load"));
    const failing = new Response(new ReadableStream({ pull: (controller) => controller.error(new Error("the network")) }),
      { headers });
    await assert.rejects(load(failing), refused("load"));
  }
});

test("load of a string that is no URL: an InteractionError (argument), not the URL parser's TypeError", async () => {
  await assert.rejects(load("http://[::1"), refused("argument"));
});

test("the exports load checks are every export the module calls (REQUIRED_EXPORTS, read from its source)", () => {
  const source = fs.readFileSync(path.join(root, "js/interaction.js"), "utf8");
  const called = new Set([...source.matchAll(/\bexports\.([a-z_0-9]+)\b/g)].map((match) => match[1]));
  called.delete("memory"); // checked as a WebAssembly.Memory
  const listed = source.match(/const REQUIRED_EXPORTS = \[([^\]]*)\]/)[1].match(/"[a-z_0-9]+"/g).map((word) => JSON.parse(word));
  assert.deepEqual([...new Set(listed)].sort(), [...called].sort());
});
