import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/a11y.ts';
import { DEMO } from '../support/accounts.ts';
import { signedInPage } from '../support/auth.ts';
import { pageHeading, useBrowser, visible } from '../support/browser.ts';

/** Catalogue screens (issue 4): lists with data, a show page with tables, forms (page and modal). */
const PAGES: [path: string, heading: string][] = [
  ['/modalities/list', 'Modalidades'],
  ['/modalities/list?novo=1', 'Modalidades'],
  ['/modalities/delete_list', 'Modalidades excluídas'],
  ['/extras/list', 'Extras'],
  ['/extras/new', 'Cadastrar extra'],
  ['/sponsors/list', 'Patrocinadores'],
  ['/ongs/list', 'ONGs'],
  ['/ongs/new', 'Cadastrar ONG'],
  ['/event-groups/list', 'Grupos de eventos'],
  ['/event-groups/new', 'Cadastrar grupo de eventos'],
];

describe('acessibilidade das telas de catálogo (axe-core: nada sério ou crítico)', () => {
  const b = useBrowser();

  it('listas, formulários e páginas de detalhe', async () => {
    const page = await signedInPage(b, DEMO.admin);
    const problems: string[] = [];
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await visible(pageHeading(page, heading));
      if (path.endsWith('/list')) await visible(page.getByRole('row').nth(1));
      if (path.includes('novo=1')) await visible(page.getByRole('dialog'));
      for (const v of await seriousViolations(page)) problems.push(`${path}: ${v}`);
    }
    for (const list of ['/sponsors/list', '/ongs/list', '/event-groups/list', '/extras/list']) {
      await page.goto(list);
      await page.getByRole('link', { name: /^Ver detalhes de / }).first().click();
      await visible(page.getByRole('main').getByRole('heading', { level: 3 }));
      for (const v of await seriousViolations(page)) problems.push(`${new URL(page.url()).pathname}: ${v}`);
    }
    if (problems.length) console.error(problems.join('\n'));
    expect(problems).toEqual([]);
  });
});
