import type { App } from '../app.ts';
import type { AppContext } from '../platform/context.ts';
import { registerConfigRoutes } from './config/config.routes.ts';
import { registerFeedbackRoutes } from './feedback/feedback.routes.ts';

/** Mounts every domain module's routes. */
export async function registerModules(app: App, context: AppContext) {
  registerConfigRoutes(app, context);
  registerFeedbackRoutes(app, context);
}
