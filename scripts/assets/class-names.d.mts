export function shortClassName(root: string, length?: number): (local: string, file: string) => string;
