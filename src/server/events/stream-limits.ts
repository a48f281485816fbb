/** Live streams an account keeps open on one instance: its tabs and devices; past it, the oldest closes. */
export const STREAMS_PER_ACCOUNT = 10;
/**
 * Live streams one address keeps open on one instance, all accounts together: past it, a new one is
 * refused. Generous, as mobile carriers' CGNAT and hotel Wi-Fi put many people behind one address.
 */
export const STREAMS_PER_ADDRESS = 200;

/**
 * Bounds the live streams (GET /api/events) of this instance (issue 25, decision record 029): each holds
 * a connection, a bus subscription and a timer, and one cookie opened 1,000 in seconds.
 */
export function createStreamLimits({
  perAccount = STREAMS_PER_ACCOUNT,
  perAddress = STREAMS_PER_ADDRESS,
}: { perAccount?: number; perAddress?: number } = {}) {
  // Insertion order is opening order: the first of an account's set is its oldest stream.
  const byAccount = new Map<string, Set<() => void>>();
  const byAddress = new Map<string, number>();

  return {
    /**
     * Admits a stream of `userId` from `address`: null when the address has too many open, else the
     * function that releases its place. Opening one past the account's cap evicts (calls `evict` of) the
     * account's oldest stream, which then closes and releases its own place.
     */
    admit(userId: string, address: string, evict: () => void): (() => void) | null {
      if ((byAddress.get(address) ?? 0) >= perAddress) return null;
      byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
      const streams = byAccount.get(userId) ?? new Set();
      byAccount.set(userId, streams);
      const overflow = [...streams].slice(0, Math.max(0, streams.size + 1 - perAccount));
      streams.add(evict);
      for (const oldest of overflow) {
        streams.delete(oldest);
        oldest();
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        streams.delete(evict);
        if (streams.size === 0 && byAccount.get(userId) === streams) byAccount.delete(userId);
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      };
    },
    /** Open streams of an account (tests, metrics). */
    count: (userId: string) => byAccount.get(userId)?.size ?? 0,
  };
}
export type StreamLimits = ReturnType<typeof createStreamLimits>;
