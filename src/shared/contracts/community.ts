import { z } from 'zod';
import { COMMENT_MAX, POST_BODY_MAX, POST_TITLE_MAX, SEARCH_MAX } from '#shared/limits';
import { UserRefSchema } from './messaging.ts';
import { PhotoRefInputSchema, PhotoSchema } from './photos.ts';
import { ReportInputSchema } from './reports.ts';
import { singleLineText, visibleText } from './text.ts';

export const LocalizedTextSchema = z.object({ ko: z.string(), es: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

/** A board is addressed by its slug (`/community/board/qna`); Q&A boards let the author accept an answer. */
export const BoardKindSchema = z.enum(['discussion', 'qna']);
export const BoardSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9-]+$/);

export const BoardRefSchema = z.object({ slug: z.string(), name: LocalizedTextSchema, kind: BoardKindSchema });
export type BoardRef = z.infer<typeof BoardRefSchema>;

export const PostSummarySchema = z.object({
  id: z.number().int(),
  board: BoardRefSchema,
  title: z.string(),
  excerpt: z.string(),
  author: UserRefSchema,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  viewCount: z.number().int(),
  pinned: z.boolean(),
  hasAcceptedAnswer: z.boolean(),
});
export type PostSummary = z.infer<typeof PostSummarySchema>;

export const BoardSummarySchema = BoardRefSchema.extend({
  description: LocalizedTextSchema,
  postCount: z.number().int(),
  latestPost: z.object({ id: z.number().int(), title: z.string(), createdAt: z.string() }).nullable(),
});
export type BoardSummary = z.infer<typeof BoardSummarySchema>;
export const BoardListResponseSchema = z.object({ boards: z.array(BoardSummarySchema) });
export type BoardListResponse = z.infer<typeof BoardListResponseSchema>;
export const BoardResponseSchema = z.object({ board: BoardSummarySchema });
export type BoardResponse = z.infer<typeof BoardResponseSchema>;

export const HighlightsResponseSchema = z.object({
  newest: z.array(PostSummarySchema),
  popular: z.array(PostSummarySchema),
});
export type HighlightsResponse = z.infer<typeof HighlightsResponseSchema>;

export const POST_SORTS = ['newest', 'likes', 'comments'] as const;
export const PostSortSchema = z.enum(POST_SORTS);
export type PostSort = z.infer<typeof PostSortSchema>;

export const PostListQuerySchema = z.object({
  sort: PostSortSchema.default('newest'),
  q: z.string().trim().max(SEARCH_MAX).optional(),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().max(100).optional(),
});
export type PostListQuery = z.input<typeof PostListQuerySchema>;
export const PostListResponseSchema = z.object({
  posts: z.array(PostSummarySchema),
  nextCursor: z.string().nullable(),
});
export type PostListResponse = z.infer<typeof PostListResponseSchema>;

export const PostDetailSchema = PostSummarySchema.extend({
  /** Empty for a deleted post (a tombstone keeps the thread readable). */
  body: z.string(),
  acceptedCommentId: z.number().int().nullable(),
  deleted: z.boolean(),
  deletedByModerator: z.boolean(),
  /** Hidden by a moderator: only its author and admins still see it. */
  hidden: z.boolean(),
  /** Up to POST_PHOTOS_MAX, in the author's order; none once deleted. */
  photos: z.array(PhotoSchema),
  viewer: z.object({
    isAuthor: z.boolean(),
    canModerate: z.boolean(),
    liked: z.boolean(),
    reported: z.boolean(),
    reportedAuthor: z.boolean(),
  }),
});
export type PostDetail = z.infer<typeof PostDetailSchema>;
export const PostResponseSchema = z.object({ post: PostDetailSchema });
export type PostResponse = z.infer<typeof PostResponseSchema>;

export const CommentSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  author: UserRefSchema,
  /** Empty when deleted or hidden from this viewer. */
  body: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  deletedByModerator: z.boolean(),
  hidden: z.boolean(),
  likeCount: z.number().int(),
  /** At most COMMENT_PHOTOS_MAX; none when the body is not shown. */
  photos: z.array(PhotoSchema),
  viewer: z.object({ isAuthor: z.boolean(), liked: z.boolean(), reported: z.boolean(), reportedAuthor: z.boolean() }),
});
export type Comment = z.infer<typeof CommentSchema>;
export const CommentListResponseSchema = z.object({ comments: z.array(CommentSchema) });
export type CommentListResponse = z.infer<typeof CommentListResponseSchema>;
export const CommentResponseSchema = z.object({ comment: CommentSchema });
export type CommentResponse = z.infer<typeof CommentResponseSchema>;

/** A title is one line (it heads lists and other members' digest mails). */
export const PostTitleSchema = singleLineText(POST_TITLE_MAX);
export const PostBodySchema = visibleText(POST_BODY_MAX);
export const CreatePostInputSchema = z.object({
  boardId: BoardSlugSchema,
  title: PostTitleSchema,
  body: PostBodySchema,
  /** Uploaded photos (POST /api/photos) to attach; the server refuses more than POST_PHOTOS_MAX. */
  photos: z.array(PhotoRefInputSchema).max(10).optional(),
});
export type CreatePostInput = z.infer<typeof CreatePostInputSchema>;
export const UpdatePostInputSchema = CreatePostInputSchema.omit({ photos: true });
export type UpdatePostInput = z.infer<typeof UpdatePostInputSchema>;

export const CommentInputSchema = z.object({
  body: visibleText(COMMENT_MAX),
  /** An uploaded photo to attach (COMMENT_PHOTOS_MAX: one). */
  photos: z.array(PhotoRefInputSchema).max(10).optional(),
});
export type CommentInput = z.infer<typeof CommentInputSchema>;

export const LikeResponseSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type LikeResponse = z.infer<typeof LikeResponseSchema>;
export const ViewResponseSchema = z.object({ viewCount: z.number().int() });

export const AcceptAnswerInputSchema = z.object({ commentId: z.number().int().positive() });

export const ReportContentInputSchema = ReportInputSchema;

/** My page's activity lists. */
export const MyCommentSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
  post: z.object({ id: z.number().int(), title: z.string() }),
});
export type MyComment = z.infer<typeof MyCommentSchema>;
export const MyActivityResponseSchema = z.object({
  posts: z.array(PostSummarySchema),
  comments: z.array(MyCommentSchema),
  likedPosts: z.array(PostSummarySchema),
});
export type MyActivityResponse = z.infer<typeof MyActivityResponseSchema>;

/** Moderation of one post or comment (the admin area builds on it). */
export const ModeratePostInputSchema = z
  .object({ hidden: z.boolean().optional(), pinned: z.boolean().optional() })
  .refine((v) => v.hidden !== undefined || v.pinned !== undefined, {
    message: 'Say what to change.',
  });
export const ModerateCommentInputSchema = z.object({ hidden: z.boolean() });

export const BoardParamsSchema = z.object({ slug: BoardSlugSchema });
export const PostParamsSchema = z.object({ postId: z.coerce.number().int().positive() });
export const CommentParamsSchema = z.object({ commentId: z.coerce.number().int().positive() });
export const UserParamsSchema = z.object({ userId: z.string().min(1).max(100) });
