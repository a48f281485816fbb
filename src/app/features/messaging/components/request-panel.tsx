import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ConversationDetail } from '#shared/contracts/messaging';
import { Button } from '#app/components/ui/button.tsx';
import { ReportDialog } from '#app/components/ui/report-dialog.tsx';
import { toast } from '#app/lib/toast.tsx';
import { useRespondToRequest } from '#app/features/messaging/api/respond-to-request.ts';

/** In place of the composer while the conversation is a request the user has not accepted: accept, decline, or block and report (the server reports the newest message). */
export function RequestPanel({
  conversation,
  partnerName,
  backHref,
}: {
  conversation: ConversationDetail;
  partnerName: string;
  backHref: string;
}) {
  const { t } = useTranslation('message');
  const respond = useRespondToRequest();
  const navigate = useNavigate();
  const [isReporting, setReporting] = useState(false);
  const isDeclined = conversation.incomingRequest === 'declined';

  const handle = (action: 'accept' | 'decline') =>
    respond.mutate(
      { conversationId: conversation.id, input: { action } },
      {
        onSuccess: () => {
          if (action === 'decline') {
            toast.success(t('request.declined', { name: partnerName }));
            void navigate(backHref);
          }
        },
        onError: () => toast.error(t('request.error')),
      },
    );

  return (
    <section aria-label={t('request.label')} className="flex flex-col gap-3 p-3" data-testid="request-panel">
      <p className="text-sm text-stone-700">
        {isDeclined ? t('request.youDeclined', { name: partnerName }) : t('request.incoming', { name: partnerName })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button disabled={respond.isPending} onClick={() => handle('accept')}>
          {t('request.accept')}
        </Button>
        {isDeclined ? null : (
          <Button variant="secondary" disabled={respond.isPending} onClick={() => handle('decline')}>
            {t('request.decline')}
          </Button>
        )}
        <Button
          variant="ghost"
          className="text-red-700"
          disabled={respond.isPending}
          onClick={() => setReporting(true)}
        >
          {t('request.blockAndReport')}
        </Button>
      </div>
      {isReporting ? (
        <ReportDialog
          title={t('request.reportTitle', { name: partnerName })}
          onSubmit={(report) =>
            respond.mutateAsync({ conversationId: conversation.id, input: { action: 'block', report } })
          }
          onReported={() => {
            toast.success(t('block.blocked', { name: partnerName }));
            void navigate(backHref);
          }}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </section>
  );
}
