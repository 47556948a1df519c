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

// Many declared ids (SPEC I9, section 9 errors): the module's own tables of declared ids (Embedded Swift's
// IDMap, not a Dictionary) grow past their first sizes and still find a repeated or an undeclared id.
test("300 targets of 3 items: repeated and undeclared ids are found as the CLI finds them", () => {
  const lines = ["trace 1"];
  for (let t = 0; t < 300; t++) {
    lines.push(`target t${t} frame=0,${t * 50},300,40 destination=d${t % 7}`);
    for (let i = 0; i < 3; i++) lines.push(`  action t${t}i${i} "Item ${i}"`);
  }
  const inputs = ["at 0 down 10,14960", "at 1s up", "at 2s select t299i2"];
  const trace = (declaration, input) =>
    new TextEncoder().encode([...lines, declaration, ...inputs, input].join("\n") + "\n");
  assert.doesNotThrow(() => ix.check(trace("", "")));
  const cases = [
    [trace("target t150 frame=0,0,1,1", ""), "t.trace:1202:8: error: expected a target id not yet used, found `t150` again (line 602)"],
    [trace('  action t299i1 "Again"', ""), "t.trace:1202:10: error: expected an item id not yet used in the menu of `t299`, found `t299i1` again (line 1200)"],
    [trace("", "at 3s select t300i0"), "t.trace:1206:14: error: expected a menu item declared in the trace, found `t300i0`"],
  ];
  for (const [bytes, expected] of cases) {
    assert.throws(() => ix.check(bytes), (error) => {
      assert.ok(error instanceof TraceError);
      assert.equal(error.format("t.trace"), expected);
      return true;
    });
  }
});
