import type { Role } from '../constants.js';

/** The error envelope every failed API call answers with. */
export interface ApiErrorBody {
  statusCode: number;
  /** Stable machine code of the error (see errors.ts), to show it in the reader's language. */
  code: string;
  message: string;
  /** What the message says beyond its code, such as `{count: '12'}` typed digits. */
  params?: Record<string, string>;
  /** Field errors of a 400: field name -> messages. */
  errors?: Record<string, string[]>;
  /** The codes of `errors`, field by field. */
  errorCodes?: Record<string, string[]>;
}

/** `GET /api/health` when the API and its database answer (else 503, DATABASE_UNAVAILABLE). */
export interface HealthBody {
  status: 'ok';
  db: 'up';
}

export interface PublicUser {
  _id: string;
  name: string;
  email: string;
  mobile: string;
  role: Role;
}

/** The answer of the many calls that only say how it went. */
export interface MessageAnswer {
  message: string;
}
