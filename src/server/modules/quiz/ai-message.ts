import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../../contracts/common.js';
import type { QuizAnswers, QuizRecommendation } from '../../../contracts/quiz.js';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { operatorPolicy } from '../../lib/outbound/outbound.js';
import { outboundFetch } from '../../lib/outbound/outbound-http.js';
import { readSettingsOf } from '../settings/index.js';

export const OPENAI_MODEL = 'gpt-4o-mini';
export const GEMINI_MODEL = 'gemini-2.5-flash';
const MAX_TOKENS = 160;
const MAX_LENGTH = 600;

type Provider = 'openai' | 'gemini';
interface AiAccess {
  provider: Provider;
  apiKey: string;
  baseUrl: string | undefined;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The provider to ask: the one chosen in the settings when it has a key (settings over
 * environment), else the other one when it has; null when neither is set up.
 */
export async function aiAccess(db: DbOrTx, config: Config): Promise<AiAccess | null> {
  const s = await readSettingsOf(db, ['ai_provider', 'openai_api_key', 'gemini_api_key']);
  const keys: Record<Provider, string | null> = {
    openai: text(s.openai_api_key) ?? text(config.OPENAI_API_KEY),
    gemini: text(s.gemini_api_key) ?? text(config.GEMINI_API_KEY),
  };
  const preferred: Provider = s.ai_provider === 'gemini' ? 'gemini' : 'openai';
  const provider = keys[preferred] ? preferred : ([preferred === 'openai' ? 'gemini' : 'openai'] as const).find((p) => keys[p]);
  if (!provider) return null;
  return { provider, apiKey: keys[provider]!, baseUrl: provider === 'openai' ? config.OPENAI_BASE_URL : config.GEMINI_BASE_URL };
}

const languageName: Record<Locale, string> = { fr: 'French', ar: 'Arabic', en: 'English' };

/** Only the answers and the gifts' names: nothing that could identify the visitor or the recipient. */
export function messagePrompt(answers: QuizAnswers, recommendations: QuizRecommendation[], locale: Locale) {
  const system =
    'You are the gift adviser of Cadeaux Maroc, an online gift shop in Morocco. ' +
    `Answer in ${languageName[locale]} only, in two short, warm sentences (at most 60 words), plain text without lists or markdown. ` +
    'Explain why the recommended gifts suit the answers. Never invent gifts, prices or promises.';
  const user = JSON.stringify({
    answers,
    recommendedGifts: recommendations.map((r) => r.name[locale] || r.name.fr),
  });
  return { system, user };
}

type Ask = (prompt: { system: string; user: string }, signal: AbortSignal) => Promise<string>;

/**
 * The provider's SDK, loaded on first use only (most shops run without one). Its requests go through
 * the guarded client: never redirected, never to a link-local or metadata address.
 */
async function openAiAsker(access: AiAccess, timeout: number): Promise<Ask> {
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({ apiKey: access.apiKey, baseURL: access.baseUrl, maxRetries: 0, timeout, fetch: outboundFetch(operatorPolicy) });
  return async (prompt, signal) => {
    const answer = await client.chat.completions.create(
      {
        model: OPENAI_MODEL,
        max_tokens: MAX_TOKENS,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
      },
      { signal },
    );
    return answer.choices[0]?.message?.content ?? '';
  };
}

async function geminiAsker(access: AiAccess, timeout: number): Promise<Ask> {
  const { GoogleGenAI } = await import('@google/genai');
  const client = new GoogleGenAI({
    apiKey: access.apiKey,
    httpOptions: { ...(access.baseUrl && { baseUrl: access.baseUrl }), timeout, retryOptions: { attempts: 1 }, fetch: outboundFetch(operatorPolicy) },
  });
  return async (prompt, signal) => {
    const answer = await client.models.generateContent({
      model: GEMINI_MODEL,
      contents: prompt.user,
      config: { systemInstruction: prompt.system, maxOutputTokens: MAX_TOKENS, abortSignal: signal },
    });
    return answer.text ?? '';
  };
}

/**
 * A short note on the recommendations in the visitor's language, from the configured AI provider;
 * undefined when none is configured, or when it fails or takes longer than `timeoutMs` (logged):
 * the quiz answers without it.
 */
export async function quizMessage(
  db: DbOrTx,
  config: Config,
  input: { answers: QuizAnswers; recommendations: QuizRecommendation[]; locale: Locale },
  log: FastifyBaseLogger,
): Promise<string | undefined> {
  if (input.recommendations.length === 0) return undefined;
  const access = await aiAccess(db, config);
  if (!access) return undefined;
  const timeout = config.AI_TIMEOUT_MS;
  const prompt = messagePrompt(input.answers, input.recommendations, input.locale);
  try {
    const ask = await (access.provider === 'openai' ? openAiAsker : geminiAsker)(access, timeout);
    // The deadline counts from the request; the race holds it whatever the SDK does with the signal.
    const signal = AbortSignal.timeout(timeout);
    const deadline = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));
    const message = (await Promise.race([ask(prompt, signal), deadline])).trim();
    return message ? message.slice(0, MAX_LENGTH) : undefined;
  } catch (err) {
    log.warn({ err, provider: access.provider }, 'gift quiz: AI message left out');
    return undefined;
  }
}
