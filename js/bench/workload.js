// The benchmark's workload (Sources/interaction-bench/Workload.swift), for JavaScript: the same scene as
// trace text and the same deterministic stream of inputs (SplitMix64 from the same seed), so that the
// wasm's figures stand beside the Swift core's and the C ABI's on identical work.

const rows = ["apple", "banana", "peach", "pineapple"];

/** Workload.scene as a trace's declarations. */
export const sceneText =
  "trace 1\n" +
  rows
    .map(
      (id, index) =>
        `target ${id} frame=0,${index * 44},390,44 primary=open-${id}\n` +
        `  action favorite "Favorite" icon=star off\n` +
        `  action delete "Delete" destructive\n` +
        `  action share "Share" destination=share-sheet present=sheet\n`,
    )
    .join("") +
  "target card frame=0,200,390,300 shape=rounded:16 preview=custom:card-preview destination=detail " +
  "present=sheet size=300x400\n" +
  `  action share "Share" destination=share-sheet present=sheet\n`;

const mask = (1n << 64n) - 1n;

/** Workload.inputs(count:): `count` inputs as [input object, instant in ms], in order. */
export function workloadInputs(count) {
  const result = [];
  let now = 0;
  let seed = 0x9e3779b97f4a7c15n;
  const next = () => {
    seed = (seed + 0x9e3779b97f4a7c15n) & mask;
    let z = seed;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & mask;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & mask;
    return z ^ (z >> 31n);
  };
  const at = (ms, input) => result.push([input, now + ms]);
  while (result.length < count) {
    const row = Number(next() % 4n);
    const point = { verb: "down", x: 100, y: row * 44 + 20 };
    switch (Number(next() % 4n)) {
      case 0: // a tap
        at(0, point);
        at(90, { verb: "up" });
        now += 400;
        break;
      case 1: // a long press, then an action
        at(0, point);
        at(600, { verb: "up" });
        at(1200, { verb: "select", id: next() % 2n === 0n ? "favorite" : "share" });
        at(2000, { verb: "closed" });
        now += 2500;
        break;
      case 2: // a scroll
        at(0, point);
        at(30, { verb: "move", x: 100, y: row * 44 + 26 });
        at(60, { verb: "move", x: 100, y: row * 44 + 40 });
        at(90, { verb: "up" });
        now += 300;
        break;
      default: // a preview commit
        at(0, { verb: "down", x: 200, y: 350 });
        at(700, { verb: "up" });
        at(1000, { verb: "tap-preview" });
        at(1600, { verb: "closed" });
        now += 2000;
    }
  }
  result.length = count;
  return result;
}
