// A small local ESLint rule: which folder may import which. Each import is resolved to a path
// from the repository root (relative specifiers against the file, `~/` to app/), so a relative
// '../bag/x' is caught as surely as a long one. The policy itself lives in eslint.config.js.
import path from "node:path";

/** '**' any depth (also none), '*' one segment's characters. */
export function globToRegExp(glob) {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === "*" && glob[i + 1] === "*" && glob[i + 2] === "/") {
      re += "(?:.*/)?";
      i += 2;
    } else if (ch === "*" && glob[i + 1] === "*") {
      re += ".*";
      i++;
    } else if (ch === "*") re += "[^/]*";
    else re += ch.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}

const matches = (globs, value) => (globs ?? []).some((g) => globToRegExp(g).test(value));

/** The imported module as a repository path ('app/ui/x') or a package name ('hono/body-limit'). */
export function resolveImport(fromFile, specifier) {
  if (specifier.startsWith("~/")) return path.posix.join("app", specifier.slice(2));
  if (specifier.startsWith("."))
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  return specifier;
}

/** 'app/features/bag/x.tsx' → 'bag'; null outside the feature folders. */
const featureOf = (file) => /^app\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Imports follow the folders' directions (docs/architecture.md)." },
    schema: [
      {
        type: "object",
        properties: {
          featureTies: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
          rules: {
            type: "array",
            items: {
              type: "object",
              properties: {
                from: { type: "array", items: { type: "string" } },
                except: { type: "array", items: { type: "string" } },
                forbid: { type: "array", items: { type: "string" } },
                allowOnly: { type: "array", items: { type: "string" } },
                message: { type: "string" },
              },
              required: ["from", "message"],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const options = context.options[0] ?? {};
    const file = path.relative(context.cwd, context.filename).split(path.sep).join("/");
    const ties = options.featureTies ?? {};
    const rules = (options.rules ?? []).filter((r) => matches(r.from, file) && !matches(r.except, file));
    const feature = featureOf(file);

    function check(node, specifier) {
      if (typeof specifier !== "string") return;
      const target = resolveImport(file, specifier);
      const other = featureOf(`${target}/`);
      if (feature && other && other !== feature && !(ties[feature] ?? []).includes(other)) {
        context.report({
          node,
          message: `features/${feature} may not import features/${other}: share it through app/ui/ or domain/ (or list the tie in eslint.config.js).`,
        });
        return;
      }
      for (const r of rules) {
        const refused = r.forbid ? matches(r.forbid, target) : !matches(r.allowOnly, target);
        if (refused) {
          context.report({ node, message: `${r.message} ('${specifier}')` });
          return;
        }
      }
    }
    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value),
    };
  },
};

export default { meta: { name: "atelier" }, rules: { "import-boundaries": rule } };
