/** What the bookings context needs to know of the catalog, read from the catalog's read models. */
export interface CatalogLookup {
  /** Services by id, deleted ones included (marked), so old bookings keep their names. */
  servicesByIds(ids: number[]): Promise<{ id: number; name: string; active: boolean; deleted: boolean; showOnBookingForm: boolean; durationHours: number }[]>;
  vehicleTypes(): Promise<{ name: string; isActive: boolean }[]>;
  statusIds(): Promise<string[]>;
}
