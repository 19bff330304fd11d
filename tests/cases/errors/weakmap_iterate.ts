// A WeakMap cannot be iterated or sized.
class Session { id = 1; }
const live = new WeakMap<Session, number>();
console.log(live.size); // expect error: Property 'size' does not exist on type 'WeakMap<Session, number>'.
