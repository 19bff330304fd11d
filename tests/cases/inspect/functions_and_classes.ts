// Functions and classes as values print as [Function: name] / [class Name].
function namedFn(x: number): number {
  return x;
}
const arrow = (x: number) => x * 2;
const anon = [(x: number) => x][0];
class Foo {
  method(): number {
    return 1;
  }
}
class Bar extends Foo {}
console.log(namedFn, arrow, anon);
console.log(Foo, Bar);
console.log({ f: namedFn, g: arrow, h: (s: string) => s, m: new Foo().method });
console.log([namedFn, Foo]);
// Method shorthand and function expressions in object literals.
const obj = {
  shorthand(): number {
    return 1;
  },
  expr: function (): number {
    return 2;
  },
  named: function inner(): number {
    return 3;
  },
};
console.log(obj);
// A class with static fields shows them.
class WithStatic {
  static count = 3;
  static label = "ws";
}
console.log(WithStatic);
// typeof on functions and classes.
console.log(typeof namedFn, typeof Foo, typeof obj.shorthand);
