import type { ProfileUpdate } from '@contracts/auth';
import type { Locale } from '@contracts/common';
import { formatPhone } from '@/lib/format';
import type { User } from '@contracts/user';

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
    // Stored in E.164; shown as people write it (+212 6 12 34 56 78).
    phone: user.phone ? formatPhone(user.phone) : '',
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

/** The optional details typed at registration (the language is the one on screen unless changed). */
export function registerDetails(firstName: string, v: RegisterExtras): ProfileUpdate {
  const details: ProfileUpdate = { firstName: firstName.trim(), preferredLanguage: v.preferredLanguage };
  if (v.phone.trim()) details.phone = v.phone.trim();
  if (v.city.trim()) details.city = v.city.trim();
  if (v.newsletterOptIn) details.newsletterOptIn = true;
  if (v.smsOptIn) details.smsOptIn = true;
  return details;
}

/**
 * Registration only takes the name, e-mail and password: what the new account still lacks of the
 * details, or null when it already matches (the server may have guessed the language right).
 */
export function missingDetails(user: User, details: ProfileUpdate): ProfileUpdate | null {
  const missing: ProfileUpdate = { firstName: user.firstName };
  let any = false;
  for (const key of ['phone', 'city', 'preferredLanguage', 'newsletterOptIn', 'smsOptIn'] as const) {
    if (details[key] !== undefined && details[key] !== user[key]) {
      Object.assign(missing, { [key]: details[key] });
      any = true;
    }
  }
  return any ? missing : null;
}
