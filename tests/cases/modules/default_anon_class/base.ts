export abstract class Shape {
  static made = 0;
  constructor(readonly kind: string) {
    Shape.made++;
  }
  abstract area(): number;
}
