import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { messagingKeys } from './keys.ts';

export const setBlocked = ({ userId, blocked }: { userId: string; blocked: boolean }) =>
  api(blocked ? 'PUT /api/blocks/:userId' : 'DELETE /api/blocks/:userId', { params: { userId } });

/** Block or unblock; every conversation detail and the block list are read again. */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBlocked,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagingKeys.blocks() }),
        queryClient.invalidateQueries({ queryKey: messagingKeys.all, predicate: (q) => q.queryKey[2] === 'detail' }),
      ]),
  });
}
