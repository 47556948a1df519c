/*
 * interaction.h: the C ABI of InteractionCore, a deterministic, headless model of the iOS context menu
 * with preview (the rules: docs/RULES.md; the choices: docs/DECISIONS.md, "The C ABI").
 *
 * C99 and C++, fixed-width types only: the same layout on 64-bit hosts and on wasm32. Link the
 * library `InteractionC` (shared or static, `swift build --product InteractionC` or
 * `--product InteractionCStatic`).
 *
 * Conventions (after rustls-ffi, tree-sitter and Yoga):
 *   - One opaque handle, `interaction_machine`, made by `interaction_machine_new` and released by
 *     `interaction_machine_free`. A handle is used by one thread at a time; distinct handles may be
 *     used on distinct threads at once. One thread at a time holds for the calls that take the machine
 *     `const` too: they may fill the machine's own caches (the effects' structs and codes, the reader
 *     of inputs' text). A scene builder likewise, except that `interaction_machine_new_from_builder`
 *     only reads it: threads may make machines from one builder at once while none changes it. The
 *     calls that take no handle (`interaction_replay`, `interaction_check`, `interaction_word`,
 *     `interaction_status_name`, the versions) may be made from any thread at any time.
 *   - Every call that can fail returns an `interaction_status`, and writes its out-parameters only
 *     when it returns INTERACTION_STATUS_OK. Three documented exceptions: INTERACTION_STATUS_BUFFER_TOO_SMALL
 *     writes the size needed to `*out_length` (and nothing else), a call that takes `out_error` and
 *     fails with PARSE_ERROR or INVALID_SCENE writes an error handle there (any other status leaves
 *     `*out_error` as it was: set it to NULL before the call), and the sends that return their reports
 *     (`interaction_machine_send_reports`, `_send_at_reports`, `_send_fields`) write where the call's
 *     reports are whatever the status, but NULL_ARGUMENT.
 *   - Every pointer is checked: NULL where a pointer is required gives INTERACTION_STATUS_NULL_ARGUMENT.
 *     Text given as a pointer and a length may be NULL only when the length is 0: NULL with any other
 *     length gives NULL_ARGUMENT, and a length beyond INT64_MAX gives INTERACTION_STATUS_OUT_OF_RANGE.
 *     Likewise a buffer for text out (`buffer`, `capacity`) may be NULL only when `capacity` is 0: NULL
 *     with any other capacity gives NULL_ARGUMENT, whatever the text's length.
 *   - A call that changes nothing a caller can observe takes `const interaction_machine *` first.
 *   - Ownership is written on every function: BORROWED memory stays the library's, OWNED memory is the
 *     caller's to release with the named function.
 *   - Nothing traps: an unknown enum value, a name that is not UTF-8, an instant that goes backwards,
 *     a buffer that is too small, a trace that does not parse, each gives a status. Running out of
 *     memory is no status: an allocation that fails stops the process, as it does in Swift and in Rust
 *     (rustls-ffi aborts too); the per-input calls allocate nothing once a machine has reported its
 *     largest call.
 *   - Time is integer nanoseconds (`int64_t`) from the start of the timeline; lengths are integer
 *     thousandths of a point (millipoints); fractions (force, opacity) integer millionths.
 *   - Names (target ids, item ids, destinations, previews) are small integers into the machine's own
 *     table of UTF-8 names (`interaction_machine_name`); INTERACTION_NO_NAME stands for none.
 *   - Every vocabulary value (verbs, keys, timers, phases, effects, outcomes, reasons, item states,
 *     presentations) is the core's stable number (Sources/InteractionCore/Vocabulary); 0 is never a
 *     word, so a zeroed field reads as "none".
 */
#ifndef INTERACTION_H
#define INTERACTION_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ----------------------------------------------------------------------------------------------- */
/* Versions (tree-sitter's scheme)                                                                   */
/* ----------------------------------------------------------------------------------------------- */

/** The ABI this header describes. It grows by one with every change of a function or a layout (2: the
    grammar calls, `interaction_word` to `interaction_machine_scene`, and `interaction_version`; 3:
    the scene builder, `interaction_scene_builder_new` to `interaction_machine_new_from_builder`;
    `interaction_machine_send_at`, `interaction_machine_send_at_reports`,
    `interaction_machine_send_reports`; and the effects as packed codes: `interaction_machine_send_fields`,
    `interaction_machine_effect_codes`, `interaction_machine_decode_effects`). */
#define INTERACTION_ABI_VERSION 3
/** The oldest ABI version whose callers this header's library still serves. */
#define INTERACTION_MIN_COMPATIBLE_ABI_VERSION 1

/**
 * The ABI version of the library that is linked. A host checks, once, that
 *   interaction_min_compatible_abi_version() <= INTERACTION_ABI_VERSION
 *     && INTERACTION_ABI_VERSION <= interaction_abi_version()
 * (INTERACTION_ABI_IS_COMPATIBLE() below does exactly that).
 */
uint32_t interaction_abi_version(void);
/** The oldest ABI version that the linked library still serves. */
uint32_t interaction_min_compatible_abi_version(void);

/* BEGIN VERSION: generated from PackageVersion (Sources/InteractionCore/Package/PackageVersion.swift) by
   scripts/regenerate; `scripts/regenerate --check` fails when it differs. */

/** The package version this header belongs to (semantic versioning). */
#define INTERACTION_VERSION_MAJOR 0
#define INTERACTION_VERSION_MINOR 1
#define INTERACTION_VERSION_PATCH 0
#define INTERACTION_VERSION_STRING "0.1.0"
/** The package version packed as `interaction_version()` returns it: MAJOR << 16 | MINOR << 8 | PATCH. */
#define INTERACTION_VERSION                                                                          \
  ((INTERACTION_VERSION_MAJOR << 16) | (INTERACTION_VERSION_MINOR << 8) | INTERACTION_VERSION_PATCH)

/* END VERSION */

/**
 * The package version of the library that is linked, as INTERACTION_VERSION packs it:
 * MAJOR << 16 | MINOR << 8 | PATCH.
 */
uint32_t interaction_version(void);

/** Whether the linked library serves a caller compiled against this header. */
#define INTERACTION_ABI_IS_COMPATIBLE()                                                              \
  (interaction_min_compatible_abi_version() <= INTERACTION_ABI_VERSION &&                          \
   INTERACTION_ABI_VERSION <= interaction_abi_version())

