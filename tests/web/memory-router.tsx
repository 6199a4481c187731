// The app's router over an address kept in memory (wouter's memoryLocation), as jsdom tests need:
// links and redirects move it, and CurrentPath shows it as the address bar would.
import { type ReactNode, useState } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { Router, useLocation, useSearch } from '../../web/src/lib/routing';

export function MemoryRouter({ path = '/', children }: { path?: string; children: ReactNode }) {
  // One location per mount: a re-render must not send the app back to the first address.
  const [location] = useState(() => memoryLocation({ path }));
  return <Router hook={location.hook}>{children}</Router>;
}

/** The path and the query where the router is now (the query with its '?', as location.search). */
export function CurrentPath() {
  const [pathname] = useLocation();
  const search = useSearch();
  return (
    <>
      <output data-testid="current-path">{pathname}</output>
      <output data-testid="current-search">{search && `?${search}`}</output>
    </>
  );
}
