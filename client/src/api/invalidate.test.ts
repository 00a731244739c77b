import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidate } from './invalidate';

describe('invalidate', () => {
  it('refetches the lists on screen and drops those left behind, so none shows a deleted row', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let teams = ['Finance', 'Platform'];
    const fetchTeams = () => Promise.resolve([...teams]);
    await queryClient.fetchQuery({ queryKey: ['teams', { search: '' }], queryFn: fetchTeams });
    const onScreen = new QueryObserver(queryClient, {
      queryKey: ['teams', { search: 'Fin' }],
      queryFn: fetchTeams,
    });
    const unsubscribe = onScreen.subscribe(() => {});
    await queryClient.refetchQueries({ queryKey: ['teams', { search: 'Fin' }] });

    teams = ['Platform'];
    await invalidate(queryClient, ['teams']);

    expect(queryClient.getQueryData(['teams', { search: 'Fin' }])).toEqual(['Platform']);
    expect(queryClient.getQueryState(['teams', { search: '' }])).toBeUndefined();
    unsubscribe();
  });
});
