// inspect_test.js - generates the expected outputs in inspect_test.c by running
// each case under Node:  node runtime/inspect_test.js > /tmp/cases.inc
//
// A case is the argument list of one console.log call, written in JavaScript
// with five extensions that inspect_test.c parses the same way:
//   F[...], I[...], P[...]   an array stored as F64 / I32 / PTR elements (plain arrays to Node)
//   Foo {k: v}               an instance of a class named Foo with those fields
//   function foo / function  a function named foo / an anonymous one
//   #n                       the n-th array or object opened so far (preorder, from 0): cycles
// Holes are written as in JS: [1, , 3].
'use strict';
const util = require('util');

function parse(src) {
  let i = 0;
  const containers = [];
  const ws = () => { while (/\s/.test(src[i])) i++; };
  const ident = () => { const m = /^[A-Za-z_$][\w$]*/.exec(src.slice(i)); if (!m) return null; i += m[0].length; return m[0]; };
  function str() {
    const q = src[i++];
    let s = '';
    while (src[i] !== q) {
      let c = src[i++];
      if (c === '\\') {
        c = src[i++];
        if (c === 'n') s += '\n'; else if (c === 't') s += '\t'; else if (c === 'r') s += '\r';
        else if (c === 'b') s += '\b'; else if (c === 'f') s += '\f'; else if (c === 'v') s += '\v';
        else if (c === '0') s += '\0';
        else if (c === 'x') { s += String.fromCharCode(parseInt(src.substr(i, 2), 16)); i += 2; }
        else if (c === 'u') { s += String.fromCharCode(parseInt(src.substr(i, 4), 16)); i += 4; }
        else s += c;
      } else s += c;
    }
    i++;
    return s;
  }
  function elems(arr) {
    i++; // [
    ws();
    let idx = 0;
    if (src[i] === ']') { i++; return arr; }
    for (;;) {
      ws();
      if (src[i] === ',') { idx++; arr.length = idx; i++; continue; }
      if (src[i] === ']') { arr.length = idx; i++; return arr; }
      arr[idx] = value();
      ws();
      if (src[i] === ',') { idx++; i++; ws(); if (src[i] === ']') { arr.length = idx; i++; return arr; } continue; }
      arr.length = idx + 1;
      i++; // ]
      return arr;
    }
  }
  function props(obj) {
    i++; // {
    for (;;) {
      ws();
      if (src[i] === '}') { i++; return obj; }
      const k = src[i] === "'" || src[i] === '"' ? str() : ident();
      ws(); i++; // :
      ws();
      obj[k] = value();
      ws();
      if (src[i] === ',') i++;
    }
  }
  function value() {
    ws();
    const c = src[i];
    if (c === '[') { const a = []; containers.push(a); return elems(a); }
    if ((c === 'F' || c === 'I' || c === 'P') && src[i + 1] === '[') { i++; const a = []; containers.push(a); return elems(a); }
    if (c === '{') { const o = {}; containers.push(o); return props(o); }
    if (c === "'" || c === '"') return str();
    if (c === '#') { i++; const m = /^\d+/.exec(src.slice(i)); i += m[0].length; return containers[+m[0]]; }
    const m = /^-?(Infinity|NaN|\d+(\.\d+)?(e[-+]?\d+)?)/.exec(src.slice(i));
    if (m) { i += m[0].length; return m[0] === '-NaN' ? NaN : Number(m[0]); }
    const id = ident();
    if (id === 'true') return true;
    if (id === 'false') return false;
    if (id === 'null') return null;
    if (id === 'undefined') return undefined;
    if (id === 'function') {
      ws();
      const save = i;
      const name = ident();
      if (name === null || /^(true|false|null|undefined)$/.test(name)) { i = save; return function () {}; }
      const f = function () {};
      Object.defineProperty(f, 'name', { value: name });
      return f;
    }
    if (id === 'new') {
      ws();
      const t = ident();
      i++; // (
      const a = elems([]);
      i++; // )
      return new globalThis[t](a);
    }
    // Foo {...}
    ws();
    const C = { [id]: class {} }[id];
    const o = new C();
    containers.push(o);
    return props(o);
  }
  const args = [];
  for (;;) {
    ws();
    if (i >= src.length) break;
    args.push(value());
    ws();
    if (src[i] === ',') i++;
  }
  return args;
}

const cases = require('fs').readFileSync(process.argv[2] || `${__dirname}/inspect_test.cases`, 'utf8')
  .split('\n').filter((l) => l.trim() && !l.startsWith('//'));
const cstr = (s) => '"' + Buffer.from(s, 'utf8').toString('latin1').replace(/[\\"]/g, (c) => '\\' + c)
  .replace(/[\x00-\x1f\x7f-\xff]/g, (c) => '\\' + c.charCodeAt(0).toString(8).padStart(3, '0')) + '"';
for (const src of cases) {
  const out = util.format(...parse(src));
  console.log(`    {${cstr(src)},\n     ${cstr(out).replace(/\\012/g, '\\n"\n     "')}},`);
}
