import { createContext, useContext } from "react";

/**
 * The marker the server renders on our own inline scripts (theme, hydration). The server then
 * swaps each marked script for a CSP hash and removes the marker (server/http/security-headers.ts),
 * so no nonce reaches the browser. In the browser it is empty.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
