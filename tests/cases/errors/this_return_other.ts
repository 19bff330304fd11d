class Node2 {
  constructor(public label: string) {}
  rename(label: string): this {
    return new Node2(label); // expect error: Type 'Node2' is not assignable to type 'this'.
  }
}
console.log(new Node2("a").rename("b").label);