/* ----------------------------------------------------------------------------------------------- */
/* Statuses                                                                                        */
/* ----------------------------------------------------------------------------------------------- */

/** What a call came to. */
typedef uint32_t interaction_status;
enum {
  /** Done; the out-parameters are written. */
  INTERACTION_STATUS_OK = 0,
  /** A pointer that the call requires was NULL. Nothing was done. */
  INTERACTION_STATUS_NULL_ARGUMENT = 1,
  /** A field holds a value that is no word of its table (a verb, a key). Nothing was done. */
  INTERACTION_STATUS_INVALID_ENUM = 2,
  /** Bytes that should be UTF-8 are not. Nothing was done. */
  INTERACTION_STATUS_INVALID_UTF8 = 3,
  /** A name index, or a name, that the machine's table does not hold. Nothing was done. */
  INTERACTION_STATUS_UNKNOWN_NAME = 4,
  /** A value out of its range (a point beyond +-1,000,000 pt, a force outside 0...1000000, an index
      past the end). Nothing was done. */
  INTERACTION_STATUS_OUT_OF_RANGE = 5,
  /** The caller's buffer is too small: `*out_length` holds the bytes needed; nothing else written. */
  INTERACTION_STATUS_BUFFER_TOO_SMALL = 6,
  /** A trace's text does not parse: `*out_error` (when given) says where and why. */
  INTERACTION_STATUS_PARSE_ERROR = 7,
  /** The scene or configuration breaks a rule (SPEC I9): `*out_error` (when given) says which. */
  INTERACTION_STATUS_INVALID_SCENE = 8,
  /** An instant earlier than the machine's (SPEC T1). `send`: the input is ignored, and the last
      call's reports hold its ignored report (reason TIME_WENT_BACKWARDS), as the Swift machine
      reports it. `advance`: nothing happens, no report. */
  INTERACTION_STATUS_TIME_WENT_BACKWARDS = 9,
  /** Not an error: the machine has no pending timer (`interaction_machine_next_deadline`). */
  INTERACTION_STATUS_NO_DEADLINE = 10
};

/** Special values of a name index. */
#define INTERACTION_NO_NAME 0xFFFFFFFFu
/** The open menu level, in `interaction_appearance.menu_level`, when it is the root level. */
#define INTERACTION_ROOT_LEVEL 0xFFFFFFFEu

/* ----------------------------------------------------------------------------------------------- */
/* The vocabulary: the core's stable numbers                                                       */
/* ----------------------------------------------------------------------------------------------- */

/* BEGIN VOCABULARY: generated from Vocabulary.tables (Sources/InteractionCore/Vocabulary) by
   scripts/regenerate; `scripts/regenerate --check` fails when it differs. */

/** The tables of the vocabulary, for `interaction_word`. */
typedef uint32_t interaction_vocabulary;
enum {
  INTERACTION_VOCABULARY_INPUT_VERB = 1,
  INTERACTION_VOCABULARY_KEY = 2,
  INTERACTION_VOCABULARY_TIMER_NAME = 3,
  INTERACTION_VOCABULARY_PHASE = 4,
  INTERACTION_VOCABULARY_EFFECT_KIND = 5,
  INTERACTION_VOCABULARY_OUTCOME_KIND = 6,
  INTERACTION_VOCABULARY_CANCEL_REASON = 7,
  INTERACTION_VOCABULARY_DISMISS_REASON = 8,
  INTERACTION_VOCABULARY_IGNORE_KIND = 9,
  INTERACTION_VOCABULARY_ITEM_STATE = 10,
  INTERACTION_VOCABULARY_PRESENTATION = 11
};

/** InputVerb: the core's stable numbers, 1 to 16; 0 is no word. */
typedef uint8_t interaction_input_verb;
enum {
  INTERACTION_INPUT_VERB_DOWN = 1,
  INTERACTION_INPUT_VERB_MOVE = 2,
  INTERACTION_INPUT_VERB_UP = 3,
  INTERACTION_INPUT_VERB_FORCE = 4,
  INTERACTION_INPUT_VERB_CANCEL = 5,
  INTERACTION_INPUT_VERB_TAP_PREVIEW = 6,
  INTERACTION_INPUT_VERB_SELECT = 7,
  INTERACTION_INPUT_VERB_TAP_OUTSIDE = 8,
  INTERACTION_INPUT_VERB_DISMISS = 9,
  INTERACTION_INPUT_VERB_CLOSED = 10,
  INTERACTION_INPUT_VERB_RIGHT_CLICK = 11,
  INTERACTION_INPUT_VERB_FOCUS = 12,
  INTERACTION_INPUT_VERB_KEY = 13,
  INTERACTION_INPUT_VERB_REMOVE = 14,
  INTERACTION_INPUT_VERB_TICK = 15,
  INTERACTION_INPUT_VERB_HOVER = 16
};

/** Key: the core's stable numbers, 1 to 7; 0 is no word. */
typedef uint8_t interaction_key;
enum {
  INTERACTION_KEY_MENU = 1,
  INTERACTION_KEY_UP = 2,
  INTERACTION_KEY_DOWN = 3,
  INTERACTION_KEY_LEFT = 4,
  INTERACTION_KEY_RIGHT = 5,
  INTERACTION_KEY_RETURN = 6,
  INTERACTION_KEY_ESCAPE = 7
};

/** TimerName: the core's stable numbers, 1 to 5; 0 is no word. */
typedef uint8_t interaction_timer_name;
enum {
  INTERACTION_TIMER_NAME_HOLD = 1,
  INTERACTION_TIMER_NAME_LIFT = 2,
  INTERACTION_TIMER_NAME_COMMIT = 3,
  INTERACTION_TIMER_NAME_FADE = 4,
  INTERACTION_TIMER_NAME_LOAD = 5
};

/** Phase: the core's stable numbers, 1 to 7; 0 is no word. */
typedef uint8_t interaction_phase;
enum {
  INTERACTION_PHASE_IDLE = 1,
  INTERACTION_PHASE_PRESSING = 2,
  INTERACTION_PHASE_LIFTING = 3,
  INTERACTION_PHASE_PRESENTED = 4,
  INTERACTION_PHASE_COMMITTING = 5,
  INTERACTION_PHASE_DISMISSING = 6,
  INTERACTION_PHASE_SHOWING_DESTINATION = 7
};

