/** The signed-in user as GET /api/auth/user answers it (spec 000 §3, §7). */
export interface User {
  id: number | string;
  username: string;
  fullName?: string | null;
  email?: string | null;
  role: string;
}
