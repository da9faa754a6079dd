import { describe, expect, it } from 'vitest';
import type { User } from '@contracts/user';
import { missingDetails, personalUpdate, personalValues, registerDetails } from './profile-payload';

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

  it('shows the stored E.164 phone as people write it', () => {
    expect(personalValues({ ...user, phone: '+212612345678' }).phone).toBe('+212 6 12 34 56 78');
  });

  it('sends emptied fields as null and trims the rest', () => {
    const update = personalUpdate({ ...personalValues(user), firstName: ' Amina ', phone: '  ', city: ' Fès ' });
    expect(update).toMatchObject({ firstName: 'Amina', phone: null, city: 'Fès', dateOfBirth: null, country: 'Maroc' });
  });
});

describe('registration details', () => {
  it('keeps the language on screen and leaves out empty optional fields', () => {
    expect(registerDetails(' Amina ', extras)).toEqual({ firstName: 'Amina', preferredLanguage: 'fr' });
  });

  it('has nothing left to save when the new account already matches', () => {
    expect(missingDetails(user, registerDetails('Amina', extras))).toBeNull();
  });

  it('saves what the new account lacks, such as a language the server guessed differently', () => {
    const details = registerDetails('Amina', { ...extras, city: 'Fès', preferredLanguage: 'ar', smsOptIn: true });
    expect(missingDetails(user, details)).toEqual({ firstName: 'Amina', city: 'Fès', preferredLanguage: 'ar', smsOptIn: true });
  });
});
