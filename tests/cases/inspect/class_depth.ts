// Class instances at the depth limit print as [ClassName]; empty ones too.
class Empty {}
class Leaf {
  v = 1;
}
class Mid {
  leaf = new Leaf();
  empty = new Empty();
  list: Leaf[] = [new Leaf()];
}
class Top {
  mid = new Mid();
}
class Root {
  top = new Top();
}
console.log(new Mid());
console.log(new Top());
console.log(new Root());
console.log([new Root()]);
console.log({ r: { t: new Top() } });

// A subclass at the depth limit shows its own name.
class SpecialLeaf extends Leaf {
  w = 2;
}
const m = new Mid();
m.leaf = new SpecialLeaf();
console.log({ x: { y: m } });
console.log({ x: m });