/** EffectKind: the core's stable numbers, 1 to 21; 0 is no word. */
typedef uint8_t interaction_effect_kind;
enum {
  INTERACTION_EFFECT_KIND_HIGHLIGHT = 1,
  INTERACTION_EFFECT_KIND_UNHIGHLIGHT = 2,
  INTERACTION_EFFECT_KIND_PRIMARY = 3,
  INTERACTION_EFFECT_KIND_HAPTIC = 4,
  INTERACTION_EFFECT_KIND_SHOW_PREVIEW = 5,
  INTERACTION_EFFECT_KIND_SHOW_MENU = 6,
  INTERACTION_EFFECT_KIND_HIDE_MENU = 7,
  INTERACTION_EFFECT_KIND_OPEN_SUBMENU = 8,
  INTERACTION_EFFECT_KIND_CLOSE_SUBMENU = 9,
  INTERACTION_EFFECT_KIND_HIGHLIGHT_ITEM = 10,
  INTERACTION_EFFECT_KIND_SHOW_LOADED = 11,
  INTERACTION_EFFECT_KIND_SET_STATE = 12,
  INTERACTION_EFFECT_KIND_CLEAR_SELECTION = 13,
  INTERACTION_EFFECT_KIND_PERFORM = 14,
  INTERACTION_EFFECT_KIND_BEGIN_FADE = 15,
  INTERACTION_EFFECT_KIND_END_FADE = 16,
  INTERACTION_EFFECT_KIND_BEGIN_COMMIT = 17,
  INTERACTION_EFFECT_KIND_SHOW_DESTINATION = 18,
  INTERACTION_EFFECT_KIND_CLOSE_DESTINATION = 19,
  INTERACTION_EFFECT_KIND_FOCUS = 20,
  INTERACTION_EFFECT_KIND_UNFOCUS = 21
};

/** OutcomeKind: the core's stable numbers, 1 to 5; 0 is no word. */
typedef uint8_t interaction_outcome_kind;
enum {
  INTERACTION_OUTCOME_KIND_TAP = 1,
  INTERACTION_OUTCOME_KIND_CANCEL = 2,
  INTERACTION_OUTCOME_KIND_DISMISS = 3,
  INTERACTION_OUTCOME_KIND_PERFORM = 4,
  INTERACTION_OUTCOME_KIND_NAVIGATE = 5
};

/** CancelReason: the core's stable numbers, 1 to 4; 0 is no word. */
typedef uint8_t interaction_cancel_reason;
enum {
  INTERACTION_CANCEL_REASON_MOVED = 1,
  INTERACTION_CANCEL_REASON_MULTITOUCH = 2,
  INTERACTION_CANCEL_REASON_SYSTEM = 3,
  INTERACTION_CANCEL_REASON_REMOVED = 4
};

/** DismissReason: the core's stable numbers, 1 to 6; 0 is no word. */
typedef uint8_t interaction_dismiss_reason;
enum {
  INTERACTION_DISMISS_REASON_PREVIEW = 1,
  INTERACTION_DISMISS_REASON_OUTSIDE = 2,
  INTERACTION_DISMISS_REASON_ESCAPE = 3,
  INTERACTION_DISMISS_REASON_HOST = 4,
  INTERACTION_DISMISS_REASON_SYSTEM = 5,
  INTERACTION_DISMISS_REASON_REMOVED = 6
};

/** IgnoreKind: the core's stable numbers, 1 to 24; 0 is no word. */
typedef uint8_t interaction_ignore_kind;
enum {
  INTERACTION_IGNORE_KIND_NO_RULE = 1,
  INTERACTION_IGNORE_KIND_NO_TARGET_HIT = 2,
  INTERACTION_IGNORE_KIND_SCREEN_BUSY = 3,
  INTERACTION_IGNORE_KIND_MENU_NOT_SHOWN = 4,
  INTERACTION_IGNORE_KIND_NO_PREVIEW = 5,
  INTERACTION_IGNORE_KIND_NO_DESTINATION = 6,
  INTERACTION_IGNORE_KIND_BELOW_THRESHOLD = 7,
  INTERACTION_IGNORE_KIND_FINGER_NOT_DOWN = 8,
  INTERACTION_IGNORE_KIND_NOT_IN_LEVEL = 9,
  INTERACTION_IGNORE_KIND_HIDDEN = 10,
  INTERACTION_IGNORE_KIND_DISABLED = 11,
  INTERACTION_IGNORE_KIND_LOADING = 12,
  INTERACTION_IGNORE_KIND_DEFERRED_ELEMENT = 13,
  INTERACTION_IGNORE_KIND_REMOVED_TARGET = 14,
  INTERACTION_IGNORE_KIND_UNKNOWN_TARGET = 15,
  INTERACTION_IGNORE_KIND_NOTHING_FOCUSED = 16,
  INTERACTION_IGNORE_KIND_NOTHING_HIGHLIGHTED = 17,
  INTERACTION_IGNORE_KIND_NOT_A_SUBMENU = 18,
  INTERACTION_IGNORE_KIND_AT_ROOT_LEVEL = 19,
  INTERACTION_IGNORE_KIND_AT_END = 20,
  INTERACTION_IGNORE_KIND_TIME_WENT_BACKWARDS = 21,
  INTERACTION_IGNORE_KIND_INSTANT_TOO_LATE = 22,
  INTERACTION_IGNORE_KIND_HIGHLIGHT_UNCHANGED = 23,
  INTERACTION_IGNORE_KIND_VALUE_OUT_OF_RANGE = 24
};

/** ItemState: the core's stable numbers, 1 to 3; 0 is no word. */
typedef uint8_t interaction_item_state;
enum {
  INTERACTION_ITEM_STATE_ON = 1,
  INTERACTION_ITEM_STATE_OFF = 2,
  INTERACTION_ITEM_STATE_MIXED = 3
};

/** Presentation: the core's stable numbers, 1 to 2; 0 is no word. */
typedef uint8_t interaction_presentation;
enum {
  INTERACTION_PRESENTATION_PUSH = 1,
  INTERACTION_PRESENTATION_SHEET = 2
};

/* END VOCABULARY */

/** What a report is (the ABI's own small table, not a word of the core's vocabulary). */
typedef uint8_t interaction_report_kind;
enum {
  /** A transition (possibly back to the same phase), with its effects. */
  INTERACTION_REPORT_KIND_TRANSITION = 1,
  /** An input that was ignored, with the reason. */
  INTERACTION_REPORT_KIND_IGNORED = 2
};

