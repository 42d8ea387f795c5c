import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_GENESIS_HASH,
  auditRowHash,
  canonicalAuditRow,
  chainAuditRow,
  verifyAuditChain,
  type AuditChainFields,
  type AuditChainRow,
} from './chain.ts';
import { sha256Hex } from './sha256.ts';

// The platform's Web Crypto and TextEncoder (Node and browsers have both; the core's types do not).
const platform = globalThis as unknown as {
  crypto: { subtle: { digest(alg: string, data: Uint8Array): Promise<ArrayBuffer> } };
  TextEncoder: new () => { encode(s: string): Uint8Array };
};
async function webSha256(text: string): Promise<string> {
  const digest = await platform.crypto.subtle.digest('SHA-256', new platform.TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

describe('sha256Hex', () => {
  it('gives the FIPS 180-4 test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(sha256Hex('a'.repeat(1_000_000))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('agrees with the platform digest on any text, across block boundaries and in any script', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (s) => {
        expect(sha256Hex(s)).toBe(await webSha256(s));
      }),
      { numRuns: 300 },
    );
  });
});

const fieldsArb = fc.record({
  createdAt: fc.integer({ min: 0, max: 4_102_444_800_000 }),
  actorId: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
  action: fc.constantFrom('user.create', 'credit.in', 'rg.limit.lower', 'result.enter', 'auth.login'),
  targetType: fc.constantFrom('user', 'match', 'coupon', 'setting'),
  targetId: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
  before: fc.option(fc.json(), { nil: null }),
  after: fc.option(fc.json(), { nil: null }),
  ip: fc.string({ maxLength: 20 }),
});

function buildChain(fields: Omit<AuditChainFields, 'seq'>[]): AuditChainRow[] {
  const rows: AuditChainRow[] = [];
  let prev = AUDIT_GENESIS_HASH;
  fields.forEach((f, i) => {
    const row = { ...chainAuditRow({ ...f, seq: i + 1 }, prev), id: 100 + i };
    rows.push(row);
    prev = row.hash;
  });
  return rows;
}
const headOf = (rows: AuditChainRow[]) =>
  rows.length === 0 ? null : { seq: rows.at(-1)!.seq, hash: rows.at(-1)!.hash };

describe('the audit chain', () => {
  it('serialises the same fields to the same text whatever the object key order', () => {
    const a: AuditChainFields = {
      seq: 1,
      createdAt: 5,
      actorId: null,
      action: 'x',
      targetType: 'user',
      targetId: 2,
      before: null,
      after: '{"a":1}',
      ip: '',
    };
    const b = Object.fromEntries(Object.entries(a).reverse()) as unknown as AuditChainFields;
    expect(canonicalAuditRow(b, AUDIT_GENESIS_HASH)).toBe(canonicalAuditRow(a, AUDIT_GENESIS_HASH));
    // a field value moved to the next field is a different row
    expect(auditRowHash({ ...a, action: 'xuser', targetType: '' }, AUDIT_GENESIS_HASH)).not.toBe(
      auditRowHash({ ...a, action: 'x', targetType: 'user' }, AUDIT_GENESIS_HASH),
    );
  });

  it('verifies an untouched chain of any length', () => {
    fc.assert(
      fc.property(fc.array(fieldsArb, { maxLength: 30 }), (fields) => {
        const rows = buildChain(fields);
        expect(verifyAuditChain(rows, headOf(rows))).toEqual({
          ok: true,
          checked: rows.length,
          lastSeq: rows.length,
          break: null,
        });
      }),
    );
  });

  it('finds an edited field at the edited row, and a rewritten hash at the row after it', () => {
    fc.assert(
      fc.property(
        fc.array(fieldsArb, { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.constantFrom('createdAt', 'actorId', 'action', 'targetType', 'targetId', 'before', 'after', 'ip'),
        fc.boolean(),
        (fields, pick, field, rehash) => {
          const rows = buildChain(fields);
          const i = pick % rows.length;
          const old = rows[i]!;
          const value = old[field as keyof AuditChainRow];
          const changed = typeof value === 'number' ? value + 1 : typeof value === 'string' ? `${value}!` : 7;
          const edited = { ...old, [field]: changed } as AuditChainRow;
          if (rehash) edited.hash = auditRowHash(edited, edited.prevHash);
          rows[i] = edited;
          const result = verifyAuditChain(rows, headOf(buildChain(fields)));
          expect(result.ok).toBe(false);
          if (!rehash) {
            expect(result.break).toEqual({ seq: i + 1, id: 100 + i, reason: 'hash' });
          } else if (i + 1 < rows.length) {
            expect(result.break).toEqual({ seq: i + 2, id: 101 + i, reason: 'link' });
          } else {
            expect(result.break).toEqual({ seq: i + 1, id: null, reason: 'tail' });
          }
          expect(result.checked).toBe(rehash ? i + 1 : i);
        },
      ),
    );
  });

  it('finds a deleted row at its place, and deleted newest rows through the head', () => {
    fc.assert(
      fc.property(fc.array(fieldsArb, { minLength: 1, maxLength: 30 }), fc.nat(), (fields, pick) => {
        const rows = buildChain(fields);
        const head = headOf(rows);
        const i = pick % rows.length;
        const kept = rows.filter((_, j) => j !== i);
        const result = verifyAuditChain(kept, head);
        expect(result.ok).toBe(false);
        expect(result.break).toEqual({
          seq: i + 1,
          id: null,
          reason: i === rows.length - 1 ? 'tail' : 'missing',
        });
        // several newest rows gone
        expect(verifyAuditChain(rows.slice(0, i), head).break).toEqual({
          seq: i + 1,
          id: null,
          reason: 'tail',
        });
      }),
    );
  });

  it('refuses a row that is there twice and a chain renumbered after a deletion', () => {
    const rows = buildChain([
      {
        createdAt: 1,
        actorId: 1,
        action: 'a',
        targetType: 'user',
        targetId: 1,
        before: null,
        after: null,
        ip: '',
      },
      {
        createdAt: 2,
        actorId: 1,
        action: 'b',
        targetType: 'user',
        targetId: 1,
        before: null,
        after: null,
        ip: '',
      },
      {
        createdAt: 3,
        actorId: 1,
        action: 'c',
        targetType: 'user',
        targetId: 1,
        before: null,
        after: null,
        ip: '',
      },
    ]);
    expect(verifyAuditChain([rows[0]!, rows[0]!, rows[1]!, rows[2]!], headOf(rows)).break).toEqual({
      seq: 1,
      id: 100,
      reason: 'link',
    });
    const renumbered = [rows[0]!, { ...rows[2]!, seq: 2 }];
    expect(verifyAuditChain(renumbered, headOf(rows)).break).toEqual({ seq: 2, id: 102, reason: 'hash' });
  });
});
