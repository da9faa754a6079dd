import type { Appearance } from '../../../contracts/appearance.js';
import type { SettingKey } from '../../../contracts/settings.js';

/**
 * The appearance's company and contact fields are the settings of the Entreprise tab seen from the
 * appearance editor: one home, so the footer, the e-mails and the editor never disagree.
 */
export const companyFields = {
  companyName: 'company_name',
  contactEmail: 'company_email',
  contactPhone: 'company_phone',
  contactAddress: 'company_address',
  whatsappNumber: 'whatsapp_number',
} as const satisfies Partial<Record<keyof Appearance, SettingKey>>;

export type CompanyField = keyof typeof companyFields;
export const isCompanyField = (field: string): field is CompanyField => Object.hasOwn(companyFields, field);