/** What a lifted preview shows (the ABI's own small table). */
typedef uint8_t interaction_preview_kind;
enum {
  /** A snapshot of the source view. */
  INTERACTION_PREVIEW_KIND_SOURCE = 1,
  /** A custom preview view, by name. */
  INTERACTION_PREVIEW_KIND_CUSTOM = 2
};

/* ----------------------------------------------------------------------------------------------- */
/* Plain structs (every field fixed-width; the same offsets on 64-bit hosts and on wasm32)          */
/* ----------------------------------------------------------------------------------------------- */

/** One input (SPEC section 9, inputs). 32 bytes. Zero it, then set `verb` and what the verb takes. */
typedef struct interaction_input {
  /** down, move, right-click: the point, in millipoints (1000 = one point), within +-1e9. */
  int64_t x;
  int64_t y;
  /** force: the normalized force in millionths, 0...1000000. */
  int64_t force;
  /** select (an item), focus and remove (a target), hover (an item, or INTERACTION_NO_NAME for
      `hover none`): a name index of this machine (`interaction_machine_find_name`). */
  uint32_t name;
  /** INTERACTION_INPUT_VERB_... */
  interaction_input_verb verb;
  /** key: INTERACTION_KEY_... */
  interaction_key key;
  uint8_t reserved[2];
} interaction_input;

/**
 * One effect of a transition. 40 bytes. Which fields an effect uses depends on its kind:
 *   HIGHLIGHT, UNHIGHLIGHT, FOCUS, UNFOCUS: name_a = the target
 *   PRIMARY, PERFORM: name_a = the target, name_b = the action
 *   SHOW_PREVIEW: name_a = the target, preview; name_b = the custom preview's name (NO_NAME for a
 *                 source snapshot); has_size, width, height (millipoints) = its preferred size
 *   SHOW_MENU: name_a = the target, compact
 *   OPEN_SUBMENU, CLOSE_SUBMENU: name_a = the submenu
 *   HIGHLIGHT_ITEM: name_a = the item, or NO_NAME for none
 *   SHOW_LOADED: name_a = the deferred element
 *   SET_STATE: name_a = the item, item_state
 *   CLEAR_SELECTION: name_a = the single-selection menu, name_b = the chosen action
 *   BEGIN_FADE: opacity (millionths)
 *   BEGIN_COMMIT, CLOSE_DESTINATION: name_a = the destination
 *   SHOW_DESTINATION: name_a = the destination, presentation
 *   HAPTIC, HIDE_MENU, END_FADE: nothing
 * Unused fields are 0 (names: INTERACTION_NO_NAME).
 */
typedef struct interaction_effect {
  int64_t width;
  int64_t height;
  int64_t opacity;
  uint32_t name_a;
  uint32_t name_b;
  interaction_effect_kind kind;
  interaction_presentation presentation;
  interaction_item_state item_state;
  interaction_preview_kind preview;
  uint8_t has_size;
  uint8_t compact;
  uint8_t reserved[2];
} interaction_effect;

/**
 * An effect as a machine keeps it, packed into 8 bytes: opaque to the host, which keeps it and hands it
 * back to the machine that gave it (`interaction_machine_decode_effects`) for its struct.
 */
typedef uint64_t interaction_effect_code;

/**
 * One report of the last call: a transition or an ignored input. 88 bytes.
 *
 * A transition: `from` --trigger--> `to`. The trigger is a timer when `timer` is not 0 (`timer_name`
 * names the deferred element of a load), else `input`. Its effects are
 * `effects[effect_start ... effect_start + effect_count - 1]` of `interaction_machine_effects`. It
 * decides an outcome when `outcome` is not 0: `outcome_name` is the tap's target, the performed action
 * or the destination; `cancel_reason`, `dismiss_reason`, `presentation` the rest. `interaction` is
 * its interaction's number (from 1; 0 outside one), `target` the running interaction's target.
 *
 * An ignored input: `input` in phase `from` (== `to`), for `ignore_reason`; the reason's id is the
 * input's `name`, and `reason_instant` is the instant the reason names (TIME_WENT_BACKWARDS: the
 * machine's instant; INSTANT_TOO_LATE: the latest instant it accepts).
 */
typedef struct interaction_report {
  /** When: the input's instant, or the timer's deadline (nanoseconds). */
  int64_t instant;
  /** The input (a zeroed input, verb 0, when a timer caused the transition). */
  interaction_input input;
  int64_t reason_instant;
  uint32_t interaction;
  uint32_t target;
  uint32_t effect_start;
  uint32_t effect_count;
  uint32_t timer_name;
  uint32_t outcome_name;
  interaction_report_kind kind;
  interaction_phase from;
  interaction_phase to;
  interaction_timer_name timer;
  interaction_outcome_kind outcome;
  interaction_cancel_reason cancel_reason;
  interaction_dismiss_reason dismiss_reason;
  interaction_presentation presentation;
  interaction_ignore_kind ignore_reason;
  uint8_t reserved[7];
} interaction_report;

/**
 * What a front end draws at one instant (SPEC section 7). 104 bytes. Progress values, opacities and the
 * preview's presence are doubles in 0...1 (for drawing; the machine's time stays integer).
 */
typedef struct interaction_appearance {
  double press_progress;
  double lift_progress;
  double commit_progress;
  double fade_progress;
  double preview_opacity;
  double overlay_opacity;
  /** The preview's preferred size in millipoints, when has_preview_size; else fill the space. */
  int64_t preview_width;
  int64_t preview_height;
  /** The running interaction's target, or NO_NAME. */
  uint32_t target;
  /** The open menu level: INTERACTION_ROOT_LEVEL, a submenu's name, or NO_NAME (no menu shown). */
  uint32_t menu_level;
  /** The highlighted item, or NO_NAME. */
  uint32_t highlighted_item;
  /** How many deferred elements of the menu have loaded. */
  uint32_t loaded_count;
  /** The destination that is shown, or NO_NAME. */
  uint32_t destination;
  interaction_phase phase;
  uint8_t source_highlighted;
  uint8_t menu_shown;
  uint8_t compact;
  uint8_t has_preview_size;
  uint8_t reserved[7];
  /** How far the preview stands lifted out of its source (0 at the source, 1 lifted): rises with the
      lift and a commit, falls over the fade; draw the preview's scale and frame from it. */
  double preview_presence;
} interaction_appearance;

/** What `interaction_check` found. 16 bytes. */
typedef struct interaction_check_result {
  /** The trace's inputs. */
  uint32_t input_count;
  /** Its expectations, and how many of them failed. */
  uint32_t expectation_count;
  uint32_t failure_count;
  /** How many interactions ended. */
  uint32_t outcome_count;
} interaction_check_result;

