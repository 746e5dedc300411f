// The visitor's address, as the HTTP server saw it (set by server.ts's getLoadContext).
import { createContext } from "react-router";

export const clientAddressContext = createContext<string>("unknown");
