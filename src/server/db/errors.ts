type Refusal = { code?: string; constraint?: string };

/**
 * PostgreSQL refused the write with `code` (`constraint` named: on that one), whether the driver's
 * error comes as is or wrapped by Drizzle as its cause.
 */
function isRefusal(err: unknown, code: string, constraint?: string): boolean {
  const e = err as (Refusal & { cause?: Refusal }) | null;
  const refused = [e, e?.cause].find((x) => x?.code === code);
  return refused != null && (constraint === undefined || refused.constraint === constraint);
}

/** A unique constraint refused the write. */
export const isUniqueViolation = (err: unknown, constraint?: string) => isRefusal(err, '23505', constraint);

/** A check constraint refused the write. */
export const isCheckViolation = (err: unknown, constraint?: string) => isRefusal(err, '23514', constraint);

/** A foreign key refused the write: what it points to is gone. */
export const isForeignKeyViolation = (err: unknown, constraint?: string) => isRefusal(err, '23503', constraint);
