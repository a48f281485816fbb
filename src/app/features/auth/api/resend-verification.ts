import { useMutation } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';

export const resendVerification = () => api('POST /api/auth/resend-verification');

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
