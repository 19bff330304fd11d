/* process.c - program lifetime and the process/Date/performance builtins. */
#define _GNU_SOURCE
#include "rt_internal.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int saved_argc;
static char **saved_argv;
static _Thread_local rt_env *argv_strs; /* built on first use; its slots are rt_str pointers */
static struct timespec start_time;

/* ---- stack overflow --------------------------------------------------------------
 *
 * Node throws a RangeError "Maximum call stack size exceeded" when recursion
 * exhausts its stack.  Compiled code has no stack check, so the kernel's
 * guard page stops it with SIGSEGV.  A handler on a small alternate stack
 * tells that fault (an address near the stack pointer) from others and ends
 * the process as Node ends one with that error uncaught: the output so far,
 * the error on stderr, status 1 (before, a segmentation fault, status 139).
 * A try/catch in the program does not see it (exceptions are not thrown
 * from a signal handler); any other fault keeps the default action.
 * (Under AddressSanitizer, which lets a program install its own SIGSEGV
 * handler, this one replaces its report.) */
#if defined(__x86_64__) && defined(__linux__)
static void on_segv(int sig, siginfo_t *si, void *ucv) {
  (void)sig;
  const ucontext_t *uc = ucv;
  uintptr_t sp = (uintptr_t)uc->uc_mcontext.gregs[REG_RSP], a = (uintptr_t)si->si_addr;
  if (a < sp + 65536 && a + ((uintptr_t)1 << 20) > sp) {
    rt__out_flush(&rt__stdout);
    static const char msg[] = "RangeError: Maximum call stack size exceeded\n";
    if (write(2, msg, sizeof msg - 1) < 0) _exit(1);
    _exit(1);
  }
  signal(SIGSEGV, SIG_DFL); /* the instruction faults again, with the default action */
}

/* The calling thread's alternate signal stack (pages touched only on use). */
void rt__stack_guard_thread(void) {
  size_t n = 32768;
  void *p = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) return;
  stack_t ss = {.ss_sp = p, .ss_size = n, .ss_flags = 0};
  if (sigaltstack(&ss, NULL) != 0) munmap(p, n);
}

static void stack_guard_init(void) {
  rt__stack_guard_thread();
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_segv;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGSEGV, &sa, NULL);
}
#else
void rt__stack_guard_thread(void) {}
static void stack_guard_init(void) {}
#endif

void rt_init(int argc, char **argv) {
  saved_argc = argc;
  saved_argv = argv;
  stack_guard_init();
  rt__gc_init();
  clock_gettime(CLOCK_MONOTONIC, &start_time);
}

/* process.exitCode: the status of a normal exit (and of process.exit()). */
static rt_value exit_code = RT_UNDEFINED;

void rt_process_set_exit_code(rt_value code) { exit_code = code; }
rt_value rt_process_get_exit_code(void) { return exit_code; }
int rt_exit_status(void) { return exit_code == RT_UNDEFINED ? 0 : rt_to_int32(rt_value_to_num(exit_code)) & 0xFF; }

/* process.on(event, f) and process.once: this thread's listeners of each
 * event in the order added (boxed closures; a `once` listener's slot in the
 * second array is true).  Events: 'exit' and 'beforeExit' (f(code)), then
 * the signals of SIGNALS (f(name)).  The collector scans each thread's TLS
 * block, which holds the arrays. */
#define N_EVENTS 8
enum { EV_EXIT, EV_BEFORE_EXIT, EV_UNHANDLED = 7 };
static const int SIGNALS[N_EVENTS] = {0, 0, SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, 0};
static const char *const SIGNAL_NAMES[N_EVENTS] = {"", "", "SIGINT", "SIGTERM", "SIGHUP", "SIGUSR1", "SIGUSR2", ""};
static _Thread_local rt_array *listeners[N_EVENTS], *listeners_once[N_EVENTS];
static _Thread_local bool exiting;

/* Starts watching a signal on this thread's loop (loop.c; weak: a program
 * that never uses the loop cannot listen to a signal without making one). */
void rt__signal_watch(int signum) __attribute__((weak));

void rt_process_on(double kind, const rt_closure *f) {
  int k = (int)kind & 15;
  if (k >= N_EVENTS) return;
  if (!listeners[k]) {
    listeners[k] = rt_array_new(RT_ELEM_VALUE, 2);
    listeners_once[k] = rt_array_new(RT_ELEM_VALUE, 2);
    if (SIGNALS[k] && rt__signal_watch) rt__signal_watch(SIGNALS[k]);
  }
  rt_array_push(listeners[k], rt_box_function(f));
  rt_array_push(listeners_once[k], (int)kind & 16 ? RT_TRUE : RT_FALSE);
}

/* process.on(name, f) with a name known only at run time (a variable of a
 * union of event names, a loop over signal names): the event by its name.
 * A name Kiln never emits ('warning', 'uncaughtException', ...) keeps no
 * listener: Node would hold one that this program's events never call. */
void rt_process_on_name(const rt_str *name, double once, const rt_closure *f) {
  static const char *const NAMES[N_EVENTS] = {"exit", "beforeExit", "SIGINT", "SIGTERM",
                                              "SIGHUP", "SIGUSR1", "SIGUSR2", "unhandledRejection"};
  const rt_str *n = rt__flat(name);
  if (n->flags & RT_STR_WIDE) return;
  for (int k = 0; k < N_EVENTS; k++)
    if (strlen(NAMES[k]) == n->len && !memcmp(NAMES[k], rt_str_bytes(n), n->len)) {
      rt_process_on(k + (once != 0 ? 16 : 0), f);
      return;
    }
}

