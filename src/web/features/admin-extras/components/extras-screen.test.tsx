// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Extra } from '@contracts/extras';
import { fakeServer } from '@/testing/fake-server';
import { renderDom } from '@/testing/render-dom';
import { text } from '@/testing/i18n';
import { ExtraForm } from './extra-form';
import { ExtraList } from './extra-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = '6a1c2b7e-0d52-4d8f-9a51-1c0a4a0b6a02';
const extra = (over: Partial<Extra> = {}): Extra => ({
  id,
  name: { fr: 'Carte de vœux', ar: 'بطاقة تهنئة', en: 'Greeting card' },
  price: '20.00',
  vatRate: 20,
  stock: 8,
  zones: ['casablanca'],
  active: true,
  sold: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('the extras screen', () => {
  it('lists each extra, changes its stock in place and pauses it', async () => {
    const server = fakeServer({
      'GET /api/admin/extras': [Response.json([extra()]), Response.json([extra({ stock: 12 })]), Response.json([extra({ stock: 12, active: false })])],
      [`PATCH /api/admin/extras/${id}`]: [Response.json(extra({ stock: 12 })), Response.json(extra({ stock: 12, active: false }))],
    });
    await renderDom(<ExtraList />);
    const card = await screen.findByRole('listitem');
    expect(within(card).getByText(text('admin-extras:state.active'))).toBeTruthy();
    const stock = within(card).getByLabelText(text('admin-extras:stockOf', { name: 'Carte de vœux' }));
    await userEvent.clear(stock);
    await userEvent.type(stock, '12');
    await userEvent.click(within(card).getByRole('button', { name: text('admin-extras:saveStock') }));
    await screen.findByDisplayValue('12');
    await userEvent.click(within(await screen.findByRole('listitem')).getByRole('button', { name: text('admin-extras:pauseLabel', { name: 'Carte de vœux' }) }));
    await screen.findByText(text('admin-extras:state.paused'));
    expect(server.bodiesOf(`PATCH /api/admin/extras/${id}`)).toEqual([{ stock: 12 }, { active: false }]);
  });

  it('creates an extra for the zones ticked, and says what is missing first', async () => {
    const server = fakeServer({ 'POST /api/admin/extras': Response.json(extra(), { status: 201 }) });
    await renderDom(<ExtraForm />);
    await userEvent.click(screen.getByRole('button', { name: text('admin-extras:form.submit') }));
    expect(await screen.findByText(text('admin-extras:errors.name'))).toBeTruthy();
    expect(server.bodiesOf('POST /api/admin/extras')).toEqual([]);
    await userEvent.type(screen.getByLabelText(new RegExp(text('admin-extras:form.nameFr').replace(/[()]/g, '.'))), 'Carte de vœux');
    await userEvent.type(screen.getByLabelText(new RegExp(text('admin-extras:form.price').replace(/[()]/g, '.'))), '20');
    await userEvent.type(screen.getByLabelText(new RegExp(`^${text('admin-extras:form.stock')}`)), '8');
    for (const zone of ['rabat', 'marrakech', 'national'] as const) await userEvent.click(screen.getByRole('checkbox', { name: text(`admin-extras:zones.${zone}`) }));
    await userEvent.click(screen.getByRole('button', { name: text('admin-extras:form.submit') }));
    await screen.findByText(text('admin-extras:created', { name: 'Carte de vœux' }));
    expect(server.bodiesOf('POST /api/admin/extras')[0]).toMatchObject({ name: { fr: 'Carte de vœux' }, price: '20', vatRate: 20, stock: 8, zones: ['casablanca'] });
  });

  it('changes an extra’s names, price, VAT, stock and zones in the form it opens, sending them all', async () => {
    const changed = extra({ name: { fr: 'Carte brodée', ar: 'بطاقة مطرزة', en: 'Embroidered card' }, price: '35.00', vatRate: 10, stock: 5, zones: ['casablanca', 'rabat'] });
    const server = fakeServer({
      'GET /api/admin/extras': [Response.json([extra()]), Response.json([changed])],
      [`PATCH /api/admin/extras/${id}`]: Response.json(changed),
    });
    await renderDom(<ExtraList />);
    // The list's own item: a toast of an earlier test may still be on the page as a list item.
    const card = within(await screen.findByRole('list', { name: text('admin-extras:listLabel') })).getByRole('listitem');
    await userEvent.click(within(card).getByRole('button', { name: text('admin-extras:editLabel', { name: 'Carte de vœux' }) }));
    const field = (label: Parameters<typeof text>[0]) => within(card).getByLabelText(new RegExp(`^${text(label).replace(/[()]/g, '.')}`));
    expect((field('admin-extras:form.price') as HTMLInputElement).value).toBe('20.00');
    for (const [label, value] of [
      ['admin-extras:form.nameFr', 'Carte brodée'],
      ['admin-extras:form.nameAr', 'بطاقة مطرزة'],
      ['admin-extras:form.nameEn', 'Embroidered card'],
      ['admin-extras:form.price', '35'],
      ['admin-extras:form.stock', '5'],
    ] as const) {
      await userEvent.clear(field(label));
      await userEvent.type(field(label), value);
    }
    await userEvent.selectOptions(field('admin-extras:form.vatRate'), '10');
    await userEvent.click(within(card).getByRole('checkbox', { name: text('admin-extras:zones.rabat') }));
    await userEvent.click(within(card).getByRole('button', { name: text('admin-extras:form.save') }));
    await screen.findByText(text('admin-extras:saved', { name: 'Carte brodée' }));
    expect(server.bodiesOf(`PATCH /api/admin/extras/${id}`)).toEqual([
      { name: { fr: 'Carte brodée', ar: 'بطاقة مطرزة', en: 'Embroidered card' }, price: '35', vatRate: 10, stock: 5, zones: ['casablanca', 'rabat'] },
    ]);
    expect(await screen.findByText('Carte brodée')).toBeTruthy();
  });

  it('closes the change without sending anything when cancelled', async () => {
    const server = fakeServer({ 'GET /api/admin/extras': Response.json([extra()]) });
    await renderDom(<ExtraList />);
    const card = within(await screen.findByRole('list', { name: text('admin-extras:listLabel') })).getByRole('listitem');
    await userEvent.click(within(card).getByRole('button', { name: text('admin-extras:editLabel', { name: 'Carte de vœux' }) }));
    await userEvent.click(within(card).getByRole('button', { name: text('admin-extras:form.cancel') }));
    expect(await screen.findByText('Carte de vœux')).toBeTruthy();
    expect(server.bodiesOf(`PATCH /api/admin/extras/${id}`)).toEqual([]);
  });
});