/* ----------------------------------------------------------------------------------------------- */
/* Handles                                                                                          */
/* ----------------------------------------------------------------------------------------------- */

#if defined(__swift__)
/* Swift imports a complete type so that its pointers stay typed (and the generated header names
   them); C and C++ callers see an incomplete type, never its size. */
struct interaction_machine {
  uint8_t opaque_;
};
struct interaction_error {
  uint8_t opaque_;
};
#endif

/** A machine: the scene and configuration of a trace, its state, and the reports of its last call. */
typedef struct interaction_machine interaction_machine;
/** Why a trace or a scene was rejected: a place and a message. */
typedef struct interaction_error interaction_error;

/* ----------------------------------------------------------------------------------------------- */
/* Errors                                                                                           */
/* ----------------------------------------------------------------------------------------------- */

/**
 * The error as the CLI prints it after `FILE:`: `LINE:COLUMN: error: MESSAGE` for a trace that does
 * not parse, `error: ELEMENT: MESSAGE` for a scene that breaks a rule; no line feed, no NUL.
 * Writes `*out_length` bytes to `buffer`; with `capacity` too small, BUFFER_TOO_SMALL and the size
 * needed in `*out_length`. `error`: BORROWED. `buffer`: BORROWED, may be NULL when `capacity` is 0.
 */
interaction_status interaction_error_text(const interaction_error *error, char *buffer, uint64_t capacity,
                                          uint64_t *out_length);
/**
 * Where the error is: line and column counted from 1 (the column in UTF-8 bytes), 0 and 0 for a scene
 * error; and the status it came with (PARSE_ERROR or INVALID_SCENE). `error`: BORROWED.
 */
interaction_status interaction_error_position(const interaction_error *error, uint32_t *out_line,
                                              uint32_t *out_column, interaction_status *out_status);
/** Releases an error. `error`: OWNED by the caller, released here; NULL does nothing. */
void interaction_error_free(interaction_error *error);

/* ----------------------------------------------------------------------------------------------- */
/* The machine                                                                                      */
/* ----------------------------------------------------------------------------------------------- */

/**
 * A machine at rest, from a trace's text (SPEC section 9: its `set` configuration and its targets and
 * menus). The trace's timed inputs are kept, readable one by one (`interaction_machine_trace_input`);
 * its expectations are read and not checked (`interaction_check` checks them).
 * `text`: BORROWED, `length` bytes of UTF-8 (no NUL needed). On OK, `*out_machine` is OWNED by the
 * caller: release it with `interaction_machine_free`. On PARSE_ERROR or INVALID_SCENE, `*out_error`
 * (when `out_error` is not NULL) is an error OWNED by the caller (`interaction_error_free`).
 */
interaction_status interaction_machine_new(const char *text, uint64_t length, interaction_machine **out_machine,
                                           interaction_error **out_error);
/** Releases a machine and everything it lent. `machine`: OWNED, released here; NULL does nothing. */
void interaction_machine_free(interaction_machine *machine);

/**
 * Handles an input at an instant: every timer due at or before it fires first, at its own deadline
 * (SPEC T2). The reports of this call replace the last call's (`interaction_machine_reports`).
 * Allocates nothing once the machine has reported its largest call (its buffers only grow).
 * INVALID_ENUM, UNKNOWN_NAME, OUT_OF_RANGE: nothing happens and the reports are empty.
 * TIME_WENT_BACKWARDS: the input is reported as ignored. `input`: BORROWED for the call; it may be
 * the input of one of this machine's own reports (`&reports[i].input`), though the call replaces them.
 */
interaction_status interaction_machine_send(interaction_machine *machine, const interaction_input *input,
                                            int64_t instant);
/**
 * `interaction_machine_send`, then where the call's reports are, as `interaction_machine_reports` gives
 * them: one call per input for a host that reads every call's reports. The same statuses and reports as
 * `interaction_machine_send`; the out-parameters are written whatever the status (no reports when nothing
 * happened). NULL_ARGUMENT, with nothing sent and nothing written, when any pointer is NULL. `input`:
 * BORROWED for the call. The reports: BORROWED, owned by the machine, valid until its next send, advance
 * or free.
 */
interaction_status interaction_machine_send_reports(interaction_machine *machine, const interaction_input *input,
                                                    int64_t instant, const interaction_report **out_reports,
                                                    uint32_t *out_count);
/**
 * `interaction_machine_send` with the instant read from `*instant` (nanoseconds): for hosts that cannot
 * pass a 64-bit integer as an argument without making an object for it (JavaScript, where an `int64_t`
 * argument is a BigInt). The same statuses and reports. NULL_ARGUMENT when any pointer is NULL.
 * `input` and `instant`: BORROWED for the call.
 */
interaction_status interaction_machine_send_at(interaction_machine *machine, const interaction_input *input,
                                               const int64_t *instant);
/**
 * `interaction_machine_send_at`, then where the call's reports and their effects are, as
 * `interaction_machine_reports` and `interaction_machine_effects` give them: one call per input for a host
 * whose every call across the boundary costs (JavaScript). The same statuses and reports as
 * `interaction_machine_send_at`; the out-parameters are written whatever the status (no reports when
 * nothing happened). `out_effects` and `out_effect_count` may both be NULL: the effects are then not
 * made (a host that reads no effects pays nothing for them). NULL_ARGUMENT, with nothing sent and
 * nothing written, when `machine`, `input`, `instant`, `out_reports` or `out_report_count` is NULL, or
 * when one of `out_effects` and `out_effect_count` is NULL and the other is not. `input` and `instant`:
 * BORROWED for the call. The reports and effects: BORROWED, owned by the machine, valid until its next
 * send, advance or free.
 */
interaction_status interaction_machine_send_at_reports(interaction_machine *machine, const interaction_input *input,
                                                       const int64_t *instant,
                                                       const interaction_report **out_reports,
                                                       uint32_t *out_report_count,
                                                       const interaction_effect **out_effects,
                                                       uint32_t *out_effect_count);
