/*
 * A C host of the interaction machine (include/interaction.h): it drives the machine as an app's host
 * would, with its own loop of send, next deadline and advance, and prints every report as a transcript
 * line, byte for byte what `interaction-sim replay TRACE` prints.
 *
 *   c-host TRACE...            the transcript of each trace in turn (exit 2 when one is bad)
 *   c-host --bench TRACE [N]   ns per input through the C ABI over the trace's inputs, N passes
 *
 * The trace gives the scene and the timed inputs (read one by one through the ABI: the host needs no
 * parser); where a real host would wait for a touch or a key, this one takes the next recorded input.
 * The words it prints (phases, verbs, effects, reasons) are this host's own choice of text: the ABI
 * gives numbers.
 *
 * C99, warning-free with -std=c99 -Wall -Wextra -Werror -pedantic.
 */
#define _POSIX_C_SOURCE 199309L
#include "interaction.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ------------------------------------------------------------------------------------------------ */
/* Text: exact decimals, as the Swift host prints them                                               */
/* ------------------------------------------------------------------------------------------------ */

/* value / 10^scale as a decimal with trailing zeros removed, but at least min_decimals after the point. */
static void put_fixed(FILE *out, int64_t value, int scale, int min_decimals) {
  uint64_t divisor = 1, magnitude, whole, fraction;
  int digits = scale, i;
  char text[32];
  for (i = 0; i < scale; i++) divisor *= 10;
  magnitude = value < 0 ? (uint64_t)0 - (uint64_t)value : (uint64_t)value;
  whole = magnitude / divisor;
  fraction = magnitude % divisor;
  while (digits > min_decimals && digits > 0 && fraction % 10 == 0) {
    fraction /= 10;
    digits--;
  }
  if (value < 0) fputc('-', out);
  fprintf(out, "%llu", (unsigned long long)whole);
  if (digits > 0) {
    for (i = digits - 1; i >= 0; i--) {
      text[i] = (char)('0' + fraction % 10);
      fraction /= 10;
    }
    text[digits] = '\0';
    fprintf(out, ".%s", text);
  }
}

static void put_seconds(FILE *out, int64_t nanoseconds) { put_fixed(out, nanoseconds, 9, 3); }
static void put_length(FILE *out, int64_t millipoints) { put_fixed(out, millipoints, 3, 0); }
static void put_fraction(FILE *out, int64_t millionths) { put_fixed(out, millionths, 6, 0); }

static void put_name(FILE *out, const interaction_machine *machine, uint32_t name) {
  const char *utf8;
  uint32_t length;
  if (name == INTERACTION_NO_NAME) {
    fputs("none", out);
  } else if (interaction_machine_name(machine, name, &utf8, &length) == INTERACTION_STATUS_OK) {
    fwrite(utf8, 1, length, out);
  } else {
    fputs("?", out);
  }
}

/* The host's words for the ABI's numbers (index = the stable value; 0 is no word). */
static const char *const phase_words[] = {"?",          "idle",       "pressing",  "lifting",
                                          "presented",  "committing", "dismissing", "showingDestination"};
static const char *const verb_words[] = {"?",      "down",  "move",        "up",      "force",  "cancel",
                                         "tap-preview", "select", "tap-outside", "dismiss", "closed",
                                         "right-click", "focus",  "key",         "remove",  "tick", "hover"};
static const char *const key_words[] = {"?", "menu", "up", "down", "left", "right", "return", "escape"};
static const char *const timer_words[] = {"?", "hold", "lift", "commit", "fade", "load"};
static const char *const effect_words[] = {
    "?",           "highlight",      "unhighlight",   "primary",      "haptic",          "show-preview",
    "show-menu",   "hide-menu",      "open-submenu",  "close-submenu", "highlight-item", "show-loaded",
    "set-state",   "clear-selection", "perform",      "begin-fade",   "end-fade",        "begin-commit",
    "show-destination", "close-destination", "focus", "unfocus"};
