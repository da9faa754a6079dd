/** The list with the item at `from` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export const removeItem = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);
