// @vitest-environment happy-dom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT, TAP_PENDING } from '@contracts/early-taps';
import { replayEarlyTaps, replayEarlyTapsOutside } from './early-taps';

/** A page as the server sends it: the early-taps script has run, the HTML is in, the code is not. */
function serverPage(ui: React.ReactElement) {
  document.body.innerHTML = `<div id="root">${renderToString(ui)}</div>`;
  new Function(EARLY_TAPS_SCRIPT)();
  return document.getElementById('root')!;
}

let root: Root | undefined;
afterEach(() => {
  window.__earlyTaps?.off();
  delete window.__earlyTaps;
  act(() => root?.unmount());
  root = undefined;
});

const hydrate = (container: HTMLElement, ui: React.ReactElement) => act(() => void (root = hydrateRoot(container, ui)));
const tap = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const replay = () => act(() => replayEarlyTaps());

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <div>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        <span>Ajouter au panier</span>
      </button>
      <output>{count}</output>
      <a href="#details">Détails</a>
    </div>
  );
}

describe('taps made before the page has its code', () => {
  it('are held back, shown pending, and replayed once each after hydration, never also handled by React', async () => {
    const container = serverPage(<Counter />);
    const button = container.querySelector('button')!;
    tap(container.querySelector('span')!);
    expect(button.hasAttribute(TAP_PENDING)).toBe(true);

    hydrate(container, <Counter />);
    // React now listens on the root, but the page is not ready: this tap too waits for the replay.
    tap(button);
    expect(container.querySelector('output')!.textContent).toBe('0');

    await replay();
    expect(container.querySelector('output')!.textContent).toBe('2');
    expect(button.hasAttribute(TAP_PENDING)).toBe(false);

    // Once replayed, taps reach the page's code directly.
    act(() => void tap(button));
    expect(container.querySelector('output')!.textContent).toBe('3');
  });

  it('leave links to the browser, which follows them without code', () => {
    const container = serverPage(<Counter />);
    const link = container.querySelector('a')!;
    const followed = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(followed);
    expect(followed.defaultPrevented).toBe(false);
    expect(window.__earlyTaps?.q).toHaveLength(0);
  });

  it('replay a language chosen in a select with the value chosen, even if hydration set it back', async () => {
    const chosen: string[] = [];
    const Select = () => (
      <select defaultValue="fr" onChange={(e) => chosen.push(e.target.value)}>
        <option value="fr">Français</option>
        <option value="ar">العربية</option>
      </select>
    );
    const container = serverPage(<Select />);
    const select = container.querySelector('select')!;
    select.value = 'ar';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    hydrate(container, <Select />);
    select.value = 'fr';
    expect(chosen).toEqual([]);

    await replay();
    expect(chosen).toEqual(['ar']);
  });

  it('hand text typed before the code came to the page, which would otherwise draw its old value back', async () => {
    function Search() {
      const [search, setSearch] = useState('lanterne');
      return (
        <div>
          <input aria-label="Rechercher" value={search} onChange={(e) => setSearch(e.target.value)} />
          <output>{search}</output>
        </div>
      );
    }
    const container = serverPage(<Search />);
    const field = container.querySelector('input')!;
    for (const text of ['', 'p', 'pl']) {
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    hydrate(container, <Search />);
    expect(container.querySelector('output')!.textContent).toBe('lanterne');

    await replay();
    expect(container.querySelector('output')!.textContent).toBe('pl');
    expect(field.value).toBe('pl');
  });

  it('on the frame act as soon as the frame is hydrated, while those on the page still wait for it', async () => {
    function Page() {
      const [cart, setCart] = useState(0);
      const [added, setAdded] = useState(0);
      return (
        <div>
          <header>
            <button type="button" onClick={() => setCart((n) => n + 1)}>
              Panier
            </button>
            <output>{cart}</output>
          </header>
          <main>
            <button type="button" onClick={() => setAdded((n) => n + 1)}>
              Ajouter au panier
            </button>
            <output>{added}</output>
          </main>
        </div>
      );
    }
    const container = serverPage(<Page />);
    const [cartButton, addButton] = [...container.querySelectorAll('button')];
    const [cartCount, addedCount] = [...container.querySelectorAll('output')];
    tap(addButton!);
    tap(cartButton!);
    hydrate(container, <Page />);

    await act(() => replayEarlyTapsOutside(container.querySelector('main')!));
    expect(cartCount!.textContent).toBe('1');
    expect(cartButton!.hasAttribute(TAP_PENDING)).toBe(false);
    // The page's own button still waits, pressed, and so does a new tap on it; the frame answers at once.
    expect(addedCount!.textContent).toBe('0');
    expect(addButton!.hasAttribute(TAP_PENDING)).toBe(true);
    act(() => void tap(addButton!));
    act(() => void tap(cartButton!));
    expect([cartCount!.textContent, addedCount!.textContent]).toEqual(['2', '0']);

    await replay();
    expect(addedCount!.textContent).toBe('2');
    expect(cartCount!.textContent).toBe('2');
  });
});
