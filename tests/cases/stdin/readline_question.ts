// rl.question with output: process.stdout: the prompts are written, each answer is the next line.
import * as readline from "node:readline";

const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
const answers: string[] = [];
const questions = ["Name? ", "Favourite colour? ", "Lucky number? "];

function ask(i: number): void {
  if (i === questions.length) {
    console.log();
    console.log(`${answers[0]} likes ${answers[1]}; lucky number doubled: ${Number(answers[2]) * 2}`);
    rl.close();
    return;
  }
  rl.question(questions[i], (answer) => {
    answers.push(answer.trim());
    ask(i + 1);
  });
}

rl.on("close", () => console.log("bye"));
rl.setPrompt("$ ");
console.log("prompt is", JSON.stringify(rl.getPrompt()));
ask(0);
