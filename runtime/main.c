/* main.c - the program entry point; alone in its file so unit tests can bring their own main(). */
#include "kiln_rt.h"

/* Declared weak here (it is in kiln_loop.h): a program that never uses the
 * event loop does not link runtime/loop.c, libuv or llhttp, and the call is
 * skipped.  One that does runs its loop until nothing is left to do. */
void rt_loop_run(void) __attribute__((weak));

int main(int argc, char **argv) {
  rt_init(argc, argv);
  kiln_main();
  if (rt_loop_run) rt_loop_run();
  rt_exit(0);
}
