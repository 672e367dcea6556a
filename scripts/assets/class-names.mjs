// Short, stable class names for CSS modules in the production build (vite.config.ts).
//
// A name is `_` and five base-36 characters of a hash of the module's path (relative to the
// project, so every machine and both builds, client and server, agree) and the local class
// name. Five characters (the default) give 60 million names for the shop's ~1,500 classes; a
// collision is still checked for, and stops the build rather than letting two rules share a name.
import { createHash } from "node:crypto";
import path from "node:path";

/**
 * A `generateScopedName` for postcss-modules.
 * @param {string} root the project folder
 * @param {number} [length] base-36 characters after the `_`
 * @returns {(local: string, file: string) => string}
 */
export function shortClassName(root, length = 5) {
  /** @type {Map<string, string>} short name → the module path and local name it stands for */
  const taken = new Map();
  return (local, file) => {
    const source = `${path.relative(root, file.split("?")[0]).split(path.sep).join("/")}:${local}`;
    const digest = createHash("sha256").update(source).digest();
    const name = `_${(digest.readUInt32BE(0) % 36 ** length).toString(36).padStart(length, "0")}`;
    const owner = taken.get(name);
    if (owner !== undefined && owner !== source)
      throw new Error(
        `CSS class name ${name} stands for both ${owner} and ${source}; give names more characters`,
      );
    taken.set(name, source);
    return name;
  };
}
