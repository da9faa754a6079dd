import type { ReactNode } from 'react';

/** Label above value, one pair per row; empty rows are skipped. */
export function InfoList({ rows }: { rows: ({ label: string; value: ReactNode } | null)[] }) {
  return (
    <dl className="space-y-3 text-sm">
      {rows.filter((r) => r !== null).map((r) => (
        <div key={r.label}>
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">{r.label}</dt>
          <dd className="mt-0.5 break-words">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
