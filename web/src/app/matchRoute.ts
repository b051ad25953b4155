import { notFoundPage, routes } from './routes';

/** The page for a path; a trailing slash is ignored and any other path is not found. */
export function matchRoute(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(routes, path) ? routes[path] ?? notFoundPage : notFoundPage;
}
