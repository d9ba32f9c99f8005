/**
 * Answer and payload shapes of the API (spec section 3). The API's TypeBox schemas are the
 * source of truth; these types mirror them for the clients.
 */
export type Role = 'admin' | 'staff' | 'executor' | 'customer';

export interface CurrentUser {
  id: number;
  username: string;
  role: Role;
  role_score: number;
  is_active: boolean;
  is_verified: boolean;
  is_superuser: boolean;
  created_at: string;
  last_login: string | null;
  login_count: number;
  timezone: string;
  /**
   * 'ru' or 'en' once the account chose (at registration, from the visitor's language, or by
   * the switch); null for an account that never chose (made by an admin): then the browser's
   * own choice stays (issue 21).
   */
  language: string | null;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
}

export interface RegisterPayload {
  username: string;
  password: string;
  referral_code: string | null;
  /** The language the visitor was using ('ru' | 'en'): the new account keeps it (issue 21). */
  language?: string;
}

export interface ChangePasswordPayload {
  current_password: string;
  new_password: string;
}

export interface UpdateMePayload {
  timezone?: string;
  language?: string;
}

export interface HealthResponse {
  status: 'ok';
  boot_id: string;
}

/** FastAPI-style schema failure item: `422 {"detail": [ValidationIssue, ...]}`. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** `/config.json`, served by whoever hosts the shell: run-time locations, never baked in. */
export interface RuntimeConfig {
  apiBase: string;
  remotes: Record<string, string>;
}

/**
 * A password change retires every token of the user; the answer carries a fresh one so the
 * session that made the change stays signed in while all others end.
 */
export interface ChangePasswordResponse extends TokenResponse {
  detail: string;
}
