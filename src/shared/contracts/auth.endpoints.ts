import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ChangePasswordInputSchema, DeleteAccountInputSchema, ForgotPasswordInputSchema, MeResponseSchema, ResetPasswordInputSchema, SessionResponseSchema, SignInInputSchema, SignInResponseSchema, SignUpInputSchema, SignUpResponseSchema, TwoFactorConfirmInputSchema, TwoFactorEnableInputSchema, TwoFactorEnableResponseSchema, TwoFactorVerifyInputSchema, UpdateMeInputSchema, VerifyEmailInputSchema } from './auth.ts';

const tags = ['account'];
const noContent = { 204: z.null() };
export const authEndpoints = {
  signUp: defineEndpoint({ method: 'POST', path: '/api/auth/sign-up', access: 'public', tags, body: SignUpInputSchema, response: { 202: SignUpResponseSchema } }),
  signIn: defineEndpoint({ method: 'POST', path: '/api/auth/sign-in', access: 'public', tags, body: SignInInputSchema, response: { 200: SignInResponseSchema } }),
  /** Public: signing out without a session (or with a dead one) still clears the cookie. */
  signOut: defineEndpoint({ method: 'POST', path: '/api/auth/sign-out', access: 'public', tags, response: noContent }),
  /** Public: a visitor gets `{ user: null }`. */
  me: defineEndpoint({ method: 'GET', path: '/api/me', access: 'public', tags, response: { 200: SessionResponseSchema } }),
  updateMe: defineEndpoint({ method: 'PATCH', path: '/api/me', access: 'user', tags, body: UpdateMeInputSchema, response: { 200: SessionResponseSchema } }),
  changePassword: defineEndpoint({ method: 'POST', path: '/api/me/password', access: 'user', tags, body: ChangePasswordInputSchema, response: noContent }),
  /** A JSON file download (an `<a download>` link, not an api() call). */
  exportData: defineEndpoint({ method: 'GET', path: '/api/me/export', access: 'user', tags, response: {} }),
  deleteAccount: defineEndpoint({ method: 'POST', path: '/api/me/delete', access: 'user', tags, body: DeleteAccountInputSchema, response: noContent }),
  signOutEverywhere: defineEndpoint({ method: 'POST', path: '/api/me/sign-out-everywhere', access: 'user', tags, response: noContent }),
  verifyEmail: defineEndpoint({ method: 'POST', path: '/api/auth/verify-email', access: 'public', tags, body: VerifyEmailInputSchema, response: noContent }),
  resendVerification: defineEndpoint({ method: 'POST', path: '/api/auth/resend-verification', access: 'user', tags, response: noContent }),
  forgotPassword: defineEndpoint({ method: 'POST', path: '/api/auth/forgot-password', access: 'public', tags, body: ForgotPasswordInputSchema, response: noContent }),
  resetPassword: defineEndpoint({ method: 'POST', path: '/api/auth/reset-password', access: 'public', tags, body: ResetPasswordInputSchema, response: noContent }),
  enableTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/auth/two-factor/enable',
    access: 'user',
    tags,
    body: TwoFactorEnableInputSchema,
    response: { 200: TwoFactorEnableResponseSchema },
  }),
  confirmTwoFactor: defineEndpoint({ method: 'POST', path: '/api/auth/two-factor/confirm', access: 'user', tags, body: TwoFactorConfirmInputSchema, response: { 200: MeResponseSchema } }),
  /** The second step of a password sign-in: the challenge cookie, not a session, says who it is. */
  verifyTwoFactor: defineEndpoint({ method: 'POST', path: '/api/auth/two-factor/verify', access: 'public', tags, body: TwoFactorVerifyInputSchema, response: { 200: MeResponseSchema } }),
};
