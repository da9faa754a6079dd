/**
 * happy-dom has neither `select.size` nor `option.defaultSelected`, which react-hook-form reads to tell
 * a select the visitor changed before the page was ready: without them every select looks changed and
 * loses the value the form gave it. A browser's values: the size attribute (0 without one), and
 * `defaultSelected` from the `selected` attribute.
 */
if (typeof HTMLSelectElement !== 'undefined' && !('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
  });
}
if (typeof HTMLOptionElement !== 'undefined' && !('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
  });
}
