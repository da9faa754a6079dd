import { ApiError } from '@/lib/api';

export type ResetLinkState = 'checking' | 'invalid' | 'valid';

/**
 * What the reset page shows for its link: no token, or one the server refuses (used, expired,
 * unknown), is the invalid-link state. A check that could not be made (network, too many tries)
 * shows the form anyway: the submit still checks the link.
 */
export function resetLinkState(token: string, check: { isPending: boolean; error: unknown }): ResetLinkState {
  if (!token) return 'invalid';
  if (check.isPending) return 'checking';
  if (check.error instanceof ApiError && [400, 404, 410].includes(check.error.status)) return 'invalid';
  return 'valid';
}
