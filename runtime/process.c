/* process.c - program lifetime and the process/Date/performance builtins. */
#define _GNU_SOURCE
#include "rt_internal.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int saved_argc;
static char **saved_argv;
static _Thread_local rt_env *argv_strs; /* built on first use; its slots are rt_str pointers */
static struct timespec start_time;

void rt_init(int argc, char **argv) {
  saved_argc = argc;
  saved_argv = argv;
  rt__gc_init();
  clock_gettime(CLOCK_MONOTONIC, &start_time);
}

_Noreturn void rt_exit(int code) {
  rt__out_flush(&rt__stdout);
  exit(code);
}

/* process.exitCode: the status of a normal exit (and of process.exit()). */
static rt_value exit_code = RT_UNDEFINED;

void rt_process_set_exit_code(rt_value code) { exit_code = code; }
rt_value rt_process_get_exit_code(void) { return exit_code; }
int rt_exit_status(void) { return exit_code == RT_UNDEFINED ? 0 : rt_to_int32(rt_value_to_num(exit_code)) & 0xFF; }

_Noreturn void rt_process_exit(rt_value code) {
  rt_exit(code == RT_UNDEFINED ? rt_exit_status() : rt_to_int32(rt_value_to_num(code)) & 0xFF);
}

/* Node's argv is [node, script, args...]; ours is [exe, exe, args...], with
 * exe absolute, so that user arguments start at index 2 either way. */
static void argv_build(void) {
  int n = saved_argc > 0 ? saved_argc + 1 : 2;
  argv_strs = rt_env_new((uint32_t)n);
  char path[PATH_MAX];
  ssize_t len = readlink("/proc/self/exe", path, sizeof path - 1);
  if (len < 0) {
    const char *a0 = saved_argc > 0 ? saved_argv[0] : "";
    len = (ssize_t)strlen(a0);
    if (!realpath(a0, path)) memcpy(path, a0, (size_t)len + 1);
    else len = (ssize_t)strlen(path);
  }
  const rt_str *exe = rt__str_from_utf8(path, (size_t)len);
  argv_strs->slots[0] = argv_strs->slots[1] = (uintptr_t)exe;
  for (int i = 1; i < saved_argc; i++)
    argv_strs->slots[i + 1] = (uintptr_t)rt__str_from_utf8(saved_argv[i], strlen(saved_argv[i]));
}

double rt_process_argv_length(void) { return saved_argc > 0 ? saved_argc + 1 : 2; }

/* process.argv as an array: one per thread (module state is per worker),
 * the same array every time, as in Node (a program may shift() it).  The
 * collector scans each thread's TLS block, which holds the pointer. */
static _Thread_local rt_array *argv_array;
rt_array *rt_process_argv(void) {
  if (argv_array) return argv_array;
  uint32_t n = (uint32_t)rt_process_argv_length();
  rt_array *a = rt_array_new(RT_ELEM_PTR, n);
  for (uint32_t i = 0; i < n; i++) rt_array_push(a, rt_box_string(rt_process_argv_get(i)));
  argv_array = a;
  return a;
}


const rt_str *rt_process_argv_get(double i) {
  if (!(i >= 0 && i < rt_process_argv_length()) || i != (int)i) return &rt_str_undefined;
  if (!argv_strs) argv_build();
  return (const rt_str *)(uintptr_t)argv_strs->slots[(int)i];
}

double rt_date_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (double)ts.tv_sec * 1000 + (double)(ts.tv_nsec / 1000000);
}

double rt_performance_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)(ts.tv_sec - start_time.tv_sec) * 1000 + (double)(ts.tv_nsec - start_time.tv_nsec) / 1e6;
}
