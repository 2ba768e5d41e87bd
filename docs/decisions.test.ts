import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every decision record follows docs/decisions/README.md's template, so a reader finds the why, the what and the cost.
const dir = path.join(import.meta.dirname, 'decisions');
const records = fs.readdirSync(dir).filter((f) => /^\d{4}-.+\.md$/.test(f));

describe('decision records', () => {
  it('have unique numbers', () => {
    const numbers = records.map((f) => f.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(records)('%s: title, status, then Context, Decision and Consequences in that order', (file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    expect(text.split('\n')[0]).toMatch(new RegExp(`^# ${file.slice(0, 4)} — \\S`));
    expect(text).toMatch(/^- Status: \S/m);
    const at = ['## Context', '## Decision', '## Consequences'].map((h) => text.search(new RegExp(`^${h}$`, 'm')));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});
