import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ChatView } from '#app/features/messaging/components/chat-view.tsx';
import { paths } from '#app/paths.ts';
import { RequireUser } from './require-user.tsx';

export default function ChatPage() {
  const { t } = useTranslation('message');
  const { roomId = '' } = useParams();
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
          />
        </div>
      )}
    </RequireUser>
  );
}
