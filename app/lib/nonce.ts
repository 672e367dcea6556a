import { createContext, useContext } from "react";

/** Set on the server only; browsers hide nonce values from the DOM after load anyway. */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
