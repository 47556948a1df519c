// The JavaScript surface of the context-menu machine: InteractionCore compiled to WebAssembly
// (scripts/build-wasm) behind plain exported C calls (the C ABI of Sources/InteractionC).
//
// An ES module with no dependency and no DOM: it runs in Node, in a page and in a Worker.
// Time is in MILLISECONDS as JavaScript numbers everywhere on this side (the wasm side counts
// integer nanoseconds; the conversion is exact for instants below 2^52 ns, about 52 days).
// Every report, appearance and result is a plain object (JSON-serializable, no BigInt, no class).
//
//   import { load } from "./js/interaction.js";
//   const ix = await load();                     // js/interaction.wasm, beside the module
//   const machine = ix.machine(traceText);       // scene and configuration of a trace
//   machine.send("down 100,20", 0);              // or { verb: "down", x: 100, y: 20 }
//   machine.nextDeadline;                        // 500 (ms), or null
//   machine.advance(500);                        // [{ kind: "transition", … }]
//   machine.appearance(600).pressProgress;       // what to draw
//   machine.free();

// ---------------------------------------------------------------------------------------------
// Loading

/** Where the WebAssembly comes from: its bytes, a compiled module, a URL (http:, https:, file:, data:,
 * or a string resolved against the module's own URL), or a `fetch` response. */
export type WasmSource =
  | BufferSource
  | WebAssembly.Module
  | URL
  | string
  | Response
  | PromiseLike<Response>;

/** Loads the machine. With no argument, `interaction.wasm` beside this module
 * (`new URL("./interaction.wasm", import.meta.url)`; in Node read from disk, in a page fetched with
 * `WebAssembly.instantiateStreaming` where the server sends `application/wasm`). */
export function load(source?: WasmSource): Promise<Interaction>;

/** Loads the machine synchronously from bytes or a compiled module: no `await` anywhere (a Worker's
 * `onmessage`, a test, a script that has the bytes already). Large modules may be refused by browsers on
 * the main thread; `load` never is. */
export function loadSync(source: BufferSource | WebAssembly.Module): Interaction;

/** A trace's text, or its bytes (a file as read: bytes that are not UTF-8 get the CLI's error, which a
 * JavaScript string cannot carry). */
export type TraceText = string | Uint8Array | ArrayBuffer;

/** One instance of the WebAssembly module: its own memory, any number of machines. */
export interface Interaction {
  /** The C ABI version the wasm reports (`interaction_abi_version()`); `load` throws when it lies
   * outside what this module supports. */
  readonly abiVersion: number;
  /** A machine for the scene and configuration of a trace's text (its inputs are in `inputs`, not
   * sent; its expectations are ignored). Throws `TraceError` for text that is not a valid trace.
   * `record: true` keeps every input sent, for `record()`. */
  machine(traceText: TraceText, options?: { record?: boolean }): Machine;
  /** The transcript of a trace, exactly the bytes `interaction-sim replay` prints (one line per
   * report, each ending in "\n"). Throws `TraceError`. */
  replay(traceText: TraceText): string;
  /** Replays a trace and checks its expectations, as `interaction-sim check` does. Throws `TraceError`
   * for bad input (the CLI's exit status 2); a failed expectation is a result, not an exception. */
  check(traceText: TraceText): CheckResult;
  /** The instance's linear memory (for tests and diagnostics: its size stays flat under load). */
  readonly memory: WebAssembly.Memory;
}

// ---------------------------------------------------------------------------------------------
// The machine

/** A machine owned by JavaScript, with wasm memory behind it: call `free()` when done (a
 * `FinalizationRegistry` frees a forgotten one eventually, but do not rely on it). Using a freed
 * machine throws `InteractionError` with code "freed". One machine is not re-entrant. */
