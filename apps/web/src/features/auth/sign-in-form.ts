import type { SignInBody } from '@backoffice/contract';
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';

/**
 * The sign-in form checks what the contract's `signInBody` checks, with its messages, without zod: /sign_in is the
 * first page a person loads and zod is ≈ 40 KB gzip of it (issue 13 §1, decision 0085). sign-in-form.test.ts compares
 * the two on a set of inputs, so a change to `signInBody` that is not made here fails there.
 */

/** zod's email pattern (`z.regexes.email`, what `z.email()` tests); the test keeps the two equal. */
// eslint-disable-next-line no-useless-escape -- zod's source verbatim, so the test can compare the two
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
const EMAIL_MAX = 254;
const PASSWORD_MAX = 128;

type Checked = { ok: true; values: SignInBody } | { ok: false; errors: Partial<Record<keyof SignInBody, FieldError>> };

/** `signInBody.safeParse` for the form's two strings: the parsed values (e-mail trimmed, lower case) or one error per field. */
export function checkSignIn(input: SignInBody): Checked {
  const errors: Partial<Record<keyof SignInBody, FieldError>> = {};
  const { email, password } = input;
  // z.email('E-mail inválido') gives its own message to every check of the field, the length one too.
  if (!EMAIL_PATTERN.test(email)) errors.email = { type: 'invalid_format', message: 'E-mail inválido' };
  else if (email.trim().length > EMAIL_MAX) errors.email = { type: 'too_big', message: 'E-mail inválido' };
  if (password.length < 1) errors.password = { type: 'too_small', message: 'Informe a senha' };
  // The contract's plain pt-BR text for a string above its maximum (validation-messages.ts).
  else if (password.length > PASSWORD_MAX) errors.password = { type: 'too_big', message: `Use no máximo ${PASSWORD_MAX} caracteres` };
  if (errors.email || errors.password) return { ok: false, errors };
  return { ok: true, values: { email: email.trim().toLowerCase(), password } };
}

/** react-hook-form resolver with what `zodResolver(signInBody)` answers. */
export const signInResolver: Resolver<SignInBody> = (values, _context, options) => {
  const checked = checkSignIn(values);
  if (checked.ok) {
    if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
    return { values: checked.values, errors: {} };
  }
  return { values: {}, errors: toNestErrors(checked.errors, options) };
};
