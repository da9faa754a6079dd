import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { captureLog } from '../../../../test/log-capture.js';
import { rateLimits } from '../../db/schema/index.js';
import { toAnswerList, type QuizAnswers } from '../../../contracts/quiz.js';
import { addGift } from '../catalog/test-fixtures.js';
import { writeSetting } from '../settings/index.js';
import { startAiDouble } from './testing/ai-double.js';

const ai = await startAiDouble();
afterAll(() => ai.close());
const log = captureLog();
// A short deadline keeps the timeout case fast; production waits 3 s.
const { app, database } = await useTestApp({
  env: { OPENAI_API_KEY: 'sk-double', OPENAI_BASE_URL: `${ai.url}/v1`, GEMINI_BASE_URL: ai.url, AI_TIMEOUT_MS: '300' },
  logger: log.logger,
});
const db = database.db;

const answers: QuizAnswers = { occasion: 'birthday', relationship: 'friend', age_group: 'young_adult', interests: ['beauty'], budget: '100-200', style: 'eco' };
await addGift(db, { name: { fr: 'Eau de rose', ar: 'ماء الورد', en: 'Rose water' }, price: '129.00', stock: 3, tags: ['beauty', 'eco', 'friend'] });
const ask = (headers: Record<string, string> = {}, extra: object = {}) =>
  app.inject({ method: 'POST', url: '/api/gift-quiz', payload: { answers: toAnswerList(answers), ...extra }, headers });

beforeEach(async () => {
  ai.state.mode = 'answer';
  ai.received.length = 0;
  await db.delete(rateLimits);
  await writeSetting(db, 'ai_provider', 'openai');
  await writeSetting(db, 'gemini_api_key', '');
});

describe('the AI message of the gift quiz', () => {
  it('adds the provider’s message, asked in the visitor’s language with only the answers and the gift names', async () => {
    ai.state.text = '  Un cadeau doux et naturel pour une amie.  ';
    const res = await ask({ 'accept-language': 'ar,fr;q=0.5' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Un cadeau doux et naturel pour une amie.', recommendations: [{ name: { fr: 'Eau de rose' } }] });
    expect(ai.received).toHaveLength(1);
    const { path, body } = ai.received[0]!;
    expect(path).toBe('/v1/chat/completions');
    const messages = body.messages as { role: string; content: string }[];
    expect(messages[0]!.content).toContain('Answer in Arabic');
    expect(JSON.parse(messages[1]!.content)).toEqual({ answers, recommendedGifts: ['ماء الورد'] });
  });

  it('speaks the language the page asks for in `locale`, over the Accept-Language header', async () => {
    await ask({ 'accept-language': 'ar' }, { locale: 'en' });
    const messages = ai.received[0]!.body.messages as { content: string }[];
    expect(messages[0]!.content).toContain('Answer in English');
    expect(JSON.parse(messages[1]!.content).recommendedGifts).toEqual(['Rose water']);
  });

  it('answers without the message, in time, when the provider is too slow', async () => {
    ai.state.mode = 'slow';
    const started = Date.now();
    const res = await ask();
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('message');
    expect(res.json().recommendations).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(log.text()).toContain('gift quiz: AI message left out');
  });

  it('answers without the message when the provider fails', async () => {
    ai.state.mode = 'fail';
    const res = await ask();
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('message');
    expect(ai.received).toHaveLength(1);
  });

  it.each(['openai', 'gemini'])('does not follow a redirect from %s’s address: the message is left out, nothing reaches the other host', async (provider) => {
    const other = await startAiDouble();
    try {
      if (provider === 'gemini') {
        await writeSetting(db, 'ai_provider', 'gemini');
        await writeSetting(db, 'gemini_api_key', 'gemini-double');
      }
      Object.assign(ai.state, { mode: 'redirect', redirectTo: other.url });
      const res = await ask();
      expect(res.statusCode).toBe(200);
      expect(res.json()).not.toHaveProperty('message');
      expect(ai.received).toHaveLength(1);
      expect(other.received).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('asks Gemini when it is the chosen provider and has a key', async () => {
    await writeSetting(db, 'ai_provider', 'gemini');
    await writeSetting(db, 'gemini_api_key', 'gemini-double');
    ai.state.text = 'Un choix raffiné.';
    const res = await ask();
    expect(res.json().message).toBe('Un choix raffiné.');
    expect(ai.received[0]!.path).toContain('gemini-2.5-flash:generateContent');
  });

  it('falls back to the provider that has a key when the chosen one has none', async () => {
    await writeSetting(db, 'ai_provider', 'gemini');
    ai.state.text = 'Par OpenAI.';
    expect((await ask()).json().message).toBe('Par OpenAI.');
    expect(ai.received[0]!.path).toBe('/v1/chat/completions');
  });
});
