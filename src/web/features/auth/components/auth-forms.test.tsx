// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enter } from '@/testing/enter';
import { renderDom } from '@/testing/render-dom';
import { fakeServer } from '@/testing/fake-server';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { text } from '@/testing/i18n';

const noop = () => undefined;
const user = { id: 'u1', email: 'amina@example.com', firstName: 'Amina', lastName: '', role: 'customer' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Waits for a toast holding these texts (title, description). */
const toastSays = async (...texts: string[]) => {
  for (const text of texts) expect(await screen.findByText(text)).toBeTruthy();
};
/** A field by its label, the star of a required one aside. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`), { selector: 'input' });
/** The error text tied to a field (its aria-describedby), '' when it has none. */
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id.endsWith('-error') ? document.getElementById(id)?.textContent : ''))
    .join('');

describe('the sign-in form', () => {
  it('asks for every field with the spec’s toast, marks the blank ones and calls nothing', async () => {
    const server = fakeServer({});
    await renderDom(<LoginForm onSignedIn={noop} onForgot={noop} onCreateAccount={noop} />);
    await enter(field(text('auth:fields.email')), 'amina@example.com');
    await userEvent.click(screen.getByRole('button', { name: text('auth:login.submit') }));
    await toastSays(text('auth:validation.loginRequired.title'), text('auth:validation.loginRequired.description'));
    expect(errorOf(field(text('auth:fields.password')))).toBe(text('auth:validation.required'));
    expect(errorOf(field(text('auth:fields.email')))).toBe('');
    expect(document.activeElement).toBe(field(text('auth:fields.password')));
    expect(server.bodiesOf('POST /api/login')).toEqual([]);
  });

  it('refuses a malformed e-mail, then sends the normalised address', async () => {
    const server = fakeServer({ 'POST /api/login': Response.json(user) });
    const signedIn = vi.fn();
    await renderDom(<LoginForm onSignedIn={signedIn} onForgot={noop} onCreateAccount={noop} />);
    await enter(field(text('auth:fields.email')), 'amina');
    await enter(field(text('auth:fields.password')), 'x');
    await userEvent.click(screen.getByRole('button', { name: text('auth:login.submit') }));
    await toastSays(text('auth:validation.invalidEmail.title'));
    expect(errorOf(field(text('auth:fields.email')))).toBe(text('auth:validation.invalidEmail.description'));

    await userEvent.clear(field(text('auth:fields.email')));
    await enter(field(text('auth:fields.email')), ' Amina@Example.com');
    await userEvent.click(screen.getByRole('button', { name: text('auth:login.submit') }));
    await waitFor(() => expect(signedIn).toHaveBeenCalled());
    expect(server.bodiesOf('POST /api/login')).toEqual([{ email: 'amina@example.com', password: 'x' }]);
  });

  it('speaks Arabic to an Arabic visitor, not the contract’s French', async () => {
    fakeServer({});
    await renderDom(<LoginForm onSignedIn={noop} onForgot={noop} onCreateAccount={noop} />, { locale: 'ar' });
    await enter(field(text('auth:fields.email')), 'amina');
    await enter(field(text('auth:fields.password')), 'x');
    await userEvent.click(screen.getByRole('button', { name: text('auth:login.submit') }));
    await toastSays(text('auth:validation.invalidEmail.title'));
    expect(errorOf(field(text('auth:fields.email')))).toBe(text('auth:validation.invalidEmail.description'));
    // Nothing left in the contract’s French.
    expect(document.body.textContent).not.toContain(text('auth:validation.invalidEmail.description', { lng: 'fr' }));
  });
});

