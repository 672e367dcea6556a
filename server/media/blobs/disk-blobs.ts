// Uploaded images as files under <dataDir>/media: for PGlite, where one process owns the data.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { writeFileAtomic } from "../atomic-write";
import { etagOf, type BlobStore } from "./blob-store";

export function createDiskBlobs(root: string): BlobStore {
  const fileOf = (name: string) => {
    const file = path.resolve(root, ...name.split("/"));
    // Names are built from validated media keys; this is defence in depth.
    if (!file.startsWith(root + path.sep)) throw new Error(`Media name outside the store: ${name}`);
    return file;
  };
  return {
    kind: "disk",
    async get(name) {
      try {
        const body = await readFile(fileOf(name));
        return { body, etag: etagOf(body) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    put: (name, body) => writeFileAtomic(fileOf(name), body),
  };
}
