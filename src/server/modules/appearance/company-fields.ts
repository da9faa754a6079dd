import type { Appearance } from '../../../contracts/appearance.js';
import type { SettingKey } from '../../../contracts/settings.js';

/**
 * The appearance's company and contact fields are the settings of the Entreprise tab, under the
 * same keys: one home and one name, so the footer, the e-mails and both screens never disagree.
 */
export const companyKeys = ['company_name', 'company_email', 'company_phone', 'company_address', 'whatsapp_number'] as const satisfies readonly (keyof Appearance & SettingKey)[];

export type CompanyField = (typeof companyKeys)[number];
export const isCompanyField = (field: string): field is CompanyField => (companyKeys as readonly string[]).includes(field);
