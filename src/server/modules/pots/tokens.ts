import { createHash } from 'node:crypto';
import { hashToken, newToken } from '../../lib/secrets/tokens.js';

/**
 * The organiser's token is drawn; the contributors' is derived from it, so the organiser's page can show
 * the link to share again while the database keeps only both hashes (as the recipient's link, decision 048).
 */
export const shareTokenOf = (organiserToken: string) => createHash('sha256').update(`pot-share:${organiserToken}`).digest('base64url');

export function drawPotTokens() {
  const organiserToken = newToken();
  const token = shareTokenOf(organiserToken);
  return { token, organiserToken, tokenHash: hashToken(token), organiserTokenHash: hashToken(organiserToken) };
}

export { hashToken };
