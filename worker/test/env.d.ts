import type { Env as WorkerEnv } from '../env';

// `env` from cloudflare:test has the Worker's own bindings.
declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {}
  }
}
