import { describe, expect, it } from 'vitest';
import type { User } from '../../../../contracts/user';
import { personalUpdate, personalValues, registerExtras } from './profile-payload';

const user: User = {
  id: '00000000-0000-4000-8000-000000000000',
  email: 'amina@example.com',
  role: 'customer',
  firstName: 'Amina',
  lastName: null,
  phone: '0612345678',
  address: null,
  city: 'Rabat',
  postalCode: null,
  country: '',
  dateOfBirth: null,
  gender: '',
  preferredLanguage: 'fr',
  newsletterOptIn: false,
  smsOptIn: false,
  profileImageUrl: null,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const extras = { phone: '', city: '', preferredLanguage: 'fr' as const, newsletterOptIn: false, smsOptIn: false };

describe('personal form values', () => {
  it('shows missing values as empty fields and Morocco as the default country', () => {
    expect(personalValues(user)).toMatchObject({ lastName: '', address: '', dateOfBirth: '', country: 'Maroc' });
  });

  it('sends emptied fields as null and trims the rest', () => {
    const update = personalUpdate({ ...personalValues(user), firstName: ' Amina ', phone: '  ', city: ' Fès ' });
    expect(update).toMatchObject({ firstName: 'Amina', phone: null, city: 'Fès', dateOfBirth: null, country: 'Maroc' });
  });
});

describe('registerExtras', () => {
  it('has nothing to save when the optional fields keep their defaults', () => {
    expect(registerExtras('Amina', extras)).toBeNull();
  });

  it('saves the optional details typed at registration', () => {
    expect(registerExtras('Amina', { ...extras, city: 'Rabat', preferredLanguage: 'ar', smsOptIn: true })).toEqual({
      firstName: 'Amina',
      city: 'Rabat',
      preferredLanguage: 'ar',
      smsOptIn: true,
    });
  });
});
