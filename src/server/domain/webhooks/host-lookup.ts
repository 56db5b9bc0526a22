import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { refusedAddress } from './address-rules';

/** Every address a host name resolves to. Injectable (AppDeps.resolveHost) so tests can play a DNS that rebinds. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const resolveWithDns: ResolveHost = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) reject(error);
      else resolve(addresses.map((entry) => entry.address));
    });
  });

/** A URL's host as an address or a name (without the brackets of an IPv6 literal). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

export class RefusedAddressError extends Error {}

/**
 * A `lookup` for node's http and https requests: resolve, refuse when any address is one a webhook
 * may not reach, then connect to the address that was checked, so a DNS answer that changes
 * between the check and the connection (rebinding) cannot send the request elsewhere.
 */
export function checkedLookup(resolveHost: ResolveHost, allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolveHost(hostname).then(
      (addresses) => {
        const refusal = addresses.map((address) => refusedAddress(address, allowLoopback)).find((reason) => reason !== null);
        if (addresses.length === 0) return callback(new Error(`${hostname} did not resolve.`), '', 4);
        if (refusal) return callback(new RefusedAddressError(`${hostname} resolves to ${refusal}`), '', 4);
        const address = addresses[0]!;
        const family = isIP(address) === 6 ? 6 : 4;
        if ((options as { all?: boolean }).all) return callback(null, [{ address, family }] as never, family);
        return callback(null, address, family);
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };
}
