import { CUSTOMER_MSG, formatCpf, MODAL, REPORT_FILE_STATUS_LABELS, TEAM_MSG } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.ts';
import { adminToken, call } from '../support/api.ts';
import { signedInPage } from '../support/auth.ts';
import { atPath, confirmModal, expectNotification, field, pageHeading, unique, useBrowser, visible, WAIT_MS } from '../support/browser.ts';
import { parseCsv } from '../support/csv.ts';
import { mailMark, waitForMail } from '../support/mail.ts';

describe('usuários do app (tf-users)', () => {
  const b = useBrowser();

  it('busca pelo CPF com máscara, abre o cadastro, reenvia o link de senha, exporta a lista e baixa em report-list', async () => {
    // a seeded customer (the demo admin sees full values)
    const [customer] = await call<{ id: number; name: string; cpf: string; email: string }[]>('GET', '/v1/customer/users?per_page=1&person_type=physical&status=enabled', await adminToken());
    expect(customer?.cpf).toMatch(/^\d{11}$/);

    const page = await signedInPage(b, DEMO.admin, '/tf-users/list');
    await visible(pageHeading(page, 'Usuários do app'));
    await page.getByPlaceholder('Nome, CPF, e-mail ou telefone').fill(formatCpf(customer!.cpf));
    await page.keyboard.press('Enter');
    const link = page.getByRole('row').filter({ hasText: formatCpf(customer!.cpf) }).getByRole('link', { name: customer!.name, exact: true });
    await visible(link);
    await link.click();
    await atPath(page, `/tf-users/${customer!.id}/show`);
    await visible(pageHeading(page, customer!.name));
    await visible(page.getByText(customer!.email).first());
    // the access log (LGPD) already holds this view, with where it happened (decision 0096)
    const accessLog = page.getByRole('table', { name: 'Registro de acessos' });
    await visible(accessLog.getByRole('row').filter({ hasText: 'Visualizou o cadastro' }).filter({ hasText: 'Usuários do app' }).first());

    const since = mailMark();
    await page.getByRole('button', { name: 'Reenviar link de senha' }).click();
    await expectNotification(page, CUSTOMER_MSG.emailSent);
    const mail = await waitForMail(customer!.email, { since });
    expect(mail.link).toContain('/redefinir-senha?token=');

    // disabling from the customer's page asks first, as the list does; cancelling changes nothing
    await page.getByRole('button', { name: 'Desativar', exact: true }).click();
    await visible(page.getByRole('dialog').getByText(`Deseja desativar ${customer!.name}?`));
    await confirmModal(page, MODAL.cancel);
    await visible(page.getByRole('button', { name: 'Desativar', exact: true }));
    await page.getByRole('button', { name: 'Desativar', exact: true }).click();
    await confirmModal(page, MODAL.disable);
    await expectNotification(page, CUSTOMER_MSG.disabled);
    await page.getByRole('button', { name: 'Ativar', exact: true }).click();
    await confirmModal(page, MODAL.enable);
    await expectNotification(page, CUSTOMER_MSG.enabled);

    // export the list as filtered (a state), then follow it in report-list and download it
    await page.goto('/tf-users/list?state=RJ');
    await visible(page.getByRole('row').nth(1));
    await page.getByRole('button', { name: 'Exportar CSV', exact: true }).click();
    await expectNotification(page, CUSTOMER_MSG.reportRequested);
    await atPath(page, '/tf-users/report-list');
    // the newest report (the seed's have earlier or later request times): by its id
    const reports = await call<{ id: number }[]>('GET', '/v1/report/customer_user_reports?per_page=200', await adminToken());
    const newest = Math.max(...reports.map((r) => r.id));
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(newest), exact: true }) });
    await visible(row.getByText(REPORT_FILE_STATUS_LABELS.completed, { exact: true }), WAIT_MS * 2);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: WAIT_MS }), row.getByRole('button', { name: 'Baixar' }).click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const rows = parseCsv(Buffer.concat(chunks).toString('utf8'));
    expect(download.suggestedFilename()).toMatch(/^usuarios-\d+\.csv$/);
    expect(rows[0]).toEqual(['ID', 'Nome', 'Tipo de pessoa', 'CPF', 'CNPJ', 'E-mail', 'Telefone', 'Tipo de usuário', 'Cidade', 'UF', 'Equipe', 'Status', 'Cadastrado em', 'Último acesso']);
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows.slice(1).map((r) => r[9]))).toEqual(new Set(['RJ']));
  });

  it('edita o telefone de um usuário e cadastra uma equipe com estado e cidade', async () => {
    const [customer] = await call<{ id: number; name: string }[]>('GET', '/v1/customer/users?per_page=1&person_type=physical&status=enabled&order=id', await adminToken());
    const page = await signedInPage(b, DEMO.admin, `/tf-users/${customer!.id}/edit`);
    await visible(pageHeading(page, 'Editar usuário do app'));
    await field(page, 'Telefone').fill('(21) 98888-7777');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectNotification(page, CUSTOMER_MSG.edited);
    await atPath(page, `/tf-users/${customer!.id}/show`);
    await visible(page.getByText('+55 (21) 98888-7777'));

    await page.goto('/teams/new');
    const name = `Equipe E2E ${unique('')}`;
    await field(page, 'Nome').fill(name);
    await page.getByRole('combobox', { name: /^Estado/ }).click();
    await page.getByRole('option', { name: /^RJ — / }).click();
    await page.getByRole('combobox', { name: /^Cidade/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectNotification(page, TEAM_MSG.created);
    await atPath(page, /^\/teams\/\d+\/show$/);
    await visible(pageHeading(page, name));
    await visible(page.getByText(/ - RJ$/));
  });
});
