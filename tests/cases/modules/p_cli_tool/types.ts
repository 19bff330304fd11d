export type OptionKind = "flag" | "string" | "number" | "list";
export interface OptionSpec { name: string; alias?: string; kind: OptionKind; default?: string | number | boolean; help: string }
export type OptValue = string | number | boolean | string[];
export interface Parsed { command: string; options: Map<string, OptValue>; positional: string[] }
export interface Context { out: string[]; env: Record<string, string> }
export const enum ExitCode { Ok = 0, Usage = 2, Failure = 1 }
