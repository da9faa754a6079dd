import userEvent from '@testing-library/user-event';

/**
 * Puts `value` into a field the way pasting does: focused by a click, then one input event. For tests
 * about what a form sends or refuses; typing key by key re-renders the form at every key, seconds per
 * test, and stays for what reacts to each key (a combobox's suggestions, a field's live check).
 */
export async function enter(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}
