// Random calls of the module's whole surface, as a careless or hostile embedder makes them (interaction.d.ts):
// `runRandomCalls({ ix, seed, steps })` takes `steps` seeded random steps, each a call of the module (load and
// loadSync, machine, replay, check, send with objects and with text, advance, appearance, now, nextDeadline,
// phase, inputs, scene, record, free and use after free, a report's every field) with arguments drawn from
// adversarial pools (non-numbers, non-finite and huge numbers, BigInts past 64 bits, instants before `now` and
// at the latest SPEC T1 accepts, lone surrogates, ids not in the scene or of the wrong kind, Proxies, frozen
// objects, getters that throw, that free the machine or that call the module back) and valid inputs in between,
// so that the machines really move. After every call it checks:
//
// - the call returned, or threw an `InteractionError` of a documented code (a `TraceError` with its line and
//   column), or the caller's own error (one that a getter or a trap of the harness threw) unchanged: never a
//   `WebAssembly.RuntimeError`, a `TypeError` or a `RangeError` from inside the module;
// - a call that threw changed nothing: each machine has a twin made from the same trace that is given only the
//   calls that returned, and the two agree on `now`, `nextDeadline`, `phase`, the appearance, `record()` and
//   every later report's fields and `text`, byte for byte;
// - a session replays (SPEC I9): when a machine ends, its transcript (without the inputs it ignored as going
//   back in time or too late, which `record()` leaves out) is what `replay(record())` gives;
// - a loop of steps leaves nothing behind: `runRandomCalls` frees every machine it made, and a second run of
//   the same seed on the same instance grows the wasm's memory by nothing (random-calls.test.js).
//
// A violation throws an `AssertionError` naming the seed, the step and the call, so that it can be replayed.

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { InteractionError, TraceError, load, loadSync } from "../interaction.js";
import { Key, InputVerb } from "../vocabulary.js";
import { generateTrace, mutateTrace } from "./trace-generator.js";

/** The codes interaction.d.ts documents. */
const CODES = new Set(["trace", "input", "freed", "unknown-id", "argument", "load", "abi", "memory"]);
/** The latest instant an input is accepted at with the default configuration (SPEC T1), in ns. */
const LATEST = 9223372036019775807n;
const I64_MAX = 2n ** 63n - 1n;
const I64_MIN = -(2n ** 63n);

/** The error a getter, a trap or a `then` of the harness throws: the caller's own, which the module lets
 * through unchanged. */
export class CallerError extends Error {
  constructor(where) {
    super(`the caller's own error (${where})`);
    this.name = "CallerError";
  }
}

/** A seeded generator (mulberry32): the same seed gives the same steps. */
function randomOf(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  return { next, int, chance: (p) => next() < p, pick: (a) => a[Math.floor(next() * a.length)] };
}

/** Time read back (a Number of ms or a BigInt of ns) as BigInt nanoseconds. */
function nsOf(time) {
  return typeof time === "bigint" ? time : BigInt(Math.round(time * 1e6));
}

/** Nanoseconds as the module reads time back: a Number of ms where it converts back exactly, else the BigInt. */
function timeOf(ns) {
  const ms = Number(ns) / 1e6;
  const back = Math.round(ms * 1e6);
  return Number.isSafeInteger(back) && BigInt(back) === ns ? ms : ns;
}

/** Nanoseconds as a transcript writes an instant: seconds, at least three decimals, no trailing zero past them. */
function secondsOf(ns) {
  const magnitude = ns < 0n ? -ns : ns;
  const fraction = (magnitude % 1000000000n).toString().padStart(9, "0").replace(/(?<=\d{3})0+$/, "");
  return `${ns < 0n ? "-" : ""}${magnitude / 1000000000n}.${fraction}`;
}

/** An instant a nanosecond before `time` (read back), as the same type. */
function earlier(time) {
  return typeof time === "bigint" ? time - 1n : time - 0.000001;
}

/** A revoked Proxy: reading anything of it, even whether it is an array, throws a TypeError. */
function revoked() {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

/** A value in a message: what it is, short. */
function show(value) {
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "string") return JSON.stringify(value.length > 60 ? value.slice(0, 60) + "…" : value);
  if (typeof value === "symbol") return value.toString();
  if (typeof value === "function") return "a function";
  if (value === null || typeof value !== "object") return Object.is(value, -0) ? "-0" : String(value);
  try {
    return value.label ?? (Array.isArray(value) ? "an array" : "an object");
  } catch {
    return "a revoked Proxy";
  }
}

/** A minimal wasm module: the header, then `sections` (each [id, bytes]). */
function wasm(...sections) {
  const bytes = [0, 0x61, 0x73, 0x6d, 1, 0, 0, 0];
  for (const [id, body] of sections) bytes.push(id, body.length, ...body);
  return new Uint8Array(bytes);
}
const name = (text) => [text.length, ...new TextEncoder().encode(text)];
/** Modules that are valid wasm but no interaction wasm: what loading must refuse as a load error (the
 * random calls draw them, and hostile-calls.test.js loads each every way). */