/**
 * `interaction_machine_send_at_reports` for a host whose numbers are doubles (JavaScript): the input
 * given field by field (`verb`, `key` and `name` as in `interaction_input`; `x`, `y` and `force`
 * whole numbers of its units as doubles), the instant a whole number of nanoseconds as a double (exact
 * within +-2^53 ns, about 104 days), so that the call writes nothing to memory before it. Then where the
 * call's reports are, and its effects as packed codes (`interaction_machine_effect_codes`). The same
 * statuses and reports as `interaction_machine_send`; INVALID_ENUM when `verb` or `key` exceeds 255,
 * OUT_OF_RANGE when `x`, `y`, `force` or `instant` is not a whole number within int64 (nothing sent, no
 * reports). The out-parameters are written whatever the status (no reports when nothing happened).
 * NULL_ARGUMENT, with nothing sent and nothing written, when any pointer is NULL. The reports and codes:
 * BORROWED, owned by the machine, valid until its next send, advance or free.
 */
interaction_status interaction_machine_send_fields(interaction_machine *machine, uint32_t verb, uint32_t key,
                                                   double x, double y, double force, uint32_t name,
                                                   double instant, const interaction_report **out_reports,
                                                   uint32_t *out_report_count,
                                                   const interaction_effect_code **out_codes,
                                                   uint32_t *out_code_count);
/**
 * Advances time to an instant: every timer due at or before it fires, in deadline order. The reports of
 * this call replace the last call's. TIME_WENT_BACKWARDS: nothing happens, no reports. Time may pass the
 * latest instant an input is accepted at (SPEC T1: a deadline set from it must fit in int64); every input
 * sent after that is ignored as INTERACTION_IGNORE_KIND_INSTANT_TOO_LATE or as time going backwards.
 */
interaction_status interaction_machine_advance(interaction_machine *machine, int64_t instant);
/** The pending timer's deadline, or NO_DEADLINE (and nothing written) when none is pending. */
interaction_status interaction_machine_next_deadline(const interaction_machine *machine, int64_t *out_instant);
/** The latest instant the machine has been handed (0 at first). */
interaction_status interaction_machine_now(const interaction_machine *machine, int64_t *out_instant);

/**
 * The reports of the last `send` or `advance`, in order: `*out_reports` points at `*out_count` reports
 * (NULL when there are none), BORROWED from the machine until its next send, advance or free.
 */
interaction_status interaction_machine_reports(const interaction_machine *machine,
                                               const interaction_report **out_reports, uint32_t *out_count);
/**
 * The effects of the last call's transitions, which index them (`effect_start`, `effect_count`):
 * `*out_effects` (NULL when there are none) BORROWED from the machine until its next send, advance or
 * free. The machine keeps them packed and
 * makes these structs on the first call after a send or advance (a host that never reads effects pays
 * nothing for them); it allocates only when a call carries more effects than any before.
 */
interaction_status interaction_machine_effects(const interaction_machine *machine,
                                               const interaction_effect **out_effects, uint32_t *out_count);
/**
 * The effects of the last call's transitions as packed codes, in the order of
 * `interaction_machine_effects` (`effect_start` and `effect_count` index them too): 8 bytes an effect
 * where its struct takes 40, for a host that keeps effects past the next call and reads few of them.
 * A code is opaque: `interaction_machine_decode_effects` makes its struct, for this machine, at any time
 * while the machine lives. `*out_codes` (NULL when there are none): BORROWED from the machine until its
 * next send, advance or free. Allocates only when a call carries more effects than any before.
 */
interaction_status interaction_machine_effect_codes(const interaction_machine *machine,
                                                    const interaction_effect_code **out_codes,
                                                    uint32_t *out_count);
/**
 * Makes the structs of `count` packed codes that this machine gave (`interaction_machine_effect_codes`,
 * `interaction_machine_send_fields`) into `out_effects`, which holds `count` structs. INVALID_ENUM when a
 * code's kind or value is not one, OUT_OF_RANGE when it names what this machine does not have: nothing
 * written then. `codes` and `out_effects` may be NULL when `count` is 0. `codes`: BORROWED.
 */
interaction_status interaction_machine_decode_effects(const interaction_machine *machine,
                                                      const interaction_effect_code *codes, uint32_t count,
                                                      interaction_effect *out_effects);

/**
 * What to draw at `instant` (SPEC section 7), written to the caller's struct. At or past the next
 * deadline every field is drawn as the machine will be once the timers due by then have fired (T2),
 * without firing them (advance to have their reports); an instant before `now` draws `now`.
 * `out_appearance`: BORROWED, written on OK.
 */
interaction_status interaction_machine_appearance(const interaction_machine *machine, int64_t instant,
                                                  interaction_appearance *out_appearance);

/** How many names the machine's table holds; name indices run from 0 to this minus one. */
interaction_status interaction_machine_name_count(const interaction_machine *machine, uint32_t *out_count);
/**
 * The UTF-8 bytes of a name: `*out_utf8` points at `*out_length` bytes followed by a NUL, BORROWED from
 * the machine until it is freed. UNKNOWN_NAME for an index past the table (or NO_NAME).
 */
interaction_status interaction_machine_name(const interaction_machine *machine, uint32_t name,
                                            const char **out_utf8, uint32_t *out_length);
/**
 * The index of a name (an id as a trace writes it), for an input's `name`: the first entry of the table
 * with these bytes. INVALID_UTF8 when the bytes are not UTF-8; UNKNOWN_NAME when no entry has them.
 * `utf8`: BORROWED, `length` bytes.
 */
interaction_status interaction_machine_find_name(const interaction_machine *machine, const char *utf8,
                                                 uint64_t length, uint32_t *out_name);

/** How many timed inputs the trace that made the machine holds. */
interaction_status interaction_machine_trace_input_count(const interaction_machine *machine,
                                                         uint32_t *out_count);
/**
 * The trace's input at `index` (from 0) and its instant, ready for `interaction_machine_send`.
 * OUT_OF_RANGE past the end. `out_input`: BORROWED, written on OK.
 */
interaction_status interaction_machine_trace_input(const interaction_machine *machine, uint32_t index,
                                                   int64_t *out_instant, interaction_input *out_input);

/* ----------------------------------------------------------------------------------------------- */
/* Whole traces                                                                                     */
/* ----------------------------------------------------------------------------------------------- */

/**
 * A trace's text replayed to its transcript: exactly the bytes of `interaction-sim replay TRACE`, every
 * line ending in a line feed. Writes `*out_length` bytes to `buffer` (no NUL); with `capacity` too
 * small, BUFFER_TOO_SMALL with the size needed in `*out_length`. `text`, `buffer`: BORROWED (`buffer`
 * may be NULL when `capacity` is 0). On PARSE_ERROR or INVALID_SCENE, `*out_error` (when not NULL) is
 * OWNED by the caller.
 */
