import { createHash } from 'node:crypto';
import { EARLY_TAPS_SCRIPT } from '../../contracts/early-taps.js';

/** The early-taps script, inline at the top of a rendered page (decision 040). */
export const earlyTapsTag = `<script>${EARLY_TAPS_SCRIPT}</script>`;

/** Its CSP source: the same script on every page, so the cached page needs no per-answer nonce. */
export const earlyTapsHash = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;
