import { useSyncExternalStore } from "react";

/**
 * A value several islands of one page share (ADR 016): each island is a React root of its own,
 * so they cannot share a parent's state; they share this instead. Server renders always see
 * "" (setters run only in the browser, from a visitor's action), so nothing leaks between requests.
 */
const values = new Map<string, string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSharedValue(name: string): [string, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => values.get(name) ?? "",
    () => "",
  );
  const update = (next: string) => {
    values.set(name, next);
    for (const listener of listeners) listener();
  };
  return [value, update];
}
