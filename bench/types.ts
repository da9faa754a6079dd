/** One measured figure; `budget` is the bar it must stay under (or over, with `higherIsBetter`). */
export interface Measure {
  name: string;
  value: number;
  unit: string;
  budget?: number;
  higherIsBetter?: boolean;
}

/** A figure to one decimal, as the tables show it. */
export const round = (n: number) => Math.round(n * 10) / 10;
