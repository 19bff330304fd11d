// An interface's known members stay required beside its index signature.
interface Env {
  home: string;
  [name: string]: string;
}
const env: Env = { user: "ann" }; // expect error: Property 'home' is missing in type
console.log(env);
