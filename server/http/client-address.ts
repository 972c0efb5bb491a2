import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isIPv4, isIPv6 } from 'node:net';
import type { AppEnv } from './hono-app';

/**
 * Who is asking, as the failed-password throttle counts it (docs/decisions/005). The
 * address comes from the socket; `X-Forwarded-For` is anyone's to write, so it is read only
 * when the server is told it sits behind a proxy that sets it, and then only its last entry
 * (the one that proxy appended). Requests without a socket (`app.request()` in tests) share
 * one fixed key unless a test supplies its own reader.
 */
export interface ClientAddressOptions {
  /** Read the last X-Forwarded-For entry instead of the socket. Default false. */
  trustForwardedFor?: boolean;
  /** Replaces the socket as the source of the address (tests inject one per request). */
  read?: (c: Context<AppEnv>) => string | undefined;
}

export const UNKNOWN_CLIENT = 'unknown';

function socketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // No Node socket behind this request: app.request() or another runtime.
    return undefined;
  }
}

/** `a:b:c:d:…` with `::` expanded, so the first four groups are the /64 network. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  );
}

/**
 * The throttle's key for an address. IPv4-mapped IPv6 is the IPv4 address; a native IPv6
 * client is keyed by its /64, because one host usually holds a whole /64 and could otherwise
 * step past its limit with every new address.
 */
export function clientKey(address: string | undefined): string {
  const trimmed = address?.trim() ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(trimmed)) return trimmed;
  if (isIPv6(trimmed))
    return `${ipv6Groups(trimmed.split('%')[0] ?? '')
      .slice(0, 4)
      .join(':')}::/64`;
  return UNKNOWN_CLIENT;
}

export function clientAddressReader(
  options: ClientAddressOptions = {},
): (c: Context<AppEnv>) => string {
  return (c) => {
    if (options.read) return clientKey(options.read(c));
    if (options.trustForwardedFor) {
      const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1);
      if (forwarded) return clientKey(forwarded);
    }
    return clientKey(socketAddress(c));
  };
}
