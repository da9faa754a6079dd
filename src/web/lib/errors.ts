import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isErrorCode, type ErrorCode, type ErrorDetails } from '@contracts/errors';
import { ApiError } from './api';

/** The typed details of a failed call answered with one of these codes (src/contracts/errors.ts), else null. */
export function errorDetails<C extends ErrorCode>(err: unknown, ...codes: C[]): ErrorDetails<C> | null {
  if (!(err instanceof ApiError) || !(codes as string[]).includes(err.code ?? '')) return null;
  return err.details as ErrorDetails<C>;
}

/**
 * The one mapping from a failure to the text a visitor reads. French: the server's own message (it
 * speaks French and names the gift, the count…). Arabic and English: the code's text from the
 * `errors` namespace. A code this client does not know: the server's message; no answer at all
 * (offline, not JSON): the screen's fallback.
 */
export function errorText(err: unknown, language: string, textOf: (code: ErrorCode) => string, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  if (language === 'fr' && err.serverMessage) return err.serverMessage;
  if (isErrorCode(err.code)) return textOf(err.code);
  return err.serverMessage ?? fallback;
}

/** `errorText` in the page's language: `const text = useErrorText(); toast({ description: text(err, t('…')) })`. */
export function useErrorText() {
  const { t, i18n } = useTranslation('errors');
  return useCallback((err: unknown, fallback: string) => errorText(err, i18n.language, (code) => t(code), fallback), [t, i18n.language]);
}

/** A declined card (a result, not an error) in the page's language: French keeps the provider's text. */
export function useDeclineText() {
  const { t, i18n } = useTranslation('errors');
  return useCallback(
    (code: string | null, message: string) => {
      if (i18n.language === 'fr' && message) return message;
      const texts = t('declined', { returnObjects: true }) as unknown as Record<string, string>;
      return texts[code ?? 'other'] ?? texts.other ?? message;
    },
    [t, i18n.language],
  );
}
