abstract class Base { abstract run(): void; }
const mk: new () => Base = Base; // expect error: Type 'typeof Base' is not assignable to type 'new () => Base'.
console.log(mk);