static const char *const outcome_words[] = {"?", "tap", "cancel", "dismiss", "perform", "navigate"};
static const char *const cancel_words[] = {"?", "moved", "multitouch", "system", "removed"};
static const char *const dismiss_words[] = {"?", "preview", "outside", "escape", "host", "system", "removed"};
static const char *const state_words[] = {"?", "on", "off", "mixed"};
static const char *const presentation_words[] = {"?", "push", "sheet"};

#define WORD(table, value)                                                                           \
  ((size_t)(value) < sizeof(table) / sizeof((table)[0]) ? (table)[(value)] : "?")

static void put_input(FILE *out, const interaction_machine *machine, const interaction_input *input) {
  fputs(WORD(verb_words, input->verb), out);
  switch (input->verb) {
  case INTERACTION_INPUT_VERB_DOWN:
  case INTERACTION_INPUT_VERB_MOVE:
  case INTERACTION_INPUT_VERB_RIGHT_CLICK:
    fputc(' ', out);
    put_length(out, input->x);
    fputc(',', out);
    put_length(out, input->y);
    break;
  case INTERACTION_INPUT_VERB_FORCE:
    fputc(' ', out);
    put_fraction(out, input->force);
    break;
  case INTERACTION_INPUT_VERB_SELECT:
  case INTERACTION_INPUT_VERB_FOCUS:
  case INTERACTION_INPUT_VERB_REMOVE:
  case INTERACTION_INPUT_VERB_HOVER:
    fputc(' ', out);
    put_name(out, machine, input->name);
    break;
  case INTERACTION_INPUT_VERB_KEY:
    fprintf(out, " %s", WORD(key_words, input->key));
    break;
  default:
    break;
  }
}

static void put_effect(FILE *out, const interaction_machine *machine, const interaction_effect *effect) {
  fputs(WORD(effect_words, effect->kind), out);
  switch (effect->kind) {
  case INTERACTION_EFFECT_KIND_PRIMARY:
  case INTERACTION_EFFECT_KIND_PERFORM:
    fputc(' ', out);
    put_name(out, machine, effect->name_a);
    fputc(' ', out);
    put_name(out, machine, effect->name_b);
    break;
  case INTERACTION_EFFECT_KIND_SHOW_PREVIEW:
    fputc(' ', out);
    put_name(out, machine, effect->name_a);
    if (effect->preview == INTERACTION_PREVIEW_KIND_CUSTOM) {
      fputs(" custom:", out);
      put_name(out, machine, effect->name_b);
    } else {
      fputs(" source", out);
    }
    if (effect->has_size) {
      fputc(' ', out);
      put_length(out, effect->width);
      fputc('x', out);
      put_length(out, effect->height);
    } else {
      fputs(" fill", out);
    }
    break;
  case INTERACTION_EFFECT_KIND_SHOW_MENU:
    fputc(' ', out);
    put_name(out, machine, effect->name_a);
    if (effect->compact) fputs(" compact", out);
    break;
  case INTERACTION_EFFECT_KIND_SET_STATE:
    fputc(' ', out);
    put_name(out, machine, effect->name_a);
    fprintf(out, " %s", WORD(state_words, effect->item_state));
    break;
  case INTERACTION_EFFECT_KIND_CLEAR_SELECTION:
    fputc(' ', out);
    put_name(out, machine, effect->name_a);
    fputs(" except ", out);
    put_name(out, machine, effect->name_b);
    break;
  case INTERACTION_EFFECT_KIND_BEGIN_FADE:
    fputc(' ', out);
    put_fraction(out, effect->opacity);
    break;
  case INTERACTION_EFFECT_KIND_SHOW_DESTINATION:
    fputc(' ', out);
    put_name(out, machine, effect->name_a);
    fprintf(out, " %s", WORD(presentation_words, effect->presentation));
    break;
  case INTERACTION_EFFECT_KIND_HAPTIC:
  case INTERACTION_EFFECT_KIND_HIDE_MENU:
  case INTERACTION_EFFECT_KIND_END_FADE:
    break;
  default: /* one name: highlight, unhighlight, submenus, highlight-item, show-loaded, commit, focus */
    fputc(' ', out);
    put_name(out, machine, effect->name_a);
    break;
  }
}

