/** Card failures as the customer reads them, by provider code; the provider's own text otherwise. */
const messages: Record<string, string> = {
  card_declined: 'Votre carte a été refusée.',
  generic_decline: 'Votre carte a été refusée.',
  insufficient_funds: 'Fonds insuffisants.',
  expired_card: 'Votre carte a expiré.',
  incorrect_cvc: 'Le code de sécurité est incorrect.',
  incorrect_number: 'Le numéro de carte est incorrect.',
  invalid_number: 'Carte de test inconnue',
  processing_error: 'Une erreur est survenue pendant le traitement de la carte. Réessayez.',
  authentication_required: 'Votre banque demande une authentification. Réessayez.',
  payment_intent_authentication_failure: 'L’authentification du paiement a échoué.',
  canceled: 'Le paiement a été annulé.',
};

export const declineMessage = (code: string, fallback?: string | null) => messages[code] ?? fallback ?? 'Le paiement a échoué.';
