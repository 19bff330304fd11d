interface Box<T> { value: T }
interface Box<T> { label: string } // expect error: unsupported: declaration merging of generic interfaces
const b: Box<number> = { value: 1, label: "x" };
console.log(b);
