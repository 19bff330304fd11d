// A generic overload signature of an imported function: the call's
// arguments are names of the caller's module, the signature's types are
// names of the declaring module.
import { ex, mk } from "./lib";
const w = { inner: "in" };
const m = mk("z");
const words = { inner: "several words" };
console.log(ex(1), ex(w, m).length, ex(words, mk("q")).split(" ").length);
