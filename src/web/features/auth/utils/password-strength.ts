export type StrengthLevel = 'weak' | 'fair' | 'good' | 'strong' | 'excellent';

export interface PasswordStrength {
  /** 0 to 5: one point per rule met. */
  score: number;
  level: StrengthLevel;
  checks: { minLength: boolean; goodLength: boolean; uppercase: boolean; digit: boolean; symbol: boolean };
}

const levels: readonly StrengthLevel[] = ['weak', 'weak', 'fair', 'good', 'strong', 'excellent'];

/** Scores a password the way the shop always has: length 6, length 8, an uppercase letter, a digit, a symbol. */
export function passwordStrength(password: string): PasswordStrength {
  const checks = {
    minLength: password.length >= 6,
    goodLength: password.length >= 8,
    uppercase: /\p{Lu}/u.test(password),
    digit: /\d/.test(password),
    symbol: /[^\p{L}\p{N}]/u.test(password),
  };
  const score = Object.values(checks).filter(Boolean).length;
  return { score, level: levels[score] ?? 'weak', checks };
}
