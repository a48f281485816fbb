import { z } from 'zod';
import { RoleSchema, UserStatusSchema } from '#shared/contracts/auth';
import { BoardKindSchema, BoardSlugSchema, LocalizedTextSchema } from '#shared/contracts/community';
import {
  PhraseCategorySchema,
  PhraseContentSchema,
  PlaceContentSchema,
  RegionContentSchema,
  localized,
} from '#shared/contracts/content';
import { MessageSchema, UserRefSchema } from '#shared/contracts/messaging';
import { REPORT_REASONS } from '#shared/contracts/reports';

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  nickname: z.string(),
  emailVerified: z.boolean(),
  role: RoleSchema,
  status: UserStatusSchema,
  createdAt: z.string(),
  /** The owner deleted the account: nothing personal is left and it cannot be reactivated. */
  deletedAt: z.string().nullable(),
  banUntil: z.string().nullable(),
  totalMessageReports: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  role: RoleSchema.optional(),
  status: UserStatusSchema.optional(),
  /** Only users banned from messaging right now. */
  banned: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
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

export const SetUserRoleInputSchema = z.object({ role: RoleSchema });
export type SetUserRoleInput = z.infer<typeof SetUserRoleInputSchema>;

export const BAN_DURATIONS = ['1d', '7d', '30d', 'permanent'] as const;
export const BanDurationSchema = z.enum(BAN_DURATIONS);
export type BanDuration = z.infer<typeof BanDurationSchema>;
/** A preset duration, or an end date in the future. */
export const BanInputSchema = z.union([
  z.object({ duration: BanDurationSchema }),
  z.object({ until: z.iso.datetime({ offset: true }) }),
]);
export type BanInput = z.infer<typeof BanInputSchema>;

