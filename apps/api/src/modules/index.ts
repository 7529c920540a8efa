import type { App } from '../app.ts';
import type { AppContext } from '../platform/context.ts';
import { registerConfigRoutes } from './config/config.routes.ts';
import { registerFeedbackRoutes } from './feedback/feedback.routes.ts';
import { registerAuthRoutes } from './identity/auth.routes.ts';
import { registerIdentityRoutes } from './identity/identity.routes.ts';
import { registerLocationsRoutes } from './locations/locations.routes.ts';
import { registerUsersRoutes } from './users/users.routes.ts';

/** Mounts every domain module's routes. */
export async function registerModules(app: App, context: AppContext) {
  registerConfigRoutes(app, context);
  registerAuthRoutes(app, context);
  registerIdentityRoutes(app, context);
  registerUsersRoutes(app, context);
  registerFeedbackRoutes(app, context);
  registerLocationsRoutes(app, context);
}
