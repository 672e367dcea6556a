/** JavaScript per shop route, gzip, in KB (1 KB = 1024 bytes); JS_BUDGET_KB overrides it. */
export const DEFAULT_BUDGET_KB = 100;
