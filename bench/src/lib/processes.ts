import fs from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { once } from 'node:events';

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export type Child = { name: string; origin: string; pid: number | undefined; stop(): Promise<void> };

const running = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(130);
  });
}
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** pino JSON lines at warn (40) or above are shown; everything else a child prints is kept for error reports. */
function isWarning(line: string): boolean {
  return /"level":(4|5|6)0\b/.test(line);
}

/**
 * Starts `node <script>` (this same Node binary) with `env` on a free port and waits until `readyPath` answers
 * any HTTP status. Rejects with the child's last output if it exits or is not ready within `timeoutMs`.
 */
export async function startNodeServer(opts: {
  name: string;
  script: string;
  env: Record<string, string>;
  readyPath: string;
  cwd: string;
  timeoutMs?: number;
  /** Shown while the start takes long. */
  slowStartHint?: string;
}): Promise<Child> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [opts.script], {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (isWarning(line)) console.error(`  [${opts.name}] ${line}`);
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    running.delete(child);
    exited = `exited (${signal ?? code})`;
  });

  const timeoutMs = opts.timeoutMs ?? 20 * 60_000;
  const started = Date.now();
  const deadline = started + timeoutMs;
  let nextNote = started + 30_000;
  for (;;) {
    if (exited) throw new Error(`${opts.name} ${exited} before it was ready:\n${tail.join('\n')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${opts.name} was not ready after ${timeoutMs} ms:\n${tail.join('\n')}`);
    }
    if (Date.now() > nextNote) {
      console.log(`  … ${opts.name} still starting after ${Math.round((Date.now() - started) / 1000)} s${opts.slowStartHint ? ` (${opts.slowStartHint})` : ''}`);
      nextNote += 30_000;
    }
    try {
      const res = await fetch(origin + opts.readyPath);
      await res.arrayBuffer();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  return {
    name: opts.name,
    origin,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
}

/** CPU ms (user + system) of this process's finished, waited-for children (Linux), or null. */
function childrenCpuMs(): number | null {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Runs `node <args>` to completion with inherited output; resolves with its wall time and CPU time in ms. */
export async function runNode(args: string[], env: Record<string, string>, cwd: string): Promise<{ wallMs: number; cpuMs: number | null }> {
  const started = performance.now();
  const cpuBefore = childrenCpuMs();
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  running.add(child);
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  running.delete(child);
  if (code !== 0) throw new Error(`node ${args.join(' ')} failed (${signal ?? code})`);
  const cpuAfter = childrenCpuMs();
  return { wallMs: performance.now() - started, cpuMs: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null };
}
