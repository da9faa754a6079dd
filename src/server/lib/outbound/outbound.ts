import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { lookup as lookupCallback } from 'node:dns';
import { invalid } from '../../http/app-error.js';

/**
 * Where the shop may connect. Only global unicast addresses, unless the server runs with
 * OUTBOUND_ALLOW_PRIVATE=true (a local mail relay, a private network, the tests): then loopback,
 * private and other non-public ranges too. Link-local, cloud-metadata, "this host", multicast and
 * reserved addresses never: they hand out credentials or reach the machine itself.
 */
const alwaysRefused = blockList([
  ['0.0.0.0', 8, 'ipv4'], // "this network": 0.0.0.0 reaches the machine itself
  ['169.254.0.0', 16, 'ipv4'], // link-local, where the clouds' metadata lives
  ['100.100.100.200', 32, 'ipv4'], // Alibaba Cloud metadata
  ['192.0.0.192', 32, 'ipv4'], // Oracle Cloud's older metadata address
  ['224.0.0.0', 3, 'ipv4'], // multicast, reserved and broadcast
  ['::', 128, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fd00:ec2::254', 128, 'ipv6'], // AWS metadata over IPv6
  ['ff00::', 8, 'ipv6'],
]);

/** IANA's special-purpose IPv4 ranges that are not globally reachable (RFC 6890 and later). */
const notGlobal = blockList([
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.0.2.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'], // former 6to4 relays
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  // Inside 2000::/3, the only IPv6 unicast space routed on the Internet:
  ['2001::', 23, 'ipv6'], // IETF protocol assignments (Teredo, benchmarking, ORCHID…)
  ['2001:db8::', 32, 'ipv6'],
  ['3fff::', 20, 'ipv6'],
]);
const globalIpv6 = blockList([['2000::', 3, 'ipv6']]);
const localNat64 = blockList([['64:ff9b:1::', 48, 'ipv6']]);

function blockList(ranges: [string, number, 'ipv4' | 'ipv6'][]) {
  const list = new BlockList();
  for (const [network, prefix, type] of ranges) list.addSubnet(network, prefix, type);
  return list;
}

type Reach = 'public' | 'private' | 'refused';
const worst = (reaches: Reach[]): Reach => (reaches.includes('refused') ? 'refused' : reaches.includes('private') ? 'private' : 'public');

function reachOfIpv4(ip: string): Reach {
  if (alwaysRefused.check(ip, 'ipv4')) return 'refused';
  return notGlobal.check(ip, 'ipv4') ? 'private' : 'public';
}

/** A valid IPv6 address's 16 bytes, a dotted IPv4 tail read as its last four. */
function ipv6Bytes(address: string): number[] {
  let text = address;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const words = (part: string | undefined) => (part ? part.split(':').map((w) => parseInt(w, 16)) : []);
  const [left, right] = text.split('::');
  const head = words(left);
  const rest = words(right);
  return [...head, ...Array<number>(8 - head.length - rest.length).fill(0), ...rest].flatMap((w) => [w >> 8, w & 0xff]);
}

const ipv4At = (bytes: number[], from: number) => bytes.slice(from, from + 4).join('.');
const zeros = (bytes: number[], from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);

/**
 * The IPv4 addresses an IPv6 address carries and would be reached through: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64
 * (64:ff9b::/96 and the local 64:ff9b:1::/48), 6to4 (2002::/16) and Teredo (2001::/32: its server,
 * and its client stored inverted).
 */
function embeddedIpv4(bytes: number[]): string[] {
  const word = (i: number) => ((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0);
  if (zeros(bytes, 0, 10) && word(10) === 0xffff) return [ipv4At(bytes, 12)];
  if (zeros(bytes, 0, 8) && word(8) === 0xffff && word(10) === 0) return [ipv4At(bytes, 12)];
  if (zeros(bytes, 0, 12) && bytes[12] !== 0) return [ipv4At(bytes, 12)];
  if (word(0) === 0x64 && word(2) === 0xff9b && (zeros(bytes, 4, 12) || word(4) === 1)) return [ipv4At(bytes, 12)];
  if (word(0) === 0x2002) return [ipv4At(bytes, 2)];
  if (word(0) === 0x2001 && word(2) === 0) return [ipv4At(bytes, 4), ipv4At(bytes.map((b) => b ^ 0xff), 12)];
  return [];
}

function reachOfIpv6(ip: string): Reach {
  if (alwaysRefused.check(ip, 'ipv6')) return 'refused';
  const carried = embeddedIpv4(ipv6Bytes(ip));
  if (carried.length) return worst([...carried.map(reachOfIpv4), localNat64.check(ip, 'ipv6') ? 'private' : 'public']);
  if (!globalIpv6.check(ip, 'ipv6')) return 'private';
  return notGlobal.check(ip, 'ipv6') ? 'private' : 'public';
}

export interface OutboundPolicy {
  allowPrivate: boolean;
}

/**
 * For addresses the operator wrote in the environment (S3_ENDPOINT, the AI gateways, SMTP_HOST):
 * theirs to point at a private network; link-local and metadata addresses stay refused.
 */
export const operatorPolicy: OutboundPolicy = { allowPrivate: true };

/** Why an address may not be reached, or null when it may. */
export function refusalFor(address: string, policy: OutboundPolicy): string | null {
  const ip = address.split('%')[0] ?? ''; // fe80::1%eth0: the zone says which link, not which address
  const family = isIP(ip);
  if (!family) return 'adresse invalide';
  const reach = family === 4 ? reachOfIpv4(ip) : reachOfIpv6(ip);
  if (reach === 'refused') return `adresse réservée (${address}) refusée`;
  if (reach === 'private' && !policy.allowPrivate) return `adresse locale ou privée (${address}) refusée`;
  return null;
}

/** A destination the rule forbids: said in French, it is shown to the admin. */
export class RefusedDestination extends Error {
  readonly code = 'EREFUSED';
  constructor(host: string, refusal: string) {
    super(`Destination refusée : ${host} (${refusal})`);
  }
}

const bare = (host: string) => host.replace(/^\[(.*)\]$/, '$1').trim().toLowerCase();

/** Resolves a host name and checks every address it gives; answers the first, or throws a clear error for a refused one. */
export async function resolveReachable(host: string, policy: OutboundPolicy): Promise<string> {
  const name = bare(host);
  const addresses = isIP(name) ? [name] : (await lookup(name, { all: true })).map((a) => a.address);
  for (const address of addresses) {
    const refusal = refusalFor(address, policy);
    if (refusal) throw new RefusedDestination(name, refusal);
  }
  const [first] = addresses;
  if (!first) throw new Error(`Aucune adresse pour ${name}`);
  return first;
}

/**
 * At save time: a literal address or a name that resolves to a refused one is a 400; a name that
 * does not resolve now is accepted (checked again before every send).
 */
export async function checkHostOnSave(field: string, host: string, policy: OutboundPolicy): Promise<void> {
  const name = bare(host);
  if (!name) return;
  if (!/^[a-z0-9.:_-]+$/i.test(name)) throw invalid(`${field} : nom d’hôte invalide`);
  let addresses: string[];
  try {
    addresses = isIP(name) ? [name] : (await lookup(name, { all: true })).map((a) => a.address);
  } catch {
    return;
  }
  for (const address of addresses) {
    const refusal = refusalFor(address, policy);
    if (refusal) throw invalid(`${field} : destination refusée (${refusal})`);
  }
}

/** An http(s) URL whose host passes `checkHostOnSave`. */
export async function checkUrlOnSave(field: string, value: string, policy: OutboundPolicy): Promise<void> {
  if (!value) return;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid(`${field} : adresse URL invalide`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid(`${field} : l’adresse doit commencer par https://`);
  if (url.username || url.password) throw invalid(`${field} : l’adresse ne doit pas contenir d’identifiants`);
  await checkHostOnSave(field, url.hostname, policy);
}

/** A DNS lookup for sockets that refuses a resolved address the policy forbids (no rebinding between check and connect). */
export function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    lookupCallback(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
      for (const a of list) {
        const refusal = refusalFor(a.address, policy);
        if (refusal) return callback(new RefusedDestination(hostname, refusal), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error(`Aucune adresse pour ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
      callback(null, first.address, first.family);
    });
  };
}
