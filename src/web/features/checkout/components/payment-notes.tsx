import type { LucideIcon } from 'lucide-react';

/** What happens after choosing a way to pay, a line each with its icon, under a title. */
export function PaymentNotes({ title, notes, footer }: { title: string; notes: { icon: LucideIcon; text: string }[]; footer?: string }) {
  return (
    <div className="rounded-[var(--radius)] bg-secondary/60 p-4">
      <h3 className="mb-3 text-base font-semibold">{title}</h3>
      <ul className="space-y-2 text-sm">
        {notes.map((n) => (
          <li key={n.text} className="flex gap-2">
            <n.icon className="mt-0.5 h-4 w-4 shrink-0 text-primary-strong" aria-hidden="true" />
            <span>{n.text}</span>
          </li>
        ))}
      </ul>
      {footer && <p className="mt-3 text-sm text-muted">{footer}</p>}
    </div>
  );
}