static void put_reason(FILE *out, const interaction_machine *machine, const interaction_report *report) {
  const uint32_t id = report->input.name;
  switch (report->ignore_reason) {
  case INTERACTION_IGNORE_KIND_NO_RULE: fputs("no rule in this state", out); break;
  case INTERACTION_IGNORE_KIND_NO_TARGET_HIT: fputs("no target hit", out); break;
  case INTERACTION_IGNORE_KIND_SCREEN_BUSY: fputs("the screen is busy", out); break;
  case INTERACTION_IGNORE_KIND_MENU_NOT_SHOWN: fputs("the menu is not shown yet", out); break;
  case INTERACTION_IGNORE_KIND_NO_PREVIEW: fputs("no preview", out); break;
  case INTERACTION_IGNORE_KIND_NO_DESTINATION: fputs("no destination", out); break;
  case INTERACTION_IGNORE_KIND_BELOW_THRESHOLD: fputs("below threshold", out); break;
  case INTERACTION_IGNORE_KIND_FINGER_NOT_DOWN: fputs("finger not down", out); break;
  case INTERACTION_IGNORE_KIND_NOT_IN_LEVEL: put_name(out, machine, id); fputs(" is not in the open level", out); break;
  case INTERACTION_IGNORE_KIND_HIDDEN: put_name(out, machine, id); fputs(" is hidden", out); break;
  case INTERACTION_IGNORE_KIND_DISABLED: put_name(out, machine, id); fputs(" is disabled", out); break;
  case INTERACTION_IGNORE_KIND_LOADING: put_name(out, machine, id); fputs(" is still loading", out); break;
  case INTERACTION_IGNORE_KIND_DEFERRED_ELEMENT: put_name(out, machine, id); fputs(" is a deferred element", out); break;
  case INTERACTION_IGNORE_KIND_REMOVED_TARGET: put_name(out, machine, id); fputs(" was removed", out); break;
  case INTERACTION_IGNORE_KIND_UNKNOWN_TARGET: fputs("no target ", out); put_name(out, machine, id); break;
  case INTERACTION_IGNORE_KIND_NOTHING_FOCUSED: fputs("nothing focused", out); break;
  case INTERACTION_IGNORE_KIND_NOTHING_HIGHLIGHTED: fputs("nothing highlighted", out); break;
  case INTERACTION_IGNORE_KIND_NOT_A_SUBMENU: fputs("not a submenu", out); break;
  case INTERACTION_IGNORE_KIND_AT_ROOT_LEVEL: fputs("at the root level", out); break;
  case INTERACTION_IGNORE_KIND_AT_END: fputs("at the end", out); break;
  case INTERACTION_IGNORE_KIND_TIME_WENT_BACKWARDS:
    fputs("time went backwards (now ", out);
    put_seconds(out, report->reason_instant);
    fputc(')', out);
    break;
  case INTERACTION_IGNORE_KIND_INSTANT_TOO_LATE:
    fputs("too late: its deadlines would overflow (the latest instant is ", out);
    put_seconds(out, report->reason_instant);
    fputc(')', out);
    break;
  case INTERACTION_IGNORE_KIND_HIGHLIGHT_UNCHANGED: fputs("the highlight does not change", out); break;
  default: fputs("?", out); break;
  }
}

