import { MSG, NOTIFICATION_DURATION_MS } from '@backoffice/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../lib/notify';
import { notifyConflict } from './notify-conflict';
import { revealErrors } from './reveal-errors';
import { applyServerErrors } from './server-errors';
import { useLeaveGuard } from './use-leave-guard';

export type SaveMode = { exit: boolean };

export type UseApiFormOptions<TSchema extends z.ZodType<FieldValues, FieldValues>, TResult> = {
  /** The contract's zod schema (validated on the client with zodResolver, again on the server). */
  schema: TSchema;
  defaultValues: DefaultValues<z.input<TSchema>>;
  /**
   * Edit forms: the loaded record's values. The form takes them when they arrive or change, unless the person has
   * unsaved edits (a background refetch never wipes them); 'Recarregar' after a 409 always takes them.
   */
  values?: z.input<TSchema>;
  /** Sends the validated values (add `lock_version` here on PUT). */
  submit: (values: z.output<TSchema>) => Promise<TResult>;
  /** Green notification after success. */
  successMessage?: string;
  /** Query keys to invalidate after success. */
  invalidate?: QueryKey[];
  /** After success (navigate here: leaving is already allowed). `exit` is true for 'Salvar e Sair'. */
  onSuccess?: (result: TResult, mode: SaveMode) => void;
  /** 409 'Recarregar' action: reload the record; defaults to reloading the page. */
  onReload?: () => void;
};

export type ApiForm<TSchema extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> & {
  /** `<form onSubmit={form.save()}>` for 'Salvar'; `onClick={form.save({ exit: true })}` for 'Salvar e Sair'. */
  save: (mode?: Partial<SaveMode>) => (e?: React.BaseSyntheticEvent) => Promise<void>;
  saving: boolean;
  /** Allow leaving without the unsaved-changes warning (after a delete). */
  releaseLeaveGuard: () => void;
};

/**
 * THE form pattern: react-hook-form + zodResolver(contract schema) + one mutation. Server field errors land on
 * their fields, other errors become 'Ocorreu um Erro' notifications, 409 offers 'Recarregar', and a dirty form
 * warns before the user leaves the page (cleared on save).
 */
export function useApiForm<TSchema extends z.ZodType<FieldValues, FieldValues>, TResult = unknown>(
  options: UseApiFormOptions<TSchema, TResult>,
): ApiForm<TSchema> {
  const queryClient = useQueryClient();
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(options.schema as never) as never,
    defaultValues: options.defaultValues,
    // No error before the person saves (a row added to a list is not 'wrong' yet); after a refused save each field is
    // checked again as it changes, so a fixed field loses its message at once.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const guard = useLeaveGuard(form.formState.isDirty);

  const { values } = options;
  useEffect(() => {
    if (values && !form.formState.isDirty) form.reset(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values]);

  const { onReload } = options;
  // 'Recarregar': drop the edits (the form becomes clean), then the refetched record comes in through `values`.
  const reloadAfterConflict = useCallback(() => {
    if (values) form.reset(values);
    onReload?.();
  }, [form, values, onReload]);

  const mutation = useMutation({
    mutationFn: (values: z.output<TSchema>) => options.submit(values),
    meta: { handlesErrors: true },
  });

  const save: ApiForm<TSchema>['save'] = (mode) =>
    form.handleSubmit(
      async (data) => {
        try {
          const result = await mutation.mutateAsync(data);
          await Promise.all((options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
          form.reset(form.getValues()); // clean: the dirty flag is cleared on save
          guard.release();
          if (options.successMessage) notifySuccess(options.successMessage);
          options.onSuccess?.(result, { exit: mode?.exit ?? false });
        } catch (error) {
          if (!(error instanceof ApiError)) {
            notifyFailure(MSG.genericError, MSG.genericErrorTitle);
            return;
          }
          if (error.silent || error.isNetwork) return;
          if (error.status === 409) {
            notifyConflict(error, options.onReload && reloadAfterConflict);
            return;
          }
          const knownFields = Object.keys(form.formState.defaultValues ?? {});
          const rest = applyServerErrors(error, knownFields, form.setError);
          if (rest.length || !error.errors.length) {
            notifications.show({
              color: 'red',
              title: MSG.genericErrorTitle,
              message: rest.length ? rest.join('\n') : MSG.listError,
              autoClose: NOTIFICATION_DURATION_MS,
              styles: { description: { whiteSpace: 'pre-line' } },
            });
          }
          // The fields the server refused: their tab opens, the first takes the focus, a summary lists them.
          if (rest.length < error.errors.length) revealErrors();
        }
      },
      // Refused before sending (the same contract schema): the same summary, tab and focus.
      () => revealErrors(),
    );

  return Object.assign(form, { save, saving: mutation.isPending, releaseLeaveGuard: guard.release });
}
