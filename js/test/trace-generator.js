// Random traces for the differential check of the hosts (scripts/diff-hosts, js/test/differential.test.js):
// `generateTrace(seed)` writes a random scene (ids of every allowed character, titles with \" and \\,
// shapes, deep and deferred menus, any configuration) and random inputs around the deadlines (the hold
// and the lift to the nanosecond, slop exactly, instants far from zero); `mutateTrace(text, seed)` edits
// a trace's inputs (instants shifted, inputs removed or added, points and ids changed, huge instants).
// Some of the traces are bad on purpose: every host must then print the same error. The same seed gives
// the same text (SplitMix64). `hostLoop(machine, how)` is the documented host loop both checks run
// over a trace's inputs, each sent one of the `sendWays`.

import { Key } from "../vocabulary.js";

function random(seed) {
  let state = BigInt.asUintN(64, BigInt(seed));
  const next = () => {
    state = (state + 0x9e3779b97f4a7c15n) & 0xffffffffffffffffn;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & 0xffffffffffffffffn;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & 0xffffffffffffffffn;
    return z ^ (z >> 31n);
  };
  return next;
}

/** A random trace, as text. */
export function generateTrace(seed) {
  const next = random(seed);
  const int = (lo, hi) => lo + Number(next() % BigInt(hi - lo + 1));
  const chance = (p) => Number(next() % 1000000n) / 1e6 < p;
  const pick = (a) => a[int(0, a.length - 1)];

  const idChars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.";
  function randomId(used) {
    for (;;) {
      let id = chance(0.6) ? pick(["a", "b", "copy", "pin", "x", "menu1", "A.b", "z_9", "0", "9-x", "item"]) : "";
      if (id === "") {
        id = pick("abcdefghijklmnopqrstuvwxyz0123456789".split(""));
        for (let i = int(0, 6); i > 0; i--) id += pick(idChars.split(""));
      }
      if (chance(0.5)) id += String(int(0, 99));
      if (["root", "none", "same"].includes(id) || used.has(id)) continue;
      used.add(id);
      return id;
    }
  }
  function num(lo, hi, decimals = 3) {
    const v = int(lo * 1000, hi * 1000) / 1000;
    let s = v.toFixed(chance(0.5) ? 0 : int(0, decimals));
    if (s === "-0") s = "0";
    return s;
  }
  function title() {
    const parts = ["Copy", "Say \\\"hi\\\"", "back\\\\slash", "", "é ✓ 日本", "a b  c", "#not comment", "\\\\\\\"", "x"];
    let t = "";
    for (let i = int(1, 3); i > 0; i--) t += pick(parts);
    return `"${t}"`;
  }
  function duration(maxMs) {
    const ms = chance(0.1) ? 0 : int(0, maxMs);
    switch (int(0, 3)) {
      case 0: return `${ms}ms`;
      case 1: return `${(ms / 1000).toString()}s`;
      case 2: return `${(ms / 1000).toString()}`;
      default: return `${(ms / 1000).toFixed(3)}`;
    }
  }

  function genTrace() {
    const lines = [];
    if (chance(0.7)) lines.push("trace 1");
    if (chance(0.3)) lines.push("# a comment");
    const config = {};
    if (chance(0.5)) {
      const sets = [];
      const hold = int(0, 3) === 0 ? 0 : int(1, 900);
      const lift = int(0, 600), commit = int(0, 600), fade = int(0, 600);
      if (chance(0.7)) sets.push(`hold=${hold}ms`), (config.hold = hold);
      if (chance(0.5)) sets.push(`slop=${num(0, 30)}`);
      if (chance(0.5)) sets.push(`lift=${lift}ms`), (config.lift = lift);
      if (chance(0.5)) sets.push(`commit=${commit}ms`), (config.commit = commit);
      if (chance(0.5)) sets.push(`fade=${fade}ms`), (config.fade = fade);
      if (chance(0.3)) sets.push(`overlay=${(int(0, 1000000) / 1e6).toString()}`);
      if (chance(0.3)) {
        const peek = int(0, 1000000), pop = int(peek, 1000000);
        sets.push(`peek=${peek / 1e6}`, `pop=${pop / 1e6}`);
      }
      if (sets.length) lines.push("set " + sets.join(" "));
    }
    const hold = config.hold ?? 500, lift = config.lift ?? 335;
    const targetIds = new Set();
    const targets = [];
    const nTargets = int(1, 4);
    for (let t = 0; t < nTargets; t++) {
      const id = randomId(targetIds);
      const x = Number(num(-50, 300)), y = Number(num(-50, 500)), w = Number(num(0, 400)), h = Number(num(0, 200));
      let line = `target ${id} frame=${x},${y},${w},${h}`;
      if (chance(0.4)) line += " shape=" + pick(["rect", "capsule", "circle", `rounded:${num(0, 50)}`,
        `rounded:${num(0, 30)},${num(0, 30)},${num(0, 30)},${num(0, 30)}`]);
      if (chance(0.5)) line += " preview=" + pick(["source", "custom:card", "custom:x.y"]);
      if (chance(0.5)) line += " destination=" + pick(["none", "same", "page", "detail-2"]);
      if (chance(0.4)) line += " present=" + pick(["push", "sheet"]);
      if (chance(0.3)) line += ` size=${num(0, 500)}x${num(0, 500)}`;
      if (chance(0.3)) line += " primary=" + pick(["open", "play"]);
      lines.push(line);
      const itemIds = new Set();
      const items = [];
      let budget = int(0, 14);
      const deep = chance(0.05);
      function addItems(depth, indent) {
        const n = deep ? 1 : int(1, 4);
        for (let i = 0; i < n && budget > 0; i++) {
          budget--;
          const iid = randomId(itemIds);
          const kind = deep && depth < 64 ? "menu" : pick(["action", "action", "action", "menu", "deferred"]);
          let l = `${" ".repeat(indent)}${kind} ${iid} ${title()}`;
          if (kind === "action") {
            if (chance(0.2)) l += " icon=star";
            if (chance(0.15)) l += " destructive";
            if (chance(0.15)) l += " disabled";
            if (chance(0.1)) l += " hidden";
            const dest = chance(0.2);
            if (!dest && chance(0.15)) l += " keep";
            if (chance(0.4)) l += " " + pick(["on", "off", "mixed"]);
            if (dest) l += " destination=" + pick(["share", "page"]);
            if (chance(0.15)) l += " present=" + pick(["push", "sheet"]);
            lines.push(l);
            items.push(iid);
          } else if (kind === "menu") {
            if (chance(0.3)) l += " inline";
            if (chance(0.3)) l += " single";
            lines.push(l);
            items.push(iid);
            if (deep) budget = Math.max(budget, 2);
            addItems(depth + 1, indent + int(1, 3));
          } else {
            l += ` after=${duration(800)}`;
            lines.push(l);
            items.push(iid);
            addItems(depth + 1, indent + int(1, 2));
          }
        }
      }
      if (budget > 0 || deep) {
        if (deep) budget = 70;
        addItems(1, int(1, 4));
      }
      targets.push({ id, x, y, w, h, items });
    }
    if (chance(0.2)) lines.push("");
    // inputs
    let now = 0n; // ns
    const ms = 1000000n;
    const nInputs = int(1, 30);
    let lastDown = null;
    const allItems = targets.flatMap((t) => t.items);
    const fmt = (ns) => {
      const s = ns / 1000000000n, f = ns % 1000000000n;
      const style = int(0, 3);
      if (style === 0 && f % 1000000n === 0n) return `${ns / ms}ms`;
      let frac = f.toString().padStart(9, "0").replace(/0+$/, "");
      return frac === "" ? (chance(0.5) ? `${s}` : `${s}s`) : `${s}.${frac}${chance(0.3) ? "s" : ""}`;
    };
    const point = () => {
      if (chance(0.8) && targets.length) {
        const t = pick(targets);
        const edge = chance(0.2);
        const px = edge ? pick([t.x, t.x + t.w]) : t.x + (int(0, 1000) / 1000) * t.w;
        const py = edge ? pick([t.y, t.y + t.h]) : t.y + (int(0, 1000) / 1000) * t.h;
        return [Number(px.toFixed(3)), Number(py.toFixed(3))];
      }
      return [Number(num(-100, 600)), Number(num(-100, 600))];
    };
    for (let i = 0; i < nInputs; i++) {
      // time step
      const r = int(0, 9);
      if (r === 0) now += 0n;
      else if (r <= 2) now += BigInt(hold) * ms + BigInt(int(-1, 1)); // around the hold deadline
      else if (r === 3) now += BigInt(lift) * ms + BigInt(int(-1, 1));
      else if (r === 4) now += BigInt(int(1, 999999999)); // odd nanoseconds
      else now += BigInt(int(1, 1200)) * ms;
      if (chance(0.01)) now += BigInt(int(1, 100)) * 86400n * 1000000000n; // days later
      let v;
      const verb = pick(["down", "down", "move", "up", "up", "force", "cancel", "tap-preview", "select", "select",
        "tap-outside", "dismiss", "closed", "right-click", "focus", "key", "key", "hover", "hover", "remove", "tick"]);
      switch (verb) {
        case "down": case "right-click": { const [x, y] = point(); lastDown = [x, y]; v = `${verb} ${x},${y}`; break; }
        case "move": {
          if (lastDown && chance(0.6)) {
            const slopish = pick([10, 10.001, 9.999, 0, 5, 30]);
            const a = pick([[1, 0], [0, 1], [0.6, 0.8], [-0.8, 0.6]]);
            v = `move ${Number((lastDown[0] + a[0] * slopish).toFixed(3))},${Number((lastDown[1] + a[1] * slopish).toFixed(3))}`;
          } else { const [x, y] = point(); v = `move ${x},${y}`; }
          break;
        }
        case "force": v = `force ${pick(["0", "1", "0.5", "0.95", "0.949999", "0.499999", (int(0, 1000000) / 1e6).toString()])}`; break;
        case "select": case "hover":
          if (verb === "hover" && (chance(0.3) || allItems.length === 0)) v = "hover none";
          else if (allItems.length === 0) v = "tick";
          else v = `${verb} ${pick(allItems)}`;
          break;
        case "focus": case "remove": v = `${verb} ${pick(targets).id}`; break;
        case "key": v = `key ${pick(Key.slice(1))}`; break;
        default: v = verb;
      }
      lines.push(`at ${fmt(now)} ${v}`);
      if (chance(0.05)) lines.push(`expect ${fmt(now)} state ${pick(["idle", "pressing", "presented"])}`);
    }
    if (chance(0.1)) lines.push("expect outcomes 1");
    return lines.join(chance(0.1) ? "\r\n" : "\n") + "\n";
  }


  return genTrace();
}

