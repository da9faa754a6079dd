import { useState } from 'react';
import type { Appearance } from '@contracts/appearance';
import { invalidColors, previewOf, withChange, type AppearanceChanges } from '@/features/admin-appearance/utils/draft';

/** The editor's unsaved changes over the saved look: kept locally, flagged, discarded or handed to save. */
export function useAppearanceDraft(saved: Appearance) {
  const [changes, setChanges] = useState<AppearanceChanges>({});
  const value: Appearance = { ...saved, ...changes };
  return {
    value,
    changes,
    preview: previewOf(saved, changes),
    dirty: Object.keys(changes).length > 0,
    invalid: invalidColors(changes),
    set: <K extends keyof Appearance>(field: K, next: Appearance[K]) => setChanges((c) => withChange(saved, c, field, next)),
    discard: () => setChanges({}),
  };
}

export type AppearanceDraft = ReturnType<typeof useAppearanceDraft>;
