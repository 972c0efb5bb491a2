/**
 * Content negotiation on `Accept-Encoding` (RFC 9110 §12.5.3): which of the codings we can
 * send — brotli, gzip, or none ("identity") — the client prefers.
 *
 * - No header: identity. The RFC lets a server pick any coding then, but a client that says
 *   nothing (curl, autocannon, a script) is safest with none.
 * - Each listed coding has its q-value (default 1; `q=0` means refused); `*` stands for every
 *   coding not listed; `x-gzip` is gzip. Identity is acceptable unless refused by
 *   `identity;q=0`, or by `*;q=0` without an `identity` entry; when not listed, it ranks with
 *   the least preferred coding listed (as the `negotiator` package does), so
 *   `gzip;q=0.8` still means gzip.
 * - The highest q wins; at equal q, br before gzip before identity (smaller first).
 * - When nothing we have is acceptable (`identity;q=0` alone), identity anyway: RFC 9110
 *   says to answer without a coding rather than 406, and clients cope.
 *
 * A malformed entry (a q-value outside 0–1, or not a number) is ignored, as if not sent.
 */
export type ContentCoding = 'br' | 'gzip';
export type Negotiated = ContentCoding | 'identity';

/** Preference at equal q: most compact first. */
const PREFERENCE: readonly Negotiated[] = ['br', 'gzip', 'identity'];

/** `q=` values as RFC 9110 §12.4.2 writes them: 0 to 1, at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The q-value of each coding the header names (lower-cased, `x-gzip` as gzip), `*` included. */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim());
    if (name === '') continue;
    let q = 1;
    let valid = true;
    for (const parameter of parameters) {
      const [key = '', value = ''] = parameter.split('=').map((part) => part.trim());
      if (key.toLowerCase() !== 'q') continue;
      if (!QVALUE.test(value)) valid = false;
      else q = Number(value);
    }
    if (!valid) continue;
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    // Listed twice: the more generous entry counts.
    weights.set(coding, Math.max(q, weights.get(coding) ?? 0));
  }
  return weights;
}

/**
 * The coding to answer with, among `available` (the compressed variants that exist) and
 * identity, for the request's `Accept-Encoding` header (null when absent).
 */
export function negotiateEncoding(
  header: string | null | undefined,
  available: readonly ContentCoding[],
): Negotiated {
  if (header === null || header === undefined) return 'identity';
  const weights = parseAcceptEncoding(header);
  const wildcard = weights.get('*');
  const accepted = [...weights.values()].filter((q) => q > 0);
  const unlistedIdentity = accepted.length > 0 ? Math.min(...accepted) : 1;
  const qualityOf = (coding: Negotiated): number => {
    const listed = weights.get(coding);
    if (listed !== undefined) return listed;
    if (wildcard !== undefined) return wildcard;
    return coding === 'identity' ? unlistedIdentity : 0;
  };
  let best: Negotiated = 'identity';
  let bestQuality = 0;
  for (const coding of PREFERENCE) {
    if (coding !== 'identity' && !available.includes(coding)) continue;
    const quality = qualityOf(coding);
    if (quality > bestQuality) {
      best = coding;
      bestQuality = quality;
    }
  }
  return best;
}
