import { describe, expect, it } from 'vitest';
import { settingDefaults, type PublicSettings } from '@contracts/settings';
import { expressOption } from './express-option';

const settings = (over: Partial<PublicSettings> = {}) => ({ ...settingDefaults, ...over }) as unknown as PublicSettings;

describe('the express option of the checkout', () => {
  it('is offered in Casablanca and Rabat by default, not in Agadir, Marrakech or before a city is chosen', () => {
    expect(expressOption(settings(), 'Casablanca')).toEqual({ offered: true, cities: ['Casablanca', 'Rabat'] });
    expect(expressOption(settings(), 'Rabat')?.offered).toBe(true);
    for (const city of ['Agadir', 'Marrakech', 'Témara', '']) expect(expressOption(settings(), city)?.offered).toBe(false);
  });

  it('follows the zones the shop enables: the national zone covers every other city', () => {
    const national = settings({ express_national: true, express_rabat: false });
    expect(expressOption(national, 'Agadir')?.offered).toBe(true);
    expect(expressOption(national, 'Rabat')?.offered).toBe(false);
    expect(expressOption(national, '')?.offered).toBe(false);
  });

  it('is not shown at all when the shop runs express nowhere', () => {
    expect(expressOption(settings({ express_delivery: false }), 'Casablanca')).toBeNull();
    expect(expressOption(settings({ express_casablanca: false, express_rabat: false }), 'Casablanca')).toBeNull();
    expect(expressOption(undefined, 'Casablanca')).toBeNull();
  });
});
