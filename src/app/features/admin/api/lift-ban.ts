import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#shared/contracts/admin.endpoints';
import { api } from '#app/lib/api-client.ts';
import { refreshUser } from './get-admin-user.ts';

export const liftBan = ({ userId }: { userId: string }) => api(adminEndpoints.liftBan, { params: { userId } });

export function useLiftBan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: liftBan, onSuccess: (user) => refreshUser(queryClient, user.id) });
}
