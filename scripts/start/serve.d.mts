// Types for the TypeScript callers of serve.mjs (the e2e suite starts its server with the same flags).
export declare const RENDER_NODE_FLAGS: readonly string[];
export declare function serve(
  entry: string,
  options?: { args?: string[]; cwd?: string; env?: NodeJS.ProcessEnv },
): Promise<number>;
