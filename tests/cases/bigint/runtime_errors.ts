// The exceptions BigInt operations throw, with Node's names and messages.
function attempt(label: string, f: () => unknown): void {
  try {
    console.log(label, f());
  } catch (e) {
    if (e instanceof RangeError) console.log(label, "RangeError:", e.message);
    else if (e instanceof SyntaxError) console.log(label, "SyntaxError:", e.message);
    else if (e instanceof TypeError) console.log(label, "TypeError:", e.message);
    else console.log(label, "other", String(e));
  }
}
const zero = 0n;
attempt("div", () => 10n / zero);
attempt("mod", () => -10n % zero);
attempt("pow", () => 2n ** -(1n));
attempt("pow ok", () => (-2n) ** 63n);
attempt("frac", () => BigInt(0.5));
attempt("neg frac", () => BigInt(-1e-7));
attempt("nan", () => BigInt(NaN));
attempt("inf", () => BigInt(Infinity));
attempt("huge", () => BigInt(1.7976931348623157e308).toString().length);
attempt("str", () => BigInt("12n"));
attempt("str2", () => BigInt("1e3"));
attempt("str3", () => BigInt("0x"));
attempt("str4", () => BigInt("- 1"));
attempt("str5", () => BigInt("-0x1"));
attempt("str6", () => BigInt("1_000"));
attempt("str7", () => BigInt("٣"));
attempt("radix", () => (10n).toString(1));
attempt("radix2", () => (10n).toString(37));
attempt("asIntN", () => BigInt.asIntN(-1, 5n));
attempt("asUintN", () => BigInt.asUintN(2 ** 53, 5n));
attempt("json", () => JSON.stringify({ a: [1n] }));
attempt("json2", () => JSON.stringify(5n));
attempt("ok", () => BigInt("  0b1010  ") + BigInt(true) + BigInt(false) + BigInt(-0));
