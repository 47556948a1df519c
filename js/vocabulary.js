// GENERATED from the core's vocabulary tables (Sources/InteractionCore/Vocabulary) by
// `UPDATE_JS_VOCABULARY=1 swift test --filter JavaScriptVocabulary`; `swift test` fails when it
// differs. Each table lists its words' spellings indexed by their stable number, the number that
// include/interaction.h gives them (index 0 is never a word).

/** InputVerb. */
export const InputVerb = [, "down", "move", "up", "force", "cancel", "tap-preview", "select", "tap-outside",
  "dismiss", "closed", "right-click", "focus", "key", "remove", "tick", "hover"];

/** Key. */
export const Key = [, "menu", "up", "down", "left", "right", "return", "escape"];

/** TimerName. */
export const TimerName = [, "hold", "lift", "commit", "fade", "load"];

/** Phase. */
export const Phase = [, "idle", "pressing", "lifting", "presented", "committing", "dismissing",
  "showingDestination"];

/** EffectKind. */
export const EffectKind = [, "highlight", "unhighlight", "primary", "haptic", "show-preview", "show-menu",
  "hide-menu", "open-submenu", "close-submenu", "highlight-item", "show-loaded", "set-state",
  "clear-selection", "perform", "begin-fade", "end-fade", "begin-commit", "show-destination",
  "close-destination", "focus", "unfocus"];

/** OutcomeKind. */
export const OutcomeKind = [, "tap", "cancel", "dismiss", "perform", "navigate"];

/** CancelReason. */
export const CancelReason = [, "moved", "multitouch", "system", "removed"];

/** DismissReason. */
export const DismissReason = [, "preview", "outside", "escape", "host", "system", "removed"];

/** IgnoreKind. */
export const IgnoreKind = [, "no-rule", "no-target-hit", "screen-busy", "menu-not-shown", "no-preview",
  "no-destination", "below-threshold", "finger-not-down", "not-in-level", "hidden", "disabled", "loading",
  "deferred-element", "removed-target", "unknown-target", "nothing-focused", "nothing-highlighted",
  "not-a-submenu", "at-root-level", "at-end", "time-went-backwards", "instant-too-late",
  "highlight-unchanged", "value-out-of-range"];

/** ItemState. */
export const ItemState = [, "on", "off", "mixed"];

/** Presentation. */
export const Presentation = [, "push", "sheet"];

/** How the transcript phrases each IgnoreKind: `{id}` is the input's id, `{detail}` an instant. */
export const IgnorePhrase = [, "no rule in this state", "no target hit", "the screen is busy",
  "the menu is not shown yet", "no preview", "no destination", "below threshold", "finger not down",
  "{id} is not in the open level", "{id} is hidden", "{id} is disabled", "{id} is still loading",
  "{id} is a deferred element", "{id} was removed", "no target {id}", "nothing focused",
  "nothing highlighted", "not a submenu", "at the root level", "at the end",
  "time went backwards (now {detail})",
  "too late: its deadlines would overflow (the latest instant is {detail})",
  "the highlight does not change", "value out of range"];
