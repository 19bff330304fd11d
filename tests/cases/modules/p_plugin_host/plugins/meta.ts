import { Plugin, PluginError } from "../plugin";
import { Phase, type Doc } from "../types";

export class FrontMatter extends Plugin {
  readonly name = "front-matter";
  constructor() { super(Phase.Load); }
  apply(doc: Doc): Doc | null {
    const lines = doc.body.split("\n");
    const meta: Record<string, string> = { ...doc.meta };
    let i = 0;
    while (i < lines.length && lines[i].includes(":")) {
      const [k, ...rest] = lines[i].split(":");
      meta[k.trim()] = rest.join(":").trim();
      i++;
    }
    return { name: doc.name, body: lines.slice(i).join("\n"), meta };
  }
}

export class Require extends Plugin {
  readonly name = "require";
  constructor(private keys: string[]) { super(Phase.Load, 5); }
  apply(doc: Doc): Doc | null {
    for (const k of this.keys)
      if (!(k in doc.meta)) throw new PluginError(this.name, `${doc.name} lacks '${k}'`);
    return doc.meta["draft"] === "yes" ? null : doc;
  }
}
