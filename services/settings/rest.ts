import { Router } from 'express';
import { defaultBranding } from '@detailing/schema';
import { route } from '../api/http.js';

/** Public reads the login gate needs. Branding is editable once the settings context lands. */
export function publicSettingsRoutes(): Router {
  const router = Router();
  router.get(
    '/branding',
    route((_req, res) => {
      res.json(defaultBranding);
    }),
  );
  return router;
}