/* One transcript line per report of the machine's last call. */
static void print_reports(FILE *out, const interaction_machine *machine) {
  const interaction_report *reports;
  const interaction_effect *effects;
  uint32_t report_count, effect_count, r, e;
  if (interaction_machine_reports(machine, &reports, &report_count) != INTERACTION_STATUS_OK) return;
  if (interaction_machine_effects(machine, &effects, &effect_count) != INTERACTION_STATUS_OK) return;
  for (r = 0; r < report_count; r++) {
    const interaction_report *report = &reports[r];
    put_seconds(out, report->instant);
    fputs("  ", out);
    if (report->kind == INTERACTION_REPORT_KIND_IGNORED) {
      fprintf(out, "%s: ", WORD(phase_words, report->from));
      put_input(out, machine, &report->input);
      fputs(" ignored (", out);
      put_reason(out, machine, report);
      fputs(")\n", out);
      continue;
    }
    fprintf(out, "%s --", WORD(phase_words, report->from));
    if (report->timer != 0) {
      fprintf(out, "timer %s", WORD(timer_words, report->timer));
      if (report->timer == INTERACTION_TIMER_NAME_LOAD) {
        fputc(' ', out);
        put_name(out, machine, report->timer_name);
      }
    } else {
      put_input(out, machine, &report->input);
    }
    fprintf(out, "--> %s", WORD(phase_words, report->to));
    for (e = 0; e < report->effect_count && report->effect_start + e < effect_count; e++) {
      fputs(e == 0 ? ": " : ", ", out);
      put_effect(out, machine, &effects[report->effect_start + e]);
    }
    if (report->outcome != 0) {
      fprintf(out, " => outcome %u: %s ", (unsigned)report->interaction, WORD(outcome_words, report->outcome));
      switch (report->outcome) {
      case INTERACTION_OUTCOME_KIND_CANCEL: fputs(WORD(cancel_words, report->cancel_reason), out); break;
      case INTERACTION_OUTCOME_KIND_DISMISS: fputs(WORD(dismiss_words, report->dismiss_reason), out); break;
      case INTERACTION_OUTCOME_KIND_NAVIGATE:
        put_name(out, machine, report->outcome_name);
        fprintf(out, " %s", WORD(presentation_words, report->presentation));
        break;
      default: put_name(out, machine, report->outcome_name); break;
      }
    }
    fputc('\n', out);
  }
}

/* ------------------------------------------------------------------------------------------------ */
/* The host                                                                                          */
/* ------------------------------------------------------------------------------------------------ */

static char *read_file(const char *path, uint64_t *out_length) {
  FILE *file = fopen(path, "rb");
  char *bytes = NULL;
  size_t length = 0, capacity = 0, got;
  if (file == NULL) return NULL;
  do {
    if (length == capacity) {
      char *larger;
      capacity = capacity == 0 ? 65536 : capacity * 2;
      larger = (char *)realloc(bytes, capacity);
      if (larger == NULL) {
        free(bytes);
        fclose(file);
        return NULL;
      }
      bytes = larger;
    }
    got = fread(bytes + length, 1, capacity - length, file);
    length += got;
  } while (got > 0);
  fclose(file);
  *out_length = length;
  return bytes;
}

/* A machine from the trace at `path`, or NULL with the error on standard error as the CLI prints it. */
static interaction_machine *load(const char *path) {
  uint64_t length = 0;
  char *text = read_file(path, &length);
  interaction_machine *machine = NULL;
  interaction_error *error = NULL;
  interaction_status status;
  if (text == NULL) {
    fprintf(stderr, "%s: error: cannot read the file\n", path);
    return NULL;
  }
  status = interaction_machine_new(text, length, &machine, &error);
  free(text);
  if (status != INTERACTION_STATUS_OK) {
    char message[4096];
    uint64_t message_length = 0;
    if (error != NULL &&
        interaction_error_text(error, message, sizeof message, &message_length) == INTERACTION_STATUS_OK) {
      fprintf(stderr, "%s:%.*s\n", path, (int)message_length, message);
    } else {
      fprintf(stderr, "%s: error: status %u\n", path, (unsigned)status);
    }
    interaction_error_free(error);
    return NULL;
  }
  return machine;
}

