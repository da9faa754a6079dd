import { TAP_PENDING } from '@contracts/early-taps';

/** One tap the page's early script held back: the element tapped, and for a select or a text field the value it then held. */
interface EarlyTap {
  t: Element;
  type: 'click' | 'change' | 'input';
  v?: string;
}

/** What that script leaves on `window.__earlyTaps`: the queue, a way to hold back only the taps within one element, and a switch to stop. */
interface EarlyTaps {
  q: EarlyTap[];
  only(region: Element): void;
  off(): void;
}

declare global {
  interface Window {
    __earlyTaps?: EarlyTaps;
  }
}

const pointer = { bubbles: true, cancelable: true, composed: true, button: 0 };

/** A tap as the browser sends it: Radix triggers open on pointerdown, buttons act on click. */
function replay(tap: EarlyTap) {
  const { t: target } = tap;
  if (tap.type === 'input') return replayTyping(target as HTMLInputElement, tap.v ?? '');
  if (tap.type === 'change') {
    // Hydration may have set the select back to the value it was drawn with.
    (target as HTMLSelectElement).value = tap.v ?? '';
    target.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const touch = { ...pointer, pointerId: 1, pointerType: 'mouse', isPrimary: true };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...touch, buttons: 1 }));
  target.dispatchEvent(new MouseEvent('mousedown', { ...pointer, buttons: 1, detail: 1 }));
  target.dispatchEvent(new PointerEvent('pointerup', touch));
  target.dispatchEvent(new MouseEvent('mouseup', { ...pointer, detail: 1 }));
  target.dispatchEvent(new MouseEvent('click', { ...pointer, detail: 1 }));
}

/**
 * Text typed before the code came: hydration keeps it in the field, but React takes it for the
 * value it drew, and would put that back at its next render. React's own setter on the field
 * records what it last saw: give it a value the field cannot hold now, then the text through the
 * element's native setter, and the `input` event tells React the field changed.
 */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  field.value = '\u0000';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Once the page's frame (header, footer) is hydrated but not yet `region`, the page's body, which
 * hydrates after it: holds back from now on only the taps within `region`, and replays, in order
 * and once each, those already held elsewhere (a tap on the cart button acts as soon as the header
 * can take it, not once the whole page is hydrated). The others wait for `replayEarlyTaps`.
 */
export async function replayEarlyTapsOutside(region: Element) {
  const early = window.__earlyTaps;
  if (!early) return;
  early.only(region);
  const outside = early.q.filter((tap) => !region.contains(tap.t));
  if (outside.length === 0) return;
  // The script keeps queueing into this very array: only the taps within the region stay in it.
  early.q.splice(0, early.q.length, ...early.q.filter((tap) => region.contains(tap.t)));
  // Called from an effect of the hydrating commit: React handles no event until that commit is over.
  await nextTask();
  await replayInOrder(outside);
}

/**
 * Stops holding taps back and replays, in order and once each, those made on the page before its
 * code was on (src/contracts/early-taps.ts): called once the page is hydrated. Each tap gets a task
 * of its own, so the next one sees what the previous one drew (a stepper tapped twice adds two).
 */
export async function replayEarlyTaps() {
  const early = window.__earlyTaps;
  if (!early) return;
  delete window.__earlyTaps;
  // Called from an effect of the hydrating commit: React handles no event until that commit is over.
  await nextTask();
  early.off();
  await replayInOrder(early.q);
}

async function replayInOrder(taps: EarlyTap[]) {
  for (const [i, tap] of taps.entries()) {
    // Typing is replayed once per run of keys: the text the field held after the last of them.
    const next = taps[i + 1];
    if (tap.type === 'input' && next?.type === 'input' && next.t === tap.t) continue;
    // A node the hydration replaced (the page drawn anew in another language) is no longer there to tap.
    if (tap.t.isConnected) replay(tap);
    tap.t.closest(`[${TAP_PENDING}]`)?.removeAttribute(TAP_PENDING);
    await nextTask();
  }
}

const nextTask = () => new Promise((next) => setTimeout(next));
