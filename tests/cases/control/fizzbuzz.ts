// FizzBuzz with a few variations in control flow.
for (let i = 1; i <= 20; i++) {
  if (i % 15 === 0) console.log("FizzBuzz");
  else if (i % 3 === 0) console.log("Fizz");
  else if (i % 5 === 0) console.log("Buzz");
  else console.log(i);
}
let line: string = "";
let n: number = 0;
while (n < 30) {
  n++;
  let word: string = "";
  if (n % 3 === 0) word += "Fizz";
  if (n % 5 === 0) word += "Buzz";
  line += (word || String(n)) + (n < 30 ? " " : "");
}
console.log(line);
