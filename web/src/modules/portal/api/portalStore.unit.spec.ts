import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyBookingsQuery, PortalSessionQuery } from './portalOperations';
import { PortalRequestError } from './PortalRequestError';
import { portalStore } from './portalStore';

type Answer = { status?: number; body: unknown };

/** The server's answers, in order, each released when the test says so. */
function fakeServer() {
  const calls: { body: Record<string, unknown>; headers: Record<string, string>; credentials?: string; answer(reply: Answer): void }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    expect(url).toBe('/graphql');
    return new Promise<Response>((resolve) => {
      calls.push({
        body: JSON.parse(String(init.body)) as Record<string, unknown>,
        headers: init.headers as Record<string, string>,
        credentials: init.credentials,
        answer: ({ status = 200, body }) => resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
      });
    });
  });
  return calls;
}

const booking = (id: string) => ({ id, date: '2026-03-20' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the portal's store (what the Apollo cache did for the portal)", () => {
  let calls: ReturnType<typeof fakeServer>;
  const stop: (() => void)[] = [];
  const watch = (document: typeof MyBookingsQuery | typeof PortalSessionQuery) => {
    const seen = vi.fn();
    stop.push(portalStore.watch(document, seen));
    return seen;
  };

  beforeEach(() => {
    portalStore.clear();
    calls = fakeServer();
  });
  afterEach(() => {
    stop.splice(0).forEach((end) => end());
    vi.unstubAllGlobals();
  });

  it('reads a query once for all its watchers, as the Apollo link posted it, and shares the answer', async () => {
    expect(portalStore.state(MyBookingsQuery)).toMatchObject({ data: undefined, loading: true });
    watch(MyBookingsQuery);
    watch(MyBookingsQuery);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ operationName: 'MyBookings', variables: {}, query: MyBookingsQuery.toString() });
    expect(calls[0]!.credentials).toBe('include');
    expect(calls[0]!.headers['content-type']).toBe('application/json');

    calls[0]!.answer({ body: { data: { myBookings: [booking('b1')] } } });
    await settle();
    expect(portalStore.state(MyBookingsQuery)).toEqual({ data: { myBookings: [booking('b1')] }, error: undefined, loading: false });
  });

  it('replaces a list whole when it is read again, and never lets an older answer undo a newer one', async () => {
    const seen = watch(MyBookingsQuery);
    calls[0]!.answer({ body: { data: { myBookings: [booking('b1'), booking('b2')] } } });
    await settle();
    void portalStore.refetch(MyBookingsQuery);
    void portalStore.refetch(MyBookingsQuery);
    calls[2]!.answer({ body: { data: { myBookings: [booking('b2')] } } });
    await settle();
    calls[1]!.answer({ body: { data: { myBookings: [booking('b1'), booking('b2'), booking('b3')] } } });
    await settle();
    expect(portalStore.state(MyBookingsQuery).data).toEqual({ myBookings: [booking('b2')] });
    expect(seen).toHaveBeenCalled();
  });

  it("keeps what it showed when a read fails, with the server's code and words", async () => {
    watch(PortalSessionQuery);
    calls[0]!.answer({ body: { data: { portalSession: null } } });
    await settle();
    void portalStore.refetch(PortalSessionQuery);
    calls[1]!.answer({ body: { errors: [{ message: 'Sign in first', extensions: { code: 'UNAUTHENTICATED' } }] } });
    await settle();
    const { data, error, loading } = portalStore.state(PortalSessionQuery);
    expect({ data, loading }).toEqual({ data: { portalSession: null }, loading: false });
    expect(error).toBeInstanceOf(PortalRequestError);
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', serverMessage: 'Sign in first', status: 200 });

    void portalStore.refetch(PortalSessionQuery);
    calls[2]!.answer({ status: 502, body: 'Bad Gateway' });
    await settle();
    expect(portalStore.state(PortalSessionQuery).error).toMatchObject({ status: 502, code: undefined, serverMessage: undefined });
  });

  it('reads only what is shown: a query nobody watches is left until someone does', async () => {
    await portalStore.refetch(MyBookingsQuery);
    await portalStore.refetchActive();
    expect(calls).toHaveLength(0);
  });

  it("writes a mutation's answer into what it holds", async () => {
    watch(MyBookingsQuery);
    calls[0]!.answer({ body: { data: { myBookings: [booking('b1')] } } });
    await settle();
    portalStore.update(MyBookingsQuery, ({ myBookings }) => ({ myBookings: myBookings.map((b) => ({ ...b, notes: 'saved' })) }));
    expect(portalStore.state(MyBookingsQuery).data?.myBookings[0]).toMatchObject({ id: 'b1', notes: 'saved' });
  });

  it("forgets everything at sign-in and sign-out, and drops an answer still on its way for the previous customer", async () => {
    const seen = watch(MyBookingsQuery);
    calls[0]!.answer({ body: { data: { myBookings: [booking('b1')] } } });
    await settle();
    void portalStore.refetch(MyBookingsQuery);
    portalStore.clear();
    expect(seen).toHaveBeenCalledTimes(3);
    expect(portalStore.state(MyBookingsQuery)).toMatchObject({ data: undefined, loading: true });
    calls[1]!.answer({ body: { data: { myBookings: [booking('previous')] } } });
    await settle();
    expect(portalStore.state(MyBookingsQuery).data).toBeUndefined();

    watch(MyBookingsQuery);
    expect(calls).toHaveLength(3);
    calls[2]!.answer({ body: { data: { myBookings: [booking('next')] } } });
    await settle();
    expect(portalStore.state(MyBookingsQuery).data).toEqual({ myBookings: [booking('next')] });
  });
});
