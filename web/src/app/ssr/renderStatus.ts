import { createContext, useContext } from 'react';

/** What the rendered page tells the server beside its markup. */
export interface RenderStatus {
  /** The page showed its not-found state: the answer is a 404. */
  notFound: boolean;
}

/** Present only during a server render; the browser has no status to set. */
export const RenderStatusContext = createContext<RenderStatus | null>(null);

/**
 * Marks the server's answer as a 404 while `missing` holds. Set during render, not in an effect:
 * effects never run on the server.
 */
export function useMarkNotFound(missing: boolean): void {
  const status = useContext(RenderStatusContext);
  if (status && missing) status.notFound = true;
}
