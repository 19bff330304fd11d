// Record<K, V> with literal keys requires every key.
type Day = "mon" | "tue" | "wed";
const hours: Record<Day, number> = { mon: 8, tue: 7 }; // expect error: Property 'wed' is missing in type
console.log(hours);
