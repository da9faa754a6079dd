import type { ProfileUpdate } from '../../../../contracts/auth';
import type { Locale } from '../../../../contracts/common';
import type { User } from '../../../../contracts/user';

export interface PersonalValues {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  dateOfBirth: string;
  gender: User['gender'];
}

export const DEFAULT_COUNTRY = 'Maroc';

/** The form shows empty strings where the account has nothing. */
export function personalValues(user: User): PersonalValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    address: user.address ?? '',
    city: user.city ?? '',
    postalCode: user.postalCode ?? '',
    country: user.country || DEFAULT_COUNTRY,
    dateOfBirth: user.dateOfBirth ?? '',
    gender: user.gender,
  };
}

const orNull = (v: string) => v.trim() || null;

/** An emptied field clears the stored value rather than keeping an empty string. */
export function personalUpdate(v: PersonalValues): ProfileUpdate {
  return {
    firstName: v.firstName.trim(),
    lastName: orNull(v.lastName),
    phone: orNull(v.phone),
    address: orNull(v.address),
    city: orNull(v.city),
    postalCode: orNull(v.postalCode),
    country: v.country.trim() || DEFAULT_COUNTRY,
    dateOfBirth: v.dateOfBirth || null,
    gender: v.gender,
  };
}

export interface RegisterExtras {
  phone: string;
  city: string;
  preferredLanguage: Locale;
  newsletterOptIn: boolean;
  smsOptIn: boolean;
}

/**
 * Registration only takes the name, e-mail and password; the optional details typed on the form are
 * saved to the new profile right after, or null when there is nothing beyond the defaults.
 */
export function registerExtras(firstName: string, v: RegisterExtras): ProfileUpdate | null {
  const update: ProfileUpdate = { firstName: firstName.trim() };
  if (v.phone.trim()) update.phone = v.phone.trim();
  if (v.city.trim()) update.city = v.city.trim();
  if (v.preferredLanguage !== 'fr') update.preferredLanguage = v.preferredLanguage;
  if (v.newsletterOptIn) update.newsletterOptIn = true;
  if (v.smsOptIn) update.smsOptIn = true;
  return Object.keys(update).length > 1 ? update : null;
}
