// Keeps the project's references inside the repository:
//  - every `behaviour §N` (docs/behaviour.md) and every `SPEC §N` names a section that exists in
//    docs/behaviour.md (SPEC citations are re-pointed there by a one-line sed, so their numbers
//    must already resolve);
//  - nothing names the design notes that used to sit beside the repository (shared/SPEC.md,
//    shared/DESIGN.md).
// With --strict it also refuses what the re-pointing removes: `SPEC §N`, '(SPEC: …)',
// 'DESIGN deviation N', 'deviation N', 'DESIGN.md', and tracker numbers ('issue 6') in docs. Run: node scripts/docs/check-refs.mjs
// [--strict]; the unit suite runs the default mode (scripts/docs/check-refs.test.ts).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOTS = ["app", "server", "domain", "sdk", "scripts", "tests", "docs", ".ci"];
const ROOT_FILES = ["README.md", "CONTRIBUTING.md", "package.json", ".env.example"];
const SKIP_DIRS = new Set([
  "node_modules",
  "build",
  "data",
  "tmp",
  "test-results",
  "playwright-report",
  ".react-router",
]);
const TEXT = /\.(ts|tsx|mts|mjs|js|css|md|json|sql|sh)$|^run$/;
/** This checker and its test spell out the patterns they look for. */
const SELF = "scripts/docs/";

const BEHAVIOUR_REF = /behaviour(?:\.md)?\s*§\s*(\d+)((?:\s*(?:,|and|&)\s*§\s*\d+)*)/g;
const SPEC_REF = /\bSPEC\s*§\s*(\d+)((?:\s*(?:,|and|&)\s*§\s*\d+)*)/g;
const OUTSIDE = /shared\/(?:SPEC|DESIGN)/g;
const STRICT = [
  { pattern: /\bSPEC\s*§/g, why: "cites SPEC: point it at docs/behaviour.md" },
  { pattern: /\bDESIGN(?:\.md| deviation)/g, why: "cites DESIGN: point it at docs/decisions.md" },
  {
    pattern: /\b[Dd]eviation \d/g,
    why: "cites a deviation by number: cite 'decision N' (docs/decisions.md)",
  },
  { pattern: /\(SPEC:|\bSPEC (?=[a-z])/g, why: "cites SPEC: point it at docs/behaviour.md" },
];
const TRACKER = { pattern: /\b[Ii]ssues? #?\d+/g, why: "names a tracker issue: give the reason instead" };

/** Section numbers of docs/behaviour.md, from its '## N. Title' headings. */
export function behaviourSections(markdown) {
  const sections = new Set();
  for (const m of markdown.matchAll(/^## (\d+)\. /gm)) sections.add(Number(m[1]));
  return sections;
}

function numbersOf(match) {
  return [match[1], ...[...(match[2] ?? "").matchAll(/§\s*(\d+)/g)].map((m) => m[1])].map(Number);
}

function lineOf(text, index) {
  return text.slice(0, index).split("\n").length;
}

/** Problems in one file's text: { file, line, text, why }. */
export function checkText(file, text, sections, { strict = false } = {}) {
  const problems = [];
  const report = (index, found, why) => problems.push({ file, line: lineOf(text, index), text: found, why });
  for (const [regex, what] of [
    [BEHAVIOUR_REF, "docs/behaviour.md"],
    [SPEC_REF, "docs/behaviour.md (where SPEC citations are re-pointed)"],
  ]) {
    for (const m of text.matchAll(regex)) {
      const missing = numbersOf(m).filter((n) => !sections.has(n));
      if (missing.length) report(m.index, m[0], `no §${missing.join(", §")} in ${what}`);
    }
  }
  for (const m of text.matchAll(OUTSIDE)) report(m.index, m[0], "points outside the repository");
  if (strict) {
    for (const { pattern, why } of STRICT) for (const m of text.matchAll(pattern)) report(m.index, m[0], why);
    if (file.endsWith(".md"))
      for (const m of text.matchAll(TRACKER.pattern)) report(m.index, m[0], TRACKER.why);
  }
  return problems;
}

function walk(dir, out) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!SKIP_DIRS.has(name)) walk(full, out);
    } else if (TEXT.test(name)) out.push(full);
  }
}

/** Every problem in the repository at `root`. */
export function checkRepository(root, options = {}) {
  const sections = behaviourSections(readFileSync(path.join(root, "docs/behaviour.md"), "utf8"));
  const files = [];
  for (const dir of ROOTS) walk(path.join(root, dir), files);
  for (const name of ROOT_FILES) files.push(path.join(root, name));
  const problems = [];
  for (const full of files) {
    const rel = path.relative(root, full).split(path.sep).join("/");
    if (rel.startsWith(SELF)) continue;
    let text;
    try {
      text = readFileSync(full, "utf8");
    } catch {
      continue;
    }
    problems.push(...checkText(rel, text, sections, options));
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const problems = checkRepository(root, { strict: process.argv.includes("--strict") });
  for (const p of problems) console.error(`${p.file}:${p.line}: "${p.text}" ${p.why}`);
  console.log(
    problems.length ? `\n${problems.length} reference problem(s).` : "References: all inside the repository.",
  );
  process.exitCode = problems.length ? 1 : 0;
}
