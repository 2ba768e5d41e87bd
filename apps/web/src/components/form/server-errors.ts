import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/**
 * Sets the API's field errors (`errors[].field`) on the form fields that exist; returns the messages that belong to
 * no field (shown as a notification by the caller).
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, knownFields: readonly string[], setError: UseFormSetError<T>): string[] {
  if (!(error instanceof ApiError)) return [];
  const rest: string[] = [];
  let focused = false;
  for (const item of error.errors) {
    const root = item.field?.split(/[.[]/)[0];
    if (item.field && root && knownFields.includes(root)) {
      setError(item.field as FieldPath<T>, { type: 'server', message: item.message }, { shouldFocus: !focused });
      focused = true;
    } else {
      rest.push(item.message);
    }
  }
  return rest;
}
