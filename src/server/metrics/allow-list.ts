import { BlockList, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** An address or CIDR range as METRICS_ALLOW and TRUST_PROXY take them (10.0.0.5, 10.0.0.0/8, fd00::/8). */
export function addRange(list: BlockList, entry: string): void {
  const [address, bits] = entry.split('/') as [string, string | undefined];
  const type = isIPv6(address) ? 'ipv6' : 'ipv4';
  if (bits === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(bits), type);
}

/**
 * Who may read /metrics: loopback, and the addresses and ranges of METRICS_ALLOW (a Prometheus on
 * another machine). The client is request.ip, the address TRUST_PROXY's rules give. A request that came
 * through a proxy the app does not trust (it carries X-Forwarded-For or Forwarded) is refused whatever
 * its connection's address, so a proxy on the same machine never makes the public look like loopback.
 */
export function metricsAllowed(allow: string[], trustsProxy: boolean): (request: FastifyRequest) => boolean {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  for (const entry of allow) addRange(list, entry);
  return (request) => {
    if (!trustsProxy && (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined))
      return false;
    const ip = request.ip.startsWith('::ffff:') ? request.ip.slice(7) : request.ip;
    return list.check(ip, isIPv6(ip) ? 'ipv6' : 'ipv4');
  };
}
