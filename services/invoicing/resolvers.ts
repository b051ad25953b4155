import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { InvoicePageInput, isUuid } from '@detailing/schema';
import { Access } from '../api/access.js';
import type { RequestContext } from '../api/context.js';
import type { ApiServices } from '../api/services.js';
import { graphqlCommandOptions, idempotentGraphqlCommandOptions, viewed } from '../api/versions.js';
import type { InvoiceChange } from '../api/liveChanges.js';
import { VersionConflict } from '../platform/errors.js';
import { parseInput } from '../platform/validation.js';
import {
  InvoiceChangeType,
  InvoiceDefaultsType,
  InvoiceDraftType,
  InvoiceHistoryEntryType,
  InvoicePageType,
  InvoiceType,
  IssueInvoiceInputType,
} from './graphqlTypes.js';
import { invoiceHistory } from './history.js';
import { invoiceDraftView, invoiceView } from './invoiceView.js';
import { findDraft, findInvoice, listDrafts, listInvoices, searchInvoices } from './queries.js';

type Context = RequestContext & { services: ApiServices };

/** GraphQL inputs arrive as class instances (nested ones too); the rules in schema/ take plain objects. */
const plain = (input: unknown): unknown =>
  Array.isArray(input) ? input.map(plain) : input && typeof input === 'object' ? Object.fromEntries(Object.entries(input).map(([k, v]) => [k, plain(v)])) : input;

@Resolver()
export class InvoiceResolver {
  @Access('admin')
  @Query(() => [InvoiceType], { description: 'Invoices and quotes, newest first, deleted ones left out. Admin only.' })
  async invoices(@Ctx() ctx: Context): Promise<InvoiceType[]> {
    return (await listInvoices(ctx.services.db.sql)).map(invoiceView);
  }

  @Access('admin')
  @Query(() => InvoiceType, { nullable: true, description: 'One invoice or quote by id, deleted ones included. Admin only.' })
  async invoice(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<InvoiceType | null> {
    // Invoice ids are UUIDs; anything else is an invoice that does not exist.
    const found = isUuid(id) ? await findInvoice(ctx.services.db.sql, id, { includeDeleted: true }) : null;
    return found && invoiceView(found);
  }

  @Access('admin')
  @Query(() => [InvoiceHistoryEntryType], { description: 'Every event of an invoice, deleted ones too: type, time, actor and the fields it changed. Admin only.' })
  async invoiceHistory(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<InvoiceHistoryEntryType[]> {
    return isUuid(id) ? invoiceHistory(ctx.services.store, id) : [];
  }

  @Access('admin')
  @Mutation(() => InvoiceType, { description: 'A new pending invoice or quote; the server computes every total.' })
  async issueInvoice(@Arg('input', () => IssueInvoiceInputType) input: IssueInvoiceInputType, @Ctx() ctx: Context): Promise<InvoiceType> {
    return invoiceView(await ctx.services.invoices.issueInvoice(plain(input), idempotentGraphqlCommandOptions(ctx)));
  }

  @Access('admin')
  @Mutation(() => InvoiceType, { description: 'pending, paid or void, in any order; refused (CONFLICT, with the current invoice) when expectedVersion is not its version.' })
  async changeInvoiceStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => String) status: string,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<InvoiceType> {
    return viewed(invoiceView, ctx.services.invoices.changeStatus(id, status, graphqlCommandOptions(ctx, expectedVersion)));
  }

  @Access('admin')
  @Mutation(() => ID, { description: 'The invoice leaves every list; its history stays readable. Returns its id.' })
  async deleteInvoice(
    @Arg('id', () => ID) id: string,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<string> {
    await ctx.services.invoices.deleteInvoice(id, graphqlCommandOptions(ctx, expectedVersion)).catch(VersionConflict.as(invoiceView));
    return id;
  }

  @Access('admin')
  @Query(() => InvoicePageType, {
    description:
      "Newest first, deleted left out. search (trimmed, 1+ chars): invoice number (contains), customer name (contains, any case) or type ('invoice'/'quote' as a word). status: pending|paid|void or null for all. type: invoice|quote or null. limit 1..200 (default 50), offset >= 0.",
  })
  async invoicePage(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('status', () => String, { nullable: true }) status: string | null,
    @Arg('type', () => String, { nullable: true }) type: string | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 50 }) limit: number | null,
    @Ctx() ctx: Context,
  ): Promise<InvoicePageType> {
    const input = parseInput(InvoicePageInput, { search, status, type, offset: offset ?? undefined, limit: limit ?? undefined });
    const page = await searchInvoices(ctx.services.db.sql, input);
    return { items: page.items.map(invoiceView), total: page.total, offset: input.offset, limit: input.limit };
  }

