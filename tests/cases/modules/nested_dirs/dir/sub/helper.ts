import { tag } from "../../tags";
export interface Opts { loud: boolean }
export function helper(s: string, o: Opts): string { return tag(o.loud ? s.toUpperCase() : s); }
