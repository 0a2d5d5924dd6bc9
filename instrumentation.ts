/** Runs once when a server process starts (Next's instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { appendPeerAddress } = await import('@/lib/api/peer-address');
    appendPeerAddress();
  }
}
