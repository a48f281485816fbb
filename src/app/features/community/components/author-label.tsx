import { useTranslation } from 'react-i18next';
import type { UserRef } from '#shared/contracts/messaging';

/** An author's nickname in lists; a deleted account shows as 'deleted user'. */
export function AuthorLabel({ author }: { author: UserRef }) {
  const { t } = useTranslation('community');
  return author.nickname ? (
    <span className="font-medium text-stone-700">{author.nickname}</span>
  ) : (
    <span className="italic">{t('deletedUser')}</span>
  );
}
