/* main.c - the program entry point; alone in its file so unit tests can bring their own main(). */
#include <unistd.h>

#include "kiln_rt.h"

/* Declared weak here (it is in kiln_loop.h): a program that never uses the
 * event loop does not link runtime/loop.c, libuv or llhttp, and the call is
 * skipped.  One that does runs its loop until nothing is left to do. */
void rt_loop_run(void) __attribute__((weak));
int rt_workers_count(void) __attribute__((weak));
void rt_workers_run(int n, void (*entry)(void *arg, int worker), void *arg) __attribute__((weak));
bool rt_async_main_unsettled(void) __attribute__((weak));

static void worker(void *arg, int index) {
  (void)arg;
  (void)index;
  kiln_main();
}

int main(int argc, char **argv) {
  rt_init(argc, argv);
  /* KILN_WORKERS=N: N threads each run the program (module state and heap
   * per thread) and its event loop; servers share their ports. */
  if (rt_workers_count && rt_workers_count() > 1) {
    rt_workers_run(rt_workers_count(), worker, NULL);
    rt_exit(rt_exit_status());
  }
  kiln_main();
  if (rt_loop_run) rt_loop_run();
  if (rt_async_main_unsettled && rt_async_main_unsettled()) { /* a top-level await that never settled */
    static const char w[] = "Warning: Detected unsettled top-level await\n";
    if (write(2, w, sizeof w - 1) < 0) rt_exit(13);
    rt_exit(13);
  }
  rt_exit(rt_exit_status());
}
