import { PARTNER_MSG, PARTNER_PERCENT_FIELDS, formatPercent, partnerUpdateBody, toPartnerBody, type Partner, type PartnerPercentField } from '@backoffice/contract';
import { Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { FormActions, useApiForm } from '../../../components/form';
import { confirmAction } from '../../../lib/confirm';
import { notifySuccess } from '../../../lib/notify';
import { partners, updatePartner } from '../api/partners';
import { PercentInput } from './PercentInput';

/** The confirm dialog of a programme change: each percentage that changes, old → new. */
function confirmChanges(changes: { field: PartnerPercentField; from: number; to: number }[], name: string) {
  return confirmAction({
    kind: 'ok',
    title: PARTNER_MSG.confirmTitle,
    message: (
      <>
        <Text size="sm" mb="sm">
          Confira as novas porcentagens do programa {name}. A alteração fica registrada no histórico.
        </Text>
        <Table withTableBorder data-testid="partner-changes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Campo</Table.Th>
              <Table.Th>Atual</Table.Th>
              <Table.Th>Novo</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((c) => (
              <Table.Tr key={c.field}>
                <Table.Td>{PARTNER_PERCENT_FIELDS[c.field]}</Table.Td>
                <Table.Td>{formatPercent(c.from)}</Table.Td>
                <Table.Td fw={600}>→ {formatPercent(c.to)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </>
    ),
  });
}

/**
 * The percentages of a programme (limit and its discounts), saved after a confirm that shows old → new; the server
 * writes the history line. `fields`: the ones this programme's page edits.
 */
export function ProgrammeForm({ partner, fields, onSaved, cancelTo }: { partner: Partner; fields: PartnerPercentField[]; onSaved?: () => void; cancelTo?: string }) {
  const values = useMemo(() => toPartnerBody(partner), [partner]);
  const form = useApiForm({
    schema: partnerUpdateBody,
    defaultValues: values,
    values,
    submit: (body) => updatePartner(partner.id, { ...body, lock_version: partner.lock_version }),
    successMessage: PARTNER_MSG.edited,
    invalidate: [partners.keys.all],
    onSuccess: () => onSaved?.(),
  });

  const submit = form.handleSubmit(async (body) => {
    const changes = fields.filter((f) => Number(body[f]) !== partner[f]).map((f) => ({ field: f, from: partner[f], to: Number(body[f]) }));
    if (!changes.length) {
      notifySuccess(PARTNER_MSG.nothingChanged);
      return;
    }
    if (!(await confirmChanges(changes, partner.name))) return;
    await form.save()();
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 1, sm: fields.length }}>
          {fields.map((f) => (
            <PercentInput key={f} control={form.control} name={f} label={`${PARTNER_PERCENT_FIELDS[f]} (%)`} />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="sm">
          Porcentagens de 0 a 100, com até 2 casas decimais. Os descontos não podem passar do limite, e os eventos não podem dar mais que o limite do programa.
        </Text>
        <FormActions saving={form.saving} cancelTo={cancelTo} />
      </Paper>
    </form>
  );
}
