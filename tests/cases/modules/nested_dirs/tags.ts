export function tag(s: string): string { return "<" + s + ">"; }
export default function () { return "anon"; }
export class Base { hello(): string { return "base"; } }
