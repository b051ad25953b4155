import { findServicesByIds, listBookingStatuses, listVehicleTypes } from '../catalog/queries.js';
import type { Database } from '../platform/database.js';
import type { CatalogLookup } from './catalogLookup.js';

/** The catalog's read models, as the bookings context needs them. */
export function sqlCatalogLookup(db: Database): CatalogLookup {
  return {
    async servicesByIds(ids) {
      return (await findServicesByIds(db.sql, ids)).map((s) => ({
        id: s.id,
        name: s.name,
        active: s.active,
        deleted: s.deleted,
        showOnBookingForm: s.showOnBookingForm,
        durationHours: s.durationHours,
      }));
    },
    async vehicleTypes() {
      return (await listVehicleTypes(db.sql, { includeInactive: true })).map((t) => ({ name: t.name, isActive: t.isActive }));
    },
    async statusIds() {
      return (await listBookingStatuses(db.sql)).map((s) => s.id);
    },
  };
}
