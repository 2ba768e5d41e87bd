import { TRAINER_MSG, toTrainerBody, trainerBody } from '@backoffice/contract';
import { Paper, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { FormActions, useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { trainers, updateTrainer, useTrainer } from './api/trainers';
import { SERVICE_TYPE_OPTIONS } from './components/labels';

const empty = { name: '', email: '', document: '', phone: '', bio: '', filiation: '', service_type: 'class' as const, lock_version: 0 };

/** /trainer/{id}/edit — saves with the lock_version it read, then back to the show page ('Treinador editado com sucesso'). */
export default function TrainerEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const record = useTrainer(id);
  const values = useMemo(() => (record.data ? toTrainerBody(record.data) : undefined), [record.data]);
  const form = useApiForm({
    schema: trainerBody,
    defaultValues: empty,
    values,
    submit: (body) => updateTrainer(id!, { ...body, lock_version: record.data!.lock_version }),
    successMessage: TRAINER_MSG.edited,
    invalidate: [trainers.keys.all],
    onSuccess: () => navigate(`/trainer/${id}/show`),
    onReload: () => void record.refetch(),
  });
  const { errors } = form.formState;
  return (
    <Stack gap={0}>
      <PageHeader title="Editar treinador" backTo={`/trainer/${id}/show`} />
      {record.isPending ? (
        <PageLoader />
      ) : record.isError ? (
        <PageError error={record.error} onRetry={() => void record.refetch()} />
      ) : (
        <form onSubmit={form.save()} noValidate>
          <Paper withBorder p="lg" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Nome" withAsterisk {...form.register('name')} error={errors.name?.message} />
              <TextInput label="E-mail" withAsterisk {...form.register('email')} error={errors.email?.message} />
              <TextInput label="Documento (CPF/CNPJ)" {...form.register('document')} error={errors.document?.message} />
              <TextInput label="Telefone" {...form.register('phone')} error={errors.phone?.message} />
              <TextInput label="Filiação" {...form.register('filiation')} error={errors.filiation?.message} />
              <Controller
                control={form.control}
                name="service_type"
                render={({ field, fieldState }) => (
                  <Select label="Serviço" withAsterisk allowDeselect={false} data={SERVICE_TYPE_OPTIONS} value={field.value} onChange={(v) => field.onChange(v)} error={fieldState.error?.message} />
                )}
              />
            </SimpleGrid>
            <Textarea mt="md" label="Biografia" autosize minRows={3} {...form.register('bio')} error={errors.bio?.message} />
            <FormActions saving={form.saving} cancelTo={`/trainer/${id}/show`} />
          </Paper>
        </form>
      )}
    </Stack>
  );
}
