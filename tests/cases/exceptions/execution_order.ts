// The order in which try, catch and finally blocks run, nested three deep.
const trace: string[] = [];
function step(s: string): void {
  trace.push(s);
}
function level3(fail: boolean): number {
  step("l3 start");
  try {
    if (fail) throw new Error("deep");
    step("l3 ok");
    return 3;
  } finally {
    step("l3 finally");
  }
}
function level2(fail: boolean): number {
  try {
    step("l2 try");
    return level3(fail) * 10;
  } catch (e) {
    step("l2 catch " + (e instanceof Error ? e.message : ""));
    throw new RangeError("wrapped");
  } finally {
    step("l2 finally");
  }
}
function level1(fail: boolean): string {
  try {
    return "result " + level2(fail);
  } catch (e) {
    step("l1 catch " + String(e));
    return "recovered";
  } finally {
    step("l1 finally");
  }
}
console.log(level1(false));
console.log(trace.join(" > "));
trace.length = 0;
console.log(level1(true));
console.log(trace.join(" > "));

trace.length = 0;
try {
  try {
    step("a");
    throw new Error("first");
  } catch (e) {
    step("b");
    throw new Error("second from catch");
  } finally {
    step("c");
  }
} catch (e) {
  step(e instanceof Error ? e.message : "?");
}
try {
  try {
    throw new Error("original");
  } finally {
    step("finally throws");
    throw new Error("replacement");
  }
} catch (e) {
  step("got " + (e instanceof Error ? e.message : "?"));
}
console.log(trace.join(" > "));
