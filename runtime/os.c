/* os.c - node:os (the parts programs use to find their environment) and process.pid.
 *
 * tmpdir() follows Node: $TMPDIR, else $TMP, else $TEMP, else /tmp, without a
 * trailing slash; homedir() is $HOME, else the password database's entry;
 * the rest comes from uname(2), sysinfo(2) and sysconf(3).  Kiln targets
 * Linux on x86-64, so platform() is "linux" and arch() "x64". */
#define _GNU_SOURCE
#include "rt_internal.h"

#include <sched.h>

#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sysinfo.h>
#include <sys/utsname.h>
#include <unistd.h>

static const rt_str *cstr(const char *s) { return rt__str_from_utf8(s, strlen(s)); }

const rt_str *rt_os_tmpdir(void) {
  const char *names[3] = {"TMPDIR", "TMP", "TEMP"};
  for (int i = 0; i < 3; i++) {
    const char *v = getenv(names[i]);
    if (v && *v) {
      size_t n = strlen(v);
      if (n > 1 && v[n - 1] == '/') n--;
      return rt__str_from_utf8(v, n);
    }
  }
  return cstr("/tmp");
}

const rt_str *rt_os_homedir(void) {
  const char *h = getenv("HOME");
  if (h && *h) return cstr(h);
  struct passwd *pw = getpwuid(getuid());
  return cstr(pw && pw->pw_dir ? pw->pw_dir : "");
}

const rt_str *rt_os_hostname(void) {
  char buf[256];
  if (gethostname(buf, sizeof buf) != 0) buf[0] = 0;
  buf[sizeof buf - 1] = 0;
  return cstr(buf);
}

const rt_str *rt_os_type(void) { return cstr("Linux"); }
const rt_str *rt_os_platform(void) { return cstr("linux"); }
const rt_str *rt_os_arch(void) { return cstr("x64"); }
const rt_str *rt_os_endianness(void) { return cstr("LE"); }

const rt_str *rt_os_release(void) {
  struct utsname u;
  return cstr(uname(&u) == 0 ? u.release : "");
}

double rt_os_uptime(void) {
  struct sysinfo si;
  return sysinfo(&si) == 0 ? (double)si.uptime : 0;
}

double rt_os_totalmem(void) {
  struct sysinfo si;
  return sysinfo(&si) == 0 ? (double)si.totalram * si.mem_unit : 0;
}

double rt_os_freemem(void) {
  struct sysinfo si;
  return sysinfo(&si) == 0 ? (double)si.freeram * si.mem_unit : 0;
}

double rt_os_available_parallelism(void) {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0) return CPU_COUNT(&set);
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? (double)n : 1;
}

double rt_process_pid(void) { return (double)getpid(); }
