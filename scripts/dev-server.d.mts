/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number>;

/** A running `wrangler dev`. */
export interface DevServer {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  /** Stops wrangler and workerd (the whole process group). */
  stop(): Promise<void>;
  /** What wrangler printed so far (when started with stdio 'pipe'). */
  output(): string;
}

/** Starts `wrangler dev` on 127.0.0.1 and resolves once it answers. */
export function startDevServer(options?: {
  port?: number;
  persistTo?: string;
  /** Vars passed as `--var NAME:value`, over wrangler.toml and .dev.vars. */
  vars?: Record<string, string>;
  stdio?: 'pipe' | 'inherit';
  timeoutMs?: number;
}): Promise<DevServer>;

/** `wrangler dev` on a free port with a fresh temp state and `vars`; `stop()` also removes the state. */
export function startFreshDevServer(vars?: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }>;
