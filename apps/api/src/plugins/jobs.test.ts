import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('jobs plugin (pg-boss on the same database)', () => {
  it('runs a job sent by the API in the server process', async () => {
    const seen: number[] = [];
    await ctx.app.jobs.define<{ n: number }>('test.echo', async (data) => {
      seen.push(data.n);
    });
    await ctx.app.jobs.send('test.echo', { n: 41 });
    await ctx.app.jobs.send('test.echo', { n: 42 });
    await ctx.app.jobs.idle(10_000);
    expect(seen.sort()).toEqual([41, 42]);
  });

  it('retries a job whose handler failed', async () => {
    let calls = 0;
    await ctx.app.jobs.define<object>('test.flaky', async () => {
      calls++;
      if (calls === 1) throw new Error('falha passageira');
    });
    await ctx.app.jobs.send('test.flaky', {});
    await ctx.app.jobs.idle(20_000);
    expect(calls).toBe(2);
  });
});
