// return, break and continue inside finally override what was pending.
function overrideValue(): string {
  try {
    return "from try";
  } finally {
    return "from finally";
  }
}
function overrideThrow(): string {
  try {
    throw new Error("lost");
  } finally {
    return "swallowed";
  }
}
function overrideCatch(): number {
  try {
    throw 1;
  } catch (e) {
    return typeof e === "number" ? e + 1 : -1;
  } finally {
    console.log("finally runs before the catch's return value leaves");
  }
}
function nestedReturns(): number {
  let x = 1;
  try {
    try {
      x = 2;
      return x;
    } finally {
      x = 3;
    }
  } finally {
    x = 4;
  }
}
function order(log: string[]): string {
  try {
    log.push("try");
    return "r:" + log.length;
  } finally {
    log.push("finally");
  }
}
function breakDropsError(): number {
  let n = 0;
  for (let i = 0; i < 5; i++) {
    try {
      n++;
      throw new Error("dropped " + i);
    } finally {
      if (i === 2) break;
      continue;
    }
  }
  return n;
}
function numbersThroughFinally(limit: number): number {
  let acc = 0;
  for (let i = 0; i < 10; i++) {
    try {
      if (i > limit) return acc;
      acc += i;
    } finally {
      acc += 0.5;
    }
  }
  return -1;
}
console.log(overrideValue());
console.log(overrideThrow());
console.log(overrideCatch());
console.log(nestedReturns());
const log: string[] = [];
console.log(order(log), log);
console.log(breakDropsError());
console.log(numbersThroughFinally(3), numbersThroughFinally(20));
