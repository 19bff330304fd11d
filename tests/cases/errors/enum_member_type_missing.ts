enum Tag { Int = 1, Str = 2 }
let x: Tag.Nope = Tag.Int; // expect error: Namespace 'Tag' has no exported member 'Nope'.
console.log(x);
