class Config { static defaults = { debug: false }; }
const K = Config;
console.log(K.missing); // expect error: Property 'missing' does not exist on type 'typeof Config'.
