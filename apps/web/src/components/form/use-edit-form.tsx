import { Stack } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import type { Resource } from '../../lib/resource';
import { PageHeader } from '../PageHeader';
import { PageError, PageLoader } from '../PageState';
import { useApiForm } from './use-api-form';

export type UseEditFormOptions<T extends { id: number; lock_version: number }, TSchema extends z.ZodType<FieldValues, FieldValues>> = {
  resource: Resource<T>;
  schema: TSchema;
  defaultValues: Parameters<typeof useApiForm<TSchema, T>>[0]['defaultValues'];
  /** The loaded record as form values (the contract's `to<Area>Body` where the area has one). */
  toValues: (record: T) => z.input<TSchema>;
  /** PUT the body with the `lock_version` the page read. */
  update: (id: string, body: z.output<TSchema> & { lock_version: number }) => Promise<T>;
  successMessage: string;
};

/**
 * The edit page's form (/<area>/{id}/edit): loads the record, fills the form, saves with the record's lock_version
 * (a 409 offers to reload), invalidates the area and goes to the show page.
 */
export function useEditForm<T extends { id: number; lock_version: number }, TSchema extends z.ZodType<FieldValues, FieldValues>>(
  options: UseEditFormOptions<T, TSchema>,
) {
  const { resource, schema, defaultValues, toValues, update, successMessage } = options;
  const { id } = useParams();
  const navigate = useNavigate();
  const record = resource.useDetail(id);
  const values = useMemo(() => (record.data ? toValues(record.data) : undefined), [record.data, toValues]);
  const form = useApiForm({
    schema,
    defaultValues,
    values,
    submit: (body) => update(id!, { ...body, lock_version: record.data!.lock_version }),
    successMessage,
    invalidate: [resource.keys.all],
    onSuccess: () => navigate(`${resource.pages}/${id}/show`),
    onReload: () => void record.refetch(),
  });
  return { id: id!, record, form, showTo: `${resource.pages}/${id}/show`, listTo: `${resource.pages}/list` };
}

/** The edit page's frame: header with the way back, then the loader, the error or the form. */
export function EditPageFrame({ title, edit, children }: { title: string; edit: { record: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }; listTo: string }; children: ReactNode }) {
  const { record } = edit;
  return (
    <Stack gap={0}>
      <PageHeader title={title} backTo={edit.listTo} />
      {record.isPending ? <PageLoader /> : record.isError ? <PageError error={record.error} onRetry={() => void record.refetch()} /> : children}
    </Stack>
  );
}
