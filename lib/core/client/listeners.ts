/**
 * The subscribe/notify half of a tiny external store for useSyncExternalStore:
 * the store keeps its own value and calls `notify` when it changes.
 */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
