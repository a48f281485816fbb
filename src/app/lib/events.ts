import { buildQuery } from '#shared/contracts/endpoint';
import type { LiveEvent } from '#shared/contracts/events';
import { pathOf } from './api-client.ts';

const RETRY_MS = 2000;
const MAX_RETRY_MS = 60_000;

/**
 * One EventSource per tab on GET /api/events. The browser reconnects by itself and sends the last message
 * id it saw; when a connection is refused instead (a deploy, a proxy error), this opens a new one from that id.
 * `onResync` runs after any reconnect, so the caller can refetch what the replay does not carry;
 * `onRefused` when the server turned the stream away (signed out, deactivated, down), before retrying.
 * When the server closes this tab's stream because the account has too many open (`stream.closed`), the
 * tab stops until it is shown again, then opens a new one (which closes the account's oldest instead).
 */
export function connectEvents(handlers: {
  onEvent: (event: LiveEvent) => void;
  onResync: () => void;
  onRefused: () => void;
}): () => void {
  const { onEvent, onResync, onRefused } = handlers;
  let source: EventSource | null = null;
  let lastId: string | null = null;
  let hadError = false;
  let retryMs = RETRY_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const resumeWhenShown = () => {
    if (!stopped || document.visibilityState !== 'visible') return;
    stopped = false;
    hadError = true; // what came meanwhile is read again once the new stream is open
    open();
  };

  const open = () => {
    source = new EventSource(pathOf('GET /api/events') + buildQuery({ since: lastId }));
    source.onmessage = (message: MessageEvent<string>) => {
      if (message.lastEventId) lastId = message.lastEventId;
      try {
        const event = JSON.parse(message.data) as LiveEvent;
        if (event.type === 'stream.closed') {
          stopped = true;
          source?.close();
          return;
        }
        onEvent(event);
      } catch (error) {
        // The spec: live-update failures are logged, never shown.
        console.warn('live update failed', error);
      }
    };
    source.onopen = () => {
      if (hadError) onResync();
      hadError = false;
      retryMs = RETRY_MS;
    };
    source.onerror = () => {
      hadError = true;
      if (source?.readyState === EventSource.CLOSED) {
        source.close();
        onRefused();
        retry = setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      }
    };
  };
  open();
  document.addEventListener('visibilitychange', resumeWhenShown);

  return () => {
    document.removeEventListener('visibilitychange', resumeWhenShown);
    clearTimeout(retry);
    source?.close();
  };
}
