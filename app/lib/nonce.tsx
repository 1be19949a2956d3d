import { createContext, useContext } from "react";

/**
 * The CSP nonce of this response. The server renders it into every script it
 * emits; in the browser it is empty (browsers hide nonces from the DOM).
 */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