interaction_status interaction_replay(const char *text, uint64_t length, char *buffer, uint64_t capacity,
                                      uint64_t *out_length, interaction_error **out_error);
/**
 * A trace's text replayed and checked against its expectations. `*out_result` counts them; `buffer`
 * receives one line per failed expectation, as `interaction-sim check` prints it after `FILE:`
 * (`LINE: expectation failed: MESSAGE`, each ending in a line feed; nothing when all hold). Buffer,
 * length and error as `interaction_replay`; `*out_result` is written only on OK.
 */
interaction_status interaction_check(const char *text, uint64_t length, interaction_check_result *out_result,
                                     char *buffer, uint64_t capacity, uint64_t *out_length,
                                     interaction_error **out_error);

/* ----------------------------------------------------------------------------------------------- */
/* Scenes built in code (a machine without trace text)                                              */
/* ----------------------------------------------------------------------------------------------- */

/*
 * A host that builds its scenes in code, or an embedding built without the trace parser, describes a
 * scene to a builder: its targets in order, each target's menu items in order (each with its depth,
 * as a trace indents them), and the configuration. `interaction_machine_new_from_builder` checks the
 * whole scene with the rules a trace's scene is checked by (ids, names, lengths, durations, nesting,
 * unique ids) and makes the machine. Strings are UTF-8, each a pointer and a length in bytes; a NULL
 * pointer with length 0 is "none" where a field may be none.
 */

#if defined(__swift__)
struct interaction_scene_builder {
  uint8_t opaque_;
};
#endif

/** A scene being described: targets, their menus and the configuration. */
typedef struct interaction_scene_builder interaction_scene_builder;

/** Some UTF-8 text: `length` bytes at `utf8`; NULL and 0 for none. */
typedef struct interaction_text {
  const char *utf8;
  uint64_t length;
} interaction_text;

/** A target's content shape (the ABI's own small table). */
typedef uint8_t interaction_shape_kind;
enum {
  INTERACTION_SHAPE_KIND_RECTANGLE = 1,
  /** `corner_radii`: top-left, top-right, bottom-right, bottom-left. */
  INTERACTION_SHAPE_KIND_ROUNDED_RECTANGLE = 2,
  INTERACTION_SHAPE_KIND_CAPSULE = 3,
  INTERACTION_SHAPE_KIND_CIRCLE = 4
};

/** Where a tap on a target's preview leads (the ABI's own small table). */
typedef uint8_t interaction_destination_kind;
enum {
  /** Nowhere: the tap dismisses the preview. */
  INTERACTION_DESTINATION_KIND_NONE = 1,
  /** The preview itself. */
  INTERACTION_DESTINATION_KIND_SAME = 2,
  /** The destination named in `destination_name`. */
  INTERACTION_DESTINATION_KIND_NAMED = 3
};

/** What a menu item is (the ABI's own small table). */
typedef uint8_t interaction_item_kind;
enum {
  INTERACTION_ITEM_KIND_ACTION = 1,
  INTERACTION_ITEM_KIND_SUBMENU = 2,
  /** A loading placeholder replaced by its items after `load_time`. */
  INTERACTION_ITEM_KIND_DEFERRED = 3
};

/** Flags of a menu item, or-ed together. */
enum {
  /** Actions: destructive, disabled, hidden, keeps the menu presented when chosen. */
  INTERACTION_ITEM_DESTRUCTIVE = 1,
  INTERACTION_ITEM_DISABLED = 2,
  INTERACTION_ITEM_HIDDEN = 4,
  INTERACTION_ITEM_KEEPS_MENU = 8,
  /** Submenus: inline (a group of its level), single selection. */
  INTERACTION_ITEM_INLINE = 16,
  INTERACTION_ITEM_SINGLE_SELECTION = 32
};

/** A target (SPEC section 0). Lengths in millipoints. Zero it, then set what differs from none. */
typedef struct interaction_target_spec {
  interaction_text id;
  int64_t x;
  int64_t y;
  int64_t width;
  int64_t height;
  /** INTERACTION_SHAPE_KIND_...; 0 is a rectangle. */
  interaction_shape_kind shape;
  int64_t corner_radii[4];
  /** A custom preview's name; none: a snapshot of the source view. */
  interaction_text preview;
  /** INTERACTION_DESTINATION_KIND_...; 0 is none. */
  interaction_destination_kind destination;
  interaction_text destination_name;
  /** INTERACTION_PRESENTATION_...; 0 is push. */
  interaction_presentation presentation;
  /** The preview's preferred size; with `has_preferred_size` 0, it fills the space available. */
  uint8_t has_preferred_size;
  int64_t preferred_width;
  int64_t preferred_height;
  /** What a plain tap does, by name; none: nothing. */
  interaction_text primary_action;
} interaction_target_spec;

/** A menu item of the last target added. Zero it, then set what differs from none. */
typedef struct interaction_item_spec {
  /** INTERACTION_ITEM_KIND_... */
  interaction_item_kind kind;
  /** 0: the target's menu; N: inside the last submenu or deferred element added at depth N - 1. */
  uint32_t depth;
  interaction_text id;
  interaction_text title;
  /** Actions and submenus: an icon's name, or none. */
  interaction_text icon;
  /** INTERACTION_ITEM_... flags. */
  uint32_t flags;
  /** Actions: INTERACTION_ITEM_STATE_..., 0 for none. */
  interaction_item_state state;
  /** Actions: where choosing it leads, or none; and how it is shown (0 is push). */
  interaction_text destination;
  interaction_presentation presentation;
  /** Deferred elements: how long the items take to load, in nanoseconds. */
  int64_t load_time;
} interaction_item_spec;

/** A configuration (SPEC section 1): durations in nanoseconds, slop in millipoints, fractions in
    millionths. `interaction_scene_builder_new` starts from the defaults of SPEC section 1. */
typedef struct interaction_configuration_spec {
  int64_t hold;
  int64_t slop;
  int64_t lift;
  int64_t commit;
  int64_t fade;
  int64_t overlay;
  int64_t peek;
  int64_t pop;
} interaction_configuration_spec;

/** OWNED `*out_builder`: an empty scene with the default configuration; release it with
    `interaction_scene_builder_free` (a machine made from it does not need it). */
