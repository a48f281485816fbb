import { adminEndpoints } from './admin.ts';
import { authEndpoints } from './auth.ts';
import { communityEndpoints } from './community.ts';
import type { EndpointDefinition } from './endpoint.ts';
import { guideEndpoints } from './guide.ts';
import { messageRequestEndpoints } from './message-requests.ts';
import { messagingEndpoints } from './messaging.ts';
import { notificationSettingsEndpoints } from './notification-settings.ts';
import { notificationEndpoints } from './notifications.ts';
import { systemEndpoints } from './system.ts';

/** Every domain's endpoints; a new domain adds its `endpoints` object here (the contract test reads this list). */
export const endpointsByDomain = {
  account: authEndpoints,
  admin: adminEndpoints,
  community: communityEndpoints,
  guide: guideEndpoints,
  messaging: messagingEndpoints,
  messageRequests: messageRequestEndpoints,
  notifications: notificationEndpoints,
  notificationSettings: notificationSettingsEndpoints,
  system: systemEndpoints,
} satisfies Record<string, Record<string, EndpointDefinition>>;

export const allEndpoints: EndpointDefinition[] = Object.values(endpointsByDomain).flatMap((domain) => Object.values(domain));
