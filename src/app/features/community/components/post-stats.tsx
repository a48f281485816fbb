import { useTranslation } from 'react-i18next';

/** Likes, comments and views: icons for the eye, words for screen readers. */
export function PostStats({ likes, comments, views }: { likes: number; comments: number; views?: number }) {
  const { t } = useTranslation('community');
  const stats = [
    { icon: '♥', count: likes, label: t('card.likes', { count: likes }) },
    { icon: '💬', count: comments, label: t('card.comments', { count: comments }) },
    ...(views === undefined ? [] : [{ icon: '👁', count: views, label: t('card.views', { count: views }) }]),
  ];
  return (
    <span className="inline-flex gap-3">
      {stats.map((s) => (
        <span key={s.icon}>
          <span aria-hidden="true">
            {s.icon} {s.count}
          </span>
          <span className="sr-only">{s.label}</span>
        </span>
      ))}
    </span>
  );
}
