import {
  addPushDeviceRequest,
  alertScanResult,
  failedDeliveries,
  notification,
  notificationsPage,
  notificationsQuery,
  removePushDeviceRequest,
  unsubscribeQuery,
  unsubscribeRequest,
  unsubscribeRequestQuery,
  unsubscribeScope,
  updateNotificationRequest,
} from '@here-and-there/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { toPage } from '../../platform/pagination.ts';
import { requireMember } from '../identity/index.ts';
import { sendDueAlerts } from './alerts.service.ts';
import { listFailedDeliveries } from './notification-delivery.ts';
import { canRunAlertScan, canSeeFailedDeliveries } from './notifications.policy.ts';
import {
  clearAllNotifications,
  deleteNotification,
  listNotifications,
  updateNotification,
} from './notifications.service.ts';
import { addPushDevice, removePushDevice } from './push-devices.service.ts';
import { describeUnsubscribe, unsubscribe } from './unsubscribe.ts';

const notificationParams = z.object({ id: z.uuid() });
const bearer = [{ bearer: [] }];
const tags = ['notifications'];

export function registerNotificationsRoutes(app: App, context: AppContext) {
  app.get(
    `${apiPrefix}/notifications/`,
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first, with the unread count",
        security: bearer,
        querystring: notificationsQuery,
        response: { 200: notificationsPage },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { limit, offset } = request.query;
      const { unread, ...slice } = await listNotifications(context, member.id, request.query);
      return { ...toPage(slice, { url: request.url, limit, offset, publicUrl: context.config.publicUrl }), unread };
    },
  );

  app.put(
    `${apiPrefix}/notifications/:id/`,
    {
      schema: {
        tags,
        summary: 'Mark a notification read or opened (a time), or not (null)',
        security: bearer,
        params: notificationParams,
        body: updateNotificationRequest,
        response: { 200: notification },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return updateNotification(context, member.id, request.params.id, request.body);
    },
  );

  app.delete(
    `${apiPrefix}/notifications/:id/`,
    {
      schema: { tags, summary: 'Delete a notification', security: bearer, params: notificationParams },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await deleteNotification(context, member.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    `${apiPrefix}/notifications/clear-all/`,
    { schema: { tags, summary: "Delete all of the caller's notifications", security: bearer } },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await clearAllNotifications(context, member.id);
      return reply.status(204).send();
    },
  );

  app.post(
    `${apiPrefix}/notifications/add-push-device/`,
    {
      schema: {
        tags,
        summary:
          "Receive the caller's notifications as pushes on this device (for web, device_token is the JSON of the browser's push subscription)",
        security: bearer,
        body: addPushDeviceRequest,
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await addPushDevice(context, member.id, request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    `${apiPrefix}/notifications/remove-push-device/`,
    {
      schema: {
        tags,
        summary: "Stop pushing the caller's notifications to this device (at sign-out)",
        security: bearer,
        body: removePushDeviceRequest,
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await removePushDevice(context, member.id, request.body);
      return reply.status(204).send();
    },
  );

  app.get(
    `${apiPrefix}/notifications/unsubscribe/`,
    {
      schema: {
        tags,
        summary: "What an email's unsubscribe link stops (no sign-in: the token is the link's)",
        querystring: unsubscribeQuery,
        response: { 200: unsubscribeScope },
      },
    },
    (request) => describeUnsubscribe(context, request.query.token),
  );

  // A mail client's one-click unsubscribe posts a form (RFC 8058): read here, and nowhere else.
  app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    oneClick.post(
      `${apiPrefix}/notifications/unsubscribe/`,
      {
        schema: {
          tags,
          summary:
            'Stop the emails an unsubscribe link names, without signing in: its token in the query (one-click, RFC 8058) or the body',
          querystring: unsubscribeRequestQuery,
          body: unsubscribeRequest,
          response: { 200: unsubscribeScope },
        },
      },
      (request) => unsubscribe(context, request.query.token ?? request.body?.token),
    );
  });

  app.post(
    `${apiPrefix}/alerts/run/`,
    {
      schema: {
        tags,
        summary: 'Run the crossing alert scan now (admins and staff)',
        security: bearer,
        response: { 200: alertScanResult },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      if (!canRunAlertScan(member.userType)) throw new DomainError('forbidden');
      return sendDueAlerts(context);
    },
  );

  app.get(
    `${apiPrefix}/deliveries/failed/`,
    {
      schema: {
        tags,
        summary: 'Emails, texts and pushes refused or failed after every retry, per channel (admins and staff)',
        security: bearer,
        response: { 200: failedDeliveries },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      if (!canSeeFailedDeliveries(member.userType)) throw new DomainError('forbidden');
      return listFailedDeliveries(context);
    },
  );
}
