import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { catalogMessages, isServiceId, isVehicleTypeId } from '@detailing/schema';
import { Access } from '../api/access.js';
import type { RequestContext } from '../api/context.js';
import type { ApiServices } from '../api/services.js';
import { graphqlCommandOptions, viewed } from '../api/versions.js';
import { versionedStatuses } from './bookingStatusView.js';
import {
  BookingStatusInputType,
  BookingStatusType,
  ServiceInputType,
  ServiceType,
  VehicleTypeInputType,
  VehicleTypeType,
} from './graphqlTypes.js';
import { bookingStatusList, findService, listServices, listVehicleTypes } from './queries.js';
import { serviceView } from './serviceView.js';
import { VersionConflict } from '../platform/errors.js';
import { parseId } from '../platform/validation.js';

type Context = RequestContext & { services: ApiServices };
const serviceId = (id: number) => parseId(id, isServiceId, catalogMessages.serviceNotFound);
const vehicleTypeId = (id: string) => parseId(id, isVehicleTypeId, catalogMessages.vehicleTypeNotFound);

const isAdmin = (ctx: Context) => ctx.user?.role === 'admin';

@Resolver(() => ServiceType)
export class ServiceResolver {
  @Access('public', { adminSeesMore: true, adminOnlyArgs: ['includeInactive'] })
  @Query(() => [ServiceType], {
    description:
      'For everyone, the services the booking wizard offers (active and shown on the form). Admins get every active one, and with includeInactive every one not deleted.',
  })
  async services(
    @Arg('includeInactive', () => Boolean, { nullable: true }) includeInactive: boolean | null,
    @Ctx() ctx: Context,
  ): Promise<ServiceType[]> {
    const scope = !isAdmin(ctx) ? 'bookable' : includeInactive ? 'all' : 'active';
    return (await listServices(ctx.services.db.sql, scope)).map(serviceView);
  }

  @Access('public', { adminSeesMore: true })
  @Query(() => ServiceType, { nullable: true, description: 'Admins get any service by id, deleted ones included; others only one the booking wizard offers.' })
  async service(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<ServiceType | null> {
    const found = await findService(ctx.services.db.sql, id);
    if (!found) return null;
    const visible = isAdmin(ctx) || (found.active && found.showOnBookingForm && !found.deleted);
    return visible ? serviceView(found) : null;
  }

  // Bookkeeping fields are the admin's; the public reads the same fields as GET /api/services gives it.
  @Access('admin')
  @FieldResolver(() => Boolean)
  deleted(@Root() service: ServiceType, @Ctx() ctx: Context): boolean {
    return service.deleted;
  }

  @Access('admin')
  @FieldResolver(() => String)
  createdAt(@Root() service: ServiceType, @Ctx() ctx: Context): string {
    return service.createdAt;
  }

  @Access('admin')
  @FieldResolver(() => String)
  updatedAt(@Root() service: ServiceType, @Ctx() ctx: Context): string {
    return service.updatedAt;
  }

  @Access('admin')
  @Mutation(() => ServiceType)
  async createService(@Arg('input', () => ServiceInputType) input: ServiceInputType, @Ctx() ctx: Context): Promise<ServiceType> {
    return serviceView(await ctx.services.catalog.createService({ ...input }, graphqlCommandOptions(ctx)));
  }

  @Access('admin')
  @Mutation(() => ServiceType, { description: 'Changes only the fields given; refused (CONFLICT, with the current service) when expectedVersion is not its version.' })
  async updateService(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ServiceInputType) input: ServiceInputType,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<ServiceType> {
    return viewed(serviceView, ctx.services.catalog.updateService(serviceId(id), { ...input }, graphqlCommandOptions(ctx, expectedVersion)));
  }

  @Access('admin')
  @Mutation(() => Int, { description: 'The id of the deleted service.' })
  async deleteService(
    @Arg('id', () => Int) id: number,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<number> {
    await ctx.services.catalog.deleteService(serviceId(id), graphqlCommandOptions(ctx, expectedVersion)).catch(VersionConflict.as(serviceView));
    return id;
  }
}

@Resolver()
export class VehicleTypeResolver {
  @Access('public', { adminOnlyArgs: ['includeInactive'] })
  @Query(() => [VehicleTypeType], { description: 'Active types for everyone (the booking wizard); inactive ones too for admins who ask.' })
  async vehicleTypes(
    @Arg('includeInactive', () => Boolean, { nullable: true }) includeInactive: boolean | null,
    @Ctx() ctx: Context,
  ): Promise<VehicleTypeType[]> {
    return listVehicleTypes(ctx.services.db.sql, { includeInactive: Boolean(includeInactive) });
  }

  @Access('admin')
  @Mutation(() => VehicleTypeType)
  async createVehicleType(@Arg('input', () => VehicleTypeInputType) input: VehicleTypeInputType, @Ctx() ctx: Context): Promise<VehicleTypeType> {
    return ctx.services.catalog.createVehicleType({ ...input }, graphqlCommandOptions(ctx));
  }

  @Access('admin')
  @Mutation(() => VehicleTypeType, { description: 'Edit or (de)activate; changes only the fields given; refused (CONFLICT) when expectedVersion is not its version.' })
  async updateVehicleType(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => VehicleTypeInputType) input: VehicleTypeInputType,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<VehicleTypeType> {
    return ctx.services.catalog.updateVehicleType(vehicleTypeId(id), { ...input }, graphqlCommandOptions(ctx, expectedVersion));
  }

  @Access('admin')
  @Mutation(() => ID, { description: 'The id of the deleted type.' })
  async deleteVehicleType(
    @Arg('id', () => ID) id: string,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<string> {
    await ctx.services.catalog.deleteVehicleType(vehicleTypeId(id), graphqlCommandOptions(ctx, expectedVersion));
    return id;
  }
}

@Resolver()
export class BookingStatusResolver {
  @Access('admin')
  @Query(() => [BookingStatusType], { description: 'The configured booking statuses, in order. Admin only.' })
  async bookingStatuses(@Ctx() ctx: Context): Promise<BookingStatusType[]> {
    return versionedStatuses(await bookingStatusList(ctx.services.db.sql));
  }

  @Access('admin')
  @Mutation(() => [BookingStatusType], { description: "Replaces the whole list; 'pending' and 'completed' must stay. Refused (CONFLICT) when expectedVersion is not the list's version." })
  async saveBookingStatuses(
    @Arg('statuses', () => [BookingStatusInputType]) statuses: BookingStatusInputType[],
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<BookingStatusType[]> {
    return versionedStatuses(await ctx.services.catalog.saveBookingStatuses({ statuses: statuses.map((s) => ({ ...s })) }, graphqlCommandOptions(ctx, expectedVersion)));
  }
}

export const catalogResolvers = [ServiceResolver, VehicleTypeResolver, BookingStatusResolver] as const;
