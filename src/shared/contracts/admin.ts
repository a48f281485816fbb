import { z } from 'zod';
import { RoleSchema, UserStatusSchema } from '#shared/contracts/auth';

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  nickname: z.string(),
  emailVerified: z.boolean(),
  role: RoleSchema,
  status: UserStatusSchema,
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

export const AdminUserListSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

export const SetUserStatusInputSchema = z.object({ status: UserStatusSchema });
export type SetUserStatusInput = z.infer<typeof SetUserStatusInputSchema>;

export const UserIdParamsSchema = z.object({ userId: z.string().min(1).max(64) });
