import { calendarMessages as m } from '@detailing/schema';
import type { RestRoute } from '../api/access.js';
import { restCommandOptions } from '../api/versions.js';
import { calendarSync, feedSummary } from './calendarSync.js';
import { Temporal } from 'temporal-polyfill';
import { admit, tooMany } from '../api/admission.js';

/** The manual download's file name (contract). */
export const EXPORT_FILE = 'bookings.ics';

/** `/api/calendar/*` of 001 §7 and the calendar contract: admin-only, except the feed URL itself. */
export const calendarRoutes: RestRoute[] = [
  {
    // `{ exists, feedId: null, feed }`: the token is never kept, so feedId is null once created (contract).
    method: 'GET',
    path: '/api/calendar/check-existing',
    role: 'admin',
    handler: async (_req, res, _ctx, services) => {
      const { feed } = await calendarSync(services.db.sql, await services.timeZone(), Temporal.Instant.from(services.clock.now()));
      res.json({ exists: feed !== null, feedId: null, feed });
    },
  },
  {
    // `{ type: 'live_sync', includeStatuses?, includeContactDetails? }` → `{ feedId, feedUrl, feed }`.
    method: 'POST',
    path: '/api/calendar/subscription',
    role: 'admin',
    neverReplayed: true,
    handler: async (req, res, ctx, services) => {
      const created = await services.calendar.create(req.body, ctx.origin ?? '', restCommandOptions(req, ctx));
      res.set('Cache-Control', 'no-store').json({ ...created, feed: feedSummary(created.feed) });
    },
  },
  {
    method: 'DELETE',
    path: '/api/calendar/subscription',
    role: 'admin',
    neverReplayed: true,
    handler: async (req, res, ctx, services) => {
      await services.calendar.revoke(restCommandOptions(req, ctx));
      res.json({ revoked: true });
    },
  },
  {
    // `{ feedId? }` → `{ syncedAt, bookingCount }`.
    method: 'POST',
    path: '/api/calendar/force-sync',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      res.json(await services.calendar.forceSync(req.body, restCommandOptions(req, ctx)));
    },
  },
  {
    method: 'GET',
    path: '/api/calendar/export.ics',
    role: 'admin',
    handler: async (_req, res, _ctx, services) => {
      const ics = await services.calendarFeeds.exportAll();
      res.set({ 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="${EXPORT_FILE}"` }).send(ics);
    },
  },
  {
    // Public: the URL's token is the credential. Rate limited per client address; 404 alike for every unknown token.
    method: 'GET',
    path: '/api/calendar/feed/:token',
    role: 'public',
    handler: async (req, res, ctx, services) => {
      const admission = await admit(services.calendarFeedRequests, [[`address:${ctx.ip}`, services.config.CALENDAR_FEED_REQUESTS_PER_MINUTE]]);
      if (!admission.allowed) return tooMany(res, admission, m.tooManyRequests);
      const token = String(req.params.token ?? '');
      let answer;
      try {
        answer = await services.calendarFeeds.answer(token, { ifNoneMatch: req.get('If-None-Match') });
      } catch (error) {
        // The error handler logs the request's path: never with the token in it.
        if (token) req.url = req.url.split(token).join('(token)');
        throw error;
      }
      res.status(answer.status).set(answer.headers);
      if (answer.status === 304) res.end();
      else res.send(answer.body);
    },
  },
];
