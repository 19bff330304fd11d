/* options.c - what kiln and kilnd share about a build: its command line, the variables it reads, the stdio sink. */
#include "build.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const char *const kd_env_names[] = {
    "KILN_RUNTIME", "KILN_CACHE_DIR", "KILN_CACHE", "KILN_CACHE_MAX", "XDG_CACHE_HOME", "HOME",
    "PATH", "LIBRARY_PATH", "COMPILER_PATH", "GCC_EXEC_PREFIX", "LD_LIBRARY_PATH", "KILN_WHOLE_PROGRAM",
    "KILN_REMOTE_CACHE", "KILN_REMOTE_CACHE_UPLOAD", "KILN_REMOTE_CACHE_TIMEOUT", "http_proxy", "https_proxy",
    "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY", NULL};

const char *const kd_linker_env_names[] = {"PATH", "LIBRARY_PATH", "COMPILER_PATH", "GCC_EXEC_PREFIX",
                                           "LD_LIBRARY_PATH", "KILN_LINK_VIA_CC", "KILN_LINK_SPAWN", NULL};

/* ---- sinks ------------------------------------------------------------------------ */

static int stdio_write(kd_sink *s, int stream, const void *data, size_t n) {
  const char *p = data;
  while (n > 0) {
    ssize_t w = write(stream == 1 ? STDOUT_FILENO : STDERR_FILENO, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w < 0) return -1;
    p += w;
    n -= (size_t)w;
  }
  return 0;
}

kd_sink kd_sink_stdio = {stdio_write, NULL};

void kd_sink_printf(kd_sink *s, int stream, const char *fmt, ...) {
  char small[1024];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(small, sizeof small, fmt, ap);
  va_end(ap);
  if (n < 0) return;
  if ((size_t)n < sizeof small) {
    s->write(s, stream, small, (size_t)n);
    return;
  }
  char *big = malloc((size_t)n + 1);
  if (!big) return;
  va_start(ap, fmt);
  vsnprintf(big, (size_t)n + 1, fmt, ap);
  va_end(ap);
  s->write(s, stream, big, (size_t)n);
  free(big);
}


int kd_parse_size(const char *s, uint64_t *out) {
  char *end;
  double v = strtod(s, &end);
  if (end == s || v < 0) return -1;
  switch (*end) {
  case 'k': case 'K': v *= 1024; end++; break;
  case 'm': case 'M': v *= 1024 * 1024; end++; break;
  case 'g': case 'G': v *= 1024.0 * 1024 * 1024; end++; break;
  default: break;
  }
  if (*end == 'B' || *end == 'b') end++;
  if (*end) return -1;
  *out = (uint64_t)v;
  return 0;
}

int kd_options_parse(int argc, char **argv, int is_run, kd_options *o, kd_sink *s) {
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--") == 0) {
      if (!is_run) {
        kd_sink_printf(s, 2, "kiln: error: '--' is only meaningful for 'kiln run'\n");
        return -1;
      }
      o->run_args = argv + i + 1;
      o->run_nargs = argc - i - 1;
      break;
    } else if (strcmp(a, "-o") == 0 && !is_run) {
      if (++i >= argc) {
        kd_sink_printf(s, 2, "kiln: error: -o needs a file name\n");
        return -1;
      }
      o->output = argv[i];
    } else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3]) {
      o->opt = a[2] - '0';
    } else if (strcmp(a, "-v") == 0) {
      o->verbose = 1;
    } else if (strcmp(a, "--no-cache") == 0) {
      o->no_cache = 1;
    } else if (strcmp(a, "--no-daemon") == 0) {
      o->no_daemon = 1;
    } else if (strcmp(a, "--stats=json") == 0) {
      o->stats_json = 1;
    } else if (strcmp(a, "--explain") == 0) {
      o->explain = 1;
    } else if (strcmp(a, "-j") == 0 || (a[1] == 'j' && a[0] == '-' && a[2]) || strncmp(a, "--jobs=", 7) == 0) {
      const char *v = a[1] == 'j' ? (a[2] ? a + 2 : (i + 1 < argc ? argv[++i] : "")) : a + 7;
      char *end;
      long j = strtol(v, &end, 10);
      if (!*v || *end || j < 1 || j > 64) {
        kd_sink_printf(s, 2, "kiln: error: -j wants a number of threads from 1 to 64, not '%s'\n", v);
        return -1;
      }
      o->jobs = (int)j;
    } else if (strcmp(a, "--remote-cache") == 0 || strncmp(a, "--remote-cache=", 15) == 0) {
      if (!a[14] && ++i >= argc) {
        kd_sink_printf(s, 2, "kiln: error: --remote-cache needs a URL\n");
        return -1;
      }
      o->remote_cache = a[14] ? a + 15 : argv[i];
    } else if (strncmp(a, "--remote-cache-upload=", 22) == 0) {
      const char *v = a + 22;
      if (!strcmp(v, "true") || !strcmp(v, "1")) o->remote_upload = 1;
      else if (!strcmp(v, "false") || !strcmp(v, "0")) o->remote_upload = -1;
      else {
        kd_sink_printf(s, 2, "kiln: error: --remote-cache-upload wants true or false, not '%s'\n", v);
        return -1;
      }
    } else if (strncmp(a, "--remote-cache-timeout=", 23) == 0) {
      char *end;
      double v = strtod(a + 23, &end);
      if (end == a + 23 || *end || !(v > 0 && v <= 3600)) {
        kd_sink_printf(s, 2, "kiln: error: --remote-cache-timeout wants seconds (0 < N <= 3600), not '%s'\n", a + 23);
        return -1;
      }
      o->remote_timeout_s = v;
    } else if (strncmp(a, "--emit=", 7) == 0 && !is_run) {
      const char *k = a + 7;
      if (!strcmp(k, "exe")) o->emit = KD_EMIT_EXE;
      else if (!strcmp(k, "obj")) o->emit = KD_EMIT_OBJ;
      else if (!strcmp(k, "ir")) o->emit = KD_EMIT_IR;
      else if (!strcmp(k, "llvm")) o->emit = KD_EMIT_LLVM;
      else {
        kd_sink_printf(s, 2, "kiln: error: unknown --emit kind '%s' (exe, obj, ir, llvm)\n", k);
        return -1;
      }
    } else if (a[0] == '-' && a[1]) {
      kd_sink_printf(s, 2, "kiln: error: unknown option '%s' (see kiln --help)\n", a);
      return -1;
    } else if (!o->input) {
      o->input = a;
      if (is_run) { /* everything after the program is its arguments */
        int j = i + 1;
        if (j < argc && strcmp(argv[j], "--") == 0) j++;
        o->run_args = argv + j;
        o->run_nargs = argc - j;
        break;
      }
    } else {
      kd_sink_printf(s, 2, "kiln: error: more than one input file ('%s' and '%s')\n", o->input, a);
      return -1;
    }
  }
  if (!o->input) {
    kd_sink_printf(s, 2, "kiln: error: no input file (see kiln --help)\n");
    return -1;
  }
  return 0;
}

