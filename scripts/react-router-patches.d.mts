import type { Plugin } from "esbuild";
import type { Plugin as VitePlugin } from "vite";

export declare const MATCH_MEMO_ENTRIES: number;
export declare const MATCH_MEMO_CHARS: number;
export type Patch = { file: string; find: string; replace: string; append: string };
export declare const PATCHES: Patch[];
export declare const CLIENT_PATCHES: Patch[];
export declare function patchSource(file: string, text: string, patchList?: Patch[]): string;
export declare function reactRouterClientPatches(): VitePlugin;
export declare const reactRouterPatchesPlugin: Plugin;
export declare const SCRIPTS_MEMO_CHARS: number;
export declare const LINKS_MEMO_ENTRIES: number;