function parseTime(t) {
  let m = t.match(/^(-?\d+)(?:\.(\d+))?(ms|s)?$/);
  if (!m) return null;
  const frac = (m[2] ?? "").padEnd(9, "0").slice(0, 9);
  let ns = BigInt(m[1]) * 1000000000n + (m[1].startsWith("-") ? -1n : 1n) * BigInt(frac);
  if (m[3] === "ms") ns = ns / 1000n;
  return ns;
}
const fmt = (ns) => {
  const neg = ns < 0n; const a = neg ? -ns : ns;
  const f = (a % 1000000000n).toString().padStart(9, "0").replace(/0+$/, "");
  return `${neg ? "-" : ""}${a / 1000000000n}${f ? "." + f : ""}`;
};
const extraInputs = ["up", "cancel", "tap-preview", "tap-outside", "dismiss", "closed", "tick", "hover none",
  "key escape", "key down", "key up", "key return", "key left", "key right", "key menu", "force 1", "force 0.5",
  "force 0.95", "move 0,0", "down 100,20", "right-click 10,10"];


/** A trace's text with a few random edits of its inputs (its expectations dropped). */
export function mutateTrace(text, seed) {
  const next = random(seed);
  const int = (lo, hi) => lo + Number(next() % BigInt(hi - lo + 1));
  const pick = (a) => a[int(0, a.length - 1)];
  const lines = text.split("\n");
  const ids = [...new Set([...text.matchAll(/^\s*(?:action|menu|deferred|target) (\S+)/gm)].map((m) => m[1]))];
    let ls = lines.filter((l) => !/^\s*expect/.test(l));
    const n = int(1, 5);
    for (let j = 0; j < n; j++) {
      const atIdx = ls.map((l, i) => (/^\s*at /.test(l) ? i : -1)).filter((i) => i >= 0);
      if (atIdx.length === 0) break;
      const i = pick(atIdx);
      const parts = ls[i].trim().split(/\s+/);
      const t = parseTime(parts[1]);
      switch (int(0, 9)) {
        case 0: { // shift all later instants by a delta (keeps order)
          const d = BigInt(pick([1, -1, 0, 1000000, 999999999, 86400000000000])) ;
          for (const ii of atIdx) {
            if (ii < i) continue;
            const p = ls[ii].trim().split(/\s+/);
            const tt = parseTime(p[1]);
            if (tt === null) continue;
            p[1] = fmt(tt + d);
            ls[ii] = p.join(" ");
          }
          break;
        }
        case 1: ls.splice(i, 1); break; // remove an input
        case 2: { // duplicate with another verb at same instant
          const v = pick([...extraInputs, ...ids.map((id) => pick(["select", "hover", "focus", "remove"]) + " " + id)]);
          ls.splice(i + 1, 0, `at ${parts[1]} ${v}`);
          break;
        }
        case 3: if (parts[2] === "down" || parts[2] === "move" || parts[2] === "right-click") {
          const [x, y] = parts[3].split(",").map(Number);
          const dx = pick([0, 10, -10, 0.001, 1e6, -1e6, 999999.999, 7.071]);
          parts[3] = `${+(x + dx).toFixed(3)},${+(y + pick([0, 7.071, -0.001])).toFixed(3)}`;
          ls[i] = parts.join(" ");
        } break;
        case 4: if (parts.length > 3 && ids.length) { parts[3] = pick(ids); ls[i] = parts.join(" "); } break;
        case 5: { // huge instant at end
          const big = pick([9223372036019775807n, 9223372036019775806n, 9223372036019775808n, 9007199254740991n,
            9007199254740993n, 4503599627370497n, 2251799813685249n, 9223372036854775807n]);
          ls.push(`at ${fmt(big)} ${pick(extraInputs)}`);
          break;
        }
        case 6: { // hold boundary: set next instant = previous + 500ms +/- 1ns
          if (t !== null && atIdx.indexOf(i) > 0) {
            const prev = parseTime(ls[atIdx[atIdx.indexOf(i) - 1]].trim().split(/\s+/)[1]);
            if (prev !== null) {
              parts[1] = fmt(prev + BigInt(pick([500000000, 499999999, 500000001, 835000000, 834999999])));
              ls[i] = parts.join(" ");
            }
          }
          break;
        }
        case 7: { // titles
          const ti = ls.findIndex((l) => /"/.test(l) && !/^\s*(at|#)/.test(l));
          if (ti >= 0) ls[ti] = ls[ti].replace(/"([^"\\]|\\.)*"/, pick(['"a\\"b"', '"\\\\"', '""', '"\\\\\\""', '"x # y"', '"ünï ✓"']));
          break;
        }
        case 8: ls.splice(i, 0, `at ${parts[1]} ${pick(extraInputs)}`); break;
        case 9:
          if (parts[2] === "force") {
            parts[3] = pick(["0", "1", "0.000001", "0.999999", "0.5", "0.499999", "0.95", "0.949999"]);
            ls[i] = parts.join(" ");
          }
          break;
      }
    }
    return ls.join("\n");
}

