import { useState, type InputHTMLAttributes } from 'react';
import { TextField } from '@/components/ui/form/field';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur'> {
  label: string;
  hint?: string;
  /** The saved value (the mask for a stored secret). */
  value: string;
  onSave: (value: string) => void;
}

/** A text setting saved when the field is left, only when it changed (the server takes one field at a time). */
export function TextSetting({ label, hint, value, onSave, ...input }: Props) {
  const [draft, setDraft] = useState(value);
  const [saved, setSaved] = useState(value);
  // A new saved value from the server replaces the draft (render-time sync, no effect).
  if (value !== saved) {
    setSaved(value);
    setDraft(value);
  }
  return (
    <TextField
      label={label}
      hint={hint}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => {
        if (draft.trim() !== value) onSave(draft.trim());
      }}
      {...input}
    />
  );
}
