// The module's vocabulary (js/vocabulary.js) is the header's, number for number: every table of the
// header's generated vocabulary section (include/interaction.h, from the core's tables) has the same
// words, with the same stable numbers, in the JavaScript table of the same name.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import * as V from "../vocabulary.js";
import { root } from "./support.js";
import { generateTrace } from "./trace-generator.js";

const header = fs.readFileSync(path.join(root, "include/interaction.h"), "utf8");
const section = header.slice(header.indexOf("BEGIN VOCABULARY"), header.indexOf("END VOCABULARY"));

/** The header's tables: { TableName: Map(CONSTANT_SUFFIX -> number) }. */
function headerTables() {
  const tables = {};
  for (const match of section.matchAll(/\/\*\* (\w+):[^]*?typedef \w+ (interaction_\w+);\s*enum \{([^}]*)\}/g)) {
    const [, name, cType, body] = match;
    const prefix = cType.toUpperCase() + "_";
    const words = new Map();
    for (const [, constant, value] of body.matchAll(/(INTERACTION_\w+) = (\d+)/g)) {
      assert.ok(constant.startsWith(prefix), `${constant} starts with ${prefix}`);
      words.set(constant.slice(prefix.length), Number(value));
    }
    tables[name] = words;
  }
  return tables;
}

/** A spelling as the header's constant suffix: `tap-preview` TAP_PREVIEW, `showingDestination`
 * SHOWING_DESTINATION. */
const constant = (spelling) => spelling.replace(/([a-z])([A-Z])/g, "$1_$2").replace(/-/g, "_").toUpperCase();

const tables = headerTables();

test("the header's vocabulary section holds the tables", () => {
  assert.deepEqual(Object.keys(tables).sort(), [
    "CancelReason", "DismissReason", "EffectKind", "IgnoreKind", "InputVerb", "ItemState", "Key",
    "OutcomeKind", "Phase", "Presentation", "TimerName",
  ]);
});

for (const [name, words] of Object.entries(tables)) {
  test(`${name}: the same words and numbers as the header`, () => {
    const table = V[name];
    assert.ok(Array.isArray(table), `js/vocabulary.js exports ${name}`);
    assert.equal(table[0], undefined, "0 is never a word");
    const fromJS = new Map(table.map((spelling, number) => [constant(spelling), number]).filter(([, n]) => n > 0));
    assert.deepEqual([...fromJS].sort(), [...words].sort());
  });
}

test("the statuses and the ABI version are the header's", () => {
  const statuses = new Map([...header.matchAll(/INTERACTION_STATUS_(\w+) = (\d+)/g)].map(([, name, value]) => [name, Number(value)]));
  assert.deepEqual(Object.entries(V.Status).sort(), [...statuses].sort());
  assert.equal(V.StatusPhrase.length, statuses.size);
  assert.equal(V.ABI_VERSION, Number(/#define INTERACTION_ABI_VERSION (\d+)/.exec(header)[1]));
});

test("every verb, effect and outcome declares what it carries", () => {
  for (let value = 1; value < V.InputVerb.length; value++) assert.equal(typeof V.InputOperand[value], "string");
  for (let value = 1; value < V.EffectKind.length; value++) assert.ok(Array.isArray(V.EffectOperands[value]));
  for (let value = 1; value < V.OutcomeKind.length; value++) assert.ok(Array.isArray(V.OutcomeOperands[value]));
});

test("the differential check's random traces send every verb and press every key of the vocabulary", () => {
  const verbs = new Set();
  const keys = new Set();
  for (let seed = 1; seed <= 250; seed++) {
    for (const [, verb, operand] of generateTrace(seed).matchAll(/^at \S+ ([\w-]+)(?: (\S+))?/gm)) {
      verbs.add(verb);
      if (verb === "key") keys.add(operand);
    }
  }
  assert.deepEqual([...verbs].sort(), V.InputVerb.slice(1).sort(), "js/test/trace-generator.js's verbs");
  assert.deepEqual([...keys].sort(), V.Key.slice(1).sort(), "js/test/trace-generator.js's keys");
});
