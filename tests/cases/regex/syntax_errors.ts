const pats: [string, string][] = [["(", ""], ["(", "g"], ["a)", ""], ["*", ""], ["a{2,1}", ""], ["[b-a]", ""],
  ["(?<a>x)(?<a>y)", ""], ["\\k<x>(?<y>.)", ""], ["\\", ""], ["[a", ""], ["a", "gg"], ["a", "x"], ["(?<1a>x)", ""],
  ["\\u{zz}", "u"], ["\\q", "u"], ["{", "u"], ["(?x)", ""], ["a**", ""], ["+a", ""], ["x{1}{2}", ""], ["[\\d-z]", "u"]];
for (const [p, f] of pats) {
  try {
    const r = new RegExp(p, f);
    console.log("ok", r.source);
  } catch (e) {
    if (e instanceof Error) console.log(e.name + ": " + e.message);
  }
}
