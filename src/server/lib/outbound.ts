import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { lookup as lookupCallback } from 'node:dns';
import { invalid } from './app-error.js';

/**
 * Where the shop may connect when an admin names a host (mail relay, SMS API). Link-local and cloud
 * metadata addresses never: they hand out credentials. Loopback and private ranges only when the
 * server runs with OUTBOUND_ALLOW_PRIVATE=true (a local mail relay, the tests).
 */
const alwaysRefused = new BlockList();
alwaysRefused.addSubnet('169.254.0.0', 16, 'ipv4');
alwaysRefused.addSubnet('0.0.0.0', 8, 'ipv4');
alwaysRefused.addSubnet('100.100.100.200', 32, 'ipv4'); // Alibaba Cloud metadata
alwaysRefused.addSubnet('224.0.0.0', 3, 'ipv4'); // multicast and reserved
alwaysRefused.addSubnet('fe80::', 10, 'ipv6');
alwaysRefused.addSubnet('fd00:ec2::254', 128, 'ipv6'); // AWS metadata over IPv6
alwaysRefused.addSubnet('::', 128, 'ipv6');
alwaysRefused.addSubnet('ff00::', 8, 'ipv6');

const privateRanges = new BlockList();
privateRanges.addSubnet('127.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('10.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('172.16.0.0', 12, 'ipv4');
privateRanges.addSubnet('192.168.0.0', 16, 'ipv4');
privateRanges.addSubnet('100.64.0.0', 10, 'ipv4');
privateRanges.addSubnet('::1', 128, 'ipv6');
privateRanges.addSubnet('fc00::', 7, 'ipv6');

export interface OutboundPolicy {
  allowPrivate: boolean;
}

/** Why an address may not be reached, or null when it may. */
export function refusalFor(address: string, policy: OutboundPolicy): string | null {
  const family = isIP(address);
  if (!family) return 'adresse invalide';
  let type: 'ipv4' | 'ipv6' = family === 4 ? 'ipv4' : 'ipv6';
  let ip = address;
  // ::ffff:169.254.169.254 is the IPv4 address in disguise.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) {
    ip = mapped[1];
    type = 'ipv4';
  }
  if (alwaysRefused.check(ip, type)) return `adresse réservée (${address}) refusée`;
  if (!policy.allowPrivate && privateRanges.check(ip, type)) return `adresse locale ou privée (${address}) refusée`;
  return null;
}

const bare = (host: string) => host.replace(/^\[(.*)\]$/, '$1').trim().toLowerCase();

/** Resolves a host name and checks every address it gives; throws a clear error for a refused one. */
export async function assertReachable(host: string, policy: OutboundPolicy): Promise<void> {
  const name = bare(host);
  const addresses = isIP(name) ? [name] : (await lookup(name, { all: true })).map((a) => a.address);
  for (const address of addresses) {
    const refusal = refusalFor(address, policy);
    if (refusal) throw new Error(`Destination refusée : ${name} (${refusal})`);
  }
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
        if (refusal) return callback(Object.assign(new Error(`Destination refusée : ${hostname} (${refusal})`), { code: 'EREFUSED' }), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error(`Aucune adresse pour ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
      callback(null, first.address, first.family);
    });
  };
}
