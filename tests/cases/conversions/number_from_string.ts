// Number(string): whitespace, signs, hex/octal/binary prefixes, Infinity, junk.
function show(s: string): void {
  console.log(`[${s}]`, Number(s), +s);
}
show("42");
show("  42  ");
show("\t\n 7 \r\n");
show("");
show("   ");
show("-0");
show("+5");
show("3.14");
show(".5");
show("5.");
show("1e3");
show("-1.5E-3");
show("0x1F");
show("0o17");
show("0b101");
show("-0x10");
show("Infinity");
show("-Infinity");
show("infinity");
show("12px");
show("1_000");
show("0.1.2");
show("1e1000");
show("00012");
show("١٢");
