import { z } from 'zod';
import { ACCOUNT_STATUSES } from '#shared/account-rules';
import { EMAIL_MAX, LANGUAGES, NICKNAME_MAX, NICKNAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from '#shared/limits';
import { hasVisibleText } from './text.ts';

export const LanguageSchema = z.enum(LANGUAGES);
export const RoleSchema = z.enum(['admin', 'user']);
export const UserStatusSchema = z.enum(ACCOUNT_STATUSES);

export const EmailSchema = z.string().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email());
export const PasswordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
// Letters of any script, digits, '_', '-', '.' and inner spaces; no leading/trailing space.
export const NicknameSchema = z
  .string()
  .overwrite((v) => v.normalize('NFKC'))
  .trim()
  .min(NICKNAME_MIN)
  .max(NICKNAME_MAX)
  .regex(/^[\p{L}\p{N}_.-]+(?: [\p{L}\p{N}_.-]+)*$/u)
  .refine(hasVisibleText, { message: 'must not be empty' });

export const SignUpInputSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  nickname: NicknameSchema,
  language: LanguageSchema.optional(),
  acceptTerms: z.literal(true),
});
export type SignUpInput = z.infer<typeof SignUpInputSchema>;

/** The same answer whether or not the e-mail already had an account: the mail says which. */
export const SignUpResponseSchema = z.object({ email: z.string() });
export type SignUpResponse = z.infer<typeof SignUpResponseSchema>;

export const SignInInputSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type SignInInput = z.infer<typeof SignInInputSchema>;

export const ForgotPasswordInputSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

export const ResetPasswordInputSchema = z.object({
  token: z.string().min(1).max(512),
  password: PasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

export const VerifyEmailInputSchema = z.object({ token: z.string().min(1).max(4096) });
export type VerifyEmailInput = z.infer<typeof VerifyEmailInputSchema>;

export const MeSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  nickname: z.string(),
  role: RoleSchema,
  status: UserStatusSchema,
  language: LanguageSchema.nullable(),
  createdAt: z.string(),
  /** Messaging standing: reports received on messages, and the end of a messaging ban. */
  totalMessageReports: z.number().int(),
  banUntil: z.string().nullable(),
  /** Whether sign-in asks for an authenticator code; admin tools require it. */
  twoFactorEnabled: z.boolean(),
});
export type Me = z.infer<typeof MeSchema>;

export const MeResponseSchema = z.object({ user: MeSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** A password sign-in of an account with two-factor sign-in asks for a code before it has a session. */
export const SignInResponseSchema = z.union([MeResponseSchema, z.object({ twoFactorRequired: z.literal(true) })]);
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

export const TotpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
/** A code from the authenticator app, or one of the recovery codes. */
export const TwoFactorVerifyInputSchema = z.object({
  code: z.string().trim().min(6).max(32),
  method: z.enum(['totp', 'recovery']).default('totp'),
});
export type TwoFactorVerifyInput = z.input<typeof TwoFactorVerifyInputSchema>;

export const TwoFactorEnableInputSchema = z.object({ password: z.string().min(1).max(PASSWORD_MAX) });
export type TwoFactorEnableInput = z.infer<typeof TwoFactorEnableInputSchema>;
export const TwoFactorEnableResponseSchema = z.object({
  totpURI: z.string(),
  secret: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorEnableResponse = z.infer<typeof TwoFactorEnableResponseSchema>;
export const TwoFactorConfirmInputSchema = z.object({ code: TotpCodeSchema });
export type TwoFactorConfirmInput = z.infer<typeof TwoFactorConfirmInputSchema>;

export const UpdateMeInputSchema = z
  .object({ nickname: NicknameSchema.optional(), language: LanguageSchema.optional() })
  .refine((v) => v.nickname !== undefined || v.language !== undefined, { message: 'nothing to change' });
export type UpdateMeInput = z.infer<typeof UpdateMeInputSchema>;

export const ChangePasswordInputSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword: PasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/** Deleting an account is confirmed by typing one's nickname and the current password. */
export const DeleteAccountInputSchema = z.object({
  confirmation: z.string().max(100),
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

/** GET /api/me: the signed-in user, or null for a visitor. */
export const SessionResponseSchema = z.object({ user: MeSchema.nullable() });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;
