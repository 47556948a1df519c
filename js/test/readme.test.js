// The README's JavaScript host loop is copyable and true: run as it is written (its import pointed at
// this repository's module), it prints every shipped trace's golden transcript.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root, shippedTraces } from "./support.js";

const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
const blocks = readme.split("```").filter((_, index) => index % 2 === 1).map((block) => block.slice(block.indexOf("\n") + 1));
const example = blocks.find((block) => block.startsWith("// host-loop.mjs"));

test("the README holds the host-loop example", () => {
  assert.ok(example, "a ```js block starting with // host-loop.mjs");
  assert.match(example, /from "\.\/js\/interaction\.js"/);
});

test("the README's host loop prints every shipped trace's golden transcript", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "readme-host-loop-"));
  const script = path.join(dir, "host-loop.mjs");
  const moduleURL = pathToFileURL(path.join(root, "js/interaction.js")).href;
  fs.writeFileSync(script, example.replace('"./js/interaction.js"', JSON.stringify(moduleURL)));
  try {
    for (const [name, , golden] of shippedTraces()) {
      const output = execFileSync(process.execPath, [script, path.join(root, "traces", name)], { encoding: "utf8" });
      assert.equal(output, golden, name);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
