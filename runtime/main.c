/* main.c - the program entry point; alone in its file so unit tests can bring their own main(). */
#include <malloc.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#include "kiln_rt.h"

/* Declared weak here (it is in kiln_loop.h): a program that never uses the
 * event loop does not link runtime/loop.c, libuv or llhttp, and the call is
 * skipped.  One that does runs its loop until nothing is left to do. */
void rt_loop_run(void) __attribute__((weak));
int rt_workers_count(void) __attribute__((weak));
void rt_workers_run(int n, void (*entry)(void *arg, int worker), void *arg) __attribute__((weak));
bool rt_async_main_unsettled(void) __attribute__((weak));

/* OpenSSL's CPU probe, called from _init in a program that links libcrypto
 * (backend/link.c: --wrap=OPENSSL_cpuid_setup): nothing until
 * runtime/crypto.c's first use publishes the real one (see there). */
extern void (*rt__ossl_cpuid_setup)(void) __attribute__((weak));
void __wrap_OPENSSL_cpuid_setup(void);
void __wrap_OPENSSL_cpuid_setup(void) {
  void (*f)(void) = &rt__ossl_cpuid_setup ? __atomic_load_n(&rt__ossl_cpuid_setup, __ATOMIC_ACQUIRE) : NULL;
  if (f) f();
}

static void worker(void *arg, int index) {
  (void)arg;
  (void)index;
  kiln_main();
}

/* malloc's heap as the C library's start-up left it: the first sbrk took
 * 132 KB (the request and M_TOP_PAD), of which the runtime's and libuv's
 * start-up then write a page here and there (the event loop, the 64 KB
 * stdout and HTTP read buffers, whose headers land 64 KB apart): some eight
 * page faults, 25-60 microseconds each on a virtual machine.  One
 * madvise(MADV_POPULATE_WRITE) over the heap costs about a microsecond a
 * page; RSS grows by the heap's untouched pages, about 100 KB.  Main thread
 * only, once (workers have arenas of their own). */
static void prefault_heap(void) {
#if defined(__linux__) && defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 33)
  struct mallinfo2 mi = mallinfo2();
  uintptr_t top = (uintptr_t)sbrk(0);
  if (mi.arena == 0 || mi.arena > ((size_t)1 << 20) || top == (uintptr_t)-1 || top < mi.arena) return;
  uintptr_t start = (top - mi.arena + 4095) & ~(uintptr_t)4095;
  if (start < top) madvise((void *)start, top - start, 23 /* MADV_POPULATE_WRITE */);
#endif
}

int main(int argc, char **argv) {
  prefault_heap();
  rt_init(argc, argv);
  /* KILN_WORKERS=N: N threads each run the program (module state and heap
   * per thread) and its event loop; servers share their ports. */
  if (rt_workers_count && rt_workers_count() > 1) {
    rt_workers_run(rt_workers_count(), worker, NULL);
    rt_exit(rt_exit_status());
  }
  kiln_main();
  if (rt_loop_run) rt_loop_run(); /* (which emits 'beforeExit' when its work is done) */
  else rt__process_before_exit();
  if (rt_async_main_unsettled && rt_async_main_unsettled()) { /* a top-level await that never settled */
    static const char w[] = "Warning: Detected unsettled top-level await\n";
    if (write(2, w, sizeof w - 1) < 0) rt_exit(13);
    rt_exit(13);
  }
  rt_exit(rt_exit_status());
}

