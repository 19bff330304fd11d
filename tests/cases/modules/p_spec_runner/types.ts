export const enum Outcome { Pass, Fail, Skip }
export interface TestResult { path: string[]; outcome: Outcome; message?: string }
export type TestFn = () => void;
export interface Suite { name: string; tests: Array<{ name: string; fn: TestFn; skip: boolean }>; children: Suite[]; before: TestFn[] }
