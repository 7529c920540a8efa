// The notifications module as other modules and the server's start-up see it.
export { dueAlertsJob, sendDueAlerts, tellOfCancelledBooking } from './alerts.service.ts';
export { dueDigestsJob, sendDueDigests } from './digests.service.ts';
export { tellConnectionLost } from './integration-alerts.ts';
