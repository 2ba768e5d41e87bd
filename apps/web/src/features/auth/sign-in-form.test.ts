import { signInBody, type SignInBody } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkSignIn, EMAIL_PATTERN } from './sign-in-form';

/** What `zodResolver(signInBody)` gave the form: the parsed values, or the first issue of each field. */
function viaZod(input: SignInBody) {
  const parsed = signInBody.safeParse(input);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message };
  return { ok: false, errors };
}

const long = (n: number) => 'a'.repeat(n);
const CASES: SignInBody[] = [
  { email: '', password: '' },
  { email: 'admin@demo.local', password: 'demo-admin' },
  { email: 'Admin@Demo.Local', password: 'x' },
  { email: ' admin@demo.local ', password: 'x' },
  { email: 'admin@demo', password: 'x' },
  { email: 'admin', password: '' },
  { email: 'a.b+c@sub.example.com.br', password: ' ' },
  { email: "o'neil@example.com", password: 'x' },
  { email: '.a@example.com', password: 'x' },
  { email: 'a..b@example.com', password: 'x' },
  { email: 'a@-example.com', password: 'x' },
  { email: 'a@example.c', password: 'x' },
  { email: 'ção@example.com', password: 'x' },
  { email: 'a@example.com', password: long(128) },
  { email: 'a@example.com', password: long(129) },
  { email: `${long(64)}@${long(60)}.${long(60)}.${long(60)}.com`, password: 'x' }, // 253 characters
  { email: `${long(64)}@${long(60)}.${long(60)}.${long(61)}.com`, password: 'x' }, // 254
  { email: `${long(64)}@${long(60)}.${long(60)}.${long(62)}.com`, password: '' }, // 255
  { email: `${long(300)}@example.com`, password: long(200) },
];

describe('sign-in form validation without zod', () => {
  it('uses the same e-mail pattern as zod', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it.each(CASES.map((c) => [`${c.email.slice(0, 40)} (${c.email.length}) / ${c.password.length}`, c] as const))('answers as signInBody does: %s', (_name, input) => {
    expect(checkSignIn(input)).toEqual(viaZod(input));
  });

  it('shows the pt-BR messages of the form', () => {
    expect(checkSignIn({ email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: { type: 'invalid_format', message: 'E-mail inválido' }, password: { type: 'too_small', message: 'Informe a senha' } },
    });
    expect(checkSignIn({ email: 'a@example.com', password: long(129) })).toEqual({
      ok: false,
      errors: { password: { type: 'too_big', message: 'Use no máximo 128 caracteres' } },
    });
  });
});
