/**
 * A map that keeps at most `maxEntries` entries and `maxWeight` of their weights (bytes, say),
 * forgetting the oldest first: no run of distinct keys can grow it past what the heap was sized for.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Infinity,
  ) {}

  get(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** Keeps `value` for `key` as the newest entry. */
  set(key: K, value: V, weight = 0) {
    this.delete(key);
    if (this.entries.size >= this.maxEntries) this.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, weight });
    this.total += weight;
    this.trim();
  }

  /** Gives `key` its weight once known (a load that finished), if it still holds `value`. */
  weigh(key: K, value: V, weight: number) {
    const entry = this.entries.get(key);
    if (entry?.value !== value) return;
    this.total += weight - entry.weight;
    entry.weight = weight;
    this.trim();
  }

  delete(key: K) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.total -= entry.weight;
    this.entries.delete(key);
  }

  /** Forgets every key `forget` picks, or every key. */
  clear(forget: (key: K, value: V) => boolean = () => true) {
    for (const [key, { value }] of [...this.entries]) if (forget(key, value)) this.delete(key);
  }

  private trim() {
    while (this.total > this.maxWeight) this.delete(this.entries.keys().next().value!);
  }
}
