import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@contracts/admin-orders';

const link = 'underline-offset-2 hover:underline';

/**
 * Who ordered and how to reach them: the account's name, or 'Invité', with the e-mail and phone given
 * at checkout as links; on one line, or `stacked` one under the other in a table's narrow column.
 */
export function BuyerContact({ order, stacked }: { order: AdminOrder; stacked?: boolean }) {
  const { t } = useTranslation('admin');
  const { customer } = order;
  const email = customer?.email ?? order.senderEmail;
  const phone = order.senderPhone ?? customer?.phone ?? null;
  const parts: [string, ReactNode][] = [
    ['name', customer ? <bdi>{[customer.firstName, customer.lastName].filter(Boolean).join(' ')}</bdi> : <span className="text-muted">{t('guest')}</span>],
  ];
  if (email) {
    const domain = email.indexOf('@') + 1;
    parts.push([
      'email',
      <a href={`mailto:${email}`} className={stacked ? link : `${link} break-all`}>
        {/* A narrow column breaks the address after its @ rather than anywhere. */}
        <bdi dir="ltr">
          {stacked ? (
            <>
              {email.slice(0, domain)}
              <wbr />
              {email.slice(domain)}
            </>
          ) : (
            email
          )}
        </bdi>
      </a>,
    ]);
  }
  if (phone)
    parts.push([
      'phone',
      <a href={`tel:${phone.replace(/\s/g, '')}`} className={link}>
        <bdi dir="ltr">{phone}</bdi>
      </a>,
    ]);
  if (stacked)
    return parts.map(([key, part], i) => (
      <span key={key} className={i === 0 ? 'block' : 'block text-xs'}>
        {part}
      </span>
    ));
  return parts.map(([key, part], i) => (
    <Fragment key={key}>
      {i > 0 && ' · '}
      {part}
    </Fragment>
  ));
}
