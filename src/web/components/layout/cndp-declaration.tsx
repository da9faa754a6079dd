import { useTranslation } from 'react-i18next';
import { useCompanyInfo } from './use-company-info';

/** "Déclaration CNDP n° …" (law 09-08), once the owner has set the number in the Entreprise tab. */
export function CndpDeclaration({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { cndp } = useCompanyInfo();
  if (!cndp) return null;
  return <p className={className}>{t('privacyNotice.cndp', { number: cndp })}</p>;
}
