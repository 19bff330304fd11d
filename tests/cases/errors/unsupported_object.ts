// Object literals are not in the first slice of Kiln.
const point = { x: 1, y: 2 }; // expect error: unsupported: object
console.log(point.x + point.y);
