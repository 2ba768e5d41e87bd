import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The real config on made-up files: a wrong import must fail `npm run lint`, a right one must pass.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

describe('boundary rules', () => {
  it('refuse a feature importing another feature', async () => {
    const found = await problems('apps/web/src/features/coupons/CouponsListPage.tsx', "import { sponsors } from '../sponsors/api/sponsors';\nexport const x = sponsors;\n");
    expect(found).toEqual([expect.stringContaining('uma feature não importa outra')]);
  });

  it('refuse lib importing plugins, and components importing features', async () => {
    expect(await problems('apps/api/src/lib/coupons.ts', "import { actorOf } from '../plugins/auth.ts';\nexport const x = actorOf;\n")).toEqual([expect.stringContaining('lib/ fica abaixo')]);
    expect(await problems('apps/web/src/components/Coupon.tsx', "import { sponsors } from '../features/sponsors/api/sponsors';\nexport const x = sponsors;\n")).toEqual([
      expect.stringContaining('lib/ e components/ ficam abaixo'),
    ]);
  });

  it("refuse a module importing another module's routes, and allow its repository or lookup", async () => {
    expect(await problems('apps/api/src/modules/coupons/coupons.routes.ts', "import subscriptionsRoutes from '../subscriptions/subscriptions.routes.ts';\nexport const x = subscriptionsRoutes;\n")).toEqual([
      expect.stringContaining('um módulo não importa as rotas de outro'),
    ]);
    expect(await problems('apps/api/src/modules/coupons/coupons.routes.ts', "import { requireEvent } from '../events/event-lookup.ts';\nexport const x = requireEvent;\n")).toEqual([]);
  });

  it('refuse an import cycle, naming its path', async () => {
    // the rule walks the real import graph (see npm run lint); here its search on a small graph
    const { cycleThrough } = (await import('./boundaries.js')) as { cycleThrough: (g: Map<string, string[]>, s: string) => string[] | null };
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cycleThrough(graph, 'a.ts')).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
    expect(cycleThrough(graph, 'd.ts')).toBeNull();
  });
});
