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
#include <uv.h>

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

/* os.cpus(): one { model, speed, times: { user, nice, sys, idle, irq } }
 * per CPU, from libuv's uv_cpu_info as Node's (speed in MHz, times in ms);
 * an empty array when the system does not say. */
RT__STATIC_STR(s_model, "model");
RT__STATIC_STR(s_speed, "speed");
RT__STATIC_STR(s_times, "times");
RT__STATIC_STR(s_user, "user");
RT__STATIC_STR(s_nice, "nice");
RT__STATIC_STR(s_sys, "sys");
RT__STATIC_STR(s_idle, "idle");
RT__STATIC_STR(s_irq, "irq");
static const rt_str *const times_names[5] = {RT__STR(s_user), RT__STR(s_nice), RT__STR(s_sys), RT__STR(s_idle),
                                            RT__STR(s_irq)};
static const uint8_t times_types[5] = {RT_SLOT_F64, RT_SLOT_F64, RT_SLOT_F64, RT_SLOT_F64, RT_SLOT_F64};
static const uint64_t times_refs[1] = {0};
static const rt_class times_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = &rt__str_empty,
                                     .size = 16 + 8 * 5, .nslots = 5, .refs = times_refs,
                                     .slot_names = times_names, .slot_types = times_types};
static const rt_str *const cpu_names[3] = {RT__STR(s_model), RT__STR(s_speed), RT__STR(s_times)};
static const uint8_t cpu_types[3] = {RT_SLOT_STR, RT_SLOT_F64, RT_SLOT_OBJECT};
static const uint64_t cpu_refs[1] = {0x5}; /* model and times */
static const rt_class cpu_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = &rt__str_empty,
                                   .size = 16 + 8 * 3, .nslots = 3, .refs = cpu_refs,
                                   .slot_names = cpu_names, .slot_types = cpu_types};

static void set_f64(rt_object *o, uint32_t i, double d) { __builtin_memcpy(&o->slots[i], &d, sizeof d); }

rt_array *rt_os_cpus(void) {
  uv_cpu_info_t *info = NULL;
  int n = 0;
  if (uv_cpu_info(&info, &n) != 0) n = 0;
  rt_array *a = rt_array_new(RT_ELEM_PTR, (uint32_t)n);
  for (int i = 0; i < n; i++) {
    rt_object *t = rt_object_new(&times_class);
    set_f64(t, 0, (double)info[i].cpu_times.user);
    set_f64(t, 1, (double)info[i].cpu_times.nice);
    set_f64(t, 2, (double)info[i].cpu_times.sys);
    set_f64(t, 3, (double)info[i].cpu_times.idle);
    set_f64(t, 4, (double)info[i].cpu_times.irq);
    rt_object *o = rt_object_new(&cpu_class);
    o->slots[0] = (uint64_t)(uintptr_t)cstr(info[i].model ? info[i].model : "");
    set_f64(o, 1, (double)info[i].speed);
    o->slots[2] = (uint64_t)(uintptr_t)t;
    rt_array_push(a, rt_box_object(o));
  }
  if (info) uv_free_cpu_info(info, n);
  return a;
}

double rt_process_pid(void) { return (double)getpid(); }
