import dns, { type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where the server may send a push (issue 25, decision record 029). A push endpoint is an address a
 * member gives us and the server then POSTs to: without a check that is a blind SSRF into the server's
 * own network. Only global unicast addresses pass (ipaddr.js's 'unicast' range): loopback, private,
 * link-local, unique-local, unspecified, multicast, broadcast, CGNAT, reserved and documentation ranges,
 * IPv4-mapped, NAT64, 6to4 and Teredo addresses are all refused. Browsers' push services (FCM, Mozilla,
 * Apple, Windows) are public hosts.
 */
export class RefusedDestination extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(`push endpoint refused: ${reason}`);
    this.reason = reason;
  }
}

/** Whether an IP address (v4 or v6, no brackets) is a public, global unicast one. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.parse(address).range() === 'unicast';
}

/** The URL's host as an IP address when it is one (WHATWG URL has already normalised 2130706433, 127.1, 0x7f.0.0.1). */
function literalAddress(url: URL): string | null {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return ipaddr.isValid(host) ? host : null;
}

type Options = {
  /** The resolver (node:dns lookup by default; tests inject one, as it is the outside world). */
  lookup?: LookupFunction;
  /** Only https endpoints (production). */
  httpsOnly: boolean;
  /**
   * Origins (scheme, IP address and port) reached whatever their address: the tests' local push service
   * only (createTestApp's option, or TEST_PUSH_ORIGINS in a server started with NODE_ENV=test).
   */
  trustedOrigins?: string[];
};

export function createDestinationPolicy({ lookup = dns.lookup, httpsOnly, trustedOrigins = [] }: Options) {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));

  const resolveAll = (hostname: string) =>
    new Promise<LookupAddress[]>((resolve, reject) =>
      lookup(hostname, { all: true }, (error, addresses) =>
        error ? reject(error) : resolve(addresses as LookupAddress[]),
      ),
    );

  /** The endpoint parsed once (the connection uses this same URL), its scheme and any literal address checked. */
  function parse(endpoint: string): URL {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new RefusedDestination('not a URL');
    }
    if (url.protocol !== 'https:' && (httpsOnly || url.protocol !== 'http:'))
      throw new RefusedDestination(httpsOnly ? 'a push service address must use https' : 'not an http(s) address');
    if (url.username || url.password) throw new RefusedDestination('credentials in the address');
    if (trusted.has(url.origin)) return url;
    const literal = literalAddress(url);
    if (literal !== null && !isPublicAddress(literal))
      throw new RefusedDestination(`${literal} is not a public address`);
    return url;
  }

  /**
   * A resolver for the connection itself: it resolves every address of the name and refuses them all
   * if any is not public, so what was checked is what the socket connects to (no DNS-rebinding gap).
   */
  const guardedLookup: LookupFunction = (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses = found as LookupAddress[];
      const bad = addresses.find((a) => !isPublicAddress(a.address));
      if (addresses.length === 0 || bad) {
        const refused = Object.assign(new RefusedDestination(`${hostname} resolves to ${bad?.address ?? 'nothing'}`), {
          code: 'EPUSHREFUSED',
        });
        return callback(refused, '', 0);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };

  return {
    parse,
    guardedLookup,

    /** At subscription: the scheme, then every address the name resolves to now. Throws RefusedDestination. */
    async check(endpoint: string): Promise<void> {
      const url = parse(endpoint);
      if (trusted.has(url.origin) || literalAddress(url) !== null) return;
      let addresses: LookupAddress[];
      try {
        addresses = await resolveAll(url.hostname);
      } catch {
        throw new RefusedDestination(`${url.hostname} does not resolve`);
      }
      const bad = addresses.find((a) => !isPublicAddress(a.address));
      if (addresses.length === 0 || bad)
        throw new RefusedDestination(`${url.hostname} resolves to ${bad?.address ?? 'nothing'}`);
    },
  };
}
export type DestinationPolicy = ReturnType<typeof createDestinationPolicy>;
