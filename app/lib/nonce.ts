import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the response being rendered, for the inline scripts React Router writes.
 * Only the server render has one (entry.server.tsx); in the browser there is none to give, and browsers hide
 * the attribute from the page anyway.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
