import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import type * as resetModule from './password-reset.js';

// The reset work waits behind a gate this test opens, to see when the answer leaves.
const gate = vi.hoisted(() => {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
});
vi.mock('./password-reset.js', async (importOriginal) => {
  const real = await importOriginal<typeof resetModule>();
  return {
    ...real,
    requestPasswordReset: async (...args: Parameters<typeof real.requestPasswordReset>) => {
      await gate.opened;
      return real.requestPasswordReset(...args);
    },
  };
});

const { app } = await useTestApp();

describe('forgotten password timing', () => {
  it('answers before looking the address up, so the answer time tells nothing about accounts', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'hind@example.ma' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('Si un compte existe');
    gate.open();
  });
});
