import { SETTINGS_MSG, settingsBody, toSettingsBody, type SettingsBody } from '@backoffice/contract';
import { NumberInput, Paper, SimpleGrid, Stack, Switch, TextInput, Textarea, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormActions, useApiForm } from '../../../components/form';
import { MoneyInput } from '../../../components/inputs';
import { PageHeader } from '../../../components/PageHeader';
import { PageError, PageLoader } from '../../../components/PageState';
import { settings, updateSettings } from '../api/marketing';

const empty: SettingsBody = {
  site_name: '',
  contact_email: '',
  support_phone: '',
  support_hours: '',
  default_convenience_fee: 0,
  max_installments: 12,
  min_installment_amount: 5,
  terms_url: '',
  privacy_url: '',
  kit_pickup_title: '',
  kit_pickup_instructions: '',
  maintenance_mode: false,
  maintenance_message: '',
  lock_version: 0,
};

/** /settings/edit — saves and returns to the show view (§2). */
export default function SettingsEditPage() {
  const navigate = useNavigate();
  const record = settings.useDetail(1);
  const values = useMemo(() => (record.data ? toSettingsBody(record.data) : undefined), [record.data]);
  const form = useApiForm({
    schema: settingsBody,
    defaultValues: empty,
    values,
    submit: (body) => updateSettings({ ...body, lock_version: record.data!.lock_version }),
    successMessage: SETTINGS_MSG.updated,
    invalidate: [settings.keys.all],
    onSuccess: () => navigate('/settings/show'),
    onReload: () => void record.refetch(),
  });
  const { errors } = form.formState;

  return (
    <Stack gap={0}>
      <PageHeader title="Editar configurações" backTo="/settings/show" />
      {record.isPending ? (
        <PageLoader />
      ) : record.isError ? (
        <PageError error={record.error} onRetry={() => void record.refetch()} />
      ) : (
        <form onSubmit={form.save()} noValidate>
          <Stack gap="lg">
            <Paper withBorder p="lg" radius="md">
              <Title order={3} size="h4" mb="md">
                Plataforma e atendimento
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Nome da plataforma" withAsterisk {...form.register('site_name')} error={errors.site_name?.message} />
                <TextInput label="E-mail de contato" type="email" {...form.register('contact_email')} error={errors.contact_email?.message} />
                <TextInput label="Telefone de atendimento" placeholder="(11) 4002-8922" {...form.register('support_phone')} error={errors.support_phone?.message} />
                <TextInput label="Horário de atendimento" placeholder="Segunda a sexta, das 9h às 18h" {...form.register('support_hours')} error={errors.support_hours?.message} />
                <TextInput label="Termos de uso (link)" placeholder="https://… ou /caminho" {...form.register('terms_url')} error={errors.terms_url?.message} />
                <TextInput label="Política de privacidade (link)" placeholder="https://… ou /caminho" {...form.register('privacy_url')} error={errors.privacy_url?.message} />
              </SimpleGrid>
            </Paper>
            <Paper withBorder p="lg" radius="md">
              <Title order={3} size="h4" mb="md">
                Pagamentos
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Controller
                  control={form.control}
                  name="default_convenience_fee"
                  render={({ field, fieldState }) => (
                    <NumberInput
                      label="Taxa de conveniência padrão (%)"
                      description="De 0% a 20%. Valor de referência; ainda não aplicado aos eventos"
                      min={0}
                      max={20}
                      decimalScale={2}
                      decimalSeparator=","
                      value={field.value}
                      onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="max_installments"
                  render={({ field, fieldState }) => (
                    <NumberInput
                      label="Parcelas no máximo"
                      min={1}
                      max={12}
                      allowDecimal={false}
                      value={field.value}
                      onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="min_installment_amount"
                  render={({ field, fieldState }) => <MoneyInput label="Parcela mínima" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
                />
              </SimpleGrid>
            </Paper>
            <Paper withBorder p="lg" radius="md">
              <Title order={3} size="h4" mb="md">
                Retirada de kits (texto padrão)
              </Title>
              <Stack>
                <TextInput label="Título" placeholder="Retirada de kits" {...form.register('kit_pickup_title')} error={errors.kit_pickup_title?.message} />
                <Textarea label="Instruções" description="Texto de referência; ainda não usado nos eventos nem na retirada de kits" autosize minRows={3} {...form.register('kit_pickup_instructions')} error={errors.kit_pickup_instructions?.message} />
              </Stack>
            </Paper>
            <Paper withBorder p="lg" radius="md">
              <Title order={3} size="h4" mb="md">
                Manutenção
              </Title>
              <Stack>
                <Controller
                  control={form.control}
                  name="maintenance_mode"
                  render={({ field }) => <Switch label="Modo de manutenção" description="O site e o aplicativo mostram a mensagem abaixo" checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />}
                />
                <Textarea label="Mensagem de manutenção" autosize minRows={2} {...form.register('maintenance_message')} error={errors.maintenance_message?.message} />
              </Stack>
            </Paper>
          </Stack>
          <FormActions saving={form.saving} cancelTo="/settings/show" />
        </form>
      )}
    </Stack>
  );
}
