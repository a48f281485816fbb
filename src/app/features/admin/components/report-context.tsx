import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AdminReportDetail } from '#shared/contracts/admin';
import { paths } from '#app/paths.ts';
import { useFormat } from '#app/features/admin/hooks/use-format.ts';
import { Badge } from './list-parts.tsx';

export function ReportContext({ detail }: { detail: AdminReportDetail }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { report, messages, post, comment } = detail;

  if (report.kind === 'message') {
    if (!messages?.length) return <p className="text-sm text-stone-600">{t('reports.contextGone')}</p>;
    return (
      <ol className="space-y-2" aria-label={t('reports.conversation')}>
        {messages.map((m) => {
          const isReported = String(m.id) === report.targetId;
          const isReportedUser = m.senderId === report.reported.id;
          return (
            <li
              key={m.id}
              aria-current={isReported ? 'true' : undefined}
              className={`rounded-xl border p-3 text-sm ${isReported ? 'border-amber-500 bg-amber-50 ring-2 ring-amber-300' : 'border-stone-200 bg-white'} ${isReportedUser ? 'mr-6' : 'ml-6'}`}
            >
              <p className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
                <span className="font-semibold text-stone-800">{m.senderNickname ?? t('common.unknownUser')}</span>
                <time dateTime={m.createdAt}>{format.dateTime(m.createdAt)}</time>
                {isReported ? <Badge tone="warning">{t('reports.reportedMessage')}</Badge> : null}
                {m.deleted ? <Badge tone="danger">{t('reports.deletedMessage')}</Badge> : null}
              </p>
              <p className={`mt-1 whitespace-pre-line break-words ${m.deleted ? 'text-stone-600' : ''}`}>
                {m.content ?? <span className="italic">{t('reports.textGone')}</span>}
              </p>
            </li>
          );
        })}
      </ol>
    );
  }

  if (report.kind === 'user') {
    return <p className="text-sm text-stone-600">{t('reports.userReportNote')}</p>;
  }

  return (
    <div className="space-y-3">
      {post ? (
        <article
          className={`rounded-xl border p-3 text-sm ${report.kind === 'post' ? 'border-amber-500 bg-amber-50 ring-2 ring-amber-300' : 'border-stone-200 bg-white'}`}
          aria-current={report.kind === 'post' ? 'true' : undefined}
        >
          <p className="flex flex-wrap items-center gap-2">
            <Link
              to={paths.post(String(post.id))}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {post.title || t('common.untitled')}
            </Link>
            {report.kind === 'post' ? <Badge tone="warning">{t('reports.reportedPost')}</Badge> : null}
            {post.deleted ? (
              <Badge tone="danger">{t('content.states.deleted')}</Badge>
            ) : post.hidden ? (
              <Badge tone="warning">{t('content.states.hidden')}</Badge>
            ) : null}
          </p>
          <p
            className={`mt-2 max-h-60 overflow-y-auto whitespace-pre-line break-words ${report.kind === 'comment' ? 'line-clamp-4' : ''}`}
          >
            {post.body || <span className="italic text-stone-600">{t('reports.textGone')}</span>}
          </p>
        </article>
      ) : (
        <p className="text-sm text-stone-600">{t('reports.contextGone')}</p>
      )}
      {comment ? (
        <div
          className="ml-6 rounded-xl border border-amber-500 bg-amber-50 p-3 text-sm ring-2 ring-amber-300"
          aria-current="true"
        >
          <p className="flex flex-wrap items-center gap-2 text-xs">
            <span className="font-semibold text-stone-800">{report.reported.nickname ?? t('common.unknownUser')}</span>
            <Badge tone="warning">{t('reports.reportedComment')}</Badge>
            {comment.deleted ? (
              <Badge tone="danger">{t('content.states.deleted')}</Badge>
            ) : comment.hidden ? (
              <Badge tone="warning">{t('content.states.hidden')}</Badge>
            ) : null}
          </p>
          <p className="mt-1 whitespace-pre-line break-words">
            {comment.body || <span className="italic text-stone-600">{t('reports.textGone')}</span>}
          </p>
        </div>
      ) : null}
    </div>
  );
}
