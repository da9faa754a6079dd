// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Promotion } from '@contracts/promotions';
import { fakeServer, failure } from '@/testing/fake-server';
import { renderDom } from '@/testing/render-dom';
import { text } from '@/testing/i18n';
import { formatMoney } from '@/lib/format';
import { PromotionForm } from './promotion-form';
import { PromotionList } from './promotion-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const promotion = (over: Partial<Promotion> = {}): Promotion => ({
  id: '4f1c2b7e-0d52-4d8f-9a51-1c0a4a0b6a01',
  code: 'ETE25',
  name: null,
  automatic: false,
  kind: 'percent',
  value: '25.00',
  startsAt: null,
  endsAt: null,
  maxUses: 100,
  maxUsesPerCustomer: 1,
  minOrder: null,
  budget: '5000.00',
  categoryIds: [],
  giftIds: [],
  active: true,
  uses: 12,
  discountGiven: '900.00',
  revenue: '4200.00',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('the promotions screen', () => {
  it('lists each promotion with its state, uses and revenue, and pauses one', async () => {
    const server = fakeServer({
      'GET /api/admin/promotions': [Response.json([promotion()]), Response.json([promotion({ active: false })])],
      'PATCH /api/admin/promotions/4f1c2b7e-0d52-4d8f-9a51-1c0a4a0b6a01': Response.json(promotion({ active: false })),
    });
    await renderDom(<PromotionList />);
    const card = (await screen.findByText('ETE25')).closest('li')!;
    expect(within(card).getByText(text('admin-promotions:state.active'))).toBeTruthy();
    expect(within(card).getByText(text('admin-promotions:usesOf', { uses: 12, max: 100 }))).toBeTruthy();
    expect(card.textContent).toContain(formatMoney('4200.00', 'fr'));
    await userEvent.click(within(card).getByRole('button', { name: text('admin-promotions:pauseLabel', { name: 'ETE25' }) }));
    expect(server.bodiesOf('PATCH /api/admin/promotions/4f1c2b7e-0d52-4d8f-9a51-1c0a4a0b6a01')).toEqual([{ active: false }]);
    await screen.findByText(text('admin-promotions:state.paused'));
  });

  it('creates a code from the form and shows the server’s refusal on the field it names', async () => {
    const server = fakeServer({
      'POST /api/admin/promotions': [
        failure(400, 'invalid_data', 'Ce code promo existe déjà.', { issues: [{ path: 'code', message: 'Ce code promo existe déjà.' }] }),
        Response.json(promotion(), { status: 201 }),
      ],
    });
    await renderDom(<PromotionForm />);
    await userEvent.type(screen.getByLabelText(new RegExp(text('admin-promotions:form.code'))), 'ete25');
    await userEvent.type(screen.getByLabelText(new RegExp(text('admin-promotions:form.percent').replace(/[()%]/g, '.'))), '25');
    await userEvent.type(screen.getByLabelText(text('admin-promotions:form.maxUses')), '100');
    await userEvent.click(screen.getByRole('button', { name: text('admin-promotions:form.submit') }));
    expect(await screen.findByText('Ce code promo existe déjà.')).toBeTruthy();
    expect(server.bodiesOf('POST /api/admin/promotions')[0]).toMatchObject({ code: 'ete25', kind: 'percent', value: '25', maxUses: 100, automatic: false });
    await userEvent.click(screen.getByRole('button', { name: text('admin-promotions:form.submit') }));
    await screen.findByText(text('admin-promotions:created', { name: 'ETE25' }));
  });

  it('limits a promotion to gifts found by name, and takes one off again', async () => {
    const gift = (id: string, name: string) => ({ id, name: { fr: name, ar: name, en: name } });
    const server = fakeServer({
      'GET /api/categories': Response.json([]),
      'GET /api/admin/gifts?search=rose': Response.json([gift('6d0c9a52-1f7e-4b0a-8d7e-2f1a3c4b5d01', 'Bouquet de roses'), gift('6d0c9a52-1f7e-4b0a-8d7e-2f1a3c4b5d02', 'Roses éternelles')]),
      'POST /api/admin/promotions': Response.json(promotion(), { status: 201 }),
    });
    await renderDom(<PromotionForm />);
    await userEvent.type(screen.getByLabelText(new RegExp(text('admin-promotions:form.code'))), 'roses10');
    await userEvent.type(screen.getByLabelText(new RegExp(text('admin-promotions:form.percent').replace(/[()%]/g, '.'))), '10');
    await userEvent.type(screen.getByRole('searchbox', { name: text('admin-promotions:form.findGift') }), 'rose');
    await userEvent.click(await screen.findByRole('button', { name: text('admin-promotions:form.addGift', { name: 'Bouquet de roses' }) }));
    await userEvent.click(screen.getByRole('button', { name: text('admin-promotions:form.addGift', { name: 'Roses éternelles' }) }));
    await userEvent.click(screen.getByRole('button', { name: text('admin-promotions:form.removeGift', { name: 'Bouquet de roses' }) }));
    await userEvent.click(screen.getByRole('button', { name: text('admin-promotions:form.submit') }));
    await screen.findByText(text('admin-promotions:created', { name: 'ETE25' }));
    expect(server.bodiesOf('POST /api/admin/promotions')[0]).toMatchObject({ code: 'roses10', giftIds: ['6d0c9a52-1f7e-4b0a-8d7e-2f1a3c4b5d02'] });
  });
});
