import E from "./entity";
export class Store { constructor(public e: E) {} }