export const foreignModules = {
  "an empty module": wasm(),
  "a module that imports a function": wasm([1, [1, 0x60, 0, 0]], [2, [1, ...name("env"), ...name("f"), 0, 0]]),
  "a module whose interaction_abi_version traps": wasm([1, [1, 0x60, 0, 1, 0x7f]], [3, [1, 0]],
    [7, [1, ...name("interaction_abi_version"), 0, 0]], [10, [1, 3, 0, 0x00, 0x0b]]),
  "a module whose ABI functions answer 3 and that has no memory": wasm([1, [1, 0x60, 0, 1, 0x7f]], [3, [1, 0]],
    [7, [2, ...name("interaction_abi_version"), 0, 0, ...name("interaction_min_compatible_abi_version"), 0, 0]],
    [10, [1, 4, 0, 0x41, 3, 0x0b]]),
};

/** Runs `steps` random calls with `seed` on the instance `ix`; resolves to the counts of steps, calls, calls that
 * threw, machines made and sessions replayed, and the wasm's memory at the end, in bytes. Frees every machine
 * it made. Options: `wasmBytes` (for load and loadSync), `traces` ([name, text] of shipped traces to draw scenes
 * from), `cli` (the path of `interaction-sim`, to replay each recording with it too), `errors` (an object that
 * counts the errors thrown by call and code) and `log(step, call)` (told every call, to find a failing one). */
