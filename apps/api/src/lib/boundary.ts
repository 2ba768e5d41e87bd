import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** PostgreSQL `integer` (int4): the widest value an id, foreign key or integer filter may carry into the database. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

const ZOD_VALIDATION = Symbol.for('ZodFastifySchemaValidationError');
/** U+0000 is refused by PostgreSQL in text; lone surrogates cannot be encoded as UTF-8 either. */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this refuses
const FORBIDDEN_CHARS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A number written in a path or query string must be plain decimal: no `0x1F`, `1e3`, `0b1`, blanks or `Infinity`. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

type Issue = { path: string; message: string; keyword: string };

function walkRaw(value: unknown, path: string[], issues: Issue[], depth = 0): void {
  if (issues.length > 0 || depth > 32) return;
  if (typeof value === 'string') {
    if (FORBIDDEN_CHARS.test(value)) issues.push({ path: path.join('/'), message: 'Texto contém caracteres não permitidos', keyword: 'invalid_string' });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => walkRaw(item, [...path, String(i)], issues, depth + 1));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (FORBIDDEN_CHARS.test(key)) issues.push({ path: path.join('/'), message: 'Campo não permitido', keyword: 'unrecognized_keys' });
      walkRaw(item, [...path, key], issues, depth + 1);
    }
  }
}

function walkParsed(value: unknown, path: string[], issues: Issue[], depth = 0): void {
  if (issues.length > 0 || depth > 32) return;
  if (typeof value === 'number') {
    if (Number.isInteger(value) && (value > INT4_MAX || value < INT4_MIN))
      issues.push({ path: path.join('/'), message: 'Número fora do intervalo permitido', keyword: 'too_big' });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => walkParsed(item, [...path, String(i)], issues, depth + 1));
    return;
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) walkParsed(item, [...path, key], issues, depth + 1);
  }
}

/** Strings of a path or query string that the schema turned into numbers must have been written in plain decimal. */
function checkCoercions(raw: unknown, parsed: unknown, issues: Issue[]): void {
  if (!raw || typeof raw !== 'object' || !parsed || typeof parsed !== 'object') return;
  for (const [key, out] of Object.entries(parsed)) {
    const given = (raw as Record<string, unknown>)[key];
    const values = Array.isArray(given) ? given : [given];
    const outs = Array.isArray(out) ? out : [out];
    if (!outs.some((o) => typeof o === 'number')) continue;
    for (const v of values) {
      if (typeof v === 'string' && v.split(',').some((part) => !DECIMAL.test(part.trim())) && !DECIMAL.test(v.trim())) {
        issues.push({ path: key, message: 'Número inválido', keyword: 'invalid_type' });
        return;
      }
    }
  }
}

function toError(issues: Issue[]) {
  return issues.map((issue) => ({
    [ZOD_VALIDATION]: true,
    keyword: issue.keyword,
    instancePath: `/${issue.path}`,
    schemaPath: `#/${issue.path}/${issue.keyword}`,
    message: issue.message,
    params: {},
  }));
}

/**
 * The API's one input boundary (issue 12 §1, decision 0024). Every route's zod schema runs first; then, whatever the
 * route, the request is refused with 422 when a text carries a character PostgreSQL cannot store (U+0000, lone
 * surrogates), an integer would overflow an `integer` column, or a path/query number was not written in decimal.
 * Routes added later inherit it: there is nothing to remember per schema. It runs before any handler, so a CSV export
 * refuses bad filters before its first byte.
 */
export const boundaryValidatorCompiler: FastifySchemaCompiler<unknown> = (routeSchema) => {
  const validate = validatorCompiler(routeSchema as Parameters<typeof validatorCompiler>[0]);
  const httpPart = routeSchema.httpPart;
  return (data: unknown) => {
    const issues: Issue[] = [];
    walkRaw(data, [], issues);
    if (issues.length) return { error: toError(issues) as never };
    const result = validate(data) as { value?: unknown; error?: unknown };
    if (result.error) return result as never;
    walkParsed(result.value, [], issues);
    if (!issues.length && (httpPart === 'querystring' || httpPart === 'params')) checkCoercions(data, result.value, issues);
    if (issues.length) return { error: toError(issues) as never };
    return result as never;
  };
};
