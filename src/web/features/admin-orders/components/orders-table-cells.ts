// The table's cells, shared by its header and its rows. Cells are separate (not collapsed) so a
// pinned cell keeps its own edge while the rest of its row scrolls under it.
export const cell = 'border-t border-border px-1.5 py-3 align-top';
export const headCell = 'px-1.5 py-2.5 text-start align-bottom text-xs font-semibold text-muted';

/** The header's shade, and a ticked row's. */
export const headRow = 'bg-[color-mix(in_srgb,var(--color-secondary)_45%,var(--color-card))]';
export const bodyRow = 'group data-[selected=true]:bg-[color-mix(in_srgb,var(--color-primary)_16%,var(--color-card))]';

// Opaque as their row: the columns scrolled under a pinned cell must not show through it.
const rowShade = 'bg-card group-data-[selected=true]:bg-[color-mix(in_srgb,var(--color-primary)_16%,var(--color-card))]';

/** The tick box and the order number stay at the start edge when a phone scrolls the table sideways. */
export const pinned = {
  check: `${cell} ${rowShade} sticky start-0 z-10 w-10 min-w-10 ps-3 pe-1`,
  number: `${cell} ${rowShade} sticky start-10 z-10 border-e pe-2 text-start font-semibold whitespace-nowrap`,
  headCheck: `${headCell} ${headRow} sticky start-0 z-10 w-10 min-w-10 ps-3 pe-1`,
  headNumber: `${headCell} ${headRow} sticky start-10 z-10 border-e border-border pe-2`,
};
