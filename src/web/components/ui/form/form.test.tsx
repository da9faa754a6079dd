// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ApiError } from '@/lib/api';
import { renderDom } from '@/testing/render-dom';
import { TextField } from './field';
import { Form } from './form';
import { useFieldErrors } from './use-field-errors';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  name: z.string().trim().min(2, 'Nom trop court'),
  email: z.string().trim().email('Adresse invalide'),
});

function NewsletterForm({ onSubmit, onError }: { onSubmit: (v: z.output<typeof schema>) => unknown; onError?: (err: unknown) => void }) {
  const form = useSchemaForm(schema, { defaultValues: { name: '', email: '' } });
  // The form's own words for an empty field; the schema's otherwise.
  const error = useFieldErrors(form.control, (_, e, value) => (value === '' ? 'Requis' : e.message));
  return (
    <Form form={form} onSubmit={onSubmit} onError={onError}>
      <TextField label="Nom" error={error('name')} {...form.register('name')} />
      <TextField label="E-mail" error={error('email')} {...form.register('email')} />
      <button type="submit">Envoyer</button>
    </Form>
  );
}

const input = (label: string) => screen.getByRole('textbox', { name: label });
/** The text a screen reader reads as the field's description: its error. */
const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('');
const send = () => userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
const refusal = (issues: { path: string; message: string }[]) =>
  new ApiError(400, JSON.stringify({ code: 'invalid_data', message: 'Données invalides', details: { issues } }), 'invalid_data', 'Données invalides');

afterEach(cleanup);

describe('a form built with <Form>', () => {
  it('shows each refused field’s message under it, tied to the field, focuses the first and sends nothing', async () => {
    const onSubmit = vi.fn();
    await renderDom(<NewsletterForm onSubmit={onSubmit} />);
    await userEvent.type(input('E-mail'), 'amina');
    await send();

    expect(input('Nom').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(input('Nom'))).toBe('Requis');
    expect(errorOf(input('E-mail'))).toBe('Adresse invalide');
    expect(document.activeElement).toBe(input('Nom'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field’s error as soon as it is right, and keeps the others', async () => {
    await renderDom(<NewsletterForm onSubmit={vi.fn()} />);
    await send();
    await userEvent.type(input('Nom'), 'A');
    expect(errorOf(input('Nom'))).toBe('Nom trop court');
    await userEvent.type(input('Nom'), 'mina');
    expect(errorOf(input('Nom'))).toBe('');
    expect(input('Nom').getAttribute('aria-invalid')).toBe('false');
    expect(errorOf(input('E-mail'))).toBe('Requis');
  });

  it('sends the values as the schema outputs them', async () => {
    const onSubmit = vi.fn();
    await renderDom(<NewsletterForm onSubmit={onSubmit} />);
    await userEvent.type(input('Nom'), ' Amina ');
    await userEvent.type(input('E-mail'), 'amina@example.com');
    await send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Amina', email: 'amina@example.com' }));
  });

  it('marks the fields the server refused with its words, focuses the first, hands the refusal on and clears the mark once fixed', async () => {
    const err = refusal([
      { path: 'items.0.quantity', message: 'La quantité minimale est 1' },
      { path: 'email', message: 'Cette adresse est déjà inscrite' },
      { path: 'email', message: 'second issue on the same field' },
    ]);
    const onError = vi.fn();
    await renderDom(<NewsletterForm onSubmit={() => Promise.reject(err)} onError={onError} />);
    await userEvent.type(input('Nom'), 'Amina');
    await userEvent.type(input('E-mail'), 'amina@example.com');
    await send();

    await waitFor(() => expect(onError).toHaveBeenCalledWith(err));
    expect(errorOf(input('E-mail'))).toBe('Cette adresse est déjà inscrite');
    expect(errorOf(input('Nom'))).toBe('');
    expect(document.activeElement).toBe(input('E-mail'));
    expect(document.body.textContent).not.toContain('La quantité minimale est 1');

    await userEvent.clear(input('E-mail'));
    await userEvent.type(input('E-mail'), 'salma@example.com');
    expect(errorOf(input('E-mail'))).toBe('');
  });
});
