import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingEndpoints } from '#shared/contracts/messaging.endpoints';
import { api } from '#app/lib/api-client.ts';
import { messagingKeys } from './keys.ts';

export const setBlocked = ({ userId, blocked }: { userId: string; blocked: boolean }) =>
  api(blocked ? messagingEndpoints.block : messagingEndpoints.unblock, { params: { userId } });

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
