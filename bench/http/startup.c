/* startup.c - exec to the first successful GET /health, for the start-up
 * figure of bench/README.md without the polling overhead of a script:
 *
 *   cc -O2 -o /tmp/startup bench/http/startup.c
 *   /tmp/startup RUNS PORT CMD [ARGS...]     (CMD gets PORT in its environment)
 *
 * Each run forks and execs CMD (run r listens on PORT + r, so that no run
 * waits for the last one's socket to go), connects to it every 100 us
 * until the connection succeeds, sends one GET /health and waits for the
 * "HTTP/1.1 200" of the answer, then kills CMD (SIGKILL) and reaps it.
 * Prints every run's milliseconds and the median, min and max, and the
 * median CPU time (user + system) and minor page faults of the service
 * (wait4's rusage: what the load of a shared machine inflates least). */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: startup RUNS PORT CMD [ARGS...]\n");
    return 2;
  }
  int runs = atoi(argv[1]), port0 = atoi(argv[2]);
  double *ms = calloc((size_t)runs, sizeof *ms), *cpu = calloc((size_t)runs, sizeof *cpu);
  double *flt = calloc((size_t)runs, sizeof *flt);
  static const char req[] = "GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
  for (int r = 0; r < runs; r++) {
    int port = port0 + r;
    char ps[16];
    snprintf(ps, sizeof ps, "%d", port);
    setenv("PORT", ps, 1);
    struct sockaddr_in sa = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    double t0 = now_ms();
    pid_t pid = fork();
    if (pid == 0) {
      int nul = open("/dev/null", 1);
      dup2(nul, 1);
      execvp(argv[3], argv + 3);
      _exit(127);
    }
    for (;;) {
      int s = socket(AF_INET, SOCK_STREAM, 0);
      if (connect(s, (struct sockaddr *)&sa, sizeof sa) == 0) {
        char buf[64];
        ssize_t n = 0;
        if (write(s, req, sizeof req - 1) == (ssize_t)sizeof req - 1) n = read(s, buf, sizeof buf);
        close(s);
        if (n >= 12 && memcmp(buf, "HTTP/1.1 200", 12) == 0) break;
        fprintf(stderr, "startup: no 200 from the service\n");
        kill(pid, SIGKILL);
        return 1;
      }
      close(s);
      int st;
      if (waitpid(pid, &st, WNOHANG) == pid) {
        fprintf(stderr, "startup: the service exited\n");
        return 1;
      }
      usleep(100);
    }
    ms[r] = now_ms() - t0;
    kill(pid, SIGKILL);
    struct rusage ru;
    wait4(pid, NULL, 0, &ru);
    cpu[r] = ru.ru_utime.tv_sec * 1e3 + ru.ru_utime.tv_usec / 1e3 + ru.ru_stime.tv_sec * 1e3 + ru.ru_stime.tv_usec / 1e3;
    flt[r] = (double)ru.ru_minflt;
    printf("%.2f ms (cpu %.2f ms, %.0f faults)\n", ms[r], cpu[r], flt[r]);
  }
  qsort(ms, (size_t)runs, sizeof *ms, cmp);
  qsort(cpu, (size_t)runs, sizeof *cpu, cmp);
  qsort(flt, (size_t)runs, sizeof *flt, cmp);
  printf("median %.2f ms, min %.2f, max %.2f (%d runs); service cpu median %.2f ms, %.0f minor faults\n",
         ms[runs / 2], ms[0], ms[runs - 1], runs, cpu[runs / 2], flt[runs / 2]);
  return 0;
}
