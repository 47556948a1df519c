// What the random calls found (random-calls.test.js), one story each: the module throws its own
// `InteractionError` for what is not an argument it takes, never a TypeError, a LinkError or a trap of the
// wasm (interaction.d.ts: "Errors"), and a call that throws leaves nothing behind in the wasm's memory.
import { test } from "node:test";
import assert from "node:assert/strict";
import { InteractionError, load, loadSync } from "../interaction.js";
import { ix, wasmBytes } from "./support.js";

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
