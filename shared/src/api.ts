import type { Role } from './constants.js';

/** The error envelope every failed API call answers with. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  /** Field errors of a 400: field name -> messages. */
  errors?: Record<string, string[]>;
}

export interface HealthBody {
  status: 'ok' | 'unavailable';
  db: 'up' | 'down';
}

export interface PublicUser {
  _id: string;
  name: string;
  email: string;
  mobile: string;
  role: Role;
}
