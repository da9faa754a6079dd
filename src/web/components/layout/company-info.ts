import type { Appearance } from '@contracts/appearance';
import type { Locale } from '@contracts/common';
import type { PublicSettings } from '@contracts/settings';
import { localized } from '@/lib/format';

export interface CompanyInfo {
  name: string;
  description: string;
  city: string;
  phone: string;
  email: string;
  address: string;
  /** The CNDP declaration number (law 09-08); empty until the owner sets it. */
  cndp: string;
}

/** Shown when the shop has not filled in its company details yet. */
export const companyDefaults = {
  name: 'Cadeaux Maroc',
  city: 'Casablanca',
  phone: '+212 5 22 00 00 00',
  email: 'bonjour@cadeaux.ma',
  address: '',
} as const;

const filled = (...values: (string | null | undefined)[]) => values.map((v) => v?.trim()).find((v) => !!v);

/**
 * The company details the storefront shows: settings first (the back office's Entreprise tab),
 * then the appearance contact fields, then defaults; `fallbackDescription` is the translated default text.
 */
export function companyInfo(
  settings: PublicSettings | undefined,
  appearance: Appearance | undefined,
  locale: Locale,
  fallbackDescription: string,
): CompanyInfo {
  const info = settings?.company_info;
  return {
    name: filled(appearance?.company_name, info?.name) ?? companyDefaults.name,
    description: filled(localized(info?.description, locale)) ?? fallbackDescription,
    city: filled(info?.city) ?? companyDefaults.city,
    phone: filled(info?.phone, appearance?.company_phone) ?? companyDefaults.phone,
    email: filled(info?.email, appearance?.company_email) ?? companyDefaults.email,
    address: filled(info?.address, appearance?.company_address) ?? companyDefaults.address,
    cndp: filled(settings?.cndp_declaration) ?? '',
  };
}

/** A phone number as a tel: link target (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A WhatsApp chat link for a number written in any format. */
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;
