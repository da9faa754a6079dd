import { expect, test, type Page } from './fixtures.js';
import { expectNoAxeViolations, useLanguage } from './axe.js';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const texts = {
  fr: {
    hero: 'Trouver le cadeau idéal',
    progress: (n: number) => `Question ${n} sur 6`,
    picks: ['Fête des mères', 'Mère', 'Âge mûr (50-\u206065\u00a0ans)'],
    interests: ['Bien-être', 'Beauté'],
    style: 'Traditionnel',
    next: 'Suivant',
    previous: 'Précédent',
    submit: 'Voir mes recommandations',
    results: 'Nos recommandations pour vous',
    view: /^Voir /,
  },
  ar: {
    hero: 'اعثروا على الهدية المثالية',
    progress: (n: number) => `السؤال \u2068${n}\u2069 من \u20686\u2069`,
    picks: ['عيد الأم', 'الأم', 'في منتصف العمر (\u206650-\u206065\u2069 سنة)'],
    interests: ['العافية والاسترخاء', 'الجمال'],
    style: 'تقليدي',
    next: 'التالي',
    previous: 'السابق',
    submit: 'عرض توصياتي',
    results: 'توصياتنا لكم',
    view: /^عرض /,
  },
} as const;

/** Chooses an option by its label, as a finger would (the input itself is visually hidden). */
const pick = (page: Page, role: 'radio' | 'checkbox', name: string) =>
  page.locator('label').filter({ has: page.getByRole(role, { name, exact: true }) }).click();

for (const lang of ['fr', 'ar'] as const) {
  test(`a visitor takes the gift quiz on a phone in ${lang} and opens a recommendation`, async ({ page }) => {
    const t = texts[lang];
    await page.goto('/');
    await useLanguage(page, lang);
    await page.getByRole('link', { name: t.hero }).click();
    await expect(page).toHaveURL(/\/gift-quiz$/);
    await expect(page.getByText(t.progress(1))).toBeVisible();
    await expectNoAxeViolations(page);
    const next = page.getByRole('button', { name: t.next });
    await expect(next).toBeDisabled();

    for (const [i, name] of t.picks.entries()) {
      await pick(page, 'radio', name);
      await next.click();
      await expect(page.getByText(t.progress(i + 2))).toBeVisible();
    }
    for (const name of t.interests) await pick(page, 'checkbox', name);
    await next.click();

    // The budget with the keyboard: arrows move the choice within the radio group.
    await expect(page.getByText(t.progress(5))).toBeVisible();
    await page.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowDown');
    await expect(page.getByRole('radio', { checked: true })).toHaveValue('200-400');
    await page.keyboard.press('Enter');

    await expect(page.getByText(t.progress(6))).toBeVisible();
    await page.getByRole('button', { name: t.previous }).click();
    await expect(page.getByRole('radio', { checked: true })).toHaveValue('200-400');
    await next.click();
    await pick(page, 'radio', t.style);
    await page.getByRole('button', { name: t.submit }).click();

    await expect(page.getByRole('heading', { name: t.results })).toBeVisible();
    await expect(page).toHaveURL(/occasion=mothers_day&relationship=mother&age_group=mature&interests=beauty,wellness&budget=200-400&style=traditional$/);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(6);
    await expectNoAxeViolations(page);
    // No card is wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // A reload (or a shared link) shows the same recommendations.
    const before = await cards.getByRole('heading').allTextContents();
    await page.reload();
    await expect(page.getByRole('heading', { name: t.results })).toBeVisible();
    await expect(cards.getByRole('heading')).toHaveText(before);

    const first = cards.first().getByRole('link', { name: t.view });
    const name = (await cards.first().getByRole('heading').textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/gifts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
}

test('the quiz never recommends a gift above the budget', async ({ request }) => {
  const answers = (budget: string) => [
    { questionId: 'occasion', selectedOptions: ['birthday'] },
    { questionId: 'relationship', selectedOptions: ['friend'] },
    { questionId: 'age_group', selectedOptions: ['adult'] },
    { questionId: 'interests', selectedOptions: ['experience', 'food'] },
    { questionId: 'budget', selectedOptions: [budget] },
    { questionId: 'style', selectedOptions: ['luxury'] },
  ];
  for (const [budget, max] of [['100-200', 200], ['400-600', 600], ['600-1000', 1000]] as const) {
    const res = await request.post('/api/gift-quiz', { data: { answers: answers(budget) } });
    const { recommendations } = (await res.json()) as { recommendations: { price: string }[] };
    expect(recommendations.length).toBeGreaterThan(0);
    for (const r of recommendations) expect(Number(r.price)).toBeLessThanOrEqual(max);
  }
});
