import { describe, expect, it } from 'vitest';
import { CitySchema } from './city.js';
import { namedCities, placeKey, zoneOf } from './delivery.js';
import { moroccoPlaces } from './morocco-places.js';

describe('the list of Morocco’s places', () => {
  it('holds the 200 largest towns at least, each with its Arabic name', () => {
    expect(moroccoPlaces.length).toBeGreaterThanOrEqual(200);
    for (const [name, ar] of moroccoPlaces) expect([name, /^[\u0600-\u06ff ]+$/.test(ar)]).toEqual([name, true]);
  });

  it('names every place once, however its names are written', () => {
    const keys = moroccoPlaces.flatMap((place) => place.map((n) => placeKey(n).replace(/ /g, '')));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('holds only names the order contract accepts as they are, and the ten named cities in their zones', () => {
    for (const [name] of moroccoPlaces) expect(CitySchema.parse(name)).toBe(name);
    const names = moroccoPlaces.map(([name]) => name);
    for (const city of namedCities) expect(names).toContain(city);
    expect(moroccoPlaces.filter(([name]) => zoneOf(name) !== 'national').map(([name]) => name)).toEqual(['Casablanca', 'Marrakech', 'Rabat']);
  });
});

describe('a city as the order contract reads it', () => {
  it('keeps a named city’s name however it is written, and any other place as typed', () => {
    expect(['casa', ' CASABLANCA ', 'الدار البيضاء', 'Dar el-Beida'].map((c) => CitySchema.parse(c))).toEqual(Array(4).fill('Casablanca'));
    expect(CitySchema.parse('أكادير')).toBe('Agadir');
    expect(CitySchema.parse('  Aït   Ourir ')).toBe('Aït Ourir');
  });

  it('refuses what is no place name', () => {
    for (const city of ['', '   ', '12', 'a'.repeat(81), 'Safi\u202e', 'Safi 🎁', '<b>Safi</b>', 'Safi; DROP']) {
      expect(CitySchema.safeParse(city).success, city).toBe(false);
    }
  });
});
