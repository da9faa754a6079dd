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
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });
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
    await enter(field('Adresse email'), 'amina@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await toastSays('Champs requis', 'Veuillez remplir tous les champs');
    expect(errorOf(field('Mot de passe'))).toBe(text('auth:validation.required'));
    expect(errorOf(field('Adresse email'))).toBe('');
    expect(document.activeElement).toBe(field('Mot de passe'));
    expect(server.bodiesOf('POST /api/login')).toEqual([]);
  });

  it('refuses a malformed e-mail, then sends the normalised address', async () => {
    const server = fakeServer({ 'POST /api/login': Response.json(user) });
    const signedIn = vi.fn();
    await renderDom(<LoginForm onSignedIn={signedIn} onForgot={noop} onCreateAccount={noop} />);
    await enter(field('Adresse email'), 'amina');
    await enter(field('Mot de passe'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await toastSays('Email invalide');
    expect(errorOf(field(text('auth:fields.email')))).toBe(text('auth:validation.invalidEmail.description'));

    await userEvent.clear(field('Adresse email'));
    await enter(field('Adresse email'), ' Amina@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(signedIn).toHaveBeenCalled());
    expect(server.bodiesOf('POST /api/login')).toEqual([{ email: 'amina@example.com', password: 'x' }]);
  });

  it('speaks Arabic to an Arabic visitor, not the contract’s French', async () => {
    fakeServer({});
    await renderDom(<LoginForm onSignedIn={noop} onForgot={noop} onCreateAccount={noop} />, { locale: 'ar' });
    await enter(field('البريد الإلكتروني'), 'amina');
    await enter(field('كلمة المرور'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    await toastSays('بريد إلكتروني غير صالح');
    expect(errorOf(field('البريد الإلكتروني'))).toBe('يرجى إدخال بريد إلكتروني صالح.');
    expect(document.body.textContent).not.toMatch(/invalide|Veuillez/);
  });
});

describe('the sign-up form', () => {
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) if (value) await enter(field(label), value);
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
  };
  const complete = { Prénom: ' Amina ', 'Adresse email': 'Amina@Example.com', 'Mot de passe': 'secret1', 'Confirmer le mot de passe': 'secret1' };

  it('names the blank required fields first', async () => {
    fakeServer({});
    await renderDom(<RegisterForm onSignedIn={noop} onSignIn={noop} />);
    await fill({ ...complete, Prénom: '', 'Mot de passe': '', 'Confirmer le mot de passe': 'x' });
    await toastSays('Champs requis', 'Veuillez remplir tous les champs obligatoires');
    expect(errorOf(field('Prénom'))).toBe(text('auth:validation.required'));
    expect(errorOf(field('Mot de passe'))).toBe(text('auth:validation.required'));
    expect(errorOf(field('Confirmer le mot de passe'))).toBe('');
  });

  it('refuses a confirmation that differs before a short password', async () => {
    fakeServer({});
    await renderDom(<RegisterForm onSignedIn={noop} onSignIn={noop} />);
    await fill({ ...complete, 'Mot de passe': 'abc', 'Confirmer le mot de passe': 'abd' });
    await toastSays('Mots de passe différents');
    expect(errorOf(field(text('auth:fields.confirmPassword')))).toBe('Les mots de passe ne correspondent pas');
  });

  it('refuses a password under six characters', async () => {
    fakeServer({});
    await renderDom(<RegisterForm onSignedIn={noop} onSignIn={noop} />);
    await fill({ ...complete, 'Mot de passe': 'abc', 'Confirmer le mot de passe': 'abc' });
    await toastSays('Mot de passe trop court');
    expect(errorOf(field('Mot de passe'))).toBe('Le mot de passe doit contenir au moins 6 caractères');
  });

  it('sends only the e-mail, password and names, normalised', async () => {
    const server = fakeServer({ 'POST /api/register': Response.json(user), 'PUT /api/profile': Response.json(user) });
    const signedIn = vi.fn();
    await renderDom(<RegisterForm onSignedIn={signedIn} onSignIn={noop} />);
    await fill({ ...complete, Téléphone: '0600000000' });
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
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await toastSays('Email required', 'Please enter your email address');
    expect(errorOf(screen.getByRole('textbox'))).toBe('This field is required');
    expect(server.bodiesOf('POST /api/forgot-password')).toEqual([]);
  });

  it('sends the address typed and closes', async () => {
    const server = fakeServer({ 'POST /api/forgot-password': Response.json({ message: 'ok' }) });
    const closed = vi.fn();
    await renderDom(<ForgotPasswordDialog open initialEmail="Amina@Example.com" onClose={closed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(server.bodiesOf('POST /api/forgot-password')).toEqual([{ email: 'amina@example.com' }]);
  });
});

describe('the reset password form', () => {
  it('keeps submit disabled until both passwords are filled and equal, then refuses a short one', async () => {
    const server = fakeServer({});
    await renderDom(<ResetPasswordForm token={"t".repeat(20)} onDone={noop} />);
    const submit = screen.getByRole('button', { name: 'Mettre à jour le mot de passe' });
    await enter(field('Nouveau mot de passe'), 'abc');
    expect(submit).toHaveProperty('disabled', true);
    await enter(field('Confirmer le nouveau mot de passe'), 'abd');
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(field('Confirmer le nouveau mot de passe'), '{Backspace}c');
    expect(submit).toHaveProperty('disabled', false);
    await userEvent.click(submit);
    await toastSays('Mot de passe trop court');
    expect(errorOf(field('Nouveau mot de passe'))).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect(server.bodiesOf('POST /api/reset-password')).toEqual([]);
  });
});
