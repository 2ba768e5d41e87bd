import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';
import * as contract from './index.ts';

const SRC = import.meta.dirname;

/** The modules a file loads at run time (type-only imports and exports left out), followed transitively. */
function runtimeClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = fs.readFileSync(path.join(SRC, file), 'utf8');
  for (const [, kind, target] of source.matchAll(/^(import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
    if (kind && target!.startsWith('./')) runtimeClosure(target!.slice(2), seen);
    else seen.add(target!);
  }
  return seen;
}

describe('@backoffice/contract/constants', () => {
  it('reaches no zod and no schema module: the shell and a list page importing it load no zod (decision 0085)', () => {
    const closure = [...runtimeClosure('constants.ts')];
    expect(closure.filter((m) => m === 'zod' || m.startsWith('zod/'))).toEqual([]);
    expect(closure).toContain('events-labels.ts');
    // the check itself sees zod where it is
    expect(runtimeClosure('events.ts').has('zod')).toBe(true);
  });

  it('exports the same values as the main entry under the same names', () => {
    for (const [name, value] of Object.entries(constants)) expect((contract as Record<string, unknown>)[name], name).toBe(value);
  });
});
