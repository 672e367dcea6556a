export declare const SERVER_BUNDLE: string;
export declare const NODE_FLAGS: string[];
export declare function serverArgs(): string[];
