import { type QueryClient, useMutation } from '@tanstack/react-query';
import { type Message } from '#shared/contracts/messaging';
import type { ReportInput } from '#shared/contracts/reports';
import { api } from '#app/lib/api-client.ts';
import { updateConversationMessages } from './get-messages.ts';

export const reportMessage = ({ message, input }: { message: Pick<Message, 'id'>; input: ReportInput }) =>
  api('POST /api/messages/:messageId/report', { params: { messageId: message.id }, body: input });

export const useReportMessage = () => useMutation({ mutationFn: reportMessage });

/** After a report (or a 409 saying it exists), the option is disabled. */
export function markReported(queryClient: QueryClient, message: Pick<Message, 'id' | 'conversationId'>) {
  updateConversationMessages(queryClient, message.conversationId, (m) =>
    m.id === message.id ? { ...m, reportedByMe: true } : m,
  );
}
