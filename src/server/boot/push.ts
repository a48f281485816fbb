import type { Config } from '#server/env';
import { createPushSender, readOrCreateVapidKeys } from '#server/modules/delivery/push';
import { createDestinationPolicy } from '#server/modules/delivery/push-destination';
import { createPushPoster } from '#server/modules/delivery/push-post';

/** The Web Push sender and the policy of the addresses it may post to. */
export function openPush(config: Config) {
  // Pushes go to public addresses only, in every environment (decision record 029).
  const pushDestinations = createDestinationPolicy({
    httpsOnly: config.env === 'production',
    lookup: config.pushLookup,
    trustedOrigins: config.trustedPushOrigins,
  });
  const push = createPushSender({
    vapid: config.vapid ?? readOrCreateVapidKeys(config.dataDir),
    contact: config.operator.privacyContact,
    poster: createPushPoster(pushDestinations),
  });
  return { pushDestinations, push };
}
