import {
  ForgotPasswordSchema,
  LoginSchema,
  PASSWORD_MIN,
  RegisterSchema,
  type LoginInput,
  type RegisterInput,
} from '@contracts/auth';

/** What a form refuses, named after its toast texts in the auth namespace (validation.<problem>). */
export type FormProblem =
  | 'loginRequired'
  | 'registerRequired'
  | 'emailRequired'
  | 'invalidEmail'
  | 'passwordMismatch'
  | 'passwordTooShort'
  | 'firstNameRequired';

export type Checked<T, F extends string> = { ok: true; data: T } | { ok: false; problem: FormProblem; fields: F[] };

const blank = (v: string) => v.trim() === '';

export function checkLogin(v: { email: string; password: string }): Checked<LoginInput, 'email' | 'password'> {
  const missing = (['email', 'password'] as const).filter((f) => blank(v[f]));
  if (missing.length) return { ok: false, problem: 'loginRequired', fields: [...missing] };
  const parsed = LoginSchema.safeParse(v);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, problem: 'invalidEmail', fields: ['email'] };
}

export interface RegisterFields {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
}

type RegisterField = keyof RegisterFields;

/** Required fields first, then the confirmation, then the length; the contract keeps only what the API takes. */
export function checkRegister(v: RegisterFields): Checked<RegisterInput, RegisterField> {
  const missing = (['firstName', 'email', 'password', 'confirmPassword'] as const).filter((f) => blank(v[f]));
  if (missing.length) return { ok: false, problem: 'registerRequired', fields: [...missing] };
  const pw = checkNewPassword(v.password, v.confirmPassword);
  if (pw) return { ok: false, problem: pw, fields: pw === 'passwordMismatch' ? ['confirmPassword'] : ['password'] };
  const parsed = RegisterSchema.safeParse(v);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, problem: 'invalidEmail', fields: ['email'] };
}

export function checkForgot(email: string): Checked<{ email: string }, 'email'> {
  if (blank(email)) return { ok: false, problem: 'emailRequired', fields: ['email'] };
  const parsed = ForgotPasswordSchema.safeParse({ email });
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, problem: 'invalidEmail', fields: ['email'] };
}

/** A new password must match its confirmation and be long enough. */
export function checkNewPassword(password: string, confirm: string): 'passwordMismatch' | 'passwordTooShort' | null {
  if (password !== confirm) return 'passwordMismatch';
  if (password.length < PASSWORD_MIN) return 'passwordTooShort';
  return null;
}
