import type { DiscountRefusal } from '../../../contracts/promotions.js';
import { AppError } from '../../http/app-error.js';
import { groupedAmount } from '../../domain/money.js';

const messages: Record<Exclude<DiscountRefusal, 'under_minimum'>, string> = {
  unknown: 'Ce code promo n’existe pas.',
  not_started: 'Ce code promo n’est pas encore valable.',
  expired: 'Ce code promo a expiré.',
  paused: 'Ce code promo est suspendu pour le moment.',
  used_up: 'Ce code promo a atteint son nombre d’utilisations.',
  used_by_customer: 'Vous avez déjà utilisé ce code promo.',
  not_applicable: 'Ce code promo ne s’applique à aucun article de cette commande.',
};

/** The 400 `discount_invalid` for a code, its reason in the details and in the French message. */
export function refused(reason: DiscountRefusal, minOrder?: string): AppError<'discount_invalid'> {
  if (reason === 'under_minimum') {
    const min = minOrder ?? '0';
    return new AppError('discount_invalid', `Ce code promo demande une commande d’au moins ${groupedAmount(min)} MAD.`, { reason, minOrder: min });
  }
  return new AppError('discount_invalid', messages[reason], { reason });
}
