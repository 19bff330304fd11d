// os.cpus() (an array of per-CPU records) is not provided; availableParallelism() is.
import { cpus } from "node:os"; // expect error: Module '"node:os"' has no exported member 'cpus' (or Kiln does not support it yet).
console.log(cpus().length);
