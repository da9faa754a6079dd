import type { ReactNode } from 'react';

/** Label above value, one pair per row; empty rows are skipped. */
export function InfoList({ rows }: { rows: ({ label: string; value: ReactNode } | null)[] }) {
  // dir="auto": a Latin address in the Arabic page (or the reverse) keeps its own word order.
  return (
    <dl className="space-y-3 text-sm">
      {rows.filter((r) => r !== null).map((r) => (
        <div key={r.label}>
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">{r.label}</dt>
          <dd dir="auto" className="mt-0.5 break-words text-left rtl:text-right">
            {r.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
