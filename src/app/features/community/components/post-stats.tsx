import { useTranslation } from 'react-i18next';
import { Icon, ICON_CHAT, ICON_EYE, ICON_HEART } from '#app/components/ui/icon.tsx';

/** Likes, comments and views: icons for the eye, words for screen readers. */
export function PostStats({ likes, comments, views }: { likes: number; comments: number; views?: number }) {
  const { t } = useTranslation('community');
  const stats = [
    { icon: ICON_HEART, count: likes, label: t('card.likes', { count: likes }) },
    { icon: ICON_CHAT, count: comments, label: t('card.comments', { count: comments }) },
    ...(views === undefined ? [] : [{ icon: ICON_EYE, count: views, label: t('card.views', { count: views }) }]),
  ];
  return (
    <span className="inline-flex gap-3">
      {stats.map((s) => (
        <span key={s.icon}>
          <span aria-hidden="true" className="inline-flex items-center gap-1">
            <Icon path={s.icon} className="size-4" /> {s.count}
          </span>
          <span className="sr-only">{s.label}</span>
        </span>
      ))}
    </span>
  );
}
