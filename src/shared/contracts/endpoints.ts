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

type AnyEndpoint = {
  [D in keyof typeof endpointsByDomain]: (typeof endpointsByDomain)[D][keyof (typeof endpointsByDomain)[D]];
}[keyof typeof endpointsByDomain];

/**
 * An endpoint named by its method and path, `'GET /api/posts/:postId'`: what the browser calls `api()` with.
 * The client imports these types only, so no schema (and no zod) reaches a page that merely calls the API.
 */
export type EndpointKey = AnyEndpoint extends infer E
  ? E extends EndpointDefinition
    ? `${E['method']} ${E['path']}`
    : never
  : never;
/** The endpoint declared for a key. */
export type EndpointAt<K extends EndpointKey> = AnyEndpoint extends infer E
  ? E extends EndpointDefinition
    ? K extends `${E['method']} ${E['path']}`
      ? E
      : never
    : never
  : never;