export const AdminUserDetailSchema = z.object({
  user: AdminUserSchema,
  counts: z.object({
    posts: z.number().int(),
    comments: z.number().int(),
    messagesSent: z.number().int(),
    reportsAgainst: z.number().int(),
  }),
  recentPosts: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      createdAt: z.string(),
      hidden: z.boolean(),
      deleted: z.boolean(),
    }),
  ),
  reportsAgainst: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['message', 'post', 'comment', 'user']),
      reason: z.string(),
      state: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const DashboardSchema = z.object({
  totals: z.object({
    users: z.number().int(),
    verifiedUsers: z.number().int(),
    newUsers7d: z.number().int(),
    posts: z.number().int(),
    comments: z.number().int(),
    messages: z.number().int(),
    conversations: z.number().int(),
    openReports: z.number().int(),
  }),
  /** The last 30 days, oldest first, by UTC day. */
  daily: z.array(
    z.object({ day: z.string(), signups: z.number().int(), posts: z.number().int(), messages: z.number().int() }),
  ),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor: UserRefSchema,
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditQuerySchema = z.object({
  action: z.string().trim().max(50).optional(),
  targetType: z.enum(['user', 'post', 'comment', 'message', 'phrase', 'region', 'place', 'board', 'report']).optional(),
  actorId: z.string().max(64).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;
export const AuditListSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditList = z.infer<typeof AuditListSchema>;

// Phrases: the same rules as the content files they were seeded from.
export const AdminPhraseSchema = PhraseContentSchema.omit({ id: true }).extend({
  id: z.string(),
  position: z.number().int(),
});
export type AdminPhrase = z.infer<typeof AdminPhraseSchema>;
export const PhraseInputSchema = PhraseContentSchema.omit({ id: true });
export type PhraseInput = z.infer<typeof PhraseInputSchema>;
export const AdminPhraseListSchema = z.object({ phrases: z.array(AdminPhraseSchema) });
export const ReorderPhrasesInputSchema = z.object({
  category: PhraseCategorySchema,
  ids: z.array(z.string().min(1).max(100)).min(1).max(1000),
});

// Regions and places: map fields checked (Korean name and address in Hangul, coordinates inside South Korea).
export const RegionInputSchema = RegionContentSchema.pick({ name: true, summary: true });
export type RegionInput = z.infer<typeof RegionInputSchema>;
export const PlaceInputSchema = PlaceContentSchema.omit({ id: true }).extend({ regionId: z.string().min(1).max(64) });
export type PlaceInput = z.infer<typeof PlaceInputSchema>;
export const AdminPlaceSchema = PlaceInputSchema.extend({ id: z.string(), position: z.number().int() });
export type AdminPlace = z.infer<typeof AdminPlaceSchema>;
export const AdminRegionSchema = RegionInputSchema.extend({
  id: z.string(),
  position: z.number().int(),
  places: z.array(AdminPlaceSchema),
});
export type AdminRegion = z.infer<typeof AdminRegionSchema>;
export const AdminRegionListSchema = z.object({ regions: z.array(AdminRegionSchema) });

// Boards.
export const AdminBoardSchema = z.object({
  slug: z.string(),
  name: LocalizedTextSchema,
  description: LocalizedTextSchema,
  kind: BoardKindSchema,
  archived: z.boolean(),
  position: z.number().int(),
  postCount: z.number().int(),
});
export type AdminBoard = z.infer<typeof AdminBoardSchema>;
export const AdminBoardListSchema = z.object({ boards: z.array(AdminBoardSchema) });
const BoardNameSchema = localized(60);
const BoardDescriptionSchema = localized(300);
export const CreateBoardInputSchema = z.object({
  slug: BoardSlugSchema,
  name: BoardNameSchema,
  description: BoardDescriptionSchema,
  kind: BoardKindSchema,
});
export type CreateBoardInput = z.infer<typeof CreateBoardInputSchema>;
export const UpdateBoardInputSchema = z
  .object({
    name: BoardNameSchema.optional(),
    description: BoardDescriptionSchema.optional(),
    kind: BoardKindSchema.optional(),
    archived: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: 'Say what to change.' });
export type UpdateBoardInput = z.infer<typeof UpdateBoardInputSchema>;
export const ReorderBoardsInputSchema = z.object({ slugs: z.array(BoardSlugSchema).min(1).max(100) });

// Posts and comments, as moderators see them.
export const CONTENT_STATES = ['all', 'visible', 'hidden', 'deleted'] as const;
export const AdminContentQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  board: BoardSlugSchema.optional(),
  state: z.enum(CONTENT_STATES).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminContentQuery = z.input<typeof AdminContentQuerySchema>;
export const AdminPostSchema = z.object({
  id: z.number().int(),
  board: z.object({ slug: z.string(), name: LocalizedTextSchema }),
  title: z.string(),
  excerpt: z.string(),
  author: UserRefSchema,
  createdAt: z.string(),
  hidden: z.boolean(),
  pinned: z.boolean(),
  deleted: z.boolean(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  reportCount: z.number().int(),
});
export type AdminPost = z.infer<typeof AdminPostSchema>;
export const AdminPostListSchema = z.object({
  posts: z.array(AdminPostSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const AdminCommentSchema = z.object({
  id: z.number().int(),
  post: z.object({ id: z.number().int(), title: z.string() }),
  body: z.string(),
  author: UserRefSchema,
  createdAt: z.string(),
  hidden: z.boolean(),
  deleted: z.boolean(),
  reportCount: z.number().int(),
});
export type AdminComment = z.infer<typeof AdminCommentSchema>;
export const AdminCommentListSchema = z.object({
  comments: z.array(AdminCommentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

// Reports: one queue for messages, posts, comments and users. Ids are "message:<messageId>:<reporterId>" or "content:<id>".
export const REPORT_KINDS = ['message', 'post', 'comment', 'user'] as const;
export const ReportKindSchema = z.enum(REPORT_KINDS);
export type ReportKind = z.infer<typeof ReportKindSchema>;
export const REPORT_STATES = ['open', 'dismissed', 'resolved'] as const;
export const ReportStateSchema = z.enum(REPORT_STATES);
export const ReportQuerySchema = z.object({
  kind: ReportKindSchema.optional(),
  state: z.union([ReportStateSchema, z.literal('all')]).default('open'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ReportQuery = z.input<typeof ReportQuerySchema>;
export const REPORT_ACTIONS = ['dismiss', 'delete', 'hide', 'ban', 'deactivate'] as const;
export const ReportActionSchema = z.enum(REPORT_ACTIONS);
export type ReportAction = z.infer<typeof ReportActionSchema>;
export const AdminReportSchema = z.object({
  id: z.string(),
  kind: ReportKindSchema,
  state: ReportStateSchema,
  reason: z.enum(REPORT_REASONS),
  detail: z.string().nullable(),
  createdAt: z.string(),
  reporter: UserRefSchema,
  reported: UserRefSchema.extend({
    totalMessageReports: z.number().int(),
    banUntil: z.string().nullable(),
    status: UserStatusSchema,
  }),
  /** How many reports (any reporter, any state) the same message, post, comment or user has. */
  targetReportCount: z.number().int(),
  /** A one-line view of what was reported (empty once deleted without a report keeping it). */
  preview: z.string(),
  targetId: z.string(),
  resolution: ReportActionSchema.nullable(),
  resolvedBy: UserRefSchema.nullable(),
  resolvedAt: z.string().nullable(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;
export const AdminReportListSchema = z.object({
  reports: z.array(AdminReportSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminReportList = z.infer<typeof AdminReportListSchema>;
export const AdminReportDetailSchema = z.object({
  report: AdminReportSchema,
  /** For a message: the messages around it in that conversation (the reported one included). */
  messages: z.array(MessageSchema.extend({ senderNickname: z.string().nullable() })).optional(),
  /** For a post or comment: the post it belongs to, and for a comment its text. */
  post: z
    .object({ id: z.number().int(), title: z.string(), body: z.string(), hidden: z.boolean(), deleted: z.boolean() })
    .optional(),
  comment: z.object({ id: z.number().int(), body: z.string(), hidden: z.boolean(), deleted: z.boolean() }).optional(),
});
export type AdminReportDetail = z.infer<typeof AdminReportDetailSchema>;
export const ResolveReportInputSchema = z
  .object({ action: ReportActionSchema, banDuration: BanDurationSchema.optional() })
  .refine((v) => v.action !== 'ban' || v.banDuration !== undefined, {
    message: 'Choose how long the ban lasts.',
    path: ['banDuration'],
  });
export type ResolveReportInput = z.infer<typeof ResolveReportInputSchema>;

export const AdminIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const AdminBoardParamsSchema = z.object({ slug: BoardSlugSchema });
export const ReportParamsSchema = z.object({ reportId: z.string().min(1).max(200) });
