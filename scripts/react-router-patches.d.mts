import type { Plugin } from "esbuild";

export declare const MATCH_MEMO_ENTRIES: number;
export declare const MATCH_MEMO_CHARS: number;
export declare const PATCHES: { file: string; find: string; replace: string; append: string }[];
export declare function patchSource(file: string, text: string): string;
export declare const reactRouterPatchesPlugin: Plugin;
export declare const SCRIPTS_MEMO_CHARS: number;
export declare const LINKS_MEMO_ENTRIES: number;