  @Access('admin')
  @Query(() => InvoiceDefaultsType)
  async invoiceDefaults(@Ctx() ctx: Context): Promise<InvoiceDefaultsType> {
    return ctx.services.invoices.defaults();
  }

  @Access('admin')
  @Query(() => [InvoiceDraftType], { description: 'Newest edited first.' })
  async invoiceDrafts(@Ctx() ctx: Context): Promise<InvoiceDraftType[]> {
    return (await listDrafts(ctx.services.db.sql)).map(invoiceDraftView);
  }

  @Access('admin')
  @Query(() => InvoiceDraftType, { nullable: true })
  async invoiceDraft(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<InvoiceDraftType | null> {
    const found = isUuid(id) ? await findDraft(ctx.services.db.sql, id) : null;
    return found && invoiceDraftView(found);
  }

  @Access('admin')
  @Mutation(() => InvoiceDraftType, {
    description:
      "Without id: a new draft. With id: replaces that draft's fields (refused CONFLICT when expectedVersion is stale). Customer and items may be missing; every field's bounds as for issueInvoice; invoiceNumber is ignored.",
  })
  async saveInvoiceDraft(
    @Arg('id', () => ID, { nullable: true }) id: string | null,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Arg('input', () => IssueInvoiceInputType) input: IssueInvoiceInputType,
    @Ctx() ctx: Context,
  ): Promise<InvoiceDraftType> {
    return viewed(invoiceDraftView, ctx.services.invoices.saveDraft(id ?? null, plain(input), idempotentGraphqlCommandOptions(ctx, expectedVersion)));
  }

  @Access('admin')
  @Mutation(() => InvoiceType, {
    description:
      "Issues the draft with these fields under the same rules as issueInvoice (customer and items required, the spec's messages); the invoice keeps the draft's id and gets the next number; the draft leaves invoiceDrafts. Repeating it answers the same invoice.",
  })
  async issueInvoiceDraft(
    @Arg('id', () => ID) id: string,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Arg('input', () => IssueInvoiceInputType) input: IssueInvoiceInputType,
    @Ctx() ctx: Context,
  ): Promise<InvoiceType> {
    const issued = ctx.services.invoices.issueDraft(id, plain(input), idempotentGraphqlCommandOptions(ctx, expectedVersion));
    // A stale editor is refused with the draft as it now stands.
    return issued.catch(VersionConflict.as(invoiceDraftView)).then(invoiceView);
  }

  @Access('admin')
  @Mutation(() => ID)
  async discardInvoiceDraft(
    @Arg('id', () => ID) id: string,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<string> {
    await ctx.services.invoices.discardDraft(id, graphqlCommandOptions(ctx, expectedVersion)).catch(VersionConflict.as(invoiceDraftView));
    return id;
  }

  @Access('admin')
  @Mutation(() => InvoiceType, {
    description:
      "A pending invoice from a quote: next number, dated today (business time zone), due +30 days, the quote's customer, business and items; the quote links to it. Asking again answers the same invoice. An invoice (not a quote): BAD_USER_INPUT 'Only a quote can be converted to an invoice'. Unknown or deleted: NOT_FOUND 'Invoice not found'.",
  })
  async convertQuoteToInvoice(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<InvoiceType> {
    return invoiceView(await ctx.services.invoices.convertQuote(id, idempotentGraphqlCommandOptions(ctx)));
  }

  @Access('admin')
  @Subscription(() => InvoiceChangeType, {
    description: 'Every invoice or quote issued (generator, draft, conversion, completion worker), changed or deleted, once the read model holds it, from any process.',
    subscribe: ({ context }) => (context as Context).services.live.invoiceChanges(),
  })
  invoiceChanged(@Root() change: InvoiceChange): InvoiceChangeType {
    return { kind: change.kind, invoiceId: change.invoiceId, invoice: change.invoice && invoiceView(change.invoice) };
  }
}

export const invoicingResolvers = [InvoiceResolver] as const;
