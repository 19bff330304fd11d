// Larger class instances: line breaking, grouped number arrays inside fields.
class Sample {
  id = 17;
  label = "temperature series";
  unit = "celsius";
  values: number[] = [20.5, 21, 21.25, 22, 23.5, 22.75, 21, 19.5, 18.25, 18, 17.5, 17];
  valid = true;
}
console.log(new Sample());

class Pair {
  constructor(public left: Sample | null, public right: Sample | null) {}
}
console.log(new Pair(null, null));
console.log(new Pair(new Sample(), null));

class Wide {
  alpha = "aaaaaaaaaa";
  beta = "bbbbbbbbbb";
  gamma = "cccccccccc";
  delta = 4;
}
console.log(new Wide());
console.log([new Wide(), new Wide()]);

class Matrix {
  rows: number[][] = [
    [1, 0, 0, 0, 0, 0, 0],
    [0, 1, 0, 0, 0, 0, 0],
    [0, 0, 1, 0, 0, 0, 0],
  ];
  name = "I3x7";
}
console.log(new Matrix());
