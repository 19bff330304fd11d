// toSpliced copies and splices the copy; String.prototype.concat; Array.from
// of a string (its code points, optionally mapped).
const a = [5, 3, 8, 1];
const b = a.toSpliced(1, 2, 10, 11, 12);
console.log(a, b, a.toSpliced(2), a.toSpliced(-1, 1), a.toSpliced(0, 0, 0));
const names = ["ann", "bo"];
console.log(names.toSpliced(1, 1, "cy").map((s) => s.toUpperCase()), names);
console.log("ab".concat("cd", "ef"), "x".concat(), "n=".concat(String(1), "/", "2"), "t".concat(`${true}`));
console.log(Array.from("héllo👋"), Array.from("abc", (ch, i) => ch.toUpperCase() + i), Array.from("").length);
