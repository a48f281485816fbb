import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { SectionLoadError } from '#app/components/ui/section-load-error.tsx';
import { toast } from '#app/lib/toast.tsx';
import { useBlocks } from '#app/features/messaging/api/get-blocks.ts';
import { useSetBlocked } from '#app/features/messaging/api/set-blocked.ts';
import { useStartConversation } from '#app/features/messaging/api/start-conversation.ts';
import { dateTimeFormat } from '#app/lib/dates.ts';

/** My-page's list of users I blocked, each with unblock; a nickname opens the conversation with them. */
export function BlockedUsers({ chatHref }: { chatHref: (id: string) => string }) {
  const { t, i18n } = useTranslation('message');
  const blocks = useBlocks();
  const setBlocked = useSetBlocked();
  const start = useStartConversation();
  const navigate = useNavigate();

  if (blocks.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner className="size-5" /> {t('blocked.loading')}
      </p>
    );
  }
  if (blocks.isError) {
    return <SectionLoadError message={t('blocked.loadError')} onRetry={() => void blocks.refetch()} />;
  }
  if (blocks.data.length === 0) return <p className="text-sm text-stone-600">{t('blocked.empty')}</p>;
  return (
    <ul className="divide-y divide-stone-200">
      {blocks.data.map((b) => {
        const name = b.nickname ?? t('unknown');
        return (
          <li key={b.id} className="flex items-center justify-between gap-3 py-2">
            <span className="min-w-0">
              {b.nickname ? (
                <button
                  type="button"
                  className="block max-w-full truncate font-medium text-brand-700 underline-offset-4 hover:underline"
                  aria-label={t('blocked.openChat', { name })}
                  disabled={start.isPending}
                  onClick={() =>
                    start.mutate(
                      { partnerId: b.id },
                      {
                        onSuccess: (data) => navigate(chatHref(data.conversation.id)),
                        onError: () => toast.error(t('start.error')),
                      },
                    )
                  }
                >
                  {name}
                </button>
              ) : (
                <span className="block truncate italic text-stone-500">{name}</span>
              )}
              <span className="text-xs text-stone-500">
                {t('blocked.since', {
                  date: dateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(new Date(b.blockedAt)),
                })}
              </span>
            </span>
            <Button
              variant="secondary"
              aria-label={t('blocked.unblockNamed', { name })}
              disabled={setBlocked.isPending && setBlocked.variables?.userId === b.id}
              onClick={() =>
                setBlocked.mutate(
                  { userId: b.id, blocked: false },
                  {
                    onSuccess: () => toast.success(t('block.unblocked', { name })),
                    onError: () => toast.error(t('block.unblockError')),
                  },
                )
              }
            >
              {t('block.unblock')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
