import { QueryClient } from '@tanstack/react-query';

/** One cache for the whole portal; screens opt into polling themselves. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: 0 },
  },
});