/* The host loop: wait for the next input or the next deadline, whichever comes first. */
static int replay(const char *path) {
  interaction_machine *machine = load(path);
  uint32_t count = 0, i;
  int64_t at, deadline;
  interaction_input input;
  if (machine == NULL) return 2;
  interaction_machine_trace_input_count(machine, &count);
  for (i = 0; i < count; i++) {
    interaction_machine_trace_input(machine, i, &at, &input); /* "wait" for the next input */
    while (interaction_machine_next_deadline(machine, &deadline) == INTERACTION_STATUS_OK && deadline <= at) {
      interaction_machine_advance(machine, deadline); /* a timer is due first */
      print_reports(stdout, machine);
    }
    interaction_machine_send(machine, &input, at);
    print_reports(stdout, machine);
  }
  while (interaction_machine_next_deadline(machine, &deadline) == INTERACTION_STATUS_OK) {
    interaction_machine_advance(machine, deadline); /* no more input: let the last animation finish */
    print_reports(stdout, machine);
  }
  interaction_machine_free(machine);
  return 0;
}

static int64_t monotonic_ns(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (int64_t)now.tv_sec * 1000000000 + now.tv_nsec;
}

/* ns per input through the ABI: the trace's inputs are read once, then sent pass after pass to fresh
   machines; the best pass is the figure (README, Performance). */
static int bench(const char *path, int passes) {
  interaction_machine *machine = load(path);
  uint32_t count = 0, i;
  interaction_input *inputs;
  int64_t *instants, best = -1;
  uint64_t reports = 0;
  int pass;
  if (machine == NULL) return 2;
  interaction_machine_trace_input_count(machine, &count);
  inputs = (interaction_input *)malloc(sizeof *inputs * (count ? count : 1));
  instants = (int64_t *)malloc(sizeof *instants * (count ? count : 1));
  if (inputs == NULL || instants == NULL) return 2;
  for (i = 0; i < count; i++) interaction_machine_trace_input(machine, i, &instants[i], &inputs[i]);
  interaction_machine_free(machine);
  for (pass = 0; pass <= passes; pass++) {
    interaction_machine *fresh = load(path);
    int64_t start, elapsed;
    if (fresh == NULL) return 2;
    start = monotonic_ns();
    for (i = 0; i < count; i++) {
      const interaction_report *last;
      uint32_t n = 0;
      interaction_machine_send(fresh, &inputs[i], instants[i]);
      interaction_machine_reports(fresh, &last, &n);
      reports += n;
    }
    elapsed = monotonic_ns() - start;
    if (pass > 0 && (best < 0 || elapsed < best)) best = elapsed;
    interaction_machine_free(fresh);
  }
  printf("{\"c_abi_ns_per_event\": %.2f, \"inputs\": %u, \"passes\": %d, \"reports\": %llu}\n",
         count ? (double)best / count : 0.0, (unsigned)count, passes, (unsigned long long)reports);
  free(inputs);
  free(instants);
  return 0;
}

int main(int argc, char **argv) {
  int i, status = 0;
  if (!INTERACTION_ABI_IS_COMPATIBLE()) {
    fprintf(stderr, "c-host: the library's ABI %u (serving %u and later) does not serve ABI %d\n",
            (unsigned)interaction_abi_version(), (unsigned)interaction_min_compatible_abi_version(),
            INTERACTION_ABI_VERSION);
    return 2;
  }
  if (argc >= 3 && strcmp(argv[1], "--bench") == 0) {
    return bench(argv[2], argc >= 4 ? atoi(argv[3]) : 10);
  }
  if (argc < 2) {
    fprintf(stderr, "usage: c-host TRACE...\n       c-host --bench TRACE [PASSES]\n");
    return 2;
  }
  for (i = 1; i < argc; i++) {
    if (replay(argv[i]) != 0) status = 2;
    fflush(stdout);
  }
  return status;
}
