// The documentation's JavaScript host loop (docs/javascript.md) is copyable and true: run as it is
// written (its import pointed at this repository's module), it prints every shipped trace's golden
// transcript. It is looked for in the README and every guide in docs/, wherever it moves.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root, shippedTraces } from "./support.js";

const pages = ["README.md", ...fs.readdirSync(path.join(root, "docs")).filter((name) => name.endsWith(".md")).sort().map((name) => path.join("docs", name))];
const blocks = pages.flatMap((page) =>
  fs.readFileSync(path.join(root, page), "utf8").split("```").filter((_, index) => index % 2 === 1).map((block) => block.slice(block.indexOf("\n") + 1)),
);
const example = blocks.find((block) => block.startsWith("// host-loop.mjs"));

test("the README or a guide holds the host-loop example", () => {
  assert.ok(example, "a ```js block starting with // host-loop.mjs");
  assert.match(example, /from "\.\/js\/interaction\.js"/);
});

test("the documented host loop prints every shipped trace's golden transcript", () => {
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