export async function runRandomCalls({ ix, seed, steps, wasmBytes, traces = [], errors = null, cli = null, log = null }) {
  const random = randomOf(seed);
  const { int, chance, pick } = random;
  const stats = { calls: 0, threw: 0, steps: 0, sessions: 0, replays: 0, errors };
  const sessions = [];
  let step = 0;
  let what = "";

  const fail = (message) => assert.fail(`seed ${seed}, step ${step} (${what}): ${message}`);

  /** Runs one call of the module: { value } or { error }, the error checked to be of a documented kind. */
  function call(description, body, own = () => false) {
    what = description;
    log?.(step, description);
    stats.calls++;
    try {
      return { value: body() };
    } catch (error) {
      stats.threw++;
      if (stats.errors) {
        const key = `${description.replace(/\(.*$/s, "")} ${error.code ?? error.name}`;
        stats.errors[key] = (stats.errors[key] ?? 0) + 1;
      }
      if (!own(error)) checkError(error);
      return { error };
    }
  }

  async function callAsync(description, body) {
    what = description;
    stats.calls++;
    try {
      return { value: await body() };
    } catch (error) {
      stats.threw++;
      checkError(error);
      return { error };
    }
  }

  function checkError(error) {
    if (error instanceof CallerError) return;
    // Reading a revoked Proxy the harness gave (its `verb`, an option): the engine's TypeError, the caller's own.
    if (error instanceof TypeError && /on a proxy that has been revoked/.test(error.message) &&
      !/IsArray/.test(error.message)) return;
    if (!(error instanceof InteractionError)) {
      fail(`threw ${error?.constructor?.name ?? typeof error}: ${error?.message ?? error}\n${error?.stack ?? ""}`);
    }
    if (!CODES.has(error.code)) fail(`an InteractionError of the undocumented code ${show(error.code)}`);
    // Documented, but a trap of the wasm: no call of these sizes comes near wasm32's 4 GiB.
    if (error.code === "memory") fail(`the wasm trapped: ${error.message}\n${error.cause?.stack ?? ""}`);
    if (error.code === "trace") {
      if (!(error instanceof TraceError)) fail(`code "trace" on an error that is no TraceError: ${error.message}`);
      if (!(Number.isInteger(error.line) && error.line >= 1 && Number.isInteger(error.column) && error.column >= 1)) {
        fail(`a TraceError at ${error.line}:${error.column}`);
      }
      assert.equal(error.message, `${error.line}:${error.column}: error: ${error.reason}`, `seed ${seed}, step ${step}`);
    }
    if (typeof error.message !== "string" || error.message.length === 0) fail("an error with no message");
  }

  /** Both `a` and `b` give the same thing for `read` (a value, or an error of the same code and message). */
  function same(label, a, b, read) {
    const x = call(`${label} of a`, () => read(a));
    const y = call(`${label} of the twin`, () => read(b));
    what = label;
    if ("error" in x || "error" in y) {
      if (!("error" in x && "error" in y)) fail(`${label}: ${"error" in x ? "a threw " + x.error.message : "the twin threw " + y.error.message}`);
      assert.equal(x.error.message, y.error.message, `seed ${seed}, step ${step}: ${label}`);
      return x;
    }
    assert.deepEqual(x.value, y.value, `seed ${seed}, step ${step}: ${label} differs from the twin's`);
    return x;
  }

  // -- sessions: a machine `a` given every call, its twin `b` given only the calls that returned

  function newSession(text) {
    const record = true;
    const made = call("machine()", () => ix.machine(text, { record }));
    if ("error" in made) return null;
    const a = made.value;
    const b = ix.machine(text, { record });
    const scene = b.scene;
    const targets = scene.targets.map((target) => ({ id: target.id, frame: target.frame }));
    const items = [];
    const walk = (elements) => {
      for (const element of elements) {
        items.push(element.id);
        if (element.items) walk(element.items);
      }
    };
    for (const target of scene.targets) walk(target.menu);
    const session = { text, a, b, scene, targets, items, transcript: "", pending: [], inputs: b.inputs, next: 0,
      latest: latestOf(text) };
    sessions.push(session);
    stats.sessions++;
    return session;
  }

  /** The latest instant the scene's configuration accepts an input at (T1), as a machine refusing a later one
   * says it: a third machine, made for the question and freed. */
  function latestOf(text) {
    const probe = ix.machine(text);
    try {
      const [report] = probe.send({ verb: "up" }, I64_MAX);
      const found = / \(the latest instant is (\d+)\.(\d{9})\)\)$/.exec(report.text);
      if (found === null) fail(`no latest instant in ${show(report.text)}`);
      return BigInt(found[1]) * 1000000000n + BigInt(found[2]);
    } finally {
      probe.free();
    }
  }

  /** A scene to make machines of: a generated trace, a shipped one, or one of the two hand-written. */
  function sceneText() {
    const r = int(0, 9);
    if (r < 6) return generateTrace(int(1, 1e9));
    if (r < 8 && traces.length > 0) return pick(traces)[1];
    return pick([ALBUM, ALBUM_DEEP]);
  }

  /** The twin and the machine agree (after a call that threw, or at random). */
  function agree(session) {
    const { a, b } = session;
    same("now", a, b, (m) => m.now);
    same("nextDeadline", a, b, (m) => m.nextDeadline);
    same("phase", a, b, (m) => m.phase);
    same("record()", a, b, (m) => m.record());
    const now = b.now;
    const deadline = b.nextDeadline;
    same("appearance(now)", a, b, (m) => m.appearance(now));
    if (deadline !== null) {
      same("appearance(nextDeadline)", a, b, (m) => m.appearance(deadline));
      same("appearance(nextDeadline - 1 ns)", a, b, (m) => m.appearance(nsOf(deadline) - 1n));
    }
  }

  // -- valid inputs and instants

  const keys = Key.slice(1);
  const verbs = InputVerb.slice(1);
  const coordinate = (value) => Number(value.toFixed(3));

  /** A valid input for the session's scene, as [object, text]. */
  function validInput(session) {
    const { targets, items } = session;
    const point = () => {
      if (targets.length > 0 && chance(0.85)) {
        const { frame } = pick(targets);
        return [coordinate(frame.x + random.next() * frame.width), coordinate(frame.y + random.next() * frame.height)];
      }
      return [coordinate(int(-100000, 600000) / 1000), coordinate(int(-100000, 900000) / 1000)];
    };
    const verb = pick([...verbs, "down", "down", "up", "up", "select", "select", "key", "hover", "move"]);
    switch (verb) {
      case "down": case "move": case "right-click": {
        const [x, y] = point();
        return [{ verb, x, y }, `${verb} ${x},${y}`];
      }
      case "force": {
        const force = pick([0, 1, 0.5, 0.95, 0.949999, int(0, 1e6) / 1e6]);
        return [{ verb, force }, `force ${force}`];
      }
      case "select":
        if (items.length === 0) return [{ verb: "tick" }, "tick"];
        { const id = pick(items); return [{ verb, id }, `select ${id}`]; }
      case "hover":
        if (items.length === 0 || chance(0.3)) return [{ verb, id: null }, "hover none"];
        { const id = pick(items); return [{ verb, id }, `hover ${id}`]; }
      case "focus": case "remove":
        if (targets.length === 0) return [{ verb: "tick" }, "tick"];
        { const id = pick(targets).id; return [{ verb, id }, `${verb} ${id}`]; }
      case "key": {
        const key = pick(keys);
        return [{ verb, key }, `key ${key}`];
      }
      default: return [{ verb }, verb];
    }
  }

  /** A valid instant for the session's twin: at or after `now`, around its deadlines, as ns. */
  function validInstant(session) {
    const { b, scene } = session;
    const now = nsOf(b.now);
    const deadline = b.nextDeadline === null ? null : nsOf(b.nextDeadline);
    const ms = 1000000n;
    switch (int(0, 11)) {
      case 0: return now;
      case 1: case 2: return deadline !== null ? deadline + BigInt(int(-1, 1)) : now + BigInt(int(0, 1e9));
      case 3: return now + BigInt(Math.round(scene.configuration.hold)) * ms + BigInt(int(-1, 1));
      case 4: return now + BigInt(int(1, 999999999));
      case 5: return chance(0.1) ? session.latest - BigInt(int(0, 2)) : now + BigInt(int(1, 100)) * 86400n * 1000000000n;
      default: return now + BigInt(int(1, 1200)) * ms;
    }
  }

  /** An instant as a caller hands it: a Number of ms where exact, else (or at random) a BigInt of ns. */
  function asTime(ns) {
    if (ns > I64_MAX || ns < I64_MIN || chance(0.3)) return ns;
    return timeOf(ns);
  }

  // -- adversarial arguments: each a factory, so that the machine and its twin get objects of their own

  /** Instants that are not one, out of range, or at the edges. */
  function adversarialTime(session) {
    const now = nsOf(session.b.now);
    const deadline = session.b.nextDeadline;
    const pool = [
      undefined, null, NaN, Infinity, -Infinity, -0, 0.5, 1e-7, 0.0000005, 1.0000005, 2 ** 53 + 1, 2 ** 53,
      Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 9007199254.740993,
      9007199254.740991, -9007199254.740993, 1e300, "0", "500", "", true, false, [], [500], {}, new Date(0),
      Symbol("t"), () => 0, { valueOf: () => 500 }, 2n ** 64n, -(2n ** 64n), 2n ** 63n, I64_MAX, I64_MIN,
      I64_MIN - 1n, LATEST, LATEST + 1n, session.latest, session.latest + 1n, session.latest - 1n, -1n, 0n, -1, now - 1n,
      earlier(timeOf(now)),
      timeOf(now), deadline, deadline === null ? -5 : nsOf(deadline) - 1n, deadline === null ? 1e15 : nsOf(deadline) + 1n,
      Object(5), Object(5n), revoked(),
    ];
    return pick(pool);
  }

  /** A getter's value for field `field`: throws, frees the machine, calls the module back, or changes. */
  function trickyGetter(session, field, value) {
    const kind = int(0, 4);
    const label = ["a getter that throws", "a getter that frees the machine", "a getter that calls the module back",
      "a getter whose value changes", "a getter that reads the reports' text"][kind];
    return {
      label: `{ verb, get ${field}: ${label} }`,
      make: (machine) => {
        let reads = 0;
        const input = { verb: value.verb };
        for (const [key, v] of Object.entries(value)) if (key !== field) input[key] = v;
        Object.defineProperty(input, field, {
          enumerable: true,
          get() {
            reads++;
            switch (kind) {
              case 0: throw new CallerError(`get ${field}`);
              case 1: machine.free(); return value[field];
              case 2:
                ix.replay(ALBUM);
                machine.appearance(0);
                void machine.now, machine.scene;
                return value[field];
              case 3: return reads === 1 ? value[field] : field === "verb" ? "up" : field === "id" ? "nope" : 1e12;
              default:
                // The text of every report not read yet (which the core writes through the scratch block).
                for (const { a } of session.pending) void a.text;
                return value[field];
            }
          },
        });
        return input;
      },
      frees: kind === 1,
    };
  }

  /** Inputs that are not one, or hardly: each { label, make(machine), frees? }. */
  function adversarialInput(session) {
    const [object, text] = validInput(session);
    const target = session.targets.length ? pick(session.targets).id : "t";
    const item = session.items.length ? pick(session.items) : "i";
    const constant = (value, label = show(value)) => ({ label, make: () => value });
    const objects = [
      undefined, null, 0, 1n, true, Symbol("input"), "", " ", "down", "down 1,2,3", "up ", "ups", "UP", "tick\n",
      "down\u{D800} 1,2", "\u{DFFF}", "select nope", `select ${target}`, `focus ${item}`, "hover none", "hover",
      "key Return", "key", "force 2", "force -0", "down 1e3,2", "down 4294967.296,0", "down -0,-0", "\0", "#",
      "at 0 up", `${text} ${text}`, "down 1,2 # comment", text + "\r", "\u00e9", "x".repeat(5000),
      [], ["down", 1, 2], {}, { verb: "DOWN" }, { verb: "__proto__" }, { verb: "toString" }, { verb: "constructor" },
      { verb: 1n }, { verb: Symbol("v") }, { verb: null }, { verb: ["up"] }, { verb: "down" }, { verb: "down", x: 1 },
      { verb: "down", x: NaN, y: 0 }, { verb: "down", x: -0, y: -0 }, { verb: "down", x: 2 ** 53 + 1, y: 0 },
      { verb: "down", x: "1", y: 2 }, { verb: "down", x: 1n, y: 2n }, { verb: "down", x: Infinity, y: 0 },
      { verb: "down", x: 4294967.296, y: 0 }, { verb: "down", x: 2147483.648, y: 0 }, { verb: "down", x: 2147483.647, y: -2147483.648 },
      { verb: "down", x: 1e-4, y: 0.0005 }, { verb: "move", x: 1.0005, y: -0.0005 }, { verb: "down", x: 1e300, y: 1 },
      { verb: "force" }, { verb: "force", force: -0.0000001 }, { verb: "force", force: 1.0000004 },
      { verb: "force", force: 1.0000006 }, { verb: "force", force: -0 }, { verb: "force", force: "1" },
      { verb: "force", force: 2147.483648 }, { verb: "force", force: 4294.967296 },
      { verb: "select" }, { verb: "select", id: "nope" }, { verb: "select", id: target }, { verb: "select", id: 1n },
      { verb: "select", id: { toString: () => item } }, { verb: "select", id: [item] }, { verb: "select", id: "" },
      { verb: "select", id: "root" }, { verb: "select", id: "none" }, { verb: "select", id: "\u{D800}" },
      { verb: "focus", id: item }, { verb: "remove", id: "nope" }, { verb: "remove" }, { verb: "focus", id: null },
      { verb: "hover", id: null }, { verb: "hover" }, { verb: "hover", id: target }, { verb: "hover", id: "none" },
      { verb: "hover", id: 0 }, { verb: "key" }, { verb: "key", key: "Return" }, { verb: "key", key: 6 },
      { verb: "key", key: 1n }, { verb: "key", key: "" }, { verb: "key", key: "return", x: 1, extra: true },
      { verb: "up", x: NaN, id: "nope", key: "bogus", force: 5 }, { verb: "tick", at: 5 },
    ];
    const cyclic = {};
    cyclic.self = cyclic;
    const choice = int(0, 12);
    if (choice < 6) {
      const value = pick(objects);
      return typeof value === "object" && value !== null
        ? { label: show(JSON.stringify(value, (k, v) => (typeof v === "bigint" ? `${v}n` : v)) ?? "?"), make: () => structuredCloneish(value) }
        : constant(value);
    }
    switch (choice) {
      case 6: return { label: "a frozen valid input", make: () => Object.freeze({ ...object }) };
      case 7: return { label: "a valid input inheriting its fields", make: () => Object.create({ ...object }) };
      case 8: return {
        label: "a Proxy of a valid input",
        make: () => new Proxy({}, { get: (_, key) => object[key], has: (_, key) => key in object, ownKeys: () => [] }),
      };
      case 9: return {
        label: "a Proxy that throws on every trap",
        make: () => new Proxy({}, { get: () => { throw new CallerError("Proxy get"); }, has: () => { throw new CallerError("Proxy has"); },
          getPrototypeOf: () => { throw new CallerError("Proxy getPrototypeOf"); } }),
      };
      case 10: {
        const field = pick(Object.keys(object));
        return trickyGetter(session, field, object);
      }
      case 11: return pick([
        constant(cyclic, "a cyclic object"),
        { label: "an id that is a cyclic object", make: () => ({ verb: "select", id: cyclic }) },
        { label: "a key that is a cyclic object", make: () => ({ verb: "key", key: cyclic }) },
        { label: "a verb that is a cyclic object", make: () => ({ verb: cyclic }) },
        { label: "a String object", make: () => new String(text) },
        {
          // The engine's TypeError, thrown by the caller's own object when it is read: let through as it is.
          label: "a revoked Proxy", make: () => { const { proxy, revoke } = Proxy.revocable({}, {}); revoke(); return proxy; },
          own: (error) => error instanceof TypeError && /revoked/.test(error.message),
        },
        { label: "a function", make: () => Object.assign(() => 0, object) },
        { label: "an input with a toJSON that throws", make: () => ({ verb: { toJSON() { throw new CallerError("toJSON"); } } }) },
      ]);
      default: return { label: `the valid input ${text} as text`, make: () => text };
    }
  }

  /** A copy of a plain pool value (objects, arrays, BigInts and Symbols kept as they are). */
  function structuredCloneish(value) {
    if (Array.isArray(value)) return value.map(structuredCloneish);
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, structuredCloneish(v)]));
  }

  // -- the calls

  /** Sends `input` (a factory) at `at` (a factory) to a session's machine and, when it returned, to its twin. */
  function sendBoth(session, label, input, at) {
    const { a, b } = session;
    const result = call(`send(${label}, ${show(at())})`, () => a.send(input.make(a), at()), input.own);
    if ("error" in result) {
      if (a.freed) return endFreed(session);
      agree(session);
      return;
    }
    if (input.frees) fail("a getter freed the machine and send returned");
    let twin;
    try {
      twin = b.send(input.make(b), at());
    } catch (error) {
      fail(`the twin threw ${error.message} for a call the machine took`);
    }
    assert.equal(result.value.length, twin.length, `seed ${seed}, step ${step}: ${what}: report counts differ`);
    const texts = twin.map((report) => report.text);
    // What record() leaves out (SPEC I9): an input ignored as going back in time or too late (T1), whose line
    // is then checked here, at the instant sent, since no replay prints it.
    const last = texts.length > 0 ? texts[texts.length - 1] : "";
    if (/ ignored \((time went backwards|too late)/.test(last)) {
      const sent = nsOf(at());
      if (!last.startsWith(secondsOf(sent) + "  ")) fail(`the line ${show(last)} is not at the instant sent, ${sent} ns`);
      texts.pop();
    }
    for (const text of texts) session.transcript += text + "\n";
    result.value.forEach((report, index) => session.pending.push({ a: report, b: twin[index] }));
    if (chance(0.05)) agree(session);
  }

  function advanceBoth(session, to) {
    const { a, b } = session;
    const result = call(`advance(${show(to)})`, () => a.advance(to));
    if ("error" in result) return agree(session);
    const twin = b.advance(to);
    assert.equal(result.value.length, twin.length, `seed ${seed}, step ${step}: ${what}: report counts differ`);
    for (const report of twin) session.transcript += report.text + "\n";
    result.value.forEach((report, index) => session.pending.push({ a: report, b: twin[index] }));
  }

  const reportFields = ["text", "kind", "at", "from", "to", "phase", "trigger", "target", "interaction", "effects",
    "outcome", "outcome.text", "outcome.toJSON", "input", "reason", "toJSON", "JSON.stringify", "keys"];

  /** Reads a field of a report of the machine and of its twin's: the same value (or, after the machine's free,
   * the `freed` error for what the core writes). */
  function readReport(session, pair, field) {
    const read = (report) => {
      switch (field) {
        case "outcome.text": return report.outcome?.text ?? null;
        case "outcome.toJSON": return report.outcome?.toJSON() ?? null;
        case "toJSON": return report.toJSON();
        case "JSON.stringify": return JSON.stringify(report);
        case "keys": return [Object.keys(report), { ...report }];
        default: return report[field];
      }
    };
    const x = call(`report.${field}`, () => read(pair.a));
    const y = read(pair.b);
    if ("error" in x) {
      if (!(session.a.freed && x.error.code === "freed")) fail(`report.${field} threw ${x.error.message}`);
      return;
    }
    assert.deepEqual(x.value, y, `seed ${seed}, step ${step}: report.${field} differs from the twin's`);
  }

  /** Runs out the session's timers on both (T4), checks that `record()` replays to its transcript (I9), frees
   * the machine (maybe twice) and checks that it, and the reports not read, refuse to be used after. */
  function endSession(session) {
    const { a, b } = session;
    for (let rounds = 0; b.nextDeadline !== null; rounds++) {
      if (rounds > 10_000) fail("advance(nextDeadline) never runs out of deadlines");
      advanceBoth(session, b.nextDeadline);
    }
    agree(session);
    const recorded = a.record();
    assert.equal(recorded, b.record());
    const replayed = call("replay(record())", () => ix.replay(recorded));
    if ("error" in replayed) fail(`record() does not replay (I9): ${replayed.error.message}\n${recorded}`);
    assert.equal(replayed.value, session.transcript,
      `seed ${seed}, step ${step}: replay(record()) is not the session's transcript (I9)\n${recorded}`);
    if (cli !== null) {
      // The command-line tool reads the recording as the module does (I9), byte for byte.
      const run = spawnSync(cli, ["replay", "-"], { input: recorded, encoding: "utf8" });
      if (run.status !== 0) fail(`interaction-sim replay of record() exited ${run.status}: ${run.stderr}\n${recorded}`);
      assert.equal(run.stdout, session.transcript, `seed ${seed}, step ${step}: interaction-sim replay of record() (I9)`);
    }
    stats.replays++;
    freeAndAfter(session);
  }

  function freeAndAfter(session) {
    const { a, b } = session;
    call("free()", () => a.free());
    if (chance(0.5)) call("free() again", () => a.free());
    if (chance(0.3)) call("[Symbol.dispose]()", () => a[Symbol.dispose]());
    if (!a.freed) fail("freed is false after free()");
    afterFree(session);
    b.free();
    sessions.splice(sessions.indexOf(session), 1);
  }

  /** A machine freed by a getter mid-call: it refuses everything after, and its reports what the core writes. */
  function endFreed(session) {
    if (!session.a.freed) fail("endFreed of a live machine");
    afterFree(session);
    session.b.free();
    sessions.splice(sessions.indexOf(session), 1);
  }

  function afterFree(session) {
    const { a } = session;
    const uses = [
      ["send", () => a.send({ verb: "up" }, 0)], ["send text", () => a.send("up", 0n)], ["advance", () => a.advance(1)],
      ["appearance", () => a.appearance(0)], ["now", () => a.now], ["nextDeadline", () => a.nextDeadline],
      ["phase", () => a.phase], ["record", () => a.record()], ["inputs", () => a.inputs], ["scene", () => a.scene],
    ];
    for (const [label, use] of uses) {
      if (!chance(0.5)) continue;
      const result = call(`${label} after free`, use);
      if (!("error" in result) || result.error.code !== "freed") fail(`${label} after free did not throw "freed"`);
    }
    for (const pair of session.pending) if (chance(0.2)) readReport(session, pair, pick(reportFields));
  }

  /** Calls of the instance with texts that are not a trace, or not one that reads. */
  function instanceCall() {
    const view = new TextEncoder().encode("trace 1\n");
    const detached = view.buffer;
    structuredClone(detached, { transfer: [detached] });
    const good = sceneText();
    const texts = [
      () => good, () => mutateTrace(good, int(1, 1e9)), () => new TextEncoder().encode(good),
      () => new TextEncoder().encode(good).buffer, () => good + "\u{D800}", () => "trace 1\n\u{DC00}",
      () => new Uint8Array([0xff, 0xfe, 0x00]), () => detached, () => view, () => ownMemory(good),
      () => new Uint16Array(4), () => new DataView(new ArrayBuffer(4)), () => undefined, () => null, () => 42,
      () => 42n, () => ({}), () => [good], revoked, () => new String(good), () => "", () => "\0", () => good.replace(/\n/g, "\r"),
      () => "trace 1\ntarget a frame=0,0,10,10\n" + "  menu m \"M\"\n".repeat(1) + "at 0 down 1,1\nexpect outcome 1 tap a\n",
      () => "trace 1\ntarget a frame=0,0,1e400,10\n", () => "trace 99\n", () => "target a frame=0,0,10,10\nat 9223372036.854775808 down 1,1\n",
    ];
    // A trace's bytes in a block of the module's own memory (freed after the call).
    let own = 0;
    const ownMemory = (text) => {
      const bytes = new TextEncoder().encode(text);
      own = ix.exports.malloc(bytes.length);
      const view = new Uint8Array(ix.memory.buffer, own, bytes.length);
      view.set(bytes);
      return view;
    };
    const text = pick(texts)();
    const label = typeof text === "string" ? show(text) : show(text) === "a revoked Proxy" ? "a revoked Proxy" : show(text?.constructor?.name ?? text);
    switch (int(0, 3)) {
      case 0: {
        const result = call(`ix.replay(${label})`, () => ix.replay(text));
        if (!("error" in result) && typeof result.value !== "string") fail("replay gave no string");
        break;
      }
      case 1: {
        const result = call(`ix.check(${label})`, () => ix.check(text));
        if (!("error" in result) && typeof result.value.passed !== "boolean") fail("check gave no result");
        break;
      }
      case 2: {
        const options = pick([undefined, {}, { record: false }, { record: 1 }, null, 5, "record", [], revoked(),
          { get record() { throw new CallerError("get record"); } },
          new Proxy({}, { get: () => { throw new CallerError("options Proxy"); } })]);
        const result = call(`ix.machine(${label}, ${show(options)})`, () => ix.machine(text, options));
        if (!("error" in result)) {
          const machine = result.value;
          call("its inputs", () => machine.inputs);
          if (chance(0.5)) call("record() without { record: true }", () => machine.record());
          machine.free();
        }
        break;
      }
      default: {
        const made = newSession(good);
        if (made && sessions.length > 4) endSession(sessions[0]);
      }
    }
    if (own !== 0) ix.exports.free(own);
  }

  async function loadCall() {
    const sources = [
      () => undefined, () => wasmBytes, () => 42, () => null, () => "bogus", () => new URL("file:///nonexistent/x.wasm"),
      () => new Uint8Array([0, 0x61, 0x73, 0x6d]), revoked, () => new Uint8Array(0), () => wasmBytes.subarray(0, 1000),
      () => new DataView(wasmBytes.buffer, wasmBytes.byteOffset, wasmBytes.byteLength),
      ...Object.values(foreignModules).map((bytes) => () => bytes),
      ...Object.values(foreignModules).map((bytes) => () => new WebAssembly.Module(bytes)),
      () => Promise.resolve(42), () => ({ then: (resolve, reject) => reject(new CallerError("a rejected source")) }),
      () => ({ then: () => { throw new CallerError("a then that throws"); } }),
      () => new Response("not wasm"), () => new Response(null, { status: 404 }),
      () => new Response(wasmBytes, { headers: { "content-type": "application/wasm" } }),
      () => new Response(new Uint8Array(8), { headers: { "content-type": "application/wasm" } }),
      () => "http://[::1", () => "", () => new URL("file:///tmp/"), () => Response.error(),
      ...[{}, { "content-type": "application/wasm" }].flatMap((headers) => [
        () => { const read = new Response(wasmBytes, { headers }); void read.body.getReader(); return read; },
        () => new Response(new ReadableStream({ pull: (controller) => controller.error(new Error("the network")) }), { headers }),
      ]),
    ];
    const index = int(0, sources.length - 1);
    const source = sources[index]();
    // loadSync takes what needs no await (and is given the rest too, at random: it must refuse them).
    if (chance(0.5)) {
      const result = call(`loadSync(source ${index})`, () => loadSync(source));
      if (!("error" in result)) result.value.replay(ALBUM);
      return;
    }
    const result = await callAsync(`load(source ${index})`, () => load(source));
    if (!("error" in result)) result.value.replay(ALBUM);
  }

  // -- the loop

  for (let s = 0; s < 2; s++) newSession(sceneText());
  for (step = 1; step <= steps; step++) {
    stats.steps++;
    if (sessions.length === 0) newSession(sceneText());
    const session = pick(sessions);
    if (!session) continue;
    const r = int(0, 99);
    if (r < 30) {
      let [object, text] = validInput(session);
      let ns = validInstant(session);
      if (session.next < session.inputs.length && chance(0.4)) {
        // The trace's own next input, at its instant where that is not past (a host loop's inputs).
        const { at, input, text: inputText } = session.inputs[session.next++];
        [object, text] = [input, inputText];
        if (nsOf(at) >= nsOf(session.b.now)) ns = nsOf(at);
      }
      const time = asTime(ns);
      const asText = chance(0.3);
      sendBoth(session, asText ? JSON.stringify(text) : JSON.stringify(object),
        { make: () => (asText ? text : { ...object }) }, () => time);
    } else if (r < 50) {
      const input = chance(0.8) ? adversarialInput(session) : (() => {
        const [object] = validInput(session);
        return { label: JSON.stringify(object), make: () => ({ ...object }) };
      })();
      const time = chance(0.35) ? adversarialTime(session) : asTime(validInstant(session));
      sendBoth(session, input.label, input, () => time);
    } else if (r < 57) {
      const to = chance(0.5) ? adversarialTime(session) : asTime(validInstant(session));
      advanceBoth(session, to);
    } else if (r < 62) {
      const at = chance(0.5) ? adversarialTime(session) : asTime(validInstant(session));
      same(`appearance(${show(at)})`, session.a, session.b, (m) => m.appearance(at));
    } else if (r < 66) {
      const getter = pick(["now", "nextDeadline", "phase", "freed", "inputs", "scene"]);
      same(getter, session.a, session.b, (m) => m[getter]);
    } else if (r < 78) {
      for (let k = int(1, 4); k > 0 && session.pending.length > 0; k--) {
        readReport(session, pick(session.pending), pick(reportFields));
      }
      if (session.pending.length > 64) session.pending.splice(0, session.pending.length - 32);
    } else if (r < 81) {
      same("record()", session.a, session.b, (m) => m.record());
    } else if (r < 84) {
      agree(session);
    } else if (r < 86) {
      if (chance(0.5)) endSession(session);
    } else if (r < 90) {
      if (sessions.length < 4) newSession(sceneText());
    } else if (r < 99) {
      instanceCall();
    } else if (wasmBytes !== undefined) {
      await loadCall();
    }
  }
  while (sessions.length > 0) endSession(sessions[0]);
  stats.memory = ix.memory.buffer.byteLength;
  return stats;
}

/** A scene with a custom preview, a sheet, a state, a submenu. */
export const ALBUM = `trace 1
target album frame=20,40,350,160 preview=custom:album-card destination=album-page present=sheet size=280x360
  action pin "Pin" icon=pin off
  menu more "More"
    action copy "Copy"
target row frame=0,300,390,44 primary=open
  action delete "Delete" destructive
  action share "Share \\"it\\"" destination=sheet-share present=sheet
`;

/** Deferred elements, a single-choice menu, hidden and disabled items, a keep. */
export const ALBUM_DEEP = `trace 1
set hold=300ms lift=200ms commit=250ms fade=150ms
target photo frame=0,0,200,200 destination=same
  deferred later "Loading" after=400ms
    action fetched "Fetched"
  menu sort "Sort" single
    action name "Name" on
    action date "Date" off
  action hidden "Hidden" hidden
  action off "Off" disabled
  action keep "Keep" keep on
  menu inner "Inner" inline
    action deep "Deep"
`;
