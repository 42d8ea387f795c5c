const SECRET_KEYS = new Set(['password_hash', 'passwordHash', 'password', 'newPassword', 'currentPassword']);

/** A copy of a record fit for the audit log: secrets dropped, JSON text columns expanded. */
export function toJsonSafe(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSafe);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (SECRET_KEYS.has(k)) continue;
    out[k] = typeof v === 'string' && /^[[{]/.test(v) ? tryParse(v) : toJsonSafe(v);
  }
  return out;
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
