import { lazy, Suspense, useState } from 'react';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { shopToday } from '@contracts/shop-clock';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useUser } from '@/hooks/use-user';

// The form (and react-hook-form with it) comes when the customer asks for it: the order pages draw without it.
const ReminderForm = lazy(() => import('./reminder-form').then((m) => ({ default: m.ReminderForm })));

interface OrderForReminder {
  id: string;
  customerId: string | null;
  recipientName: string;
  deliveryDate: string | null;
  createdAt: string;
}

/** The day and month the gift was for, as the shop's calendar reads them. */
function dayOf(order: OrderForReminder) {
  const date = order.deliveryDate?.slice(0, 10) ?? shopToday(new Date(order.createdAt));
  const [, month, day] = date.split('-').map(Number);
  return { day: String(day), month: String(month) };
}

/** "Rappelez-moi l'an prochain": for the customer's own order, a form already holding the recipient and the date. */
export function RemindMeNextYear({ order }: { order: OrderForReminder }) {
  const { t } = useTranslation('reminders');
  const { user } = useUser();
  const [open, setOpen] = useState(false);
  if (!user || order.customerId !== user.id) return null;
  const { day, month } = dayOf(order);
  const months = t('months', { returnObjects: true }) as unknown as string[];
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <BellRing className="h-4 w-4" aria-hidden="true" />
        {t('remindMe.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        closeLabel={t('form.cancel')}
        title={t('remindMe.title')}
        description={t('remindMe.description', { date: `${day} ${months[Number(month) - 1] ?? ''}`, name: order.recipientName })}
      >
        <Suspense fallback={null}>
          <ReminderForm prefill={{ personName: order.recipientName, day, month, orderId: order.id }} onDone={() => setOpen(false)} onCancel={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
