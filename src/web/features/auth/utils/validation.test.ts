import { describe, expect, it } from 'vitest';
import { checkForgot, checkLogin, checkNewPassword, checkRegister } from './validation';

const register = {
  email: 'Amina@Example.com ',
  password: 'secret1',
  confirmPassword: 'secret1',
  firstName: ' Amina ',
  lastName: '',
};

describe('checkLogin', () => {
  it('asks for every field when one is empty', () => {
    expect(checkLogin({ email: ' ', password: 'x' })).toEqual({ ok: false, problem: 'loginRequired', fields: ['email'] });
  });

  it('refuses a malformed e-mail', () => {
    expect(checkLogin({ email: 'amina', password: 'x' })).toMatchObject({ ok: false, problem: 'invalidEmail' });
  });

  it('normalises the e-mail it sends', () => {
    expect(checkLogin({ email: ' Amina@Example.com', password: 'x' })).toEqual({
      ok: true,
      data: { email: 'amina@example.com', password: 'x' },
    });
  });
});

describe('checkRegister', () => {
  it('asks for the required fields first', () => {
    const r = checkRegister({ ...register, firstName: '', password: '', confirmPassword: 'x' });
    expect(r).toEqual({ ok: false, problem: 'registerRequired', fields: ['firstName', 'password'] });
  });

  it('refuses a confirmation that differs', () => {
    expect(checkRegister({ ...register, confirmPassword: 'secret2' })).toMatchObject({ problem: 'passwordMismatch' });
  });

  it('refuses a password under six characters', () => {
    expect(checkRegister({ ...register, password: 'abc', confirmPassword: 'abc' })).toMatchObject({
      problem: 'passwordTooShort',
    });
  });

  it('keeps only the four fields the API takes', () => {
    const r = checkRegister({ ...register, phone: '0600000000', newsletterOptIn: true } as typeof register);
    expect(r).toEqual({
      ok: true,
      data: { email: 'amina@example.com', password: 'secret1', firstName: 'Amina', lastName: '' },
    });
  });
});

describe('checkForgot', () => {
  it('asks for the e-mail', () => {
    expect(checkForgot('  ')).toMatchObject({ ok: false, problem: 'emailRequired' });
  });

  it('accepts a valid address', () => {
    expect(checkForgot('a@b.ma')).toEqual({ ok: true, data: { email: 'a@b.ma' } });
  });
});

describe('checkNewPassword', () => {
  it('checks the match before the length', () => {
    expect(checkNewPassword('abc', 'abd')).toBe('passwordMismatch');
    expect(checkNewPassword('abc', 'abc')).toBe('passwordTooShort');
    expect(checkNewPassword('abcdef', 'abcdef')).toBeNull();
  });
});
