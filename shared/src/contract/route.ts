import type { z } from 'zod';

/**
 * The protocol between the server and its clients (web app, terminal). A change that an older
 * client cannot follow raises the major number; the server refuses clients of an older major.
 */
export const PROTOCOL_VERSION = '1.0';
/** The header every client sends with its protocol version. */
export const PROTOCOL_HEADER = 'x-protocol-version';

/** The major number of a protocol version ('1.4' → 1), or null when the text is not a version. */
export function protocolMajor(version: string): number | null {
  const m = /^(\d{1,6})(?:\.\d{1,6}){0,2}$/.exec(version.trim());
  return m ? Number(m[1]) : null;
}

/**
 * Who may call a route: anyone (`public`), any signed-in user (`user`), a dealer of any level or
 * the admin (`manager`), those plus partners (`panel`: who may open the dealer panel and read its
 * figures), or the admin alone (`admin`).
 */
export type Access = 'public' | 'user' | 'manager' | 'panel' | 'admin';

/** The roles each restricted access admits (a signed-in `user` may hold any role). */
export const ACCESS_ROLES = {
  manager: ['admin', 'topDealer', 'dealer', 'subDealer'],
  panel: ['admin', 'topDealer', 'dealer', 'subDealer', 'partner'],
  admin: ['admin'],
} as const;

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One HTTP route as data: what it takes, what it answers and who may call it. */
export interface RouteEntry {
  method: HttpMethod;
  /** Express path below the API base, e.g. `/coupons/:ticketId`. */
  path: string;
  /**
   * Set for a route the server hosts beside the API for another party (a game provider's wallet
   * calls, the built-in provider's pages): the path lives below this base instead.
   */
  base?: string;
  summary: string;
  tag: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Status of a success, 200 unless said. */
  status?: number;
  /** The answer is not JSON (an HTML page): clients link to it rather than call it. */
  raw?: boolean;
}

/** Declares a route entry, keeping its exact schema types for the server and the client. */
export function route<const E extends RouteEntry>(entry: E): E {
  return entry;
}

/** The contract's shape: areas of named routes. */
export type ContractAreas = Record<string, Record<string, RouteEntry>>;
