// Every file of the malformed catalogue gives, through the wasm, the error line the CLI prints
// (SPEC section 9, Errors): a TraceError whose line and column are the CLI's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { ix, malformedTraces } from "./support.js";
import { InteractionError, TraceError } from "../interaction.js";

const catalogue = malformedTraces();

test("the malformed catalogue is there", () => {
  assert.ok(catalogue.length >= 60, `found ${catalogue.length} files`);
});

for (const [name, bytes, expected] of catalogue) {
  test(`${name}: ${expected.slice(name.length + 1)}`, () => {
    for (const attempt of [() => ix.replay(bytes), () => ix.machine(bytes), () => ix.check(bytes)]) {
      assert.throws(attempt, (error) => {
        assert.ok(error instanceof TraceError);
        assert.ok(error instanceof InteractionError);
        assert.ok(error instanceof Error);
        assert.equal(error.code, "trace");
        assert.equal(error.format(name), expected);
        const [, line, column] = expected.match(/^[^:]+:(\d+):(\d+): error: /);
        assert.equal(error.line, Number(line));
        assert.equal(error.column, Number(column));
        assert.equal(error.message, `${line}:${column}: error: ${error.reason}`);
        return true;
      });
    }
  });
}
