import { MSG } from '@backoffice/contract';

export type ErrorItem = { message: string; field?: string; code?: number };

/** An error with the HTTP status and the pt-BR messages the caller sees (§7 `{ errors: [{ message }] }`). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: ErrorItem[];
  readonly headers: Record<string, string>;

  constructor(statusCode: number, errors: ErrorItem[] | string, headers: Record<string, string> = {}) {
    const list = typeof errors === 'string' ? [{ message: errors }] : errors;
    super(list[0]?.message ?? 'error');
    this.statusCode = statusCode;
    this.errors = list;
    this.headers = headers;
  }
}

export const unauthorized = (message: string = MSG.invalidJwt, code?: number) =>
  new HttpError(401, [{ message, ...(code ? { code } : {}) }]);
export const forbidden = () => new HttpError(403, MSG.forbidden);
export const notFound = (message: string = MSG.notFound) => new HttpError(404, message);
export const conflict = (message: string = MSG.conflict) => new HttpError(409, [{ message, field: 'lock_version' }]);
/** 422 for input that is well-formed but not acceptable; name the field. */
export const invalid = (field: string, message: string) => new HttpError(422, [{ field, message }]);
