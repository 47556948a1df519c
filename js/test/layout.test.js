// The struct offsets that js/interaction.js reads are the header's on wasm32: the toolchain's clang
// compiles static assertions of every offset and size for wasm32 (skipped only where clang is absent).
import { test } from "node:test";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { root } from "./support.js";

const clang = ["/opt/swift/usr/bin/clang", "/usr/bin/clang"].find((candidate) => fs.existsSync(candidate));

// [struct, field, offset] as js/interaction.js uses them.
const offsets = [
  ["interaction_input", "x", 0], ["interaction_input", "y", 8], ["interaction_input", "force", 16],
  ["interaction_input", "name", 24], ["interaction_input", "verb", 28], ["interaction_input", "key", 29],
  ["interaction_effect", "width", 0], ["interaction_effect", "height", 8], ["interaction_effect", "opacity", 16],
  ["interaction_effect", "name_a", 24], ["interaction_effect", "name_b", 28], ["interaction_effect", "kind", 32],
  ["interaction_effect", "presentation", 33], ["interaction_effect", "item_state", 34],
  ["interaction_effect", "preview", 35], ["interaction_effect", "has_size", 36], ["interaction_effect", "compact", 37],
  ["interaction_report", "instant", 0], ["interaction_report", "input", 8], ["interaction_report", "reason_instant", 40],
  ["interaction_report", "interaction", 48], ["interaction_report", "target", 52],
  ["interaction_report", "effect_start", 56], ["interaction_report", "effect_count", 60],
  ["interaction_report", "timer_name", 64], ["interaction_report", "outcome_name", 68],
  ["interaction_report", "kind", 72], ["interaction_report", "from", 73], ["interaction_report", "to", 74],
  ["interaction_report", "timer", 75], ["interaction_report", "outcome", 76],
  ["interaction_report", "cancel_reason", 77], ["interaction_report", "dismiss_reason", 78],
  ["interaction_report", "presentation", 79], ["interaction_report", "ignore_reason", 80],
  ["interaction_appearance", "press_progress", 0], ["interaction_appearance", "lift_progress", 8],
  ["interaction_appearance", "commit_progress", 16], ["interaction_appearance", "fade_progress", 24],
  ["interaction_appearance", "preview_opacity", 32], ["interaction_appearance", "overlay_opacity", 40],
  ["interaction_appearance", "preview_width", 48], ["interaction_appearance", "preview_height", 56],
  ["interaction_appearance", "target", 64], ["interaction_appearance", "menu_level", 68],
  ["interaction_appearance", "highlighted_item", 72], ["interaction_appearance", "loaded_count", 76],
  ["interaction_appearance", "destination", 80], ["interaction_appearance", "phase", 84],
  ["interaction_appearance", "source_highlighted", 85], ["interaction_appearance", "menu_shown", 86],
  ["interaction_appearance", "compact", 87], ["interaction_appearance", "has_preview_size", 88],
  ["interaction_appearance", "preview_presence", 96],
  ["interaction_check_result", "input_count", 0], ["interaction_check_result", "expectation_count", 4],
  ["interaction_check_result", "failure_count", 8], ["interaction_check_result", "outcome_count", 12],
];
const sizes = [
  ["interaction_input", 32], ["interaction_effect", 40], ["interaction_report", 88],
  ["interaction_appearance", 104], ["interaction_check_result", 16],
];

test("struct offsets and sizes match include/interaction.h on wasm32", { skip: !clang && "no clang" }, () => {
  const source = [
    "#include <stddef.h>",
    '#include "interaction.h"',
    ...offsets.map(([type, field, offset]) =>
      `_Static_assert(offsetof(${type}, ${field}) == ${offset}, "${type}.${field} at ${offset}");`),
    ...sizes.map(([type, size]) => `_Static_assert(sizeof(${type}) == ${size}, "${type} is ${size} bytes");`),
  ].join("\n");
  execFileSync(clang, ["--target=wasm32-unknown-unknown", "-ffreestanding", "-std=c11", "-fsyntax-only",
    "-I", path.join(root, "include"), "-x", "c", "-"], { input: source, stdio: ["pipe", "inherit", "inherit"] });
});
