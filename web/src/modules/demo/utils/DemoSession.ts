/** What `GET /api/customer/me` and the demo sign-in and link calls answer (issue 12 contract). */
export interface DemoSession {
  customer: { id: string; fullName: string; email: string } | null;
  vehicleRego: string | null;
  account: { username: string; fullName: string | null; email: string | null } | null;
}
