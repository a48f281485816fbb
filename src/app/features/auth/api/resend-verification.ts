import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '#shared/contracts/auth.endpoints';
import { api } from '#app/lib/api-client.ts';

export const resendVerification = () => api(authEndpoints.resendVerification);

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