interaction_status interaction_scene_builder_new(interaction_scene_builder **out_builder);
/** Releases a builder; NULL is ignored. */
void interaction_scene_builder_free(interaction_scene_builder *builder);
/** Adds a target after the others. BORROWED `target` and its texts: copied. INVALID_UTF8 for a text
    that is not UTF-8, INVALID_ENUM for an unknown shape, destination or presentation. */
interaction_status interaction_scene_builder_add_target(interaction_scene_builder *builder,
                                                        const interaction_target_spec *target);
/** Adds a menu item to the last target added. OUT_OF_RANGE when no target was added, or the depth is
    not at most one deeper than the last item's (and inside a submenu or deferred element), or is 64 or
    more (a scene's items nest at most 64 levels deep, as a trace's do). */
interaction_status interaction_scene_builder_add_item(interaction_scene_builder *builder,
                                                      const interaction_item_spec *item);
/** Writes the configuration the builder holds. */
interaction_status interaction_scene_builder_configuration(const interaction_scene_builder *builder,
                                                           interaction_configuration_spec *out_configuration);
/** Replaces the configuration; its ranges are checked when the machine is made. */
interaction_status interaction_scene_builder_set_configuration(interaction_scene_builder *builder,
                                                               const interaction_configuration_spec *configuration);
/**
 * OWNED `*out_machine`: a machine over the builder's scene and configuration, at rest at instant 0,
 * released with `interaction_machine_free`; it holds no trace inputs. A scene or configuration that
 * breaks a rule gives INVALID_SCENE and, where `out_error` is not NULL, an OWNED error (`error:
 * ELEMENT: MESSAGE`, as for a trace's scene). The builder is unchanged and may make more machines,
 * from several threads at once (while no call changes it).
 */
interaction_status interaction_machine_new_from_builder(const interaction_scene_builder *builder,
                                                        interaction_machine **out_machine,
                                                        interaction_error **out_error);

/* ----------------------------------------------------------------------------------------------- */
/* The grammar: words, inputs' text, transcript lines, the scene (ask the core, copy nothing)       */
/* ----------------------------------------------------------------------------------------------- */

/**
 * The spelling of a word of the vocabulary, as traces and transcripts write it (`right-click`,
 * `showingDestination`): `*out_utf8` points at `*out_length` bytes of static storage, BORROWED for the
 * life of the program, with NO NUL after them (print with `%.*s`). INVALID_ENUM for a table or a value
 * that is no word.
 */
interaction_status interaction_word(interaction_vocabulary table, uint32_t value, const char **out_utf8,
                                    uint32_t *out_length);
/**
 * The name of a status, as its constant spells it after INTERACTION_STATUS_ in lower case with `-`
 * (`out-of-range`): `*out_utf8` points at `*out_length` bytes of static storage followed by a NUL,
 * BORROWED for the life of the program. INVALID_ENUM for a value that is no status.
 */
interaction_status interaction_status_name(interaction_status status, const char **out_utf8,
                                           uint32_t *out_length);

/**
 * Reads one input's text as a trace writes it after `at TIME` (`down 10,20`, `select pin`,
 * `hover none`, `key escape`) against the machine's scene: an id must be one the scene declares.
 * `text`: BORROWED, `length` bytes of UTF-8 (no NUL needed). On OK, `*out_input` (BORROWED, the
 * caller's) is ready for `interaction_machine_send`. On PARSE_ERROR, `*out_error` (when `out_error` is
 * not NULL) is OWNED by the caller (`interaction_error_free`): line 1, the column in `text`.
 * Allocates (the reader is made on the first call): not for a per-input path that needs none.
 */
interaction_status interaction_machine_parse_input(const interaction_machine *machine, const char *text,
                                                   uint64_t length, interaction_input *out_input,
                                                   interaction_error **out_error);
/**
 * An input as trace text (`down 195,120`), its names from the machine's table: only text that
 * `interaction_machine_parse_input` reads back to the same input, so that a host's log of its inputs
 * replays. Writes `*out_length` bytes to `buffer` (no NUL); with `capacity` too small,
 * BUFFER_TOO_SMALL and the size needed in `*out_length`. INVALID_ENUM, UNKNOWN_NAME, OUT_OF_RANGE as
 * `interaction_machine_send` refuses them; UNKNOWN_NAME too for a name of the table that the scene
 * does not declare where the verb takes one (`select` or `hover` of anything but a menu item, at any
 * depth; `focus` or `remove` of anything but a target): `interaction_machine_send` takes such an input
 * and the machine ignores it, but no trace can hold it. Nothing is written but on OK (and
 * `*out_length` on BUFFER_TOO_SMALL). `input`, `buffer`: BORROWED (`buffer` may be NULL when
 * `capacity` is 0).
 */
interaction_status interaction_machine_input_text(const interaction_machine *machine,
                                                  const interaction_input *input, char *buffer,
                                                  uint64_t capacity, uint64_t *out_length);
/**
 * A report's transcript line: exactly the bytes `interaction-sim replay` prints for it, without the
 * line feed. `effects` holds `effect_count` effects, which the report's `effect_start` and
 * `effect_count` index (those of `interaction_machine_effects`, or a caller's copy of them; NULL when
 * `effect_count` is 0). Buffer and length as `interaction_machine_input_text`. INVALID_ENUM,
 * UNKNOWN_NAME or OUT_OF_RANGE for a report that this machine could not have made. `report`,
 * `effects`, `buffer`: BORROWED. Allocates: call it for the lines you print, not on a per-input path
 * that must allocate nothing.
 */
interaction_status interaction_machine_report_text(const interaction_machine *machine,
                                                   const interaction_report *report,
                                                   const interaction_effect *effects, uint32_t effect_count,
                                                   char *buffer, uint64_t capacity, uint64_t *out_length);
/**
 * The scene as the trace declared it and the configuration in force (defaults included), as one JSON
 * object: `configuration` (`hold`, `lift`, `commit`, `fade` in ms; `slop` in points; `overlay`,
 * `peek`, `pop` in 0...1) and `targets` in z order, each with `id`, `frame`, `shape`, `preview`,
 * `destination`, `presentation`, `size`, `primary` and `menu`, its items (`kind` action, menu or
 * deferred; `id`, `title`, and what each kind declares) nested as declared. Numbers are exact
 * decimals. Buffer and length as `interaction_machine_input_text`; `buffer`: BORROWED.
 */
interaction_status interaction_machine_scene(const interaction_machine *machine, char *buffer,
                                             uint64_t capacity, uint64_t *out_length);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* INTERACTION_H */
