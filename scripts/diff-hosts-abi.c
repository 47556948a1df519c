/*
 * scripts/diff-hosts-abi TRACE...: each trace through the C ABI's ways of replaying, for scripts/diff-hosts.
 * Prints, for each trace, a line "\x1e PATH" and then interaction_replay's transcript (or the error as
 * the CLI prints it, `PATH:LINE:COLUMN: error: ...`), and compares with it a host loop over the trace's
 * inputs sent by interaction_machine_send, _send_reports, _send_at_reports, _send_fields (where every
 * instant lies within +-2^53 ns, the range its double instant is exact in) and each input's text read
 * back (interaction_machine_input_text, then interaction_machine_parse_input): a difference is the line
 * "\x1e DIFF PATH HOW line N". C99.
 */
#include "interaction.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char *data; size_t len, cap; } buf;
static void put(buf *b, const char *s, size_t n) {
  if (b->len + n + 1 > b->cap) {
    b->cap = (b->len + n + 1) * 2;
    b->data = realloc(b->data, b->cap);
  }
  memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = 0;
}
static void puts_(buf *b, const char *s) { put(b, s, strlen(s)); }

static char *read_file(const char *path, uint64_t *out) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *d = malloc(n + 1);
  *out = fread(d, 1, n, f);
  fclose(f);
  return d;
}

static void line(buf *b, const interaction_machine *m, const interaction_report *r, const interaction_effect *e,
                 uint32_t ec) {
  static char tmp[1 << 16];
  uint64_t len = 0;
  interaction_status s = interaction_machine_report_text(m, r, e, ec, tmp, sizeof tmp, &len);
  if (s != INTERACTION_STATUS_OK) {
    char t[64];
    snprintf(t, sizeof t, "(report_text status %u)\n", (unsigned)s);
    puts_(b, t);
    return;
  }
  put(b, tmp, len);
  puts_(b, "\n");
}

static void all_reports(buf *b, interaction_machine *m) {
  const interaction_report *r;
  const interaction_effect *e;
  uint32_t rc, ec;
  interaction_machine_reports(m, &r, &rc);
  interaction_machine_effects(m, &e, &ec);
  for (uint32_t i = 0; i < rc; i++) line(b, m, &r[i], e, ec);
}

static void drain(buf *b, interaction_machine *m) {
  int64_t d;
  while (interaction_machine_next_deadline(m, &d) == INTERACTION_STATUS_OK) {
    interaction_machine_advance(m, d);
    all_reports(b, m);
  }
}

static void status_line(buf *b, const char *what, interaction_status s) {
  if (s == INTERACTION_STATUS_OK || s == INTERACTION_STATUS_TIME_WENT_BACKWARDS) return;
  char t[96];
  snprintf(t, sizeof t, "(%s status %u)\n", what, (unsigned)s);
  puts_(b, t);
}

