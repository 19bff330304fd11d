export let counter = 0;
export function bump(): void { counter++; }
export type Id = number;
