import { adminEndpoints } from './admin.endpoints.ts';
import { authEndpoints } from './auth.endpoints.ts';
import { communityEndpoints } from './community.endpoints.ts';
import type { EndpointDefinition } from './endpoint.ts';
import { guideEndpoints } from './guide.endpoints.ts';
import { messageRequestEndpoints } from './message-requests.endpoints.ts';
import { messagingEndpoints } from './messaging.endpoints.ts';
import { notificationSettingsEndpoints } from './notification-settings.endpoints.ts';
import { notificationEndpoints } from './notifications.endpoints.ts';
import { photoEndpoints } from './photos.endpoints.ts';
import { systemEndpoints } from './system.endpoints.ts';

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
  photos: photoEndpoints,
  system: systemEndpoints,
} satisfies Record<string, Record<string, EndpointDefinition>>;

export const allEndpoints: EndpointDefinition[] = Object.values(endpointsByDomain).flatMap((domain) =>
  Object.values(domain),
);
