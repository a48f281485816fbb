import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostSummary } from '#shared/contracts/community';
import { paths } from '#app/paths.ts';
import { useLocalized } from '#app/features/community/hooks/use-localized.ts';
import { AuthorLabel } from './author-label.tsx';
import { PostStats } from './post-stats.tsx';
import { RelativeTime } from './relative-time.tsx';
import { koreanRuns } from '#app/components/ui/korean-runs.tsx';
import { Icon, ICON_PIN } from '#app/components/ui/icon.tsx';

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold';

/** One post in a list: title, a line of its text, who, when and how it is doing. */
export function PostCard({
  post,
  showBoard = false,
  heading: Heading = 'h2',
}: {
  post: PostSummary;
  showBoard?: boolean;
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('community');
  const localized = useLocalized();
  return (
    <article className="rounded-2xl border border-stone-200 bg-white p-4">
      {post.pinned || showBoard || (post.board.kind === 'qna' && post.hasAcceptedAnswer) ? (
        <p className="mb-1 flex flex-wrap gap-1.5">
          {post.pinned ? (
            <span className={`${badge} bg-brand-100 text-brand-800`}>
              <Icon path={ICON_PIN} className="mr-0.5 inline-block size-3.5 align-[-0.15em]" />
              {t('card.pinned')}
            </span>
          ) : null}
          {showBoard ? (
            <span className={`${badge} bg-stone-100 text-stone-700`}>{localized(post.board.name)}</span>
          ) : null}
          {post.board.kind === 'qna' && post.hasAcceptedAnswer ? (
            <span className={`${badge} bg-green-100 text-green-800`}>✓ {t('card.solved')}</span>
          ) : null}
        </p>
      ) : null}
      <Heading className="font-semibold leading-snug">
        <Link
          to={paths.post(String(post.id))}
          className="break-words text-stone-900 underline-offset-4 hover:text-brand-700 hover:underline"
        >
          {koreanRuns(post.title)}
        </Link>
      </Heading>
      {post.excerpt ? <p className="mt-1 line-clamp-2 break-words text-sm text-stone-600">{post.excerpt}</p> : null}
      <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-500">
        <AuthorLabel author={post.author} />
        <span aria-hidden="true">·</span>
        <RelativeTime iso={post.createdAt} />
        {post.editedAt ? <span>({t('post.edited')})</span> : null}
        <span className="ml-auto">
          <PostStats likes={post.likeCount} comments={post.commentCount} views={post.viewCount} />
        </span>
      </p>
    </article>
  );
}

/** A list of post cards, or what to say when there are none. */
export function PostCardList({
  posts,
  showBoard,
  heading,
  empty,
}: {
  posts: PostSummary[];
  showBoard?: boolean;
  heading?: 'h2' | 'h3';
  empty: string;
}) {
  if (posts.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-6 text-center text-sm text-stone-600">
        {empty}
      </p>
    );
  return (
    <ul className="flex flex-col gap-3">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} showBoard={showBoard} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
