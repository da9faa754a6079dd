import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { categories, gifts, rateLimits } from '../../db/schema/index.js';
import { budgetWindows, quizQuestions, toAnswerList, type Budget, type QuizAnswers, type QuizRecommendation } from '../../../contracts/quiz.js';
import { addGift } from '../catalog/test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;

const base: QuizAnswers = {
  occasion: 'mothers_day',
  relationship: 'mother',
  age_group: 'mature',
  interests: ['wellness'],
  budget: '200-400',
  style: 'traditional',
};
const post = (payload: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: '/api/gift-quiz', payload: payload as object, headers });
async function recommend(answers: Partial<QuizAnswers> = {}): Promise<QuizRecommendation[]> {
  const res = await post({ answers: toAnswerList({ ...base, ...answers }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().recommendations;
}
const names = (list: QuizRecommendation[]) => list.map((r) => r.name.fr);
const gift = (name: string, price: string, tags: string[], extra: Partial<typeof gifts.$inferInsert> = {}) =>
  addGift(db, { name: { fr: name, ar: `${name} (ar)`, en: `${name} (en)` }, price, tags, stock: 10, ...extra });

beforeEach(async () => {
  await db.delete(gifts);
  await db.delete(rateLimits);
});

describe('the budget', () => {
  it.each(Object.keys(budgetWindows) as Budget[])('never recommends a gift outside %s, and takes the gifts right at its bounds', async (budget) => {
    const prices = ['50.00', '99.99', '100.00', '200.00', '200.01', '400.00', '400.01', '600.00', '600.01', '1000.00', '1000.01', '25000.00'];
    for (const price of prices) await gift(`À ${price}`, price, []);
    const { min, max } = budgetWindows[budget];
    const inWindow = prices.filter((p) => Number(p) >= min && (max === null || Number(p) <= max));
    const list = await recommend({ budget });
    expect(list.map((r) => r.price).sort((a, b) => Number(a) - Number(b))).toEqual(inWindow);
  });

  it('reads the windows as the spec names them: shared bounds, no ceiling above 1000, no floor under 200', () => {
    expect(budgetWindows).toEqual({
      '100-200': { min: 0, max: 200 },
      '200-400': { min: 200, max: 400 },
      '400-600': { min: 400, max: 600 },
      '600-1000': { min: 600, max: 1000 },
      '1000+': { min: 1000, max: null },
    });
  });

  it('still never goes above the budget when every matching gift costs more', async () => {
    await gift('Spa parfait', '400.01', ['wellness', 'traditional', 'mothers_day', 'mother', 'mature']);
    await gift('Sans rapport', '150.00', ['tech']);
    expect(names(await recommend())).toEqual([]);
    expect(names(await recommend({ budget: '100-200' }))).toEqual(['Sans rapport']);
  });
});

describe('the score', () => {
  it('gives 100 to a gift that matches every answer, and says why in three languages', async () => {
    const perfect = await gift('Rituel hammam', '300.00', ['wellness', 'traditional', 'mothers_day', 'mother', 'mature']);
    const [first] = await recommend();
    expect(first).toMatchObject({ id: perfect.id, matchScore: 100, price: '300.00', name: { fr: 'Rituel hammam' } });
    expect(first!.reason).toEqual({
      fr: 'Dans votre budget, pensé pour le bien-être, idéal pour une mère',
      ar: 'ضمن ميزانيتكم، للعافية والاسترخاء، مثالي للأم',
      en: 'Within your budget, made for wellbeing, ideal for a mother',
    });
  });

  it('puts a gift that matches an interest before one that does not', async () => {
    await gift('Sans intérêt', '250.00', ['traditional', 'mother']);
    await gift('Bien-être', '350.00', ['wellness', 'traditional', 'mother']);
    const list = await recommend();
    expect(names(list)).toEqual(['Bien-être', 'Sans intérêt']);
    expect(list[0]!.matchScore).toBeGreaterThan(list[1]!.matchScore);
    expect(list[1]!.reason.fr).toBe('Dans votre budget, au style traditionnel, idéal pour une mère');
  });

  it('counts a gift of an interest’s category as matching it', async () => {
    const [spa] = await db.insert(categories).values({ slug: 'bien-etre-spa', name: { fr: 'Bien-être & spa' } }).returning();
    await gift('Autre', '250.00', []);
    await gift('Du spa', '390.00', [], { categoryId: spa!.id });
    const list = await recommend({ interests: ['wellness'] });
    expect(names(list)).toEqual(['Du spa', 'Autre']);
    expect(list[0]!.reason.fr).toBe('Dans votre budget, pensé pour le bien-être');
    await db.delete(gifts);
    await db.delete(categories);
  });

  it('lets the relationship decide between two gifts otherwise alike', async () => {
    await gift('Pour maman', '300.00', ['food', 'mother']);
    await gift('Pour papa', '300.00', ['food', 'father']);
    expect(names(await recommend({ interests: ['food'], relationship: 'mother' }))).toEqual(['Pour maman', 'Pour papa']);
    expect(names(await recommend({ interests: ['food'], relationship: 'father' }))).toEqual(['Pour papa', 'Pour maman']);
  });

  it('lets the occasion and the age group raise a gift', async () => {
    await gift('Quelconque', '210.00', ['food']);
    await gift('Fête des mères', '390.00', ['food', 'mothers_day']);
    await gift('Pour son âge', '380.00', ['food', 'senior']);
    expect(names(await recommend({ interests: ['food'], relationship: 'friend', age_group: 'senior' }))).toEqual(['Fête des mères', 'Pour son âge', 'Quelconque']);
  });

  it('scores a gift matching two chosen interests above one matching one', async () => {
    await gift('Une passion', '250.00', ['beauty']);
    await gift('Deux passions', '390.00', ['beauty', 'wellness']);
    const list = await recommend({ interests: ['beauty', 'wellness'] });
    expect(names(list)).toEqual(['Deux passions', 'Une passion']);
    expect(list[1]!.reason.fr).toBe('Dans votre budget, pensé pour la beauté');
  });
});

describe('the list', () => {
  it('holds at most six gifts, the same ones in the same order for the same answers, ties going cheaper first then by id', async () => {
    const made = [];
    for (const price of ['300.00', '250.00', '300.00', '220.00', '300.00', '390.00', '300.00', '280.00']) made.push(await gift(`Égal ${made.length}`, price, ['wellness']));
    await gift('Meilleur', '399.00', ['wellness', 'mother']);
    const first = await recommend();
    expect(first).toHaveLength(6);
    expect(await recommend()).toEqual(first);
    expect(first[0]!.name.fr).toBe('Meilleur');
    const tied = made
      .map((g) => ({ id: g.id, cents: Math.round(Number(g.price) * 100) }))
      .sort((a, b) => a.cents - b.cents || (a.id < b.id ? -1 : 1))
      .slice(0, 5)
      .map((g) => g.id);
    expect(first.slice(1).map((r) => r.id)).toEqual(tied);
  });

  it('never recommends an inactive or sold-out gift, and keeps digital (unlimited) and last-unit gifts', async () => {
    await gift('Retiré', '300.00', ['wellness', 'traditional', 'mothers_day', 'mother', 'mature'], { isActive: false });
    await gift('Épuisé', '300.00', ['wellness', 'traditional', 'mothers_day', 'mother', 'mature'], { stock: 0 });
    await gift('Numérique', '300.00', ['wellness'], { stock: null, type: 'digital' });
    await gift('Dernier', '300.00', ['wellness'], { stock: 1 });
    expect(names(await recommend()).sort()).toEqual(['Dernier', 'Numérique']);
  });

  it('answers the first picture of each gift, or null', async () => {
    await gift('Avec photo', '300.00', ['wellness'], { images: ['/uploads/a-800.webp', '/uploads/b-800.webp'] });
    await gift('Sans photo', '310.00', ['wellness']);
    expect((await recommend()).map((r) => r.image)).toEqual(['/uploads/a-800.webp', null]);
  });

  it('answers no message when no AI provider is configured', async () => {
    await gift('Bien-être', '300.00', ['wellness']);
    const res = await post({ answers: toAnswerList(base) });
    expect(res.json()).not.toHaveProperty('message');
  });
});

describe('bad answers', () => {
  const list = toAnswerList(base);
  const replace = (questionId: string, selectedOptions: string[]) => list.map((a) => (a.questionId === questionId ? { questionId, selectedOptions } : a));
  it.each([
    ['an unknown question', [...list, { questionId: 'color', selectedOptions: ['red'] }], 'Question inconnue : « color »'],
    ['an unknown value', replace('budget', ['5000+']), 'Réponse inconnue à la question « budget » : « 5000+ »'],
    ['two values for a single-choice question', replace('style', ['modern', 'eco']), 'Une seule réponse est possible à la question « style »'],
    ['a missing question', list.filter((a) => a.questionId !== 'age_group'), 'Réponse manquante à la question « age_group »'],
    ['a question answered twice', [...list, { questionId: 'budget', selectedOptions: ['1000+'] }], 'La question « budget » a reçu deux réponses'],
    ['no option chosen', replace('interests', []), 'Choisissez au moins une réponse à la question « interests »'],
    ['no answers', [], 'Réponse manquante à la question « occasion »'],
  ])('refuses %s with a 400 that says so', async (_case, answers, message) => {
    const res = await post({ answers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_data', message });
  });

  it.each([
    ['no body', undefined],
    ['answers that are not a list', { answers: 'budget=1000+' }],
    ['an option that is not text', { answers: [{ questionId: 'budget', selectedOptions: [1000] }] }],
  ])('refuses %s with a 400', async (_case, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_data');
  });

  it('accepts several interests, and every option the spec lists', async () => {
    for (const q of quizQuestions) {
      for (const option of q.options) {
        await db.delete(rateLimits);
        const answers = toAnswerList(base).map((a) => (a.questionId === q.id ? { questionId: q.id, selectedOptions: [option] } : a));
        expect((await post({ answers })).statusCode, `${q.id}=${option}`).toBe(200);
      }
    }
    expect((await post({ answers: replace('interests', ['food', 'tech', 'food']) })).statusCode).toBe(200);
  });
});

describe('the rate limit', () => {
  it('refuses a visitor who asks more than 30 times in 15 minutes', async () => {
    const from = () => app.inject({ method: 'POST', url: '/api/gift-quiz', payload: { answers: toAnswerList(base) }, remoteAddress: '203.0.113.9' });
    for (let i = 0; i < 30; i++) expect((await from()).statusCode).toBe(200);
    expect((await from()).statusCode).toBe(429);
  });
});
