import type { SignInBody } from '@backoffice/contract';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/**
 * The sign-in form checks what the contract's `signInBody` checks, with its messages, without zod or react-hook-form:
 * /sign_in is the first page a person loads, and they were ≈ 40 and 15 KB gzip of it (issue 13 §1, decision 0085).
 * sign-in-form.test.ts compares the check with `signInBody` on a set of inputs, so a change to the schema that is not
 * made here fails there; SignInPage.test.tsx checks the form behaves as it did with react-hook-form.
 */

/** zod's email pattern (`z.regexes.email`, what `z.email()` tests); the test keeps the two equal. */
// eslint-disable-next-line no-useless-escape -- zod's source verbatim, so the test can compare the two
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
const EMAIL_MAX = 254;
const PASSWORD_MAX = 128;

type FieldError = { type: string; message: string };
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

const FIELDS = ['email', 'password'] as const satisfies readonly (keyof SignInBody)[];
export type SignInErrors = Partial<Record<keyof SignInBody, string>>;

function valuesOf(form: HTMLFormElement): SignInBody {
  const value = (name: keyof SignInBody) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
  return { email: value('email'), password: value('password') };
}

/**
 * The form as `useForm({ resolver: zodResolver(signInBody) })` ran it: checked on submit (the first field in error gets
 * the focus, nothing is sent), then, once submitted, each edited field checked again as it changes; a valid submit
 * hands `onValid` the parsed values (e-mail in lower case). The inputs stay uncontrolled (read by `name`).
 */
export function useSignInForm(onValid: (values: SignInBody) => Promise<void>) {
  const [errors, setErrors] = useState<SignInErrors>({});
  const submitted = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const form = event.currentTarget;
    const checked = checkSignIn(valuesOf(form));
    if (!checked.ok) {
      setErrors({ email: checked.errors.email?.message, password: checked.errors.password?.message });
      const first = FIELDS.find((name) => checked.errors[name]);
      if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setErrors({});
    await onValid(checked.values);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { form, name } = event.currentTarget;
    if (!submitted.current || !form || !(FIELDS as readonly string[]).includes(name)) return;
    const checked = checkSignIn(valuesOf(form));
    const message = checked.ok ? undefined : checked.errors[name as keyof SignInBody]?.message;
    setErrors((current) => (current[name as keyof SignInBody] === message ? current : { ...current, [name]: message }));
  };

  return { errors, onSubmit, onChange };
}
