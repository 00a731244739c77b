export const documentKeys = {
  all: ['documents'] as const,
  detail: (path: string) => [...documentKeys.all, path] as const,
};
