export declare const SERVER_BUNDLE: string;
export declare const NODE_FLAGS: string[];
export declare function serverArgs(): string[];
export declare const SERVER_ENV: { MALLOC_ARENA_MAX: string };
export declare function serverEnv<E extends Record<string, string | undefined>>(
  env?: E,
): E & { MALLOC_ARENA_MAX: string };
