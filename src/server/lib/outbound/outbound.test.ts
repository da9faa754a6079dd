import { describe, expect, it } from 'vitest';
import { refusalFor } from './outbound.js';

const strict = { allowPrivate: false };
const relaxed = { allowPrivate: true };

describe('outbound addresses', () => {
  it.each([
    '169.254.169.254',
    '169.254.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '100.100.100.200',
    '224.0.0.1',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    'fd00:ec2::254',
    // The same IPv4 addresses carried by IPv6 forms
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '0:0:0:0:0:ffff:a9fe:a9fe',
    '::ffff:0:a9fe:a9fe',
    '::169.254.169.254',
    '64:ff9b::169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    '2002:a9fe:a9fe::1',
    '2001:0:4136:e378:8000:63bf:5601:5601', // Teredo client 169.254.169.254 (stored inverted)
    '::ffff:0.0.0.0',
  ])('always refuses %s', (address) => {
    expect(refusalFor(address, relaxed)).toMatch(/adresse réservée/);
    expect(refusalFor(address, strict)).toMatch(/adresse réservée/);
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.9',
    '192.168.1.10',
    '100.64.0.1',
    '192.0.0.8',
    '192.0.2.10',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.10',
    '192.88.99.1',
    '::1',
    'fd12::1',
    'fc00::1',
    'fec0::1',
    '100::1',
    '2001:db8::1',
    '2001:2::1',
    '3fff::1',
    '64:ff9b:1::808:808',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:0:7f00:1',
    '::127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::127.0.0.1',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    '2002:c0a8:0101::1',
    '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo client 127.0.0.1
  ])('refuses %s unless private addresses are allowed', (address) => {
    expect(refusalFor(address, strict)).toMatch(/adresse locale ou privée/);
    expect(refusalFor(address, relaxed)).toBeNull();
  });

  it.each(['8.8.8.8', '41.214.1.1', '196.200.1.1', '2a00:1450:4007::64', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])(
    'lets the public address %s through',
    (address) => {
      expect(refusalFor(address, strict)).toBeNull();
    },
  );

  it('answers an invalid address as such', () => {
    expect(refusalFor('localhost', relaxed)).toBe('adresse invalide');
  });
});
