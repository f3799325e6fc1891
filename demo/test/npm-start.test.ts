import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/dev-server.ts';

// `npm start` as a person runs it in a terminal: its own process group, Ctrl-C sent to the group.

/** Every live process as { pid, pgid, cmdline }. */
function processes() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (fields[0] === 'Z') return [];
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
        return [{ pid: Number(pid), pgid: Number(fields[2]), cmdline }];
      } catch {
        return [];
      }
    });
}

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('npm start', () => {
  it('serves the full page on PORT and leaves no workerd behind after Ctrl-C', async () => {
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORT: String(port), OREBIT_SKIP_BUILD: '1' },
    });
    let output = '';
    npm.stdout.on('data', (d) => (output += d));
    npm.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));

    const html = await waitFor(async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        return res.ok ? await res.text() : undefined;
      } catch {
        return undefined;
      }
    }, 60_000).catch(() => {
      throw new Error(`npm start did not serve http://127.0.0.1:${port}/:\n${output}`);
    });
    expect(html).toContain('/widgets/page.js');

    // workerd runs in wrangler's own process group; remember every process of it.
    const workerd = processes().find((p) => p.cmdline.includes('workerd') && p.cmdline.includes(`127.0.0.1:${port}`));
    expect(workerd, 'a workerd process serving the port').toBeDefined();
    const group = processes()
      .filter((p) => p.pgid === workerd!.pgid)
      .map((p) => p.pid);
    expect(group.length).toBeGreaterThanOrEqual(2);

    process.kill(-npm.pid!, 'SIGINT');
    await exited;
    await waitFor(() => (processes().some((p) => group.includes(p.pid)) ? undefined : true), 10_000).catch(() => {
      throw new Error(`left behind: ${JSON.stringify(processes().filter((p) => group.includes(p.pid)))}`);
    });
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('leaves nothing behind when Ctrl-C comes while wrangler is still starting', async () => {
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, PORT: String(port), OREBIT_SKIP_BUILD: '1' },
    });
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    // Ctrl-C as soon as workerd exists, before the server has said it is ready.
    const workerd = await waitFor(
      () => processes().find((p) => p.cmdline.includes('workerd') && p.cmdline.includes(`127.0.0.1:${port}`)),
      60_000,
    );
    const group = processes()
      .filter((p) => p.pgid === workerd.pgid)
      .map((p) => p.pid);
    process.kill(-npm.pid!, 'SIGINT');
    await exited;
    await waitFor(() => (processes().some((p) => group.includes(p.pid)) ? undefined : true), 15_000).catch(() => {
      throw new Error(`left behind: ${JSON.stringify(processes().filter((p) => group.includes(p.pid)))}`);
    });
  });

  it('refuses a PORT that is not a port number, saying so', () => {
    const result = spawnSync(process.execPath, ['scripts/start.ts'], {
      env: { ...process.env, PORT: 'eighty', OREBIT_SKIP_BUILD: '1' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('PORT must be a port number (1-65535), not "eighty".');
  });
});
