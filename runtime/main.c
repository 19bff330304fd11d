/* main.c - the program entry point; alone in its file so unit tests can bring their own main(). */
#include "kiln_rt.h"

int main(int argc, char **argv) {
  rt_init(argc, argv);
  kiln_main();
  rt_exit(0);
}
