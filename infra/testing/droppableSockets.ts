import type { Page, WebSocketRoute } from 'playwright-core';

/**
 * The page's graphql-ws sockets (`/graphql`), passed through to the server by the test so it can
 * drop them as a replica going away would, and hold the page's return. Set up before the page
 * opens anything.
 */
export async function droppableSockets(page: Page) {
  const sockets: WebSocketRoute[] = [];
  let held: Promise<void> | null = null;
  let acks = 0;
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    sockets.push(socket);
    // What the page sends before its socket reaches the server waits here.
    const pending: (string | Buffer)[] = [];
    let server: WebSocketRoute | null = null;
    socket.onMessage((message) => (server ? server.send(message) : pending.push(message)));
    const connect = () => {
      server = socket.connectToServer();
      server.onMessage((message) => {
        if (String(message).includes('"connection_ack"')) acks++;
        socket.send(message);
      });
      for (const message of pending) server.send(message);
    };
    if (held) void held.then(connect);
    else connect();
  });
  return {
    /** How many sockets the page has opened. */
    opened: () => sockets.length,
    /** How many connections the server has acknowledged. */
    acknowledged: () => acks,
    /**
     * Closes the page's newest socket with 1012 (Service Restart) and holds every socket it opens
     * after, short of the server, until the returned function is called.
     */
    async drop(): Promise<() => void> {
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      await sockets.at(-1)!.close({ code: 1012, reason: 'Service Restart' });
      return () => {
        held = null;
        release();
      };
    },
  };
}

export type DroppableSockets = Awaited<ReturnType<typeof droppableSockets>>;
