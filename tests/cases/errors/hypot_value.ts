const norm = Math.hypot; // expect error: unsupported: using 'Math.hypot' as a value
console.log(norm(3, 4));
