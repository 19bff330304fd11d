const scores: number[] = [90, , 75]; // expect error: Type 'undefined' is not assignable to type 'number'.
console.log(scores);
