import { describe, expect, it } from 'vitest';
import { TrackQuerySchema } from '@contracts/orders';
import { checkTrack } from './track-check';

describe('the tracking form', () => {
  it('says an empty field is required', () => {
    expect(checkTrack({ orderNumber: ' ', phone: '' })).toEqual({ orderNumber: 'required', phone: 'required' });
  });

  it('says a filled order number or phone that is too short is too short', () => {
    expect(checkTrack({ orderNumber: 'CA', phone: '06 12' })).toEqual({ orderNumber: 'orderNumberTooShort', phone: 'phoneTooShort' });
    expect(TrackQuerySchema.shape.orderNumber.minLength).toBe(4);
  });

  it('lets a complete search through', () => {
    expect(checkTrack({ orderNumber: 'cad-7k4p9q', phone: '+212 6 12 34 56 78' })).toEqual({});
  });
});
