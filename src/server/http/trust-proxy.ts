import { BlockList, isIP } from 'node:net';

/** What Fastify trusts for X-Forwarded-*: nobody, proxy addresses, or a rule on each hop. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** Where a reverse proxy of ours can stand: loopback and private networks, never the internet. */
const privateNetworks = new BlockList();
for (const [net, bits] of [['127.0.0.0', 8], ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['169.254.0.0', 16]] as const) {
  privateNetworks.addSubnet(net, bits, 'ipv4');
}
privateNetworks.addAddress('::1', 'ipv6');
privateNetworks.addSubnet('fc00::', 7, 'ipv6');
privateNetworks.addSubnet('fe80::', 10, 'ipv6');

const isPrivate = (address: string) => {
  const plain = address.replace(/^::ffff:(?=\d+\.)/, '');
  const version = isIP(plain);
  return version !== 0 && privateNetworks.check(plain, version === 4 ? 'ipv4' : 'ipv6');
};

/**
 * The first `hops` peers are proxies, provided each stands on a private network: a client on the
 * internet that reaches the server directly cannot pass its own X-Forwarded-For off as a proxy's.
 */
const trustHops = (hops: number) => (address: string, hop: number) => hop < hops && isPrivate(address);

const isAddressOrRange = (entry: string) => {
  const [address = '', bits, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
};

/**
 * `TRUST_PROXY`: `false` (the default), a hop count (`1`: one reverse proxy in front, on a private
 * network), or a comma separated list of proxy addresses and CIDR ranges (`10.0.0.0/8,127.0.0.1`).
 * Trusting every X-Forwarded-For would let a client write its own address and escape every rate
 * limit, so `true` means one hop: the address the nearest proxy saw.
 */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (['', 'false', '0', 'no'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) return trustHops(1);
  if (/^\d+$/.test(value)) return trustHops(Number(value));
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  const wrong = entries.filter((e) => !isAddressOrRange(e));
  if (wrong.length) {
    throw new Error(`Invalid environment:\n  TRUST_PROXY: not a hop count nor proxy addresses/CIDR ranges (${wrong.join(', ')})`);
  }
  return entries;
}
