import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current response. Set by entry.server; in the browser it is empty,
 * which is fine: inline scripts only run during the server-rendered first load.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
