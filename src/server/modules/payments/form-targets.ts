import type { DbOrTx } from '../../db/client.js';
import type { CacheTopic } from '../../lib/caches/topics.js';
import { readSettingsOf } from '../settings/index.js';

/** How long the CSP's form targets are kept: they are read for every page. */
const TTL_MS = 2_000;

/**
 * Origins the shop's pages may post a form to: the CMI gateway while CMI is the chosen provider.
 * Forgotten when the cache registry clears the settings (decision 043).
 */
export function createFormTargets() {
  let kept: { at: number; origins: string[] } | null = null;
  return {
    topics: ['settings'] satisfies CacheTopic[],
    forget() {
      kept = null;
    },
    async read(db: DbOrTx): Promise<string[]> {
      if (kept && Date.now() - kept.at < TTL_MS) return kept.origins;
      const s = await readSettingsOf(db, ['payment_provider', 'cmi_gateway_url']);
      const origins = s.payment_provider === 'cmi' ? [new URL(s.cmi_gateway_url).origin] : [];
      kept = { at: Date.now(), origins };
      return origins;
    },
  };
}
