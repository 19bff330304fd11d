setTimeout((n: number) => console.log(n), 10, "x"); // expect error: Argument of type 'string' is not assignable to parameter of type 'number'.
