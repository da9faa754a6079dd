/**
 * A unique constraint refused the write (`constraint` named: that one), whether the driver's error
 * comes as is or wrapped by Drizzle as its cause.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  const refused = [e, e?.cause].find((x) => x?.code === '23505');
  return refused != null && (constraint === undefined || refused.constraint === constraint);
}
