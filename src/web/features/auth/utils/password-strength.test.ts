import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('gives an empty password no point and calls it weak', () => {
    expect(passwordStrength('')).toMatchObject({ score: 0, level: 'weak' });
  });

  it('counts one point for six characters and still calls it weak', () => {
    expect(passwordStrength('abcdef')).toMatchObject({ score: 1, level: 'weak' });
  });

  it('adds a point at eight characters', () => {
    expect(passwordStrength('abcdefgh')).toMatchObject({ score: 2, level: 'fair' });
  });

  it('adds a point for an uppercase letter', () => {
    expect(passwordStrength('Abcdefgh')).toMatchObject({ score: 3, level: 'good' });
  });

  it('adds a point for a digit', () => {
    expect(passwordStrength('Abcdefg1')).toMatchObject({ score: 4, level: 'strong' });
  });

  it('reaches excellent with a non-alphanumeric character as well', () => {
    expect(passwordStrength('Abcdef1!')).toMatchObject({ score: 5, level: 'excellent' });
  });

  it('scores each rule on its own, even on a short password', () => {
    const s = passwordStrength('A1!');
    expect(s.score).toBe(3);
    expect(s.checks).toEqual({ minLength: false, goodLength: false, uppercase: true, digit: true, symbol: true });
  });

  it('treats accented letters as letters, not symbols', () => {
    expect(passwordStrength('éééééé').checks.symbol).toBe(false);
    expect(passwordStrength('Éabcdef').checks.uppercase).toBe(true);
  });
});
