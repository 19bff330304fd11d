// module: esm
// Bindings of an import cycle read before their module ran throw ReferenceError, and can be caught;
// hoisted functions work across the cycle at any time.
import "./session";
import { registerUser, userCount } from "./users";
import { sessions, visit } from "./session";

console.log(registerUser("ada"), registerUser("grace"));
console.log(userCount(), sessions, visit(), visit());
