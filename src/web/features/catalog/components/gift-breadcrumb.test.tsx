import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import { GiftBreadcrumb } from './gift-breadcrumb';

const chevrons = (html: string) => [...html.matchAll(/class="lucide (lucide-chevron-\w+)/g)].map((m) => m[1]);

describe('the gift page’s breadcrumb', () => {
  it('points its chevrons onward in the reading direction: left in Arabic, right in French', async () => {
    const props = { category: { id: 'c1', name: 'Thé' }, name: 'Coffret thé' };
    expect(chevrons(await renderHtml(<GiftBreadcrumb {...props} />, { locale: 'ar' }))).toEqual(['lucide-chevron-left', 'lucide-chevron-left', 'lucide-chevron-left']);
    expect(chevrons(await renderHtml(<GiftBreadcrumb {...props} />))).toEqual(['lucide-chevron-right', 'lucide-chevron-right', 'lucide-chevron-right']);
  });
});