/* The executable's entry point (backend/link.c links with -e kiln__start):
 * MADV_POPULATE_WRITE over the pages that every start-up writes, then
 * glibc's _start as usual.  On a virtual machine each first write to a page
 * is a page fault that traps to the hypervisor, 25-60 microseconds of CPU
 * here; populating the same pages with one system call costs about a
 * microsecond each.  Three ranges, each a page or a few that are written
 * anyway before the first request is answered (so idle RSS does not grow):
 *   1. .data and .bss (__data_start to _end: about 70 KB for a service);
 *   2. the last four pages of RELRO, where glibc's own tables are, which
 *      its start-up writes before it makes RELRO read-only (the tunables,
 *      __libc_stack_end, the IRELATIVE GOT entries) or reads (the C
 *      locale's ctype tables); never below the start
 *      of RELRO (__fini_array_start's page);
 *   3. five pages of stack below the entry's stack pointer (the kernel's
 *      stack mapping reaches 128 KB below it);
 *   4. read, not written: the start-up's code, which lld places first in
 *      .text from kiln__start to kiln__start_end (runtime/startup.order;
 *      about 330 KB for a service, 6 page faults of 16 pages each
 *      otherwise).  Skipped when the two are further apart than 512 KB
 *      (no order file: the code is then wherever the link put it).
 * A range that is not all writable mapping makes madvise fail without
 * effect on the rest, and a kernel without MADV_POPULATE_WRITE (before
 * Linux 5.14) answers EINVAL: the start-up then faults as before.
 * Assembly because nothing is set up yet: rsp points at argc and rdx holds
 * the loader's finaliser (0 in a static executable), which _start expects
 * unchanged; a system call preserves every register but rax, rcx and r11. */
#if defined(__x86_64__) && defined(__linux__)
__asm__(".text\n"
        ".globl kiln__start\n"
        ".type kiln__start,@function\n"
        "kiln__start:\n"
        "  mov %rdx, %r8\n"
        /* 1. .data and .bss */
        "  lea __data_start(%rip), %rdi\n"
        "  and $-4096, %rdi\n"
        "  lea _end(%rip), %rsi\n"
        "  sub %rdi, %rsi\n"
        "  mov $23, %edx\n" /* MADV_POPULATE_WRITE */
        "  mov $28, %eax\n" /* SYS_madvise */
        "  syscall\n"
        /* 2. the end of RELRO: [max(relro page, data page - 3 pages), data page) */
        "  lea __data_start(%rip), %rsi\n"
        "  and $-4096, %rsi\n"
        "  lea -16384(%rsi), %rdi\n"
        "  lea __fini_array_start(%rip), %rax\n"
        "  and $-4096, %rax\n"
        "  cmp %rax, %rdi\n"
        "  cmovb %rax, %rdi\n"
        "  sub %rdi, %rsi\n"
        "  jbe 1f\n"
        "  mov $23, %edx\n"
        "  mov $28, %eax\n"
        "  syscall\n"
        "1:\n"
        /* 3. the stack */
        "  mov %rsp, %rdi\n"
        "  and $-4096, %rdi\n"
        "  sub $20480, %rdi\n"
        "  mov $20480, %esi\n"
        "  mov $23, %edx\n"
        "  mov $28, %eax\n"
        "  syscall\n"
        /* 4. the start-up's code, read: kiln__start to kiln__start_end */
        "  lea kiln__start(%rip), %rdi\n"
        "  and $-4096, %rdi\n"
        "  lea kiln__start_end(%rip), %rsi\n"
        "  sub %rdi, %rsi\n"
        "  jbe 2f\n"
        "  cmp $0x80000, %rsi\n"
        "  ja 2f\n"
        "  mov $22, %edx\n" /* MADV_POPULATE_READ */
        "  mov $28, %eax\n"
        "  syscall\n"
        "2:\n"
        "  mov %r8, %rdx\n"
        "  jmp _start\n"
        ".size kiln__start, .-kiln__start\n"
        /* the end of the start-up's code: the last name in startup.order */
        ".section .text.kiln__start_end,\"ax\",@progbits\n"
        ".globl kiln__start_end\n"
        ".type kiln__start_end,@function\n"
        "kiln__start_end:\n"
        "  ud2\n"
        ".size kiln__start_end, .-kiln__start_end\n"
        ".text\n");
#endif
