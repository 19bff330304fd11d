// Merging optional settings with defaults, field by field.
interface Settings {
  theme: string;
  fontSize: number;
  lineNumbers: boolean;
  tabWidth: number;
}
interface SettingsPatch {
  theme?: string;
  fontSize?: number;
  lineNumbers?: boolean;
  tabWidth?: number;
}

const defaults: Settings = { theme: "light", fontSize: 14, lineNumbers: true, tabWidth: 4 };

function merge(base: Settings, patch: SettingsPatch): Settings {
  return {
    theme: patch.theme !== undefined ? patch.theme : base.theme,
    fontSize: patch.fontSize !== undefined ? patch.fontSize : base.fontSize,
    lineNumbers: patch.lineNumbers !== undefined ? patch.lineNumbers : base.lineNumbers,
    tabWidth: patch.tabWidth !== undefined ? patch.tabWidth : base.tabWidth,
  };
}

function diff(a: Settings, b: Settings): SettingsPatch {
  const d: SettingsPatch = {};
  if (a.theme !== b.theme) d.theme = b.theme;
  if (a.fontSize !== b.fontSize) d.fontSize = b.fontSize;
  if (a.lineNumbers !== b.lineNumbers) d.lineNumbers = b.lineNumbers;
  if (a.tabWidth !== b.tabWidth) d.tabWidth = b.tabWidth;
  return d;
}

const user: SettingsPatch = { theme: "dark", tabWidth: 2 };
const project: SettingsPatch = { tabWidth: 8, lineNumbers: false };
const layers: SettingsPatch[] = [user, project, {}, { fontSize: 0 }];
const layered = layers.reduce((acc: Settings, p) => merge(acc, p), defaults);
console.log(layered);
console.log(merge(defaults, {}), merge(defaults, {}) === defaults);
console.log(diff(defaults, layered), diff(layered, layered));

// A falsy override (0, false, "") still wins because the check is against undefined.
console.log(merge(defaults, { fontSize: 0, lineNumbers: false, theme: "" }));

// Patches applied in order: later ones override earlier ones.
const patches: SettingsPatch[] = [{ fontSize: 10 }, { fontSize: 12, theme: "solarized" }, { theme: "mono" }];
let s = defaults;
for (const p of patches) {
  s = merge(s, p);
  console.log(s.theme, s.fontSize);
}
console.log(defaults);
