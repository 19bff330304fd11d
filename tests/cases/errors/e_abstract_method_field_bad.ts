abstract class Shape {
  abstract area(): number;
}
class Sq extends Shape { // expect error: Non-abstract class 'Sq' does not implement inherited abstract member 'area' from class 'Shape'.
  area = 5;
}
console.log(new Sq().area);
