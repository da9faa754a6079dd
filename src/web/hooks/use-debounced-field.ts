import { useEffect, useState } from 'react';

/**
 * A text field whose value is committed after a pause in typing; an outside change of `value`
 * (a reset, Back) replaces what is shown.
 */
export function useDebouncedField(value: string, commit: (next: string) => void, delay = 300) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => commit(text), delay);
    return () => clearTimeout(timer);
  }, [text, value, commit, delay]);

  return [text, setText] as const;
}
