import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@contracts/admin-orders';

const link = 'underline-offset-2 hover:underline';

/** Who ordered and how to reach them: the account's name, or 'Invité', with the e-mail and phone given at checkout as links. */
export function BuyerContact({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const { customer } = order;
  const email = customer?.email ?? order.senderEmail;
  const phone = order.senderPhone ?? customer?.phone ?? null;
  return (
    <>
      {customer ? <bdi>{[customer.firstName, customer.lastName].filter(Boolean).join(' ')}</bdi> : <span className="text-muted">{t('guest')}</span>}
      {email && (
        <>
          {' · '}
          <a href={`mailto:${email}`} className={`${link} break-all`}>
            <bdi dir="ltr">{email}</bdi>
          </a>
        </>
      )}
      {phone && (
        <>
          {' · '}
          <a href={`tel:${phone.replace(/\s/g, '')}`} className={link}>
            <bdi dir="ltr">{phone}</bdi>
          </a>
        </>
      )}
    </>
  );
}
