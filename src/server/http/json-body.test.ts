import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.js';

const { app } = await useTestApp();
const postRaw = (payload: string) =>
  app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload });
const contact = (message: string, extra: object = {}) => JSON.stringify({ name: 'Nadia', email: 'n@exemple.ma', subject: 'Bonjour', message, ...extra });
const nested = (depth: number) => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`) as object;

describe('a JSON body nested too deep', () => {
  it('is a 400 invalid_data, not a server failure: 20,000 arrays', async () => {
    const res = await postRaw(`${'['.repeat(20_000)}${']'.repeat(20_000)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_data', details: {} });
  });

  it(`is refused one level past ${MAX_JSON_DEPTH}, even in a field the contract ignores`, async () => {
    const res = await postRaw(contact('Bonjour', { extra: nested(MAX_JSON_DEPTH) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_data');
    expect((await postRaw(contact('Bonjour', { extra: nested(MAX_JSON_DEPTH - 1) }))).statusCode).toBe(201);
  });

  it('leaves brackets inside strings alone: a message of brackets is taken', async () => {
    const res = await postRaw(contact(`[{ \\" ${'['.repeat(200)}`));
    expect(res.statusCode).toBe(201);
  });

  it('still refuses a broken body and prototype poisoning with 400', async () => {
    expect((await postRaw('{"name":')).statusCode).toBe(400);
    expect((await postRaw('{"__proto__":{"x":1}}')).statusCode).toBe(400);
  });
});

describe('the depth scan', () => {
  it('counts arrays and objects, skipping strings and escaped quotes', () => {
    expect(nestsDeeperThan('[[1]]', 2)).toBe(false);
    expect(nestsDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(nestsDeeperThan('["\\"[[[[", {"a": "]]]"}]', 2)).toBe(false);
    expect(nestsDeeperThan('[{"a": [1]}, {"b": [2]}]', 3)).toBe(false);
  });
});
