import fs from 'node:fs';

type Holder = { pid: number; label: string; since: string };

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An exclusive lock file, so two bench runs never open the same PGlite directory at once (PGlite is single-process:
 * a second server on the same files would corrupt them) nor measure the same database together. Waits for a live
 * holder (up to `timeoutMs`), takes over from a dead one, and is released on exit.
 */
export async function acquireLock(file: string, label: string, timeoutMs = 60 * 60_000): Promise<() => void> {
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    try {
      const holder: Holder = { pid: process.pid, label, since: new Date().toISOString() };
      fs.writeFileSync(file, JSON.stringify(holder), { flag: 'wx' });
      const release = () => {
        try {
          const current = JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
          if (current.pid === process.pid) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let holder: Holder | null;
    try {
      holder = JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
    } catch {
      holder = null; // being written or removed: retry
    }
    if (holder && !alive(holder.pid)) {
      fs.rmSync(file, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`${file} is still held by ${holder?.label ?? '?'} (pid ${holder?.pid ?? '?'})`);
    if (holder && !told) {
      console.log(`Waiting for ${holder.label} (pid ${holder.pid}, since ${holder.since}) to finish with the same data set…`);
      told = true;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}
