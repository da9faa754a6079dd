import { describe, expect, it } from 'vitest';
import { visitorWallTime } from './visitor-time';

describe('an hour on Morocco’s walls as a sender abroad reads it', () => {
  it('follows both zones’ offsets on that day', () => {
    // December: Morocco at UTC+1, Paris too, London at UTC+0, New York at UTC−5.
    expect(visitorWallTime('2026-12-20', '09:00', 'Europe/Paris')).toBeNull();
    expect(visitorWallTime('2026-12-20', '09:00', 'Europe/London')).toEqual({ date: '2026-12-20', time: '08:00', otherDay: false });
    expect(visitorWallTime('2026-12-20', '02:00', 'America/New_York')).toEqual({ date: '2026-12-19', time: '20:00', otherDay: true });
    // During Ramadan 2027 Morocco's clocks go back to UTC+0: Paris is then an hour ahead.
    expect(visitorWallTime('2027-02-20', '09:00', 'Europe/Paris')).toEqual({ date: '2027-02-20', time: '10:00', otherDay: false });
  });

  it('says nothing for a visitor in Morocco, or a zone the browser cannot name', () => {
    expect(visitorWallTime('2026-12-20', '09:00', 'Africa/Casablanca')).toBeNull();
    expect(visitorWallTime('2026-12-20', '09:00', null)).toBeNull();
    expect(visitorWallTime('2026-12-20', '09:00', 'Mars/Olympus')).toBeNull();
  });
});
