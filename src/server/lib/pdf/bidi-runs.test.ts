import { describe, expect, it } from 'vitest';
import { visualRuns } from './bidi-runs.js';

describe('lines of mixed Arabic and Latin text', () => {
  it('keeps a Latin line as it is', () => {
    expect(visualRuns('Salma Bennani')).toEqual([{ text: 'Salma Bennani', arabic: false }]);
  });

  it('keeps an Arabic name in reading order for shaping, as one run', () => {
    expect(visualRuns('فاطمة الزهراء بنعلي')).toEqual([{ text: 'فاطمة الزهراء بنعلي', arabic: true }]);
  });

  it('draws a right-to-left line from its end: the Latin part and number on the left, brackets mirrored', () => {
    expect(visualRuns('محمد أمين (Amine) 2')).toEqual([
      { text: '2', arabic: false },
      { text: ' (', arabic: false },
      { text: 'Amine', arabic: false },
      { text: ') ', arabic: false },
      { text: 'محمد أمين', arabic: true },
    ]);
  });
});
