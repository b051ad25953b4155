import { customerImportMessages as m, isUuid } from '@detailing/schema';
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, registerEnumType, Resolver, Root, Subscription } from 'type-graphql';
import { Access } from '../api/access.js';
import type { RequestContext } from '../api/context.js';
import type { ApiServices } from '../api/services.js';
import { DomainError } from '../platform/errors.js';
import type { CustomerImport } from './import/CustomerImports.js';

type Context = RequestContext & { services: ApiServices };

export enum CustomerImportState {
  QUEUED = 'QUEUED',
  RUNNING = 'RUNNING',
  COMPLETED = 'COMPLETED',
  FAILED = 'FAILED',
}
registerEnumType(CustomerImportState, { name: 'CustomerImportState' });

@ObjectType('CustomerImport', { description: 'A CSV import running as a background job, and what it did.' })
export class CustomerImportType {
  @Field(() => ID) id!: string;
  @Field(() => CustomerImportState) state!: CustomerImportState;
  @Field(() => Int) total!: number;
  @Field(() => Int) processed!: number;
  @Field(() => Int) created!: number;
  @Field(() => Int) updated!: number;
  @Field(() => Int) skipped!: number;
  @Field(() => Int) failed!: number;
  @Field(() => [String], { description: "'Row N: ...', at most the first 100." }) errors!: string[];
  @Field(() => String, { nullable: true, description: 'When finished with failed rows: those rows (header + rows, with an error column) to fix and import again.' })
  failedRowsCsv!: string | null;
  @Field(() => String, { nullable: true, description: 'FAILED: why.' }) message!: string | null;
}

const view = (i: CustomerImport): CustomerImportType => ({ ...i, state: i.state as CustomerImportState });

// Unknown and malformed ids answer alike: no such import.
const importId = (id: string) => {
  if (!isUuid(id)) throw new DomainError('NOT_FOUND', m.importNotFound);
  return id;
};

@Resolver()
export class CustomerImportResolver {
  @Access('admin')
  @Query(() => CustomerImportType, { nullable: true, description: 'An import and its progress; null when unknown (or long finished).' })
  async customerImport(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<CustomerImportType | null> {
    if (!isUuid(id)) return null;
    const found = await ctx.services.customerImports.find(id);
    return found && view(found);
  }

  @Access('admin')
  @Mutation(() => CustomerImportType, {
    description: 'Starts importing a customer CSV as a job; a file refused as a whole (header, required columns, not CSV, too large) answers BAD_USER_INPUT with the spec text at once.',
  })
  async importCustomers(@Arg('csv', () => String) csv: string, @Ctx() ctx: Context): Promise<CustomerImportType> {
    return view(await ctx.services.customerImports.importCsv(csv));
  }

  @Access('admin')
  @Subscription(() => CustomerImportType, {
    description: "An import's current state first, then each progress step (from any process), ending when it finishes.",
    subscribe: ({ args, context }) => {
      const id = importId(String((args as { id: unknown }).id));
      return (context as Context).services.customerImports.progress(id);
    },
  })
  customerImportProgress(@Arg('id', () => ID) _id: string, @Root() progress: CustomerImport): CustomerImportType {
    return view(progress);
  }
}
