namespace Vault {
  export const open = 1;
  const secret = 2;
  export function peek(): number { return secret; }
}
console.log(Vault.open, Vault.peek());
console.log(Vault.secret); // expect error: Property 'secret' does not exist on type 'typeof Vault'.