/* Calls event k's listeners as Node's emit does: the list as it was when
 * the event began (a `once` listener removed before it is called), with
 * the code ('exit', 'beforeExit'), the signal's name, or the reason and
 * the promise ('unhandledRejection').  Whether there was any. */
static bool emit(int k, int code, rt_value reason, rt_object *promise) {
  rt_array *a = listeners[k], *once = listeners_once[k];
  uint32_t n = a ? (uint32_t)rt_array_length(a) : 0;
  if (!n) return false;
  rt_array *fs = rt_array_new(RT_ELEM_VALUE, n);
  rt_array *keep = rt_array_new(RT_ELEM_VALUE, n), *keep_once = rt_array_new(RT_ELEM_VALUE, n);
  for (uint32_t i = 0; i < n; i++) {
    rt_value f = rt_array_get(a, i);
    rt_array_push(fs, f);
    if (rt_array_get(once, i) != RT_TRUE) {
      rt_array_push(keep, f);
      rt_array_push(keep_once, RT_FALSE);
    }
  }
  listeners[k] = keep;
  listeners_once[k] = keep_once;
  const rt_str *name = SIGNALS[k] ? rt__str_from_utf8(SIGNAL_NAMES[k], strlen(SIGNAL_NAMES[k])) : NULL;
  for (uint32_t i = 0; i < n; i++) {
    const rt_closure *c = rt_unbox_function(rt_array_get(fs, i));
    if (k == EV_UNHANDLED) ((void (*)(void *, rt_value, rt_object *))c->fn)(c->env, reason, promise);
    else if (name) ((void (*)(void *, const rt_str *))c->fn)(c->env, name);
    else ((void (*)(void *, double))c->fn)(c->env, code);
  }
  return true;
}

static int signal_event(int signum) {
  for (int k = 2; k < N_EVENTS; k++)
    if (SIGNALS[k] == signum) return k;
  return -1;
}

/* Does the program listen to signal signum (its default action, and the
 * HTTP servers' graceful stop, then do not apply)? */
bool rt__process_listens(int signum) {
  int k = signal_event(signum);
  return k >= 0 && listeners[k] && rt_array_length(listeners[k]) > 0;
}

/* A signal arrived on this thread's loop (loop.c). */
void rt__process_signal(int signum) {
  int k = signal_event(signum);
  if (k >= 0) emit(k, 0, RT_UNDEFINED, NULL);
}

/* A rejected promise nothing handled (promise.c): whether listeners took it. */
bool rt__process_unhandled_rejection(rt_value reason, rt_object *promise) {
  return emit(EV_UNHANDLED, 0, reason, promise);
}

/* process.kill(pid[, signal]): signal a name of SIGNALS, SIGKILL, a number,
 * or SIGTERM when left out.  Throws as Node does when it fails. */
bool rt_process_kill(double pid, rt_value sig) {
  int signum = SIGTERM;
  if (rt__is_string(sig)) {
    size_t n = 0;
    char *name = rt__utf8_of(rt_unbox_string(sig), &n);
    signum = -1;
    for (int k = 2; k < N_EVENTS; k++)
      if (!strcmp(name, SIGNAL_NAMES[k])) signum = SIGNALS[k];
    if (!strcmp(name, "SIGKILL")) signum = SIGKILL;
    if (!strcmp(name, "SIGQUIT")) signum = SIGQUIT;
    if (signum < 0) {
      char msg[96];
      snprintf(msg, sizeof msg, "Unknown signal: %.60s", name);
      free(name);
      rt_throw_error("TypeError", msg);
    }
    free(name);
  } else if (sig != RT_UNDEFINED) {
    signum = rt_to_int32(rt_value_to_num(sig));
  }
  if (kill((pid_t)pid, signum) != 0)
    rt_throw_error("Error", errno == ESRCH ? "kill ESRCH" : errno == EPERM ? "kill EPERM" : "kill EINVAL");
  return true;
}

/* 'beforeExit': the loop has nothing left to do (rt_loop_run, main.c).
 * Whether a listener ran (it may have given the loop more work). */
bool rt__process_before_exit(void) { return !exiting && emit(EV_BEFORE_EXIT, rt_exit_status(), RT_UNDEFINED, NULL); }

/* Every exit but a signal's: process.exit(), the end of the program, an
 * uncaught error (1), an unsettled top-level await (13).  'exit' listeners
 * run first, once, with the code (which becomes process.exitCode unless the
 * program ends normally without one); then the status is process.exitCode
 * as they left it.  A listener that calls process.exit() ends it there. */
_Noreturn void rt_exit(int code) {
  if (!exiting && listeners[0]) {
    exiting = true;
    if (code != 0 || exit_code != RT_UNDEFINED) exit_code = rt_box_number(code);
    emit(EV_EXIT, code, RT_UNDEFINED, NULL);
    code = rt_exit_status();
  }
  rt__out_flush(&rt__stdout);
  exit(code);
}

_Noreturn void rt_process_exit(rt_value code) {
  if (code != RT_UNDEFINED) exit_code = code;
  rt_exit(rt_exit_status());
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
