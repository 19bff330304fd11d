// globalThis as an object value (its properties as any) is not supported:
// only typeof globalThis and globalThis.NAME of a built-in global are.
const g: any = globalThis; // expect error: unsupported: 'globalThis' as a value (typeof globalThis and globalThis.NAME of a built-in global are supported)
console.log(typeof g);
