import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { isUuid } from '@detailing/schema';
import { Access } from '../api/access.js';
import type { RequestContext } from '../api/context.js';
import type { ApiServices } from '../api/services.js';
import { graphqlCommandOptions, viewed } from '../api/versions.js';
import { VersionConflict } from '../platform/errors.js';
import { InvoiceHistoryEntryType, InvoiceType, IssueInvoiceInputType } from './graphqlTypes.js';
import { invoiceHistory } from './history.js';
import { invoiceView } from './invoiceView.js';
import { findInvoice, listInvoices } from './queries.js';

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
    return invoiceView(await ctx.services.invoices.issueInvoice(plain(input), graphqlCommandOptions(ctx)));
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
}

export const invoicingResolvers = [InvoiceResolver] as const;