/* mode 0: send_reports; 1: send_fields; 2: send_at_reports; 3: parse_input(input_text); 4: send + reports */
static void run(buf *b, const char *text, uint64_t n, int mode) {
  interaction_machine *m = NULL;
  if (interaction_machine_new(text, n, &m, NULL) != INTERACTION_STATUS_OK) return;
  uint32_t count = 0;
  interaction_machine_trace_input_count(m, &count);
  for (uint32_t i = 0; i < count; i++) {
    int64_t at;
    interaction_input in;
    interaction_machine_trace_input(m, i, &at, &in);
    interaction_status s;
    if (mode == 0) {
      const interaction_report *r;
      uint32_t rc;
      s = interaction_machine_send_reports(m, &in, at, &r, &rc);
      status_line(b, "send_reports", s);
      const interaction_effect *e;
      uint32_t ec;
      interaction_machine_effects(m, &e, &ec);
      for (uint32_t k = 0; k < rc; k++) line(b, m, &r[k], e, ec);
    } else if (mode == 1) {
      const interaction_report *r;
      uint32_t rc;
      const interaction_effect_code *codes;
      uint32_t cc;
      s = interaction_machine_send_fields(m, in.verb, in.key, (double)in.x, (double)in.y, (double)in.force, in.name,
                                          (double)at, &r, &rc, &codes, &cc);
      status_line(b, "send_fields", s);
      interaction_effect *e = calloc(cc + 1, sizeof *e);
      interaction_status ds = interaction_machine_decode_effects(m, codes, cc, e);
      status_line(b, "decode", ds);
      for (uint32_t k = 0; k < rc; k++) line(b, m, &r[k], e, cc);
      free(e);
    } else if (mode == 2) {
      const interaction_report *r;
      uint32_t rc;
      const interaction_effect *e;
      uint32_t ec;
      s = interaction_machine_send_at_reports(m, &in, &at, &r, &rc, &e, &ec);
      status_line(b, "send_at_reports", s);
      for (uint32_t k = 0; k < rc; k++) line(b, m, &r[k], e, ec);
    } else if (mode == 3) {
      char t[4096];
      uint64_t len = 0;
      interaction_status ts = interaction_machine_input_text(m, &in, t, sizeof t, &len);
      status_line(b, "input_text", ts);
      interaction_input again;
      memset(&again, 0, sizeof again);
      interaction_error *err = NULL;
      interaction_status ps = interaction_machine_parse_input(m, t, len, &again, &err);
      status_line(b, "parse_input", ps);
      if (err) interaction_error_free(err);
      s = interaction_machine_send(m, &again, at);
      status_line(b, "send", s);
      all_reports(b, m);
    } else {
      s = interaction_machine_send(m, &in, at);
      status_line(b, "send", s);
      all_reports(b, m);
    }
  }
  drain(b, m);
  interaction_machine_free(m);
}

int main(int argc, char **argv) {
  const char *names[] = {"send_reports", "send_fields", "send_at_reports", "text_roundtrip", "send"};
  for (int a = 1; a < argc; a++) {
    uint64_t n;
    char *text = read_file(argv[a], &n);
    printf("\x1e %s\n", argv[a]);
    if (!text) {
      printf("%s: error: cannot read the file\n", argv[a]);
      continue;
    }
    uint64_t need = 0;
    interaction_error *err = NULL;
    buf ref = {0};
    interaction_status s = interaction_replay(text, n, NULL, 0, &need, &err);
    if (s != INTERACTION_STATUS_BUFFER_TOO_SMALL && s != INTERACTION_STATUS_OK) {
      char msg[8192];
      uint64_t ml = 0;
      if (err) interaction_error_text(err, msg, sizeof msg, &ml);
      printf("%s:%.*s\n", argv[a], (int)ml, msg);
      interaction_error_free(err);
      free(text);
      continue;
    }
    ref.data = malloc(need + 1);
    ref.cap = need + 1;
    interaction_replay(text, n, ref.data, need, &need, NULL);
    ref.len = need;
    fwrite(ref.data, 1, ref.len, stdout);
    int exact_doubles = 1;
    {
      interaction_machine *m = NULL;
      uint32_t count = 0;
      if (interaction_machine_new(text, n, &m, NULL) == INTERACTION_STATUS_OK) {
        interaction_machine_trace_input_count(m, &count);
        for (uint32_t i = 0; i < count; i++) {
          int64_t at;
          interaction_input in;
          interaction_machine_trace_input(m, i, &at, &in);
          if (at > 9007199254740992LL || at < -9007199254740992LL) exact_doubles = 0;
        }
        interaction_machine_free(m);
      }
    }
    for (int mode = 0; mode < 5; mode++) {
      if (mode == 1 && !exact_doubles) continue;
      buf b = {0};
      puts_(&b, "");
      run(&b, text, n, mode);
      if (b.len != ref.len || memcmp(b.data, ref.data, ref.len) != 0) {
        size_t i = 0, ln = 1;
        while (i < b.len && i < ref.len && b.data[i] == ref.data[i]) {
          if (b.data[i] == '\n') ln++;
          i++;
        }
        printf("\x1e DIFF %s %s line %u\n", argv[a], names[mode], (unsigned)ln);
      }
      free(b.data);
    }
    free(ref.data);
    free(text);
  }
  return 0;
}
