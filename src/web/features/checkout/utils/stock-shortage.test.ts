import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { stockShortages } from './stock-shortage';

const refusal = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, JSON.stringify(body), typeof body.code === 'string' ? body.code : null, null);

describe('stock shortages from a refusal', () => {
  it('reads every short line the quote lists', () => {
    const err = refusal(409, {
      code: 'out_of_stock',
      details: {
        shortages: [
          { giftId: 'a', available: 3 },
          { giftId: 'b', available: 0 },
        ],
      },
    });
    expect(stockShortages(err)).toEqual([
      { giftId: 'a', stock: 3 },
      { giftId: 'b', stock: 0 },
    ]);
  });

  it('reads the one line an order refusal names, a switched-off gift as none left', () => {
    expect(stockShortages(refusal(409, { code: 'out_of_stock', details: { shortages: [{ giftId: 'a', available: 2 }] } }))).toEqual([{ giftId: 'a', stock: 2 }]);
    expect(stockShortages(refusal(409, { code: 'gift_unavailable', details: { shortages: [{ giftId: 'b', available: 0 }] } }))).toEqual([{ giftId: 'b', stock: 0 }]);
  });

  it('ignores other refusals', () => {
    expect(stockShortages(refusal(409, { code: 'price_changed', details: { quote: {} } }))).toBeNull();
    expect(stockShortages(refusal(400, { code: 'invalid_data', details: {} }))).toBeNull();
    expect(stockShortages(new Error('network'))).toBeNull();
  });
});
