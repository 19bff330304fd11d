namespace Tools {
  export const a = 1;
}
const t = Tools; // expect error: unsupported: using the namespace 'Tools' as a value
console.log(t);
