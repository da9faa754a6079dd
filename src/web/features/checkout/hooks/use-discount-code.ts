import { useCallback, useState } from 'react';
import { errorDetails } from '@/lib/errors';

/** What the checkout knows of the code typed: the one applied (sent with the quote and the order), and why the last one was refused. */
export function useDiscountCode() {
  const [applied, setApplied] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ code: string; reason: string; minOrder?: string } | null>(null);
  const apply = (typed: string) => {
    const code = typed.replace(/\s+/g, '').toUpperCase();
    setRefusal(null);
    setApplied(code || null);
  };
  const remove = () => {
    setApplied(null);
    setRefusal(null);
  };
  /** A refused code (by the quote or the order) is taken off, and the field says why; true when `err` was that. */
  const refusedBy = useCallback(
    (err: unknown) => {
      const details = errorDetails(err, 'discount_invalid');
      if (!details || !applied) return false;
      setRefusal({ code: applied, ...details });
      setApplied(null);
      return true;
    },
    [applied],
  );
  return { applied, refusal, apply, remove, refusedBy };
}

export type DiscountCodeState = ReturnType<typeof useDiscountCode>;
