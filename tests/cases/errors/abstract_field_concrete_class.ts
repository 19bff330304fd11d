class Plain {
  abstract size: number; // expect error: Abstract properties can only appear within an abstract class.
}
console.log(new Plain());
