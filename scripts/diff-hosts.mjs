// The differential check of the hosts (run it as scripts/diff-hosts, which builds what it needs): random
// traces (js/test/trace-generator.js: generated, the shipped ones mutated, the malformed catalogue) through
// every host, byte for byte against `interaction-sim replay` (its standard output, its error line and
// its exit status):
//   - the C host (examples/c-host), all traces in one run;
//   - the C ABI's other ways (scripts/diff-hosts-abi.c: interaction_replay, and host loops by send,
//     send_reports, send_at_reports, send_fields, and each input's text read back);
//   - the wasm module (js/interaction.js): replay(), and host loops sending each input as the object
//     `inputs` gives, as a plain copy, as its text, with a BigInt instant; record() of the loop, replayed
//     by the CLI (I9).
// node scripts/diff-hosts.mjs --cli BIN --c-host BIN --abi BIN [--seed N] [--count N] [--mutations N]
// Exit 1 on any difference (each printed with the trace kept under .build/diff-hosts/), else 0.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { loadSync, TraceError } = await import(path.join(root, "js/interaction.js"));
const { generateTrace, hostLoop, mutateTrace, sendWays } = await import(path.join(root, "js/test/trace-generator.js"));
const ix = loadSync(fs.readFileSync(path.join(root, "js/interaction.wasm")));

const options = { seed: 1, count: 400, mutations: 3 };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 2) {
  const name = args[i].replace(/^--/, "").replace(/-(.)/g, (_, c) => c.toUpperCase());
  if (!(name in options) && !["cli", "cHost", "abi"].includes(name)) {
    process.stderr.write(`diff-hosts: unknown option ${args[i]}\n`);
    process.exit(2);
  }
  options[name] = ["cli", "cHost", "abi"].includes(name) ? args[i + 1] : Number(args[i + 1]);
}

const folder = path.join(root, ".build/diff-hosts");
fs.rmSync(folder, { recursive: true, force: true });
fs.mkdirSync(folder, { recursive: true });
const files = [];
const write = (name, text) => {
  const file = path.join(folder, name);
  fs.writeFileSync(file, text);
  files.push(file);
};
for (let n = 0; n < options.count; n++) write(`g${options.seed + n}.trace`, generateTrace(options.seed + n));
let seed = options.seed * 1_000_003;
for (const name of fs.readdirSync(path.join(root, "traces")).filter((f) => f.endsWith(".trace")).sort()) {
  const text = fs.readFileSync(path.join(root, "traces", name), "utf8");
  for (let k = 0; k < options.mutations; k++) write(`${name.replace(/\.trace$/, "")}-m${seed}.trace`, mutateTrace(text, seed++));
}
for (const dir of fs.readdirSync(path.join(root, "Tests"))) {
  const malformed = path.join(root, "Tests", dir, "Malformed");
  if (!fs.existsSync(malformed)) continue;
  for (const name of fs.readdirSync(malformed).filter((f) => f.endsWith(".trace")).sort()) {
    write(`malformed-${name}`, fs.readFileSync(path.join(malformed, name)));
  }
}

const run = (command, args) => {
  const result = spawnSync(command, args, { maxBuffer: 1 << 30 });
  if (result.error) throw result.error;
  return { out: result.stdout.toString(), err: result.stderr.toString(), status: result.status };
};
const differences = [];
function differ(file, how, expected, actual) {
  const a = expected.split("\n"), b = actual.split("\n");
  let line = 0;
  while (line < Math.max(a.length, b.length) && a[line] === b[line]) line++;
  differences.push(`${path.relative(root, file)}: ${how}, line ${line + 1}: the CLI ${JSON.stringify(a[line])}, `
    + `this ${JSON.stringify(b[line])}`);
}

// The CLI, trace by trace: the reference.
const cli = new Map(files.map((file) => [file, run(options.cli, ["replay", file])]));
const valid = files.filter((file) => cli.get(file).status === 0);

// The C host, every trace in one run: its output is the CLI's, trace after trace.
const host = run(options.cHost, files);
const join = (key) => files.map((file) => cli.get(file)[key]).join("");
if (host.out !== join("out")) differ(folder, "the C host's standard output", join("out"), host.out);
if (host.err !== join("err")) differ(folder, "the C host's errors", join("err"), host.err);
if (host.status !== (valid.length === files.length ? 0 : 2)) differ(folder, "the C host's status", "", `${host.status}`);

// The C ABI's ways, every trace in one run.
const abi = run(options.abi, files).out.split("\x1e ").slice(1);
for (const [index, block] of abi.entries()) {
  const file = files[index];
  const newline = block.indexOf("\n");
  if (block.slice(0, newline) !== file) throw new Error(`diff-hosts: the ABI's output is out of step at ${file}`);
  const body = block.slice(newline + 1);
  const expected = cli.get(file).status === 0 ? cli.get(file).out : cli.get(file).err;
  if (body !== expected) differ(file, "interaction_replay", expected, body);
}
for (const block of abi.filter((b) => b.startsWith("DIFF "))) {
  const [, file, how, , line] = block.trim().split(" ");
  differences.push(`${path.relative(root, file)}: the C ABI's ${how} differs from interaction_replay at line ${line}`);
}

// The wasm module, in this process.
for (const file of files) {
  const bytes = fs.readFileSync(file);
  const expected = cli.get(file);
  if (expected.status !== 0) {
    try {
      ix.machine(bytes).free();
      differ(file, "the module accepts a trace the CLI rejects", expected.err, "");
    } catch (error) {
      if (!(error instanceof TraceError)) differ(file, "the module throws", expected.err, String(error));
      else if (error.format(file) + "\n" !== expected.err) differ(file, "the module's error", expected.err, error.format(file) + "\n");
    }
    continue;
  }
  const replayed = ix.replay(bytes);
  if (replayed !== expected.out) differ(file, "the module's replay()", expected.out, replayed);
  for (const how of sendWays) {
    const machine = ix.machine(bytes, { record: true });
    try {
      const transcript = hostLoop(machine, how);
      if (transcript !== expected.out) differ(file, `the module's host loop (each input as ${how})`, expected.out, transcript);
      if (how === "object" || how === "text") {
        const recorded = path.join(folder, path.basename(file, ".trace") + `.recorded-${how}.trace`);
        fs.writeFileSync(recorded, machine.record());
        const again = run(options.cli, ["replay", recorded]);
        if (again.status !== 0 || again.out !== expected.out) {
          differ(file, `record() (inputs as ${how}) replayed by the CLI`, expected.out, again.out + again.err);
        } else fs.rmSync(recorded);
      }
    } catch (error) {
      differ(file, `the module's host loop (each input as ${how}) throws`, expected.out, String(error));
    } finally {
      machine.free();
    }
  }
}

const malformedCount = files.filter((f) => path.basename(f).startsWith("malformed-")).length;
const kinds = `${options.count} generated, ${files.length - options.count - malformedCount} mutated, ${malformedCount} malformed`;
console.log(`diff-hosts: seed ${options.seed}, ${files.length} traces (${kinds}; ${valid.length} valid, `
  + `${files.length - valid.length} rejected) through the CLI, the C host, 6 ways of the C ABI and 6 of the module: `
  + `${differences.length} difference${differences.length === 1 ? "" : "s"}`);
for (const line of differences.slice(0, 50)) console.log(`  ${line}`);
if (differences.length === 0) {
  fs.rmSync(folder, { recursive: true, force: true });
} else {
  console.log(`diff-hosts: the traces are in ${path.relative(root, folder)}/`);
  process.exitCode = 1;
}