export interface Machine {
  /** The trace's timed inputs, in order: what a host replaying the trace sends (`tick`s included). */
  readonly inputs: readonly TimedInput[];
  /** The scene the machine was made from (targets in z order, their menus, each item's declared
   * state), for drawing. Item states then change with `set-state` and `clear-selection` effects. */
  readonly scene: SceneDescription;
  /** The machine's current instant, in ms: the last instant it was handed. */
  readonly now: number;
  /** The next instant at which a timer is due, in ms, or `null` when no timer is pending. Call
   * `advance(nextDeadline)` when that time comes (SPEC T4). */
  readonly nextDeadline: number | null;
  /** The running interaction's phase (the same as `appearance(now).phase`). */
  readonly phase: Phase;
  /** Whether `free()` has been called. */
  readonly freed: boolean;

  /** Hands the machine an input at an instant (ms). Every timer due at or before `at` fires first
   * (SPEC T2). Returns the reports of this call, in order: the timers' transitions, then the input's
   * transition or the reason it was ignored (`tick` reports nothing of its own). An instant before
   * `now` is not an error: the input is reported ignored ("time went backwards …"). Throws
   * `InteractionError` for an input that is not one (code "input"; a string input that does not
   * parse throws `TraceError` with the column in that string). */
  send(input: Input | string, at: number): Report[];
  /** Moves time to an instant (ms), firing every timer due at or before it. Returns their reports. */
  advance(to: number): Report[];
  /** What to draw at an instant (ms), which should not lie past `nextDeadline` (advance first). */
  appearance(at: number): Appearance;
  /** The session so far as a trace: the scene's declarations as the trace wrote them, then every input
   * sent with its instant (`at SECONDS INPUT`), as the machine read it. It replays to the same reports.
   * Needs `{ record: true }` when the machine was made. */
  record(): string;
  /** Frees the machine's wasm memory. Idempotent: a second call does nothing. */
  free(): void;
}

/** An input of the trace, with its instant. */
export interface TimedInput {
  /** The instant, in ms. */
  readonly at: number;
  readonly input: Input;
  /** The input as trace text, as in `at TIME TEXT` (`down 195,120`, `key escape`). */
  readonly text: string;
}

// ---------------------------------------------------------------------------------------------
// The vocabulary (the trace words of SPEC section 9; the numeric values are the C ABI's)

export type Phase =
  | "idle"
  | "pressing"
  | "lifting"
  | "presented"
  | "committing"
  | "dismissing"
  | "showingDestination";

export type Key = "menu" | "up" | "down" | "left" | "right" | "return" | "escape";
export type ItemState = "on" | "off" | "mixed";
export type Presentation = "push" | "sheet";
export type TimerName = "hold" | "lift" | "commit" | "fade" | "load";

/** Everything a host can tell the machine, as an object (`verb` is the trace's verb). Points are in
 * points, rounded to the nearest thousandth; a force lies in 0…1, rounded to the nearest millionth
 * (the machine's exact units). An id must be one the scene declares (else `InteractionError`,
 * code "unknown-id"). Anywhere an `Input`
 * is accepted, its trace text is too: `"down 100,20"`, `"hover none"`, `"key escape"`. */
export type Input =
  | { readonly verb: "down" | "move" | "right-click"; readonly x: number; readonly y: number }
  | {
      readonly verb: "up" | "cancel" | "tap-preview" | "tap-outside" | "dismiss" | "closed" | "tick";
    }
  | { readonly verb: "force"; readonly force: number }
  | { readonly verb: "select" | "focus" | "remove"; readonly id: string }
  /** M10: the menu item under the finger or pointer, `null` for none. */
  | { readonly verb: "hover"; readonly id: string | null }
  | { readonly verb: "key"; readonly key: Key };

/** Why an interaction ended (SPEC section 6). `text` is its trace spelling (`perform pin`). */
export type Outcome =
  | { readonly kind: "tap"; readonly target: string; readonly text: string }
  | {
      readonly kind: "cancel";
      readonly reason: "moved" | "multitouch" | "system" | "removed";
      readonly text: string;
    }
  | {
      readonly kind: "dismiss";
      readonly reason: "preview" | "outside" | "escape" | "host" | "system" | "removed";
      readonly text: string;
    }
  | { readonly kind: "perform"; readonly action: string; readonly text: string }
  | {
      readonly kind: "navigate";
      readonly destination: string;
      readonly presentation: Presentation;
      readonly text: string;
    };

