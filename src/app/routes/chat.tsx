import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getMeQueryOptions } from '../features/auth/api/get-me.ts';
import { ChatView } from '../features/messaging/components/chat-view.tsx';
import { paths } from '../paths.ts';
import { RequireUser } from './require-user.tsx';

export default function ChatPage() {
  const { t } = useTranslation('message');
  const { roomId = '' } = useParams();
  const queryClient = useQueryClient();
  useEffect(() => {
    document.title = `${t('chat.title')} · Hola Corea`;
  }, [t]);
  return (
    <RequireUser>
      {(me) => (
        <div className="mx-auto flex min-h-0 w-full max-w-[720px] flex-1 flex-col">
          <ChatView
            key={roomId}
            conversationId={roomId}
            me={me}
            backHref={paths.messages()}
            verifyHref={paths.verifyEmail()}
            onAccountChanged={() => void queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey })}
          />
        </div>
      )}
    </RequireUser>
  );
}
