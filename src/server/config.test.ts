import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const production = { production: true, seedCatalogue: false, seedDemoAccounts: false, testPayments: false, demoRibbon: false };
const demo = { production: false, seedCatalogue: true, seedDemoAccounts: true, testPayments: true, demoRibbon: true };

describe("the shop's mode", () => {
  it('is demo by default', () => {
    expect(loadConfig({})).toMatchObject({ SHOP_MODE: 'demo', ...demo });
  });

  it('SHOP_MODE=production gives production without NODE_ENV', () => {
    expect(loadConfig({ SHOP_MODE: 'production' })).toMatchObject({ SHOP_MODE: 'production', ...production });
  });

  it('NODE_ENV=production alone still gives production', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ SHOP_MODE: 'production', ...production });
  });

  it('SHOP_MODE wins over NODE_ENV: a demo shop running production code', () => {
    expect(loadConfig({ SHOP_MODE: 'demo', NODE_ENV: 'production' })).toMatchObject({ SHOP_MODE: 'demo', ...demo });
    expect(loadConfig({ SHOP_MODE: 'production', NODE_ENV: 'test' })).toMatchObject({ SHOP_MODE: 'production', ...production });
  });

  it('any other SHOP_MODE is refused at start-up', () => {
    expect(() => loadConfig({ SHOP_MODE: 'prod' })).toThrow(/SHOP_MODE/);
  });
});