/** The ways a host loop sends each input of a trace: the object `inputs` gives, a plain (JSON) copy of
 * it, its text, and the object with its instant as a BigInt of nanoseconds. */
export const sendWays = ["object", "plain", "text", "bigint"];

/** The transcript of the documented host loop over `machine`'s own inputs, each sent `how` (one of
 * `sendWays`), then `advance(nextDeadline)` until no timer is pending (SPEC T4); throws when the
 * deadlines never run out (`maxSteps` advances). The caller makes and frees the machine. */
export function hostLoop(machine, how, maxSteps = 100_000) {
  let transcript = "";
  for (const { at, input, text } of machine.inputs) {
    let reports;
    if (how === "object") reports = machine.send(input, at);
    else if (how === "plain") reports = machine.send(JSON.parse(JSON.stringify(input)), at);
    else if (how === "text") reports = machine.send(text, at);
    else reports = machine.send({ ...input }, typeof at === "bigint" ? at : BigInt(Math.round(at * 1e6)));
    for (const report of reports) transcript += report.text + "\n";
  }
  let steps = 0;
  for (let deadline = machine.nextDeadline; deadline !== null; deadline = machine.nextDeadline) {
    if (++steps > maxSteps) throw new Error("advance(nextDeadline) never reaches the deadline");
    for (const report of machine.advance(deadline)) transcript += report.text + "\n";
  }
  return transcript;
}
