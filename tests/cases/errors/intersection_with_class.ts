// An intersection with a class instance type is refused with a clear error.
class Point { constructor(public x: number) {} }
type Tagged = Point & { tag: string }; // expect error: unsupported: class type 'Point' in an intersection
function tagOf(t: Tagged): string { return t.tag; }
console.log(tagOf);
