// After a type guard, the other branch does not have the guarded member's properties.
interface Fish { swim(): string }
interface Bird { fly(): string }
function isFish(p: Fish | Bird): p is Fish { return "swim" in p; }
function move(p: Fish | Bird): string {
  if (isFish(p)) return p.swim();
  return p.swim(); // expect error: Property 'swim' does not exist on type 'Bird'.
}
console.log(move({ fly: () => "flap" }));
