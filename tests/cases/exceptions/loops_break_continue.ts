// Nested try statements inside loops with break, continue and labels.
const events: string[] = [];
outer: for (let i = 0; i < 4; i++) {
  try {
    for (let j = 0; j < 4; j++) {
      try {
        if (j === 1) continue;
        if (i === 1 && j === 2) continue outer;
        if (i === 2 && j === 2) break;
        if (i === 3) break outer;
        events.push(i + "" + j);
      } finally {
        events.push("f" + i + j);
      }
    }
    events.push("end" + i);
  } finally {
    events.push("F" + i);
  }
}
console.log(events.join(" "));

let tries = 0;
let found = -1;
while (true) {
  tries++;
  try {
    if (tries < 3) throw new Error("not yet");
    found = tries;
    break;
  } catch (e) {
    if (tries > 10) break;
    continue;
  } finally {
    events.length = 0;
  }
}
console.log(tries, found, events.length);

function firstBad(rows: string[][]): string {
  let result = "none";
  search: for (const row of rows) {
    for (const cell of row) {
      try {
        if (cell === "x") throw new Error("bad cell");
      } catch (e) {
        result = row.join("") + ":" + (e instanceof Error ? e.message : "");
        break search;
      }
    }
  }
  return result;
}
console.log(firstBad([["a", "b"], ["c", "x", "d"], ["x"]]));

let sum = 0;
let k = 0;
do {
  k++;
  try {
    if (k % 3 === 0) continue;
    sum += k;
  } finally {
    sum += 100;
  }
} while (k < 7);
console.log(sum);

let s = "";
for (let i = 0; i < 3; i++) {
  switch (i) {
    case 0:
      try {
        s += "a";
        break;
      } finally {
        s += "b";
      }
    case 1:
      try {
        s += "c";
      } finally {
        s += "d";
        break;
      }
    default:
      s += "e";
  }
}
console.log(s);
