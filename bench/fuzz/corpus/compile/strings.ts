const s: string = "Hello, " + "wörld 日本";
let n: number | undefined = s.indexOf("w") >= 0 ? s.length : undefined;
if (n !== undefined) console.log(s.toUpperCase(), n.toFixed(2), s.charCodeAt(1));
console.log(parseInt("0x1F"), parseFloat("1.5e3"), String(0.1 + 0.2), `t${n}`);
