import type { AppContext } from '../platform/context.ts';
import type { App } from '../platform/http.ts';
import type { QueueWorker, ScheduledJob } from '../platform/jobs.ts';
import { registerChannelsRoutes } from './communities/channels.routes.ts';
import type {} from './communities/communities.events.ts';
import { registerCommunitiesRoutes } from './communities/communities.routes.ts';
import { subscribeCommunitiesToEvents } from './communities/memberships.service.ts';
import { registerConfigRoutes } from './config/config.routes.ts';
import type {} from './connections/connections.events.ts';
import { registerConnectionsRoutes } from './connections/connections.routes.ts';
import type {} from './contacts/contacts.events.ts';
import { registerContactsRoutes } from './contacts/contacts.routes.ts';
import { subscribeContactsToEvents } from './contacts/contacts.service.ts';
import type {} from './crossings/crossings.events.ts';
import { registerCrossingsRoutes } from './crossings/crossings.routes.ts';
import { subscribeCrossingsToEvents } from './crossings/crossings.service.ts';
import type {} from './events/events.events.ts';
import { registerEventsRoutes } from './events/events.routes.ts';
import { subscribeEventsToEvents } from './events/events.service.ts';
import { registerFeedbackRoutes } from './feedback/feedback.routes.ts';
import { registerAuthRoutes } from './identity/auth.routes.ts';
import { authenticateSockets } from './identity/current-member.ts';
import type {} from './identity/identity.events.ts';
import { registerIdentityRoutes } from './identity/identity.routes.ts';
import { registerImportsRoutes } from './imports/imports.routes.ts';
import { subscribeImportsToEvents } from './imports/imports.service.ts';
import { registerInboundMailRoutes } from './inbound-mail/inbound-mail.routes.ts';
import { listenForInboundMail } from './inbound-mail/inbound-smtp.ts';
import {
  importRunsWorker,
  scheduledImportsJob,
  subscribeImportsToConnections,
} from './integrations/import-runs.service.ts';
import { registerIntegrationsRoutes } from './integrations/integrations.routes.ts';
import { subscribeIntegrationsToEvents } from './integrations/integrations.service.ts';
import { registerInvitationsRoutes } from './invitations/invitations.routes.ts';
import { subscribeInvitationsToEvents } from './invitations/invitations.service.ts';
import { registerLocationsRoutes } from './locations/locations.routes.ts';
import { registerMeetupsRoutes } from './messaging/meetups.routes.ts';
import type {} from './messaging/messaging.events.ts';
import { registerMessagingRoutes } from './messaging/messaging.routes.ts';
import { subscribeMessagingToEvents } from './messaging/messaging.service.ts';
import { dueAlertsJob, subscribeNotificationsToEvents } from './notifications/alerts.service.ts';
import { dueDigestsJob } from './notifications/digests.service.ts';
import { deliveryWorker } from './notifications/notification-delivery.ts';
import { registerNotificationsRoutes } from './notifications/notifications.routes.ts';
import { registerSearchRoutes } from './search/search.routes.ts';
import type {} from './trips/trips.events.ts';
import { registerTripsRoutes } from './trips/trips.routes.ts';
import type {} from './users/users.events.ts';
import { registerUsersRoutes } from './users/users.routes.ts';

/**
 * Mounts every domain module's routes and event subscribers. (The `import type {}` lines bring each
 * module's domain events into the platform's event map for every program that builds the app.)
 */
export async function registerModules(app: App, context: AppContext) {
  registerConfigRoutes(app, context);
  registerAuthRoutes(app, context);
  registerIdentityRoutes(app, context);
  authenticateSockets(context);
  registerUsersRoutes(app, context);
  registerConnectionsRoutes(app, context);
  registerContactsRoutes(app, context);
  subscribeContactsToEvents(context);
  registerInvitationsRoutes(app, context);
  registerCrossingsRoutes(app, context);
  subscribeCrossingsToEvents(context);
  subscribeInvitationsToEvents(context);
  registerFeedbackRoutes(app, context);
  registerLocationsRoutes(app, context);
  registerTripsRoutes(app, context);
  registerImportsRoutes(app, context);
  subscribeImportsToEvents(context);
  registerInboundMailRoutes(app, context);
  listenForInboundMail(app, context);
  registerEventsRoutes(app, context);
  subscribeEventsToEvents(context);
  registerCommunitiesRoutes(app, context);
  registerChannelsRoutes(app, context);
  subscribeCommunitiesToEvents(context);
  registerNotificationsRoutes(app, context);
  subscribeNotificationsToEvents(context);
  registerSearchRoutes(app, context);
  registerMessagingRoutes(app, context);
  registerMeetupsRoutes(app, context);
  subscribeMessagingToEvents(context);
  registerIntegrationsRoutes(app, context);
  subscribeIntegrationsToEvents(context);
  subscribeImportsToConnections(context);
}

/** The use cases the app runs on a schedule (started by `main.ts` after the migrations). */
export const scheduledJobs: readonly ScheduledJob[] = [dueAlertsJob, dueDigestsJob, scheduledImportsJob];

/** The queues that use cases fill, and their workers (emails and texts; mail and calendar imports). */
export const queueWorkers: readonly QueueWorker<never>[] = [deliveryWorker, importRunsWorker];
