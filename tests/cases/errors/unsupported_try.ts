// Exceptions (try/catch) are not in the first slice of Kiln.
function risky(n: number): number {
  return n * 2;
}
try { console.log(risky(2)); } catch (e) { console.log("failed"); } // expect error: unsupported: try
