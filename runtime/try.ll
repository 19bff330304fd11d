; try.ll - rt_try: call a C function and catch whatever the program throws through it.
;
; The runtime calls compiled callbacks (an HTTP handler, a promise reaction)
; where a throw must not end the process: the caller wants the thrown value
; instead.  Catching needs a frame with a landing pad whose personality is
; rt_eh_personality (runtime/eh.c), and C has no way to write one (gcc's
; cleanups run but never stop an unwind), so this one function is written in
; LLVM IR, compiled by llc into libkiln_rt.a (CMakeLists.txt).
;
;   int rt_try(void (*fn)(void *), void *ctx, rt_value *thrown);
;
; returns 0 when fn returned, 1 when it threw; then *thrown is the value.
; fn's C frames are compiled with -fexceptions, so the unwinder crosses them.

declare i32 @rt_eh_personality(...)
declare i64 @rt_eh_caught(ptr)

define i32 @rt_try(ptr %fn, ptr %ctx, ptr %thrown) uwtable personality ptr @rt_eh_personality {
entry:
  invoke void %fn(ptr %ctx)
          to label %ok unwind label %pad

ok:
  ret i32 0

pad:
  %lp = landingpad { ptr, i32 }
          catch ptr null
  %exc = extractvalue { ptr, i32 } %lp, 0
  %v = call i64 @rt_eh_caught(ptr %exc)
  store i64 %v, ptr %thrown
  ret i32 1
}
