import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRef } from '#shared/contracts/messaging';
import { OptionsMenu } from '#app/components/ui/options-menu.tsx';
import { ReportDialog } from '#app/components/ui/report-dialog.tsx';
import { markUserReported, useReportUser } from '#app/features/community/api/report-user.ts';
import { useMemberAction } from '#app/features/community/hooks/use-member-action.ts';

type Props = {
  author: UserRef;
  postId: number;
  isSelf: boolean;
  isMember: boolean;
  reported: boolean;
  onMessage: (userId: string) => void;
};

/** The author's nickname; for others it opens 'send message' and 'report user'. A deleted account is a 'deleted user'. */
export function AuthorMenu({ author, postId, isSelf, isMember, reported, onMessage }: Props) {
  const { t } = useTranslation('community');
  const queryClient = useQueryClient();
  const report = useReportUser();
  const [isReporting, setReporting] = useState(false);
  const memberAction = useMemberAction(isMember);

  if (!author.nickname) return <span className="italic text-stone-500">{t('deletedUser')}</span>;
  if (isSelf) return <span className="font-semibold text-stone-800">{author.nickname}</span>;
  const name = author.nickname;
  return (
    <>
      <OptionsMenu
        label={t('author.menu', { name })}
        triggerClassName="min-h-9 rounded-lg px-1 -mx-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
        items={[
          { label: t('author.message'), onSelect: memberAction(() => onMessage(author.id)) },
          {
            label: reported ? t('author.reported') : t('author.report'),
            disabled: reported,
            onSelect: memberAction(() => setReporting(true)),
          },
        ]}
      >
        {name}
      </OptionsMenu>
      {isReporting ? (
        <ReportDialog
          title={t('author.reportTitle', { name })}
          onSubmit={(input) => report.mutateAsync({ userId: author.id, input })}
          onReported={() => markUserReported(queryClient, postId, author.id)}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </>
  );
}
