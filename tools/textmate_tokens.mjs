// Used by tools/editor_mock.py --tokens. In a scratch folder: `npm install shiki@3`, copy this file there, then
//   node textmate_tokens.mjs <repo>/editors/vscode/syntaxes/rulesdsl-effects.tmLanguage.json FILE.yaml > tokens.json
// Tokenise a YAML file with shiki's YAML grammar plus the rulesdsl injection grammar (real TextMate engine,
// Oniguruma via the wasm engine), printing a JSON list of lines of [text, color, scopes] tokens.
import { createHighlighter } from "shiki";
import { createOnigurumaEngine } from "shiki/engine/oniguruma";
import fs from "node:fs";
const [grammarPath, file, theme] = process.argv.slice(2);
const g = JSON.parse(fs.readFileSync(grammarPath, "utf8"));
const lang = { ...g, name: "rulesdsl-injection", injectTo: ["source.yaml"] };
const hl = await createHighlighter({ themes: [theme || "dark-plus"], langs: ["yaml", lang], engine: createOnigurumaEngine(import("shiki/wasm")) });
const code = fs.readFileSync(file, "utf8");
const toks = hl.codeToTokensBase(code, { lang: "yaml", theme: theme || "dark-plus", includeExplanation: true });
const out = toks.map(line => line.map(t => [t.content, t.color, (t.explanation || []).map(e => e.scopes.map(s => s.scopeName).join(" ")).join(" || ")]));
process.stdout.write(JSON.stringify(out));
