// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import fr from '@/i18n/locales/fr/quiz.json';
import common from '@/i18n/locales/fr/common.json';
import { QuizPage } from './quiz-page';
import { text } from '@/testing/i18n';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'fr', fallbackLng: 'fr', defaultNS: 'common', resources: { fr: { quiz: fr, common } }, interpolation: { escapeValue: false } });

function renderQuiz() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <QuizPage />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
const next = () => screen.getByRole('button', { name: text('quiz:next') });
const choose = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));

/** The server as this page sees it: the quiz answers `quiz`; the frame's reads (settings…) find nothing. */
function stubServer(quiz: unknown) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => (url === '/api/gift-quiz' ? Response.json(quiz) : new Response('{}', { status: 404 })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const quizCall = (fetch: ReturnType<typeof stubServer>) => fetch.mock.calls.find(([url]) => url === '/api/gift-quiz')!;

beforeEach(() => {
  window.history.replaceState(null, '', '/gift-quiz');
  stubServer({ recommendations: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the gift quiz, question by question', () => {
  it('keeps Next disabled until an option is chosen, and shows where the visitor is', () => {
    renderQuiz();
    expect(screen.getByText(text('quiz:progress', { current: 1, total: 6 }))).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('17');
    expect(screen.getByRole('group', { name: text('quiz:questions.occasion') })).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: new RegExp(text('quiz:previous')) })).toHaveProperty('disabled', true);
    choose(text('quiz:options.occasion.mothers_day'));
    expect(next()).toHaveProperty('disabled', false);
    fireEvent.click(next());
    expect(screen.getByText(text('quiz:progress', { current: 2, total: 6 }))).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);
  });

  it('replaces a single choice, toggles the interests, and keeps every answer when going back', () => {
    renderQuiz();
    choose(text('quiz:options.occasion.birthday'));
    choose(text('quiz:options.occasion.mothers_day'));
    expect(screen.getAllByRole('radio', { checked: true }).map((r) => (r as HTMLInputElement).value)).toEqual(['mothers_day']);
    fireEvent.click(next());
    choose(text('quiz:options.relationship.mother'));
    fireEvent.click(next());
    choose(text('quiz:options.age_group.mature'));
    fireEvent.click(next());
    expect(screen.getByText(text('quiz:multipleHint'))).toBeTruthy();
    const wellness = screen.getByRole('checkbox', { name: text('quiz:options.interests.wellness') });
    fireEvent.click(wellness);
    fireEvent.click(screen.getByRole('checkbox', { name: text('quiz:options.interests.beauty') }));
    fireEvent.click(screen.getByRole('checkbox', { name: text('quiz:options.interests.beauty') }));
    expect(screen.getAllByRole('checkbox', { checked: true }).map((r) => (r as HTMLInputElement).value)).toEqual(['wellness']);
    fireEvent.click(next());
    expect(screen.getByText(text('quiz:progress', { current: 5, total: 6 }))).toBeTruthy();

    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: new RegExp(text('quiz:previous')) }));
    expect(screen.getByText(text('quiz:progress', { current: 2, total: 6 }))).toBeTruthy();
    expect(screen.getByRole('radio', { name: text('quiz:options.relationship.mother') })).toHaveProperty('checked', true);
    expect(next()).toHaveProperty('disabled', false);
    fireEvent.click(next());
    fireEvent.click(next());
    expect(screen.getByRole('checkbox', { name: text('quiz:options.interests.wellness') })).toHaveProperty('checked', true);
    expect(window.location.search).toContain('interests=wellness');
  });

  it('asks for the recommendations on the last question and shows them, the answers in the address', async () => {
    window.history.replaceState(null, '', '/gift-quiz?occasion=birthday&relationship=friend&age_group=adult&interests=food,tech&budget=200-400&step=6');
    const fetch = stubServer({
      recommendations: [{ id: '8d1f2c3a-5b6e-4f70-8a9b-0c1d2e3f4a5b', name: { fr: 'Coffret thé' }, reason: { fr: 'Dans votre budget', ar: '', en: '' }, image: null, price: '249.00', matchScore: 80 }],
      message: 'Un beau choix.',
    });
    renderQuiz();
    expect(screen.getByText(text('quiz:progress', { current: 6, total: 6 }))).toBeTruthy();
    const submit = screen.getByRole('button', { name: text('quiz:submit') });
    expect(submit).toHaveProperty('disabled', true);
    choose(text('quiz:options.style.modern'));
    await act(async () => fireEvent.click(submit));
    // The answer comes through the page's query and a re-render: more than the default second on a busy machine.
    expect(await screen.findByRole('heading', { name: text('quiz:results.heading') }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText(text('quiz:results.match', { score: 80 }).replace(/\s+/g, ' '))).toBeTruthy();
    expect(screen.getByText('249 MAD')).toBeTruthy();
    expect(screen.getByText('Un beau choix.')).toBeTruthy();
    expect(screen.getByRole('link', { name: text('quiz:results.viewLabel', { name: 'Coffret thé' }) }).getAttribute('href')).toBe('/gifts/8d1f2c3a-5b6e-4f70-8a9b-0c1d2e3f4a5b');
    expect(JSON.parse(quizCall(fetch)[1]!.body as string)).toMatchObject({
      locale: 'fr',
      answers: [
        { questionId: 'occasion', selectedOptions: ['birthday'] },
        { questionId: 'relationship', selectedOptions: ['friend'] },
        { questionId: 'age_group', selectedOptions: ['adult'] },
        { questionId: 'interests', selectedOptions: ['food', 'tech'] },
        { questionId: 'budget', selectedOptions: ['200-400'] },
        { questionId: 'style', selectedOptions: ['modern'] },
      ],
    });
    expect(window.location.search).toBe('?occasion=birthday&relationship=friend&age_group=adult&interests=food,tech&budget=200-400&style=modern');

    fireEvent.click(screen.getByRole('button', { name: new RegExp(text('quiz:results.retake')) }));
    expect(screen.getByText(text('quiz:progress', { current: 1, total: 6 }))).toBeTruthy();
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
  });
});
