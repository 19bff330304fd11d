// Objects and arrays longer than the line width break across lines.
console.log({ alpha: 1, beta: 2, gamma: 3, delta: 4, epsilon: 5, zeta: 6, eta: 7, theta: 8 });
console.log({ alpha: 1, beta: 2, gamma: 3, delta: 4, epsilon: 5, zeta: 6, eta: 7, theta: 88 });
console.log({ alpha: 1, beta: 2, gamma: 3, delta: 4, epsilon: 5, zeta: 6, eta: 7, theta: 888 });
console.log({ name: "a fairly long string value here", other: "another long string value" });
console.log({ name: "a fairly long string value here!", other: "another long string value!" });
console.log({ k1: "v", k2: "v", k3: "v", k4: "v", k5: "v", k6: "v", k7: "v", k8: "v", k9: "v" });
console.log({ outer: { inner1: "some text", inner2: "more text", inner3: "even more text" } });
console.log({ outer: { inner1: "some text", inner2: "more text", inner3: "even more text!!" } });
console.log(["a fairly long string value here", "another long string value", "x"]);
console.log([{ id: 1, name: "first item" }, { id: 2, name: "second item" }, { id: 3, name: "third" }]);
// Nested structures that break at several levels.
console.log({
  user: { id: 7, name: "Grace Hopper", email: "grace@example.com", roles: ["admin", "dev"] },
  prefs: { theme: "dark", lang: "en" },
});
// Break length depends on the indentation of the nested object.
console.log([[{ aaaaaaaaaa: 1, bbbbbbbbbb: 2, cccccccccc: 3, dddddddddd: 4, eeeeeeeeee: 5 }]]);
console.log([{ aaaaaaaaaa: 1, bbbbbbbbbb: 2, cccccccccc: 3, dddddddddd: 4, eeeeeeeeee: 5 }]);
console.log({ aaaaaaaaaa: 1, bbbbbbbbbb: 2, cccccccccc: 3, dddddddddd: 4, eeeeeeeeee: 5 });