/** What the host must do after a transition. `kind` is the transcript's word. */
export type Effect =
  | { readonly kind: "highlight" | "unhighlight" | "focus" | "unfocus"; readonly target: string }
  | { readonly kind: "primary"; readonly target: string; readonly action: string }
  | { readonly kind: "haptic" | "hide-menu" | "end-fade" }
  | {
      readonly kind: "show-preview";
      readonly target: string;
      /** `source` (a snapshot of the target) or `custom:NAME`. */
      readonly preview: string;
      /** The preferred size, or `null` to fill the space available. */
      readonly size: Size | null;
    }
  | { readonly kind: "show-menu"; readonly target: string; readonly compact: boolean }
  | { readonly kind: "open-submenu" | "close-submenu" | "show-loaded"; readonly id: string }
  | { readonly kind: "highlight-item"; readonly id: string | null }
  | { readonly kind: "set-state"; readonly item: string; readonly state: ItemState }
  | { readonly kind: "clear-selection"; readonly menu: string; readonly except: string }
  | { readonly kind: "perform"; readonly target: string; readonly action: string }
  /** The opacity the fade ends at (the overlay's, 0.05 by default). */
  | { readonly kind: "begin-fade"; readonly opacity: number }
  | { readonly kind: "begin-commit" | "close-destination"; readonly destination: string }
  | {
      readonly kind: "show-destination";
      readonly destination: string;
      readonly presentation: Presentation;
    };

/** What caused a transition: an input, or a timer reaching its deadline (`id`: a deferred element's,
 * for `load`). */
export type Trigger =
  | { readonly kind: "input"; readonly input: Input }
  | { readonly kind: "timer"; readonly timer: TimerName; readonly id?: string };

/** One report of the machine: a transition, or an input it ignored and why. `text` is the line
 * `interaction-sim replay` prints for it, without the newline. */
export type Report = TransitionReport | IgnoredReport;

export interface TransitionReport {
  readonly kind: "transition";
  /** The instant, in ms. */
  readonly at: number;
  readonly from: Phase;
  readonly to: Phase;
  readonly trigger: Trigger;
  /** The interaction's target, when one runs. */
  readonly target: string | null;
  /** The interaction's number, counted from 1 (the N of `expect outcome N`). */
  readonly interaction: number;
  readonly effects: readonly Effect[];
  /** The outcome this transition decides, if it decides one. */
  readonly outcome: Outcome | null;
  readonly text: string;
}

export interface IgnoredReport {
  readonly kind: "ignored";
  /** The instant, in ms. */
  readonly at: number;
  /** The phase the input was ignored in. */
  readonly phase: Phase;
  readonly input: Input;
  /** The reason, as the transcript writes it (`no target hit`, `delete is disabled`). */
  readonly reason: string;
  readonly text: string;
}

