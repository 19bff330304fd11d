// Reading an enum member that does not exist.
enum Level { Low, High }
console.log(Level.Medium); // expect error: Property 'Medium' does not exist on type 'typeof Level'.
