import { describe, expect, it } from 'vitest';
import { callbackHashIsValid, cmiHash, decodeCallback, decodeEntities, naturalCaseCompare } from './hash.js';

// Digests computed outside the code, from the strings written here by hand:
// printf '%s' '<plain>' | openssl dgst -sha512 -binary | base64
describe('the CMI ver3 hash', () => {
  it('sorts names naturally without case, skips hash and encoding, escapes \\ then | and ends with the store key', () => {
    const params = {
      clientid: '600000000',
      amount: '225.00',
      oid: 'CAD-7K4P9Q',
      BillToName: 'Fatima Zahra | Benali \\ Sud',
      encoding: 'UTF-8',
      hashAlgorithm: 'ver3',
      TranType: 'PreAuth',
      rnd: 'abc',
      HASH: 'left out',
    };
    // 225.00|Fatima Zahra \| Benali \\ Sud|600000000|ver3|CAD-7K4P9Q|abc|PreAuth|TEST\|KEY\\1
    expect(cmiHash(params, 'TEST|KEY\\1')).toBe('+/ukP0fbETmFt63s0mZmT1n6D4jymvqO+X1KYylqJ5mDlJzvdY62dmVS6xdpdHwqVJ47YUMxDg8P+CFXukgSuQ==');
  });

  it('hashes Arabic names in UTF-8, trimmed, with numbers in names in natural order', () => {
    const params = { item10: 'b', BillToName: '  فاطمة الزهراء  ', amount: '1500.50', item2: 'a', currency: '504', Item1: 'z' };
    // 1500.50|فاطمة الزهراء|504|z|a|b|clé
    expect(cmiHash(params, 'clé')).toBe('c0w7qrt83Ib9vTXEhJxY+l5LJ9AaA9V0l/vrvBgfE6EFCbvoD4FCVmJFVbHFtds/+aw0wmzH+/n0H/QUIH6I6g==');
  });

  it('compares like PHP natcasesort', () => {
    expect(['TRX10', 'trx2', 'amount', 'BillToName', 'Trx1'].sort(naturalCaseCompare)).toEqual(['amount', 'BillToName', 'Trx1', 'trx2', 'TRX10']);
  });

  it('checks a callback with its values’ HTML entities decoded', () => {
    expect(decodeEntities('Ben &amp; fils &#039;&#x41;&lt;')).toBe("Ben & fils 'A<");
    const params = { oid: 'CAD-1', BillToName: 'Ben & fils', ProcReturnCode: '00' };
    const HASH = cmiHash(params, 'key');
    expect(callbackHashIsValid(decodeCallback({ ...params, BillToName: 'Ben &amp; fils', HASH }), 'key')).toBe(true);
    expect(callbackHashIsValid({ ...params, ProcReturnCode: '05', HASH }, 'key')).toBe(false);
    expect(callbackHashIsValid({ ...params, HASH }, 'other key')).toBe(false);
    expect(callbackHashIsValid(params, 'key')).toBe(false);
  });
});