describe('the sign-up form', () => {
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) if (value) await enter(field(label), value);
    await userEvent.click(screen.getByRole('button', { name: text('auth:register.submit') }));
  };
  const complete = {
    [text('auth:fields.firstName')]: ' Amina ',
    [text('auth:fields.email')]: 'Amina@Example.com',
    [text('auth:fields.password')]: 'secret1',
    [text('auth:fields.confirmPassword')]: 'secret1',
  };

  it('names the blank required fields first', async () => {
    fakeServer({});
    await renderDom(<RegisterForm onSignedIn={noop} onSignIn={noop} />);
    await fill({ ...complete, [text('auth:fields.firstName')]: '', [text('auth:fields.password')]: '', [text('auth:fields.confirmPassword')]: 'x' });
    await toastSays(text('auth:validation.registerRequired.title'), text('auth:validation.registerRequired.description'));
    expect(errorOf(field(text('auth:fields.firstName')))).toBe(text('auth:validation.required'));
    expect(errorOf(field(text('auth:fields.password')))).toBe(text('auth:validation.required'));
    expect(errorOf(field(text('auth:fields.confirmPassword')))).toBe('');
  });

  it('refuses a confirmation that differs before a short password', async () => {
    fakeServer({});
    await renderDom(<RegisterForm onSignedIn={noop} onSignIn={noop} />);
    await fill({ ...complete, [text('auth:fields.password')]: 'abc', [text('auth:fields.confirmPassword')]: 'abd' });
    await toastSays(text('auth:validation.passwordMismatch.title'));
    expect(errorOf(field(text('auth:fields.confirmPassword')))).toBe(text('auth:validation.passwordMismatch.description'));
  });

  it('refuses a password under six characters', async () => {
    fakeServer({});
    await renderDom(<RegisterForm onSignedIn={noop} onSignIn={noop} />);
    await fill({ ...complete, [text('auth:fields.password')]: 'abc', [text('auth:fields.confirmPassword')]: 'abc' });
    await toastSays(text('auth:validation.passwordTooShort.title'));
    expect(errorOf(field(text('auth:fields.password')))).toBe(text('auth:validation.passwordTooShort.description'));
  });

  it('sends only the e-mail, password and names, normalised', async () => {
    const server = fakeServer({ 'POST /api/register': Response.json(user), 'PUT /api/profile': Response.json(user) });
    const signedIn = vi.fn();
    await renderDom(<RegisterForm onSignedIn={signedIn} onSignIn={noop} />);
    await fill({ ...complete, [text('auth:fields.phone')]: '0600000000' });
    await waitFor(() => expect(signedIn).toHaveBeenCalled());
    expect(server.bodiesOf('POST /api/register')).toEqual([
      { email: 'amina@example.com', password: 'secret1', firstName: 'Amina', lastName: '' },
    ]);
  });
});

describe('the forgotten password dialog', () => {
  it('asks for the e-mail, in English for an English visitor', async () => {
    const server = fakeServer({});
    await renderDom(<ForgotPasswordDialog open initialEmail="" onClose={noop} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: text('auth:forgot.send') }));
    await toastSays(text('auth:validation.emailRequired.title'), text('auth:validation.emailRequired.description'));
    expect(errorOf(screen.getByRole('textbox'))).toBe(text('auth:validation.required'));
    expect(server.bodiesOf('POST /api/forgot-password')).toEqual([]);
  });

  it('sends the address typed and closes', async () => {
    const server = fakeServer({ 'POST /api/forgot-password': Response.json({ message: 'ok' }) });
    const closed = vi.fn();
    await renderDom(<ForgotPasswordDialog open initialEmail="Amina@Example.com" onClose={closed} />);
    await userEvent.click(screen.getByRole('button', { name: text('auth:forgot.send') }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(server.bodiesOf('POST /api/forgot-password')).toEqual([{ email: 'amina@example.com' }]);
  });
});

describe('the reset password form', () => {
  it('keeps submit disabled until both passwords are filled and equal, then refuses a short one', async () => {
    const server = fakeServer({});
    await renderDom(<ResetPasswordForm token={"t".repeat(20)} onDone={noop} />);
    const submit = screen.getByRole('button', { name: text('auth:reset.submit') });
    await enter(field(text('auth:reset.newPassword')), 'abc');
    expect(submit).toHaveProperty('disabled', true);
    await enter(field(text('auth:reset.confirm')), 'abd');
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(field(text('auth:reset.confirm')), '{Backspace}c');
    expect(submit).toHaveProperty('disabled', false);
    await userEvent.click(submit);
    await toastSays(text('auth:validation.passwordTooShort.title'));
    expect(errorOf(field(text('auth:reset.newPassword')))).toBe(text('auth:validation.passwordTooShort.description'));
    expect(server.bodiesOf('POST /api/reset-password')).toEqual([]);
  });
});
