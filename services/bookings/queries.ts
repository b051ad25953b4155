import type { Sql } from '../platform/database.js';

export interface Booking {
  id: string;
  fullName: string;
  email: string;
  mobile: string;
  address: string | null;
  date: string;
  time: string;
  vehicleType: string;
  modelYear: number | null;
  vehicleRego: string | null;
  serviceIds: number[];
  notes: string | null;
  status: string;
  termsAccepted: boolean;
  termsAcceptedAt: string | null;
  invoiceId: string | null;
  createdAt: string;
}

interface BookingRow {
  id: string;
  full_name: string;
  email: string;
  mobile: string;
  address: string | null;
  date: string;
  time: string;
  vehicle_type: string;
  model_year: number | null;
  vehicle_rego: string | null;
  service_ids: number[];
  notes: string | null;
  status: string;
  terms_accepted: boolean;
  terms_accepted_at: Date | null;
  invoice_id: string | null;
  created_at: Date;
}

const toBooking = (r: BookingRow): Booking => ({
  id: r.id,
  fullName: r.full_name,
  email: r.email,
  mobile: r.mobile,
  address: r.address,
  date: r.date,
  time: r.time,
  vehicleType: r.vehicle_type,
  modelYear: r.model_year,
  vehicleRego: r.vehicle_rego,
  serviceIds: r.service_ids,
  notes: r.notes,
  status: r.status,
  termsAccepted: r.terms_accepted,
  termsAcceptedAt: r.terms_accepted_at?.toISOString() ?? null,
  invoiceId: r.invoice_id,
  createdAt: r.created_at.toISOString(),
});

export async function listBookings(sql: Sql): Promise<Booking[]> {
  const rows = (await sql`select * from bookings order by date desc, time desc, created_at desc`) as unknown as BookingRow[];
  return rows.map(toBooking);
}

export async function findBooking(sql: Sql, id: string): Promise<Booking | null> {
  const rows = (await sql`select * from bookings where id = ${id}`) as unknown as BookingRow[];
  return rows[0] ? toBooking(rows[0]) : null;
}
