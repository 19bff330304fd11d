// An ambient value declaration names something from outside the program.
declare const VERSION: string; // expect error: unsupported: 'declare' of 'VERSION': a value from outside the program
declare function track(event: string): void; // expect error: unsupported: 'declare' of 'track'
declare global {
  interface Array<T> { last(): T } // expect error: unsupported: augmenting the built-in type 'Array' in 'declare global'
  var counter: number; // expect error: unsupported: 'declare global' of other than interfaces and type aliases
}
console.log(VERSION);
export {};