/** What a front end draws at one instant (SPEC section 7); every number lies in 0…1. */
export interface Appearance {
  readonly phase: Phase;
  /** The running interaction's target. */
  readonly target: string | null;
  readonly sourceHighlighted: boolean;
  readonly pressProgress: number;
  readonly liftProgress: number;
  readonly commitProgress: number;
  readonly fadeProgress: number;
  readonly menuShown: boolean;
  /** A compact menu (right click, keyboard): no preview. */
  readonly compact: boolean;
  /** The open menu level while the menu is shown: "root" or a submenu's id. */
  readonly menuLevel: string | null;
  /** The highlighted item's id. */
  readonly highlightedItem: string | null;
  /** How many deferred elements have loaded (in order of load time). */
  readonly loadedCount: number;
  readonly previewOpacity: number;
  /** How far the preview stands lifted out of its source: 0 at the source, 1 lifted. It rises with the
   * lift and a commit and falls over the fade, continuously: draw the preview's scale and frame from it. */
  readonly previewPresence: number;
  readonly overlayOpacity: number;
  /** The preview's preferred size, or `null` to fill the space available. */
  readonly previewSize: Size | null;
  /** The destination shown, if any. */
  readonly destination: string | null;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A scene as its trace declares it (SPEC section 9), in plain values. */
export interface SceneDescription {
  /** `hold`, `lift`, `commit`, `fade` in ms; `slop` in points; `overlay`, `peek`, `pop` in 0…1. */
  readonly configuration: {
    readonly hold: number;
    readonly slop: number;
    readonly lift: number;
    readonly commit: number;
    readonly fade: number;
    readonly overlay: number;
    readonly peek: number;
    readonly pop: number;
  };
  /** In z order: a later target lies on top. */
  readonly targets: readonly TargetDescription[];
}

export interface TargetDescription {
  readonly id: string;
  readonly frame: Rect;
  /** `rect`, `capsule`, `circle`, or `rounded` with radii top-left, top-right, bottom-right,
   * bottom-left. */
  readonly shape:
    | { readonly kind: "rect" | "capsule" | "circle" }
    | { readonly kind: "rounded"; readonly radii: readonly [number, number, number, number] };
  /** `source` or `custom:NAME`. */
  readonly preview: string;
  /** `none`, `same` or a name. */
  readonly destination: string;
  readonly presentation: Presentation;
  readonly size: Size | null;
  readonly primary: string | null;
  readonly menu: readonly MenuItemDescription[];
}

export type MenuItemDescription =
  | {
      readonly kind: "action";
      readonly id: string;
      readonly title: string;
      readonly icon: string | null;
      readonly destructive: boolean;
      readonly disabled: boolean;
      readonly hidden: boolean;
      readonly keep: boolean;
      /** The declared state (the current one: `Machine.itemState`). */
      readonly state: ItemState | null;
      readonly destination: string | null;
      readonly presentation: Presentation;
    }
  | {
      readonly kind: "menu";
      readonly id: string;
      readonly title: string;
      readonly inline: boolean;
      readonly single: boolean;
      readonly items: readonly MenuItemDescription[];
    }
  | {
      readonly kind: "deferred";
      readonly id: string;
      readonly title: string;
      /** The load time, in ms. */
      readonly after: number;
      readonly items: readonly MenuItemDescription[];
    };

// ---------------------------------------------------------------------------------------------
// Checking

export interface CheckResult {
  /** Every expectation held. */
  readonly passed: boolean;
  /** How many inputs the trace holds. */
  readonly inputs: number;
  /** How many expectations the trace holds. */
  readonly expectations: number;
  /** The failed ones, in line order. */
  readonly failures: readonly ExpectationFailure[];
  /** How many interactions ended. */
  readonly interactions: number;
}

export interface ExpectationFailure {
  /** The expectation's line (from 1). */
  readonly line: number;
  /** What was expected and what was there (`expected state idle at 0.500, got state lifting album`). */
  readonly message: string;
  /** As the CLI prints it after `FILE:`: `LINE: expectation failed: MESSAGE`. */
  readonly text: string;
}

// ---------------------------------------------------------------------------------------------
// Errors

/** Every error this module throws. `code`: "trace" (bad trace text: a `TraceError`), "input" (not an
 * input, or a value out of range), "freed" (a freed machine), "unknown-id", "argument" (a bad
 * argument: a time that is not a finite number, a source that is not wasm, `record()` without
 * `{ record: true }`), "abi" (a wasm of an unsupported ABI version). */
export class InteractionError extends Error {
  readonly code: "trace" | "input" | "freed" | "unknown-id" | "argument" | "abi";
}

/** A trace (or an input's text) that does not read. `message` is `LINE:COLUMN: error: REASON`, as
 * `interaction-sim` prints it after `FILE:`. */
export class TraceError extends InteractionError {
  readonly code: "trace";
  /** The line, from 1. */
  readonly line: number;
  /** The column, from 1, in UTF-8 bytes (as compilers count). */
  readonly column: number;
  /** The message alone (`expected a target id …`). */
  readonly reason: string;
  /** The CLI's line for a file name: `FILE:LINE:COLUMN: error: REASON`. */
  format(file: string): string;
}
