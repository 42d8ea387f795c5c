import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server data. Screens get live changes over the sockets and refresh on their own
 * timers, so a refocus does not refetch; a failed read ends its loading state and shows its error
 * (spec section 7) instead of retrying behind the screen's back.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // Kept half an hour unused: without a connection, screens opened again show what they had.
    queries: { retry: false, refetchOnWindowFocus: false, gcTime: 30 * 60_000 },
  },
});
