import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NICKNAME_MAX } from '#shared/limits';
import { Button } from '#app/components/ui/button.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { useModal } from '#app/components/ui/use-modal.ts';
import { messageFromApiError } from '#app/lib/form-errors.ts';
import { useSearchMembers } from '#app/features/messaging/api/search-members.ts';
import { useStartConversation } from '#app/features/messaging/api/start-conversation.ts';

/** "New message" from the inbox: find a member by nickname, then open (or reuse) the one conversation with them. */
export function NewMessageDialog({ chatHref, onClose }: { chatHref: (id: string) => string; onClose: () => void }) {
  const { t } = useTranslation(['message', 'errors']);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const inputId = useId();
  const [nickname, setNickname] = useState('');
  const [query, setQuery] = useState('');
  const members = useSearchMembers(query);
  const start = useStartConversation();
  const navigate = useNavigate();
  useModal(ref, onClose);

  // One request per pause in typing.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(nickname.trim()), 250);
    return () => clearTimeout(timer);
  }, [nickname]);

  const handlePick = (partnerId: string) =>
    start.mutate({ partnerId }, { onSuccess: (data) => void navigate(chatHref(data.conversation.id)) });

  const found = query.length >= 2 ? (members.data ?? []) : [];
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-0 mt-auto w-full max-w-none rounded-t-2xl bg-white p-0 text-stone-900 backdrop:bg-black/50 sm:m-auto sm:max-w-md sm:rounded-2xl"
    >
      <div className="flex flex-col gap-4 p-5">
        <h2 id={titleId} tabIndex={-1} className="text-lg font-bold">
          {t('newMessage.title')}
        </h2>
        <div className="space-y-1">
          <label htmlFor={inputId} className="block text-sm font-medium">
            {t('newMessage.label')}
          </label>
          <input
            id={inputId}
            type="search"
            value={nickname}
            maxLength={NICKNAME_MAX}
            autoComplete="off"
            onChange={(e) => setNickname(e.target.value)}
            className="block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base"
          />
          <p className="text-xs text-stone-500">{t('newMessage.hint')}</p>
        </div>
        {start.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {messageFromApiError(start.error, t).message}
          </p>
        ) : null}
        <div aria-live="polite" className="min-h-11">
          {members.isFetching && found.length === 0 ? (
            <span role="status" className="flex items-center gap-2 text-sm text-stone-500">
              <Spinner /> {t('newMessage.searching')}
            </span>
          ) : null}
          {query.length >= 2 && members.isSuccess && !members.isFetching && found.length === 0 ? (
            <p className="text-sm text-stone-500">{t('newMessage.none')}</p>
          ) : null}
          {found.length > 0 ? (
            <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
              {found.map((member) => (
                <li key={member.id}>
                  <button
                    type="button"
                    disabled={start.isPending}
                    onClick={() => handlePick(member.id)}
                    className="flex min-h-11 w-full items-center justify-between gap-2 px-4 py-2 text-left hover:bg-stone-50"
                  >
                    <span className="truncate font-semibold">{member.nickname}</span>
                    <span className="shrink-0 text-xs text-stone-500">
                      {member.conversationId ? t('newMessage.open') : t('newMessage.start')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('newMessage.cancel')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
