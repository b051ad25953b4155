import type { Server } from 'node:http';

/** Every `METHOD /api/...` the running server's Express routers answer, read from the routers themselves. */
export function apiRoutesOf(server: Server): string[] {
  type Layer = { route?: { path: unknown; methods: Record<string, boolean> }; handle?: { stack?: Layer[] }; rawPath?: unknown };
  // The server's handler serves some reads itself and carries the Express app it hands the rest to.
  const expressApp = (server.listeners('request')[0] as unknown as { app: { router: { stack: Layer[] } } }).app;
  const found = new Set<string>();
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const path = `${prefix}${String(layer.route.path)}`.replace(/(.)\/$/, '$1');
        for (const method of Object.keys(layer.route.methods)) found.add(`${method.toUpperCase()} ${path}`);
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, `${prefix}${typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''}`);
      }
    }
  };
  walk(expressApp.router.stack, '');
  return [...found].filter((route) => route.split(' ')[1]!.startsWith('/api/')).sort();
}
