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
 * It spells no word of the machine: each line is the core's (`interaction_machine_report_text`), and a
 * status's name is asked for (`interaction_status_name`).
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
/* Text: every line is the core's own (interaction_machine_report_text)                             */
/* ------------------------------------------------------------------------------------------------ */

/* One transcript line per report of the machine's last call. The host writes no word of its own: the
   core writes each line, byte for byte what `interaction-sim replay` prints. */
static void print_reports(FILE *out, const interaction_machine *machine) {
  static char line[1024];
  const interaction_report *reports;
  const interaction_effect *effects;
  uint32_t report_count, effect_count, r;
  if (interaction_machine_reports(machine, &reports, &report_count) != INTERACTION_STATUS_OK) return;
  if (interaction_machine_effects(machine, &effects, &effect_count) != INTERACTION_STATUS_OK) return;
  for (r = 0; r < report_count; r++) {
    uint64_t length = 0;
    interaction_status status =
        interaction_machine_report_text(machine, &reports[r], effects, effect_count, line, sizeof line, &length);
    if (status == INTERACTION_STATUS_BUFFER_TOO_SMALL) {
      char *larger = (char *)malloc((size_t)length);
      if (larger != NULL &&
          interaction_machine_report_text(machine, &reports[r], effects, effect_count, larger, length,
                                          &length) == INTERACTION_STATUS_OK) {
        fwrite(larger, 1, (size_t)length, out);
        fputc('\n', out);
      }
      free(larger);
    } else if (status == INTERACTION_STATUS_OK) {
      fwrite(line, 1, (size_t)length, out);
      fputc('\n', out);
    } else {
      const char *name;
      uint32_t name_length;
      interaction_status_name(status, &name, &name_length);
      fprintf(out, "(report %u: %s)\n", (unsigned)r, name);
    }
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
